// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: counters. Where a counter's registers are, the generic box
 * operations built from a box description, and the widening of narrow
 * wrapping counters into perf's 64-bit counts.
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

u64 boxpmu_box_read_counter(struct boxpmu_box *box, int idx)
{
	const struct boxpmu_type *t = box->type;
	u64 raw;

	if (t->ops && t->ops->read_counter)
		return t->ops->read_counter(box, idx);
	if (t->split_counter)
		raw = boxpmu_read_split(box, boxpmu_ctr_reg(box, idx));
	else
		raw = boxpmu_read_reg(box, boxpmu_ctr_reg(box, idx));
	return raw & boxpmu_width_mask(boxpmu_slot_width(box, idx));
}

static void boxpmu_box_write_counter(struct boxpmu_box *box, int idx, u64 val)
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

void boxpmu_box_enable_event(struct boxpmu_box *box, struct perf_event *event)
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

void boxpmu_box_disable_event(struct boxpmu_box *box, struct perf_event *event)
{
	const struct boxpmu_type *t = box->type;

	if (t->ops && t->ops->disable_event)
		t->ops->disable_event(box, event);
	else
		boxpmu_write_reg(box, boxpmu_ctl_reg(box, event->hw.idx), 0);
}

void boxpmu_box_enable(struct boxpmu_box *box)
{
	if (box->type->ops && box->type->ops->enable_box)
		box->type->ops->enable_box(box);
}

void boxpmu_box_disable(struct boxpmu_box *box)
{
	if (box->type->ops && box->type->ops->disable_box)
		box->type->ops->disable_box(box);
}

u64 boxpmu_box_read_status(struct boxpmu_box *box)
{
	const struct boxpmu_type *t = box->type;

	if (t->ops && t->ops->read_status)
		return t->ops->read_status(box);
	if (t->regs.box_status == BOXPMU_NOREG)
		return 0;
	return boxpmu_read_reg(box, t->regs.box_status);
}

void boxpmu_box_clear_status(struct boxpmu_box *box, u64 bits)
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
u64 boxpmu_event_update(struct boxpmu_box *box, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;
	u64 prev, now, delta;

	if (box->gone)
		return local64_read(&hwc->prev_count);
	do {
		prev = local64_read(&hwc->prev_count);
		now = boxpmu_box_read_counter(box, hwc->idx);
	} while (local64_cmpxchg(&hwc->prev_count, prev, now) != prev);

	delta = boxpmu_delta(prev, now, boxpmu_slot_width(box, hwc->idx));
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
void boxpmu_event_set_period(struct boxpmu_box *box, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;
	unsigned int width = boxpmu_slot_width(box, hwc->idx);
	u64 mask = boxpmu_width_mask(width);
	s64 period, left = local64_read(&hwc->period_left);
	u64 start;

	if (box->polling) {
		local64_set(&hwc->prev_count, boxpmu_box_read_counter(box, hwc->idx));
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
	boxpmu_box_write_counter(box, hwc->idx, start);
	perf_event_update_userpage(event);
}
