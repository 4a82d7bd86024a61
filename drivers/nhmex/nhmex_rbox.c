// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon 7500 uncore R-box (Uncore Programming Guide 323535-001, section 2.6),
 * as two PMUs of four QPI ports each. ev_sel (Table 2-44) picks a port
 * (ev_sel / 6) and one of its sub-registers (ev_sel % 6): IPERF_CFG0/1, the
 * low/high byte of QLX_CFG, XBR mask/match set 1/2. The two of each pair
 * are functionally identical (section 2.6.2.1): an event gets either.
 * UNVERIFIED: the IPERF_CFG and XBR register widths are mainline's; the
 * guide's field tables for them were not readable.
 */
#include "nhmex.h"

#define BOXPMU_EVENT_TABLES_RBOX0
#define BOXPMU_EVENT_TABLES_RBOX1
#include "nhmex_events_rbox.h"

#define RBOX_EV_SEL		GENMASK_ULL(5, 1)
#define RBOX_PMI_EN		BIT_ULL(6)
#define RBOX_XBR_MM_CFG		GENMASK_ULL(63, 32)
#define RBOX_NR_SEL		0x18	/* 4 ports x 6 */
#define RBOX_QLX_EV0		GENMASK_ULL(7, 0)	/* QLX_CFG, Table 2-49 */
#define RBOX_QLX_EV1		GENMASK_ULL(15, 8)

enum { RBOX_IPERF, RBOX_QLX, RBOX_XBR, RBOX_KINDS };

static const struct boxpmu_format_desc rbox_formats[] = {
	BOXPMU_FORMAT(event, 0, RBOX_EV_SEL),
	BOXPMU_FORMAT(iperf_cfg, 1, GENMASK_ULL(31, 0)),
	BOXPMU_FORMAT(qlx_cfg, 1, RBOX_QLX_EV0 | RBOX_QLX_EV1),
	BOXPMU_FORMAT(xbr_mm_cfg, 0, RBOX_XBR_MM_CFG),
	BOXPMU_FORMAT(xbr_match, 1, GENMASK_ULL(63, 0)),
	BOXPMU_FORMAT(xbr_mask, 2, GENMASK_ULL(63, 0)),
	{ }
};

/* per port: IPERF_CFG 0 and 1 */
#define IPERF(_r0, _r1)	{ { .reg = _r0, .width = 32 }, { .reg = _r1, .width = 32 } }

static const struct boxpmu_shared_part rbox_iperf_parts[8][2] = {
	IPERF(0xe04, 0xe24), IPERF(0xe05, 0xe25), IPERF(0xe06, 0xe26), IPERF(0xe07, 0xe27),
	IPERF(0xe08, 0xe28), IPERF(0xe09, 0xe29), IPERF(0xe0a, 0xe2a), IPERF(0xe0b, 0xe2b),
};

static const struct boxpmu_shared_part rbox_qlx_parts[8][2] = {
	{ { .reg = 0xe0c, .shift = 0, .width = 8 }, { .reg = 0xe0c, .shift = 8, .width = 8 } },
	{ { .reg = 0xe0d, .shift = 0, .width = 8 }, { .reg = 0xe0d, .shift = 8, .width = 8 } },
	{ { .reg = 0xe0e, .shift = 0, .width = 8 }, { .reg = 0xe0e, .shift = 8, .width = 8 } },
	{ { .reg = 0xe0f, .shift = 0, .width = 8 }, { .reg = 0xe0f, .shift = 8, .width = 8 } },
	{ { .reg = 0xe2c, .shift = 0, .width = 8 }, { .reg = 0xe2c, .shift = 8, .width = 8 } },
	{ { .reg = 0xe2d, .shift = 0, .width = 8 }, { .reg = 0xe2d, .shift = 8, .width = 8 } },
	{ { .reg = 0xe2e, .shift = 0, .width = 8 }, { .reg = 0xe2e, .shift = 8, .width = 8 } },
	{ { .reg = 0xe2f, .shift = 0, .width = 8 }, { .reg = 0xe2f, .shift = 8, .width = 8 } },
};

/* per port: XBR set 1 MM_CFG, MATCH, MASK, then set 2 */
#define XBR32(_reg)	{ .reg = _reg, .width = 32 }
#define XBR64(_reg)	{ .reg = _reg, .width = 64 }
#define XBR(_c1, _m1, _k1, _c2, _m2, _k2) \
	{ XBR32(_c1), XBR64(_m1), XBR64(_k1), XBR32(_c2), XBR64(_m2), XBR64(_k2) }

static const struct boxpmu_shared_part rbox_xbr_parts[8][6] = {
	XBR(0xe60, 0xe61, 0xe62, 0xe70, 0xe71, 0xe72),
	XBR(0xe64, 0xe65, 0xe66, 0xe74, 0xe75, 0xe76),
	XBR(0xe68, 0xe69, 0xe6a, 0xe78, 0xe79, 0xe7a),
	XBR(0xe6c, 0xe6d, 0xe6e, 0xe7c, 0xe7d, 0xe7e),
	XBR(0xe80, 0xe81, 0xe82, 0xe90, 0xe91, 0xe92),
	XBR(0xe84, 0xe85, 0xe86, 0xe94, 0xe95, 0xe96),
	XBR(0xe88, 0xe89, 0xe8a, 0xe98, 0xe99, 0xe9a),
	XBR(0xe8c, 0xe8d, 0xe8e, 0xe9c, 0xe9d, 0xe9e),
};

#define RBOX_PAIR(_name, _nparts, _parts) {				\
	.name = _name, .nslots = 2, .nparts = _nparts, .parts = _parts,	\
	.enable_reg = BOXPMU_NOREG, .absolute = true }
#define RBOX_PORT(_iperf, _qlx, _xbr) {					\
	RBOX_PAIR("iperf_cfg", 1, _iperf), RBOX_PAIR("qlx_cfg", 1, _qlx),	\
	RBOX_PAIR("xbr mask/match", 3, _xbr) }

/* [port][kind]: as one array, indexed port * RBOX_KINDS + kind (rbox_shared_reqs()) */
static const struct boxpmu_shared_desc rbox_shared[8][RBOX_KINDS] = {
	RBOX_PORT(rbox_iperf_parts[0], rbox_qlx_parts[0], rbox_xbr_parts[0]),
	RBOX_PORT(rbox_iperf_parts[1], rbox_qlx_parts[1], rbox_xbr_parts[1]),
	RBOX_PORT(rbox_iperf_parts[2], rbox_qlx_parts[2], rbox_xbr_parts[2]),
	RBOX_PORT(rbox_iperf_parts[3], rbox_qlx_parts[3], rbox_xbr_parts[3]),
	RBOX_PORT(rbox_iperf_parts[4], rbox_qlx_parts[4], rbox_xbr_parts[4]),
	RBOX_PORT(rbox_iperf_parts[5], rbox_qlx_parts[5], rbox_xbr_parts[5]),
	RBOX_PORT(rbox_iperf_parts[6], rbox_qlx_parts[6], rbox_xbr_parts[6]),
	RBOX_PORT(rbox_iperf_parts[7], rbox_qlx_parts[7], rbox_xbr_parts[7]),
};

static int rbox_shared_reqs(struct boxpmu_box *box, struct perf_event *event,
			    struct boxpmu_shared_req *reqs)
{
	u64 cfg = event->hw.config, c1 = event->attr.config1, c2 = event->attr.config2;
	u64 mm = FIELD_GET(RBOX_XBR_MM_CFG, cfg);
	unsigned int ev = FIELD_GET(RBOX_EV_SEL, cfg), kind = (ev % 6) / 2;

	if (ev >= RBOX_NR_SEL)
		return -EINVAL;
	reqs[0].shared = (ev / 6) * RBOX_KINDS + kind;
	switch (kind) {
	case RBOX_IPERF:
		if (mm || c2 || c1 > U32_MAX)
			return -EINVAL;
		reqs[0].val[0] = c1;
		break;
	case RBOX_QLX:
		if (mm || c2 || (c1 & ~(ev % 2 ? RBOX_QLX_EV1 : RBOX_QLX_EV0)))
			return -EINVAL;
		reqs[0].val[0] = ev % 2 ? FIELD_GET(RBOX_QLX_EV1, c1) : FIELD_GET(RBOX_QLX_EV0, c1);
		break;
	default:
		reqs[0].val[0] = mm;
		reqs[0].val[1] = c1;
		reqs[0].val[2] = c2;
		break;
	}
	return 1;
}

/* the ev_sel of the pair member whose sub-register the core gave the event */
static void rbox_enable_event(struct boxpmu_box *box, struct perf_event *event)
{
	unsigned int ev = FIELD_GET(RBOX_EV_SEL, event->hw.config);
	int slot = boxpmu_event_shared_slot(event, 0);

	if (slot >= 0)
		ev = (ev & ~1U) + slot;
	boxpmu_write_ctl(box, event->hw.idx, FIELD_PREP(RBOX_EV_SEL, ev));
}

static const struct boxpmu_type_ops rbox_ops = {
	.enable_box	= nhmex_box_enable,
	.disable_box	= nhmex_box_disable,
	.enable_event	= rbox_enable_event,
	.shared_reqs	= rbox_shared_reqs,
};

#define NHMEX_RBOX_TYPE(_name, _base, _shared, _events) {	\
	.name		= _name,					\
	NHMEX_COMMON_INIT(),						\
	.num_boxes	= 1,						\
	.num_counters	= 8,						\
	.max_inc	= 64,	/* bound (UNVERIFIED) */		\
	.box_base	= _base,					\
	.regs		= NHMEX_BOX_REGS,				\
	.enable_bit	= NHMEX_CTL_EN0,				\
	.pmi_bit	= RBOX_PMI_EN,					\
	.shared		= _shared,					\
	.num_shared	= 4 * RBOX_KINDS,				\
	.formats	= rbox_formats,					\
	.events		= _events,					\
	.ops		= &rbox_ops,					\
}

/* ports 0-3 and 4-7 */
struct boxpmu_type nhmex_rbox0 = NHMEX_RBOX_TYPE("rbox_0", 0xe00, rbox_shared[0],
						 nhmex_rbox0_events);
struct boxpmu_type nhmex_rbox1 = NHMEX_RBOX_TYPE("rbox_1", 0xe20, rbox_shared[4],
						 nhmex_rbox1_events);
