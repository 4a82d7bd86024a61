// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: the generic uncore PMU built from a box description: one
 * collecting CPU per package, no per-task events, sampling only with an
 * overflow interrupt, constrained counter placement, perf multiplexing.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/topology.h>
#include <linux/cpu.h>
#include <linux/smp.h>
#include <linux/bitmap.h>

#include <boxpmu/core.h>
#include <boxpmu/intel_uncore.h>
#include "internal.h"

/* BOXPMU_SAMPLING: the kernel exports perf_event_overflow() (see Kbuild). */
#ifdef BOXPMU_SAMPLING
bool boxpmu_can_sample = true;
#else
bool boxpmu_can_sample;
#endif
module_param_named(sampling, boxpmu_can_sample, bool, 0444);
MODULE_PARM_DESC(sampling,
		 "Read-only: whether this build can deliver samples (needs perf_event_overflow(), not exported to out-of-tree modules)");

static u32 boxpmu_event_allowed(const struct boxpmu_type *t, struct perf_event *event)
{
	const struct boxpmu_constraint *c;

	if (event_is_fixed(event))
		return BIT(BOXPMU_FIXED_IDX);
	for (c = t->constraints; c && c->counters; c++)
		if ((event->hw.config & c->mask) == c->match)
			return c->counters;
	return GENMASK(t->num_counters - 1, 0);
}

static int group_member(struct boxpmu_pmu *bp, struct perf_event *event,
			struct perf_event *e, struct perf_event **members, u32 *allowed,
			int *n)
{
	if (e->pmu != event->pmu)
		return is_software_event(e) ? 0 : -EINVAL;
	if (*n >= BOXPMU_MAX_SLOTS)
		return -EINVAL;
	members[*n] = e;
	allowed[(*n)++] = boxpmu_event_allowed(bp->type, e);
	return 0;
}

/* Groups are scheduled as a whole: one that cannot fit can never count. */
static int boxpmu_validate_group(struct boxpmu_pmu *bp, struct boxpmu_box *box,
				 struct perf_event *event)
{
	struct perf_event *leader = event->group_leader, *sib;
	struct perf_event *members[BOXPMU_MAX_SLOTS];
	u32 allowed[BOXPMU_MAX_SLOTS];
	int assign[BOXPMU_MAX_SLOTS];
	int n = 0, i, ret = 0;

	if (leader != event) {
		ret = group_member(bp, event, leader, members, allowed, &n);
		for_each_sibling_event(sib, leader)
			if (!ret)
				ret = group_member(bp, event, sib, members, allowed, &n);
	}
	if (!ret)
		ret = group_member(bp, event, event, members, allowed, &n);
	if (ret)
		return ret;
	for (i = 0; i < n; i++)
		assign[i] = -1;
	if (!boxpmu_assign(n, allowed, assign, BOXPMU_MAX_SLOTS))
		return -EINVAL;
	return boxpmu_shared_check_group(box, members, n);
}

/* event_init's config1/2 check, and the kind of @config (fixed, up/down or generic) */
int boxpmu_event_config(const struct boxpmu_type *t, struct perf_event *event, u64 config)
{
	struct hw_perf_event *hwc = &event->hw;

	if ((event->attr.config1 & ~t->valid[1]) ||
	    (event->attr.config2 & ~t->valid[2]))
		return -EINVAL;
	hwc->flags = 0;
	hwc->config = config;
	if (t->fixed_width && (config & ~t->fixed_opt_mask) == t->fixed_config) {
		hwc->flags = BOXPMU_HW_FIXED;
		hwc->config = config & t->fixed_opt_mask;
	} else if (config & ~t->valid[0]) {
		return -EINVAL;
	} else if (config & t->decrement_mask) {
		hwc->flags = BOXPMU_HW_UPDOWN;
	}
	return 0;
}

/* event_init's end once the box is known: the driver's checks, the group, the period */
int boxpmu_event_check(struct boxpmu_pmu *bp, struct boxpmu_box *box, struct perf_event *event)
{
	const struct boxpmu_type *t = bp->type;
	struct hw_perf_event *hwc = &event->hw;
	int ret;

	hwc->idx = -1;
	hwc->last_tag = 0;
	hwc->extra_reg.config = 0;	/* shared-register claims, shared.c */
	if (t->ops && t->ops->hw_config) {
		ret = t->ops->hw_config(box, event);
		if (ret)
			return ret;
	}
	ret = boxpmu_validate_group(bp, box, event);
	if (ret)
		return ret;
	if (is_sampling_event(event)) {
		hwc->last_period = hwc->sample_period;
		local64_set(&hwc->period_left, hwc->sample_period);
	}
	return 0;
}

static void boxpmu_event_destroy(struct perf_event *event)
{
	struct boxpmu_box *box = event->pmu_private;

	atomic_dec(&box->users);
}

static struct boxpmu_box *boxpmu_this_box(struct pmu *pmu)
{
	struct boxpmu_pmu *bp = to_bpmu(pmu);
	int cpu = smp_processor_id();

	return bp->boxes[bp->per_cpu ? cpu : boxpmu_cpu_package(cpu)];
}

/* A core PMU's event counts on the calling CPU's box, an uncore one's on event_init's */
static struct boxpmu_box *event_box(struct perf_event *event)
{
	return to_bpmu(event->pmu)->per_cpu ? boxpmu_this_box(event->pmu) : event->pmu_private;
}

static int boxpmu_event_init(struct perf_event *event)
{
	struct boxpmu_pmu *bp = to_bpmu(event->pmu);
	struct boxpmu_uncore *u = bp->uncore;
	struct boxpmu_box *box;
	int pkg, cpu, ret;

	if (event->attr.type != event->pmu->type)
		return -ENOENT;
	if (event->cpu < 0 || event->attach_state & PERF_ATTACH_TASK)
		return -EINVAL;
	if (is_sampling_event(event) && (!(u->pmi || u->irq) || !boxpmu_can_sample))
		return -EOPNOTSUPP;
	ret = boxpmu_event_config(bp->type, event, event->attr.config);
	if (ret)
		return ret;

	pkg = boxpmu_cpu_package(event->cpu);
	if (pkg < 0 || pkg >= boxpmu_max_packages())
		return -EINVAL;
	cpu = READ_ONCE(u->pkgs[pkg].collector);
	box = READ_ONCE(bp->boxes[pkg]);
	if (cpu < 0 || !box || READ_ONCE(box->gone))
		return -ENODEV;
	if (is_sampling_event(event) && !boxpmu_box_can_interrupt(box))
		return -EOPNOTSUPP;

	ret = boxpmu_event_check(bp, box, event);
	if (ret)
		return ret;

	/* a device that comes back gets a new box; the event keeps this one */
	event->pmu_private = box;
	atomic_inc(&box->users);
	event->destroy = boxpmu_event_destroy;
	event->cpu = cpu;
	return 0;
}

static void boxpmu_event_start(struct perf_event *event, int flags)
{
	struct hw_perf_event *hwc = &event->hw;

	if (WARN_ON_ONCE(!(hwc->state & PERF_HES_STOPPED)))
		return;
	if (hwc->idx < 0)	/* on no counter: its box is gone */
		return;
	boxpmu_counter_start(event_box(event), event);
}

static void boxpmu_event_stop(struct perf_event *event, int flags)
{
	if (event->hw.idx < 0)
		return;
	boxpmu_counter_stop(event_box(event), event, flags & PERF_EF_UPDATE);
}

static void boxpmu_box_first_use(struct boxpmu_box *box)
{
	struct boxpmu_uncore *u = box->pmu->uncore;

	if (u->global && u->global->init && !boxpmu_pkg_ready(u, box->pkg)) {
		u->global->init(u, box->pkg);
		WRITE_ONCE(u->pkgs[box->pkg].ready, true);
	}
	if (!box->initialised) {
		if (box->type->ops && box->type->ops->init_box)
			box->type->ops->init_box(box);
		box->initialised = true;
	}
}

/*
 * On the box's CPU with interrupts off, between pmu_disable and pmu_enable;
 * -EAGAIN if @event does not fit (perf multiplexes).
 */
static int boxpmu_event_add(struct perf_event *event, int flags)
{
	struct boxpmu_box *box = event_box(event);
	const struct boxpmu_type *t = box->type;
	struct hw_perf_event *hwc = &event->hw;
	struct perf_event *members[BOXPMU_MAX_SLOTS + 1];
	u32 allowed[BOXPMU_MAX_SLOTS + 1];
	int assign[BOXPMU_MAX_SLOTS + 1];
	bool running[BOXPMU_MAX_SLOTS];
	int n = 0, i, slot, ret;

	/*
	 * A retired box is set up no more: its event keeps its last count on no
	 * counter. Not an error, or perf would leave the events after it out.
	 */
	if (READ_ONCE(box->gone)) {
		hwc->idx = -1;
		hwc->state = PERF_HES_UPTODATE | PERF_HES_STOPPED;
		return 0;
	}
	for (slot = 0; slot < BOXPMU_MAX_SLOTS; slot++) {
		if (!box->events[slot])
			continue;
		members[n] = box->events[slot];
		allowed[n] = boxpmu_event_allowed(t, members[n]);
		assign[n++] = slot;
	}
	members[n] = event;
	allowed[n] = boxpmu_event_allowed(t, event);
	assign[n++] = -1;
	if (!boxpmu_assign(n, allowed, assign, BOXPMU_MAX_SLOTS))
		return -EAGAIN;

	if (!box->n_events) {
		boxpmu_box_first_use(box);
		box->polling = !boxpmu_box_can_interrupt(box);
	}
	/* PMI routed away from the collector (hotplug) since event_init */
	if (is_sampling_event(event) && box->polling)
		return -EINVAL;
	ret = boxpmu_shared_get(box, event);
	if (ret)
		return ret;

	boxpmu_box_disable(box);
	/* an event perf had stopped (not removed) stays stopped when moved */
	for (i = 0; i < n - 1; i++) {
		struct perf_event *e = members[i];

		running[i] = !(e->hw.state & PERF_HES_STOPPED);
		if (assign[i] == e->hw.idx)
			continue;
		boxpmu_counter_stop(box, e, true);
		WRITE_ONCE(box->events[e->hw.idx], NULL);
	}
	for (i = 0; i < n - 1; i++) {
		struct perf_event *e = members[i];

		if (assign[i] == e->hw.idx)
			continue;
		e->hw.idx = assign[i];
		WRITE_ONCE(box->events[assign[i]], e);
		if (running[i])
			boxpmu_counter_start(box, e);
	}
	hwc->idx = assign[n - 1];
	WRITE_ONCE(box->events[hwc->idx], event);
	box->n_events++;
	if (event_is_updown(event))
		box->n_updown++;
	hwc->state = PERF_HES_UPTODATE | PERF_HES_STOPPED;
	if (flags & PERF_EF_START)
		boxpmu_counter_start(box, event);
	/* the box stays stopped: pmu_enable starts the group together */

	boxpmu_box_timer_sync(box);
	perf_event_update_userpage(event);
	return 0;
}

static void boxpmu_event_del(struct perf_event *event, int flags)
{
	struct boxpmu_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;

	if (hwc->idx < 0)	/* taken on no counter: its box was gone */
		return;
	boxpmu_counter_stop(box, event, true);
	boxpmu_shared_put(box, event);
	WRITE_ONCE(box->events[hwc->idx], NULL);
	hwc->idx = -1;
	box->n_events--;
	if (event_is_updown(event))
		box->n_updown--;
	boxpmu_box_timer_sync(box);
}

static void boxpmu_event_read(struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;

	if (hwc->state & PERF_HES_STOPPED)
		return;
	boxpmu_event_update(event_box(event), event);
}

static void boxpmu_pmu_enable(struct pmu *pmu)
{
	struct boxpmu_box *box = boxpmu_this_box(pmu);

	if (box && box->n_events)
		boxpmu_box_enable(box);
}

static void boxpmu_pmu_disable(struct pmu *pmu)
{
	struct boxpmu_box *box = boxpmu_this_box(pmu);

	if (box && box->n_events)
		boxpmu_box_disable(box);
}

/* event_init NULL: the uncore one above; the core PMU (cpu_pmu.c) passes its own */
void boxpmu_pmu_setup(struct boxpmu_pmu *bp, struct module *owner, int task_ctx_nr,
		      int (*event_init)(struct perf_event *event), int caps)
{
	bp->pmu = (struct pmu) {
		.module		= owner ? owner : THIS_MODULE,
		.task_ctx_nr	= task_ctx_nr,
		.event_init	= event_init ? event_init : boxpmu_event_init,
		.add		= boxpmu_event_add,
		.del		= boxpmu_event_del,
		.start		= boxpmu_event_start,
		.stop		= boxpmu_event_stop,
		.read		= boxpmu_event_read,
		.pmu_enable	= boxpmu_pmu_enable,
		.pmu_disable	= boxpmu_pmu_disable,
		.attr_groups	= bp->type->attr_groups,
		.capabilities	= PERF_PMU_CAP_NO_EXCLUDE | caps,
	};
}
