// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: module glue, overflow interrupt (NMI) dispatch and CPU
 * hotplug of the collecting CPUs.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/cpuhotplug.h>
#include <linux/cpu.h>
#include <linux/rculist.h>
#include <linux/topology.h>
#ifdef CONFIG_X86
#include <asm/nmi.h>
#endif

#include <boxpmu/core.h>
#include "internal.h"

/* ---- overflow interrupt -------------------------------------------------- */

static LIST_HEAD(pmi_uncores);
static DEFINE_MUTEX(pmi_lock);
static bool nmi_registered;

#ifdef CONFIG_X86
/*
 * Uncore overflow interrupts arrive as NMIs (the PMI). Each driver in PMI
 * mode says through its global_ops whether its package has a pending
 * overflow; NMI_DONE otherwise, so that other handlers see the NMI.
 */
static int boxpmu_nmi_handler(unsigned int cmd, struct pt_regs *regs)
{
	int pkg = boxpmu_cpu_package(smp_processor_id());
	struct boxpmu_uncore *u;
	int handled = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(u, &pmi_uncores, list) {
		u64 status;

		if (!test_bit(pkg, u->pkg_ready))
			continue;
		status = u->global->pmi_status(u, pkg);
		if (!status)
			continue;
		boxpmu_handle_pmi(u, pkg, regs);
		u->global->pmi_ack(u, pkg, status);
		atomic64_inc(&u->pmi_count);
		handled++;
	}
	rcu_read_unlock();
	return handled ? NMI_HANDLED : NMI_DONE;
}

static int nmi_hook(void)
{
	return register_nmi_handler(NMI_LOCAL, boxpmu_nmi_handler, 0, "boxpmu");
}

static void nmi_unhook(void)
{
	unregister_nmi_handler(NMI_LOCAL, "boxpmu");
}
#else
static int nmi_hook(void)
{
	return 0;
}

static void nmi_unhook(void)
{
}
#endif

void boxpmu_nmi_add(struct boxpmu_uncore *u)
{
	mutex_lock(&pmi_lock);
	if (!nmi_registered && !nmi_hook())
		nmi_registered = true;
	list_add_tail_rcu(&u->list, &pmi_uncores);
	mutex_unlock(&pmi_lock);
}

void boxpmu_nmi_del(struct boxpmu_uncore *u)
{
	mutex_lock(&pmi_lock);
	list_del_rcu(&u->list);
	mutex_unlock(&pmi_lock);
	synchronize_rcu();
}

/* ---- collecting CPU per package ------------------------------------------ */

static enum cpuhp_state hp_state;

static void set_collector(struct boxpmu_uncore *u, int pkg, int cpu)
{
	bool pmi = false;

	WRITE_ONCE(u->per_package_cpu[pkg], cpu);
	if (cpu < 0)
		return;
	cpumask_set_cpu(cpu, &u->cpumask);
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

static int boxpmu_cpu_online(unsigned int cpu, struct hlist_node *node)
{
	struct boxpmu_uncore *u = hlist_entry_safe(node, struct boxpmu_uncore, node);
	int pkg = boxpmu_cpu_package(cpu);

	if (u->per_package_cpu[pkg] < 0)
		set_collector(u, pkg, cpu);
	return 0;
}

static int boxpmu_cpu_offline(unsigned int cpu, struct hlist_node *node)
{
	struct boxpmu_uncore *u = hlist_entry_safe(node, struct boxpmu_uncore, node);
	int pkg = boxpmu_cpu_package(cpu);
	unsigned int target, i;

	if (u->per_package_cpu[pkg] != cpu)
		return 0;
	cpumask_clear_cpu(cpu, &u->cpumask);
	target = cpumask_any_but(topology_core_cpumask(cpu), cpu);
	if (target >= nr_cpu_ids) {
		set_collector(u, pkg, -1);
		return 0;
	}
	/*
	 * Route the PMI first, so that an overflow during the move reaches
	 * a CPU that will still be there.
	 */
	set_collector(u, pkg, target);
	for (i = 0; i < u->num_pmus; i++)
		if (u->pmus[i].registered)
			perf_pmu_migrate_context(&u->pmus[i].pmu, cpu, target);
	return 0;
}

int boxpmu_hotplug_add(struct boxpmu_uncore *u)
{
	return cpuhp_state_add_instance(hp_state, &u->node);
}

void boxpmu_hotplug_del(struct boxpmu_uncore *u)
{
	cpuhp_state_remove_instance_nocalls(hp_state, &u->node);
}

static int __init boxpmu_core_init(void)
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

static void __exit boxpmu_core_exit(void)
{
	mutex_lock(&pmi_lock);
	if (nmi_registered)
		nmi_unhook();
	nmi_registered = false;
	mutex_unlock(&pmi_lock);
	cpuhp_remove_multi_state(hp_state);
}

module_init(boxpmu_core_init);
module_exit(boxpmu_core_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("boxpmu: shared core for box-based perf PMU drivers");
