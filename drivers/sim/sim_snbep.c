// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: Xeon E5 uncore PCI devices on software root buses (simulator.rst, "Xeon E5
 * PCI boxes"). U-box: CPUNODEID (0x40, 2:0) is s, GIDNIDMAP (0x54) 3 bits per package id
 * (unused 7). PMON tables: 327043 (Sandy Bridge-EP), 329468-002 (Ivy Bridge-EP, E5 v2
 * datasheet vol. 2). Config accesses in NMI context are counted: the real path takes a
 * spinlock they may interrupt.
 */

#include <linux/module.h>
#include <linux/pci.h>
#include <linux/debugfs.h>
#include <linux/spinlock.h>
#include <linux/topology.h>
#include <linux/cpumask.h>
#include <linux/ioport.h>
#include <linux/preempt.h>

#include "sim.h"

BOXPMU_PARAM(uint, snbep_sockets, 1,
	     "Xeon E5 sockets to simulate, of either generation (1 or 2, default 1); socket s belongs to logical package s");
BOXPMU_PARAM(uint, ivbep_r3qpi_links, 3,
	     "Ivy Bridge-EP R3QPI links per socket (2 or 3, default 3: link 2 is 8086:0e3e at 12.5)");
BOXPMU_PARAM(uint, ivbep_irp_width, 48,
	     "Width of the simulated IRP counters, 40-48 bits (UNVERIFIED; default 48 as Linux, LIKWID has 44)");
BOXPMU_PARAM(uint, ivbep_irp_filter, 0xe8,
	     "Config offset of the simulated IRP_PmonFilter (UNVERIFIED; default 0xe8, a dword 0x40-0xfc that is none of the IRP's other registers)");

#define E5_MAX_SOCKETS		2
#define E5_MAX_BUSES		2
#define R3_MAX_LINKS		3
#define E5_IRP			R3_MAX_LINKS	/* pmons[] index of the IRP */

/* Ivy Bridge-EP: the IRP's (329468 p.104), U_MSR_PMON_GLOBAL_CTL's (Table 2-2) */
#define IRP_MIN_WIDTH		40
#define IRP_MAX_WIDTH		48

#define UMASK_ANY		0x1
#define UMASK_SOURCE		0x2
#define UMASK_ORDERINGQ		0x8
#define FILTER_ORDERINGQ	GENMASK(7, 0)

#define GCTL_MSR		0xc00
#define GCTL_FRZ_ALL		BIT_ULL(31)
#define GCTL_WK_ON_PMI		BIT_ULL(30)
#define GCTL_UNFRZ_ALL		BIT_ULL(29)
#define GCTL_PMI_CORE_SEL	GENMASK_ULL(14, 0)
#define GCTL_KEEP		(GCTL_WK_ON_PMI | GCTL_PMI_CORE_SEL)
/* Table 2-2: 28:27 "SW must write to 0"; 63:32 beyond the register */
#define GCTL_RSV		(GENMASK_ULL(63, 32) | GENMASK_ULL(28, 27))

#define UBOX_CPUNODEID		0x40
#define UBOX_GIDNIDMAP		0x54

#define PMON_BASE		0xa0	/* the PMON registers: 0xA0-0xFF */

/*
 * The BIOS numbers buses (E7 v2 vol. 2, 12.2.1.1: IIO "Bus 0", uncore "Bus: 1" of the socket).
 * Socket s: 0x40 s (IIO) to 0x3f + 0x40 s; socket 0's IIO bus 0x20, bus 0 the guest's (UNVERIFIED).
 */
#define E5_UNCORE_BUS(s)	(0x3f + 0x40 * (s))
#define E5_IIO_BUS0		0x20
#define E5_IIO_BUS(s)		(0x40 * (s) ?: E5_IIO_BUS0)

#define SIM_E5_MAX_CTRS		4
/* A Xeon E5 PCI PMON box's registers in one socket; box_ctl: as last written. */
struct sim_e5_state {
	u32 ctl[SIM_E5_MAX_CTRS], box_ctl, status, filter;
	struct sim_counter ctr[SIM_E5_MAX_CTRS];
	u64 violations;
};

/* Xeon E5 PMON box control (write-only), counter control @n, counter @n (two dwords) */
#define SIM_E5_BOX_CTL(_name, _addr, _rsvd, _must1)					\
	{ .name = _name, .addr = _addr, .keep = ~0u, .rsvd = _rsvd, .must1 = _must1,	\
	  .wo = true, SIM_SLOT(struct sim_e5_state, box_ctl) }
#define SIM_E5_CTL(_name, _addr, _n, _keep, _rsvd)					\
	SIM_REG(_name, _addr, _keep, 0, _rsvd, struct sim_e5_state, ctl[_n])
#define SIM_E5_CTR(_name, _addr, _n, _width)						\
	{ .name = _name, .addr = _addr, .keep = ~0u, .width = _width,			\
	  SIM_SLOT(struct sim_e5_state, ctr[_n].val) }

/* Events @lo-@hi can be counted only on the counters in @ctrs. */
struct sim_e5_only {
	u8 lo, hi, ctrs;
};

/*
 * Box control rst_ctrl, rst_ctrs, frz, counter control rst in both generations (327043 Tables
 * 2-119, 2-120; 329468 Tables 2-38, 2-72, 2-129, 2-192)
 */
#define SIM_E5_BOX_RST_CTRL	BIT(0)
#define SIM_E5_BOX_RST_CTRS	BIT(1)
#define SIM_E5_BOX_FRZ		BIT(8)
#define SIM_E5_CTL_RST		BIT(17)

/* A Xeon E5 PCI PMON box as its manual's tables give it ; @only ends with { } */
struct sim_e5_box {
	const struct sim_reg *regs;	/* in the order regs lists them */
	unsigned int nregs;
	unsigned int unit_ctrs;		/* counters per sub-unit (unit=), 0: none */
	unsigned int keys;		/* optional inject keys (SIM_KEY_*) */
	u32 box_frz_en;			/* frozen while these and frz are set */
	const char *box_rule, *ctl_rule, *filter_rule;	/* for dmesg, or NULL */
	const struct sim_e5_only *only;	/* counter restrictions, or NULL */
	/* the injection as the counters see it with @filter, 0 or -EINVAL; NULL: as injected */
	int (*seen)(u32 filter, const struct sim_inject *inj, struct sim_inject *seen);
};

/* R3_Ly_PCI_PMON_*: 327043 Table 2-118, 44-bit (Table 2-121); 329468 section 2.10.3 alike */
#define SIM_E5_R3_REGS(g) {						\
	SIM_E5_BOX_CTL("BOX_CTL", 0xf4, g##_BOX_RSV, g##_BOX_MUST1),	\
	SIM_E5_CTL("CTL0", 0xd8, 0, g##_CTL_KEEP, g##_CTL_RSV),		\
	SIM_E5_CTL("CTL1", 0xdc, 1, g##_CTL_KEEP, g##_CTL_RSV),		\
	SIM_E5_CTL("CTL2", 0xe0, 2, g##_CTL_KEEP, g##_CTL_RSV),		\
	SIM_E5_CTR("CTR0", 0xa0, 0, 44),				\
	SIM_E5_CTR("CTR1", 0xa8, 1, 44),				\
	SIM_E5_CTR("CTR2", 0xb0, 2, 44),				\
}

/*
 * Sandy Bridge-EP R3QPI (327043 section 2.9.3). Table 2-119, R3_Ly_PCI_PMON_BOX_CTL: rst_ctrl
 * 0, rst_ctrs 1, frz 8, frz_en 16, every other bit must be written 0 (UNVERIFIED: Tables 2-74
 * and 2-85 give only bit 17). Table 2-120, R3_Ly_PCI_PMON_CTL0-2 (invert 23): rst 17; 16, 19,
 * 21 policed, 20 kept as ov_en as in 329468 Table 2-192 (UNVERIFIED: p.121 reads "rsv 21:20
 * SW must write to 0", "rsv 19 Reserved (?)").
 */
#define SNB_BOX_FRZ_EN		BIT(16)
#define SNB_BOX_RSV		(~(u32)(SIM_E5_BOX_RST_CTRL | SIM_E5_BOX_RST_CTRS | \
					SIM_E5_BOX_FRZ | SNB_BOX_FRZ_EN))
#define SNB_BOX_MUST1		0
#define SNB_CTL_RSV		(BIT(16) | BIT(19) | BIT(21))
#define SNB_CTL_KEEP		(~(u32)(SIM_E5_CTL_RST | SNB_CTL_RSV))

/* Table 2-118: R3_Ly_PCI_PMON_*, as "R3_L<link>_PCI_PMON_<name>" */
static const struct sim_reg snb_r3_regs[] = SIM_E5_R3_REGS(SNB);

/*
 * Table 2-122, "Register Restrictions": ingress occupancy ctr 0; other ingress, IIO credit,
 * egress and VNA/VN0 credit events ctrs 0-1; the rest and unlisted codes any.
 */
static const struct sim_e5_only snb_r3_only[] = {
	{ 0x13, 0x13, 0x1 },
	{ 0x10, 0x12, 0x3 },
	{ 0x20, 0x26, 0x3 },
	{ 0x31, 0x34, 0x3 },
	{ 0x36, 0x37, 0x3 },
	{ }
};

static const struct sim_e5_box snb_r3 = {
	.regs		= snb_r3_regs,
	.nregs		= ARRAY_SIZE(snb_r3_regs),
	.box_frz_en	= SNB_BOX_FRZ_EN,
	.only		= snb_r3_only,
};

/* *_PCI_PMON_BOX_CTL as Tables 2-38, 2-72, 2-129 (own unread): WO, 17:16 must be 1; no frz_en */
#define IVB_BOX_RSV		0
#define IVB_BOX_MUST1		GENMASK(17, 16)
#define IVB_BOX_RULE		"must be written 1 (329468 Tables 2-38, 2-72)"

/* *_PCI_PMON_CTL, Table 2-192 (R3QPI; the IRP too): 21, 23 "SW must write to 0"; 19 ignored */
#define IVB_CTL_RSV		(BIT(16) | BIT(21) | BIT(23))	/* UNVERIFIED: 16 (unreadable) */
#define IVB_CTL_KEEP		(~(u32)(SIM_E5_CTL_RST | IVB_CTL_RSV | BIT(19)))

/* R3QPI counter restrictions: ivytown_uncore.json's; 0x13 (none listed there) as SNB-EP */
static const struct sim_e5_only ivb_r3_only[] = {
	{ 0x13, 0x13, 0x1 },
	{ 0x10, 0x12, 0x3 },
	{ 0x26, 0x26, 0x3 },
	{ 0x28, 0x2f, 0x3 },
	{ 0x31, 0x34, 0x3 },
	{ 0x36, 0x39, 0x3 },
	{ }
};

/* section 2.10.3: the R3QPI registers at Sandy Bridge-EP's offsets */
static const struct sim_reg ivb_r3_regs[] = SIM_E5_R3_REGS(IVB);

static const struct sim_e5_box ivb_r3 = {
	.regs		= ivb_r3_regs,
	.nregs		= ARRAY_SIZE(ivb_r3_regs),
	.box_rule	= IVB_BOX_RULE,
	.only		= ivb_r3_only,
};

/*
 * IRP (8086:0e39): two IRPs of two counters (PmonUnitStatus bits 0-3: IRP0, IRP1 Counter0-1);
 * IRP<u>_CTL<n> is counter 2u + n, seeing its IRP's events ("Register Restrictions: 0-1").
 * UNVERIFIED: IRP_PmonFilter's offset, OrderingQ 7:0 with 31:8 reserved, reset 0; the width
 * (Table 1-1 unread; LIKWID has 44).
 */
#define IRP_FILTER	(ARRAY_SIZE(irp_regs) - 1)
static struct sim_reg irp_regs[] = {
	SIM_E5_BOX_CTL("IRP_PCI_PMON_BOX_CTL", 0xf4, 0, IVB_BOX_MUST1),
	SIM_REG("IRP_PCI_PMON_BOX_STATUS", 0xf8, 0, GENMASK(3, 0), 0, struct sim_e5_state, status),
	SIM_E5_CTL("IRP0_PCI_PMON_CTL0", 0xd8, 0, IVB_CTL_KEEP, IVB_CTL_RSV),
	SIM_E5_CTL("IRP0_PCI_PMON_CTL1", 0xdc, 1, IVB_CTL_KEEP, IVB_CTL_RSV),
	SIM_E5_CTL("IRP1_PCI_PMON_CTL0", 0xe0, 2, IVB_CTL_KEEP, IVB_CTL_RSV),
	SIM_E5_CTL("IRP1_PCI_PMON_CTL1", 0xe4, 3, IVB_CTL_KEEP, IVB_CTL_RSV),
	SIM_E5_CTR("IRP0_PCI_PMON_CTR0", 0xa0, 0, IRP_MAX_WIDTH),
	SIM_E5_CTR("IRP0_PCI_PMON_CTR1", 0xb0, 1, IRP_MAX_WIDTH),
	SIM_E5_CTR("IRP1_PCI_PMON_CTR0", 0xb8, 2, IRP_MAX_WIDTH),
	SIM_E5_CTR("IRP1_PCI_PMON_CTR1", 0xc0, 3, IRP_MAX_WIDTH),
	SIM_REG("IRP_PmonFilter", 0, FILTER_ORDERINGQ, 0, ~(u32)FILTER_ORDERINGQ,
		struct sim_e5_state, filter),
};

/* src=: the request's queue; umasks SOURCE, ORDERINGQ count IRP_PmonFilter.OrderingQ's (p.104) */
static int irp_seen(u32 filter, const struct sim_inject *inj, struct sim_inject *seen)
{
	bool selected = inj->src == (filter & FILTER_ORDERINGQ);

	if (inj->src > 0xff)
		return -EINVAL;
	if (inj->event >= 0x10 && inj->event <= 0x14) {
		if (inj->umask)
			return -EINVAL;
		seen->umask = UMASK_ANY | (selected ? UMASK_SOURCE : 0);
	} else if (inj->event == 0x15) {
		if (inj->umask & UMASK_ORDERINGQ)
			return -EINVAL;
		if (selected && inj->umask)
			seen->umask |= UMASK_ORDERINGQ;
	} else if (inj->keys & SIM_KEY_SRC) {
		return -EINVAL;
	}
	return 0;
}

static const struct sim_e5_box ivb_irp = {
	.regs		= irp_regs,
	.nregs		= ARRAY_SIZE(irp_regs),
	.unit_ctrs	= 2,
	.keys		= SIM_KEY_UNIT | SIM_KEY_SRC,
	.box_rule	= IVB_BOX_RULE,
	.ctl_rule	= "must be written 0 (329468 Table 2-192's layout)",
	.filter_rule	= "are reserved (UNVERIFIED)",
	.seen		= irp_seen,
};

/* A box in every socket */
struct e5_pmon {
	const struct sim_e5_box *d;
	struct sim_box sb;
	char name[16], prefix[20];	/* R3QPI link l's: "R3_Ll_PCI_PMON_" */
	bool carry;	/* carry_between_reads */
	unsigned int ctrs, width;	/* its counter registers, their width */
	struct sim_e5_state st[E5_MAX_SOCKETS];
};

static struct e5_pmon pmons[R3_MAX_LINKS + 1];
static unsigned int nsock;
static DEFINE_RAW_SPINLOCK(e5_lock);
static atomic64_t nmi_cfg_accesses;

/* U_MSR_PMON_GLOBAL_CTL (Table 2-2), nhmex=0: frz_all, unfrz_all WO; no PMI; 26:15 ignored */
struct gctl_state {
	bool frozen;
	u64 ctl, writes, violations;
};

static struct gctl_state gctl[E5_MAX_SOCKETS];
static DEFINE_RAW_SPINLOCK(gctl_lock);

/* frz_all: freezes every E5 box of @pkg (never on Sandy Bridge-EP) */
static bool ivb_frozen(int pkg)
{
	return pkg >= 0 && pkg < nsock && READ_ONCE(gctl[pkg].frozen);
}

/* @val written by a CPU (@agent false: counted and checked) or another agent; gctl_lock held */
static void gctl_write(struct gctl_state *g, u64 val, bool agent)
{
	u64 bad = val & GCTL_RSV;

	if ((val & GCTL_FRZ_ALL) && (val & GCTL_UNFRZ_ALL))
		bad |= GCTL_FRZ_ALL | GCTL_UNFRZ_ALL;
	if (!agent) {
		g->writes++;
		if (bad) {
			g->violations++;
			pr_warn_ratelimited("ivbep_global pkg%d: U_MSR_PMON_GLOBAL_CTL written 0x%llx: bits 0x%llx break Table 2-2 (28:27 must be 0, frz_all with unfrz_all)\n",
					    (int)(g - gctl), val, bad);
		}
	}
	if (val & GCTL_FRZ_ALL)
		WRITE_ONCE(g->frozen, true);
	else if (val & GCTL_UNFRZ_ALL)
		WRITE_ONCE(g->frozen, false);
	g->ctl = val & GCTL_KEEP;
}

bool sim_ivbep_owns(u32 msr)
{
	return msr == GCTL_MSR;
}

/* The calling CPU's package's U_MSR_PMON_GLOBAL_CTL: read into @val, or write @wval */
int sim_ivbep_msr(u32 msr, u64 *val, u64 wval)
{
	int pkg = topology_logical_package_id(smp_processor_id());
	unsigned long flags;

	if (pkg < 0 || pkg >= nsock || msr != GCTL_MSR)
		return -EIO;
	raw_spin_lock_irqsave(&gctl_lock, flags);
	if (val)
		*val = gctl[pkg].ctl;	/* frz_all and unfrz_all read 0 */
	else
		gctl_write(&gctl[pkg], wval, false);
	raw_spin_unlock_irqrestore(&gctl_lock, flags);
	return 0;
}

static int global_show(struct seq_file *m, void *v)
{
	struct gctl_state snap;
	unsigned long flags;
	unsigned int s;

	for (s = 0; s < nsock; s++) {
		raw_spin_lock_irqsave(&gctl_lock, flags);
		snap = gctl[s];
		raw_spin_unlock_irqrestore(&gctl_lock, flags);
		sim_reg_line(m, s, "U_MSR_PMON_GLOBAL_CTL", -1, GCTL_MSR,
			     snap.ctl | (snap.frozen ? GCTL_FRZ_ALL : 0));
		sim_reg_line(m, s, "SIM_GLOBAL_CTL_WRITES", -1, 0, snap.writes);
		sim_reg_line(m, s, "SIM_RESERVED_BIT_WRITES", -1, 0, snap.violations);
	}
	return 0;
}

/* Another agent's write: "frz_all", "unfrz_all" or "ctl=<value>", then " pkg=P" or all */
static ssize_t global_write(struct file *file, const char __user *ubuf, size_t len,
			    loff_t *ppos)
{
	unsigned int s, pkg = UINT_MAX;
	unsigned long flags;
	char buf[48], *p;
	bool rmw;
	int n;
	u64 val = GCTL_FRZ_ALL;

	n = sim_user_str(buf, sizeof(buf), ubuf, len);
	if (n)
		return n;
	p = strim(buf);
	n = str_has_prefix(p, "frz_all");
	if (!n) {
		n = str_has_prefix(p, "unfrz_all");
		val = GCTL_UNFRZ_ALL;
	}
	rmw = n;	/* frz_all, unfrz_all: the rest of the register as it is */
	if (!n && (sscanf(p, "ctl=%llx%n", &val, &n) != 1 || val > U32_MAX))
		return -EINVAL;
	if (p[n] && (sscanf(p + n, " pkg=%u", &pkg) != 1 || pkg >= nsock))
		return -EINVAL;
	raw_spin_lock_irqsave(&gctl_lock, flags);
	for (s = 0; s < nsock; s++)
		if (pkg == UINT_MAX || s == pkg)
			gctl_write(&gctl[s], val | (rmw ? gctl[s].ctl : 0), true);
	raw_spin_unlock_irqrestore(&gctl_lock, flags);
	return len;
}

DEFINE_SHOW_STORE_ATTRIBUTE(global);

#define E5_AT(member)	offsetof(struct sim_e5_state, member)

/* A 32-bit read of the box's config space; e5_lock held. */
static u32 e5_read(struct e5_pmon *p, struct sim_e5_state *st, int where)
{
	const struct sim_reg *r = sim_reg_at(p->d->regs, p->d->nregs, where);
	u32 v = r ? sim_reg_read32(r, st, where) : 0;	/* the rest is not modelled */

	if (!r || !r->width)
		return v;
	if (sim_fail_read(&p->sb))
		return ~0U;
	if (READ_ONCE(p->carry))
		sim_counter_add(&st->ctr[(r->off - E5_AT(ctr)) / sizeof(*st->ctr)], p->width, 1, 1);
	return v;
}

/* A 32-bit write of the box's config space; e5_lock held. */
static void e5_write(struct e5_pmon *p, struct sim_e5_state *st, int pkg, int where, u32 val)
{
	const struct sim_reg *r = sim_reg_at(p->d->regs, p->d->nregs, where);
	const struct sim_e5_box *d = p->d;
	const char *rule = d->ctl_rule;
	u32 bad;

	if (!r)
		return;
	bad = sim_reg_write32(r, st, where, val);
	if (r->off == E5_AT(box_ctl)) {
		rule = d->box_rule;
		if (val & SIM_E5_BOX_RST_CTRL)
			memset(st->ctl, 0, sizeof(st->ctl));
		if (val & SIM_E5_BOX_RST_CTRS)
			memset(st->ctr, 0, sizeof(st->ctr));
	} else if (r->off == E5_AT(filter)) {
		rule = d->filter_rule;
	} else if (r->off < E5_AT(box_ctl) && (val & SIM_E5_CTL_RST)) {	/* ctl[n] */
		st->ctr[(r->off - E5_AT(ctl)) / sizeof(*st->ctl)].val = 0;
	}
	if (!bad)
		return;
	st->violations++;
	pr_warn_ratelimited("%s pkg%d: %s%s written 0x%x: bits 0x%x %s\n",
			    p->sb.name, pkg, p->prefix, r->name, val, bad,
			    rule ?: "are reserved, must be written 0");
}

/* The counters of @p that can count the event @ctl selects. */
static u32 e5_ctrs_for(const struct e5_pmon *p, u32 ctl)
{
	const struct sim_e5_only *o;
	u32 ev = ctl & SIM_CTL_EV;

	for (o = p->d->only; o && o->ctrs; o++)
		if (ev >= o->lo && ev <= o->hi)
			return o->ctrs;
	return GENMASK(p->ctrs - 1, 0);
}

static int e5_inject(struct sim_box *sb, const struct sim_inject *inj)
{
	struct e5_pmon *p = container_of(sb, struct e5_pmon, sb);
	const struct sim_e5_box *d = p->d;
	u32 frz = SIM_E5_BOX_FRZ | d->box_frz_en;
	unsigned int lo = 0, hi = p->ctrs, i;
	u64 amount[SIM_E5_MAX_CTRS] = { };
	struct sim_inject seen = *inj;
	struct sim_e5_state *st;
	unsigned long flags;
	bool frozen;
	int ret;

	if (inj->pkg < 0 || inj->pkg >= nsock || inj->event > 0xff || inj->umask > 0xff)
		return -EINVAL;
	if (d->unit_ctrs) {
		/* the counters of the injection's sub-unit see its events */
		if (inj->unit >= p->ctrs / d->unit_ctrs)
			return -EINVAL;
		lo = inj->unit * d->unit_ctrs;
		hi = lo + d->unit_ctrs;
	}
	st = &p->st[inj->pkg];
	raw_spin_lock_irqsave(&e5_lock, flags);
	ret = d->seen ? d->seen(st->filter, inj, &seen) : inj->fseen ? -EINVAL : 0;
	/* all counters see the same events: decide first, then count */
	for (i = lo; !ret && i < hi; i++) {
		ret = sim_amount(st->ctl[i], true, &seen, &amount[i]);
		if (!(e5_ctrs_for(p, st->ctl[i]) & BIT(i)))
			amount[i] = 0;
	}
	frozen = (st->box_ctl & frz) == frz || ivb_frozen(inj->pkg);
	for (i = lo; !ret && i < hi; i++) {
		if (!amount[i])
			continue;
		if (!(st->ctl[i] & SIM_CTL_EN) || frozen)
			atomic64_add(amount[i], &sb->dropped);
		else if (sim_counter_add(&st->ctr[i], p->width, 1, amount[i]))
			st->status |= BIT(i);	/* a wrap sets the counter's status bit */
	}
	raw_spin_unlock_irqrestore(&e5_lock, flags);
	return ret;
}

static void e5_regs(struct sim_box *sb, struct seq_file *m)
{
	struct e5_pmon *p = container_of(sb, struct e5_pmon, sb);
	struct sim_e5_state snap;
	unsigned long flags;
	char suf[16];
	unsigned int s;

	for (s = 0; s < nsock; s++) {
		raw_spin_lock_irqsave(&e5_lock, flags);
		snap = p->st[s];
		raw_spin_unlock_irqrestore(&e5_lock, flags);
		snprintf(suf, sizeof(suf), ".pkg%u", s);
		sim_regs_show(m, p->d->regs, p->d->nregs, &snap, p->prefix, s ? suf : "", 0);
		sim_reg_line(m, s, "SIM_RESERVED_BIT_WRITES", -1, 0, snap.violations);
	}
	/* any simulated E5 device's */
	sim_reg_line(m, 0, "SIM_NMI_CONFIG_ACCESSES", -1, 0, atomic64_read(&nmi_cfg_accesses));
}

enum e5_kind { FN_PLAIN, FN_UBOX, FN_PMON };

/* A PCI function of a simulated bus (vendor Intel) */
struct e5_fn {
	u8 devfn;
	u16 did;
	u32 class;
	u8 kind;	/* what is modelled behind its header */
	u8 pmon;	/* FN_PMON: its box, pmons[pmon] (R3QPI link or E5_IRP) */
	u8 min_links;	/* exists only with this many R3QPI links (IVB-EP link 2) */
};

#define SYSPER		0x088000	/* system peripheral, other */
#define PERFCTR		0x110100	/* performance counters */

/*
 * Function 0 of devices 18, 19 (uncore) and 5 (IIO): no registers, so that the PCI
 * core scans the others. IDs UNVERIFIED: no uncore driver binds them (0e28 is the
 * one Linux's PCI quirks give). The IRP's D:F is LIKWID's.
 */
static const struct e5_fn snb_uncore_fns[] = {
	{ PCI_DEVFN(11, 0), 0x3ce0, SYSPER, FN_UBOX },
	{ PCI_DEVFN(19, 0), 0x3ce4, SYSPER, FN_PLAIN },
	{ PCI_DEVFN(19, 5), 0x3c44, PERFCTR, FN_PMON, 0 },
	{ PCI_DEVFN(19, 6), 0x3c45, PERFCTR, FN_PMON, 1 },
	{ }
};

static const struct e5_fn ivb_uncore_fns[] = {
	{ PCI_DEVFN(11, 0), 0x0e1e, SYSPER, FN_UBOX },
	{ PCI_DEVFN(18, 0), 0x0e3c, SYSPER, FN_PLAIN, 0, 3 },
	{ PCI_DEVFN(18, 5), 0x0e3e, PERFCTR, FN_PMON, 2, 3 },
	{ PCI_DEVFN(19, 0), 0x0e1d, SYSPER, FN_PLAIN },
	{ PCI_DEVFN(19, 5), 0x0e36, PERFCTR, FN_PMON, 0 },
	{ PCI_DEVFN(19, 6), 0x0e37, PERFCTR, FN_PMON, 1 },
	{ }
};

static const struct e5_fn ivb_iio_fns[] = {
	{ PCI_DEVFN(5, 0), 0x0e28, SYSPER, FN_PLAIN },
	{ PCI_DEVFN(5, 6), 0x0e39, PERFCTR, FN_PMON, E5_IRP },
	{ }
};

/* What differs between the two generations: buses, boxes */
struct e5_gen {
	const char *name;
	const struct e5_fn *uncore, *iio;	/* iio: below uncore, or NULL */
	unsigned int links;
	const struct sim_e5_box *r3, *irp;
};

static const struct e5_gen snb_gen = {
	.name		= "Sandy Bridge-EP",
	.uncore		= snb_uncore_fns,
	.links		= 2,
	.r3		= &snb_r3,
};

static struct e5_gen ivb_gen = {
	.name		= "Ivy Bridge-EP",
	.uncore		= ivb_uncore_fns,
	.iio		= ivb_iio_fns,
	.links		= 3,
	.r3		= &ivb_r3,
	.irp		= &ivb_irp,
};

struct e5_socket;

struct e5_bus {
	struct pci_sysdata sd;
	struct resource busn;
	struct pci_bus *bus;
	const struct e5_fn *fns;
	struct e5_socket *sk;
};

struct e5_socket {
	int pkg;
	struct e5_bus bus[E5_MAX_BUSES];
	unsigned int nbus;
	u32 nodeid;
};

static const struct e5_gen *gen;
static struct e5_socket socks[E5_MAX_SOCKETS];
static u32 gidnidmap;	/* every socket's U-box reads the same map */

static const struct e5_fn *fn_at(const struct e5_bus *eb, unsigned int devfn)
{
	const struct e5_fn *fn;

	for (fn = eb->fns; fn && fn->did; fn++)
		if (fn->devfn == devfn && gen->links >= fn->min_links)
			return fn;
	return NULL;
}

static bool multi_function(const struct e5_bus *eb, unsigned int slot)
{
	unsigned int f, n = 0;

	for (f = 0; f < 8; f++)
		n += !!fn_at(eb, PCI_DEVFN(slot, f));
	return n > 1;
}

static u32 header_read(const struct e5_bus *eb, const struct e5_fn *fn, int where)
{
	switch (where) {
	case PCI_VENDOR_ID:
		return fn->did << 16 | PCI_VENDOR_ID_INTEL;
	case PCI_CLASS_REVISION:
		return fn->class << 8 | 0x07;
	case PCI_CACHE_LINE_SIZE:
		return multi_function(eb, PCI_SLOT(fn->devfn)) ? 0x80 << 16 : 0;
	}
	if (fn->kind == FN_UBOX && where == UBOX_CPUNODEID)
		return eb->sk->nodeid;
	if (fn->kind == FN_UBOX && where == UBOX_GIDNIDMAP)
		return gidnidmap;
	return 0;
}

/* Is a @size access at @where of @fn one of its box's registers (those that act)? */
static bool pmon_reg(const struct e5_fn *fn, int where, int size)
{
	const struct sim_e5_box *d = pmons[fn->pmon].d;

	return fn->kind == FN_PMON && size == 4 && !(where & 3) && where >= PCI_STD_HEADER_SIZEOF &&
	       (where >= PMON_BASE || sim_reg_at(d->regs, d->nregs, where));
}

/* Our buses' sysdata is their struct e5_bus's: the ops serve no other bus. */
static int snb_cfg(struct pci_bus *bus, unsigned int devfn, int where, int size, u32 *val,
		   bool write)
{
	struct e5_bus *eb = container_of(bus->sysdata, struct e5_bus, sd);
	const struct e5_fn *fn = fn_at(eb, devfn);
	struct e5_pmon *p = fn ? &pmons[fn->pmon] : NULL;
	unsigned long flags;

	if (in_nmi())
		atomic64_inc(&nmi_cfg_accesses);
	if (!fn || (!write && (where < 0 || where + size > 256))) {
		*val = ~0U;
		return PCIBIOS_DEVICE_NOT_FOUND;
	}
	if (!pmon_reg(fn, where, size)) {
		/* the header, read-only here (no BARs, nothing to enable); a PMON's rest reads 0 */
		if (!write)
			*val = (header_read(eb, fn, where & ~3) >> 8 * (where & 3)) &
			       GENMASK(8 * size - 1, 0);
		return PCIBIOS_SUCCESSFUL;
	}
	atomic64_inc(write ? &p->sb.writes : &p->sb.reads);
	raw_spin_lock_irqsave(&e5_lock, flags);
	if (write)
		e5_write(p, &p->st[eb->sk->pkg], eb->sk->pkg, where, *val);
	else
		*val = e5_read(p, &p->st[eb->sk->pkg], where);
	raw_spin_unlock_irqrestore(&e5_lock, flags);
	return PCIBIOS_SUCCESSFUL;
}

static int snb_cfg_read(struct pci_bus *bus, unsigned int devfn, int where, int size, u32 *val)
{
	return snb_cfg(bus, devfn, where, size, val, false);
}

static int snb_cfg_write(struct pci_bus *bus, unsigned int devfn, int where, int size, u32 val)
{
	return snb_cfg(bus, devfn, where, size, &val, true);
}

static struct pci_ops snb_pci_ops = {
	.read	= snb_cfg_read,
	.write	= snb_cfg_write,
};

/* A CPU of logical package @pkg, online or not, as the hardware wires it; -1: none */
static int pkg_cpu(int pkg)
{
	int cpu;

	for_each_present_cpu(cpu)
		if (topology_logical_package_id(cpu) == pkg)
			return cpu;
	return -1;
}

void sim_snbep_exit(void)
{
	struct pci_host_bridge *hb;
	unsigned int s, b;

	pci_lock_rescan_remove();
	for (s = 0; s < nsock; s++) {
		for (b = 0; b < socks[s].nbus; b++) {
			struct e5_bus *eb = &socks[s].bus[b];

			if (!eb->bus)
				continue;
			hb = pci_find_host_bridge(eb->bus);
			pci_stop_root_bus(eb->bus);
			pci_remove_root_bus(eb->bus);
			/* pci_create_root_bus()'s bridge reference outlives the bus */
			put_device(&hb->dev);
			eb->bus = NULL;
		}
	}
	pci_unlock_rescan_remove();
}

static int snb_add_bus(struct e5_socket *sk, const struct e5_fn *fns, int busnr)
{
	struct e5_bus *eb = &sk->bus[sk->nbus++];
	LIST_HEAD(resources);
	int cpu;

	eb->sk = sk;
	eb->fns = fns;
	eb->sd.domain = 0;	/* where the hardware has them and /proc/bus/pci/BB/DD.F looks */
	cpu = pkg_cpu(sk->pkg);	/* the firmware puts host bridges on their package's node */
	eb->sd.node = cpu < 0 ? NUMA_NO_NODE : cpu_to_node(cpu);
	eb->busn = sim_resource(busnr, 1, "boxpmu_sim e5", IORESOURCE_BUS);
	if (pci_find_bus(eb->sd.domain, busnr)) {
		pr_err("e5: PCI %04x:%02x exists already\n", eb->sd.domain, busnr);
		return -EBUSY;
	}
	pci_add_resource(&resources, &eb->busn);
	pci_lock_rescan_remove();
	eb->bus = pci_create_root_bus(NULL, busnr, &snb_pci_ops, &eb->sd, &resources);
	if (eb->bus) {
		pci_scan_child_bus(eb->bus);
		pci_bus_add_devices(eb->bus);
	}
	pci_unlock_rescan_remove();
	if (!eb->bus) {
		pci_free_resource_list(&resources);
		return -ENOMEM;
	}
	return 0;
}

/* The IRP's parameters and the global control */
static int ivb_init(void)
{
	unsigned int i;

	if (ivbep_irp_width < IRP_MIN_WIDTH || ivbep_irp_width > IRP_MAX_WIDTH) {
		pr_err("ivbep_irp_width=%u: must be %d-%d\n", ivbep_irp_width, IRP_MIN_WIDTH,
		       IRP_MAX_WIDTH);
		return -EINVAL;
	}
	for (i = 0; i < ARRAY_SIZE(irp_regs); i++)	/* the counters' */
		irp_regs[i].width = irp_regs[i].width ? ivbep_irp_width : 0;
	irp_regs[IRP_FILTER].addr = 0;
	if ((ivbep_irp_filter & 3) || ivbep_irp_filter < 0x40 || ivbep_irp_filter > 0xfc ||
	    sim_reg_at(irp_regs, ARRAY_SIZE(irp_regs), ivbep_irp_filter)) {
		pr_err("ivbep_irp_filter=0x%x: not a free dword of the IRP's config space\n",
		       ivbep_irp_filter);
		return -EINVAL;
	}
	irp_regs[IRP_FILTER].addr = ivbep_irp_filter;
	memset(gctl, 0, sizeof(gctl));
	debugfs_create_file("ivbep_global", 0644, sim_debugfs_root, NULL, &global_fops);
	return 0;
}

/* The simulated Xeon E5 devices: Ivy Bridge-EP (with its IRP) if @ivb, else Sandy Bridge-EP */
int sim_snbep_init(bool ivb)
{
	u32 map = 0xffffff;	/* every node id field 7: no socket */
	const struct sim_reg *r;
	unsigned int s, l;
	int ret = 0;

	if (snbep_sockets < 1 || snbep_sockets > E5_MAX_SOCKETS) {
		pr_err("snbep_sockets must be 1 or 2\n");
		return -EINVAL;
	}
	if (ivb && (ivbep_r3qpi_links < 2 || ivbep_r3qpi_links > 3)) {
		pr_err("ivbep_r3qpi_links must be 2 or 3\n");
		return -EINVAL;
	}
	ivb_gen.links = ivbep_r3qpi_links;
	gen = ivb ? &ivb_gen : &snb_gen;
	nsock = snbep_sockets;
	for (s = 0; s < nsock; s++) {
		int cpu = pkg_cpu(s), phys = cpu < 0 ? -1 : topology_physical_package_id(cpu);

		memset(&socks[s], 0, sizeof(socks[s]));
		socks[s].pkg = s;
		if (phys < 0 || phys > 7) {
			pr_warn("e5: socket %u: logical package %u has no CPU with a physical id 0-7; its devices will not probe\n",
				s, s);
			socks[s].nodeid = 7;	/* in no GIDNIDMAP field */
			continue;
		}
		socks[s].nodeid = s;
		map = (map & ~(0x7U << (3 * phys))) | s << (3 * phys);
	}
	gidnidmap = map;
	if (ivb) {
		ret = ivb_init();
		if (ret)
			return ret;
	}
	/* the boxes before the devices appear: their drivers may probe at once */
	for (l = 0; l <= E5_IRP; l++) {
		struct e5_pmon *p = &pmons[l];

		memset(p, 0, sizeof(*p));
		p->d = l == E5_IRP ? gen->irp : l < gen->links ? gen->r3 : NULL;
		if (!p->d)
			continue;
		if (l == E5_IRP) {
			strscpy(p->name, "uncore_irp", sizeof(p->name));
		} else {
			snprintf(p->name, sizeof(p->name), "uncore_r3qpi_%u", l);
			snprintf(p->prefix, sizeof(p->prefix), "R3_L%u_PCI_PMON_", l);
		}
		p->sb.name = p->name;
		p->sb.keys = p->d->keys;
		p->sb.inject = e5_inject;
		p->sb.regs = e5_regs;
		for (r = p->d->regs; r < p->d->regs + p->d->nregs; r++) {
			p->ctrs += !!r->width;
			p->width = r->width ?: p->width;
		}
		sim_box_add(&p->sb);
		debugfs_create_bool("carry_between_reads", 0644, p->sb.dir, &p->carry);
	}
	for (s = 0; s < nsock && !ret; s++) {
		ret = snb_add_bus(&socks[s], gen->uncore, E5_UNCORE_BUS(s));
		if (!ret && gen->iio)
			ret = snb_add_bus(&socks[s], gen->iio, E5_IIO_BUS(s));
	}
	if (ret) {
		sim_snbep_exit();
		return ret;
	}
	pr_info("simulating %u %s socket(s): R3QPI links at 0000:%02x:13.5/13.6%s%s, GIDNIDMAP 0x%06x\n",
		nsock, gen->name, E5_UNCORE_BUS(0), gen->links > 2 ? "/12.5" : "",
		gen->iio ? ", IRP at 05.6 of bus " __stringify(E5_IIO_BUS0) : "", map);
	return 0;
}
