// SPDX-License-Identifier: GPL-2.0
/* boxpmu core: box overflow lines (not shared); box state is the collector's */
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

/* Hard-IRQ context, on the CPU the box was handed to. */
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

/* Preemption off. -EBUSY from the async IPI: one is already queued. */
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

int boxpmu_irq_request(struct boxpmu_box *box, int irq)
{
	int ret;

	atomic_set(&box->irq_off, 0);
	/* first: the handler may run at once; a hand-off enables box->irq */
	WRITE_ONCE(box->irq, irq);
	ret = request_irq(irq, boxpmu_irq_handler, IRQF_NOBALANCING | IRQF_NO_THREAD,
			  box->pmu->name, box);
	if (ret)
		WRITE_ONCE(box->irq, 0);
	return ret;
}

/* Hotplug lock held. Failing costs a detour; UP: irq_set_affinity() fails. */
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

/* Hotplug: lines aimed at @cpu before events move there; as @collector, pending hand-offs end */
void boxpmu_irq_retarget(struct boxpmu_uncore *u, int pkg, int cpu, bool collector)
{
	unsigned int i;

	for (i = 0; i < u->num_pmus; i++) {
		struct boxpmu_box *box = u->pmus[i].boxes[pkg];

		if (!box || !READ_ONCE(box->irq))
			continue;
		boxpmu_irq_aim(box, cpu);
		if (collector && atomic_read(&box->irq_off)) {
			preempt_disable();
			boxpmu_irq_kick(box, cpu);
			preempt_enable();
		}
	}
}

/* With the CPU hotplug read lock held; returns the line to free. */
int boxpmu_irq_quiesce(struct boxpmu_box *box)
{
	int irq = box->irq;

	if (irq) {
		disable_irq(irq);
		WRITE_ONCE(box->irq, 0);
	}
	return irq;
}

/*
 * Without the hotplug lock: free_irq() may sleep. No hand-off is queued after boxpmu_irq_quiesce();
 * one on the collector is an irq_work, synced here. An IPI queued before boxpmu_box_cut_off()'s
 * call ran in its batch, so the kick below is answered after it; a later one finds box->irq 0.
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

/* By its own line or the PMI; a box that cannot is polled (boxpmu_event_add()) */
bool boxpmu_box_can_interrupt(const struct boxpmu_box *box)
{
	struct boxpmu_uncore *u = box->pmu->uncore;

	if (READ_ONCE(box->irq))
		return true;
	return u->pmi && READ_ONCE(u->pkgs[box->pkg].pmi) && boxpmu_type_nmi_safe(box->type);
}
