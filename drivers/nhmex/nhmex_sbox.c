// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon 7500 uncore S-box (Uncore Programming Guide 323535-001, section 2.5).
 *
 * The S-boxes connect the C-boxes to the system (B- and R-box). S-box 0
 * at 0xC40 serves C-boxes 0-3, S-box 1 at 0xCC0 C-boxes 4-7; each has
 * S_MSR_PMON_GLOBAL_CTL/_STATUS/_OVF_CTL at +0/+1/+2 (ctr_en, ov, clr_ov
 * 3:0) and four 48-bit counters as control/counter pairs from +0x10/+0x11,
 * with the C-box control layout (ev_sel, umask, edge, pmi_en 20, en 22,
 * invert, threshold).
 *
 * The mask/match facility (section 2.5.3.4): S_MSR_MM_CFG, S_MSR_MATCH and
 * S_MSR_MASK, at 0xE48-0xE4A for S-box 0 and 0xE58-0xE5A for S-box 1.
 * MM_CFG bit 63 enables it. Only TO_R_PROG_EV (code 0x00) counts what it
 * selects; it takes the match from config1 and the mask from config2. The
 * core writes match and mask with the enable clear and sets the enable
 * last.
 *
 * Overflows of the S-box counters, and of the B-, M- and R-box behind the
 * S-box, are summarised in S_MSR_PMON_SUMMARY and then in the U-box
 * global status; the driver reads each box's own status register, so it
 * depends only on the global status being non-zero (see nhmex.rst).
 */
#include "nhmex.h"

#define BOXPMU_EVENT_TABLES_SBOX
#include "nhmex_events_bsrm.h"

#define SBOX_MM_EN		BIT_ULL(63)

static const struct boxpmu_format_desc sbox_formats[] = {
	BOXPMU_FORMAT(event, 0, BOXPMU_INTEL_CTL_EV_SEL),
	BOXPMU_FORMAT(umask, 0, BOXPMU_INTEL_CTL_UMASK),
	BOXPMU_FORMAT(edge, 0, BOXPMU_INTEL_CTL_EDGE),
	BOXPMU_FORMAT(inv, 0, BOXPMU_INTEL_CTL_INVERT),
	BOXPMU_FORMAT(thresh, 0, BOXPMU_INTEL_CTL_THRESH),
	BOXPMU_FORMAT(match, 1, GENMASK_ULL(63, 0)),
	BOXPMU_FORMAT(mask, 2, GENMASK_ULL(63, 0)),
	{ }
};

/* S-box 0: MATCH 0xE49, MASK 0xE4A, MM_CFG 0xE48; S-box 1 0x10 further. */
static const struct boxpmu_shared_part sbox_mm_parts[] = {
	{ .reg = 0xe49, .shift = 0, .width = 64 },
	{ .reg = 0xe4a, .shift = 0, .width = 64 },
};

static const struct boxpmu_shared_desc sbox_shared[] = {
	{
		.name		= "mask/match",
		.nslots		= 1,
		.nparts		= 2,
		.parts		= sbox_mm_parts,
		.enable_reg	= 0xe48,
		.enable_bits	= SBOX_MM_EN,
		.absolute	= true,
		.box_step	= 0x10,
	},
};

static const struct boxpmu_shared_use sbox_shared_uses[] = {
	/* TO_R_PROG_EV, whatever its other fields */
	{ .mask = BOXPMU_INTEL_CTL_EV_SEL, .match = 0x00, .shared = 0,
	  .src = { BOXPMU_SRC_CONFIG1, BOXPMU_SRC_CONFIG2 } },
	{ }
};

/**
 * nhmex_sbox_setup() - the S-box events of the CPU found
 * @wsmex: Westmere-EX (model 47) rather than Xeon 7500 (model 46)
 *
 * Before the type is registered: Westmere-EX's events per C-box pair, its
 * ring-bound DRS queue codes and its own events (nhmex_events_bsrm.h).
 */
void nhmex_sbox_setup(bool wsmex)
{
	nhmex_sbox.events = wsmex ? wsmex_sbox_events : nhmex_sbox_events;
}

static const struct boxpmu_type_ops sbox_ops = {
	.enable_box	= nhmex_box_enable,
	.disable_box	= nhmex_box_disable,
};

struct boxpmu_type nhmex_sbox = {
	.name		= "sbox",
	.access		= BOXPMU_ACCESS_MSR,
	.num_boxes	= 2,
	.num_counters	= 4,
	.width		= NHMEX_WIDTH,
	.max_inc	= 64,		/* TO_R_B_HOM_MSGQ_OCCUPANCY, p.2-67 */
	.clock_mhz	= 3000,		/* bound on the uncore clock */
	.box_base	= 0xc40,
	.box_stride	= 0x80,
	.regs		= NHMEX_BOX_REGS,
	.enable_bit	= BOXPMU_INTEL_CTL_EN,
	.pmi_bit	= BOXPMU_INTEL_CTL_PMI_EN,
	.shared		= sbox_shared,
	.num_shared	= ARRAY_SIZE(sbox_shared),
	.shared_uses	= sbox_shared_uses,
	.formats	= sbox_formats,
	.events		= nhmex_sbox_events,
	.ops		= &sbox_ops,
};
