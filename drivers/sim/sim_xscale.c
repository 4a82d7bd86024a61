// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: the XScale core's performance monitoring (XSC1, as in
 * the IXP2800), IXP2800 HRM section 3.8, one model per CPU, reached as
 * coprocessor 14 registers 0-3 of the CPU that executes the access.
 *
 * Each CPU has its own PMNC (c0), CCNT (c1), PMN0 (c2) and PMN1 (c3),
 * all 32 bits wide:
 * - PMNC: E (bit 0) lets all three counters count; P (bit 1) written as
 *   1 clears PMN0 and PMN1, C (bit 2) clears CCNT, both read as 0 (the
 *   manual: unpredictable); D (bit 3) makes CCNT count every 64th clock;
 *   bits 6:4 enable the overflow interrupt of CCNT, PMN1, PMN0; bits 10:8
 *   are their overflow flags, set by a wrap and cleared by writing 1;
 *   evtCount0 (19:12) and evtCount1 (27:20) select the events of PMN0
 *   and PMN1. Bits 31:28, 11 and 7 are reserved: written as 0, read as 0;
 *   a write with any of them set is counted (SIM_RESERVED_BIT_WRITES).
 * - PMNx counts the events its evtCount selects while E is set: an
 *   event that occurs K times adds K. CCNT counts clock ticks while E is
 *   set, every tick, or with D every 64th (a prescaler that C resets;
 *   UNVERIFIED: whether C or a change of D resets the prescaler).
 * - A counter that passes 0xFFFFFFFF wraps to 0 and sets its flag; it
 *   goes on counting. While a flag and its interrupt enable are both set,
 *   the CPU's interrupt output is asserted (the manual: "remains asserted
 *   until software clears the overflow flag"). The model tracks that
 *   level and counts its rising edges (SIM_IRQ_RAISED); no simulated
 *   interrupt line is wired to it yet, as the driver polls.
 *
 * debugfs xscale1/inject: "cpu=N event=E count=K" (K events E on CPU N)
 * or "cpu=N clock=1 count=K" (K clock ticks on CPU N). Only CPU N's model
 * changes.
 */
#define pr_fmt(fmt) "boxpmu_sim: " fmt

#include <linux/module.h>
#include <linux/bitfield.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/cpumask.h>

#include "sim.h"

#define PMNC_E			BIT(0)
#define PMNC_P			BIT(1)
#define PMNC_C			BIT(2)
#define PMNC_D			BIT(3)
#define PMNC_INTEN		GENMASK(6, 4)
#define PMNC_FLAGS		GENMASK(10, 8)
#define PMNC_EVT0		GENMASK(19, 12)
#define PMNC_EVT1		GENMASK(27, 20)
#define PMNC_RESERVED		(GENMASK(31, 28) | BIT(11) | BIT(7))
/* what PMNC keeps: everything but the reserved bits and P, C */
#define PMNC_STORED		(PMNC_E | PMNC_D | PMNC_INTEN | PMNC_FLAGS | PMNC_EVT0 | PMNC_EVT1)

/* counter numbers of the flag and enable bits: PMN0 0, PMN1 1, CCNT 2 */
#define XS_CCNT			2

struct xs_cpu {
	raw_spinlock_t lock;	/* the accesses of the CPU, injections */
	u32 pmnc;
	u32 ctr[3];		/* PMN0, PMN1, CCNT */
	u32 prescale;		/* ticks towards the next CCNT increment with D */
	bool level;		/* interrupt output asserted */
	u64 raised;		/* rising edges of the output */
	u64 wraps[3];
	u64 reserved;
};

static struct xs_cpu *xs_cpus;
static struct sim_box xs_box = { .name = "xscale1", .keys = SIM_KEY_CPU | SIM_KEY_CLOCK };

static void xs_update_level(struct xs_cpu *c)
{
	bool level = ((c->pmnc & PMNC_FLAGS) >> 8) & ((c->pmnc & PMNC_INTEN) >> 4);

	if (level && !c->level)
		c->raised++;
	c->level = level;
}

static void xs_add(struct xs_cpu *c, int n, u64 amount)
{
	u64 sum = (u64)c->ctr[n] + amount;

	if (sum >> 32) {
		c->pmnc |= BIT(8 + n);
		c->wraps[n] += sum >> 32;
	}
	c->ctr[n] = (u32)sum;
}

static int xs_inject(struct sim_box *b, const struct sim_inject *inj)
{
	struct xs_cpu *c;
	unsigned long flags;
	int n;

	if (!(inj->keys & SIM_KEY_CPU) || inj->cpu >= nr_cpu_ids || !cpu_possible(inj->cpu))
		return -EINVAL;
	if (!!(inj->keys & SIM_KEY_CLOCK) == inj->has_event || inj->umask || inj->inc != 1)
		return -EINVAL;
	if (inj->has_event && inj->event > 0xff)
		return -EINVAL;
	c = &xs_cpus[inj->cpu];
	raw_spin_lock_irqsave(&c->lock, flags);
	if (!(c->pmnc & PMNC_E)) {
		atomic64_add(inj->count, &b->dropped);
	} else if (inj->keys & SIM_KEY_CLOCK) {
		u64 ticks = inj->count;

		if (c->pmnc & PMNC_D) {
			ticks += c->prescale;
			c->prescale = ticks % 64;
			ticks /= 64;
		}
		xs_add(c, XS_CCNT, ticks);
	} else {
		for (n = 0; n < 2; n++) {
			u32 sel = n ? FIELD_GET(PMNC_EVT1, c->pmnc) : FIELD_GET(PMNC_EVT0, c->pmnc);

			if (sel == inj->event)
				xs_add(c, n, inj->count);
		}
	}
	xs_update_level(c);
	raw_spin_unlock_irqrestore(&c->lock, flags);
	return 0;
}

static void xs_write_pmnc(struct xs_cpu *c, u32 val)
{
	u32 flags = c->pmnc & PMNC_FLAGS & ~(val & PMNC_FLAGS);

	if (val & PMNC_RESERVED)
		c->reserved++;
	c->pmnc = (val & PMNC_STORED & ~PMNC_FLAGS) | flags;
	if (val & PMNC_P) {
		c->ctr[0] = 0;
		c->ctr[1] = 0;
	}
	if (val & PMNC_C) {
		c->ctr[XS_CCNT] = 0;
		c->prescale = 0;
	}
	xs_update_level(c);
}

/* CP14 register @reg -> model counter, or -1 for PMNC */
static int xs_ctr_of(u32 reg)
{
	return reg == 1 ? XS_CCNT : (int)reg - 2;
}

/* The backend's CP14 access, on the CPU executing it. */
int sim_xscale_cp14_read(u32 reg, u32 *val)
{
	struct xs_cpu *c;
	unsigned long flags;

	if (!xs_cpus || reg > 3)
		return -EINVAL;	/* an undefined instruction on the hardware */
	c = &xs_cpus[raw_smp_processor_id()];
	atomic64_inc(&xs_box.reads);
	raw_spin_lock_irqsave(&c->lock, flags);
	*val = reg ? c->ctr[xs_ctr_of(reg)] : c->pmnc;
	raw_spin_unlock_irqrestore(&c->lock, flags);
	return 0;
}

int sim_xscale_cp14_write(u32 reg, u32 val)
{
	struct xs_cpu *c;
	unsigned long flags;

	if (!xs_cpus || reg > 3)
		return -EINVAL;
	c = &xs_cpus[raw_smp_processor_id()];
	atomic64_inc(&xs_box.writes);
	raw_spin_lock_irqsave(&c->lock, flags);
	if (reg)
		c->ctr[xs_ctr_of(reg)] = val;
	else
		xs_write_pmnc(c, val);
	raw_spin_unlock_irqrestore(&c->lock, flags);
	return 0;
}

static void xs_regs(struct sim_box *b, struct seq_file *m)
{
	static const char * const names[] = { "PMN0", "PMN1", "CCNT" };
	static const u32 addr[] = { 2, 3, 1 };
	u64 reserved = 0;
	unsigned int cpu;
	int n;

	for_each_possible_cpu(cpu) {
		struct xs_cpu *c = &xs_cpus[cpu], s;
		unsigned long flags;

		raw_spin_lock_irqsave(&c->lock, flags);
		s = *c;
		raw_spin_unlock_irqrestore(&c->lock, flags);
		seq_printf(m, "CPU%u_PMNC 0x0 0x%x\n", cpu, s.pmnc);
		for (n = 0; n < 3; n++)
			seq_printf(m, "CPU%u_%s 0x%x 0x%x\n", cpu, names[n], addr[n], s.ctr[n]);
		for (n = 0; n < 3; n++)
			seq_printf(m, "CPU%u_SIM_WRAPS_%s 0x0 0x%llx\n", cpu, names[n], s.wraps[n]);
		seq_printf(m, "CPU%u_SIM_IRQ_ASSERTED 0x0 0x%x\n", cpu, s.level);
		seq_printf(m, "CPU%u_SIM_IRQ_RAISED 0x0 0x%llx\n", cpu, s.raised);
		reserved += s.reserved;
	}
	seq_printf(m, "SIM_RESERVED_BIT_WRITES 0x0 0x%llx\n", reserved);
}

int sim_xscale_init(void)
{
	unsigned int cpu;

	xs_cpus = kcalloc(nr_cpu_ids, sizeof(*xs_cpus), GFP_KERNEL);
	if (!xs_cpus)
		return -ENOMEM;
	/* reset: E and the interrupt enables 0; the rest unpredictable, 0 here */
	for_each_possible_cpu(cpu)
		raw_spin_lock_init(&xs_cpus[cpu].lock);
	xs_box.inject = xs_inject;
	xs_box.regs = xs_regs;
	sim_box_add(&xs_box);
	pr_info("simulating the XScale core PMU (CP14) on %u CPUs\n", num_possible_cpus());
	return 0;
}

void sim_xscale_exit(void)
{
	kfree(xs_cpus);
	xs_cpus = NULL;
}
