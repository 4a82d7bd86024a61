// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: overflow delivery. The uncore PMI (an NMI on x86) and the
 * poll timer of boxes without one.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/rculist.h>
#include <linux/perf_event.h>
#include <asm/irq_regs.h>
#ifdef CONFIG_X86
#include <asm/nmi.h>
#endif

#include <boxpmu/core.h>
#include "internal.h"

static LIST_HEAD(pmi_uncores);
static DEFINE_MUTEX(pmi_lock);
static bool nmi_registered;

/*
 * Service a pending overflow of @pkg, on its collecting CPU: only there do
 * the events' counts and the box state belong to the running CPU.
 */
bool boxpmu_service(struct boxpmu_uncore *u, int pkg, struct pt_regs *regs)
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

void boxpmu_nmi_exit(void)
{
	mutex_lock(&pmi_lock);
	if (nmi_registered)
		nmi_unhook();
	nmi_registered = false;
	mutex_unlock(&pmi_lock);
}

/* ---- poll timer ---------------------------------------------------------- */

/* Narrowest counter of a type: the one that wraps first. */
unsigned int boxpmu_type_poll_width(const struct boxpmu_type *t)
{
	return t->fixed_width && t->fixed_width < t->width ? t->fixed_width : t->width;
}

/* Derived poll interval of a type, in ns. */
u64 boxpmu_type_poll_ns(const struct boxpmu_type *t)
{
	return boxpmu_poll_interval_ns(boxpmu_type_poll_width(t), t->max_inc, t->clock_mhz);
}

u64 boxpmu_box_poll_ns(const struct boxpmu_box *box)
{
	if (box->pmu->uncore->poll_ms)
		return (u64)box->pmu->uncore->poll_ms * NSEC_PER_MSEC;
	return boxpmu_type_poll_ns(box->type);
}

enum hrtimer_restart boxpmu_poll(struct hrtimer *timer)
{
	struct boxpmu_box *box = container_of(timer, struct boxpmu_box, timer);
	unsigned long flags;
	int idx;

	if (!box->n_events)
		return HRTIMER_NORESTART;
	local_irq_save(flags);
	for_each_set_bit(idx, &box->used_mask, BOXPMU_MAX_SLOTS)
		boxpmu_event_update(box, box->events[idx]);
	local_irq_restore(flags);
	hrtimer_forward_now(timer, ns_to_ktime(boxpmu_box_poll_ns(box)));
	return HRTIMER_RESTART;
}

bool boxpmu_box_needs_poll(const struct boxpmu_box *box)
{
	struct boxpmu_uncore *u = box->pmu->uncore;

	return !u->pmi || !test_bit(box->pkg, u->pkg_pmi);
}

/* ---- overflow interrupt -------------------------------------------------- */

/*
 * Service a PMI for @pkg: the hardware froze every counter when it raised
 * it, so all active counters are read consistently; overflowed sampling
 * events get their sample and a new period. Runs in NMI context on a CPU
 * of @pkg.
 */
void boxpmu_handle_pmi(struct boxpmu_uncore *u, int pkg, struct pt_regs *regs)
{
	unsigned int i;
	int idx;

	for (i = 0; i < u->num_pmus; i++) {
		struct boxpmu_box *box = READ_ONCE(u->pmus[i].boxes[pkg]);
		unsigned long ovf;

		if (!box || !box->initialised)
			continue;
		ovf = boxpmu_box_read_status(box);
		for_each_set_bit(idx, &box->used_mask, BOXPMU_MAX_SLOTS) {
			struct perf_event *event = READ_ONCE(box->events[idx]);
			struct perf_sample_data data;

			if (!event)
				continue;
			boxpmu_event_update(box, event);
			if (!(ovf & BIT(idx)))
				continue;
			boxpmu_event_set_period(box, event);
			if (!is_sampling_event(event))
				continue;
			perf_sample_data_init(&data, 0, event->hw.last_period);
#ifdef BOXPMU_SAMPLING
			if (perf_event_overflow(event, &data, regs))
				boxpmu_event_stop(event, 0);
#endif
		}
		if (ovf)
			boxpmu_box_clear_status(box, ovf);
	}
}
