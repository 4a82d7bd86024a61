// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: overflow delivery. The per-box overflow service shared by
 * every interrupt path; the uncore PMI, which reaches the cores as an NMI
 * through the local APIC's performance-counter entry (LVTPC) on x86; and
 * the poll timer of boxes without an interrupt. A box's own interrupt
 * line (platform boxes) is in irq.c.
 */
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

/* ---- the local APIC's PMI entry ------------------------------------------ */

/**
 * boxpmu_lvtpc_arm() - let PMIs reach this CPU as NMIs
 * @unused: for smp_call_function_single()
 *
 * The local APIC sets the mask bit of its LVTPC entry each time it
 * delivers a PMI (SDM Vol. 3, "Local Vector Table"); every later PMI is
 * dropped until software clears it. The x86 core PMU driver does that
 * only while core events exist, so with nothing but uncore events (or no
 * core PMU driver at all, as in an emulator) the entry stays masked and
 * the second uncore overflow would never be seen: the package would stay
 * frozen and its counts stop. So the entry is armed on a CPU before the
 * PMI is routed to it and re-armed after each PMI it takes. The value is
 * the one the x86 core PMU driver writes: NMI delivery, unmasked.
 *
 * Through the exported apic driver's ops: apic_write() itself is a static
 * call that 6.12 does not export to modules.
 *
 * UNVERIFIED: that the uncore PMI of the Xeon 7500 and Westmere-EX reaches
 * the LVTPC entry without any IA32_DEBUGCTL bit; the SDM asks for one
 * (bit 13) for the Nehalem-EP uncore's PMI, and the 7500 guide's page on
 * PMI routing (323535 p.2-4) was not available. Nothing sets it here
 * (Documentation/simulator.rst, table of assumptions).
 */
void boxpmu_lvtpc_arm(void *unused)
{
#ifdef CONFIG_X86_LOCAL_APIC
	apic->write(APIC_LVTPC, APIC_DM_NMI);
#endif
}

/* ---- servicing one box's overflow ---------------------------------------- */

/**
 * boxpmu_box_service() - service the overflow of one box
 * @box:  the box
 * @regs: interrupted registers (for samples), or NULL
 *
 * Reads the box's overflow status, brings every active event up to date,
 * gives each overflowed counter its next stretch (a sampling event gets
 * its sample where that ends its period, not at every overflow) and clears
 * the status bits it read. Every interrupt path (the
 * package PMI, a box's own interrupt line) uses it, on the package's
 * collecting CPU with interrupts off.
 *
 * An interrupt that Linux delivers without interrupt registers (a flow
 * handler run from an IPI or irq_work, as the simulator's controller
 * does: get_irq_regs() is NULL there) samples the registers of this
 * function's caller instead: the sample's IP is then in the kernel's
 * interrupt path, not where the CPU was interrupted.
 *
 * Return: the overflow bits serviced (0: the box had nothing pending).
 */
u64 boxpmu_box_service(struct boxpmu_box *box, struct pt_regs *regs)
{
	bool stop = box->type->no_freeze && box->n_events;
	struct pt_regs caller;
	unsigned long ovf;
	int idx;

	/*
	 * Counters that go on counting would lose what they count between
	 * the read and the new preload: stopped for the whole service, as
	 * Linux's XScale handler clears PMNC.E. Interrupts come only while
	 * the box has events, outside perf's callbacks on this CPU (they run
	 * with interrupts off), where the box is enabled.
	 */
	if (stop)
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
		/* an interrupt within a long period, or not the period's end */
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

/* ---- servicing a package's PMI ------------------------------------------- */

/*
 * Service a PMI for @pkg: the hardware froze every counter when it raised
 * it, so all active counters are read consistently. Runs on the collecting
 * CPU of @pkg with interrupts off, usually in NMI context. Boxes that are
 * polled (PCI boxes, whose config space must not be touched from an NMI)
 * never raise the PMI and are not looked at, nor are boxes with an
 * interrupt line of their own (irq.c).
 */
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

/**
 * boxpmu_service() - service @pkg's pending overflow, if any
 * @u:    the driver
 * @pkg:  package of the calling CPU
 * @regs: interrupted registers (for samples)
 *
 * Only on the package's collecting CPU: only there do the events' counts
 * and the box state belong to the running CPU. An NMI that lands while the
 * same CPU is already servicing (service_pending() after a hotplug move)
 * leaves the work to the run in progress, which reads the status once more
 * before it returns, so that an overflow raised after its first read is
 * not left frozen.
 *
 * Return: whether an overflow was pending (or being serviced).
 */
bool boxpmu_service(struct boxpmu_uncore *u, int pkg, struct pt_regs *regs)
{
	struct boxpmu_package *p = &u->pkgs[pkg];
	bool pending = false;
	u64 status;

	if (!READ_ONCE(p->ready) || READ_ONCE(p->collector) != smp_processor_id())
		return false;
	if (atomic_cmpxchg(&p->servicing, 0, 1)) {
		/*
		 * This NMI interrupted a run on this CPU, which may have read
		 * the status before this overflow: it looks again before it
		 * finishes. Claimed, as the run will service it.
		 */
		atomic_set(&p->servicing, 2);
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

#ifdef CONFIG_X86
static LIST_HEAD(pmi_uncores);
static DEFINE_MUTEX(pmi_lock);

/*
 * Is this NMI @u's PMI for @pkg? It is if the package has an overflow
 * pending and the NMI came to a CPU the PMI can be routed to right now:
 * the collector, the CPU the PMI is routed to, or, while the collector
 * moves to another CPU, the one it was routed to before. During the move
 * nobody services it (the events are in flight); the package stays
 * frozen and the new collector services it once the move is done.
 */
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

/*
 * Uncore PMIs arrive as NMIs. Each driver in PMI mode says through its
 * global_ops whether its package has a pending overflow; NMI_DONE
 * otherwise, so that other handlers see the NMI.
 */
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

/**
 * boxpmu_nmi_add() - let the NMI handler see a driver in PMI mode
 * @u: the driver
 *
 * The handler is registered while at least one driver needs it.
 *
 * Return: 0, or the error of register_nmi_handler().
 */
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

/**
 * boxpmu_nmi_del() - undo boxpmu_nmi_add(); on return no NMI handler runs
 * for @u any more
 * @u: the driver
 */
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

/* ---- poll timer ---------------------------------------------------------- */

/*
 * Headroom of a type's counters in bits: the narrowest counter's width
 * (the one that wraps first), one bit less where counters also count down
 * (signed deltas are exact only within half the range).
 */
unsigned int boxpmu_type_poll_width(const struct boxpmu_type *t)
{
	unsigned int w = t->fixed_width && t->fixed_width < t->width ? t->fixed_width : t->width;

	return t->decrement_mask && w > 1 ? w - 1 : w;
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

	if (!box->n_events || (!box->polling && !box->n_updown))
		return HRTIMER_NORESTART;
	local_irq_save(flags);
	for_each_set_bit(idx, &box->used_mask, BOXPMU_MAX_SLOTS) {
		struct perf_event *event = READ_ONCE(box->events[idx]);

		if (event)
			boxpmu_event_update(box, event);
	}
	local_irq_restore(flags);
	hrtimer_forward_now(timer, ns_to_ktime(boxpmu_box_poll_ns(box)));
	return HRTIMER_RESTART;
}

/*
 * Is a box polled? Not if it has an interrupt line of its own. Otherwise
 * where the driver has no PMI, where the PMI cannot reach the package's
 * collecting CPU, and always for PCI boxes: their registers are never read
 * from the NMI.
 */
bool boxpmu_box_needs_poll(const struct boxpmu_box *box)
{
	struct boxpmu_uncore *u = box->pmu->uncore;

	if (READ_ONCE(box->irq))
		return false;
	return !u->pmi || !boxpmu_type_nmi_safe(box->type) ||
	       !READ_ONCE(u->pkgs[box->pkg].pmi);
}

/**
 * boxpmu_box_timer_sync() - start or stop a box's poll timer as its events
 * need it
 * @box: the box, on its collecting CPU with interrupts off (add, del)
 *
 * The timer runs while the box has events and is polled, and also while
 * an overflow interrupt serves it but one of its events counts down: a
 * wrap interrupt bounds how far a counter moves from its preload, not how
 * far it moves between two reads, and a signed delta needs the latter.
 */
void boxpmu_box_timer_sync(struct boxpmu_box *box)
{
	bool want = box->n_events && (box->polling || box->n_updown);

	if (want && !hrtimer_active(&box->timer))
		hrtimer_start(&box->timer, ns_to_ktime(boxpmu_box_poll_ns(box)),
			      HRTIMER_MODE_REL_PINNED_HARD);
	else if (!want)
		hrtimer_cancel(&box->timer);
}
