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
#include <asm/irq_regs.h>
#ifdef CONFIG_X86
#include <asm/nmi.h>
#endif

#include <boxpmu/core.h>
#include "internal.h"

/* ---- overflow interrupt -------------------------------------------------- */

static LIST_HEAD(pmi_uncores);
static DEFINE_MUTEX(pmi_lock);
static bool nmi_registered;

/*
 * Service a pending overflow of @pkg, on its collecting CPU: only there do
 * the events' counts and the box state belong to the running CPU.
 */
static bool boxpmu_service(struct boxpmu_uncore *u, int pkg, struct pt_regs *regs)
{
	u64 status;

	if (!test_bit(pkg, u->pkg_ready) || !test_bit(pkg, u->pkg_pmi) ||
	    READ_ONCE(u->per_package_cpu[pkg]) != smp_processor_id())
		return false;
	status = u->global->pmi_status(u, pkg);
	if (!status)
		return false;
	boxpmu_handle_pmi(u, pkg, regs);
	u->global->pmi_ack(u, pkg, status);
	return true;
}

#ifdef CONFIG_X86
/*
 * Uncore overflow interrupts arrive as NMIs (the PMI), routed by the
 * driver to the package's collecting CPU. Each driver in PMI mode says
 * through its global_ops whether its package has a pending overflow;
 * NMI_DONE otherwise, so that other handlers see the NMI.
 */
static int boxpmu_nmi_handler(unsigned int cmd, struct pt_regs *regs)
{
	int pkg = boxpmu_cpu_package(smp_processor_id());
	struct boxpmu_uncore *u;
	int handled = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(u, &pmi_uncores, list)
		handled += boxpmu_service(u, pkg, regs);
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
