// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: registration of a driver's PMUs, and the collecting CPU of
 * each package across CPU hotplug.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/cpu.h>
#include <linux/cpuhotplug.h>
#include <linux/topology.h>
#include <linux/bitmap.h>
#include <linux/perf_event.h>
#include <asm/irq_regs.h>

#include <boxpmu/core.h>
#include "internal.h"

/* ---- collecting CPU per package ------------------------------------------ */

static enum cpuhp_state hp_state;

/*
 * Route the package's PMI to @cpu; remember whether it can reach it (if
 * not, the package's boxes are polled).
 */
static void route_pmi(struct boxpmu_uncore *u, int pkg, int cpu)
{
	bool pmi = false;

	if (u->pmi && u->global && u->global->set_pmi_target)
		pmi = u->global->set_pmi_target(u, pkg, cpu);
	if (pmi)
		set_bit(pkg, u->pkg_pmi);
	else
		clear_bit(pkg, u->pkg_pmi);
	if (u->pmi && !pmi)
		pr_info("%s: package %d: the PMI cannot reach CPU %d; polling instead\n",
			u->name, pkg, cpu);
}

static void service_pending(void *info)
{
	struct boxpmu_uncore *u = info;

	boxpmu_service(u, boxpmu_cpu_package(smp_processor_id()), get_irq_regs());
}

static int boxpmu_cpu_online(unsigned int cpu, struct hlist_node *node)
{
	struct boxpmu_uncore *u = hlist_entry_safe(node, struct boxpmu_uncore, node);
	int pkg = boxpmu_cpu_package(cpu);

	if (u->per_package_cpu[pkg] >= 0)
		return 0;
	route_pmi(u, pkg, cpu);
	cpumask_set_cpu(cpu, &u->cpumask);
	WRITE_ONCE(u->per_package_cpu[pkg], cpu);
	return 0;
}

/*
 * The collecting CPU goes: hand its events to another CPU of the package.
 * While they move, no CPU services the package's PMI (the NMI handler
 * only acts on the collecting CPU); an overflow in that window stays
 * pending, frozen, and is serviced on the new CPU at the end.
 */
static int boxpmu_cpu_offline(unsigned int cpu, struct hlist_node *node)
{
	struct boxpmu_uncore *u = hlist_entry_safe(node, struct boxpmu_uncore, node);
	int pkg = boxpmu_cpu_package(cpu);
	unsigned int target, i;

	if (u->per_package_cpu[pkg] != cpu)
		return 0;
	WRITE_ONCE(u->per_package_cpu[pkg], -1);
	cpumask_clear_cpu(cpu, &u->cpumask);
	target = cpumask_any_but(topology_core_cpumask(cpu), cpu);
	if (target >= nr_cpu_ids) {
		clear_bit(pkg, u->pkg_pmi);
		return 0;
	}
	/* before the events move: their boxes decide PMI or polling on add */
	route_pmi(u, pkg, target);
	for (i = 0; i < u->num_pmus; i++)
		if (u->pmus[i].registered)
			perf_pmu_migrate_context(&u->pmus[i].pmu, cpu, target);
	cpumask_set_cpu(target, &u->cpumask);
	WRITE_ONCE(u->per_package_cpu[pkg], target);
	if (u->pmi && u->global)
		smp_call_function_single(target, service_pending, u, 1);
	return 0;
}

int boxpmu_hotplug_init(void)
{
	int ret;

	/*
	 * A dynamic state of our own: the in-tree uncore driver may hold
	 * CPUHP_AP_PERF_X86_UNCORE_ONLINE.
	 */
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

static int boxpmu_hotplug_add(struct boxpmu_uncore *u)
{
	return cpuhp_state_add_instance(hp_state, &u->node);
}

static void boxpmu_hotplug_del(struct boxpmu_uncore *u)
{
	cpuhp_state_remove_instance_nocalls(hp_state, &u->node);
}

/* ---- registration -------------------------------------------------------- */

struct boxpmu_box *boxpmu_box_alloc(struct boxpmu_pmu *bp, int pkg)
{
	const struct boxpmu_type *t = bp->type;
	struct boxpmu_box *box;

	box = kzalloc(sizeof(*box), GFP_KERNEL);
	if (!box)
		return NULL;
	box->type = t;
	box->pmu = bp;
	box->idx = bp->idx;
	box->pkg = pkg;
	box->base = t->box_base + (t->box_offs ? t->box_offs[bp->idx] : bp->idx * t->box_stride);
	hrtimer_init(&box->timer, CLOCK_MONOTONIC, HRTIMER_MODE_REL_HARD);
	box->timer.function = boxpmu_poll;
	return box;
}

static void boxpmu_pmus_free(struct boxpmu_uncore *u)
{
	unsigned int i;
	int pkg;

	for (i = 0; u->pmus && i < u->num_pmus; i++) {
		struct boxpmu_pmu *bp = &u->pmus[i];

		if (bp->registered)
			perf_pmu_unregister(&bp->pmu);
		for (pkg = 0; bp->boxes && pkg < boxpmu_max_packages(); pkg++)
			kfree(bp->boxes[pkg]);
		kfree(bp->boxes);
	}
	kfree(u->pmus);
	u->pmus = NULL;
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
	u->num_pmus = n;

	n = 0;
	for (tp = u->types; *tp; tp++) {
		for (i = 0; i < (*tp)->num_boxes; i++, n++) {
			struct boxpmu_pmu *bp = &u->pmus[n];

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
			if ((*tp)->access == BOXPMU_ACCESS_PCI)
				continue;	/* attached when the device probes */
			for (pkg = 0; pkg < boxpmu_max_packages(); pkg++) {
				bp->boxes[pkg] = boxpmu_box_alloc(bp, pkg);
				if (!bp->boxes[pkg])
					return -ENOMEM;
			}
		}
	}
	return 0;
}

/* Say how often a type's counters are polled, and why. */
static void boxpmu_log_poll(struct boxpmu_uncore *u, const struct boxpmu_type *t)
{
	unsigned int width = boxpmu_type_poll_width(t);
	u64 wrap_s = div64_u64(boxpmu_width_mask(width),
			       (u64)max(t->max_inc, 1U) * max(t->clock_mhz, 1U) * 1000000);
	u64 poll_ms = div64_u64(boxpmu_type_poll_ns(t), NSEC_PER_MSEC);

	if (u->poll_ms)
		pr_info("uncore_%s: poll interval %u ms (poll_ms parameter)%s\n", t->name,
			u->poll_ms, u->pmi ? ", used only where the PMI cannot reach" : "");
	else
		pr_info("uncore_%s: poll interval %llu ms: %u-bit counters, at most %u/cycle at %u MHz wrap in %llu s at the earliest; polled at half that, capped at 1 h%s\n",
			t->name, poll_ms, width, t->max_inc, t->clock_mhz, wrap_s,
			u->pmi ? "; used only where the PMI cannot reach" : "");
}

static void boxpmu_global_exit_one(void *info)
{
	struct boxpmu_uncore *u = info;
	int pkg = boxpmu_cpu_package(smp_processor_id());

	u->global->exit(u, pkg);
}

/**
 * boxpmu_uncore_register() - register the PMUs of a driver
 * @u: the driver's description; @u->name, @u->owner, @u->types,
 *     @u->global, @u->backend, @u->pmi and @u->poll_ms set by the caller
 *
 * Creates one PMU per box index of every type, a collecting CPU per
 * package that follows CPU hotplug, and, in PMI mode, overflow interrupt
 * handling. Refuses with -EBUSY if a PMU of the same name exists, which
 * means another driver (normally the in-tree intel_uncore) owns the boxes.
 *
 * Return: 0 or -errno.
 */
int boxpmu_uncore_register(struct boxpmu_uncore *u)
{
	struct boxpmu_type * const *tp;
	unsigned int i;
	int ret, npkg = boxpmu_max_packages();

	ret = boxpmu_pmus_alloc(u);
	if (ret)
		goto err;
	for (i = 0; i < u->num_pmus; i++) {
		if (boxpmu_pmu_name_taken(u->pmus[i].name)) {
			pr_err("%s: PMU %s is already registered by another driver (the in-tree intel_uncore?). Unload it, and install scripts/boxpmu-modprobe.conf as /etc/modprobe.d/boxpmu.conf ('blacklist intel_uncore') to use boxpmu.\n",
			       u->name, u->pmus[i].name);
			ret = -EBUSY;
			goto err;
		}
	}
	for (tp = u->types; *tp; tp++) {
		ret = boxpmu_type_sysfs_init(*tp);
		if (ret)
			goto err_sysfs;
	}

	u->per_package_cpu = kmalloc_array(npkg, sizeof(int), GFP_KERNEL);
	u->pkg_ready = bitmap_zalloc(npkg, GFP_KERNEL);
	u->pkg_pmi = bitmap_zalloc(npkg, GFP_KERNEL);
	ret = -ENOMEM;
	if (!u->per_package_cpu || !u->pkg_ready || !u->pkg_pmi)
		goto err_sysfs;
	for (i = 0; i < npkg; i++)
		u->per_package_cpu[i] = -1;
	cpumask_clear(&u->cpumask);

	if (u->pmi)
		boxpmu_nmi_add(u);
	ret = boxpmu_hotplug_add(u);
	if (ret)
		goto err_nmi;

	for (i = 0; i < u->num_pmus; i++) {
		boxpmu_pmu_setup(&u->pmus[i]);
		ret = perf_pmu_register(&u->pmus[i].pmu, u->pmus[i].name, -1);
		if (ret) {
			pr_err("%s: cannot register %s: %d\n", u->name, u->pmus[i].name, ret);
			goto err_hp;
		}
		u->pmus[i].registered = true;
	}
	pr_info("%s: %u PMUs registered, overflow by %s\n", u->name, u->num_pmus,
		u->pmi ? "PMI" : "polling");
	for (tp = u->types; *tp; tp++)
		boxpmu_log_poll(u, *tp);
	return 0;

err_hp:
	boxpmu_hotplug_del(u);
err_nmi:
	if (u->pmi)
		boxpmu_nmi_del(u);
err_sysfs:
	for (tp = u->types; *tp; tp++)
		boxpmu_type_sysfs_exit(*tp);
err:
	boxpmu_pmus_free(u);
	kfree(u->per_package_cpu);
	bitmap_free(u->pkg_ready);
	bitmap_free(u->pkg_pmi);
	u->per_package_cpu = NULL;
	u->pkg_ready = NULL;
	u->pkg_pmi = NULL;
	return ret;
}
EXPORT_SYMBOL_GPL(boxpmu_uncore_register);

/**
 * boxpmu_uncore_unregister() - undo boxpmu_uncore_register()
 * @u: the driver
 *
 * Called from module exit, when perf holds no event of the driver (each
 * event pins the module). Leaves every initialised package's monitors
 * disabled.
 */
void boxpmu_uncore_unregister(struct boxpmu_uncore *u)
{
	struct boxpmu_type * const *tp;
	unsigned int i;
	int pkg;

	/*
	 * First stop what could still touch the PMUs: CPU hotplug (which
	 * migrates contexts) and the NMI handler (which unfreezes packages).
	 */
	boxpmu_hotplug_del(u);
	if (u->pmi)
		boxpmu_nmi_del(u);
	cpus_read_lock();
	for (pkg = 0; pkg < boxpmu_max_packages(); pkg++) {
		int cpu = u->per_package_cpu[pkg];

		if (cpu >= 0 && cpu_online(cpu) && test_bit(pkg, u->pkg_ready) &&
		    u->global && u->global->exit)
			smp_call_function_single(cpu, boxpmu_global_exit_one, u, 1);
	}
	cpus_read_unlock();
	for (i = 0; i < u->num_pmus; i++) {
		if (u->pmus[i].registered)
			perf_pmu_unregister(&u->pmus[i].pmu);
		u->pmus[i].registered = false;
	}
	boxpmu_pmus_free(u);
	for (tp = u->types; *tp; tp++)
		boxpmu_type_sysfs_exit(*tp);
	kfree(u->per_package_cpu);
	bitmap_free(u->pkg_ready);
	bitmap_free(u->pkg_pmi);
}
EXPORT_SYMBOL_GPL(boxpmu_uncore_unregister);
