// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: the generic uncore perf PMU built from a box description.
 *
 * Uncore semantics: one collecting CPU per package (shown in ``cpumask``),
 * no per-task events, counting always, sampling only where an overflow
 * interrupt exists. Counters are placed honouring per-event constraints;
 * events that do not fit are left to perf's multiplexing.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/topology.h>
#include <linux/cpu.h>
#include <linux/smp.h>
#include <linux/bitmap.h>
#include <linux/pci.h>

#include <boxpmu/core.h>
#include <boxpmu/intel_uncore.h>
#include "internal.h"

/*
 * Sampling needs perf_event_overflow(), which the kernel does not export
 * to modules; an in-tree build defines BOXPMU_SAMPLING. Shown read-only in
 * /sys/module/boxpmu_core/parameters/sampling so tools and tests can tell.
 */
#ifdef BOXPMU_SAMPLING
static bool boxpmu_can_sample = true;
#else
static bool boxpmu_can_sample;
#endif
module_param_named(sampling, boxpmu_can_sample, bool, 0444);
MODULE_PARM_DESC(sampling,
		 "Read-only: whether this build can deliver samples (needs perf_event_overflow(), not exported to out-of-tree modules)");

static inline struct boxpmu_pmu *to_bpmu(struct pmu *pmu)
{
	return container_of(pmu, struct boxpmu_pmu, pmu);
}

/* hw_perf_event.flags: the event selects the box's fixed counter */
#define BOXPMU_HW_FIXED		0x1

static inline bool event_is_fixed(const struct perf_event *event)
{
	return event->hw.flags & BOXPMU_HW_FIXED;
}

static inline struct boxpmu_box *event_box(struct perf_event *event)
{
	struct boxpmu_pmu *bp = to_bpmu(event->pmu);

	return bp->boxes[boxpmu_cpu_package(event->cpu)];
}

/* ---- register map helpers ------------------------------------------------ */

/**
 * boxpmu_ctl_reg() - offset of the control register of a counter slot
 * @box: the box
 * @idx: counter slot (BOXPMU_FIXED_IDX for the fixed counter)
 */
u32 boxpmu_ctl_reg(const struct boxpmu_box *box, int idx)
{
	const struct boxpmu_regs *r = &box->type->regs;

	if (idx == BOXPMU_FIXED_IDX)
		return r->fixed_ctl;
	return r->ctl_offs ? r->ctl_offs[idx] : r->ctl0 + idx * r->ctl_stride;
}
EXPORT_SYMBOL_GPL(boxpmu_ctl_reg);

/**
 * boxpmu_ctr_reg() - offset of a counter slot
 * @box: the box
 * @idx: counter slot (BOXPMU_FIXED_IDX for the fixed counter)
 */
u32 boxpmu_ctr_reg(const struct boxpmu_box *box, int idx)
{
	const struct boxpmu_regs *r = &box->type->regs;

	if (idx == BOXPMU_FIXED_IDX)
		return r->fixed_ctr;
	return r->ctr_offs ? r->ctr_offs[idx] : r->ctr0 + idx * r->ctr_stride;
}
EXPORT_SYMBOL_GPL(boxpmu_ctr_reg);

static unsigned int slot_width(const struct boxpmu_box *box, int idx)
{
	return idx == BOXPMU_FIXED_IDX ? box->type->fixed_width : box->type->width;
}

/* ---- generic box operations ---------------------------------------------- */

static u64 box_read_counter(struct boxpmu_box *box, int idx)
{
	const struct boxpmu_type *t = box->type;
	u64 raw;

	if (t->ops && t->ops->read_counter)
		return t->ops->read_counter(box, idx);
	if (t->split_counter)
		raw = boxpmu_read_split(box, boxpmu_ctr_reg(box, idx));
	else
		raw = boxpmu_read_reg(box, boxpmu_ctr_reg(box, idx));
	return raw & boxpmu_width_mask(slot_width(box, idx));
}

static void box_write_counter(struct boxpmu_box *box, int idx, u64 val)
{
	const struct boxpmu_type *t = box->type;
	u32 off = boxpmu_ctr_reg(box, idx);

	if (t->ops && t->ops->write_counter) {
		t->ops->write_counter(box, idx, val);
	} else if (t->split_counter) {
		boxpmu_write_reg(box, off, lower_32_bits(val));
		boxpmu_write_reg(box, off + 4, upper_32_bits(val));
	} else {
		boxpmu_write_reg(box, off, val);
	}
}

static void box_enable_event(struct boxpmu_box *box, struct perf_event *event)
{
	const struct boxpmu_type *t = box->type;
	struct hw_perf_event *hwc = &event->hw;
	u64 ctl;

	if (t->ops && t->ops->enable_event) {
		t->ops->enable_event(box, event);
		return;
	}
	if (hwc->idx == BOXPMU_FIXED_IDX) {
		ctl = t->fixed_enable;
		if (!box->polling)
			ctl |= t->fixed_pmi_bit;
		boxpmu_write_reg(box, t->regs.fixed_ctl, ctl);
		return;
	}
	ctl = hwc->config | t->enable_bit;
	if (!box->polling)
		ctl |= t->pmi_bit;
	boxpmu_write_reg(box, boxpmu_ctl_reg(box, hwc->idx), ctl);
}

static void box_disable_event(struct boxpmu_box *box, struct perf_event *event)
{
	const struct boxpmu_type *t = box->type;

	if (t->ops && t->ops->disable_event)
		t->ops->disable_event(box, event);
	else
		boxpmu_write_reg(box, boxpmu_ctl_reg(box, event->hw.idx), 0);
}

static void box_enable(struct boxpmu_box *box)
{
	if (box->type->ops && box->type->ops->enable_box)
		box->type->ops->enable_box(box);
}

static void box_disable(struct boxpmu_box *box)
{
	if (box->type->ops && box->type->ops->disable_box)
		box->type->ops->disable_box(box);
}

static u64 box_read_status(struct boxpmu_box *box)
{
	const struct boxpmu_type *t = box->type;

	if (t->ops && t->ops->read_status)
		return t->ops->read_status(box);
	if (t->regs.box_status == BOXPMU_NOREG)
		return 0;
	return boxpmu_read_reg(box, t->regs.box_status);
}

static void box_clear_status(struct boxpmu_box *box, u64 bits)
{
	const struct boxpmu_type *t = box->type;

	if (t->ops && t->ops->clear_status)
		t->ops->clear_status(box, bits);
	else if (t->regs.box_ovf != BOXPMU_NOREG)
		boxpmu_write_reg(box, t->regs.box_ovf, bits);
}

/* ---- counting ------------------------------------------------------------ */

/*
 * Fold the counter into event->count. Lock-free, because the overflow NMI
 * may run it in the middle of a read() on the same CPU: whoever swaps
 * prev_count owns the delta.
 */
static u64 boxpmu_event_update(struct boxpmu_box *box, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;
	u64 prev, now, delta;

	if (box->gone)
		return local64_read(&hwc->prev_count);
	do {
		prev = local64_read(&hwc->prev_count);
		now = box_read_counter(box, hwc->idx);
	} while (local64_cmpxchg(&hwc->prev_count, prev, now) != prev);

	delta = boxpmu_delta(prev, now, slot_width(box, hwc->idx));
	local64_add(delta, &event->count);
	local64_sub(delta, &hwc->period_left);
	return now;
}

/*
 * Program the counter so that it overflows after the remaining period.
 *
 * With an overflow interrupt, counting events get a period too: half the
 * counter range, like the x86 core PMU. The interrupt then always comes
 * before the counter can pass its last read value, so the wrap-safe delta
 * is never ambiguous, however many events arrive between two reads.
 * Polled counters start from their current value: no write is needed.
 */
static void boxpmu_event_set_period(struct boxpmu_box *box, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;
	unsigned int width = slot_width(box, hwc->idx);
	u64 mask = boxpmu_width_mask(width);
	s64 period, left = local64_read(&hwc->period_left);
	u64 start;

	if (box->polling) {
		local64_set(&hwc->prev_count, box_read_counter(box, hwc->idx));
		return;
	}
	period = is_sampling_event(event) ? hwc->sample_period : BIT_ULL(width - 1);
	if (left <= 0) {
		left += period;
		hwc->last_period = period;
	}
	if (left <= 0 || left > period)
		left = period;
	if ((u64)left > (mask >> 1))
		left = mask >> 1;
	if (box->type->ops && box->type->ops->safe_period)
		left = box->type->ops->safe_period(box, left);
	local64_set(&hwc->period_left, left);
	start = (0 - (u64)left) & mask;
	local64_set(&hwc->prev_count, start);
	box_write_counter(box, hwc->idx, start);
	perf_event_update_userpage(event);
}

/* ---- poll timer ---------------------------------------------------------- */

/* Narrowest counter of a type: the one that wraps first. */
static unsigned int type_poll_width(const struct boxpmu_type *t)
{
	return t->fixed_width && t->fixed_width < t->width ? t->fixed_width : t->width;
}

/* Derived poll interval of a type, in ns. */
static u64 type_poll_ns(const struct boxpmu_type *t)
{
	return boxpmu_poll_interval_ns(type_poll_width(t), t->max_inc, t->clock_mhz);
}

static u64 box_poll_ns(const struct boxpmu_box *box)
{
	if (box->pmu->uncore->poll_ms)
		return (u64)box->pmu->uncore->poll_ms * NSEC_PER_MSEC;
	return type_poll_ns(box->type);
}

static enum hrtimer_restart boxpmu_poll(struct hrtimer *timer)
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
	hrtimer_forward_now(timer, ns_to_ktime(box_poll_ns(box)));
	return HRTIMER_RESTART;
}

static bool box_needs_poll(const struct boxpmu_box *box)
{
	struct boxpmu_uncore *u = box->pmu->uncore;

	return !u->pmi || !test_bit(box->pkg, u->pkg_pmi);
}

/* ---- perf callbacks ------------------------------------------------------ */

static u32 event_allowed(const struct boxpmu_type *t, struct perf_event *event)
{
	const struct boxpmu_constraint *c;

	if (event_is_fixed(event))
		return BIT(BOXPMU_FIXED_IDX);
	for (c = t->constraints; c && c->counters; c++)
		if ((event->hw.config & c->mask) == c->match)
			return c->counters;
	return GENMASK(t->num_counters - 1, 0);
}

/* Add @e to the group being checked; -EINVAL if it cannot be in it. */
static int group_member(struct boxpmu_pmu *bp, struct perf_event *event,
			struct perf_event *e, u32 *allowed, int *n)
{
	if (e->pmu != event->pmu)
		return is_software_event(e) ? 0 : -EINVAL;
	if (*n >= BOXPMU_MAX_SLOTS)
		return -EINVAL;
	allowed[(*n)++] = event_allowed(bp->type, e);
	return 0;
}

/*
 * Would the group of @event, with @event, fit on an empty box? Groups are
 * scheduled as a whole, so a group that cannot fit can never count.
 */
static int boxpmu_validate_group(struct boxpmu_pmu *bp, struct perf_event *event)
{
	struct perf_event *leader = event->group_leader, *sib;
	u32 allowed[BOXPMU_MAX_SLOTS];
	int assign[BOXPMU_MAX_SLOTS];
	int n = 0, i, ret = 0;

	if (leader != event) {
		ret = group_member(bp, event, leader, allowed, &n);
		for_each_sibling_event(sib, leader)
			if (!ret)
				ret = group_member(bp, event, sib, allowed, &n);
	}
	if (!ret)
		ret = group_member(bp, event, event, allowed, &n);
	if (ret)
		return ret;
	for (i = 0; i < n; i++)
		assign[i] = -1;
	return boxpmu_assign(n, allowed, assign, BOXPMU_MAX_SLOTS) ? 0 : -EINVAL;
}

static int boxpmu_event_init(struct perf_event *event)
{
	struct boxpmu_pmu *bp = to_bpmu(event->pmu);
	const struct boxpmu_type *t = bp->type;
	struct boxpmu_uncore *u = bp->uncore;
	struct hw_perf_event *hwc = &event->hw;
	u64 config = event->attr.config;
	struct boxpmu_box *box;
	int pkg, cpu, ret;

	if (event->attr.type != event->pmu->type)
		return -ENOENT;
	/* uncore counters count for the whole package, never for a task */
	if (event->cpu < 0 || event->attach_state & PERF_ATTACH_TASK)
		return -EINVAL;
	if (is_sampling_event(event) && (!u->pmi || !boxpmu_can_sample))
		return -EOPNOTSUPP;
	if (event->attr.config1 || event->attr.config2)
		return -EINVAL;

	hwc->flags = 0;
	if (t->fixed_width && config == t->fixed_config)
		hwc->flags = BOXPMU_HW_FIXED;
	else if (config & ~t->event_mask)
		return -EINVAL;

	pkg = boxpmu_cpu_package(event->cpu);
	if (pkg < 0 || pkg >= boxpmu_max_packages())
		return -EINVAL;
	cpu = READ_ONCE(u->per_package_cpu[pkg]);
	box = READ_ONCE(bp->boxes[pkg]);
	if (cpu < 0 || !box || READ_ONCE(box->gone))
		return -ENODEV;
	if (is_sampling_event(event) && !test_bit(pkg, u->pkg_pmi))
		return -EOPNOTSUPP;

	hwc->config = event_is_fixed(event) ? 0 : config;
	hwc->idx = -1;
	hwc->last_tag = 0;
	if (t->ops && t->ops->hw_config) {
		ret = t->ops->hw_config(box, event);
		if (ret)
			return ret;
	}
	ret = boxpmu_validate_group(bp, event);
	if (ret)
		return ret;

	event->cpu = cpu;
	if (is_sampling_event(event)) {
		hwc->last_period = hwc->sample_period;
		local64_set(&hwc->period_left, hwc->sample_period);
	}
	return 0;
}

static void boxpmu_event_start(struct perf_event *event, int flags)
{
	struct boxpmu_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;

	if (WARN_ON_ONCE(!(hwc->state & PERF_HES_STOPPED)))
		return;
	hwc->state = 0;
	boxpmu_event_set_period(box, event);
	box_enable_event(box, event);
	/* publish to the NMI handler only once the event is complete */
	barrier();
	__set_bit(hwc->idx, &box->used_mask);
}

static void boxpmu_event_stop(struct perf_event *event, int flags)
{
	struct boxpmu_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;

	if (!(hwc->state & PERF_HES_STOPPED)) {
		__clear_bit(hwc->idx, &box->used_mask);
		barrier();
		box_disable_event(box, event);
		hwc->state |= PERF_HES_STOPPED;
	}
	if ((flags & PERF_EF_UPDATE) && !(hwc->state & PERF_HES_UPTODATE)) {
		boxpmu_event_update(box, event);
		hwc->state |= PERF_HES_UPTODATE;
	}
}

static void boxpmu_box_first_use(struct boxpmu_box *box)
{
	struct boxpmu_uncore *u = box->pmu->uncore;

	if (u->global && u->global->init && !test_bit(box->pkg, u->pkg_ready)) {
		u->global->init(u, box->pkg);
		set_bit(box->pkg, u->pkg_ready);
	}
	if (!box->initialised) {
		if (box->type->ops && box->type->ops->init_box)
			box->type->ops->init_box(box);
		box->initialised = true;
	}
}

static int boxpmu_event_add(struct perf_event *event, int flags)
{
	struct boxpmu_box *box = event_box(event);
	const struct boxpmu_type *t = box->type;
	struct hw_perf_event *hwc = &event->hw;
	struct perf_event *members[BOXPMU_MAX_SLOTS + 1];
	u32 allowed[BOXPMU_MAX_SLOTS + 1];
	int assign[BOXPMU_MAX_SLOTS + 1];
	bool running[BOXPMU_MAX_SLOTS];
	int n = 0, i, slot;

	for (slot = 0; slot < BOXPMU_MAX_SLOTS; slot++) {
		if (!box->events[slot])
			continue;
		members[n] = box->events[slot];
		allowed[n] = event_allowed(t, members[n]);
		assign[n++] = slot;
	}
	members[n] = event;
	allowed[n] = event_allowed(t, event);
	assign[n++] = -1;
	if (!boxpmu_assign(n, allowed, assign, BOXPMU_MAX_SLOTS))
		return -EAGAIN;

	if (!box->n_events) {
		boxpmu_box_first_use(box);
		box->polling = box_needs_poll(box);
	}

	box_disable(box);
	/*
	 * Move the events the matching displaced, keeping their counts; an
	 * event perf had stopped (not removed) stays stopped on its new
	 * counter.
	 */
	for (i = 0; i < n - 1; i++) {
		struct perf_event *e = members[i];

		running[i] = !(e->hw.state & PERF_HES_STOPPED);
		if (assign[i] == e->hw.idx)
			continue;
		boxpmu_event_stop(e, PERF_EF_UPDATE);
		box->events[e->hw.idx] = NULL;
	}
	for (i = 0; i < n - 1; i++) {
		struct perf_event *e = members[i];

		if (assign[i] == e->hw.idx)
			continue;
		e->hw.idx = assign[i];
		box->events[assign[i]] = e;
		if (running[i])
			boxpmu_event_start(e, PERF_EF_RELOAD);
	}
	hwc->idx = assign[n - 1];
	box->events[hwc->idx] = event;
	box->n_events++;
	hwc->state = PERF_HES_UPTODATE | PERF_HES_STOPPED;
	if (flags & PERF_EF_START)
		boxpmu_event_start(event, 0);
	box_enable(box);

	if (box->n_events == 1 && box->polling)
		hrtimer_start(&box->timer, ns_to_ktime(box_poll_ns(box)),
			      HRTIMER_MODE_REL_PINNED_HARD);
	perf_event_update_userpage(event);
	return 0;
}

static void boxpmu_event_del(struct perf_event *event, int flags)
{
	struct boxpmu_box *box = event_box(event);
	struct hw_perf_event *hwc = &event->hw;

	boxpmu_event_stop(event, PERF_EF_UPDATE);
	box->events[hwc->idx] = NULL;
	hwc->idx = -1;
	if (--box->n_events == 0 && box->polling)
		hrtimer_cancel(&box->timer);
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
	struct boxpmu_pmu *bp = to_bpmu(pmu);
	struct boxpmu_box *box = bp->boxes[boxpmu_cpu_package(smp_processor_id())];

	if (box && box->n_events)
		box_enable(box);
}

static void boxpmu_pmu_disable(struct pmu *pmu)
{
	struct boxpmu_pmu *bp = to_bpmu(pmu);
	struct boxpmu_box *box = bp->boxes[boxpmu_cpu_package(smp_processor_id())];

	if (box && box->n_events)
		box_disable(box);
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
		ovf = box_read_status(box);
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
			box_clear_status(box, ovf);
	}
}

/* ---- sysfs --------------------------------------------------------------- */

/*
 * The collecting CPUs of the packages where this PMU has a box. MSR boxes
 * exist in every package; a PCI box only where its device probed, and perf
 * must not open events on packages without one.
 */
static ssize_t cpumask_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	struct boxpmu_pmu *bp = to_bpmu(dev_get_drvdata(dev));
	struct boxpmu_uncore *u = bp->uncore;
	cpumask_var_t mask;
	ssize_t ret;
	int pkg;

	if (bp->type->access != BOXPMU_ACCESS_PCI)
		return cpumap_print_to_pagebuf(true, buf, &u->cpumask);
	if (!zalloc_cpumask_var(&mask, GFP_KERNEL))
		return -ENOMEM;
	for (pkg = 0; pkg < boxpmu_max_packages(); pkg++) {
		struct boxpmu_box *box = READ_ONCE(bp->boxes[pkg]);
		int cpu = READ_ONCE(u->per_package_cpu[pkg]);

		if (box && !READ_ONCE(box->gone) && cpu >= 0)
			cpumask_set_cpu(cpu, mask);
	}
	ret = cpumap_print_to_pagebuf(true, buf, mask);
	free_cpumask_var(mask);
	return ret;
}
static DEVICE_ATTR_RO(cpumask);

static struct attribute *boxpmu_cpumask_attrs[] = {
	&dev_attr_cpumask.attr,
	NULL,
};

static const struct attribute_group boxpmu_cpumask_group = {
	.attrs = boxpmu_cpumask_attrs,
};

/*
 * Sysfs format of the common Intel uncore counter control (see
 * include/boxpmu/intel_uncore.h).
 */
const struct boxpmu_format_desc boxpmu_intel_uncore_formats[] = {
	BOXPMU_FORMAT(event, "config:0-7"),
	BOXPMU_FORMAT(umask, "config:8-15"),
	BOXPMU_FORMAT(edge, "config:18"),
	BOXPMU_FORMAT(inv, "config:23"),
	BOXPMU_FORMAT(thresh, "config:24-31"),
	{ }
};
EXPORT_SYMBOL_GPL(boxpmu_intel_uncore_formats);

static int count_descs(const void *descs, size_t size)
{
	const char * const *name = descs;
	int n = 0;

	while (descs && *name) {
		n++;
		name = (const char * const *)((const char *)name + size);
	}
	return n;
}

/* Build the format and events groups of @type from its descriptions. */
int boxpmu_type_sysfs_init(struct boxpmu_type *type)
{
	int nf = count_descs(type->formats, sizeof(*type->formats));
	int ne = count_descs(type->events, sizeof(*type->events));
	struct perf_pmu_events_attr *pa;
	struct attribute **attrs;
	int i, g = 0;

	pa = kcalloc(nf + ne, sizeof(*pa), GFP_KERNEL);
	attrs = kcalloc(nf + ne + 2, sizeof(*attrs), GFP_KERNEL);
	if (!pa || !attrs) {
		kfree(pa);
		kfree(attrs);
		return -ENOMEM;
	}
	for (i = 0; i < nf + ne; i++) {
		bool fmt = i < nf;
		const char *name = fmt ? type->formats[i].name : type->events[i - nf].name;

		sysfs_attr_init(&pa[i].attr.attr);
		pa[i].attr.attr.name = name;
		pa[i].attr.attr.mode = 0444;
		pa[i].attr.show = perf_event_sysfs_show;
		pa[i].event_str = fmt ? type->formats[i].spec : type->events[i - nf].terms;
	}
	/* attrs: formats, NULL, events, NULL */
	for (i = 0; i < nf; i++)
		attrs[i] = &pa[i].attr.attr;
	for (i = 0; i < ne; i++)
		attrs[nf + 1 + i] = &pa[nf + i].attr.attr;

	type->attr_mem = pa;
	type->format_group.name = "format";
	type->format_group.attrs = attrs;
	type->events_group.name = "events";
	type->events_group.attrs = &attrs[nf + 1];
	type->attr_groups[g++] = &type->format_group;
	if (ne)
		type->attr_groups[g++] = &type->events_group;
	type->attr_groups[g++] = &boxpmu_cpumask_group;
	type->attr_groups[g] = NULL;
	return 0;
}

void boxpmu_type_sysfs_exit(struct boxpmu_type *type)
{
	kfree(type->format_group.attrs);
	kfree(type->attr_mem);
	type->format_group.attrs = NULL;
	type->attr_mem = NULL;
}

/* ---- registration -------------------------------------------------------- */

static struct boxpmu_box *box_alloc(struct boxpmu_pmu *bp, int pkg)
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
				bp->boxes[pkg] = box_alloc(bp, pkg);
				if (!bp->boxes[pkg])
					return -ENOMEM;
			}
		}
	}
	return 0;
}

static void boxpmu_pmu_setup(struct boxpmu_pmu *bp)
{
	bp->pmu = (struct pmu) {
		.module		= bp->uncore->owner ? bp->uncore->owner : THIS_MODULE,
		.task_ctx_nr	= perf_invalid_context,
		.event_init	= boxpmu_event_init,
		.add		= boxpmu_event_add,
		.del		= boxpmu_event_del,
		.start		= boxpmu_event_start,
		.stop		= boxpmu_event_stop,
		.read		= boxpmu_event_read,
		.pmu_enable	= boxpmu_pmu_enable,
		.pmu_disable	= boxpmu_pmu_disable,
		.attr_groups	= bp->type->attr_groups,
		.capabilities	= PERF_PMU_CAP_NO_EXCLUDE,
	};
	if (!bp->uncore->pmi)
		bp->pmu.capabilities |= PERF_PMU_CAP_NO_INTERRUPT;
}

/* Say how often a type's counters are polled, and why. */
static void boxpmu_log_poll(struct boxpmu_uncore *u, const struct boxpmu_type *t)
{
	unsigned int width = type_poll_width(t);
	u64 wrap_s = div64_u64(boxpmu_width_mask(width),
			       (u64)max(t->max_inc, 1U) * max(t->clock_mhz, 1U) * 1000000);
	u64 poll_ms = div64_u64(type_poll_ns(t), NSEC_PER_MSEC);

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

/**
 * boxpmu_pci_box_attach() - a PCI box's device has probed
 * @u:    the driver
 * @type: box type
 * @idx:  box index
 * @pkg:  logical package the device belongs to
 * @pdev: the device
 *
 * Return: 0, -EINVAL for an index or package out of range, -EBUSY if the
 * box is attached already, -ENOMEM.
 */
int boxpmu_pci_box_attach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
			  unsigned int idx, int pkg, struct pci_dev *pdev)
{
	struct boxpmu_pmu *bp = NULL;
	struct boxpmu_box *box;
	unsigned int i;

	if (pkg < 0 || pkg >= boxpmu_max_packages())
		return -EINVAL;
	for (i = 0; i < u->num_pmus; i++)
		if (u->pmus[i].type == type && u->pmus[i].idx == idx)
			bp = &u->pmus[i];
	if (!bp)
		return -EINVAL;
	box = bp->boxes[pkg];
	if (box && box->pdev)
		return -EBUSY;
	if (box && box->n_events)
		return -EBUSY;	/* events of the old device are still open */
	if (!box) {
		box = box_alloc(bp, pkg);
		if (!box)
			return -ENOMEM;
	}
	box->pdev = pci_dev_get(pdev);	/* held until detach */
	box->gone = false;
	box->initialised = false;
	WRITE_ONCE(bp->boxes[pkg], box);
	return 0;
}
EXPORT_SYMBOL_GPL(boxpmu_pci_box_attach);

/*
 * On the collecting CPU, where events are added, read and removed with
 * interrupts off: bring the counts of the box's active events up to date,
 * then cut the box off its device. Nothing on that CPU can be in the
 * middle of a register access meanwhile.
 */
static void boxpmu_box_cut(void *info)
{
	struct boxpmu_box *box = info;
	int idx;

	for_each_set_bit(idx, &box->used_mask, BOXPMU_MAX_SLOTS)
		boxpmu_event_update(box, box->events[idx]);
	WRITE_ONCE(box->gone, true);
	WRITE_ONCE(box->pdev, NULL);
}

/**
 * boxpmu_pci_box_detach() - a PCI box's device is going away
 * @u:    the driver
 * @type: box type
 * @idx:  box index
 * @pkg:  logical package
 *
 * Events still open on the box keep the count they had when the device
 * left (folded on the collecting CPU first) and read no more registers;
 * the box memory lives until the driver unregisters. Called from the PCI
 * driver's remove(), in process context.
 */
void boxpmu_pci_box_detach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
			   unsigned int idx, int pkg)
{
	unsigned int i;

	cpus_read_lock();
	for (i = 0; i < u->num_pmus; i++) {
		struct boxpmu_pmu *bp = &u->pmus[i];
		struct boxpmu_box *box = bp->boxes[pkg];
		struct pci_dev *pdev;
		int cpu;

		if (bp->type != type || bp->idx != idx || !box || !box->pdev)
			continue;
		pdev = box->pdev;
		cpu = READ_ONCE(u->per_package_cpu[pkg]);
		if (cpu < 0 || smp_call_function_single(cpu, boxpmu_box_cut, box, 1))
			boxpmu_box_cut(box);	/* no CPU of the package runs perf */
		hrtimer_cancel(&box->timer);
		pci_dev_put(pdev);
	}
	cpus_read_unlock();
}
EXPORT_SYMBOL_GPL(boxpmu_pci_box_detach);
