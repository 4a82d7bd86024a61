// SPDX-License-Identifier: GPL-2.0
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/rculist.h>
#include <linux/perf_event.h>
#ifdef CONFIG_X86
#include <asm/apic.h>
#include <asm/nmi.h>
#endif

#include <boxpmu/core.h>
#include "internal.h"

/*
 * The APIC masks LVTPC at each PMI (SDM Vol. 3, "Local Vector Table"); the core PMU driver
 * unmasks it only while it has events: arm it before routing the PMI here and after each.
 * apic->write(): 6.12 does not export apic_write(). UNVERIFIED: that the uncore PMI reaches
 * LVTPC without IA32_DEBUGCTL bit 13 (the SDM's Nehalem-EP rule); 323535 p.2-4 was not available.
 */
void boxpmu_lvtpc_arm(void *unused)
{
#ifdef CONFIG_X86_LOCAL_APIC
	apic->write(APIC_LVTPC, APIC_DM_NMI);
#endif
}

/* On the collecting CPU, irqs off. Without @regs (IPI, irq_work) samples take the caller's regs */
u64 boxpmu_box_service(struct boxpmu_box *box, struct pt_regs *regs)
{
	bool stop = box->type->no_freeze && box->n_events;
	struct pt_regs caller;
	unsigned long ovf;
	int idx;

	if (stop)	/* outside perf's callbacks (irqs off there) the box is enabled */
		boxpmu_box_disable(box);
	ovf = boxpmu_box_read_status(box);
	for_each_set_bit(idx, &box->used_mask, BOXPMU_MAX_SLOTS) {
		struct perf_event *event = READ_ONCE(box->events[idx]);
		struct perf_sample_data data;

		if (!event)
			continue;
		boxpmu_event_update(box, event);
		if (!(ovf & BIT(idx)))
			continue;
		if (!boxpmu_event_set_period(box, event) || !is_sampling_event(event))
			continue;
		perf_sample_data_init(&data, 0, event->hw.last_period);
		if (!regs) {
			perf_fetch_caller_regs(&caller);
			regs = &caller;
		}
#ifdef BOXPMU_SAMPLING
		if (perf_event_overflow(event, &data, regs))
			boxpmu_counter_stop(box, event, false);
#endif
	}
	if (ovf)
		boxpmu_box_clear_status(box, ovf);
	if (stop)
		boxpmu_box_enable(box);
	return ovf;
}

/* On the collecting CPU, usually in NMI context; the package is frozen. */
static void boxpmu_handle_pmi(struct boxpmu_uncore *u, int pkg, struct pt_regs *regs)
{
	unsigned int i;

	for (i = 0; i < u->num_pmus; i++) {
		struct boxpmu_box *box = READ_ONCE(u->pmus[i].boxes[pkg]);

		if (!box || !box->initialised || box->polling || READ_ONCE(box->irq) ||
		    !boxpmu_type_nmi_safe(box->type))
			continue;
		boxpmu_box_service(box, regs);
	}
}

bool boxpmu_service(struct boxpmu_uncore *u, int pkg, struct pt_regs *regs)
{
	struct boxpmu_package *p = &u->pkgs[pkg];
	bool pending = false;
	u64 status;

	if (!READ_ONCE(p->ready) || READ_ONCE(p->collector) != smp_processor_id())
		return false;
	if (atomic_cmpxchg(&p->servicing, 0, 1)) {
		atomic_set(&p->servicing, 2);	/* NMI during a run: the run rereads */
		return true;
	}
	for (;;) {
		status = u->global->pmi_status(u, pkg);
		if (status) {
			boxpmu_handle_pmi(u, pkg, regs);
			u->global->pmi_ack(u, pkg, status);
			pending = true;
		}
		if (atomic_cmpxchg(&p->servicing, 1, 0) == 1)
			break;
		atomic_set(&p->servicing, 1);	/* an NMI came meanwhile */
	}
	return pending;
}

/**
 * boxpmu_pmi_hold() - hold the PMI service back during a read-modify-write
 * @u:   the driver
 * @pkg: the package; on its collecting CPU, irqs off (else, or in a service run: not held)
 *
 * For registers the service writes too: irqs off do not stop the NMI, whose unfreeze writes undo.
 */
bool boxpmu_pmi_hold(struct boxpmu_uncore *u, int pkg)
{
	struct boxpmu_package *p = &u->pkgs[pkg];

	return READ_ONCE(p->collector) == smp_processor_id() &&
	       !atomic_cmpxchg(&p->servicing, 0, 1);
}
EXPORT_SYMBOL_GPL(boxpmu_pmi_hold);

/**
 * boxpmu_pmi_release() - end a boxpmu_pmi_hold() that returned true; service NMIs it held
 * @u:   the driver
 * @pkg: the package
 */
void boxpmu_pmi_release(struct boxpmu_uncore *u, int pkg)
{
	if (atomic_xchg(&u->pkgs[pkg].servicing, 0) == 2)
		boxpmu_service(u, pkg, NULL);
}
EXPORT_SYMBOL_GPL(boxpmu_pmi_release);

#ifdef CONFIG_X86
static LIST_HEAD(pmi_uncores);
static DEFINE_MUTEX(pmi_lock);

/* At the PMI CPU, only claimed: the package stays frozen for the collector */
static bool boxpmu_pmi(struct boxpmu_uncore *u, int pkg, int cpu, struct pt_regs *regs)
{
	struct boxpmu_package *p = &u->pkgs[pkg];
	bool handled;

	if (!READ_ONCE(p->ready))
		return false;
	if (cpu == READ_ONCE(p->collector))
		handled = boxpmu_service(u, pkg, regs);
	else if (cpu == READ_ONCE(p->pmi_cpu) || cpu == READ_ONCE(p->old_pmi_cpu))
		handled = u->global->pmi_status(u, pkg) != 0;
	else
		return false;
	if (handled)
		boxpmu_lvtpc_arm(NULL);
	return handled;
}

static int boxpmu_nmi_handler(unsigned int cmd, struct pt_regs *regs)
{
	int cpu = smp_processor_id();
	int pkg = boxpmu_cpu_package(cpu);
	struct boxpmu_uncore *u;
	int handled = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(u, &pmi_uncores, list)
		handled += boxpmu_pmi(u, pkg, cpu, regs);
	rcu_read_unlock();
	return handled ? NMI_HANDLED : NMI_DONE;
}

int boxpmu_nmi_add(struct boxpmu_uncore *u)
{
	int ret = 0;

	mutex_lock(&pmi_lock);
	if (list_empty(&pmi_uncores)) {
		ret = boxpmu_backend_fault(u, BOXPMU_FAULT_NMI_REGISTER);
		if (!ret)
			ret = register_nmi_handler(NMI_LOCAL, boxpmu_nmi_handler, 0, "boxpmu");
	}
	if (!ret)
		list_add_tail_rcu(&u->list, &pmi_uncores);
	mutex_unlock(&pmi_lock);
	if (ret)
		pr_err("%s: cannot register the NMI handler for the PMI: %d\n", u->name, ret);
	return ret;
}

void boxpmu_nmi_del(struct boxpmu_uncore *u)
{
	mutex_lock(&pmi_lock);
	list_del_rcu(&u->list);
	if (list_empty(&pmi_uncores))
		unregister_nmi_handler(NMI_LOCAL, "boxpmu");
	mutex_unlock(&pmi_lock);
	synchronize_rcu();
}
#else
int boxpmu_nmi_add(struct boxpmu_uncore *u)
{
	pr_err("%s: no NMI to deliver the PMI on this architecture\n", u->name);
	return -EOPNOTSUPP;
}

void boxpmu_nmi_del(struct boxpmu_uncore *u)
{
}
#endif

unsigned int boxpmu_type_poll_width(const struct boxpmu_type *t)
{
	unsigned int w = t->fixed_width && t->fixed_width < t->width ? t->fixed_width : t->width;

	return t->decrement_mask && w > 1 ? w - 1 : w;	/* signed deltas: half the range */
}

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

	if (!box->n_events || (!box->polling && !box->n_updown))
		return HRTIMER_NORESTART;
	local_irq_save(flags);
	boxpmu_box_update(box);
	local_irq_restore(flags);
	hrtimer_forward_now(timer, ns_to_ktime(boxpmu_box_poll_ns(box)));
	return HRTIMER_RESTART;
}

/* Collector, irqs off. Up/down counters poll too: an overflow IRQ only bounds moves from preload */
void boxpmu_box_timer_sync(struct boxpmu_box *box)
{
	bool want = box->n_events && (box->polling || box->n_updown);

	if (want && !hrtimer_active(&box->timer))
		hrtimer_start(&box->timer, ns_to_ktime(boxpmu_box_poll_ns(box)),
			      HRTIMER_MODE_REL_PINNED_HARD);
	else if (!want)
		hrtimer_cancel(&box->timer);
}
