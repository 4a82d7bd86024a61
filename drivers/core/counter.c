// SPDX-License-Identifier: GPL-2.0
/* boxpmu core: register map, generic box operations, 64-bit counts */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/perf_event.h>

#include <boxpmu/core.h>
#include "internal.h"

/* offset from the box base of counter slot @idx's control (BOXPMU_FIXED_IDX: the fixed one's) */
static u32 boxpmu_ctl_reg(const struct boxpmu_box *box, int idx)
{
	const struct boxpmu_regs *r = &box->type->regs;

	if (idx == BOXPMU_FIXED_IDX)
		return r->fixed_ctl;
	return r->ctl_offs ? r->ctl_offs[idx] : r->ctl0 + idx * r->ctl_stride;
}

/**
 * boxpmu_ctr_reg() - offset from the box base of a counter slot's counter
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

static unsigned int boxpmu_slot_width(const struct boxpmu_box *box, int idx)
{
	return idx == BOXPMU_FIXED_IDX ? box->type->fixed_width : box->type->width;
}

/* No driver ops: a gone box's registers are gone, its state may be its heir's */
static inline bool box_gone(const struct boxpmu_box *box)
{
	return READ_ONCE(box->gone);
}

/*
 * A split (PCI) counter is read high, low, high: low again if high changed (a carry).
 * Bits beyond the width: a device that fell off the bus (all ones).
 */
static int box_read_counter(struct boxpmu_box *box, int idx, u64 *val)
{
	const struct boxpmu_type *t = box->type;
	u32 off = boxpmu_ctr_reg(box, idx);
	u64 hi, lo, hi2;
	int ret;

	if (t->ops && t->ops->read_counter)
		return t->ops->read_counter(box, idx, val);
	if (!t->split_counter)
		return boxpmu_read_reg(box, off, val);
	ret = boxpmu_read_reg(box, off + 4, &hi);
	if (!ret)
		ret = boxpmu_read_reg(box, off, &lo);
	if (!ret)
		ret = boxpmu_read_reg(box, off + 4, &hi2);
	if (!ret && hi != hi2)
		ret = boxpmu_read_reg(box, off, &lo);
	if (ret)
		return ret;
	*val = hi2 << 32 | lo;
	if (*val & ~boxpmu_width_mask(boxpmu_slot_width(box, idx))) {
		pr_warn_ratelimited("%s: counter %d reads 0x%llx, beyond its width: device gone?\n",
				    box->pmu->name, idx, *val);
		return -ENODEV;
	}
	return 0;
}

static int boxpmu_box_write_counter(struct boxpmu_box *box, int idx, u64 val)
{
	const struct boxpmu_type *t = box->type;
	u32 off = boxpmu_ctr_reg(box, idx);
	int ret;

	if (t->ops && t->ops->write_counter)
		return t->ops->write_counter(box, idx, val);
	if (!t->split_counter)
		return boxpmu_write_reg(box, off, val);
	ret = boxpmu_write_reg(box, off, lower_32_bits(val));
	if (!ret)
		ret = boxpmu_write_reg(box, off + 4, upper_32_bits(val));
	return ret;
}

/**
 * boxpmu_write_ctl() - start a counter slot: its control with the enable and PMI bits
 * @box:    the box
 * @idx:    counter slot (BOXPMU_FIXED_IDX: its fixed_enable and fixed_pmi_bit)
 * @config: the control's event selection, as the box takes it
 */
void boxpmu_write_ctl(struct boxpmu_box *box, int idx, u64 config)
{
	const struct boxpmu_type *t = box->type;
	bool fixed = idx == BOXPMU_FIXED_IDX;

	config |= fixed ? t->fixed_enable : t->enable_bit;
	if (!box->polling)
		config |= fixed ? t->fixed_pmi_bit : t->pmi_bit;
	boxpmu_write_reg(box, boxpmu_ctl_reg(box, idx), config);
}
EXPORT_SYMBOL_GPL(boxpmu_write_ctl);

static void boxpmu_box_enable_event(struct boxpmu_box *box, struct perf_event *event)
{
	const struct boxpmu_type *t = box->type;
	int idx = event->hw.idx;

	if (box_gone(box))
		return;
	if (t->ops && t->ops->enable_event)
		t->ops->enable_event(box, event);
	else
		boxpmu_write_ctl(box, idx, idx == BOXPMU_FIXED_IDX ? 0 : event->hw.config);
}

static void boxpmu_box_disable_event(struct boxpmu_box *box, struct perf_event *event)
{
	const struct boxpmu_type *t = box->type;

	if (box_gone(box))
		return;
	if (t->ops && t->ops->disable_event)
		t->ops->disable_event(box, event);
	else
		boxpmu_write_reg(box, boxpmu_ctl_reg(box, event->hw.idx), 0);
}

void boxpmu_box_enable(struct boxpmu_box *box)
{
	if (!box_gone(box) && box->type->ops && box->type->ops->enable_box)
		box->type->ops->enable_box(box);
}

void boxpmu_box_disable(struct boxpmu_box *box)
{
	if (!box_gone(box) && box->type->ops && box->type->ops->disable_box)
		box->type->ops->disable_box(box);
}

u64 boxpmu_box_read_status(struct boxpmu_box *box)
{
	const struct boxpmu_type *t = box->type;
	u64 st = 0;

	if (box_gone(box))
		return 0;
	if (t->ops && t->ops->read_status)
		return t->ops->read_status(box, &st) ? 0 : st;
	if (t->regs.box_status == BOXPMU_NOREG ||
	    boxpmu_read_reg(box, t->regs.box_status, &st))
		return 0;
	return st;
}

void boxpmu_box_clear_status(struct boxpmu_box *box, u64 bits)
{
	const struct boxpmu_type *t = box->type;

	if (box_gone(box))
		return;
	if (t->ops && t->ops->clear_status)
		t->ops->clear_status(box, bits);
	else if (t->regs.box_ovf != BOXPMU_NOREG)
		boxpmu_write_reg(box, t->regs.box_ovf, bits);
}

/*
 * Lock-free: the overflow NMI may run it in the middle of a read() on the same CPU;
 * whoever swaps prev_count owns the delta. A failed read changes nothing.
 */
int boxpmu_event_update(struct boxpmu_box *box, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;
	int shift = 64 - boxpmu_slot_width(box, hwc->idx);
	u64 prev, now, delta;
	int ret;

	if (box_gone(box))
		return 0;
	do {
		prev = local64_read(&hwc->prev_count);
		ret = box_read_counter(box, hwc->idx, &now);
		if (ret)
			return ret;
	} while (local64_cmpxchg(&hwc->prev_count, prev, now) != prev);

	if (hwc->flags & BOXPMU_HW_RESYNC) {
		hwc->flags &= ~BOXPMU_HW_RESYNC;
		return 0;
	}
	delta = (now << shift) - (prev << shift);
	delta = event_is_updown(event) ? (u64)((s64)delta >> shift) : delta >> shift;
	local64_add(delta, &event->count);
	local64_sub(delta, &hwc->period_left);
	return 0;
}

/* Every event on a counter of @box, as boxpmu_event_update() */
void boxpmu_box_update(struct boxpmu_box *box)
{
	int idx;

	for_each_set_bit(idx, &box->used_mask, BOXPMU_MAX_SLOTS) {
		struct perf_event *event = READ_ONCE(box->events[idx]);

		if (event)
			boxpmu_event_update(box, event);
	}
}

/* False if the start is unknown (the event's last value may be stale). */
static bool boxpmu_counter_begin(struct boxpmu_box *box, int idx, bool polled, u64 preload,
				 u64 *start)
{
	u64 now;

	if (box_gone(box))
		return false;
	if (polled) {
		if (!box_read_counter(box, idx, &now)) {
			*start = now;
			return true;
		}
		preload = 0;
	}
	if (!boxpmu_box_write_counter(box, idx, preload)) {
		*start = preload;
		return true;
	}
	if (!polled && !box_read_counter(box, idx, &now)) {
		*start = now;
		return true;
	}
	return false;
}

static void boxpmu_event_begin(struct boxpmu_box *box, struct perf_event *event, bool polled,
			       u64 preload)
{
	struct hw_perf_event *hwc = &event->hw;
	u64 start;

	if (boxpmu_counter_begin(box, hwc->idx, polled, preload, &start)) {
		local64_set(&hwc->prev_count, start);
		hwc->flags &= ~BOXPMU_HW_RESYNC;
	} else {
		hwc->flags |= BOXPMU_HW_RESYNC;
	}
}

/* Counting events: half the range as period, so the PMI comes before a wrap past the last read */
bool boxpmu_event_set_period(struct boxpmu_box *box, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;
	unsigned int width = boxpmu_slot_width(box, hwc->idx);
	u64 mask = boxpmu_width_mask(width);
	s64 period, left = local64_read(&hwc->period_left);
	bool elapsed;
	u64 dist;

	if (box->polling) {
		boxpmu_event_begin(box, event, true, 0);
		return false;
	}
	period = is_sampling_event(event) ? hwc->sample_period : mask >> 1;
	elapsed = boxpmu_period_next(&left, period, mask >> 1, &dist);
	if (elapsed)
		hwc->last_period = period;
	if (box->type->ops && box->type->ops->safe_period)
		dist = box->type->ops->safe_period(box, dist);
	local64_set(&hwc->period_left, left);
	boxpmu_event_begin(box, event, false, (0 - dist) & mask);
	perf_event_update_userpage(event);
	return elapsed;
}

void boxpmu_counter_start(struct boxpmu_box *box, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;

	hwc->state = 0;
	boxpmu_event_set_period(box, event);
	boxpmu_box_enable_event(box, event);
	/* the NMI handler may look at the event once its bit is set */
	smp_mb__before_atomic();
	set_bit(hwc->idx, &box->used_mask);
}

void boxpmu_counter_stop(struct boxpmu_box *box, struct perf_event *event, bool update)
{
	struct hw_perf_event *hwc = &event->hw;

	if (!(hwc->state & PERF_HES_STOPPED)) {
		clear_bit(hwc->idx, &box->used_mask);
		/* no NMI handler takes up the event once its counter stops */
		smp_mb__after_atomic();
		boxpmu_box_disable_event(box, event);
		hwc->state |= PERF_HES_STOPPED;
	}
	if (update && !(hwc->state & PERF_HES_UPTODATE)) {
		boxpmu_event_update(box, event);
		hwc->state |= PERF_HES_UPTODATE;
	}
}
