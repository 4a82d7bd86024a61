// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: Xeon E5 v2 (Ivy Bridge-EP) IRP box and the U-box's
 * global control, modelled from the Uncore Performance Monitoring
 * Reference Manual 329468-002 (sections 2.1 and 2.6) and the Xeon E5 v2
 * datasheet vol. 2 (PmonUnitStatus). sim_snbep.c creates the IRP's PCI
 * function (8086:0e39 at 05.6 of each socket's IIO bus) and hands its
 * config accesses from 0x40 up to this file.
 *
 * IRP:
 * - IRP_PCI_PMON_BOX_CTL 0xF4: the Ivy Bridge-EP PCI box control of
 *   329468 (Table 2-38, HA; Table 2-72, iMC; Table 2-129, QPI: the same
 *   layout in each; the IRP's own table in section 2.6 could not be read):
 *   rst_ctrl 0 and rst_ctrs 1 (WO), frz 8 (WO: the box is frozen while the
 *   last write had it set), bits 17:16 "Reserved; SW must write to 1"
 *   (a write without both set is a violation), the rest ignored. There is
 *   no frz_en: the box follows a global freeze always. Write-only, reads 0;
 *   regs shows the last value written. See sim_ivbep_box_ctl_bad().
 * - IRP_PCI_PMON_BOX_STATUS 0xF8: bit n is set when counter n wraps,
 *   cleared by writing 1 (RW1C), as the datasheet's PmonUnitStatus.
 * - Two IRPs in the function, two counters each (the datasheet's status
 *   bits: "IO IRP0: [0] = Counter0, [1] = Counter1; IO IRP1: [2] =
 *   Counter0, [3] = Counter1"): IRP0's controls at 0xD8/0xDC and counters
 *   at 0xA0/0xB0, IRP1's at 0xE0/0xE4 and 0xB8/0xC0. An IRP's counters see
 *   only its own events; every event can be counted on both counters of
 *   its IRP ("Register Restrictions: 0-1").
 * - Counter control: ev_sel 7:0, umask 15:8, rst 17 (zeroes the counter,
 *   not latched), edge 18, ov_en 20 (stored; no PMI is modelled), en 22,
 *   thresh 31:24. Bit 23 is reserved, "SW must write to 0", as in every
 *   Ivy Bridge-EP PCI box control read (Table 2-192, R3QPI): there is no
 *   invert. Writes with bits 16, 21 or 23 set are violations; bit 19 is
 *   "ignored" in Table 2-192 (no rule: not a violation). None of these
 *   bits has an effect.
 * - Counters: ivbep_irp_width bits (default 48; the IRP's counter table
 *   and its row of Table 1-1 could not be read: UNVERIFIED, LIKWID uses
 *   44) as two dwords, low at +0, high at +4; the high dword's bits above
 *   the width read 0, and the counter wraps at 2^width.
 * - IRP_PmonFilter: its offset is not in the public manual; this model
 *   puts it at ivbep_irp_filter (default 0xE8, UNVERIFIED) and takes
 *   OrderingQ to be bits 7:0 (UNVERIFIED); bits 31:8 are reserved
 *   (violations). 0 after reset.
 *
 * Every violation is counted per box and socket (SIM_RESERVED_BIT_WRITES
 * in regs) and named in dmesg: the register, the value and the bits.
 *
 * Events (inject): unit=U selects the IRP (0 or 1), src=Q the source
 * queue of the requests (0-255, default 0), for the events that have one:
 * - CACHE_*_OCCUPANCY (0x10-0x14): injected without a umask; a counter
 *   with umask ANY (bit 0) counts them all, one with SOURCE (bit 1) those
 *   from the queue OrderingQ selects (329468 p.104: "Tracks only those
 *   requests that come from the port specified in the
 *   IRP_PmonFilter.OrderingQ register").
 * - TRANSACTIONS (0x15): the umask is the request type that occurred
 *   (READS 0x1, WRITES 0x2, RD_PREFETCHES 0x4); ORDERINGQ (0x8) counts
 *   requests of any type from the selected queue and is not injected.
 * - Others: no queue (src is refused).
 * Selection, threshold, invert and edge as sim_amount(); a frozen or
 * disabled counter drops the events (dropped). fail_reads and
 * carry_between_reads as for the R3QPI links.
 *
 * Global control, per package, when the backend models this CPU (nhmex=0):
 * U_MSR_PMON_GLOBAL_CTL 0xC00 (Table 2-2): frz_all 31 (WO) asserts the
 * global freeze, unfrz_all 29 (WO) lifts it; wk_on_pmi 30 and
 * pmi_core_sel 14:0 (RW) take the value written and read back (no PMI is
 * modelled); 28:27 "SW must write to 0" and bits 63:32 are beyond the
 * 32-bit register: violations, as is frz_all with unfrz_all. Bits 26:15
 * are plain "Reserved" in Table 2-2, with no rule on writes: they are
 * ignored, not policed. The debugfs file ivbep_global shows it (bit 31: frozen) and
 * takes "frz_all", "unfrz_all" or "ctl=<value>" (the whole register, as
 * written by another agent: PCM, a BMC), each with an optional " pkg=P"
 * (else every package); another agent's writes are not counted as the
 * driver's. Other MSRs are not modelled (-EIO).
 */
#define pr_fmt(fmt) "boxpmu_sim: " fmt

#include <linux/module.h>
#include <linux/pci.h>
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

#define IRP_MAX_SOCKETS		2
#define IRP_COUNTERS		4
#define IRP_MIN_WIDTH		40
#define IRP_MAX_WIDTH		48

#define IRP_BOX_CTL		0xf4
#define IRP_BOX_STATUS		0xf8
#define IRP_PMON_BASE		0xa0

/* *_PCI_PMON_BOX_CTL, 329468 Tables 2-38, 2-72, 2-129 */
#define BOX_RST_CTRL		BIT(0)		/* WO */
#define BOX_RST_CTRS		BIT(1)		/* WO */
#define BOX_FRZ			BIT(8)		/* WO */
#define BOX_MUST_BE_1		GENMASK(17, 16)	/* "SW must write to 1" */

/*
 * IRP<n>_PCI_PMON_CTL<m>: as Table 2-192 (R3QPI): bits 16, 21 and 23
 * reserved, bit 19 "ignored" (no effect and no rule)
 */
#define CTL_RST			BIT(17)
#define CTL_RSV			(BIT(16) | BIT(21) | BIT(23))
#define CTL_IGN			BIT(19)

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

/* IRP<unit>_PCI_PMON_CTL<n> and _CTR<n>, counter i = 2 * unit + n */
static const u32 irp_ctl_off[IRP_COUNTERS] = { 0xd8, 0xdc, 0xe0, 0xe4 };
static const u32 irp_ctr_off[IRP_COUNTERS] = { 0xa0, 0xb0, 0xb8, 0xc0 };

struct irp_state {
	u32 ctl[IRP_COUNTERS];
	u64 ctr[IRP_COUNTERS];
	u32 status;
	u32 filter;
	u32 box_ctl;	/* the last value written */
	u64 violations;
};

struct gctl_state {
	bool frozen;
	u64 ctl;
	u64 writes;
	u64 violations;
};

static struct irp_state irp[IRP_MAX_SOCKETS];
static struct gctl_state gctl[IRP_MAX_SOCKETS];
static unsigned int nsock;
static DEFINE_RAW_SPINLOCK(irp_lock);
static struct sim_box irp_sbox;
static u32 irp_carry;
static u64 irp_mask;

/**
 * sim_ivbep_box_ctl_bad() - the bits of a box control write that break a rule
 * @val: the value written to an Ivy Bridge-EP *_PCI_PMON_BOX_CTL
 *
 * 329468 gives every PCI box control it lists (Tables 2-38, 2-72, 2-129)
 * bits 17:16 "Reserved; SW must write to 1 else behavior is undefined" and
 * ignores the bits outside its fields: a write is wrong where it has a 0
 * in 17:16.
 *
 * Return: the bits written wrongly (0: none).
 */
u32 sim_ivbep_box_ctl_bad(u32 val)
{
	return ~val & BOX_MUST_BE_1;
}

/**
 * sim_ivbep_box_frozen() - is a box with this box control frozen?
 * @box_ctl: the last value written to its *_PCI_PMON_BOX_CTL
 * @pkg:     its package
 *
 * Its own .frz (bit 8, "If set to 1 the counters in this box will be
 * frozen") or a global freeze (section 2.1): no frz_en gates either.
 */
bool sim_ivbep_box_frozen(u32 box_ctl, int pkg)
{
	return (box_ctl & BOX_FRZ) || sim_ivbep_frozen(pkg);
}

/**
 * sim_e5_violation() - report a write that breaks a field's rule
 * @box: the PMU the register belongs to
 * @pkg: its package
 * @reg: the register
 * @val: the value written
 * @bad: the bits that break a rule
 * @rule: what the manual asks of them
 */
void sim_e5_violation(const char *box, int pkg, const char *reg, u64 val, u64 bad,
		      const char *rule)
{
	pr_warn_ratelimited("%s pkg%d: %s written 0x%llx: bits 0x%llx %s\n",
			    box, pkg, reg, val, bad, rule);
}

/**
 * sim_ivbep_frozen() - is the global freeze of a package asserted?
 * @pkg: package
 */
bool sim_ivbep_frozen(int pkg)
{
	return pkg >= 0 && pkg < nsock && READ_ONCE(gctl[pkg].frozen);
}

/* Counter @i whose dword is at config offset @where, or -1. */
static int irp_ctr_at(int where, bool *high)
{
	int i;

	for (i = 0; i < IRP_COUNTERS; i++) {
		if (where == irp_ctr_off[i] || where == irp_ctr_off[i] + 4) {
			*high = where != irp_ctr_off[i];
			return i;
		}
	}
	return -1;
}

static int irp_ctl_at(int where)
{
	int i;

	for (i = 0; i < IRP_COUNTERS; i++)
		if (where == irp_ctl_off[i])
			return i;
	return -1;
}

/* Is @where a register of the model (counted in accesses)? */
static bool irp_modelled(int where)
{
	return where >= IRP_PMON_BASE || where == ivbep_irp_filter;
}

/**
 * sim_irp_cfg_read() - a 32-bit config read of the IRP function
 * @pkg:   its socket
 * @where: offset, 0x40 or above, dword-aligned
 * @val:   the value
 *
 * Return: a PCIBIOS_* code.
 */
int sim_irp_cfg_read(int pkg, int where, u32 *val)
{
	struct irp_state *s;
	unsigned long flags;
	bool high;
	int i;

	if (pkg < 0 || pkg >= nsock)
		return PCIBIOS_DEVICE_NOT_FOUND;
	*val = 0;
	if (!irp_modelled(where))
		return PCIBIOS_SUCCESSFUL;
	s = &irp[pkg];
	atomic64_inc(&irp_sbox.reads);
	raw_spin_lock_irqsave(&irp_lock, flags);
	i = irp_ctr_at(where, &high);
	if (i >= 0) {
		if (sim_fail_read(&irp_sbox)) {
			*val = ~0U;
		} else {
			u64 v = s->ctr[i];

			if (READ_ONCE(irp_carry))
				s->ctr[i] = (v + 1) & irp_mask;
			*val = high ? upper_32_bits(v) : lower_32_bits(v);
		}
	} else if (irp_ctl_at(where) >= 0) {
		*val = s->ctl[irp_ctl_at(where)];
	} else if (where == IRP_BOX_STATUS) {
		*val = s->status;
	} else if (where == ivbep_irp_filter) {
		*val = s->filter;
	}	/* BOX_CTL is write-only; the rest is not modelled */
	raw_spin_unlock_irqrestore(&irp_lock, flags);
	return PCIBIOS_SUCCESSFUL;
}

static void irp_write(struct irp_state *s, int pkg, int where, u32 val)
{
	bool high;
	u32 bad;
	int i;

	if (where == IRP_BOX_CTL) {
		bad = sim_ivbep_box_ctl_bad(val);
		if (bad) {
			s->violations++;
			sim_e5_violation("uncore_irp", pkg, "IRP_PCI_PMON_BOX_CTL", val, bad,
					 "must be written 1 (329468 Tables 2-38, 2-72)");
		}
		if (val & BOX_RST_CTRL)
			memset(s->ctl, 0, sizeof(s->ctl));
		if (val & BOX_RST_CTRS)
			memset(s->ctr, 0, sizeof(s->ctr));
		s->box_ctl = val;
		return;
	}
	if (where == IRP_BOX_STATUS) {
		s->status &= ~(val & GENMASK(IRP_COUNTERS - 1, 0));
		return;
	}
	if (where == ivbep_irp_filter) {
		if (val & ~FILTER_ORDERINGQ) {
			s->violations++;
			sim_e5_violation("uncore_irp", pkg, "IRP_PmonFilter", val,
					 val & ~FILTER_ORDERINGQ, "are reserved (UNVERIFIED)");
		}
		s->filter = val & FILTER_ORDERINGQ;
		return;
	}
	i = irp_ctr_at(where, &high);
	if (i >= 0) {
		if (high)
			s->ctr[i] = ((u64)val << 32 | lower_32_bits(s->ctr[i])) & irp_mask;
		else
			s->ctr[i] = (s->ctr[i] & ~0xffffffffULL) | val;
		return;
	}
	i = irp_ctl_at(where);
	if (i >= 0) {
		if (val & CTL_RSV) {
			char name[24];

			s->violations++;
			snprintf(name, sizeof(name), "IRP%d_PCI_PMON_CTL%d", i / 2, i % 2);
			sim_e5_violation("uncore_irp", pkg, name, val, val & CTL_RSV,
					 "must be written 0 (329468 Table 2-192's layout)");
		}
		if (val & CTL_RST)
			s->ctr[i] = 0;
		s->ctl[i] = val & ~(CTL_RSV | CTL_IGN | CTL_RST);
	}
}

/**
 * sim_irp_cfg_write() - a 32-bit config write to the IRP function
 * @pkg:   its socket
 * @where: offset, 0x40 or above, dword-aligned
 * @val:   the value
 *
 * Return: a PCIBIOS_* code.
 */
int sim_irp_cfg_write(int pkg, int where, u32 val)
{
	unsigned long flags;

	if (pkg < 0 || pkg >= nsock)
		return PCIBIOS_DEVICE_NOT_FOUND;
	if (!irp_modelled(where))
		return PCIBIOS_SUCCESSFUL;
	atomic64_inc(&irp_sbox.writes);
	raw_spin_lock_irqsave(&irp_lock, flags);
	irp_write(&irp[pkg], pkg, where, val);
	raw_spin_unlock_irqrestore(&irp_lock, flags);
	return PCIBIOS_SUCCESSFUL;
}

/*
 * The injection as counter @i of socket @s sees it: the sub-events the
 * filter adds (SOURCE, ORDERINGQ) for requests from the selected queue.
 * -EINVAL for a umask or src the event does not have.
 */
static int irp_seen(const struct irp_state *s, const struct sim_inject *inj,
		    struct sim_inject *seen)
{
	bool selected = inj->src == (s->filter & FILTER_ORDERINGQ);

	*seen = *inj;
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

static int irp_inject(struct sim_box *sb, const struct sim_inject *inj)
{
	u64 amount[IRP_COUNTERS] = { };
	struct sim_inject seen;
	struct irp_state *s;
	unsigned long flags;
	bool frozen;
	int i, ret;

	if (inj->pkg < 0 || inj->pkg >= nsock || inj->event > 0xff || inj->umask > 0xff ||
	    inj->unit > 1 || inj->src > 0xff)
		return -EINVAL;
	s = &irp[inj->pkg];
	raw_spin_lock_irqsave(&irp_lock, flags);
	ret = irp_seen(s, inj, &seen);
	/* the counters of the injection's IRP see the same events */
	for (i = 2 * inj->unit; !ret && i < 2 * inj->unit + 2; i++)
		ret = sim_amount(s->ctl[i], true, &seen, &amount[i]);
	if (ret)
		goto out;
	frozen = sim_ivbep_box_frozen(s->box_ctl, inj->pkg);
	for (i = 0; i < IRP_COUNTERS; i++) {
		u64 sum;

		if (!amount[i])
			continue;
		if (!(s->ctl[i] & SIM_CTL_EN) || frozen) {
			atomic64_add(amount[i], &sb->dropped);
			continue;
		}
		sum = s->ctr[i] + amount[i];
		if (sum > irp_mask || sum < amount[i])
			s->status |= BIT(i);
		s->ctr[i] = sum & irp_mask;
	}
out:
	raw_spin_unlock_irqrestore(&irp_lock, flags);
	return ret;
}

static void irp_line(struct seq_file *m, unsigned int s, const char *name, u32 addr, u64 v)
{
	if (s)
		seq_printf(m, "%s.pkg%u 0x%x 0x%llx\n", name, s, addr, v);
	else
		seq_printf(m, "%s 0x%x 0x%llx\n", name, addr, v);
}

/*
 * BOX_CTL shows the last value written (the register itself reads 0);
 * SIM_RESERVED_BIT_WRITES counts writes that broke a field's rule.
 */
static void irp_regs(struct sim_box *sb, struct seq_file *m)
{
	struct irp_state snap;
	unsigned long flags;
	unsigned int s;
	char name[32];
	int i;

	for (s = 0; s < nsock; s++) {
		raw_spin_lock_irqsave(&irp_lock, flags);
		snap = irp[s];
		raw_spin_unlock_irqrestore(&irp_lock, flags);
		irp_line(m, s, "IRP_PCI_PMON_BOX_CTL", IRP_BOX_CTL, snap.box_ctl);
		irp_line(m, s, "IRP_PCI_PMON_BOX_STATUS", IRP_BOX_STATUS, snap.status);
		for (i = 0; i < IRP_COUNTERS; i++) {
			snprintf(name, sizeof(name), "IRP%d_PCI_PMON_CTL%d", i / 2, i % 2);
			irp_line(m, s, name, irp_ctl_off[i], snap.ctl[i]);
		}
		for (i = 0; i < IRP_COUNTERS; i++) {
			snprintf(name, sizeof(name), "IRP%d_PCI_PMON_CTR%d", i / 2, i % 2);
			irp_line(m, s, name, irp_ctr_off[i], snap.ctr[i]);
		}
		irp_line(m, s, "IRP_PmonFilter", ivbep_irp_filter, snap.filter);
		irp_line(m, s, "SIM_RESERVED_BIT_WRITES", 0, snap.violations);
	}
	sim_e5_nmi_line(m);
}

/* ---- global control ------------------------------------------------------ */

static struct gctl_state *this_gctl(void)
{
	int pkg = topology_logical_package_id(smp_processor_id());

	return pkg >= 0 && pkg < nsock ? &gctl[pkg] : NULL;
}

/*
 * U_MSR_PMON_GLOBAL_CTL as written; by a CPU (@agent false: counted and
 * checked) or by another agent; irp_lock held.
 */
static void gctl_write(struct gctl_state *g, u64 val, bool agent)
{
	u64 bad = val & GCTL_RSV;

	if ((val & GCTL_FRZ_ALL) && (val & GCTL_UNFRZ_ALL))
		bad |= GCTL_FRZ_ALL | GCTL_UNFRZ_ALL;
	if (!agent) {
		g->writes++;
		if (bad) {
			g->violations++;
			sim_e5_violation("ivbep_global", g - gctl, "U_MSR_PMON_GLOBAL_CTL",
					 val, bad,
					 "break Table 2-2 (28:27 must be 0, frz_all with unfrz_all)");
		}
	}
	if (val & GCTL_FRZ_ALL)
		WRITE_ONCE(g->frozen, true);
	else if (val & GCTL_UNFRZ_ALL)
		WRITE_ONCE(g->frozen, false);
	g->ctl = val & GCTL_KEEP;
}

int sim_ivbep_msr_read(u32 msr, u64 *val)
{
	struct gctl_state *g = this_gctl();
	unsigned long flags;

	if (!g || msr != GCTL_MSR)
		return -EIO;
	raw_spin_lock_irqsave(&irp_lock, flags);
	*val = g->ctl;	/* frz_all and unfrz_all read 0 */
	raw_spin_unlock_irqrestore(&irp_lock, flags);
	return 0;
}

int sim_ivbep_msr_write(u32 msr, u64 val)
{
	struct gctl_state *g = this_gctl();
	unsigned long flags;

	if (!g || msr != GCTL_MSR)
		return -EIO;
	raw_spin_lock_irqsave(&irp_lock, flags);
	gctl_write(g, val, false);
	raw_spin_unlock_irqrestore(&irp_lock, flags);
	return 0;
}

static int global_show(struct seq_file *m, void *v)
{
	struct gctl_state snap;
	unsigned long flags;
	unsigned int s;

	for (s = 0; s < nsock; s++) {
		raw_spin_lock_irqsave(&irp_lock, flags);
		snap = gctl[s];
		raw_spin_unlock_irqrestore(&irp_lock, flags);
		irp_line(m, s, "U_MSR_PMON_GLOBAL_CTL", GCTL_MSR,
			 snap.ctl | (snap.frozen ? GCTL_FRZ_ALL : 0));
		irp_line(m, s, "SIM_GLOBAL_CTL_WRITES", 0, snap.writes);
		irp_line(m, s, "SIM_RESERVED_BIT_WRITES", 0, snap.violations);
	}
	return 0;
}

static int global_open(struct inode *inode, struct file *file)
{
	return single_open(file, global_show, inode->i_private);
}

/*
 * "frz_all", "unfrz_all" or "ctl=<value>", optionally " pkg=P" (else
 * every package): another agent's write of U_MSR_PMON_GLOBAL_CTL.
 */
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
	raw_spin_lock_irqsave(&irp_lock, flags);
	for (s = 0; s < nsock; s++) {
		if (pkg != UINT_MAX && s != pkg)
			continue;
		/* frz_all, unfrz_all: read-modify-write, keeping the RW fields */
		gctl_write(&gctl[s], val | (rmw ? gctl[s].ctl : 0), true);
	}
	raw_spin_unlock_irqrestore(&irp_lock, flags);
	return len;
}

static const struct file_operations global_fops = {
	.owner		= THIS_MODULE,
	.open		= global_open,
	.read		= seq_read,
	.write		= global_write,
	.llseek		= seq_lseek,
	.release	= single_release,
};

/* The filter's offset must not alias another register of the function. */
static bool filter_off_ok(unsigned int off)
{
	bool high;

	if ((off & 3) || off < 0x40 || off > 0xfc)
		return false;
	return irp_ctr_at(off, &high) < 0 && irp_ctl_at(off) < 0 &&
	       off != IRP_BOX_CTL && off != IRP_BOX_STATUS;
}

/**
 * sim_ivbep_init() - the IRP model and the global control, for @n sockets
 * @n: sockets (1 or 2)
 *
 * Return: 0 or -EINVAL.
 */
int sim_ivbep_init(unsigned int n)
{
	if (n < 1 || n > IRP_MAX_SOCKETS)
		return -EINVAL;
	if (ivbep_irp_width < IRP_MIN_WIDTH || ivbep_irp_width > IRP_MAX_WIDTH) {
		pr_err("ivbep_irp_width=%u: must be %d-%d\n", ivbep_irp_width, IRP_MIN_WIDTH,
		       IRP_MAX_WIDTH);
		return -EINVAL;
	}
	irp_mask = GENMASK_ULL(ivbep_irp_width - 1, 0);
	if (!filter_off_ok(ivbep_irp_filter)) {
		pr_err("ivbep_irp_filter=0x%x: not a free dword of the IRP's config space\n",
		       ivbep_irp_filter);
		return -EINVAL;
	}
	memset(irp, 0, sizeof(irp));
	memset(gctl, 0, sizeof(gctl));
	nsock = n;
	irp_sbox.name = "uncore_irp";
	irp_sbox.keys = SIM_KEY_UNIT | SIM_KEY_SRC;
	irp_sbox.inject = irp_inject;
	irp_sbox.regs = irp_regs;
	sim_box_add(&irp_sbox);
	sim_e5_carry_file(irp_sbox.dir, &irp_carry);
	debugfs_create_file("ivbep_global", 0644, sim_debugfs_root, NULL, &global_fops);
	return 0;
}

void sim_ivbep_exit(void)
{
	/* the debugfs files go with the simulator's directory */
	nsock = 0;
}
