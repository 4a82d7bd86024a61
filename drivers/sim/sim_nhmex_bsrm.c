// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator, Xeon 7500: boxes, B-, S-, R-, M-box filters and events (323535-001 2.4-2.7).
 * UNVERIFIED (simulator.rst, "Every assumption"): match/mask semantics, IPERF_CFG layout (a
 * umask), filter, address match widths, flag_mode as inc_sel, storage_mode != 00 not counting.
 */

#include <linux/kernel.h>
#include <linux/bits.h>
#include <linux/overflow.h>

#include "sim_nhmex.h"

const struct nx_boxinfo nx_boxes[NX_NBOX] = {
	[NX_U]		= { "uncore_ubox", "U", NX_KIND_U, U_GCTL, 1, NX_GSTAT_U },
	[NX_C0 + 0]	= { "uncore_cbox_0", "C", NX_KIND_C, C_BASE + 0x00, 6, NX_GSTAT_S0 },
	[NX_C0 + 1]	= { "uncore_cbox_1", "C", NX_KIND_C, C_BASE + 0x80, 6, NX_GSTAT_S0 },
	[NX_C0 + 2]	= { "uncore_cbox_2", "C", NX_KIND_C, C_BASE + 0x40, 6, NX_GSTAT_S0 },
	[NX_C0 + 3]	= { "uncore_cbox_3", "C", NX_KIND_C, C_BASE + 0xc0, 6, NX_GSTAT_S0 },
	[NX_C0 + 4]	= { "uncore_cbox_4", "C", NX_KIND_C, C_BASE + 0x20, 6, NX_GSTAT_S1 },
	[NX_C0 + 5]	= { "uncore_cbox_5", "C", NX_KIND_C, C_BASE + 0xa0, 6, NX_GSTAT_S1 },
	[NX_C0 + 6]	= { "uncore_cbox_6", "C", NX_KIND_C, C_BASE + 0x60, 6, NX_GSTAT_S1 },
	[NX_C0 + 7]	= { "uncore_cbox_7", "C", NX_KIND_C, C_BASE + 0xe0, 6, NX_GSTAT_S1 },
	[NX_W]		= { "uncore_wbox", "W", NX_KIND_W, W_BASE, 4, NX_GSTAT_W },
	[NX_B0]		= { "uncore_bbox_0", "B", NX_KIND_B, 0xc20, 4, NX_GSTAT_S0 },
	[NX_B1]		= { "uncore_bbox_1", "B", NX_KIND_B, 0xc60, 4, NX_GSTAT_S1 },
	[NX_S0]		= { "uncore_sbox_0", "S", NX_KIND_S, 0xc40, 4, NX_GSTAT_S0 },
	[NX_S1]		= { "uncore_sbox_1", "S", NX_KIND_S, 0xcc0, 4, NX_GSTAT_S1 },
	[NX_R0]		= { "uncore_rbox_0", "R", NX_KIND_R, 0xe00, 8, NX_GSTAT_S0 },
	[NX_R1]		= { "uncore_rbox_1", "R", NX_KIND_R, 0xe20, 8, NX_GSTAT_S1 },
	[NX_M0]		= { "uncore_mbox_0", "M", NX_KIND_M, 0xca0, 6, NX_GSTAT_S0 },
	[NX_M1]		= { "uncore_mbox_1", "M", NX_KIND_M, 0xce0, 6, NX_GSTAT_S1 },
	/* Westmere-EX only (LIKWID registers.h); their S-box UNVERIFIED */
	[NX_C8]		= { "uncore_cbox_8", "C", NX_KIND_C, C_BASE + 0x240, 6, NX_GSTAT_S0 },
	[NX_C9]		= { "uncore_cbox_9", "C", NX_KIND_C, C_BASE + 0x2c0, 6, NX_GSTAT_S1 },
};

bool nx_wsmex;
unsigned int nx_ncbox = 8;

/* Software broke a rule of register @name in @bits of @val */
void nx_violation(struct nx_pkg *p, int b, const char *name, u32 addr, u64 val, u64 bits)
{
	atomic64_inc(&p->violations);
	atomic64_inc(&p->box[b].violations);
	pr_warn_ratelimited("%s: %s (0x%x) written 0x%llx: bits 0x%llx break a rule\n",
			    nx_boxes[b].name, name, addr, val, bits);
}

#define FR_B(b, k)		((b) * 2 + (k))			/* 0 MATCH, 1 MASK */
#define FR_S(s, k)		(4 + (s) * 3 + (k))		/* MM_CFG, MATCH, MASK */
#define FR_MSUB(m, k)		(10 + (m) * 7 + (k))		/* DSP ... ZDP_CTL_FVC */
#define FR_MMM(m, k)		(24 + (m) * 3 + (k))		/* MM_CFG, MATCH, MASK */
#define FR_IPERF(n, k)		(30 + (n) * 2 + (k))
#define FR_QLX(n)		(46 + (n))
#define FR_XBR(n, set, k)	(54 + ((n) * 2 + (set)) * 3 + (k))
#define FR_MTS(m)		(102 + (m))			/* TIMESTAMP */

enum { M_DSP, M_ISS, M_MAP, M_THR, M_PGT, M_PLD, M_ZDP, M_NSUB };

#define MM_EN			BIT_ULL(63)

/* ZDP_CTL_FVC: fvid width; shifts of 3-bit bcmd, resp, evnt0 (+3n: evnt<n>), pbox_init_err */
struct nx_fvc_layout {
	unsigned int fvid_bits, bcmd, resp, evnt, pbox;
};

/* Xeon 7500: Table 2-80 (bits 31:24 ignored) */
static const struct nx_fvc_layout fvc_nhmex = { 5, 5, 8, 11, 23 };
/* PCM's BecktonUncorePMUZDPCTLFVCRegister.fields_wsm, LIKWID's; UNVERIFIED: 31:25 ignored */
static const struct nx_fvc_layout fvc_wsmex = { 6, 6, 9, 12, 24 };

static const struct nx_fvc_layout *nx_fvc(void)
{
	return nx_wsmex ? &fvc_wsmex : &fvc_nhmex;
}

/* a filter or sub-control register; bits @rule does not keep or fr_set() ignore break it */
struct nx_freg {
	u32 addr;
	int box;
	struct sim_rule rule;
	char name[32];
};

static struct nx_freg fregs[NX_NFREG];

static __printf(6, 7)
void fr_set(int i, u32 addr, int box, u64 keep, u64 ignore, const char *fmt, ...)
{
	va_list ap;

	fregs[i].addr = addr;
	fregs[i].box = box;
	fregs[i].rule.keep = keep;
	fregs[i].rule.rsvd = ~(keep | ignore);
	va_start(ap, fmt);
	vsnprintf(fregs[i].name, sizeof(fregs[i].name), fmt, ap);
	va_end(ap);
}

/* The filter registers (2.4.3.2, 2.5.3.4, 2.6.3.4-6, 2.7.4.3-4) */
void nx_bsrm_init(void)
{
	static const char * const msub[M_NSUB] = {
		"DSP", "ISS", "MAP", "MSC_THR", "PGT", "PLD", "ZDP_CTL_FVC",
	};
	static const char * const mm[] = { "MM_CFG", "MATCH", "MASK" };
	int i, k, n, set;

	for (i = 0; i < 2; i++) {
		fr_set(FR_B(i, 0), 0xe45 + 8 * i, NX_B0 + i, ~0ULL, 0, "B_MSR_MATCH_REG");
		fr_set(FR_B(i, 1), 0xe46 + 8 * i, NX_B0 + i, ~0ULL, 0, "B_MSR_MASK_REG");
		for (k = 0; k < 3; k++)
			fr_set(FR_S(i, k), 0xe48 + 0x10 * i + k, NX_S0 + i, k ? ~0ULL : MM_EN, 0,
			       "S_MSR_%s", mm[k]);
		for (n = 0; n < M_NSUB; n++)
			fr_set(FR_MSUB(i, n), 0xca5 + 0x40 * i + n, NX_M0 + i,
			       n == M_ZDP ? GENMASK_ULL(nx_fvc()->pbox, 0) : GENMASK_ULL(31, 0),
			       n == M_ZDP ? GENMASK_ULL(31, nx_fvc()->pbox + 1) : 0,
			       "M_MSR_PMU_%s", msub[n]);
		fr_set(FR_MMM(i, 0), 0xe54 + 8 * i, NX_M0 + i, MM_EN, 0, "M_MSR_PMU_MM_CFG");
		fr_set(FR_MMM(i, 1), 0xe55 + 8 * i, NX_M0 + i, GENMASK_ULL(33, 0), 0,
		       "M_MSR_PMU_ADDR_MATCH");
		fr_set(FR_MMM(i, 2), 0xe56 + 8 * i, NX_M0 + i, GENMASK_ULL(26, 0), 0,
		       "M_MSR_PMU_ADDR_MASK");
		/*
		 * 16-bit timestamp outside the PMU (p.2-101; SDM MSR_M<n>_PMON_TIMESTAMP), as
		 * written (no M-box clock). UNVERIFIED: address (LIKWID: box + 4), bits above 15.
		 */
		fr_set(FR_MTS(i), 0xca4 + 0x40 * i, NX_M0 + i, GENMASK_ULL(15, 0),
		       GENMASK_ULL(63, 16), "M_MSR_PMU_TIMESTAMP");
	}
	for (n = 0; n < 8; n++) {
		int box = NX_R0 + n / 4;

		for (k = 0; k < 2; k++)
			fr_set(FR_IPERF(n, k), 0xe04 + 0x20 * k + n, box, GENMASK_ULL(31, 0), 0,
			       "R_MSR_PORT%d_IPERF_CFG%d", n, k);
		fr_set(FR_QLX(n), n < 4 ? 0xe0c + n : 0xe2c + n - 4, box, GENMASK_ULL(15, 0), 0,
		       "R_MSR_PORT%d_QLX_CFG", n);
		for (set = 0; set < 2; set++) {
			u32 a = 0xe60 + 0x10 * set + (n < 4 ? 0 : 0x10) + 4 * n;

			for (k = 0; k < 3; k++)
				fr_set(FR_XBR(n, set, k), a + k, box,
				       k ? ~0ULL : GENMASK_ULL(31, 0), 0,
				       "R_MSR_PORT%d_XBR_SET%d_%s", n, set + 1, mm[k]);
		}
	}
}

/* The index of the filter register at @msr, its box in *@box; -1: none */
int nx_freg_find(u32 msr, int *box)
{
	int i;

	for (i = 0; i < NX_NFREG; i++) {
		if (fregs[i].addr == msr) {
			*box = fregs[i].box;
			return i;
		}
	}
	return -1;
}

void nx_freg_write(struct nx_pkg *p, int i, u64 val)
{
	u64 bad, v = sim_rule_write(&fregs[i].rule, val, &bad);

	if (bad)
		nx_violation(p, fregs[i].box, fregs[i].name, fregs[i].addr, val, bad);
	atomic64_set(&p->freg[i], v);
}

void nx_bsrm_regs(struct seq_file *m, int pkg, struct nx_pkg *p, int b)
{
	int i;

	for (i = 0; i < NX_NFREG; i++)
		if (fregs[i].box == b)
			sim_reg_line(m, pkg, fregs[i].name, -1, fregs[i].addr,
				     atomic64_read(&p->freg[i]));
}

/*
 * B-box events per counter (Table 2-24, 2.4.6); "MATCH" ones use B_MSR_MATCH/MASK_REG.
 * Read in the guide: counter 3, ADDR_IN_MATCH, IMT_NE_CYCLES; the rest LIKWID's (UNVERIFIED).
 */
struct nx_bevent {
	u8 ctr;
	u8 code;
	bool match;
	const char *name;
};

static const struct nx_bevent b_events[] = {
	{ 0, 0x01, true, "MSG_ADDR_IN_MATCH" },
	{ 0, 0x02, true, "OPCODE_ADDR_IN_MATCH" },
	{ 0, 0x03, true, "MSG_OPCODE_ADDR_IN_MATCH" },
	{ 0, 0x04, false, "TF_ALL" },
	{ 0, 0x05, false, "TF_WR" },
	{ 0, 0x06, false, "TF_INVITOE" },
	{ 0, 0x07, false, "IMT_VALID_OCCUPANCY" },
	{ 0, 0x09, false, "DRSQ_OCCUPANCY" },
	{ 0, 0x0b, false, "TF_IOH" },
	{ 0, 0x0d, false, "TF_IOH_WR" },
	{ 0, 0x0f, false, "TF_IOH_INVITOE" },
	{ 0, 0x12, false, "SNPOQ_OCCUPANCY" },
	{ 0, 0x17, false, "DIRQ_OCCUPANCY" },
	{ 0, 0x1c, false, "TF_IOH_NON_INVITOE_RD" },
	{ 1, 0x01, true, "MSG_IN_MATCH" },
	{ 1, 0x02, true, "MSG_OUT_MATCH" },
	{ 1, 0x03, true, "OPCODE_IN_MATCH" },
	{ 1, 0x04, true, "OPCODE_OUT_MATCH" },
	{ 1, 0x05, true, "MSG_OPCODE_IN_MATCH" },
	{ 1, 0x06, true, "MSG_OPCODE_OUT_MATCH" },
	{ 1, 0x07, false, "IMT_INSERTS_ALL" },
	{ 1, 0x09, false, "DRSQ_INSERTS" },
	{ 1, 0x0a, false, "IMT_INSERTS_IOH" },
	{ 1, 0x0b, false, "IMT_INSERTS_NON_IOH" },
	{ 1, 0x0c, false, "IMT_INSERTS_WR" },
	{ 1, 0x0d, false, "IMT_INSERTS_IOH_WR" },
	{ 1, 0x0e, false, "IMT_INSERTS_NON_IOH_WR" },
	{ 1, 0x0f, false, "IMT_INSERTS_INVITOE" },
	{ 1, 0x10, false, "IMT_INSERTS_IOH_INVITOE" },
	{ 1, 0x12, false, "SNPOQ_INSERTS" },
	{ 1, 0x17, false, "DIRQ_INSERTS" },
	{ 1, 0x1c, false, "IMT_INSERTS_NON_IOH_INVITOE" },
	{ 1, 0x1d, false, "IMT_INSERTS_RD" },
	{ 1, 0x1f, false, "IMT_INSERTS_NON_IOH_RD" },
	{ 2, 0x01, false, "MSGS_IN_NON_SNP" },
	{ 2, 0x02, false, "MSGS_S_TO_B" },
	{ 2, 0x03, false, "MSGS_B_TO_S" },
	{ 2, 0x04, true, "ADDR_IN_MATCH" },
	{ 2, 0x07, false, "IMT_NE_CYCLES" },
	{ 3, 0x02, false, "EARLY_ACK" },
	{ 3, 0x06, false, "IMT_PREALLOC" },
	{ 3, 0x0e, false, "COHQ_BYPASS" },
	{ 3, 0x0f, false, "DEMAND_FETCH" },
	{ 3, 0x12, false, "IMPLICIT_WBS" },
	{ 3, 0x13, false, "COHQ_IMT_ALLOC_WAIT" },
	{ 3, 0x14, false, "SBOX_VN0_UNAVAIL" },
	{ 3, 0x15, false, "RBOX_VNA_UNAVAIL" },
	{ 3, 0x16, false, "IMT_FULL" },
	{ 3, 0x17, false, "CONFLICTS" },
	{ 3, 0x19, false, "ACK_BEFORE_LAST_SNP" },
};

static const struct nx_bevent *b_event(unsigned int ctr, unsigned int code)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(b_events); i++)
		if (b_events[i].ctr == ctr && b_events[i].code == code)
			return &b_events[i];
	return NULL;
}

static bool mm_selects(u64 v, u64 match, u64 mask)
{
	return !((v ^ match) & mask);
}

static bool b_selects(struct nx_pkg *p, int b, int idx, u64 ctl, const struct sim_inject *inj)
{
	unsigned int ev = (ctl >> 1) & 0x1f, bi = b - NX_B0;
	const struct nx_bevent *e = b_event(idx, ev);

	if (inj->filt[SIM_F_SET] != idx || ev != inj->event || !e)
		return false;
	return !e->match ||
	       mm_selects(inj->filt[SIM_F_MATCH], atomic64_read(&p->freg[FR_B(bi, 0)]),
			  atomic64_read(&p->freg[FR_B(bi, 1)]));
}

#define S_TO_R_PROG_EV		0x00

static int s_amount(struct nx_pkg *p, int b, u64 ctl, const struct sim_inject *inj, u64 *amount)
{
	unsigned int si = b - NX_S0;
	int ret = sim_amount(ctl, true, inj, amount);

	if (ret || !*amount || inj->event != S_TO_R_PROG_EV)
		return ret;
	if (!(atomic64_read(&p->freg[FR_S(si, 0)]) & MM_EN) ||
	    !mm_selects(inj->filt[SIM_F_MATCH], atomic64_read(&p->freg[FR_S(si, 1)]),
			atomic64_read(&p->freg[FR_S(si, 2)])))
		*amount = 0;
	return 0;
}

/* QLX_CFG event fields (Table 2-49): type 3:0 (0xb-0xf reserved), class 6:4, VN 7 */
#define QLX_TYPE		0x0f
#define QLX_TYPE_MAX		0x0a

static bool r_selects(struct nx_pkg *p, int b, u64 ctl, const struct sim_inject *inj)
{
	unsigned int ev = (ctl >> 1) & 0x1f, port, sub;
	u64 v;

	if (ev >= 0x18)
		return false;		/* selects no sub-register */
	port = 4 * (b - NX_R0) + ev / 6;
	sub = ev % 6;
	if (port != inj->filt[SIM_F_PORT])
		return false;
	switch (sub) {
	case 0:
	case 1:
		v = atomic64_read(&p->freg[FR_IPERF(port, sub)]);
		return (inj->fseen & BIT(SIM_F_IPERF)) && (v & inj->filt[SIM_F_IPERF]);
	case 2:
	case 3:
		v = (atomic64_read(&p->freg[FR_QLX(port)]) >> (8 * (sub - 2))) & 0xff;
		return (inj->fseen & BIT(SIM_F_QLX)) && (v & QLX_TYPE) <= QLX_TYPE_MAX &&
		       v == inj->filt[SIM_F_QLX];
	}
	return (inj->fseen & BIT(SIM_F_XBR)) &&
	       atomic64_read(&p->freg[FR_XBR(port, sub - 4, 0)]) &&
	       mm_selects(inj->filt[SIM_F_XBR], atomic64_read(&p->freg[FR_XBR(port, sub - 4, 1)]),
			  atomic64_read(&p->freg[FR_XBR(port, sub - 4, 2)]));
}

#define M_FLAG_MODE		BIT_ULL(7)
#define M_STORAGE_MODE		GENMASK_ULL(5, 4)	/* Table 2-67 */
#define M_FVC_FIRST		0xd
#define M_FVC_LAST		0x10
#define FVC_BCMD_MATCH		5	/* ZDP_CTL_FVC evnt<n> encodings, Table 2-81 */
#define FVC_RESP_MATCH		6
#define FVC_SMI_NB_TRIG		7

static const u8 m_terms[M_PLD + 1] = {
	SIM_F_DSP, SIM_F_ISS, SIM_F_MAP, SIM_F_THR, SIM_F_PGT, SIM_F_PLD,
};

/* sub-controls (bit n: M_DSP + n) per inc_sel, set_flag_sel: mainline's, UNVERIFIED */
static const u8 m_subs_inc[32] = {
	[0x00] = BIT(M_DSP), [0x04] = BIT(M_THR), [0x05] = BIT(M_THR), [0x09] = BIT(M_ISS),
	[0x0a] = BIT(M_ISS) | BIT(M_PLD), [0x0b] = BIT(M_PLD), [0x16] = BIT(M_PGT),
};

static const u8 m_subs_flag[8] = {
	[0x0] = BIT(M_DSP), [0x1] = BIT(M_ISS), [0x5] = BIT(M_PGT), [0x6] = BIT(M_MAP),
};

static unsigned int m_subs(bool flag, unsigned int sel)
{
	return flag ? m_subs_flag[sel & 7] : m_subs_inc[sel & 0x1f];
}

static bool m_is_fvc(bool flag, unsigned int sel)
{
	return !flag && sel >= M_FVC_FIRST && sel <= M_FVC_LAST;
}

static bool m_fvc_selects(u64 zdp, unsigned int n, const struct sim_inject *inj)
{
	const struct nx_fvc_layout *l = nx_fvc();
	unsigned int evnt = (zdp >> (l->evnt + 3 * n)) & 7;
	bool fvid = (zdp & GENMASK_ULL(l->fvid_bits - 1, 0)) == inj->filt[SIM_F_FVID];

	if (evnt != inj->filt[SIM_F_FVC])
		return false;
	switch (evnt) {
	case FVC_BCMD_MATCH:
		return fvid && ((zdp >> l->bcmd) & 7) == inj->filt[SIM_F_BCMD];
	case FVC_RESP_MATCH:
		return fvid && ((zdp >> l->resp) & 7) == inj->filt[SIM_F_RESP];
	case FVC_SMI_NB_TRIG:
		/* NB debug events always; PBOX init errors with pbox_init_err */
		return !inj->filt[SIM_F_PBOX] || (zdp & BIT_ULL(l->pbox));
	}
	return true;
}

static bool m_selects(struct nx_pkg *p, int b, u64 ctl, const struct sim_inject *inj)
{
	bool flag = ctl & M_FLAG_MODE;
	unsigned int sel = flag ? (ctl >> 19) & 7 : (ctl >> 9) & 0x1f, mi = b - NX_M0, subs, k;

	if (flag != !!inj->filt[SIM_F_FLAG])
		return false;
	/* storage_mode other than 00: its meaning UNVERIFIED, counts nothing */
	if (ctl & M_STORAGE_MODE) {
		pr_info_once("M-box storage_mode %llu is not modelled: the counter counts nothing\n",
			     (ctl & M_STORAGE_MODE) >> 4);
		return false;
	}
	/* the four FVC selections see the same sub-events */
	if (m_is_fvc(flag, sel))
		return m_is_fvc(false, inj->event) &&
		       m_fvc_selects(atomic64_read(&p->freg[FR_MSUB(mi, M_ZDP)]),
				     sel - M_FVC_FIRST, inj);
	if (sel != inj->event)
		return false;
	subs = m_subs(flag, sel);
	for (k = 0; k <= M_PLD; k++)
		if ((subs & BIT(k)) &&
		    atomic64_read(&p->freg[FR_MSUB(mi, k)]) != inj->filt[m_terms[k]])
			return false;
	return !(subs & BIT(M_PLD)) || !(atomic64_read(&p->freg[FR_MMM(mi, 0)]) & MM_EN) ||
	       mm_selects(inj->filt[SIM_F_ADDR], atomic64_read(&p->freg[FR_MMM(mi, 1)]),
			  atomic64_read(&p->freg[FR_MMM(mi, 2)]));
}

#define T(x)	BIT(SIM_F_##x)

/* -EINVAL if a term of @inj is missing, foreign to B-, S-, R- or M-box @b, or out of range */
int nx_bsrm_check(int b, const struct sim_inject *inj)
{
	const u64 *f = inj->filt;
	unsigned int allowed, k;
	bool flag;

	switch (nx_boxes[b].kind) {
	case NX_KIND_B:
		if (!inj->has_event || inj->event > 0x1f || inj->umask ||
		    !(inj->fseen & T(SET)) || f[SIM_F_SET] > 3)
			return -EINVAL;
		allowed = T(SET) | T(MATCH);
		break;
	case NX_KIND_S:
		if (!inj->has_event)
			return -EINVAL;
		/* only TO_R_PROG_EV looks at the message's fields */
		allowed = inj->event == S_TO_R_PROG_EV ? T(MATCH) : 0;
		break;
	case NX_KIND_R:
		if (inj->has_event || inj->umask || !(inj->fseen & T(PORT)) ||
		    f[SIM_F_PORT] / 4 != b - NX_R0 ||
		    hweight32(inj->fseen & (T(IPERF) | T(QLX) | T(XBR))) != 1 ||
		    f[SIM_F_IPERF] > U32_MAX || f[SIM_F_QLX] > U8_MAX)
			return -EINVAL;
		allowed = T(PORT) | T(IPERF) | T(QLX) | T(XBR);
		break;
	case NX_KIND_M:
		flag = f[SIM_F_FLAG];
		if (!inj->has_event || inj->umask || f[SIM_F_FLAG] > 1 ||
		    inj->event > (flag ? 7 : 0x1f))
			return -EINVAL;
		allowed = T(FLAG);
		if (m_is_fvc(flag, inj->event)) {
			if (!(inj->fseen & T(FVC)) || f[SIM_F_FVC] > 7 ||
			    f[SIM_F_FVID] >> nx_fvc()->fvid_bits ||
			    f[SIM_F_BCMD] > 7 || f[SIM_F_RESP] > 7 || f[SIM_F_PBOX] > 1)
				return -EINVAL;
			allowed |= T(FVC);
			if (f[SIM_F_FVC] == FVC_BCMD_MATCH)
				allowed |= T(BCMD) | T(FVID);
			else if (f[SIM_F_FVC] == FVC_RESP_MATCH)
				allowed |= T(RESP) | T(FVID);
			else if (f[SIM_F_FVC] == FVC_SMI_NB_TRIG)
				allowed |= T(PBOX);
			break;
		}
		for (k = 0; k <= M_PLD; k++)
			if (m_subs(flag, inj->event) & BIT(k))
				allowed |= BIT(m_terms[k]);
		if (allowed & T(PLD))
			allowed |= T(ADDR);
		break;
	default:
		return -EINVAL;
	}
	return inj->fseen & ~allowed ? -EINVAL : 0;
}

/* What counter @idx of B-, S-, R- or M-box @b adds for @inj; -ERANGE: more than 64 bits */
int nx_bsrm_amount(struct nx_pkg *p, int b, int idx, const struct sim_inject *inj, u64 *amount)
{
	u64 ctl = atomic64_read(&p->box[b].ctr[idx].ctl);
	bool sel;

	*amount = 0;
	switch (nx_boxes[b].kind) {
	case NX_KIND_B:
		sel = b_selects(p, b, idx, ctl, inj);
		break;
	case NX_KIND_S:
		return s_amount(p, b, ctl, inj, amount);
	case NX_KIND_R:
		sel = r_selects(p, b, ctl, inj);
		break;
	case NX_KIND_M:
		sel = m_selects(p, b, ctl, inj);
		break;
	default:
		return -EINVAL;
	}
	return sel && check_mul_overflow(inj->count, inj->inc, amount) ? -ERANGE : 0;
}
