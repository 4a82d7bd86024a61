// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon 7500 uncore M-box (Uncore Programming Guide 323535-001, section 2.7).
 * UNVERIFIED: the layouts of the sub-control registers DSP, ISS, MAP,
 * MSC_THR, PGT and PLD (section 2.7.4.4; pp.2-103 to 2-107 were not
 * readable): each is taken as one 32-bit value; mbox_sels[] and the
 * address match widths are mainline's.
 */
#include "nhmex.h"

#define BOXPMU_EVENT_TABLES_MBOX
#include "nhmex_events_bsrm.h"

/* counter control, Table 2-67 */
#define MBOX_PMI_EN		BIT_ULL(1)
#define MBOX_COUNT_MODE		GENMASK_ULL(3, 2)
#define MBOX_STORAGE_MODE	GENMASK_ULL(5, 4)
#define MBOX_WRAP_MODE		BIT_ULL(6)	/* clear: the counter stops at overflow */
#define MBOX_FLAG_MODE		BIT_ULL(7)
#define MBOX_INC_SEL		GENMASK_ULL(13, 9)
#define MBOX_SET_FLAG_SEL	GENMASK_ULL(21, 19)

#define MBOX_INC_SEL_FVC0	0xd	/* inc_sel of FVC_EV0; EV1-3 follow */

/* Table 2-81 sub-events that use the shared fields */
#define FVC_BCMD_MATCH		5
#define FVC_RESP_MATCH		6
#define FVC_SMI_NB_TRIG		7

#define MBOX_C1_LO		GENMASK_ULL(31, 0)
#define MBOX_C1_PLD		GENMASK_ULL(63, 32)

/* config2: the address match, section 2.7.4.3 */
#define MBOX_ADDR_MATCH		GENMASK_ULL(33, 0)
#define MBOX_ADDR_MASK		GENMASK_ULL(60, 34)
#define MBOX_ADDR_EN		BIT_ULL(63)

enum {
	M_DSP, M_ISS, M_MAP, M_THR, M_PGT, M_PLD,
	M_EVNT, M_FVID, M_BCMD, M_RESP, M_PBOX,
	M_ADDR, M_NSHARED,
	M_NONE = 0xff,
};

static const struct boxpmu_format_desc mbox_formats[] = {
	BOXPMU_FORMAT(count_mode, 0, MBOX_COUNT_MODE),
	BOXPMU_FORMAT(storage_mode, 0, MBOX_STORAGE_MODE),
	BOXPMU_FORMAT(wrap_mode, 0, MBOX_WRAP_MODE),
	BOXPMU_FORMAT(flag_mode, 0, MBOX_FLAG_MODE),
	BOXPMU_FORMAT(inc_sel, 0, MBOX_INC_SEL),
	BOXPMU_FORMAT(set_flag_sel, 0, MBOX_SET_FLAG_SEL),
	BOXPMU_FORMAT(dsp, 1, MBOX_C1_LO),
	BOXPMU_FORMAT(iss, 1, MBOX_C1_LO),
	BOXPMU_FORMAT(map, 1, MBOX_C1_LO),
	BOXPMU_FORMAT(thr, 1, MBOX_C1_LO),
	BOXPMU_FORMAT(pgt, 1, MBOX_C1_LO),
	BOXPMU_FORMAT(fvc, 1, MBOX_C1_LO),
	BOXPMU_FORMAT(pld, 1, MBOX_C1_PLD),
	BOXPMU_FORMAT(filter_match, 2, MBOX_ADDR_MATCH),
	BOXPMU_FORMAT(filter_mask, 2, MBOX_ADDR_MASK),
	BOXPMU_FORMAT(filter_cfg_en, 2, MBOX_ADDR_EN),
	{ }
};

#define MBOX_WHOLE(off)		{ .reg = (off), .shift = 0, .width = 32 }
#define MBOX_ZDP		0xb
#define MBOX_ZDP_PART(s, w)	{ .reg = MBOX_ZDP, .shift = (s), .width = (w) }

/* ZDP_CTL_FVC's fields; the bits above pbox_init_err are refused */
struct mbox_fvc {
	struct boxpmu_shared_part evnt[4];
	struct boxpmu_shared_part fvid, bcmd, resp, pbox;
};

/* Xeon 7500, Table 2-80 */
static const struct mbox_fvc mbox_fvc_nhmex = {
	.evnt = { MBOX_ZDP_PART(11, 3), MBOX_ZDP_PART(14, 3), MBOX_ZDP_PART(17, 3),
		  MBOX_ZDP_PART(20, 3) },
	.fvid = MBOX_ZDP_PART(0, 5),
	.bcmd = MBOX_ZDP_PART(5, 3),
	.resp = MBOX_ZDP_PART(8, 3),
	.pbox = MBOX_ZDP_PART(23, 1),
};

/* Westmere-EX: PCM's fields_wsm (mainline and LIKWID agree) */
static const struct mbox_fvc mbox_fvc_wsmex = {
	.evnt = { MBOX_ZDP_PART(12, 3), MBOX_ZDP_PART(15, 3), MBOX_ZDP_PART(18, 3),
		  MBOX_ZDP_PART(21, 3) },
	.fvid = MBOX_ZDP_PART(0, 6),
	.bcmd = MBOX_ZDP_PART(6, 3),
	.resp = MBOX_ZDP_PART(9, 3),
	.pbox = MBOX_ZDP_PART(24, 1),
};

static const struct mbox_fvc *mbox_fvc = &mbox_fvc_nhmex;

static u32 mbox_fvc_field(u32 v, const struct boxpmu_shared_part *p)
{
	return boxpmu_field_get(v, p->shift, p->width);
}

/* DSP, ISS, MAP, MSC_THR, PGT, PLD: in M_* order */
static const struct boxpmu_shared_part mbox_sub[] = {
	MBOX_WHOLE(0x5), MBOX_WHOLE(0x6), MBOX_WHOLE(0x7), MBOX_WHOLE(0x8), MBOX_WHOLE(0x9),
	MBOX_WHOLE(0xa),
};

/* the enable is a value: a PLD event without an address match needs it clear */
static const struct boxpmu_shared_part mbox_addr[3] = {
	{ .reg = 0xe55, .shift = 0, .width = 34 },
	{ .reg = 0xe56, .shift = 0, .width = 27 },
	{ .reg = 0xe54, .shift = 63, .width = 1 },	/* written last: MM_CFG.en */
};

#define MBOX_ONE(_name, _part) \
	{ .name = _name, .nslots = 1, .nparts = 1, .parts = &(_part), .enable_reg = BOXPMU_NOREG }

/* nhmex_mbox_setup() puts the CPU's ZDP_CTL_FVC layout into these parts */
static struct boxpmu_shared_desc mbox_shared[M_NSHARED] = {
	[M_DSP]  = MBOX_ONE("DSP", mbox_sub[M_DSP]),
	[M_ISS]  = MBOX_ONE("ISS", mbox_sub[M_ISS]),
	[M_MAP]  = MBOX_ONE("MAP", mbox_sub[M_MAP]),
	[M_THR]  = MBOX_ONE("MSC_THR", mbox_sub[M_THR]),
	[M_PGT]  = MBOX_ONE("PGT", mbox_sub[M_PGT]),
	[M_PLD]  = MBOX_ONE("PLD", mbox_sub[M_PLD]),
	[M_EVNT] = { .name = "ZDP_CTL_FVC.evnt", .nslots = 4, .nparts = 1,
		     .parts = mbox_fvc_nhmex.evnt, .enable_reg = BOXPMU_NOREG },
	[M_FVID] = MBOX_ONE("ZDP_CTL_FVC.fvid", mbox_fvc_nhmex.fvid),
	[M_BCMD] = MBOX_ONE("ZDP_CTL_FVC.bcmd", mbox_fvc_nhmex.bcmd),
	[M_RESP] = MBOX_ONE("ZDP_CTL_FVC.resp", mbox_fvc_nhmex.resp),
	[M_PBOX] = MBOX_ONE("ZDP_CTL_FVC.pbox_init_err", mbox_fvc_nhmex.pbox),
	[M_ADDR] = { .name = "address match", .nslots = 1, .nparts = 3, .parts = mbox_addr,
		     .enable_reg = BOXPMU_NOREG, .absolute = true, .box_step = 8 },
};

struct mbox_sel {
	bool flag;	/* set_flag_sel rather than inc_sel */
	u8 sel;
	u8 reg[2];
};

static const struct mbox_sel mbox_sels[] = {
	{ false, 0x00, { M_DSP, M_NONE } },
	{ false, 0x04, { M_THR, M_NONE } },
	{ false, 0x05, { M_THR, M_NONE } },
	{ false, 0x09, { M_ISS, M_NONE } },
	{ false, 0x0a, { M_ISS, M_PLD } },
	{ false, 0x0b, { M_PLD, M_NONE } },
	{ false, 0x16, { M_PGT, M_NONE } },
	{ true,  0x00, { M_DSP, M_NONE } },
	{ true,  0x01, { M_ISS, M_NONE } },
	{ true,  0x05, { M_PGT, M_NONE } },
	{ true,  0x06, { M_MAP, M_NONE } },
};

static struct boxpmu_shared_req *mbox_req3(struct boxpmu_shared_req *r, u8 shared, u64 v0,
					   u64 v1, u64 v2)
{
	r->shared = shared;
	r->val[0] = v0;
	r->val[1] = v1;
	r->val[2] = v2;
	return r + 1;
}

static struct boxpmu_shared_req *mbox_req(struct boxpmu_shared_req *r, u8 shared, u64 v0)
{
	return mbox_req3(r, shared, v0, 0, 0);
}

static int mbox_fvc_reqs(unsigned int n, u64 c1, u64 c2, struct boxpmu_shared_req *reqs)
{
	const struct mbox_fvc *f = mbox_fvc;
	struct boxpmu_shared_req *r = reqs;
	u32 fvc = c1, evnt, fvid, bcmd, resp, pbox;
	unsigned int i;

	if (c1 > U32_MAX || (fvc & GENMASK(31, f->pbox.shift + 1)) || c2)
		return -EINVAL;
	for (i = 0; i < ARRAY_SIZE(f->evnt); i++)
		if (i != n && mbox_fvc_field(fvc, &f->evnt[i]))
			return -EINVAL;	/* a sub-event in another event's field */
	evnt = mbox_fvc_field(fvc, &f->evnt[n]);
	fvid = mbox_fvc_field(fvc, &f->fvid);
	bcmd = mbox_fvc_field(fvc, &f->bcmd);
	resp = mbox_fvc_field(fvc, &f->resp);
	pbox = mbox_fvc_field(fvc, &f->pbox);
	r = mbox_req(r, M_EVNT, evnt);
	switch (evnt) {
	case FVC_BCMD_MATCH:
		if (resp || pbox)
			return -EINVAL;
		r = mbox_req(r, M_FVID, fvid);
		r = mbox_req(r, M_BCMD, bcmd);
		break;
	case FVC_RESP_MATCH:
		if (bcmd || pbox)
			return -EINVAL;
		r = mbox_req(r, M_FVID, fvid);
		r = mbox_req(r, M_RESP, resp);
		break;
	case FVC_SMI_NB_TRIG:
		if (fvid || bcmd || resp)
			return -EINVAL;
		r = mbox_req(r, M_PBOX, pbox);
		break;
	default:
		if (fvid || bcmd || resp || pbox)
			return -EINVAL;
		break;
	}
	return r - reqs;
}

static bool mbox_is_fvc(u64 cfg, unsigned int *n)
{
	unsigned int sel = FIELD_GET(MBOX_INC_SEL, cfg);

	if ((cfg & MBOX_FLAG_MODE) || sel < MBOX_INC_SEL_FVC0 || sel > MBOX_INC_SEL_FVC0 + 3)
		return false;
	*n = sel - MBOX_INC_SEL_FVC0;
	return true;
}

static int mbox_shared_reqs(struct boxpmu_box *box, struct perf_event *event,
			    struct boxpmu_shared_req *reqs)
{
	u64 cfg = event->hw.config, c1 = event->attr.config1, c2 = event->attr.config2;
	bool flag = cfg & MBOX_FLAG_MODE, lo_used = false, hi_used = false, pld = false;
	unsigned int sel, n, i;
	struct boxpmu_shared_req *r = reqs;
	const struct mbox_sel *s = NULL;

	if (mbox_is_fvc(cfg, &n))
		return mbox_fvc_reqs(n, c1, c2, reqs);
	sel = flag ? FIELD_GET(MBOX_SET_FLAG_SEL, cfg) : FIELD_GET(MBOX_INC_SEL, cfg);
	for (i = 0; i < ARRAY_SIZE(mbox_sels); i++)
		if (mbox_sels[i].flag == flag && mbox_sels[i].sel == sel)
			s = &mbox_sels[i];
	for (i = 0; s && i < 2 && s->reg[i] != M_NONE; i++) {
		if (s->reg[i] == M_PLD) {
			r = mbox_req(r, M_PLD, FIELD_GET(MBOX_C1_PLD, c1));
			hi_used = true;
			pld = true;
		} else {
			r = mbox_req(r, s->reg[i], FIELD_GET(MBOX_C1_LO, c1));
			lo_used = true;
		}
	}
	if (((c1 & MBOX_C1_LO) && !lo_used) || ((c1 & MBOX_C1_PLD) && !hi_used))
		return -EINVAL;		/* a value for a register the event does not use */
	/* once enabled, the address match filters every PLD selection of the box */
	if (c2 && (!pld || !(c2 & MBOX_ADDR_EN)))
		return -EINVAL;
	if (pld)
		r = mbox_req3(r, M_ADDR, FIELD_GET(MBOX_ADDR_MATCH, c2),
			      FIELD_GET(MBOX_ADDR_MASK, c2), FIELD_GET(MBOX_ADDR_EN, c2));
	return r - reqs;
}

/*
 * The deltas need a counter that counts up (count_mode 0) and accumulates
 * (storage_mode 0; the readable guide does not define the others).
 */
static int mbox_hw_config(struct boxpmu_box *box, struct perf_event *event)
{
	return event->hw.config & (MBOX_COUNT_MODE | MBOX_STORAGE_MODE) ? -EINVAL : 0;
}

static void mbox_enable_event(struct boxpmu_box *box, struct perf_event *event)
{
	u64 ctl = event->hw.config | MBOX_WRAP_MODE;
	unsigned int n;
	int slot;

	/* an FVC event counts with the evnt field it was given */
	if (mbox_is_fvc(ctl, &n)) {
		slot = boxpmu_event_shared_slot(event, 0);
		if (slot >= 0)
			ctl = (ctl & ~MBOX_INC_SEL) |
			      FIELD_PREP(MBOX_INC_SEL, MBOX_INC_SEL_FVC0 + slot);
	}
	boxpmu_write_ctl(box, event->hw.idx, ctl);
}

/**
 * nhmex_mbox_setup() - the M-box of the CPU found
 * @wsmex: Westmere-EX (model 47) rather than Xeon 7500 (model 46)
 */
void nhmex_mbox_setup(bool wsmex)
{
	const struct mbox_fvc *f = wsmex ? &mbox_fvc_wsmex : &mbox_fvc_nhmex;

	mbox_fvc = f;
	mbox_shared[M_EVNT].parts = f->evnt;
	mbox_shared[M_FVID].parts = &f->fvid;
	mbox_shared[M_BCMD].parts = &f->bcmd;
	mbox_shared[M_RESP].parts = &f->resp;
	mbox_shared[M_PBOX].parts = &f->pbox;
	nhmex_mbox.events = wsmex ? wsmex_mbox_events : nhmex_mbox_events;
}

static const struct boxpmu_type_ops mbox_ops = {
	.enable_box	= nhmex_box_enable,
	.disable_box	= nhmex_box_disable,
	.enable_event	= mbox_enable_event,
	.hw_config	= mbox_hw_config,
	.shared_reqs	= mbox_shared_reqs,
};

struct boxpmu_type nhmex_mbox = {
	.name		= "mbox",
	NHMEX_COMMON_INIT(),
	.num_boxes	= 2,
	.num_counters	= 6,
	.max_inc	= 64,		/* bound (UNVERIFIED) */
	.box_base	= 0xca0,
	.box_stride	= 0x40,
	.regs		= NHMEX_BOX_REGS,	/* Tables 2-64 to 2-66 */
	.enable_bit	= NHMEX_CTL_EN0,
	.pmi_bit	= MBOX_PMI_EN,
	.shared		= mbox_shared,
	.num_shared	= ARRAY_SIZE(mbox_shared),
	.formats	= mbox_formats,
	.events		= nhmex_mbox_events,
	.ops		= &mbox_ops,
};
