// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: overflow by a box's own interrupt line.
 *
 * Some boxes signal overflow on an ordinary interrupt line of their
 * device rather than through a package-wide PMI: a chip PMU behind an
 * interrupt controller, a core PMU's overflow interrupt. The core requests
 * that line when the box attaches (platform.c) and services the box in
 * hard-IRQ context with the same per-box code as the PMI path
 * (boxpmu_box_service()): read the status, update every active event,
 * give overflowed counters a new period, clear the status.
 *
 * All state of a box's events belongs to the package's collecting CPU,
 * where perf adds, reads and removes them with interrupts off. So the
 * line is aimed at the collecting CPU (irq_set_affinity(), and again each
 * time the collector moves on CPU hotplug), and an interrupt that arrives
 * on another CPU all the same (an affinity change that the interrupt
 * controller has not applied yet, a collector in the middle of a move)
 * is not serviced there: the line is disabled and the box handed to the
 * collecting CPU by an IPI (an asynchronous smp call), which services it
 * there, also in hard-IRQ context, and enables the line again. A level-triggered line
 * that is still asserted then fires again where it now points. During a
 * move, when there is no collector, the hand-off waits for the new one.
 *
 * Lines shared with other devices and per-CPU interrupts are not
 * supported: request_irq() refuses a shared line, and a box whose line
 * cannot be requested is polled.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/irq_work.h>
#include <linux/cpumask.h>
#include <asm/irq_regs.h>

#include <boxpmu/core.h>
#include "internal.h"

static int box_collector(const struct boxpmu_box *box)
{
	return READ_ONCE(box->pmu->uncore->pkgs[box->pkg].collector);
}

/*
 * On the CPU the box was handed to, in hard-IRQ context: service the box
 * if this is its collecting CPU, then end the hand-off by enabling the
 * line again.
 */
static void boxpmu_irq_handoff(void *info)
{
	struct boxpmu_box *box = info;
	int irq;

	if (box_collector(box) == smp_processor_id())
		boxpmu_box_service(box, get_irq_regs());
	irq = READ_ONCE(box->irq);
	if (atomic_xchg(&box->irq_off, 0) && irq)
		enable_irq(irq);
}

static void boxpmu_irq_work(struct irq_work *work)
{
	boxpmu_irq_handoff(container_of(work, struct boxpmu_box, irq_work));
}

/*
 * Hand the box to @cpu: an IPI to another CPU, a self-interrupt on this
 * one. With preemption off. -EBUSY from the IPI means one is on its way.
 */
static void boxpmu_irq_kick(struct boxpmu_box *box, int cpu)
{
	if (cpu == smp_processor_id())
		irq_work_queue(&box->irq_work);
	else
		smp_call_function_single_async(cpu, &box->irq_csd);
}

static irqreturn_t boxpmu_irq_handler(int irq, void *dev_id)
{
	struct boxpmu_box *box = dev_id;
	int collector = box_collector(box);

	if (collector == smp_processor_id())
		return boxpmu_box_service(box, get_irq_regs()) ? IRQ_HANDLED : IRQ_NONE;
	/* not where the events are: hand the box to the collecting CPU */
	if (!atomic_xchg(&box->irq_off, 1))
		disable_irq_nosync(irq);
	if (collector >= 0)
		boxpmu_irq_kick(box, collector);
	return IRQ_HANDLED;
}

void boxpmu_irq_init_box(struct boxpmu_box *box)
{
	box->irq_work = IRQ_WORK_INIT_HARD(boxpmu_irq_work);
	INIT_CSD(&box->irq_csd, boxpmu_irq_handoff, box);
	atomic_set(&box->irq_off, 0);
}

/**
 * boxpmu_irq_request() - take a box's overflow interrupt line
 * @box: the box, not yet visible to perf, its registers reachable
 * @irq: Linux interrupt number
 *
 * The handler may run at once (a line left asserted): with no event on
 * the box it only clears the status it finds.
 *
 * Return: 0, or the error of request_irq(); the box then has no line.
 */
int boxpmu_irq_request(struct boxpmu_box *box, int irq)
{
	int ret;

	atomic_set(&box->irq_off, 0);
	/* before the handler can run: a hand-off enables box->irq again */
	WRITE_ONCE(box->irq, irq);
	ret = request_irq(irq, boxpmu_irq_handler, IRQF_NOBALANCING | IRQF_NO_THREAD,
			  box->pmu->name, box);
	if (ret)
		WRITE_ONCE(box->irq, 0);
	return ret;
}

/*
 * Aim a box's line at @cpu. With the CPU hotplug lock held (read or
 * write). A failure is not fatal: interrupts arriving elsewhere are
 * handed to the collecting CPU. A uniprocessor kernel (the IXP2800's
 * usual one) has nothing to aim: every interrupt comes to its one CPU,
 * and irq_set_affinity() there always fails, which would only print a
 * misleading warning.
 */
void boxpmu_irq_aim(struct boxpmu_box *box, int cpu)
{
	int irq = READ_ONCE(box->irq);
	int ret;

	if (!IS_ENABLED(CONFIG_SMP) || !irq || cpu < 0)
		return;
	ret = irq_set_affinity(irq, cpumask_of(cpu));
	if (ret)
		pr_warn_ratelimited("%s: cannot aim IRQ %d at CPU %d (%d): its interrupts take a detour through another CPU\n",
				    box->pmu->name, irq, cpu, ret);
}

/**
 * boxpmu_irq_set_target() - aim the lines of a package's boxes at a CPU
 * @u:   the driver
 * @pkg: logical package
 * @cpu: the package's next collecting CPU
 *
 * From CPU hotplug, before the events move to @cpu.
 */
void boxpmu_irq_set_target(struct boxpmu_uncore *u, int pkg, int cpu)
{
	unsigned int i;

	for (i = 0; i < u->num_pmus; i++) {
		struct boxpmu_box *box = u->pmus[i].boxes[pkg];

		if (box)
			boxpmu_irq_aim(box, cpu);
	}
}

/**
 * boxpmu_irq_follow() - the package has a (new) collecting CPU
 * @u:   the driver
 * @pkg: logical package
 *
 * From CPU hotplug, once the collector is set: aim every line at it and
 * finish the hand-offs that found no collector during the move.
 */
void boxpmu_irq_follow(struct boxpmu_uncore *u, int pkg)
{
	int cpu = READ_ONCE(u->pkgs[pkg].collector);
	unsigned int i;

	if (cpu < 0)
		return;
	for (i = 0; i < u->num_pmus; i++) {
		struct boxpmu_box *box = u->pmus[i].boxes[pkg];

		if (!box || !READ_ONCE(box->irq))
			continue;
		boxpmu_irq_aim(box, cpu);
		if (atomic_read(&box->irq_off)) {
			preempt_disable();
			boxpmu_irq_kick(box, cpu);
			preempt_enable();
		}
	}
}

/**
 * boxpmu_irq_quiesce() - first half of giving up a box's line
 * @box: the box; with the CPU hotplug lock held for reading
 *
 * Waits for a running handler, and takes the line from the box, so that
 * hotplug no longer aims it and the box no longer counts as interrupting.
 *
 * Return: the line to pass to boxpmu_irq_free(), 0 if the box had none.
 */
int boxpmu_irq_quiesce(struct boxpmu_box *box)
{
	int irq = box->irq;

	if (irq) {
		disable_irq(irq);
		WRITE_ONCE(box->irq, 0);
	}
	return irq;
}

/**
 * boxpmu_irq_free() - second half: wait for a hand-off, free the line
 * @box: the box, cut off its device (boxpmu_box_cut_off()) since
 *       boxpmu_irq_quiesce()
 * @irq: what boxpmu_irq_quiesce() returned
 *
 * Without the CPU hotplug lock (free_irq() may sleep for long).
 *
 * A hand-off queued before the line was disabled has ended when this
 * returns, and none is queued after: the handler queues it before
 * disable_irq() in boxpmu_irq_quiesce() returns, CPU hotplug (the other
 * source) before the hotplug read lock is taken there, and box->irq is 0
 * from then on. A hand-off that starts on the collecting CPU itself is an
 * irq_work, waited for here. One from another CPU is an asynchronous IPI,
 * and kick_all_cpus_sync() alone would not wait for it: a CPU runs the
 * synchronous calls of the batch it takes from its queue before the
 * asynchronous ones, so the kick could be answered first. But
 * boxpmu_box_cut_off() has since made a synchronous call to the
 * collecting CPU (where the hand-off went: the collector changes only in
 * CPU hotplug, and a CPU that goes offline runs its queue before), queued
 * after the hand-off: the batch that ran it held
 * the hand-off too, a CPU runs a batch to its end with interrupts off,
 * and so the kick, queued after that call returned, is answered only once
 * the hand-off has run. If the collecting CPU is this one, the call ran
 * here without the queue; the hand-off's IPI, sent before disable_irq()
 * returned, is taken as soon as it arrives, with interrupts on. Should a
 * hand-off come later all the same, it finds box->irq 0 (it enables no
 * line) and a box that reads no register, and the box memory lives until
 * the driver unregisters.
 */
void boxpmu_irq_free(struct boxpmu_box *box, int irq)
{
	if (!irq)
		return;
	irq_work_sync(&box->irq_work);
	kick_all_cpus_sync();
	free_irq(irq, box);
	atomic_set(&box->irq_off, 0);
}

/*
 * Can overflows of this box interrupt (so that it may sample)? Through its
 * own line, or through the package PMI where that reaches the collector
 * and the box's registers may be read from an NMI.
 */
bool boxpmu_box_can_interrupt(const struct boxpmu_box *box)
{
	struct boxpmu_uncore *u = box->pmu->uncore;

	if (READ_ONCE(box->irq))
		return true;
	return u->pmi && READ_ONCE(u->pkgs[box->pkg].pmi) && boxpmu_type_nmi_safe(box->type);
}
