// SPDX-License-Identifier: GPL-2.0
/* Xeon 7500 uncore S-box (Uncore Programming Guide 323535-001, section 2.5) */
#include "nhmex.h"

#define BOXPMU_EVENT_TABLES_SBOX
#include "nhmex_events_bsrm.h"

#define SBOX_MM_EN		BIT_ULL(63)	/* S_MSR_MM_CFG, section 2.5.3.4 */

static const struct boxpmu_format_desc sbox_formats[] = {
	BOXPMU_INTEL_CTL_FORMATS,
	BOXPMU_FORMAT(inv, 0, BOXPMU_INTEL_CTL_INVERT),
	BOXPMU_FORMAT(match, 1, GENMASK_ULL(63, 0)),
	BOXPMU_FORMAT(mask, 2, GENMASK_ULL(63, 0)),
	{ }
};

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
	{ .mask = BOXPMU_INTEL_CTL_EV_SEL, .match = 0x00, .shared = 0,	/* TO_R_PROG_EV */
	  .src = { BOXPMU_SRC_CONFIG1, BOXPMU_SRC_CONFIG2 } },
	{ }
};

const struct boxpmu_event_desc *const nhmex_sbox_wsmex_events = wsmex_sbox_events;

static const struct boxpmu_type_ops sbox_ops = {
	.enable_box	= nhmex_box_enable,
	.disable_box	= nhmex_box_disable,
};

struct boxpmu_type nhmex_sbox = {
	.name		= "sbox",
	NHMEX_INTEL_CTL_INIT(),
	.num_boxes	= 2,
	.num_counters	= 4,
	.max_inc	= 64,		/* TO_R_B_HOM_MSGQ_OCCUPANCY, p.2-67 */
	.box_base	= 0xc40,
	.box_stride	= 0x80,
	.regs		= NHMEX_BOX_REGS,
	.shared		= sbox_shared,
	.num_shared	= ARRAY_SIZE(sbox_shared),
	.shared_uses	= sbox_shared_uses,
	.formats	= sbox_formats,
	.events		= nhmex_sbox_events,
	.ops		= &sbox_ops,
};
