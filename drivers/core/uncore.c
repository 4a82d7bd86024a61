// SPDX-License-Identifier: GPL-2.0
/* boxpmu core: a driver's PMUs, each package's collector across CPU hotplug */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/cpu.h>
#include <linux/cpuhotplug.h>
#include <linux/namei.h>
#include <linux/topology.h>
#include <linux/perf_event.h>
#include <asm/irq_regs.h>

#include <boxpmu/core.h>
#include "internal.h"

static enum cpuhp_state hp_state;

/*
 * @cpu must be in @pkg (the routing register is per package). The target
 * is published before the hardware is re-routed, so the NMI handler claims
 * a PMI there at once; old_pmi_cpu stays valid until the move is complete.
 */
static void route_pmi(struct boxpmu_uncore *u, int pkg, int cpu)
{
	struct boxpmu_package *p = &u->pkgs[pkg];
	bool pmi = false;

	WRITE_ONCE(p->old_pmi_cpu, p->pmi_cpu);
	if (u->pmi && u->global && u->global->set_pmi_target) {
		smp_call_function_single(cpu, boxpmu_lvtpc_arm, NULL, 1);
		WRITE_ONCE(p->pmi_cpu, cpu);
		pmi = u->global->set_pmi_target(u, pkg, cpu);
	}
	if (!pmi)
		WRITE_ONCE(p->pmi_cpu, -1);
	WRITE_ONCE(p->pmi, pmi);
	if (u->pmi && !pmi)
		pr_info("%s: package %d: the PMI cannot reach CPU %d; polling instead\n",
			u->name, pkg, cpu);
}

static void service_pending(void *info)
{
	struct boxpmu_uncore *u = info;

	boxpmu_service(u, boxpmu_cpu_package(smp_processor_id()), get_irq_regs());
}

/* An overflow left pending while the package had no collector is serviced at once. */
static void collector_set(struct boxpmu_uncore *u, int pkg, unsigned int cpu)
{
	cpumask_set_cpu(cpu, &u->cpumask);
	WRITE_ONCE(u->pkgs[pkg].collector, cpu);
	boxpmu_irq_retarget(u, pkg, cpu, true);
	if (u->pmi && u->global && boxpmu_pkg_ready(u, pkg))
		smp_call_function_single(cpu, service_pending, u, 1);
	WRITE_ONCE(u->pkgs[pkg].old_pmi_cpu, -1);
}

/*
 * A package's first online CPU becomes its collector. Without a global
 * exit the package was left frozen with its overflow pending.
 */
static int boxpmu_cpu_online(unsigned int cpu, struct hlist_node *node)
{
	struct boxpmu_uncore *u = hlist_entry_safe(node, struct boxpmu_uncore, node);
	int pkg = boxpmu_cpu_package(cpu);

	if (u->pkgs[pkg].collector >= 0)
		return 0;
	route_pmi(u, pkg, cpu);
	collector_set(u, pkg, cpu);
	return 0;
}

/*
 * Outside x86 the supported chips have one package: every CPU. Not
 * topology_core_cpumask(): a cluster's last CPU would leave no collector.
 */
static const struct cpumask *boxpmu_package_cpus(unsigned int cpu)
{
#ifdef CONFIG_X86
	return topology_core_cpumask(cpu);
#else
	return cpu_possible_mask;
#endif
}

static unsigned int boxpmu_package_other(unsigned int cpu)
{
	unsigned int t;

	for_each_cpu_and(t, boxpmu_package_cpus(cpu), cpu_online_mask)
		if (t != cpu)
			return t;
	return nr_cpu_ids;
}

/*
 * While the events move no CPU services the PMI: an overflow then stays
 * pending, package frozen, until the new collector services it at the end.
 */
static int boxpmu_cpu_offline(unsigned int cpu, struct hlist_node *node)
{
	struct boxpmu_uncore *u = hlist_entry_safe(node, struct boxpmu_uncore, node);
	int pkg = boxpmu_cpu_package(cpu);
	struct boxpmu_package *p = &u->pkgs[pkg];
	unsigned int target, i;

	if (p->collector != cpu)
		return 0;
	WRITE_ONCE(p->collector, -1);
	cpumask_clear_cpu(cpu, &u->cpumask);
	target = boxpmu_package_other(cpu);
	if (target >= nr_cpu_ids) {
		WRITE_ONCE(p->pmi, false);
		WRITE_ONCE(p->pmi_cpu, -1);
		/* last CPU of the package: exit now, on it; the driver may unload first */
		if (u->global && u->global->exit && boxpmu_pkg_ready(u, pkg)) {
			WRITE_ONCE(p->ready, false);
			u->global->exit(u, pkg);
		}
		return 0;
	}
	/* before the events move: their boxes decide PMI or polling on add */
	route_pmi(u, pkg, target);
	boxpmu_irq_retarget(u, pkg, target, false);
	for (i = 0; i < u->num_pmus; i++)
		if (u->pmus[i].registered)
			perf_pmu_migrate_context(&u->pmus[i].pmu, cpu, target);
	collector_set(u, pkg, target);
	return 0;
}

int boxpmu_hotplug_init(void)
{
	int ret;

	/* a dynamic state of our own: intel_uncore may hold CPUHP_AP_PERF_X86_UNCORE_ONLINE */
	ret = cpuhp_setup_state_multi(CPUHP_AP_ONLINE_DYN, "perf/boxpmu:online",
				      boxpmu_cpu_online, boxpmu_cpu_offline);
	if (ret < 0)
		return ret;
	hp_state = ret;
	return 0;
}

void boxpmu_hotplug_exit(void)
{
	cpuhp_remove_multi_state(hp_state);
}

struct boxpmu_box *boxpmu_box_alloc(struct boxpmu_pmu *bp, int pkg)
{
	const struct boxpmu_type *t = bp->type;
	struct boxpmu_box *box;

	box = kzalloc(ALIGN(sizeof(*box), sizeof(u64)) + t->box_priv_size, GFP_KERNEL);
	if (!box)
		return NULL;
	if (t->box_priv_size)
		box->priv = (u8 *)box + ALIGN(sizeof(*box), sizeof(u64));
	box->type = t;
	box->pmu = bp;
	box->idx = bp->idx;
	box->pkg = pkg;
	box->base = t->box_base + (t->box_offs ? t->box_offs[bp->idx] : bp->idx * t->box_stride);
	atomic_set(&box->users, 0);
	INIT_LIST_HEAD(&box->retired);
	hrtimer_init(&box->timer, CLOCK_MONOTONIC, HRTIMER_MODE_REL_HARD);
	box->timer.function = boxpmu_poll;
	boxpmu_irq_init_box(box);
	return box;
}

static void boxpmu_pmus_free(struct boxpmu_uncore *u)
{
	struct boxpmu_box *box, *tmp;
	unsigned int i;
	int pkg;

	for (i = 0; u->pmus && i < u->num_pmus; i++) {
		struct boxpmu_pmu *bp = &u->pmus[i];

		WARN_ON(bp->registered);
		for (pkg = 0; bp->boxes && pkg < boxpmu_max_packages(); pkg++)
			kfree(bp->boxes[pkg]);
		kfree(bp->boxes);
		list_for_each_entry_safe(box, tmp, &bp->retired, retired)
			kfree(box);
	}
	kfree(u->pmus);
	u->pmus = NULL;
	u->num_pmus = 0;
}

static int boxpmu_pmus_alloc(struct boxpmu_uncore *u)
{
	struct boxpmu_type * const *tp;
	unsigned int n = 0, i;
	int pkg;

	for (tp = u->types; *tp; tp++)
		n += (*tp)->num_boxes;
	u->pmus = kcalloc(n, sizeof(*u->pmus), GFP_KERNEL);
	if (!u->pmus)
		return -ENOMEM;
	u->num_pmus = 0;	/* the PMUs set up, for boxpmu_pmus_free() on failure */
	for (tp = u->types; *tp; tp++) {
		for (i = 0; i < (*tp)->num_boxes; i++) {
			struct boxpmu_pmu *bp = &u->pmus[u->num_pmus++];

			INIT_LIST_HEAD(&bp->retired);
			bp->uncore = u;
			bp->type = *tp;
			bp->idx = i;
			if ((*tp)->num_boxes == 1)
				snprintf(bp->name, sizeof(bp->name), "uncore_%s", (*tp)->name);
			else
				snprintf(bp->name, sizeof(bp->name), "uncore_%s_%u",
					 (*tp)->name, i);
			bp->boxes = kcalloc(boxpmu_max_packages(), sizeof(*bp->boxes),
					    GFP_KERNEL);
			if (!bp->boxes)
				return -ENOMEM;
			/* attached when the device probes */
			if ((*tp)->access == BOXPMU_ACCESS_PCI ||
			    (*tp)->access == BOXPMU_ACCESS_MMIO)
				continue;
			for (pkg = 0; pkg < boxpmu_max_packages(); pkg++) {
				bp->boxes[pkg] = boxpmu_box_alloc(bp, pkg);
				if (!bp->boxes[pkg])
					return -ENOMEM;
			}
		}
	}
	return 0;
}

static void boxpmu_log_poll(struct boxpmu_uncore *u, const struct boxpmu_type *t)
{
	unsigned int width = boxpmu_type_poll_width(t);
	u64 wrap_s = div64_u64(boxpmu_width_mask(width),
			       (u64)max(t->max_inc, 1U) * max(t->clock_mhz, 1U) * 1000000);
	u64 poll_ms = div64_u64(boxpmu_type_poll_ns(t), NSEC_PER_MSEC);
	const char *where = u->pmi && boxpmu_type_nmi_safe(t) ?
			    "; used only where the PMI cannot reach" :
			    u->irq ? "; used only for boxes without an overflow interrupt" : "";
	const char *sign = t->decrement_mask ? " (one bit less: they also count down)" : "";

	if (u->poll_ms)
		pr_info("uncore_%s: poll interval %u ms (poll_ms parameter)%s\n", t->name,
			u->poll_ms, where);
	else
		pr_info("uncore_%s: poll interval %llu ms: %u-bit headroom%s, at most %u/cycle at %u MHz wrap in %llu s at the earliest; polled at half that, capped at 1 h%s\n",
			t->name, poll_ms, width, sign, t->max_inc, t->clock_mhz, wrap_s, where);
}

/* A poll_ms beyond the derived interval could miss a double wrap. */
int boxpmu_type_check_poll_ms(const char *drv, const char *prefix, const struct boxpmu_type *t,
			      unsigned int poll_ms)
{
	u64 max_ms = div64_u64(boxpmu_type_poll_ns(t), NSEC_PER_MSEC);

	if (!poll_ms || poll_ms <= max_ms)
		return 0;
	pr_err("%s: poll_ms=%u is too long for %s%s: its counters can wrap in %llu ms; at most %llu ms keeps every wrap seen\n",
	       drv, poll_ms, prefix, t->name, 2 * max_ms, max_ms);
	return -EINVAL;
}

int boxpmu_type_check(const char *drv, const struct boxpmu_type *t)
{
	unsigned int i, s, p;

	if (!t->num_boxes || !t->num_counters || t->num_counters > BOXPMU_MAX_COUNTERS ||
	    !t->width || t->width > 64 || t->fixed_width > 64)
		goto bad;
	if (t->num_shared > BOXPMU_MAX_SHARED || (t->num_shared && !t->shared))
		goto bad;
	for (i = 0; i < t->num_shared; i++) {
		const struct boxpmu_shared_desc *d = &t->shared[i];

		if (!d->parts || !d->nslots || d->nslots > BOXPMU_SHARED_SLOTS ||
		    !d->nparts || d->nparts > BOXPMU_SHARED_PARTS || (d->box_step && !d->absolute))
			goto bad;
		for (s = 0; s < d->nslots; s++) {
			for (p = 0; p < d->nparts; p++) {
				const struct boxpmu_shared_part *pt = &d->parts[s * d->nparts + p];

				/* every slot takes the same values: same widths */
				if (!pt->width || pt->width + pt->shift > 64 ||
				    pt->width != d->parts[p].width)
					goto bad;
			}
		}
	}
	return 0;
bad:
	pr_err("%s: box type %s: invalid description\n", drv, t->name);
	return -EINVAL;
}

static void boxpmu_global_exit_one(void *info)
{
	struct boxpmu_uncore *u = info;
	int pkg = boxpmu_cpu_package(smp_processor_id());

	u->global->exit(u, pkg);
}

static void boxpmu_global_exit(struct boxpmu_uncore *u)
{
	int pkg;

	if (!u->global || !u->global->exit)
		return;
	cpus_read_lock();
	for (pkg = 0; pkg < boxpmu_max_packages(); pkg++) {
		int cpu = u->pkgs[pkg].collector;

		if (cpu >= 0 && cpu_online(cpu) && boxpmu_pkg_ready(u, pkg))
			smp_call_function_single(cpu, boxpmu_global_exit_one, u, 1);
	}
	cpus_read_unlock();
}

enum boxpmu_setup {
	BOXPMU_SETUP_NONE,
	BOXPMU_SETUP_SYSFS,	/* attribute groups built */
	BOXPMU_SETUP_NMI,	/* NMI handler sees the driver */
	BOXPMU_SETUP_HOTPLUG,	/* collectors chosen */
	BOXPMU_SETUP_PMUS,	/* some or all PMUs registered */
};

/*
 * In reverse order: PMUs leave perf, then hotplug and the NMI handler stop
 * touching the boxes, before anything they point to is freed.
 */
static void boxpmu_uncore_teardown(struct boxpmu_uncore *u, enum boxpmu_setup stage)
{
	struct boxpmu_type * const *tp;
	unsigned int i;

	if (stage >= BOXPMU_SETUP_PMUS) {
		for (i = 0; i < u->num_pmus; i++) {
			if (u->pmus[i].registered)
				perf_pmu_unregister(&u->pmus[i].pmu);
			u->pmus[i].registered = false;
		}
	}
	if (stage >= BOXPMU_SETUP_HOTPLUG)
		cpuhp_state_remove_instance_nocalls(hp_state, &u->node);
	if (stage >= BOXPMU_SETUP_NMI && u->pmi)
		boxpmu_nmi_del(u);
	if (stage >= BOXPMU_SETUP_HOTPLUG)
		boxpmu_global_exit(u);
	if (stage >= BOXPMU_SETUP_SYSFS)
		for (tp = u->types; *tp; tp++)
			boxpmu_type_sysfs_exit(*tp);
	boxpmu_pmus_free(u);
	kfree(u->pkgs);
	u->pkgs = NULL;
	boxpmu_backend_put(u->backend);
	u->backend = NULL;
}

static int boxpmu_name_busy(const struct boxpmu_uncore *u, const char *name)
{
	pr_err("%s: PMU %s is already registered by another driver (the in-tree intel_uncore?): not loading. Unload it first (modprobe -r intel_uncore); boxpmu's modprobe.d file (make install) loads boxpmu before or instead of intel_uncore\n",
	       u->name, name);
	return -EBUSY;
}

/* Asked first: a duplicate perf_pmu_register() dumps a stack in sysfs. */
static bool boxpmu_name_taken(const char *name)
{
	char buf[96];
	struct path path;

	snprintf(buf, sizeof(buf), "/sys/bus/event_source/devices/%s", name);
	if (kern_path(buf, LOOKUP_FOLLOW, &path))
		return false;
	path_put(&path);
	return true;
}

static int boxpmu_pmu_register(struct boxpmu_uncore *u, struct boxpmu_pmu *bp)
{
	int ret;

	boxpmu_pmu_setup(bp, u->owner, perf_invalid_context, NULL,
			 u->pmi || u->irq ? 0 : PERF_PMU_CAP_NO_INTERRUPT);
	ret = boxpmu_backend_fault(u, BOXPMU_FAULT_PMU_REGISTER);
	if (!ret)
		ret = perf_pmu_register(&bp->pmu, bp->name, -1);
	if (ret == -EEXIST)	/* registered by another driver since the check */
		return boxpmu_name_busy(u, bp->name);
	if (ret) {
		pr_err("%s: cannot register %s: %d\n", u->name, bp->name, ret);
		return ret;
	}
	bp->registered = true;
	return 0;
}

/* The NMI handler needs pmi_status and pmi_ack to claim and unfreeze. */
static int boxpmu_check_pmi_ops(const struct boxpmu_uncore *u)
{
	const struct boxpmu_global_ops *g = u->global;
	bool status, ack;

	if (!u->pmi)
		return 0;
	status = g && g->pmi_status && !boxpmu_backend_fault(u, BOXPMU_FAULT_NO_PMI_STATUS);
	ack = g && g->pmi_ack;
	if (status && ack)
		return 0;
	pr_err("%s: PMI mode needs global_ops with pmi_status and pmi_ack; %s missing: refused\n",
	       u->name, !status && !ack ? "both" : !status ? "pmi_status" : "pmi_ack");
	return -EINVAL;
}

/*
 * Binds @u to the backend, if any (its module pinned until unregistered), before
 * @u->probe; -EBUSY if another driver (intel_uncore) has one of the names.
 */
/**
 * boxpmu_uncore_register() - register the PMUs of a driver
 * @u: the driver's description
 *
 * Binds @u to the backend, if one is installed (its module stays pinned until
 * unregistered), before @u->probe. -EBUSY (with a message) if another driver,
 * normally intel_uncore, has one of the names; on failure nothing stays.
 */
int boxpmu_uncore_register(struct boxpmu_uncore *u)
{
	enum boxpmu_setup stage = BOXPMU_SETUP_NONE;
	struct boxpmu_type * const *tp;
	unsigned int i;
	int ret, pkg;

	mutex_init(&u->lock);
	u->backend = boxpmu_backend_get();
	if (u->probe) {
		ret = u->probe(u);
		if (ret)
			goto err;
	}
	for (tp = u->types; *tp; tp++) {
		ret = boxpmu_type_check(u->name, *tp) ?:
		      boxpmu_type_check_poll_ms(u->name, "uncore_", *tp, u->poll_ms);
		if (ret)
			goto err;
	}
	ret = boxpmu_check_pmi_ops(u);
	if (ret)
		goto err;
	u->pkgs = kcalloc(boxpmu_max_packages(), sizeof(*u->pkgs), GFP_KERNEL);
	ret = -ENOMEM;
	if (!u->pkgs)
		goto err;
	for (pkg = 0; pkg < boxpmu_max_packages(); pkg++) {
		u->pkgs[pkg].collector = -1;
		u->pkgs[pkg].pmi_cpu = -1;
		u->pkgs[pkg].old_pmi_cpu = -1;
	}
	cpumask_clear(&u->cpumask);
	ret = boxpmu_pmus_alloc(u);
	if (ret)
		goto err;
	for (i = 0; i < u->num_pmus; i++) {
		if (boxpmu_name_taken(u->pmus[i].name)) {
			ret = boxpmu_name_busy(u, u->pmus[i].name);
			goto err;
		}
	}

	stage = BOXPMU_SETUP_SYSFS;
	for (tp = u->types; *tp; tp++) {
		ret = boxpmu_type_sysfs_init(*tp, true);
		if (ret)
			goto err;
	}
	if (u->pmi) {
		ret = boxpmu_nmi_add(u);
		if (ret)
			goto err;
	}
	stage = BOXPMU_SETUP_NMI;
	ret = cpuhp_state_add_instance(hp_state, &u->node);
	if (ret)
		goto err;
	stage = BOXPMU_SETUP_PMUS;
	for (i = 0; i < u->num_pmus; i++) {
		ret = boxpmu_pmu_register(u, &u->pmus[i]);
		if (ret)
			goto err;
	}
	pr_info("%s: %u PMUs registered, overflow by %s\n", u->name, u->num_pmus,
		u->pmi ? "PMI" : u->irq ? "box interrupts where present, else polling" :
		"polling");
	for (tp = u->types; *tp; tp++)
		boxpmu_log_poll(u, *tp);
	return 0;

err:
	boxpmu_uncore_teardown(u, stage);
	return ret;
}
EXPORT_SYMBOL_GPL(boxpmu_uncore_register);

/**
 * boxpmu_uncore_unregister() - undo boxpmu_uncore_register()
 * @u: the driver, from module exit: no event left (each pins the module)
 */
void boxpmu_uncore_unregister(struct boxpmu_uncore *u)
{
	boxpmu_uncore_teardown(u, BOXPMU_SETUP_PMUS);
}
EXPORT_SYMBOL_GPL(boxpmu_uncore_unregister);
