// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon 7500 uncore B-box (Uncore Programming Guide 323535-001, section 2.4).
 * Each counter has its own event set (Table 2-24): config:6-7 names the
 * counter, which is not a field of the control register (Table 2-20).
 */
#include <linux/bitfield.h>

#include "nhmex.h"

#define BOXPMU_EVENT_TABLES_BBOX
#include "nhmex_events_bsrm.h"

#define BBOX_EV_SEL		GENMASK_ULL(5, 1)
#define BBOX_COUNTER		GENMASK_ULL(7, 6)
#define BBOX_PMI_EN		BIT_ULL(20)	/* Table 2-20 (bit 6 is the R-box's) */

#define BBOX_CFG(ctr, ev)	(FIELD_PREP_CONST(BBOX_COUNTER, ctr) | \
				 FIELD_PREP_CONST(BBOX_EV_SEL, ev))

static const struct {
	u8 ctr, ev;
} bbox_codes[] = {	/* Table 2-24 */
#define NHMEX_BBOX_EV(_c, _e, _n, _d)		{ _c, _e },
#define NHMEX_BBOX_MM				NHMEX_BBOX_EV
#define NHMEX_BBOX_EV_7500			NHMEX_BBOX_EV
#include "nhmex_events_bbox.h"
};

static const struct boxpmu_format_desc bbox_formats[] = {
	BOXPMU_FORMAT(event, 0, BBOX_EV_SEL),
	BOXPMU_FORMAT(counter, 0, BBOX_COUNTER),
	BOXPMU_FORMAT(match, 1, GENMASK_ULL(63, 0)),
	BOXPMU_FORMAT(mask, 2, GENMASK_ULL(63, 0)),
	{ }
};

static const struct boxpmu_constraint bbox_constraints[] = {
	{ .mask = BBOX_COUNTER, .match = BBOX_CFG(0, 0), .counters = BIT(0) },
	{ .mask = BBOX_COUNTER, .match = BBOX_CFG(1, 0), .counters = BIT(1) },
	{ .mask = BBOX_COUNTER, .match = BBOX_CFG(2, 0), .counters = BIT(2) },
	{ .mask = BBOX_COUNTER, .match = BBOX_CFG(3, 0), .counters = BIT(3) },
	{ }
};

static const struct boxpmu_shared_part bbox_mm_parts[] = {
	{ .reg = 0xe45, .shift = 0, .width = 64 },
	{ .reg = 0xe46, .shift = 0, .width = 64 },
};

static const struct boxpmu_shared_desc bbox_shared[] = {
	{
		.name		= "match/mask",
		.nslots		= 1,
		.nparts		= 2,
		.parts		= bbox_mm_parts,
		.enable_reg	= BOXPMU_NOREG,
		.absolute	= true,
		.box_step	= 8,
	},
};

#define BBOX_MM_USE(ctr, ev) {						\
	.mask = BBOX_COUNTER | BBOX_EV_SEL, .match = BBOX_CFG(ctr, ev),	\
	.shared = 0, .src = { BOXPMU_SRC_CONFIG1, BOXPMU_SRC_CONFIG2 } }

static const struct boxpmu_shared_use bbox_shared_uses[] = {	/* section 2.4.6 */
#define NHMEX_BBOX_EV(_c, _e, _n, _d)
#define NHMEX_BBOX_MM(_c, _e, _n, _d)		BBOX_MM_USE(_c, _e),
#define NHMEX_BBOX_EV_7500(_c, _e, _n, _d)
#include "nhmex_events_bbox.h"
	{ }
};

static int bbox_hw_config(struct boxpmu_box *box, struct perf_event *event)
{
	u64 cfg = event->hw.config;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(bbox_codes); i++)
		if (bbox_codes[i].ctr == FIELD_GET(BBOX_COUNTER, cfg) &&
		    bbox_codes[i].ev == FIELD_GET(BBOX_EV_SEL, cfg))
			return 0;
	return -EINVAL;
}

static void bbox_enable_event(struct boxpmu_box *box, struct perf_event *event)
{
	boxpmu_write_ctl(box, event->hw.idx, event->hw.config & BBOX_EV_SEL);
}

const struct boxpmu_event_desc *const nhmex_bbox_wsmex_events = wsmex_bbox_events;

static const struct boxpmu_type_ops bbox_ops = {
	.enable_box	= nhmex_box_enable,
	.disable_box	= nhmex_box_disable,
	.enable_event	= bbox_enable_event,
	.hw_config	= bbox_hw_config,
};

struct boxpmu_type nhmex_bbox = {
	.name		= "bbox",
	NHMEX_COMMON_INIT(),
	.num_boxes	= 2,
	.num_counters	= 4,
	.max_inc	= 64,		/* bound: occupancy events (UNVERIFIED) */
	.box_base	= 0xc20,
	.box_stride	= 0x40,
	.regs		= NHMEX_BOX_REGS,	/* Tables 2-17 to 2-19 */
	.enable_bit	= NHMEX_CTL_EN0,
	.pmi_bit	= BBOX_PMI_EN,
	.constraints	= bbox_constraints,
	.shared		= bbox_shared,
	.num_shared	= ARRAY_SIZE(bbox_shared),
	.shared_uses	= bbox_shared_uses,
	.formats	= bbox_formats,
	.events		= nhmex_bbox_events,
	.ops		= &bbox_ops,
};
