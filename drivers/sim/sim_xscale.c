// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: the XScale (XSC1) core PMU of IXP2800 HRM section 3.8,
 * one model per CPU, as CP14 registers 0-3 of the executing CPU; a line of
 * sim_irq.c per CPU, or on ARM the real MRC/MCR p14 from an undef hook and
 * the PMU's own interrupt. xs_regs_tbl[]: Core DM Table 8-1 (80200 DM Table
 * 12-3). Rules and keys: Documentation/simulator.rst, "XScale core PMU";
 * what no manual says is UNVERIFIED where the code makes it.
 */

#include <linux/module.h>
#include <linux/bitfield.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/cpumask.h>
#include <linux/debugfs.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/minmax.h>
#include <linux/perf_event.h>
#ifdef CONFIG_ARM
#include <linux/hrtimer.h>
#include <linux/irq.h>
#include <linux/kallsyms.h>
#include <linux/sizes.h>
#include <linux/string.h>
#include <linux/uaccess.h>
#include <asm/cacheflush.h>
#include <asm/cputype.h>
#include <asm/ptrace.h>
#include <asm/traps.h>
#include <boxpmu/core.h>
#if IS_ENABLED(CONFIG_ARM_PMU)
#include <linux/cpu.h>
#include <linux/perf/arm_pmu.h>
#include <linux/platform_device.h>
#endif
#endif

#include "sim.h"

BOXPMU_PARAM(bool, xscale_irq, true,
	     "Wire each CPU's XScale PMU overflow output to an interrupt line (default on)");

/* PMNC, CP14 register 0 (Core DM Table 8-1; HRM 3.8) */
#define PMNC_E			BIT(0)		/* all three counters count */
#define PMNC_P			BIT(1)		/* write 1: PMN0, PMN1 := 0; reads 0 */
#define PMNC_C			BIT(2)		/* write 1: CCNT := 0; reads 0 */
#define PMNC_D			BIT(3)		/* CCNT counts every 64th clock */
#define PMNC_INTEN		GENMASK(6, 4)	/* interrupt enables: CCNT, PMN1, PMN0 */
#define PMNC_FLAGS		GENMASK(10, 8)	/* overflow flags, write 1 to clear */
#define PMNC_EVT0		GENMASK(19, 12)	/* evtCount0: PMN0's event */
#define PMNC_EVT1		GENMASK(27, 20)	/* evtCount1: PMN1's event */
#define PMNC_RESERVED		(GENMASK(31, 28) | BIT(11) | BIT(7))	/* read 0, write as 0 */

#define XS_CCNT			2	/* bit of flags, enables (PMN0 0, PMN1 1) */
#define XS_WIDTH		32	/* HRM 3.8: 32-bit counters */

struct xs_cpu {
	raw_spinlock_t lock;	/* the accesses of the CPU, injections */
	u32 pmnc;
	struct sim_counter ctr[3];	/* PMN0, PMN1, CCNT */
	u32 prescale;		/* ticks towards the next CCNT increment with D */
	bool level;		/* interrupt output asserted */
	u64 raised;		/* rising edges of the output */
	struct sim_workload busy;	/* busy=: while asserted */
	struct sim_workload steady;	/* steady=1: from now on */
	u64 reserved;
	struct sim_irq_line line;	/* the output's interrupt line */
#ifdef CONFIG_ARM
	struct hrtimer arm_timer;	/* delivers the PMU interrupt */
#endif
};

/* The CP14 registers (Core DM Table 8-1), then the model's own values */
static const struct sim_reg xs_regs_tbl[] = {
	SIM_REG("PMNC", 0, PMNC_E | PMNC_D | PMNC_INTEN | PMNC_EVT0 | PMNC_EVT1, PMNC_FLAGS,
		PMNC_RESERVED, struct xs_cpu, pmnc),
	SIM_REG("PMN0", 2, ~0u, 0, 0, struct xs_cpu, ctr[0].val),
	SIM_REG("PMN1", 3, ~0u, 0, 0, struct xs_cpu, ctr[1].val),
	SIM_REG("CCNT", 1, ~0u, 0, 0, struct xs_cpu, ctr[XS_CCNT].val),
	SIM_VAL("SIM_WRAPS_PMN0", struct xs_cpu, ctr[0].wraps),
	SIM_VAL("SIM_WRAPS_PMN1", struct xs_cpu, ctr[1].wraps),
	SIM_VAL("SIM_WRAPS_CCNT", struct xs_cpu, ctr[XS_CCNT].wraps),
	SIM_VAL("SIM_COUNTED_PMN0", struct xs_cpu, ctr[0].counted),
	SIM_VAL("SIM_COUNTED_PMN1", struct xs_cpu, ctr[1].counted),
	SIM_VAL("SIM_COUNTED_CCNT", struct xs_cpu, ctr[XS_CCNT].counted),
	SIM_VAL("SIM_BUSY_EVENTS", struct xs_cpu, busy.events),
	SIM_VAL("SIM_IRQ_ASSERTED", struct xs_cpu, level),
	SIM_VAL("SIM_IRQ_RAISED", struct xs_cpu, raised),
};

/* xs_regs_tbl[] index of CP14 register n */
static const u8 xs_cp14[] = { 0, 3, 1, 2 };

static struct xs_cpu *xs_cpus;
static DEFINE_MUTEX(xs_inject_lock);
static struct sim_box xs_box = {
	.name = "xscale1", .keys = SIM_KEY_CPU | SIM_KEY_CLOCK | SIM_KEY_BUSY | SIM_KEY_STEADY,
};

static void xs_update_level(struct xs_cpu *c)
{
	bool level = FIELD_GET(PMNC_FLAGS, c->pmnc) & FIELD_GET(PMNC_INTEN, c->pmnc);

	if (level && !c->level)
		c->raised++;
	WRITE_ONCE(c->level, level);
}

/* polls: no lock needed for one word */
static bool xs_level(void *data)
{
	return READ_ONCE(((struct xs_cpu *)data)->level);
}

/* PMNC.E: the CPU counts at all */
static bool xs_enabled(void *data)
{
	return READ_ONCE(((struct xs_cpu *)data)->pmnc) & PMNC_E;
}

static void xs_raise(struct xs_cpu *c);
static void xs_taken(struct xs_cpu *c);

static bool xs_counts(const struct xs_cpu *c, int n, const struct sim_inject *inj)
{
	if (inj->keys & SIM_KEY_CLOCK)
		return n == XS_CCNT;
	if (n == XS_CCNT)
		return false;
	return (n ? FIELD_GET(PMNC_EVT1, c->pmnc) : FIELD_GET(PMNC_EVT0, c->pmnc)) == inj->event;
}

/* Injected units (events or ticks) until the next wrap of a counter. */
static u64 xs_room(const struct xs_cpu *c, const struct sim_inject *inj, u64 left)
{
	u64 room = left;
	int n;

	for (n = 0; n < 3; n++) {
		u64 r = sim_counter_room(&c->ctr[n], XS_WIDTH, 1);

		if (!xs_counts(c, n, inj))
			continue;
		if (n == XS_CCNT && (c->pmnc & PMNC_D))
			r = r * 64 - c->prescale;
		room = min(room, r);
	}
	return room;
}

/* Count @amount units of @inj on @c; E is set. */
static void xs_count(struct xs_cpu *c, const struct sim_inject *inj, u64 amount)
{
	int n;

	/* UNVERIFIED: whether C or a change of D resets the prescaler */
	if ((inj->keys & SIM_KEY_CLOCK) && (c->pmnc & PMNC_D)) {
		amount += c->prescale;
		c->prescale = amount % 64;
		amount /= 64;
	}
	for (n = 0; n < 3; n++)
		if (xs_counts(c, n, inj) && sim_counter_add(&c->ctr[n], XS_WIDTH, 1, amount))
			c->pmnc |= FIELD_PREP(PMNC_FLAGS, BIT(n));
	xs_update_level(c);
}

/* After each CP14 access: busy= events while the output is asserted, steady= events */
static void xs_workload(struct xs_cpu *c)
{
	if (sim_workload_due(&c->busy, c->level) && (c->pmnc & PMNC_E))
		xs_count(c, &c->busy.inj, c->busy.rate);
	if (c->steady.rate && (c->pmnc & PMNC_E))
		xs_count(c, &c->steady.inj, c->steady.rate);
}

static u64 xs_step(void *data, const struct sim_inject *inj, u64 left, bool *raise)
{
	struct xs_cpu *c = data;
	bool was = c->level;

	if (!(c->pmnc & PMNC_E)) {
		atomic64_add(left, &xs_box.dropped);
		return left;
	}
	left = xs_room(c, inj, left);
	xs_count(c, inj, left);
	*raise = !was && c->level;
	return left;
}

static void xs_pmi(void *data)
{
	xs_raise(data);
	xs_taken(data);
}

static int xs_inject(struct sim_box *b, const struct sim_inject *inj)
{
	struct sim_engine e = {
		.serial = &xs_inject_lock, .step = xs_step, .raise = xs_pmi,
		.level = xs_level, .ready = xs_enabled,
	};
	unsigned long flags;
	struct xs_cpu *c;

	if (!(inj->keys & SIM_KEY_CPU) || inj->cpu >= nr_cpu_ids || !cpu_possible(inj->cpu))
		return -EINVAL;
	if (!!(inj->keys & SIM_KEY_CLOCK) == inj->has_event || inj->umask || inj->inc != 1 ||
	    (inj->has_event && inj->event > 0xff))
		return -EINVAL;
	c = &xs_cpus[inj->cpu];
	if (!(inj->keys & SIM_KEY_STEADY)) {
		e.lock = &c->lock;
		e.busy = &c->busy;
		e.data = c;
		return sim_engine_run(&e, inj);
	}
	if (inj->keys & SIM_KEY_BUSY)
		return -EINVAL;
	raw_spin_lock_irqsave(&c->lock, flags);
	c->steady.rate = inj->count;
	c->steady.inj = *inj;
	raw_spin_unlock_irqrestore(&c->lock, flags);
	return 0;
}

/* The backend's CP14 access, on the CPU executing it: MRC if @val, else MCR of @wval */
static int xs_access(u32 reg, u32 *val, u32 wval)
{
	unsigned long flags;
	struct xs_cpu *c;
	bool level;

	if (!xs_cpus || reg > 3)
		return -EINVAL;	/* an undefined instruction on the hardware */
	c = &xs_cpus[raw_smp_processor_id()];
	atomic64_inc(val ? &xs_box.reads : &xs_box.writes);
	raw_spin_lock_irqsave(&c->lock, flags);
	if (val)
		*val = sim_reg_get(&xs_regs_tbl[xs_cp14[reg]], c);
	else
		c->reserved += !!sim_reg_write32(&xs_regs_tbl[xs_cp14[reg]], c, reg, wval);
	if (!val && !reg) {	/* PMNC: P and C act (and read as 0) */
		if (wval & PMNC_P) {
			c->ctr[0].val = 0;
			c->ctr[1].val = 0;
		}
		if (wval & PMNC_C) {
			c->ctr[XS_CCNT].val = 0;
			c->prescale = 0;
		}
		xs_update_level(c);
	}
	xs_workload(c);
	level = c->level;
	raw_spin_unlock_irqrestore(&c->lock, flags);
	if (!val && level)	/* an enable written while its flag is set */
		xs_raise(c);
	return 0;
}

int sim_xscale_cp14_read(u32 reg, u32 *val)
{
	return xs_access(reg, val, 0);
}

int sim_xscale_cp14_write(u32 reg, u32 val)
{
	return xs_access(reg, NULL, val);
}

/* The backend's answer: the line of @cpu's PMU output, 0 if not wired. */
int sim_xscale_cp14_irq(unsigned int cpu)
{
	if (!xs_cpus || cpu >= nr_cpu_ids || !cpu_possible(cpu))
		return 0;
	return xs_cpus[cpu].line.virq;
}

#ifdef CONFIG_ARM
/* ---- ARM: the model behind the real CP14 instructions ------------------- */

BOXPMU_PARAM(int, xscale_pmu_irq, 28,
	     "ARM: the Linux interrupt the PMU output drives (default 28: IRQ_PMU of the PXA2xx, PXA_IRQ(12)); 0: not wired");
BOXPMU_PARAM(bool, qemu_pmnc, true,
	     "ARM, test-only: make boxpmu_core's PMNC read (and mainline's, arm_pmu) trap, which QEMU reads as 0 without trapping (default on)");

/* MCR/MRC (ARM ARM, ARMv5): cond 1110 opc1(3) L CRn Rt coproc opc2(3) 1 CRm; L=1: MRC */
#define CP_XFER_MASK		0x0f000f10
#define CP_XFER_P14		0x0e000e10
#define CP_OPC1			GENMASK(23, 21)
#define CP_L			BIT(20)
#define CP_CRN			GENMASK(19, 16)
#define CP_RT			GENMASK(15, 12)
#define CP_OPC2			GENMASK(7, 5)
#define CP_CRM			GENMASK(3, 0)
/* MRC p14, 0, Rt, c0, c0, 0 (PMNC), condition "always", any Rt */
#define PMNC_MRC		0xee100e10
#define PMNC_MRC_MASK		0xffff0fff
/* what replaces it (qemu_pmnc): UDF #0xb0c0 + Rt, permanently undefined */
#define PMNC_UDF		0xe7fb0cf0
#define PMNC_UDF_MASK		0xfffffff0
#define PMNC_UDF_RT		GENMASK(3, 0)
/* ARM state, SVC mode: the kernel's own accesses (user mode: SIGILL) */
#define XS_TRAP_CPSR_MASK	(PSR_T_BIT | MODE_MASK)
#define XS_TRAP_CPSR		SVC_MODE

#define XS_ARM_RETRY_NS		(1000 * NSEC_PER_USEC)	/* retaken while still asserted */

/* Emulate an MRC (@load) or MCR of CP14 register @reg, core register @rt. */
static int xs_emulate(struct pt_regs *regs, bool load, u32 reg, u32 rt)
{
	u32 val;

	if (load ? sim_xscale_cp14_read(reg, &val) : sim_xscale_cp14_write(reg, regs->uregs[rt]))
		return 1;
	if (load)
		regs->uregs[rt] = val;
	regs->ARM_pc += 4;
	return 0;
}

/* An undefined CP14 transfer: emulate a v1 PMU register (c0-c3, rest 0), else undefined */
static int xs_cp14_trap(struct pt_regs *regs, unsigned int instr)
{
	u32 reg = FIELD_GET(CP_CRN, instr), rt = FIELD_GET(CP_RT, instr);

	if (FIELD_GET(CP_OPC1, instr) || FIELD_GET(CP_OPC2, instr) ||
	    FIELD_GET(CP_CRM, instr) || reg > 3 || rt == 15)
		return 1;
	return xs_emulate(regs, instr & CP_L, reg, rt);
}

/* qemu_pmnc: PMNC reads replaced by PMNC_UDF (boxpmu_core's; mainline's, arm_pmu) */
#define XS_PMNC_SITES		16
static struct {
	u32 *addr;
	u32 orig;
} xs_pmnc_sites[XS_PMNC_SITES];
static unsigned int xs_nr_pmnc_sites;

static int xs_pmnc_trap(struct pt_regs *regs, unsigned int instr)
{
	u32 *pc = (u32 *)instruction_pointer(regs);
	/* pairs with xs_pmnc_replace(): the entries below n are written */
	unsigned int i, n = smp_load_acquire(&xs_nr_pmnc_sites);

	for (i = 0; i < n; i++)
		if (xs_pmnc_sites[i].addr == pc)
			return xs_emulate(regs, true, 0, FIELD_GET(PMNC_UDF_RT, instr));
	return 1;
}

/* Text is writable here (no STRICT_MODULE_RWX, STRICT_KERNEL_RWX) */
static void xs_pmnc_replace(u32 *site)
{
	unsigned int n = xs_nr_pmnc_sites;
	u32 insn = READ_ONCE(*site);

	xs_pmnc_sites[n].addr = site;
	xs_pmnc_sites[n].orig = insn;
	/* the entry is in place before the instruction can trap */
	smp_store_release(&xs_nr_pmnc_sites, n + 1);
	WRITE_ONCE(*site, PMNC_UDF | FIELD_GET(CP_RT, insn));
	flush_icache_range((unsigned long)site, (unsigned long)site + 4);
	pr_info("xscale1: qemu_pmnc: PMNC read at %pS replaced by a trapping instruction (test-only)\n",
		site);
}

#define XS_UNDEF_HOOK(_mask, _val, _fn)							\
	{ .instr_mask = _mask, .instr_val = _val, .cpsr_mask = XS_TRAP_CPSR_MASK,	\
	  .cpsr_val = XS_TRAP_CPSR, .fn = _fn }
static struct undef_hook xs_cp14_hook = XS_UNDEF_HOOK(CP_XFER_MASK, CP_XFER_P14, xs_cp14_trap);
static struct undef_hook xs_pmnc_hook = XS_UNDEF_HOOK(PMNC_UDF_MASK, PMNC_UDF, xs_pmnc_trap);

/* Is @addr in boxpmu_core? Its CP14 accessor, wherever inlined, is all that reads PMNC */
static bool xs_in_core(unsigned long addr)
{
	char sym[KSYM_SYMBOL_LEN];

	sprint_symbol(sym, addr);
	return strstr(sym, " [boxpmu_core]");
}

/* The PMNC reads in [@addr, @end), only boxpmu_core's if @core, made to trap if @patch: how many */
static int xs_pmnc_scan(unsigned long addr, unsigned long end, bool core, bool patch)
{
	int hits = 0;
	u32 insn;

	for (; addr < end; addr += 4) {
		if (copy_from_kernel_nofault(&insn, (void *)addr, sizeof(insn)) ||
		    (insn & PMNC_MRC_MASK) != PMNC_MRC || FIELD_GET(CP_RT, insn) == 15 ||
		    (core && !xs_in_core(addr)))
			continue;
		if (patch && xs_nr_pmnc_sites == XS_PMNC_SITES)
			return -ENOSPC;
		if (patch)
			xs_pmnc_replace((u32 *)addr);
		hits++;
	}
	return hits;
}

/*
 * Replace the one PMNC read of boxpmu_core (its CP14 accessor, in
 * boxpmu_read_reg()'s file) by PMNC_UDF with the same Rt, so it traps.
 */
static int xs_pmnc_patch(void)
{
	unsigned long start = (unsigned long)boxpmu_read_reg - SZ_4K;

	if (IS_ENABLED(CONFIG_STRICT_MODULE_RWX))
		return -EPERM;
	if (xs_pmnc_scan(start, start + 2 * SZ_4K, true, false) != 1)
		return -ENOENT;
	register_undef_hook(&xs_pmnc_hook);
	xs_pmnc_scan(start, start + 2 * SZ_4K, true, true);
	return 0;
}

static void xs_pmnc_unpatch(void)
{
	unsigned int i;

	if (!xs_nr_pmnc_sites)
		return;
	for (i = 0; i < xs_nr_pmnc_sites; i++) {
		WRITE_ONCE(*xs_pmnc_sites[i].addr, xs_pmnc_sites[i].orig);
		flush_icache_range((unsigned long)xs_pmnc_sites[i].addr,
				   (unsigned long)xs_pmnc_sites[i].addr + 4);
	}
	unregister_undef_hook(&xs_pmnc_hook);
	xs_nr_pmnc_sites = 0;
}

/* A level input: run the flow handler (unless disabled) every XS_ARM_RETRY_NS while asserted */
static enum hrtimer_restart xs_arm_fire(struct hrtimer *t)
{
	struct xs_cpu *c = container_of(t, struct xs_cpu, arm_timer);
	struct irq_data *d = irq_get_irq_data(xscale_pmu_irq);

	if (!xs_level(c))
		return HRTIMER_NORESTART;
	if (d && !irqd_irq_disabled(d) && !generic_handle_irq(xscale_pmu_irq))
		atomic64_inc(&c->line.delivered);	/* the line itself is not added */
	/* the handler's own accesses may have queued us again */
	if (!xs_level(c) || hrtimer_is_queued(t))
		return HRTIMER_NORESTART;
	hrtimer_forward_now(t, ns_to_ktime(XS_ARM_RETRY_NS));
	return HRTIMER_RESTART;
}

static void xs_raise(struct xs_cpu *c)
{
	if (xscale_irq && xscale_pmu_irq > 0)
		hrtimer_start(&c->arm_timer, 0, HRTIMER_MODE_REL_PINNED_HARD);
}

static unsigned int xs_irq_of(struct xs_cpu *c)
{
	return xscale_irq && xscale_pmu_irq > 0 ? xscale_pmu_irq : 0;
}

/*
 * After an injection raised the interrupt, keep this task on the CPU until
 * the handler cleared the flag (simulator.rst), up to pmi_wait_ms: under
 * QEMU the guest's clock runs on while the host does not run the guest, so
 * a shorter spin (10 ms) could let the task be switched out with its
 * event's overflow pending, and lose that sample.
 */
static void xs_taken(struct xs_cpu *c)
{
	struct irq_data *d = irq_get_irq_data(xscale_pmu_irq);
	u64 end = ktime_get_ns() + (u64)sim_pmi_wait_ms * NSEC_PER_MSEC;

	if (!xs_irq_of(c) || !d)
		return;
	preempt_disable();
	while (xs_level(c) && !irqd_irq_disabled(d) && ktime_get_ns() < end)
		cpu_relax();
	preempt_enable();
}

static int xs_arm_init(void)
{
	unsigned int cpu;
	int ret = 0;

	for_each_possible_cpu(cpu) {
		struct hrtimer *t = &xs_cpus[cpu].arm_timer;

		hrtimer_init(t, CLOCK_MONOTONIC, HRTIMER_MODE_REL_PINNED_HARD);
		t->function = xs_arm_fire;
	}
	register_undef_hook(&xs_cp14_hook);
	if (qemu_pmnc) {
		ret = xs_pmnc_patch();
		if (ret) {
			pr_err("xscale1: qemu_pmnc: no PMNC read of boxpmu_core to make trap (%d)\n",
			       ret);
			unregister_undef_hook(&xs_cp14_hook);
			return ret;
		}
	}
	pr_info("xscale1 on ARM: CPU ID 0x%08x, %s; CP14 v1 PMU accesses trapped and emulated; PMU interrupt %u\n",
		read_cpuid_id(), IS_ENABLED(CONFIG_SMP) ? "SMP" : "uniprocessor",
		xs_irq_of(&xs_cpus[0]));
	return 0;
}

static void xs_arm_exit(void)
{
	unsigned int cpu;

	xs_pmnc_unpatch();
	unregister_undef_hook(&xs_cp14_hook);
	for_each_possible_cpu(cpu)
		hrtimer_cancel(&xs_cpus[cpu].arm_timer);
}

#if IS_ENABLED(CONFIG_ARM_PMU)
/*
 * arm_pmu=1: mainline's perf_event_xscale.c bound late to an "xscale-pmu"
 * device of ours, over this model (the test kernel leaves the board's out).
 * arm_pmu cannot be unbound: the simulator stays loaded from then on.
 */
static struct platform_device *xs_arm_pmu_dev;
static DEFINE_MUTEX(xs_arm_pmu_lock);

/* The arm_pmu bound to @pdev, found as the PMU of a CPU-cycles event */
static struct arm_pmu *xs_arm_pmu_of(struct platform_device *pdev)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_HARDWARE, .size = sizeof(attr),
		.config = PERF_COUNT_HW_CPU_CYCLES, .disabled = 1,
	};
	struct arm_pmu *ap = NULL;
	struct perf_event *ev;

	cpus_read_lock();
	ev = perf_event_create_kernel_counter(&attr, cpumask_first(cpu_online_mask), NULL,
					      NULL, NULL);
	cpus_read_unlock();
	if (IS_ERR(ev))
		return NULL;
	if (ev->pmu->name && str_has_prefix(ev->pmu->name, "armv5_xscale1") &&
	    to_arm_pmu(ev->pmu)->plat_device == pdev)
		ap = to_arm_pmu(ev->pmu);
	perf_event_release_kernel(ev);
	return ap;
}

/* qemu_pmnc for a function of the kernel: its PMNC reads trap; how many */
static int xs_pmnc_patch_fn(unsigned long fn)
{
	char sym[KSYM_SYMBOL_LEN], *size;
	unsigned long len;

	sprint_symbol(sym, fn);	/* "name+0x0/0xSIZE" */
	size = strchr(sym, '/');
	if (!size || kstrtoul(size + 1, 0, &len) || len > SZ_4K)
		return -ENOENT;
	return xs_pmnc_scan(fn, fn + len, false, true);
}

static int xs_arm_pmu_patch(struct arm_pmu *ap)
{
	unsigned long fns[] = {
		(unsigned long)ap->handle_irq, (unsigned long)ap->enable,
		(unsigned long)ap->disable, (unsigned long)ap->start, (unsigned long)ap->stop,
	};
	int i, n, hits = 0;

	for (i = 0; i < ARRAY_SIZE(fns); i++) {
		n = xs_pmnc_patch_fn(fns[i]);
		if (n < 0)
			return n;
		hits += n;
	}
	return hits ? hits : -ENOENT;
}

static int arm_pmu_get(void *data, u64 *val)
{
	*val = !!READ_ONCE(xs_arm_pmu_dev);
	return 0;
}

static int arm_pmu_set(void *data, u64 val)
{
	struct resource res = DEFINE_RES_IRQ(xscale_pmu_irq);
	struct platform_device *pdev;
	struct arm_pmu *ap;
	int ret = 0;

	if (val != 1)
		return -EINVAL;	/* no unbinding */
	if (qemu_pmnc && IS_ENABLED(CONFIG_STRICT_KERNEL_RWX))
		return -EPERM;
	mutex_lock(&xs_arm_pmu_lock);
	if (xs_arm_pmu_dev)
		goto out;
	pdev = platform_device_register_simple("xscale-pmu", PLATFORM_DEVID_NONE, &res,
					       xscale_pmu_irq > 0);
	if (IS_ERR(pdev)) {
		ret = PTR_ERR(pdev);
		goto out;
	}
	if (!READ_ONCE(pdev->dev.driver)) {
		pr_err("xscale1: arm_pmu: no driver bound xscale-pmu (IRQ %d in use? ARM_PMU off?)\n",
		       xscale_pmu_irq);
		platform_device_unregister(pdev);
		ret = -EBUSY;
		goto out;
	}
	WRITE_ONCE(xs_arm_pmu_dev, pdev);
	__module_get(THIS_MODULE);	/* its CP14 accesses need the model from now on */
	ap = xs_arm_pmu_of(pdev);
	if (!ap) {
		pr_err("xscale1: arm_pmu: xscale-pmu bound, but CPU cycles go to another PMU\n");
		ret = -ENOENT;
		goto out;
	}
	if (qemu_pmnc) {
		ret = xs_arm_pmu_patch(ap);
		if (ret < 0)
			goto out;
	}
	pr_info("xscale1: arm_pmu: mainline's %s bound late to xscale-pmu, IRQ %d; %d PMNC reads trap\n",
		ap->name, xscale_pmu_irq, ret);
	ret = 0;
out:
	mutex_unlock(&xs_arm_pmu_lock);
	return ret;
}
DEFINE_DEBUGFS_ATTRIBUTE(arm_pmu_fops, arm_pmu_get, arm_pmu_set, "%llu\n");

static void xs_arm_debugfs(struct dentry *dir)
{
	debugfs_create_file_unsafe("arm_pmu", 0644, dir, NULL, &arm_pmu_fops);
}
#else
static void xs_arm_debugfs(struct dentry *dir) { }
#endif /* CONFIG_ARM_PMU */

#else /* !CONFIG_ARM: the simulator's own interrupt controller */
static void xs_raise(struct xs_cpu *c) { sim_irq_update(&c->line); }
static unsigned int xs_irq_of(struct xs_cpu *c) { return c->line.virq; }
/* the controller's own delivery (an IPI or irq_work) comes at once */
static void xs_taken(struct xs_cpu *c) { }
static int xs_arm_init(void) { return 0; }
static void xs_arm_exit(void) { }
static void xs_arm_debugfs(struct dentry *dir) { }
#endif /* CONFIG_ARM */

static void xs_regs(struct sim_box *b, struct seq_file *m)
{
	u64 reserved = 0;
	unsigned int cpu;
	char pre[16];

	for_each_possible_cpu(cpu) {
		struct xs_cpu *c = &xs_cpus[cpu], s;
		unsigned long flags;

		raw_spin_lock_irqsave(&c->lock, flags);
		s = *c;
		raw_spin_unlock_irqrestore(&c->lock, flags);
		snprintf(pre, sizeof(pre), "CPU%u_", cpu);
		sim_regs_show(m, xs_regs_tbl, ARRAY_SIZE(xs_regs_tbl), &s, pre, "", 0);
		seq_printf(m, "%sSIM_IRQ 0x0 0x%x\n", pre, xs_irq_of(c));
		if (xs_irq_of(c))
			seq_printf(m, "%sSIM_IRQ_DELIVERED 0x0 0x%llx\n", pre,
				   (u64)atomic64_read(&c->line.delivered));
		reserved += s.reserved;
	}
	sim_reg_line(m, 0, "SIM_RESERVED_BIT_WRITES", -1, 0, reserved);
}

/* ---- "claimed": another driver owns the CP14 PMU ----------------------- */

static int xs_owner_event_init(struct perf_event *event)
{
	/* what the in-tree driver takes first: CPU cycles, on a CPU */
	if (event->attr.type != PERF_TYPE_HARDWARE ||
	    event->attr.config != PERF_COUNT_HW_CPU_CYCLES || event->cpu < 0)
		return -ENOENT;
	return 0;
}

static int xs_owner_add(struct perf_event *event, int flags) { return 0; }
static void xs_owner_nop(struct perf_event *event, int flags) { }
static void xs_owner_read(struct perf_event *event) { }

static const struct pmu xs_owner_tmpl = {
	.module		= THIS_MODULE,
	.task_ctx_nr	= perf_invalid_context,
	.event_init	= xs_owner_event_init,
	.add		= xs_owner_add,
	.del		= xs_owner_nop,
	.start		= xs_owner_nop,
	.stop		= xs_owner_nop,
	.read		= xs_owner_read,
	.capabilities	= PERF_PMU_CAP_NO_INTERRUPT,
};

static struct pmu xs_owner;
static bool xs_claimed;
static DEFINE_MUTEX(xs_claim_lock);

static int claimed_get(void *data, u64 *val)
{
	*val = READ_ONCE(xs_claimed);
	return 0;
}

static int claimed_set(void *data, u64 val)
{
	int ret = 0;

	if (val > 1)
		return -EINVAL;
	mutex_lock(&xs_claim_lock);
	if (val && !xs_claimed) {
		xs_owner = xs_owner_tmpl;
		ret = perf_pmu_register(&xs_owner, "sim_cp14_owner", -1);
		if (!ret)
			WRITE_ONCE(xs_claimed, true);
	} else if (!val && xs_claimed) {
		perf_pmu_unregister(&xs_owner);
		WRITE_ONCE(xs_claimed, false);
	}
	mutex_unlock(&xs_claim_lock);
	return ret;
}
DEFINE_DEBUGFS_ATTRIBUTE(claimed_fops, claimed_get, claimed_set, "%llu\n");

static void xs_lines_del(void)
{
	unsigned int cpu;

	for_each_possible_cpu(cpu)
		sim_irq_line_del(&xs_cpus[cpu].line);
}

int sim_xscale_init(void)
{
	unsigned int cpu;
	int ret;

	xs_cpus = kcalloc(nr_cpu_ids, sizeof(*xs_cpus), GFP_KERNEL);
	if (!xs_cpus)
		return -ENOMEM;
	/* reset: E and the interrupt enables 0; the rest unpredictable, 0 here */
	for_each_possible_cpu(cpu) {
		struct xs_cpu *c = &xs_cpus[cpu];

		raw_spin_lock_init(&c->lock);
		c->line.level = xs_level;
		c->line.data = c;
		/* on ARM, the PMU's own interrupt instead (xs_arm_init()) */
		if (!xscale_irq || IS_ENABLED(CONFIG_ARM))
			continue;
		ret = sim_irq_line_add(&c->line, NULL);
		if (ret) {
			pr_warn("xscale1: no line for CPU %u (%d): none wired\n", cpu, ret);
			xs_lines_del();
			break;
		}
	}
	ret = xs_arm_init();
	if (ret) {
		xs_lines_del();
		kfree(xs_cpus);
		xs_cpus = NULL;
		return ret;
	}
	xs_box.inject = xs_inject;
	xs_box.regs = xs_regs;
	sim_box_add(&xs_box);
	debugfs_create_file_unsafe("claimed", 0644, xs_box.dir, NULL, &claimed_fops);
	xs_arm_debugfs(xs_box.dir);
	pr_info("simulating the XScale core PMU (CP14) on %u CPUs, %s\n", num_possible_cpus(),
		xs_irq_of(&xs_cpus[cpumask_first(cpu_possible_mask)]) ?
		"an overflow interrupt per CPU" : "no overflow interrupt");
	return 0;
}

void sim_xscale_exit(void)
{
	if (!xs_cpus)
		return;
	claimed_set(NULL, 0);
	xs_arm_exit();
	xs_lines_del();
	kfree(xs_cpus);
	xs_cpus = NULL;
}
