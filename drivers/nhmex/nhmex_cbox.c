// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon 7500 uncore C-box (Uncore Programming Guide 323535-001, section 2.3).
 *
 * One C-box per last-level-cache slice, eight per package (ten on
 * Westmere-EX, see nhmex_cbox_setup()). Each has six
 * 48-bit counters as interleaved control/counter MSR pairs from
 * C_MSR_PMON_EVT_SEL0/CTR0 at box + 0x10/0x11, and box-level
 * C_MSR_PMON_GLOBAL_CTL/_STATUS/_OVF_CTL at box + 0/1/2. The boxes are not
 * laid out in order: box n is at 0xD00 + {0x00, 0x80, 0x40, 0xC0, 0x20,
 * 0xA0, 0x60, 0xE0}[n]; Westmere-EX's boxes 8 and 9 are at 0xF40 and
 * 0xFC0 (LIKWID's registers.h MSR_C8/C9_PMON_BOX_CTRL, which its westmereEX
 * counter map uses; mainline agrees). Any event may use any counter.
 * Counters can rise by more than one per cycle, hence threshold and invert
 * (Table 2-13: invert 0 counts cycles with increment >= threshold, 1 below
 * it).
 * Overflows are summarised through the S-boxes to the U-box.
 */
#define pr_fmt(fmt) "boxpmu_nhmex: " fmt

#include "nhmex.h"

#define BOXPMU_EVENT_TABLES_CBOX
#include "nhmex_events.h"

static const u32 cbox_offsets[] = {
	0x00, 0x80, 0x40, 0xc0, 0x20, 0xa0, 0x60, 0xe0,
	0x240, 0x2c0,		/* Westmere-EX only */
};

#define NHMEX_CBOXES	8	/* Xeon 7500 */

/**
 * nhmex_cbox_setup() - the C-boxes of the CPU found
 * @wsmex: Westmere-EX (model 47), ten C-boxes, rather than Xeon 7500
 *         (model 46), eight
 * @user:  C-boxes the user asked for (the cboxes parameter), or 0
 * @cores: cores per package, or 0 if unknown
 *
 * A part with fewer cores than the die, such as a six-core Xeon 7540 or
 * E7-4807, has fewer C-boxes: the count is capped at @cores, as mainline
 * intel_uncore does (uncore_nhmex.c, nhmex_uncore_cpu_init()), so no
 * PMU is registered for a box whose MSRs are absent and would fault.
 * UNVERIFIED: which C-boxes such a part keeps; neither the uncore guide
 * 323535 nor the SDM says. Like mainline, boxes 0..@cores-1 are taken; the
 * driver's cboxes parameter (@user) overrides the count.
 *
 * Before the type is registered.
 *
 * Return: 0, or -EINVAL if @user is more than the model has.
 */
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
	.access		= BOXPMU_ACCESS_MSR,
	.num_boxes	= NHMEX_CBOXES,
	.num_counters	= 6,
	.width		= NHMEX_WIDTH,
	.max_inc	= 64,		/* bound on occupancy increments per cycle */
	.clock_mhz	= 3000,		/* bound on the uncore clock */
	.box_base	= 0xd00,
	.box_offs	= cbox_offsets,
	.regs		= NHMEX_BOX_REGS,
	.enable_bit	= BOXPMU_INTEL_CTL_EN,
	.pmi_bit	= BOXPMU_INTEL_CTL_PMI_EN,
	.formats	= boxpmu_intel_uncore_formats,
	.events		= nhmex_cbox_events,
	.ops		= &cbox_ops,
};
