// SPDX-License-Identifier: GPL-2.0
/* boxpmu simulator: Ivy Bridge-EP R3QPI, IRP, global ctl (329468-002, E5 v2 datasheet vol. 2) */

#include <linux/module.h>
#include <linux/debugfs.h>
#include <linux/spinlock.h>
#include <linux/topology.h>
#include <linux/uaccess.h>

#include "sim.h"

static unsigned int ivbep_irp_width = 48;
module_param(ivbep_irp_width, uint, 0444);
MODULE_PARM_DESC(ivbep_irp_width,
		 "Width of the simulated IRP counters, 40-48 bits (UNVERIFIED; default 48 as Linux, LIKWID has 44)");

static unsigned int ivbep_irp_filter = 0xe8;
module_param(ivbep_irp_filter, uint, 0444);
MODULE_PARM_DESC(ivbep_irp_filter,
		 "Config offset of the simulated IRP_PmonFilter (UNVERIFIED; default 0xe8, a dword 0x40-0xfc that is none of the IRP's other registers)");

#define IVB_MAX_SOCKETS		2
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

const struct sim_e5_box sim_ivb_r3 = {
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

const struct sim_e5_box sim_ivb_irp = {
	.regs		= irp_regs,
	.nregs		= ARRAY_SIZE(irp_regs),
	.unit_ctrs	= 2,
	.keys		= SIM_KEY_UNIT | SIM_KEY_SRC,
	.box_rule	= IVB_BOX_RULE,
	.ctl_rule	= "must be written 0 (329468 Table 2-192's layout)",
	.filter_rule	= "are reserved (UNVERIFIED)",
	.seen		= irp_seen,
};

/* U_MSR_PMON_GLOBAL_CTL (Table 2-2), nhmex=0: frz_all, unfrz_all WO; no PMI; 26:15 ignored */
struct gctl_state {
	bool frozen;
	u64 ctl, writes, violations;
};

static struct gctl_state gctl[IVB_MAX_SOCKETS];
static unsigned int nsock;
static DEFINE_RAW_SPINLOCK(gctl_lock);

/* frz_all: freezes every E5 box of @pkg (none without sim_ivbep_init()) */
bool sim_ivbep_frozen(int pkg)
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
	bool rmw = false;
	int n = 0;
	u64 val;

	if (len >= sizeof(buf))
		return -EINVAL;
	if (copy_from_user(buf, ubuf, len))
		return -EFAULT;
	buf[len] = '\0';
	p = strim(buf);
	if (!strncmp(p, "frz_all", 7)) {
		val = GCTL_FRZ_ALL;
		p += 7;
		rmw = true;
	} else if (!strncmp(p, "unfrz_all", 9)) {
		val = GCTL_UNFRZ_ALL;
		p += 9;
		rmw = true;
	} else if (sscanf(p, "ctl=%llx%n", &val, &n) == 1 && val <= U32_MAX) {
		p += n;
	} else {
		return -EINVAL;
	}
	if (*p && (sscanf(p, " pkg=%u", &pkg) != 1 || pkg >= nsock))
		return -EINVAL;
	raw_spin_lock_irqsave(&gctl_lock, flags);
	for (s = 0; s < nsock; s++) {
		if (pkg != UINT_MAX && s != pkg)
			continue;
		gctl_write(&gctl[s], val | (rmw ? gctl[s].ctl : 0), true);
	}
	raw_spin_unlock_irqrestore(&gctl_lock, flags);
	return len;
}

DEFINE_SHOW_STORE_ATTRIBUTE(global);

/* The IRP's parameters and the global control, for @n (1 or 2) sockets */
int sim_ivbep_init(unsigned int n)
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
	nsock = n;
	debugfs_create_file("ivbep_global", 0644, sim_debugfs_root, NULL, &global_fops);
	return 0;
}

void sim_ivbep_exit(void)
{
	/* the debugfs files go with the simulator's directory */
	nsock = 0;
}
