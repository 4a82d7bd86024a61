// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: Xeon 7500 and Westmere-EX uncore, from 323535-001 (simulator.rst, "Register
 * model", "W-box erratum", "Westmere-EX": C-boxes 8, 9 at 0xF40, 0xFC0 are LIKWID's). UNVERIFIED
 * (p.2-4 unavailable), marked below: summary bit positions, PMI core select, W-box fixed control.
 */

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/topology.h>
#include <linux/cpumask.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/debugfs.h>
#include <linux/bitfield.h>

#include "sim.h"
#include "sim_nhmex.h"

#define U_EVTSEL		0xc10
#define U_CTR			0xc11
#define W_FIXED_CTR		0x394
#define W_FIXED_CTL		0x395

/* U_MSR_PMON_GLOBAL_CTL (section 2.1) */
#define GCTL_U_EN		BIT_ULL(0)
#define GCTL_PMI_SEL		GENMASK_ULL(4, 1)
#define GCTL_EN_ALL		BIT_ULL(28)
#define GCTL_RST_ALL		BIT_ULL(29)
#define GCTL_FRZ_ALL		BIT_ULL(31)
#define GCTL_MASK		(GCTL_U_EN | GCTL_PMI_SEL | GCTL_EN_ALL | GCTL_RST_ALL | \
				 GCTL_FRZ_ALL)

/* counter control (SIM_CTL_*): writable fields of the C/W and U boxes */
#define CTL_MASK_CW		(SIM_CTL_EV | SIM_CTL_UMASK | SIM_CTL_EDGE | SIM_CTL_PMI | \
				 SIM_CTL_EN | SIM_CTL_INV | SIM_CTL_THRESH)
#define CTL_MASK_U		(SIM_CTL_EV | SIM_CTL_EDGE | SIM_CTL_PMI | SIM_CTL_EN)
/* "reserved, must write 0" bits of the C/W control registers */
#define CTL_RSV			(BIT_ULL(50) | BIT_ULL(61) | BIT_ULL(62))

/* B-box control (Table 2-20): 63, 60:51, 49:21 ignored; 19:6 too (UNVERIFIED: unreadable) */
#define B_CTL_EN		BIT_ULL(0)
#define B_CTL_EV_SEL		GENMASK_ULL(5, 1)
#define B_CTL_PMI		BIT_ULL(20)
#define B_CTL_MASK		(B_CTL_EN | B_CTL_EV_SEL | B_CTL_PMI)
#define B_CTL_RSV		(GENMASK_ULL(62, 61) | BIT_ULL(50))
/* R-box control (Table 2-44): en 0, ev_sel 5:1, pmi_en 6; 62:61 reserved */
#define R_CTL_EN		BIT_ULL(0)
#define R_CTL_PMI		BIT_ULL(6)
#define R_CTL_MASK		GENMASK_ULL(6, 0)
#define R_CTL_RSV		GENMASK_ULL(62, 61)
/* M-box control (Table 2-67): storage_mode 5:4, flag_mode 7, inc_sel 13:9, set_flag_sel 21:19 */
#define M_CTL_EN		BIT_ULL(0)
#define M_CTL_PMI		BIT_ULL(1)
#define M_CTL_COUNT_MODE	GENMASK_ULL(3, 2)	/* 00 up, 01 down, 10 up and down */
#define M_CTL_WRAP_MODE		BIT_ULL(6)		/* 0: stop at over/underflow */
#define M_CTL_MASK		(GENMASK_ULL(7, 0) | GENMASK_ULL(13, 9) | GENMASK_ULL(21, 19))
#define M_CTL_RSV		(GENMASK_ULL(62, 61) | GENMASK_ULL(24, 22) | \
				 GENMASK_ULL(18, 14) | BIT_ULL(8))
#define M_COUNT_DOWN		1
#define M_COUNT_UNDEFINED	3	/* Table 2-67 defines 00, 01 and 10 only */

#define FIXCTL_EN		BIT_ULL(0)
#define FIXCTL_PMI		BIT_ULL(2)	/* UNVERIFIED position */
#define WCTL_FIXED_EN		BIT_ULL(31)

/* W-box erratum (p.2-128); the lost carry after a bad preload is UNVERIFIED */
#define WBOX_LOW		0xffffffULL
#define WBOX_CARRY		0x1000000ULL

enum nx_reg { R_GCTL, R_GSTATUS, R_GOVF, R_BOXCTL, R_STATUS, R_OVF, R_CTL, R_CTR, R_FILTER };

static struct nx_pkg *pkgs;
static int npkg;
static struct sim_box sboxes[NX_NBOX];

/*
 * Map an MSR to (box, register, counter index); false if not modelled. The U-box's global
 * registers sit where other boxes' box registers do; the W-box fixed counter is index -1.
 */
static bool nx_decode(u32 msr, int *box, enum nx_reg *reg, int *idx)
{
	int b;

	if (msr == W_FIXED_CTL || msr == W_FIXED_CTR) {
		*box = NX_W;
		*reg = msr == W_FIXED_CTL ? R_CTL : R_CTR;
		*idx = -1;
		return true;
	}
	*idx = 0;
	for (b = 0; b < NX_NBOX; b++) {
		u32 off = msr - nx_boxes[b].base;

		if (msr < nx_boxes[b].base || !nx_present(b))
			continue;
		if (off <= 2) {
			*box = b;
			*reg = (b == NX_U ? R_GCTL : R_BOXCTL) + off;
			return true;
		}
		if (off >= 0x10 && off < 0x10 + 2 * nx_boxes[b].ncounters) {
			*box = b;
			*idx = (off - 0x10) / 2;
			*reg = (off & 1) ? R_CTR : R_CTL;
			return true;
		}
	}
	*idx = nx_freg_find(msr, box);
	*reg = R_FILTER;
	return *idx >= 0;
}

static struct nx_ctr *nx_counter(struct nx_pkg *p, int b, int idx)
{
	return idx < 0 ? &p->box[b].fixed : &p->box[b].ctr[idx];
}

static struct nx_pkg *this_pkg(void)
{
	int pkg = topology_logical_package_id(smp_processor_id());

	return pkg >= 0 && pkg < npkg ? &pkgs[pkg] : NULL;
}

/* Drop summary bits whose leaves have all been cleared. */
static void nx_update_summary(struct nx_pkg *p, int b)
{
	int i;

	if (b == NX_U)
		return;		/* the U-box counter has no leaf register */
	for (i = NX_C0; i < NX_NBOX; i++)
		if (nx_boxes[i].gstat == nx_boxes[b].gstat && atomic64_read(&p->box[i].status))
			return;
	atomic64_andnot(nx_boxes[b].gstat, &p->gstatus);
}

/* chapter 2's range and the W-box fixed pair; undecoded ones #GP, as unimplemented MSRs do */
bool sim_nhmex_owns(u32 msr)
{
	return (msr >= 0xc00 && msr <= 0xfff) || msr == W_FIXED_CTR || msr == W_FIXED_CTL;
}

/* nest_pmi and read_pmi (debugfs, uncore_ubox): simulator.rst, "Nested PMI" */
static u32 nx_nest_armed, nx_read_armed;
static atomic64_t nx_nest_fired, nx_nest_ticks;

static bool nx_nest_carry(struct nx_pkg *p, u64 gctl, u32 *armed);

/* read_pmi: the carry freezes the package at the read, whose PMI comes right after it */
static int nx_read_gctl(struct nx_pkg *p, u64 *val)
{
	unsigned long flags;
	bool nest;

	raw_spin_lock_irqsave(&p->cfg_lock, flags);
	nest = nx_nest_carry(p, atomic64_read(&p->gctl), &nx_read_armed);
	if (nest)
		atomic64_andnot(GCTL_EN_ALL, &p->gctl);
	*val = atomic64_read(&p->gctl);
	raw_spin_unlock_irqrestore(&p->cfg_lock, flags);
	if (nest)
		sim_send_pmi_here();
	return 0;
}

/* Where register @reg of box @b keeps its value; NULL: it reads 0 */
static atomic64_t *nx_slot(struct nx_pkg *p, int b, enum nx_reg reg, int idx)
{
	switch (reg) {
	case R_GCTL:
		return &p->gctl;
	case R_GSTATUS:
		return &p->gstatus;
	case R_BOXCTL:
		return &p->box[b].ctl;
	case R_STATUS:
		return &p->box[b].status;
	case R_CTL:
		return &nx_counter(p, b, idx)->ctl;
	case R_CTR:
		return &nx_counter(p, b, idx)->val;
	case R_FILTER:
		return &p->freg[idx];
	default:
		return NULL;
	}
}

int sim_nhmex_msr_read(u32 msr, u64 *val)
{
	struct nx_pkg *p = this_pkg();
	enum nx_reg reg;
	atomic64_t *v;
	int b, idx;

	if (!p || !nx_decode(msr, &b, &reg, &idx))
		return -EIO;
	atomic64_inc(&sboxes[b].reads);
	if (reg == R_GCTL && !in_nmi() && READ_ONCE(nx_read_armed))
		return nx_read_gctl(p, val);
	/* fail_reads: the RDMSR faults (#GP), as rdmsr_safe reports */
	if (reg == R_CTR && sim_fail_read(&sboxes[b]))
		return -EIO;
	v = nx_slot(p, b, reg, idx);
	*val = v ? atomic64_read(v) : 0;
	/* the W-box erratum: values ending in 0x000000/0x000001 read 2^24 too high */
	if (reg == R_CTR && b == NX_W && (*val & WBOX_LOW) <= 1)
		*val = (*val + WBOX_CARRY) & NX_MASK;
	return 0;
}

static void nx_reset_counters(struct nx_pkg *p)
{
	int b, i;

	for (b = 0; b < NX_NBOX; b++) {
		for (i = 0; i < NX_MAX_CTRS; i++)
			atomic64_set(&p->box[b].ctr[i].val, 0);
		atomic64_set(&p->box[b].fixed.val, 0);
	}
}

/* a kind of box's counter control: kept and must-be-0 bits, its en and pmi_en bits */
struct nx_ctl_layout {
	struct sim_rule rule;
	u64 en, pmi;
};

/* The control of each kind of box; other and reserved bits read 0. */
static const struct nx_ctl_layout nx_ctls[] = {
	/* "reserved, must write 0": bits 50, 61 and 62 of Table 2-13 */
	[NX_KIND_U] = { { CTL_MASK_U, CTL_RSV }, SIM_CTL_EN, SIM_CTL_PMI },
	[NX_KIND_C] = { { CTL_MASK_CW, CTL_RSV }, SIM_CTL_EN, SIM_CTL_PMI },
	[NX_KIND_W] = { { CTL_MASK_CW, CTL_RSV }, SIM_CTL_EN, SIM_CTL_PMI },
	[NX_KIND_S] = { { CTL_MASK_CW, CTL_RSV }, SIM_CTL_EN, SIM_CTL_PMI },
	[NX_KIND_B] = { { B_CTL_MASK, B_CTL_RSV }, B_CTL_EN, B_CTL_PMI },	/* Table 2-20 */
	[NX_KIND_R] = { { R_CTL_MASK, R_CTL_RSV }, R_CTL_EN, R_CTL_PMI },	/* Table 2-44 */
	[NX_KIND_M] = { { M_CTL_MASK, M_CTL_RSV }, M_CTL_EN, M_CTL_PMI },	/* Table 2-67 */
};

static const struct nx_ctl_layout *nx_ctl(int b)
{
	return &nx_ctls[nx_boxes[b].kind];
}

/* A write that changes what a counter of the box counts. */
static bool nx_is_cfg(enum nx_reg reg)
{
	return reg == R_BOXCTL || reg == R_FILTER || reg == R_CTL;
}

static void nx_write(struct nx_pkg *p, int b, enum nx_reg reg, int idx, u64 val)
{
	struct nx_ctr *c;
	u64 keep, bad;
	char name[32];
	u32 addr;

	switch (reg) {
	case R_GCTL:
		if (val & GCTL_RST_ALL)
			nx_reset_counters(p);
		atomic64_set(&p->gctl, val & GCTL_MASK);
		break;
	case R_GOVF:
		atomic64_andnot(val, &p->gstatus);
		break;
	case R_BOXCTL:
		/* ctr_en, one bit per counter; the W-box also fixed_en */
		atomic64_set(&p->box[b].ctl, val & (GENMASK_ULL(nx_boxes[b].ncounters - 1, 0) |
						     (b == NX_W ? WCTL_FIXED_EN : 0)));
		break;
	case R_FILTER:
		nx_freg_write(p, idx, val);
		break;
	case R_GSTATUS:
	case R_STATUS:
		break;		/* set by hardware, cleared through OVF_CTL */
	case R_OVF:		/* and the summary bit above it (2.1.4) */
		atomic64_andnot(val, &p->box[b].status);
		nx_update_summary(p, b);
		break;
	case R_CTL:
		c = nx_counter(p, b, idx);
		if (idx < 0) {
			atomic64_set(&c->ctl, val & (FIXCTL_EN | FIXCTL_PMI));
			break;
		}
		keep = sim_rule_write(&nx_ctl(b)->rule, val, &bad);
		addr = nx_boxes[b].base + 0x10 + 2 * idx;
		snprintf(name, sizeof(name), "%s_MSR_PMON_EVT_SEL%d", nx_boxes[b].prefix, idx);
		if (bad)
			nx_violation(p, b, name, addr, val, bad);
		/* Table 2-67 gives count_mode 11 no meaning */
		if (nx_boxes[b].kind == NX_KIND_M &&
		    FIELD_GET(M_CTL_COUNT_MODE, val) == M_COUNT_UNDEFINED)
			nx_violation(p, b, name, addr, val, val & M_CTL_COUNT_MODE);
		atomic64_set(&c->ctl, keep);
		c->stopped = false;	/* reprogrammed: counts again (UNVERIFIED) */
		break;
	case R_CTR:
		c = nx_counter(p, b, idx);
		atomic64_set(&c->val, val & NX_MASK);
		c->stopped = false;	/* a new value: counts again (UNVERIFIED) */
		c->carry_lost = b == NX_W && (val & WBOX_LOW) >= 0xfffffe;
		break;
	}
}

static bool nx_nest_due(struct nx_pkg *p, enum nx_reg reg, u64 val);

/* Configuration writes bump the box's generation (nx_add()); all take cfg_lock, except in NMI */
int sim_nhmex_msr_write(u32 msr, u64 val)
{
	struct nx_pkg *p = this_pkg();
	unsigned long flags;
	bool nest = false;
	enum nx_reg reg;
	int b, idx;

	if (!p || !nx_decode(msr, &b, &reg, &idx))
		return -EIO;
	atomic64_inc(&sboxes[b].writes);
	if (in_nmi()) {
		if (nx_is_cfg(reg))
			atomic_inc(&p->box[b].gen);
		nx_write(p, b, reg, idx, val);
		return 0;
	}
	raw_spin_lock_irqsave(&p->cfg_lock, flags);
	if (nx_is_cfg(reg))
		atomic_inc(&p->box[b].gen);
	else		/* an unfreeze and its nest_pmi carry are one instant */
		nest = nx_nest_due(p, reg, val);
	nx_write(p, b, reg, idx, nest ? val & ~GCTL_EN_ALL : val);
	raw_spin_unlock_irqrestore(&p->cfg_lock, flags);
	if (nest)
		sim_send_pmi_here();
	return 0;
}

static bool nx_counting(struct nx_pkg *p, int b, int idx)
{
	u64 g = atomic64_read(&p->gctl);
	u64 boxctl = atomic64_read(&p->box[b].ctl);
	struct nx_ctr *c = nx_counter(p, b, idx);

	if (!(g & GCTL_EN_ALL) || (g & GCTL_RST_ALL))
		return false;
	if (idx < 0)
		return (atomic64_read(&c->ctl) & FIXCTL_EN) && (boxctl & WCTL_FIXED_EN);
	if (!(atomic64_read(&c->ctl) & nx_ctl(b)->en) || c->stopped)
		return false;
	return b == NX_U ? !!(g & GCTL_U_EN) : !!(boxctl & BIT(idx));
}

/* SIM_PMI_UNSENT, _TARGET_OFFLINE and _WAIT_EXPIRED of the U-box regs file */
static atomic64_t nx_pmi_unsent, nx_pmi_gone, nx_pmi_expired;

/*
 * Into @cpus the online CPUs core select in @gctl names; returns how many. Bit n: the package's
 * n-th present CPU at load, for good (UNVERIFIED; Linux 6.9+ rewrites topology at online).
 */
static int nx_pmi_targets(int pkg, u64 gctl, int cpus[4])
{
	unsigned long sel = FIELD_GET(GCTL_PMI_SEL, gctl);
	int n, c, k = 0;

	for_each_set_bit(n, &sel, 4) {
		c = pkgs[pkg].sel_cpu[n];
		if (c >= 0 && cpu_online(c))
			cpus[k++] = c;
	}
	return k;
}

static bool nx_pmi_to_me(int pkg, u64 gctl)
{
	int cpus[4], n = nx_pmi_targets(pkg, gctl, cpus);

	while (n--)
		if (cpus[n] == smp_processor_id())
			return true;
	return false;
}

/* An overflow's PMI: whether it froze the package, the CPUs it goes to. */
struct nx_pmi {
	bool frozen;
	int n;
	int cpus[4];
};

/*
 * A carry out of bit 47, under cfg_lock with its add (one instant). Freeze before status:
 * a handler in between (in NMI, lockless) can only unfreeze with a status pending, which
 * the PMI then serves, never leave the package frozen with none.
 */
static void nx_overflow(struct nx_pkg *p, int pkg, int b, int idx, bool pmi,
			struct nx_pmi *out)
{
	u64 g = atomic64_read(&p->gctl);

	out->frozen = false;
	out->n = 0;
	/* only a counter with .pmi_en sends its overflow to the U-box (2.1.1) */
	if (pmi && (g & GCTL_FRZ_ALL)) {
		atomic64_andnot(GCTL_EN_ALL, &p->gctl);
		out->frozen = true;
	}
	if (b != NX_U)
		atomic64_or(idx < 0 ? BIT_ULL(31) : BIT_ULL(idx), &p->box[b].status);
	if (!pmi)
		return;
	atomic64_or(nx_boxes[b].gstat, &p->gstatus);
	out->n = nx_pmi_targets(pkg, g, out->cpus);
}

/*
 * The PMI; with a freeze, wait for the unfreeze. A CPU gone offline before the IPI stands
 * for one that took the PMI going down: its hotplug move serves the overflow.
 */
static void nx_raise_pmi(struct nx_pkg *p, int pkg, const struct nx_pmi *pmi)
{
	bool sent = false, gone = false;
	unsigned long deadline;
	int i;

	for (i = 0; i < pmi->n; i++) {
		if (sim_send_pmi(pmi->cpus[i]))
			sent = true;
		else if (!cpu_online(pmi->cpus[i]))
			gone = true;
	}
	if (gone && !sent)
		atomic64_inc(&nx_pmi_gone);
	if (!pmi->frozen)
		return;
	/* frozen and no CPU told: nothing will unfreeze it, as on hardware */
	if (!sent && !gone) {
		atomic64_inc(&nx_pmi_unsent);
		pr_info_ratelimited("package %d froze on an overflow, and its PMI reached no CPU (%d selected online)\n",
				    pkg, pmi->n);
		return;
	}
	deadline = jiffies + msecs_to_jiffies(sim_pmi_wait_ms);
	while (!(atomic64_read(&p->gctl) & GCTL_EN_ALL)) {
		if (!time_before(jiffies, deadline)) {
			atomic64_inc(&nx_pmi_expired);
			pr_info_ratelimited("package %d still frozen %u ms after its PMI (global status 0x%llx)\n",
					    pkg, sim_pmi_wait_ms, atomic64_read(&p->gstatus));
			return;
		}
		usleep_range(50, 100);
	}
}

/*
 * Under cfg_lock, outside NMI: if @armed and the W-box fixed counter can bring a PMI to
 * this CPU with the package set to @gctl (counting, frz_all), its carry now: status and
 * summary bits set; the caller freezes the package and raises the PMI here.
 */
static bool nx_nest_carry(struct nx_pkg *p, u64 gctl, u32 *armed)
{
	struct nx_ctr *c = &p->box[NX_W].fixed;
	u32 n = READ_ONCE(*armed);
	struct sim_counter t = { };

	if (!n ||
	    (gctl & (GCTL_EN_ALL | GCTL_RST_ALL | GCTL_FRZ_ALL)) != (GCTL_EN_ALL | GCTL_FRZ_ALL) ||
	    (atomic64_read(&c->ctl) & (FIXCTL_EN | FIXCTL_PMI)) != (FIXCTL_EN | FIXCTL_PMI) ||
	    !(atomic64_read(&p->box[NX_W].ctl) & WCTL_FIXED_EN) || c->carry_lost ||
	    !nx_pmi_to_me(p - pkgs, gctl) || cmpxchg(armed, n, n - 1) != n)
		return false;
	t.val = atomic64_xchg(&c->val, 0);
	atomic64_add(sim_counter_room(&t, NX_WIDTH, 1), &nx_nest_ticks);
	atomic64_inc(&nx_nest_fired);
	atomic64_or(BIT_ULL(31), &p->box[NX_W].status);
	atomic64_or(NX_GSTAT_W, &p->gstatus);
	return true;
}

/* Before a non-configuration write: nest_pmi's carry, due at an unfreeze after an ack. */
static bool nx_nest_due(struct nx_pkg *p, enum nx_reg reg, u64 val)
{
	bool acked = p->acked;

	p->acked = reg == R_GOVF && val;
	return reg == R_GCTL && acked && !(atomic64_read(&p->gctl) & GCTL_EN_ALL) &&
	       nx_nest_carry(p, val, &nx_nest_armed);
}

/* What counter @idx of box @b adds for @inj by its configuration now. */
static int nx_decide(struct nx_pkg *p, int b, int idx, const struct sim_inject *inj, u64 *amount)
{
	enum nx_kind kind = nx_boxes[b].kind;

	/* the W-box fixed counter: clock ticks while enabled, else unmatched */
	if (idx < 0) {
		*amount = atomic64_read(&p->box[b].fixed.ctl) & FIXCTL_EN ? inj->count : 0;
		return 0;
	}
	if (kind == NX_KIND_U || kind == NX_KIND_C || kind == NX_KIND_W)
		return sim_amount(atomic64_read(&p->box[b].ctr[idx].ctl), b != NX_U, inj, amount);
	return nx_bsrm_amount(p, b, idx, inj, amount);
}

/*
 * Add @n, decided at generation @gen, step by step under cfg_lock; values by cmpxchg (the PMI
 * handler writes them without cfg_lock). A changed configuration decides afresh: the same amount
 * goes on, a different one replaces it before any is added, else the rest is dropped. Return:
 * false if, decided afresh before any was added, it means nothing to the counter.
 */
static bool nx_add(struct nx_pkg *p, int pkg, int b, int idx, u64 n, int gen,
		   const struct sim_inject *inj)
{
	struct nx_ctr *c = nx_counter(p, b, idx);
	bool added = false, m = nx_boxes[b].kind == NX_KIND_M;
	u64 full = n, now;
	unsigned long flags;
	struct nx_pmi ov;

	while (n) {
		struct sim_counter t = { };
		u64 v, ctl, step, nv;
		bool swapped, wrap;
		int dir;

		raw_spin_lock_irqsave(&p->cfg_lock, flags);
		if (atomic_read(&p->box[b].gen) != gen) {
			gen = atomic_read(&p->box[b].gen);
			if (nx_decide(p, b, idx, inj, &now))
				now = 0;
			if (now != full) {
				if (added)
					goto drop;
				full = now;
				n = now;
				if (!n) {
					raw_spin_unlock_irqrestore(&p->cfg_lock, flags);
					return false;
				}
			}
		}
		if (!nx_counting(p, b, idx))
			goto drop;
		v = atomic64_read(&c->val);
		ctl = atomic64_read(&c->ctl);
		t.val = v;
		/* M-box count_mode 01 counts down; 10 counts up only (Table 2-67; UNVERIFIED) */
		dir = m && FIELD_GET(M_CTL_COUNT_MODE, ctl) == M_COUNT_DOWN ? -1 : 1;
		/* up to the carry out of bit 47, or the borrow below 0 */
		step = min(n, sim_counter_room(&t, NX_WIDTH, dir));
		wrap = sim_counter_add(&t, NX_WIDTH, dir, step);
		nv = t.val;
		if (c->carry_lost && (nv & ~WBOX_LOW) != (v & ~WBOX_LOW))
			nv = (nv - WBOX_CARRY) & NX_MASK;
		swapped = atomic64_cmpxchg(&c->val, v, nv) == v;
		if (swapped && nv != t.val)
			c->carry_lost = false;
		/* M-box wrap_mode 0: stop at a wrap until rewritten (Table 2-67; UNVERIFIED) */
		if (swapped && wrap && m && !(ctl & M_CTL_WRAP_MODE))
			c->stopped = true;
		if (swapped && wrap)
			nx_overflow(p, pkg, b, idx, ctl & (idx < 0 ? FIXCTL_PMI : nx_ctl(b)->pmi),
				    &ov);
		raw_spin_unlock_irqrestore(&p->cfg_lock, flags);
		if (!swapped)
			continue;	/* software wrote the counter meanwhile */
		added = true;
		n -= step;
		if (wrap)
			nx_raise_pmi(p, pkg, &ov);
	}
	return true;
drop:
	raw_spin_unlock_irqrestore(&p->cfg_lock, flags);
	atomic64_add(n, &sboxes[b].dropped);
	return true;
}

static int nx_inject(struct sim_box *sb, const struct sim_inject *inj)
{
	int b = sb - sboxes;
	enum nx_kind kind = nx_boxes[b].kind;
	u64 amount[NX_MAX_CTRS] = { 0 };
	int ret = 0, gen, i, lo = 0, hi = nx_boxes[b].ncounters;
	bool counted = false;
	struct nx_pkg *p;

	if (inj->pkg < 0 || inj->pkg >= npkg || inj->event > 0xff || inj->umask > 0xff)
		return -EINVAL;
	if (b == NX_U && inj->umask)
		return -EINVAL;		/* U-box events have no sub-events */
	if (kind == NX_KIND_U || kind == NX_KIND_C || kind == NX_KIND_W) {
		if (inj->fseen)
			return -EINVAL;
	} else {
		ret = nx_bsrm_check(b, inj);
		if (ret)
			return ret;
	}
	p = &pkgs[inj->pkg];

	/* uncore clock ticks, counted by the W-box fixed counter (index -1) only */
	if (b == NX_W && inj->event == 0xff) {
		if (inj->umask || inj->inc != 1)
			return -EINVAL;
		lo = -1;
		hi = 0;
	}

	mutex_lock(&p->inject_lock);
	/* decide for all counters, then count; the generation first, to see a write meanwhile */
	gen = atomic_read(&p->box[b].gen);
	smp_rmb();	/* the configuration after the generation, as written */
	for (i = lo; !ret && i < hi; i++)
		ret = nx_decide(p, b, i, inj, &amount[i - lo]);
	for (i = lo; !ret && i < hi; i++)
		if (amount[i - lo] && nx_add(p, inj->pkg, b, i, amount[i - lo], gen, inj))
			counted = true;
	/* no counter selected the event, or its counter stopped meanwhile */
	if (!ret && !counted)
		atomic64_inc(&sboxes[b].unmatched);
	mutex_unlock(&p->inject_lock);
	return ret;
}

/* the simulator's counters at the end of the U-box regs file, package 0 only */
static const struct {
	const char *name;
	atomic64_t *v;
} nx_sim_stats[] = {
	{ "SIM_PMI_DELIVERED", &sim_pmi_delivered },
	{ "SIM_PMI_LOST_LVTPC_MASKED", &sim_pmi_masked },
	{ "SIM_PMI_UNSENT", &nx_pmi_unsent },
	{ "SIM_PMI_TARGET_OFFLINE", &nx_pmi_gone },
	{ "SIM_PMI_WAIT_EXPIRED", &nx_pmi_expired },
	{ "SIM_NESTED_PMIS", &nx_nest_fired },
	{ "SIM_NESTED_TICKS", &nx_nest_ticks },
};

static void nx_regs(struct sim_box *sb, struct seq_file *m)
{
	static const char * const glob[] = { "GLOBAL_CTL", "GLOBAL_STATUS", "GLOBAL_OVF_CTL" };
	int b = sb - sboxes, pkg;
	const char *pre = nx_boxes[b].prefix;
	u32 base = nx_boxes[b].base;
	unsigned int i, r;
	atomic64_t *v;
	char n[32];

	for (pkg = 0; pkg < npkg; pkg++) {
		struct nx_pkg *p = &pkgs[pkg];
		struct nx_box *x = &p->box[b];

		for (r = 0; r < ARRAY_SIZE(glob); r++) {
			v = nx_slot(p, b, (b == NX_U ? R_GCTL : R_BOXCTL) + r, 0);
			snprintf(n, sizeof(n), "%s_MSR_PMON_%s", pre, glob[r]);
			sim_reg_line(m, pkg, n, -1, base + r, v ? atomic64_read(v) : 0);
		}
		if (b == NX_U) {
			sim_reg_line(m, pkg, "U_MSR_PMON_EV_SEL", -1, U_EVTSEL,
				     atomic64_read(&x->ctr[0].ctl));
			sim_reg_line(m, pkg, "U_MSR_PMON_CTR", -1, U_CTR,
				     atomic64_read(&x->ctr[0].val));
			sim_reg_line(m, pkg, "SIM_RESERVED_BIT_WRITES", -1, 0,
				     atomic64_read(&p->violations));
			for (i = 0; !pkg && i < ARRAY_SIZE(nx_sim_stats); i++)
				sim_reg_line(m, 0, nx_sim_stats[i].name, -1, 0,
					     atomic64_read(nx_sim_stats[i].v));
			continue;
		}
		for (i = 0; i < 2 * nx_boxes[b].ncounters; i++) {
			snprintf(n, sizeof(n), "%s_MSR_PMON_%s", pre, i & 1 ? "CTR" : "EVT_SEL");
			v = nx_slot(p, b, i & 1 ? R_CTR : R_CTL, i / 2);
			sim_reg_line(m, pkg, n, i / 2, base + 0x10 + i, atomic64_read(v));
		}
		sim_reg_line(m, pkg, "SIM_BOX_RESERVED_BIT_WRITES", -1, 0,
			     atomic64_read(&x->violations));
		if (b == NX_W) {
			sim_reg_line(m, pkg, "W_MSR_PMON_FIXED_CTR_CTL", -1, W_FIXED_CTL,
				     atomic64_read(&x->fixed.ctl));
			sim_reg_line(m, pkg, "W_MSR_PMON_FIXED_CTR", -1, W_FIXED_CTR,
				     atomic64_read(&x->fixed.val));
		}
		nx_bsrm_regs(m, pkg, p, b);
	}
}

/* @cboxes: C-boxes present (0: all), the others' MSRs fault. Return: how many, or -errno */
int sim_nhmex_init(bool wsmex, unsigned int cboxes)
{
	unsigned int all = wsmex ? 10 : 8;
	int b, pkg, c, n;

	if (cboxes > all) {
		pr_err("cboxes=%u: the %s has %u C-boxes\n", cboxes,
		       wsmex ? "Westmere-EX" : "Xeon 7500", all);
		return -EINVAL;
	}
	nx_wsmex = wsmex;
	nx_ncbox = cboxes ? cboxes : all;
	npkg = topology_max_packages();
	pkgs = kcalloc(npkg, sizeof(*pkgs), GFP_KERNEL);
	if (!pkgs)
		return -ENOMEM;
	for (pkg = 0; pkg < npkg; pkg++) {
		mutex_init(&pkgs[pkg].inject_lock);
		raw_spin_lock_init(&pkgs[pkg].cfg_lock);
		memset(pkgs[pkg].sel_cpu, -1, sizeof(pkgs[pkg].sel_cpu));
	}
	for_each_present_cpu(c) {
		pkg = topology_logical_package_id(c);
		for (n = 0; pkg >= 0 && pkg < npkg && n < 4; n++)
			if (pkgs[pkg].sel_cpu[n] < 0) {
				pkgs[pkg].sel_cpu[n] = c;
				break;
			}
	}
	nx_bsrm_init();

	for (b = 0; b < NX_NBOX; b++) {
		struct sim_box *sb = &sboxes[b];

		if (!nx_present(b))
			continue;
		sb->name = nx_boxes[b].name;
		sb->inject = nx_inject;
		sb->regs = nx_regs;
		sim_box_add(sb);
	}
	debugfs_create_u32("nest_pmi", 0644, sboxes[NX_U].dir, &nx_nest_armed);
	debugfs_create_u32("read_pmi", 0644, sboxes[NX_U].dir, &nx_read_armed);
	pr_info("simulating a %s uncore (U, C0-%u, W, B0-1, S0-1, R0-1, M0-1 boxes) in %d package(s)\n",
		wsmex ? "Westmere-EX" : "Xeon 7500", nx_ncbox - 1, npkg);
	return nx_ncbox;
}

void sim_nhmex_exit(void)
{
	kfree(pkgs);
}
