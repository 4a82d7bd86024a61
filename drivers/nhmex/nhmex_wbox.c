// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon 7500 uncore W-box (Uncore Programming Guide 323535-001, section 2.8).
 * Erratum (p.2-128): a counter value ending in 0x000000 or 0x000001 reads
 * 0x1000000 too high, and a preload must not end in 0xfffffe or 0xffffff.
 */
#include "nhmex.h"

#define BOXPMU_EVENT_TABLES_WBOX
#include "nhmex_events.h"

#define WBOX_FIXED_EN		BIT_ULL(0)
#define WBOX_FIXED_PMI_EN	BIT_ULL(2)	/* UNVERIFIED: as Nehalem-EP's */
#define WBOX_OV_FIXED		BIT_ULL(31)

static int wbox_read_counter(struct boxpmu_box *box, int idx, u64 *val)
{
	u64 raw;
	int ret = boxpmu_read_reg(box, boxpmu_ctr_reg(box, idx), &raw);

	if (!ret)
		*val = boxpmu_wbox_fix_read(raw, NHMEX_WIDTH);
	return ret;
}

static s64 wbox_safe_period(struct boxpmu_box *box, s64 period)
{
	return boxpmu_wbox_safe_period(period, NHMEX_WIDTH);
}

static int wbox_read_status(struct boxpmu_box *box, u64 *status)
{
	u64 st;
	int ret = boxpmu_read_reg(box, box->type->regs.box_status, &st);

	if (ret)
		return ret;
	*status = st & GENMASK_ULL(3, 0);
	if (st & WBOX_OV_FIXED)
		*status |= BIT_ULL(BOXPMU_FIXED_IDX);
	return 0;
}

static void wbox_clear_status(struct boxpmu_box *box, u64 bits)
{
	u64 v = bits & GENMASK_ULL(3, 0);

	if (bits & BIT_ULL(BOXPMU_FIXED_IDX))
		v |= WBOX_OV_FIXED;
	boxpmu_write_reg(box, box->type->regs.box_ovf, v);
}

static const struct boxpmu_type_ops wbox_ops = {
	.enable_box	= nhmex_box_enable,
	.disable_box	= nhmex_box_disable,
	.read_counter	= wbox_read_counter,
	.read_status	= wbox_read_status,
	.clear_status	= wbox_clear_status,
	.safe_period	= wbox_safe_period,
};

struct boxpmu_type nhmex_wbox = {
	.name		= "wbox",
	NHMEX_INTEL_CTL_INIT(),
	.num_boxes	= 1,
	.num_counters	= 4,
	.fixed_width	= NHMEX_WIDTH,
	.fixed_config	= 0xff,
	.fixed_enable	= WBOX_FIXED_EN,
	.fixed_pmi_bit	= WBOX_FIXED_PMI_EN,
	.max_inc	= 1,		/* Table 2-102: every event at most 1/cycle */
	.regs = {
		.box_ctl	= 0xc80,
		.box_status	= 0xc81,
		.box_ovf	= 0xc82,
		.ctl0		= 0xc90,
		.ctr0		= 0xc91,
		.ctl_stride	= 2,
		.ctr_stride	= 2,
		.fixed_ctl	= 0x395,
		.fixed_ctr	= 0x394,
	},
	.formats	= boxpmu_intel_uncore_formats,
	.events		= nhmex_wbox_events,
	.ops		= &wbox_ops,
};
