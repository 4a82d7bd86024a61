// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: counters. Where a counter's registers are, the generic box
 * operations built from a box description, the widening of narrow
 * wrapping counters into perf's 64-bit counts, and starting and stopping
 * one counter.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/perf_event.h>

#include <boxpmu/core.h>
#include "internal.h"

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

unsigned int boxpmu_slot_width(const struct boxpmu_box *box, int idx)
{
	return idx == BOXPMU_FIXED_IDX ? box->type->fixed_width : box->type->width;
}

/* ---- generic box operations ---------------------------------------------- */

/*
 * A box whose device is gone (a retired box, or one cut off on detach)
 * gets no driver operation any more: its registers are gone, and its
 * driver state must not change under the events of the box that may have
 * replaced it. Its events keep their counts.
 */
static inline bool box_gone(const struct boxpmu_box *box)
{
	return READ_ONCE(box->gone);
}

/*
 * The raw value of a counter slot; bits above its width are left for the
 * caller to ignore. A split (PCI) counter is read high, low, high: if the
 * high dword changed, the low one carried in between and is read again
 * (it cannot carry twice before 2^32 more events). A high dword with bits
 * above the counter width cannot be a counter value: it is what a device
 * that fell off the bus returns (all ones), a failed read.
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

static void boxpmu_box_enable_event(struct boxpmu_box *box, struct perf_event *event)
{
	const struct boxpmu_type *t = box->type;
	struct hw_perf_event *hwc = &event->hw;
	u64 ctl;

	if (box_gone(box))
		return;
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
	if (box_gone(box))
		return;
	if (box->type->ops && box->type->ops->enable_box)
		box->type->ops->enable_box(box);
}

void boxpmu_box_disable(struct boxpmu_box *box)
{
	if (box_gone(box))
		return;
	if (box->type->ops && box->type->ops->disable_box)
		box->type->ops->disable_box(box);
}

/* Overflow bits of the box; 0 (none) if they cannot be read. */
u64 boxpmu_box_read_status(struct boxpmu_box *box)
{
	const struct boxpmu_type *t = box->type;
	u64 st = 0;

	if (box_gone(box))
		return 0;
	if (t->ops && t->ops->read_status) {
		if (t->ops->read_status(box, &st))
			return 0;
		return st;
	}
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

/* ---- counting ------------------------------------------------------------ */

/**
 * boxpmu_event_update() - fold the counter into event->count
 * @box:   the event's box
 * @event: the event
 *
 * Lock-free, because the overflow NMI may run it in the middle of a read()
 * on the same CPU: whoever swaps prev_count owns the delta. The delta is
 * taken modulo 2^width by shifting both values up to bit 63; an event that
 * also counts down gets it sign-extended (it then has half the headroom).
 * A failed read changes nothing: the delta of a counter read as 0 (a
 * faulting MSR) or as all ones (a vanished PCI device) would be a jump of
 * nearly 2^width. The next good read catches up.
 *
 * Return: 0, or the error of the failed read.
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

/*
 * Where @box's counter @idx starts: polled, from its own value (no write
 * needed), else from 0 written to it; with an interrupt, from @preload
 * written to it, else from its own value. False if neither access works:
 * the start is unknown. A failed read is never taken as a value, and the
 * event's last value is not the counter's (another event may have used
 * the counter since, or the event moved).
 */
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

/* The event counts from @start, or from a value to be read (unknown). */
static void boxpmu_event_begin(struct perf_event *event, bool known, u64 start)
{
	struct hw_perf_event *hwc = &event->hw;

	if (known) {
		local64_set(&hwc->prev_count, start);
		hwc->flags &= ~BOXPMU_HW_RESYNC;
	} else {
		hwc->flags |= BOXPMU_HW_RESYNC;
	}
}

/**
 * boxpmu_event_set_period() - program the counter for the remaining period
 * @box:   the event's box
 * @event: the event
 *
 * With an overflow interrupt, counting events get a period too: half the
 * counter range, like the x86 core PMU. The interrupt then always comes
 * before the counter can pass its last read value, so the wrap-safe delta
 * is never ambiguous, however many events arrive between two reads. A
 * sample period beyond that reach is counted in stretches (see
 * boxpmu_period_next()); period_left keeps what is left of the whole
 * period. A stretch the type lengthens (&boxpmu_type_ops.safe_period)
 * lengthens only what is programmed: the events past the period's end
 * count towards the next one.
 * Polled counters start from their current value: no write is needed.
 * If the preload cannot be written, counting goes on from whatever value
 * the counter has; if that cannot be read either, from the value the next
 * good read finds (boxpmu_counter_begin()).
 *
 * Return: whether the period ran out, so that a sampling event is due a
 * sample; false for polled counters.
 */
bool boxpmu_event_set_period(struct boxpmu_box *box, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;
	unsigned int width = boxpmu_slot_width(box, hwc->idx);
	u64 mask = boxpmu_width_mask(width);
	s64 period, left = local64_read(&hwc->period_left);
	u64 start = 0, dist;
	bool elapsed, known;

	if (box->polling) {
		known = boxpmu_counter_begin(box, hwc->idx, true, 0, &start);
		boxpmu_event_begin(event, known, start);
		return false;
	}
	period = is_sampling_event(event) ? hwc->sample_period : mask >> 1;
	elapsed = boxpmu_period_next(&left, period, mask >> 1, &dist);
	if (elapsed)
		hwc->last_period = period;
	if (box->type->ops && box->type->ops->safe_period)
		dist = box->type->ops->safe_period(box, dist);
	local64_set(&hwc->period_left, left);
	known = boxpmu_counter_begin(box, hwc->idx, false, (0 - dist) & mask, &start);
	boxpmu_event_begin(event, known, start);
	perf_event_update_userpage(event);
	return elapsed;
}

/* ---- one counter --------------------------------------------------------- */

/**
 * boxpmu_counter_start() - start counting an event on its counter
 * @box:   the event's box
 * @event: the event, placed (hw.idx) and stopped
 *
 * Published to the overflow NMI (used_mask) only once it is complete.
 */
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

/**
 * boxpmu_counter_stop() - stop an event's counter, optionally folding in
 * its last count
 * @box:    the event's box
 * @event:  the event
 * @update: read the counter into the count afterwards
 */
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
