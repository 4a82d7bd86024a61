// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: a box every CPU has (XScale CP14) as one PMU in perf's hardware
 * context; perf calls each callback on the event's CPU, interrupts off.
 * Overflow: an IRQF_PERCPU line per CPU (a module cannot set up percpu_devid
 * IRQs), else a pinned poll timer per CPU.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/cpu.h>
#include <linux/cpuhotplug.h>
#include <linux/smp.h>
#include <linux/interrupt.h>
#include <linux/perf_event.h>
#include <asm/irq_regs.h>

#include <boxpmu/core.h>
#include "internal.h"

static inline struct boxpmu_cpu_pmu *to_cpu_pmu(struct pmu *pmu)
{
	return container_of(pmu, struct boxpmu_cpu_pmu, bp.pmu);
}

static int cpu_event_config(struct boxpmu_cpu_pmu *cp, struct perf_event *event, u64 *config)
{
	u64 c = event->attr.config;
	unsigned int i;

	switch (event->attr.type) {
	case PERF_TYPE_HARDWARE:
		/* the extended type bits (6.1+) name another PMU */
		if (c >= cp->num_hw_events || cp->hw_events[c] == BOXPMU_HW_NONE)
			return -ENOENT;
		*config = cp->hw_events[c];
		return 0;
	case PERF_TYPE_HW_CACHE:
		for (i = 0; i < cp->num_hw_cache_events; i++) {
			if (cp->hw_cache_events[i].cache == c) {
				*config = cp->hw_cache_events[i].config;
				return 0;
			}
		}
		return -ENOENT;
	default:
		if (event->attr.type != PERF_TYPE_RAW && event->attr.type != event->pmu->type)
			return -ENOENT;
		*config = c;
		return 0;
	}
}

/*
 * Up to 6.1 a task's perf context outlives its last event and keeps
 * ctx->pmu until the task exits, so the module is pinned for good. 6.2's
 * per-PMU task contexts go with their last event and dropped
 * PERF_PMU_CAP_HETEROGENEOUS_CPUS, which tells the two apart.
 */
static void cpu_pmu_pin(struct boxpmu_cpu_pmu *cp)
{
#ifdef PERF_PMU_CAP_HETEROGENEOUS_CPUS
	if (test_and_set_bit(0, &cp->pinned))
		return;
	__module_get(cp->bp.pmu.module);
	pr_info("%s: a task counts with %s: the module stays loaded from now on (its task contexts outlive their events)\n",
		cp->name, cp->bp.name);
#endif
}

static int cpu_event_init(struct perf_event *event)
{
	struct boxpmu_cpu_pmu *cp = to_cpu_pmu(event->pmu);
	struct boxpmu_box *box;
	u64 config;
	int ret;

	ret = cpu_event_config(cp, event, &config);
	if (ret)
		return ret;
	if (is_sampling_event(event) && !(cp->irq_mode && boxpmu_can_sample))
		return -EOPNOTSUPP;
	ret = boxpmu_event_config(cp->type, event, config);
	if (ret)
		return ret;
	if (event->cpu >= 0 && (event->cpu >= nr_cpu_ids || !cp->bp.boxes[event->cpu]))
		return -ENODEV;
	/* any box will do for the checks: every CPU's is the same */
	box = cp->bp.boxes[event->cpu >= 0 ? event->cpu : cpumask_first(cpu_possible_mask)];
	ret = boxpmu_event_check(&cp->bp, box, event);
	if (ret)
		return ret;
	if (event->attach_state & PERF_ATTACH_TASK)
		cpu_pmu_pin(cp);
	return 0;
}

/* perf answers -ENOENT for CPU cycles only if no PMU owns the counters. */
static int cpu_pmu_hw_context_free(struct boxpmu_cpu_pmu *cp)
{
	struct perf_event_attr attr = {
		.type		= PERF_TYPE_HARDWARE,
		.size		= sizeof(attr),
		.config		= PERF_COUNT_HW_CPU_CYCLES,
		.disabled	= 1,
	};
	struct perf_event *ev;
	int cpu;

	cpus_read_lock();
	cpu = cpumask_first(cpu_online_mask);
	ev = perf_event_create_kernel_counter(&attr, cpu, NULL, NULL, NULL);
	cpus_read_unlock();
	if (IS_ERR(ev) && PTR_ERR(ev) == -ENOENT)
		return 0;
	if (IS_ERR(ev)) {
		pr_err("%s: another PMU refuses CPU-cycles events (%ld): it owns the CPU's counters; not loading\n",
		       cp->name, PTR_ERR(ev));
	} else {
		pr_err("%s: PMU '%s' already counts this CPU's hardware events (the in-tree core PMU driver?); not sharing its counters with it\n",
		       cp->name, ev->pmu->name ? ev->pmu->name : "?");
		perf_event_release_kernel(ev);
	}
	return -EBUSY;
}

/* A line aimed elsewhere (affinity unset): IRQ_NONE, for the spurious-IRQ detector */
static irqreturn_t cpu_pmu_irq(int irq, void *dev_id)
{
	struct boxpmu_box *box = dev_id;

	if (box->pkg != smp_processor_id())
		return IRQ_NONE;
	return boxpmu_box_service(box, get_irq_regs()) ? IRQ_HANDLED : IRQ_NONE;
}

static int cpu_pmu_line(struct boxpmu_cpu_pmu *cp, unsigned int cpu)
{
	const struct boxpmu_backend *be = cp->uncore.backend;

	if (be)
		return be->cp14_irq ? be->cp14_irq(cpu) : 0;
	return num_possible_cpus() == 1 ? cp->irq : 0;
}

static void cpu_pmu_irqs_free(struct boxpmu_cpu_pmu *cp)
{
	unsigned int cpu;

	for_each_possible_cpu(cpu) {
		struct boxpmu_box *box = cp->bp.boxes[cpu];

		if (box && box->irq) {
			free_irq(box->irq, box);
			box->irq = 0;
		}
	}
}

/* All or none: whether an event can sample must not depend on its CPU. */
static void cpu_pmu_irqs_request(struct boxpmu_cpu_pmu *cp)
{
	unsigned int cpu;
	int irq, ret;

	if (cp->no_irq) {
		pr_info("%s: overflow interrupt not used (asked to poll)\n", cp->name);
		return;
	}
	for_each_possible_cpu(cpu) {
		struct boxpmu_box *box = cp->bp.boxes[cpu];

		irq = cpu_pmu_line(cp, cpu);
		if (irq <= 0) {
			pr_info("%s: no overflow interrupt for CPU %u: polling\n", cp->name, cpu);
			goto fail;
		}
		ret = request_irq(irq, cpu_pmu_irq,
				  IRQF_PERCPU | IRQF_NOBALANCING | IRQF_NO_AUTOEN | IRQF_NO_THREAD,
				  cp->name, box);
		if (ret) {
			pr_warn("%s: cannot request IRQ %d for CPU %u (%d): polling\n",
				cp->name, irq, cpu, ret);
			goto fail;
		}
		box->irq = irq;
	}
	cp->irq_mode = true;
	return;
fail:
	cpu_pmu_irqs_free(cp);
}

/* CPU hotplug, on @cpu: its line is aimed at it and enabled while it is up. */
static int cpu_pmu_online(unsigned int cpu, struct hlist_node *node)
{
	struct boxpmu_cpu_pmu *cp = hlist_entry_safe(node, struct boxpmu_cpu_pmu, node);
	struct boxpmu_box *box = cp->bp.boxes[cpu];
	int ret;

	if (!box || !box->irq)
		return 0;
	ret = irq_set_affinity(box->irq, cpumask_of(cpu));
	if (ret)
		pr_warn("%s: cannot aim IRQ %d at CPU %u (%d)\n", cp->name, box->irq, cpu, ret);
	enable_irq(box->irq);
	return 0;
}

static int cpu_pmu_offline(unsigned int cpu, struct hlist_node *node)
{
	struct boxpmu_cpu_pmu *cp = hlist_entry_safe(node, struct boxpmu_cpu_pmu, node);
	struct boxpmu_box *box = cp->bp.boxes[cpu];

	if (box && box->irq)
		disable_irq(box->irq);
	return 0;
}

static int cpu_pmu_hotplug_add(struct boxpmu_cpu_pmu *cp)
{
	int ret;

	if (!cp->irq_mode)
		return 0;
	ret = cpuhp_setup_state_multi(CPUHP_AP_ONLINE_DYN, "perf/boxpmu/core:online",
				      cpu_pmu_online, cpu_pmu_offline);
	if (ret < 0)
		return ret;
	cp->hp_state = ret;
	ret = cpuhp_state_add_instance(cp->hp_state, &cp->node);
	if (ret) {
		cpuhp_remove_multi_state(cp->hp_state);
		cp->hp_state = -1;
	}
	return ret;
}

static void cpu_pmu_hotplug_remove(struct boxpmu_cpu_pmu *cp)
{
	if (cp->hp_state < 0)
		return;
	cpuhp_state_remove_instance(cp->hp_state, &cp->node);
	cpuhp_remove_multi_state(cp->hp_state);
	cp->hp_state = -1;
}

static void cpu_pmu_quiesce(void *info)
{
	struct boxpmu_cpu_pmu *cp = info;
	struct boxpmu_box *box = cp->bp.boxes[smp_processor_id()];

	if (box && box->initialised) {
		boxpmu_box_disable(box);
		box->initialised = false;
	}
}

static void cpu_pmu_release(struct boxpmu_cpu_pmu *cp)
{
	unsigned int cpu;

	cpu_pmu_hotplug_remove(cp);
	if (cp->bp.boxes) {
		cpus_read_lock();
		on_each_cpu(cpu_pmu_quiesce, cp, 1);
		cpus_read_unlock();
		cpu_pmu_irqs_free(cp);
		for (cpu = 0; cpu < nr_cpu_ids; cpu++)
			kfree(cp->bp.boxes[cpu]);
	}
	cp->irq_mode = false;
	boxpmu_type_sysfs_exit(cp->type);
	kfree(cp->bp.boxes);
	cp->bp.boxes = NULL;
	boxpmu_backend_put(cp->uncore.backend);
	cp->uncore.backend = NULL;
}

/*
 * Up to 6.1 perf_pmu_register() demotes a second perf_hw_context PMU per
 * boot (a module reload) to perf_invalid_context without this capability.
 */
#ifdef PERF_PMU_CAP_HETEROGENEOUS_CPUS
#define CPU_PMU_CAP_REREGISTER	PERF_PMU_CAP_HETEROGENEOUS_CPUS
#else
#define CPU_PMU_CAP_REREGISTER	0
#endif

/**
 * boxpmu_cpu_pmu_register() - register a core PMU
 * @cp: its description, valid until boxpmu_cpu_pmu_unregister()
 *
 * Return: 0; -EBUSY if another PMU owns the CPU's hardware events; -ENODEV
 * without an XScale core or a backend; -EINVAL, -ENOMEM or perf's error.
 */
int boxpmu_cpu_pmu_register(struct boxpmu_cpu_pmu *cp)
{
	struct boxpmu_type *t = cp->type;
	struct boxpmu_uncore *u = &cp->uncore;
	struct boxpmu_pmu *bp = &cp->bp;
	const bool hw = IS_ENABLED(CONFIG_ARM) && IS_ENABLED(CONFIG_CPU_XSCALE);
	unsigned int cpu;
	int ret;

	if (t->access != BOXPMU_ACCESS_CP14)
		return -EINVAL;
	ret = boxpmu_type_check(cp->name, t);
	if (ret)
		return ret;
	ret = cpu_pmu_hw_context_free(cp);
	if (ret)
		return ret;

	memset(u, 0, sizeof(*u));
	u->name = cp->name;
	u->owner = cp->owner;
	u->poll_ms = cp->poll_ms;
	u->backend = boxpmu_backend_get();
	mutex_init(&u->lock);
	if (!u->backend && !hw) {
		pr_info("%s: no XScale core and no simulator\n", cp->name);
		return -ENODEV;
	}
	if (u->backend && (!u->backend->cp14_read || !u->backend->cp14_write)) {
		pr_info("%s: backend %s does not model CP14%s\n", cp->name, u->backend->name,
			hw ? ": the CPU's own registers" : "");
		boxpmu_backend_put(u->backend);
		u->backend = NULL;
		if (!hw)
			return -ENODEV;
	}

	memset(bp, 0, sizeof(*bp));
	bp->uncore = u;
	bp->type = t;
	bp->per_cpu = true;
	INIT_LIST_HEAD(&bp->retired);
	strscpy(bp->name, cp->name, sizeof(bp->name));
	cp->irq_mode = false;
	cp->hp_state = -1;
	ret = -ENOMEM;
	bp->boxes = kcalloc(nr_cpu_ids, sizeof(*bp->boxes), GFP_KERNEL);
	if (!bp->boxes)
		goto err;
	for_each_possible_cpu(cpu) {
		bp->boxes[cpu] = boxpmu_box_alloc(bp, cpu);
		if (!bp->boxes[cpu])
			goto err;
	}
	cpu_pmu_irqs_request(cp);
	/* polled, or with events that count down: the poll must see every wrap */
	if (!cp->irq_mode || t->decrement_mask) {
		ret = boxpmu_type_check_poll_ms(cp->name, "", t, cp->poll_ms);
		if (ret)
			goto err;
	}
	ret = cpu_pmu_hotplug_add(cp) ?: boxpmu_type_sysfs_init(t, false);
	if (ret)
		goto err;

	boxpmu_pmu_setup(bp, cp->owner, perf_hw_context, cpu_event_init,
			 CPU_PMU_CAP_REREGISTER |
			 (cp->irq_mode && boxpmu_can_sample ? 0 : PERF_PMU_CAP_NO_INTERRUPT));
	ret = perf_pmu_register(&bp->pmu, bp->name, -1);
	if (ret) {
		pr_err("%s: cannot register PMU %s: %d\n", cp->name, bp->name, ret);
		goto err;
	}
	bp->registered = true;
	if (cp->irq_mode)
		pr_info("%s: core PMU %s registered (%u counters + %s, overflow interrupt per CPU, sampling %s)\n",
			cp->name, bp->name, t->num_counters,
			t->fixed_width ? "a clock counter" : "none",
			boxpmu_can_sample ? "on" : "off: this build cannot deliver samples");
	else
		pr_info("%s: core PMU %s registered (%u counters + %s, polled every %llu ms, no sampling)\n",
			cp->name, bp->name, t->num_counters,
			t->fixed_width ? "a clock counter" : "none",
			div_u64(boxpmu_box_poll_ns(bp->boxes[cpumask_first(cpu_possible_mask)]),
				NSEC_PER_MSEC));
	return 0;

err:
	cpu_pmu_release(cp);
	return ret;
}
EXPORT_SYMBOL_GPL(boxpmu_cpu_pmu_register);

/**
 * boxpmu_cpu_pmu_unregister() - remove a core PMU, every CPU's counters stopped
 * @cp: the PMU, which has no event left (each pins the driver module)
 */
void boxpmu_cpu_pmu_unregister(struct boxpmu_cpu_pmu *cp)
{
	if (!cp->bp.registered)
		return;
	perf_pmu_unregister(&cp->bp.pmu);
	cp->bp.registered = false;
	cpu_pmu_release(cp);
}
EXPORT_SYMBOL_GPL(boxpmu_cpu_pmu_unregister);
