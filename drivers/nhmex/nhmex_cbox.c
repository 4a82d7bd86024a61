// SPDX-License-Identifier: GPL-2.0
/* Xeon 7500 uncore C-box (Uncore Programming Guide 323535-001, section 2.3) */
#define pr_fmt(fmt) "boxpmu_nhmex: " fmt

#include "nhmex.h"

#define BOXPMU_EVENT_TABLES_CBOX
#include "nhmex_events.h"

static const u32 cbox_offsets[] = {
	0x00, 0x80, 0x40, 0xc0, 0x20, 0xa0, 0x60, 0xe0,
	0x240, 0x2c0,		/* Westmere-EX only: LIKWID's, mainline agrees */
};

#define NHMEX_CBOXES	8	/* Xeon 7500 */

/* Fewer @cores: C-boxes 0..@cores-1, UNVERIFIED (no manual), as mainline */
int nhmex_cbox_setup(bool wsmex, unsigned int user, unsigned int cores)
{
	unsigned int n = wsmex ? ARRAY_SIZE(cbox_offsets) : NHMEX_CBOXES;

	if (user > n) {
		pr_err("cboxes=%u: the %s has %u C-boxes\n", user,
		       wsmex ? "Westmere-EX" : "Xeon 7500", n);
		return -EINVAL;
	}
	if (user)
		n = user;
	else if (cores && cores < n)
		n = cores;
	nhmex_cbox.num_boxes = n;
	nhmex_cbox.events = wsmex ? wsmex_cbox_events : nhmex_cbox_events;
	return 0;
}

static const struct boxpmu_type_ops cbox_ops = {
	.enable_box	= nhmex_box_enable,
	.disable_box	= nhmex_box_disable,
};

struct boxpmu_type nhmex_cbox = {
	.name		= "cbox",
	NHMEX_INTEL_CTL_INIT(),
	.num_boxes	= NHMEX_CBOXES,
	.num_counters	= 6,
	.max_inc	= 64,		/* bound on occupancy increments per cycle */
	.box_base	= 0xd00,
	.box_offs	= cbox_offsets,
	.regs		= NHMEX_BOX_REGS,
	.formats	= boxpmu_intel_uncore_formats,
	.events		= nhmex_cbox_events,
	.ops		= &cbox_ops,
};
