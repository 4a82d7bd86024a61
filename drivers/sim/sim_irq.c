// SPDX-License-Identifier: GPL-2.0
/* boxpmu simulator: simulated devices' irq_domain (simulator.rst, "The interrupt controller") */

#include <linux/module.h>
#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <linux/interrupt.h>
#include <linux/irq_work.h>
#include <linux/cpumask.h>
#include <linux/debugfs.h>

#include "sim.h"

#define SIM_IRQ_LINES	(1 + 64)	/* the IXP2800 PMU's, one per CPU's XScale PMU */

static struct fwnode_handle *sim_irq_fwnode;
static struct irq_domain *sim_irq_domain;
static struct sim_irq_line *sim_lines[SIM_IRQ_LINES];

/* The CPU a delivery goes to; preemption off (no CPU can go away). */
static int sim_irq_cpu(struct sim_irq_line *l)
{
	int cpu = READ_ONCE(l->route_cpu);

	if (cpu < 0 || cpu >= nr_cpu_ids || !cpu_online(cpu))
		cpu = READ_ONCE(l->target_cpu);
	if (cpu < 0 || cpu >= nr_cpu_ids || !cpu_online(cpu))
		cpu = smp_processor_id();
	return cpu;
}

/* Deliver if the device's output is asserted; not under its lock */
void sim_irq_update(struct sim_irq_line *l)
{
	int cpu;

	if (!l->virq || READ_ONCE(l->masked) || !l->level(l->data))
		return;
	preempt_disable();
	cpu = sim_irq_cpu(l);
	if (cpu == smp_processor_id())
		irq_work_queue(&l->work);		/* a self-interrupt */
	else
		smp_call_function_single_async(cpu, &l->csd);	/* -EBUSY: on its way */
	preempt_enable();
}

/* On the target CPU, in hard-IRQ context: what the CPU's IRQ input does. */
static void sim_irq_deliver(void *info)
{
	struct sim_irq_line *l = info;

	if (READ_ONCE(l->masked) || !l->level(l->data))
		return;
	atomic64_inc(&l->delivered);
	atomic64_inc(per_cpu_ptr(l->per_cpu, smp_processor_id()));
	generic_handle_irq(l->virq);
}

static void sim_irq_work(struct irq_work *w)
{
	sim_irq_deliver(container_of(w, struct sim_irq_line, work));
}

static void sim_irq_mask(struct irq_data *d)
{
	struct sim_irq_line *l = irq_data_get_irq_chip_data(d);

	WRITE_ONCE(l->masked, true);
}

static void sim_irq_unmask(struct irq_data *d)
{
	struct sim_irq_line *l = irq_data_get_irq_chip_data(d);

	WRITE_ONCE(l->masked, false);
	sim_irq_update(l);	/* still asserted: level-triggered, it fires again */
}

/* level-triggered as the IXP2000's sources; UNVERIFIED for the PMU's: as XScale's (HRM 3.8) */
static int sim_irq_set_type(struct irq_data *d, unsigned int type)
{
	return (type & IRQ_TYPE_SENSE_MASK) == IRQ_TYPE_LEVEL_HIGH ? 0 : -EINVAL;
}

#ifdef CONFIG_SMP
static int sim_irq_set_affinity(struct irq_data *d, const struct cpumask *mask, bool force)
{
	struct sim_irq_line *l = irq_data_get_irq_chip_data(d);
	unsigned int cpu = force ? cpumask_first(mask) : cpumask_first_and(mask, cpu_online_mask);

	if (cpu >= nr_cpu_ids)
		return -EINVAL;
	WRITE_ONCE(l->target_cpu, cpu);
	irq_data_update_effective_affinity(d, cpumask_of(cpu));
	return IRQ_SET_MASK_OK_DONE;
}
#endif

static struct irq_chip sim_irq_chip = {
	.name			= "boxpmu-sim",
	.irq_mask		= sim_irq_mask,
	.irq_unmask		= sim_irq_unmask,
	.irq_set_type		= sim_irq_set_type,
#ifdef CONFIG_SMP
	.irq_set_affinity	= sim_irq_set_affinity,
#endif
	.flags			= IRQCHIP_SKIP_SET_WAKE,
};

static int sim_irq_map(struct irq_domain *d, unsigned int virq, irq_hw_number_t hw)
{
	if (hw >= SIM_IRQ_LINES || !sim_lines[hw])
		return -EINVAL;
	irq_set_chip_data(virq, sim_lines[hw]);
	irq_set_chip_and_handler(virq, &sim_irq_chip, handle_level_irq);
	/* routing applies at once: there is no ack to apply a pending affinity change */
	irq_set_status_flags(virq, IRQ_LEVEL | IRQ_MOVE_PCNTXT);
	return 0;
}

static const struct irq_domain_ops sim_irq_ops = {
	.map	= sim_irq_map,
	.xlate	= irq_domain_xlate_onecell,
};

static int route_get(void *data, u64 *val)
{
	*val = (u64)(s64)READ_ONCE(((struct sim_irq_line *)data)->route_cpu);
	return 0;
}

static int route_set(void *data, u64 val)
{
	s64 cpu = (s64)val;

	if (cpu < -1 || cpu >= nr_cpu_ids)
		return -EINVAL;
	WRITE_ONCE(((struct sim_irq_line *)data)->route_cpu, (int)cpu);
	return 0;
}
DEFINE_DEBUGFS_ATTRIBUTE_SIGNED(route_fops, route_get, route_set, "%lld\n");

/* A line for @l's @level and @data, @l->virq its interrupt; @dir: for irq_cpu, or NULL */
int sim_irq_line_add(struct sim_irq_line *l, struct dentry *dir)
{
	unsigned int hw;

	for (hw = 0; hw < SIM_IRQ_LINES && sim_lines[hw]; hw++)
		;
	if (hw == SIM_IRQ_LINES)
		return -ENOSPC;
	l->per_cpu = alloc_percpu(atomic64_t);
	if (!l->per_cpu)
		return -ENOMEM;
	l->work = IRQ_WORK_INIT_HARD(sim_irq_work);
	INIT_CSD(&l->csd, sim_irq_deliver, l);
	l->masked = true;	/* until the flow's startup unmasks it */
	l->route_cpu = -1;
	l->target_cpu = cpumask_first(cpu_online_mask);
	atomic64_set(&l->delivered, 0);
	l->hw = hw;
	sim_lines[hw] = l;
	l->virq = irq_create_mapping(sim_irq_domain, hw);
	if (!l->virq) {
		sim_lines[hw] = NULL;
		free_percpu(l->per_cpu);
		return -ENOMEM;
	}
	if (dir)
		debugfs_create_file_unsafe("irq_cpu", 0644, dir, l, &route_fops);
	return 0;
}

/* the line's interrupt must have been freed */
void sim_irq_line_del(struct sim_irq_line *l)
{
	if (!l->virq)
		return;
	irq_dispose_mapping(l->virq);
	l->virq = 0;
	/* deliveries on their way have run after these */
	irq_work_sync(&l->work);
	kick_all_cpus_sync();
	sim_lines[l->hw] = NULL;
	free_percpu(l->per_cpu);
}

int sim_irq_init(void)
{
	sim_irq_fwnode = irq_domain_alloc_named_fwnode("boxpmu_sim");
	if (!sim_irq_fwnode)
		return -ENOMEM;
	sim_irq_domain = irq_domain_create_linear(sim_irq_fwnode, SIM_IRQ_LINES,
						  &sim_irq_ops, NULL);
	if (!sim_irq_domain) {
		irq_domain_free_fwnode(sim_irq_fwnode);
		return -ENOMEM;
	}
	return 0;
}

void sim_irq_exit(void)
{
	if (!sim_irq_domain)
		return;
	irq_domain_remove(sim_irq_domain);
	irq_domain_free_fwnode(sim_irq_fwnode);
}
