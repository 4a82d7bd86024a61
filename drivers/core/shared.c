// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: shared registers. Filters, match/mask pairs and
 * sub-control registers that several counters of a box use, each event
 * needing them to hold certain values.
 *
 * A box type declares its shared registers (struct boxpmu_shared_desc)
 * and which events need them with which values (a struct boxpmu_shared_use
 * table, or the shared_reqs op). The core keeps, per box, the slots of
 * each register with their values and reference counts:
 *
 * - events needing equal values share a slot; an event needing other
 *   values takes another free slot where the hardware has several
 *   equivalent ones;
 * - otherwise it conflicts: add() answers -EAGAIN, so perf runs the two
 *   in turns (multiplexing) and never counts one with the other's value;
 *   two such events in one group can never run and are refused with
 *   -EINVAL when the group is built;
 * - a register is written when a slot's first user takes it and when its
 *   last user leaves (with an enable, if the register has one, set last
 *   and cleared first).
 *
 * Runs where perf adds and removes events: on the collecting CPU with
 * interrupts off. The overflow NMI never touches shared registers.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/perf_event.h>

#include <boxpmu/core.h>
#include "internal.h"

/*
 * An event's claims (boxpmu_claim_*() in logic.h) live in
 * hw.extra_reg.config, which event_init clears.
 */
static u64 *ev_claims(struct perf_event *event)
{
	return &event->hw.extra_reg.config;
}

static const struct boxpmu_shared_part *part(const struct boxpmu_shared_desc *d,
					     unsigned int slot, unsigned int p)
{
	return &d->parts[slot * d->nparts + p];
}

/*
 * The offset from the box base to pass to the accessors for register @reg
 * of @d. An absolute register of box n is at @reg + n * box_step; the
 * accessors add the box base back, in u32 arithmetic, so that the
 * difference may wrap.
 */
static u32 shared_reg(const struct boxpmu_box *box, const struct boxpmu_shared_desc *d,
		      u32 reg)
{
	if (!d->absolute)
		return reg;
	return reg + box->idx * d->box_step - box->base;
}

static u64 src_value(const struct perf_event *event, u8 src)
{
	switch (src) {
	case BOXPMU_SRC_CONFIG1:
		return event->attr.config1;
	case BOXPMU_SRC_CONFIG2:
		return event->attr.config2;
	}
	return 0;
}

/**
 * boxpmu_shared_reqs() - the shared registers an event needs
 * @box:   the box it is for
 * @event: the event (hw.config set)
 * @reqs:  filled with up to BOXPMU_EVENT_SHARED requests
 *
 * Return: the number of requests, or -EINVAL if the event needs more than
 * BOXPMU_EVENT_SHARED, one register twice, or a value wider than its field,
 * if it has a config1 or config2 that no register it needs takes (types
 * with a shared_uses table), or if the type's shared_reqs op refuses it.
 */
int boxpmu_shared_reqs(struct boxpmu_box *box, struct perf_event *event,
		       struct boxpmu_shared_req *reqs)
{
	const struct boxpmu_type *t = box->type;
	const struct boxpmu_shared_use *use;
	int n = 0, i, j, p;

	if (t->ops && t->ops->shared_reqs) {
		n = t->ops->shared_reqs(box, event, reqs);
		if (n < 0)
			return n;
	} else {
		bool c1 = false, c2 = false;

		for (use = t->shared_uses; use && (use->mask || use->match); use++) {
			if ((event->hw.config & use->mask) != use->match)
				continue;
			if (n == BOXPMU_EVENT_SHARED)
				return -EINVAL;
			reqs[n].shared = use->shared;
			for (p = 0; p < BOXPMU_SHARED_PARTS; p++) {
				reqs[n].val[p] = src_value(event, use->src[p]);
				c1 |= use->src[p] == BOXPMU_SRC_CONFIG1;
				c2 |= use->src[p] == BOXPMU_SRC_CONFIG2;
			}
			n++;
		}
		/* filter values for an event that uses no filter */
		if ((event->attr.config1 && !c1) || (event->attr.config2 && !c2))
			return -EINVAL;
	}
	if (n > BOXPMU_EVENT_SHARED)
		return -EINVAL;
	for (i = 0; i < n; i++) {
		const struct boxpmu_shared_desc *d;

		if (reqs[i].shared >= t->num_shared)
			return -EINVAL;
		d = &t->shared[reqs[i].shared];
		for (p = 0; p < d->nparts; p++)
			if (reqs[i].val[p] & ~boxpmu_width_mask(part(d, 0, p)->width))
				return -EINVAL;
		for (; p < BOXPMU_SHARED_PARTS; p++)
			reqs[i].val[p] = 0;
		for (j = 0; j < i; j++)
			if (reqs[j].shared == reqs[i].shared)
				return -EINVAL;
	}
	return n;
}

/*
 * The value of the register at offset @reg (as shared_reg() gives it) from
 * every shared register of the box that has a field in it.
 */
static u64 shared_compose(struct boxpmu_box *box, u32 reg)
{
	const struct boxpmu_type *t = box->type;
	unsigned int i, s, p;
	u64 v = 0;

	for (i = 0; i < t->num_shared; i++) {
		const struct boxpmu_shared_desc *d = &t->shared[i];
		bool used = false;

		for (s = 0; s < d->nslots; s++) {
			const struct boxpmu_shared_slot *slot = &box->shared[i][s];

			if (!slot->ref)
				continue;
			used = true;
			for (p = 0; p < d->nparts; p++) {
				const struct boxpmu_shared_part *pt = part(d, s, p);
				u64 field = slot->val[p] & boxpmu_width_mask(pt->width);

				if (shared_reg(box, d, pt->reg) == reg)
					v |= field << pt->shift;
			}
		}
		if (used && d->enable_reg != BOXPMU_NOREG &&
		    shared_reg(box, d, d->enable_reg) == reg)
			v |= d->enable_bits;
	}
	return v;
}

/*
 * Slot @s of shared register @i got its first user (@on) or lost its
 * last: write its registers, and its enable after them when it comes on
 * and before them when it goes off, so that the filter is never enabled
 * with a half-written value.
 */
static void shared_write(struct boxpmu_box *box, unsigned int i, unsigned int s, bool on)
{
	const struct boxpmu_shared_desc *d = &box->type->shared[i];
	u32 en = d->enable_reg != BOXPMU_NOREG ? shared_reg(box, d, d->enable_reg) : 0;
	unsigned int p;

	if (!on && d->enable_reg != BOXPMU_NOREG)
		boxpmu_write_reg(box, en, shared_compose(box, en));
	for (p = 0; p < d->nparts; p++) {
		u32 reg = shared_reg(box, d, part(d, s, p)->reg);

		if (p && part(d, s, p)->reg == part(d, s, p - 1)->reg)
			continue;
		boxpmu_write_reg(box, reg, shared_compose(box, reg));
	}
	if (on && d->enable_reg != BOXPMU_NOREG)
		boxpmu_write_reg(box, en, shared_compose(box, en));
}

static void shared_put_one(struct boxpmu_box *box, struct perf_event *event, unsigned int n)
{
	unsigned int i, s;

	if (!boxpmu_claim_get(*ev_claims(event), n, &i, &s))
		return;
	if (boxpmu_shared_release(box->shared[i], s))
		shared_write(box, i, s, false);
	*ev_claims(event) = boxpmu_claim_clear(*ev_claims(event), n);
}

/**
 * boxpmu_shared_get() - take the shared registers an event needs on its box
 * @box:   the box the event is being added to
 * @event: the event
 *
 * Return: 0, or -EAGAIN if one of them holds other values in every slot
 * (nothing is taken then).
 */
int boxpmu_shared_get(struct boxpmu_box *box, struct perf_event *event)
{
	const struct boxpmu_type *t = box->type;
	struct boxpmu_shared_req reqs[BOXPMU_EVENT_SHARED];
	int n, i, s;

	if (!t->num_shared)
		return 0;
	n = boxpmu_shared_reqs(box, event, reqs);
	if (n < 0)
		return n;
	for (i = 0; i < n; i++) {
		const struct boxpmu_shared_desc *d = &t->shared[reqs[i].shared];

		s = boxpmu_shared_claim(box->shared[reqs[i].shared], d->nslots, d->nparts,
					reqs[i].val);
		if (s < 0) {
			while (i--)
				shared_put_one(box, event, i);
			return -EAGAIN;
		}
		*ev_claims(event) = boxpmu_claim_set(*ev_claims(event), i, reqs[i].shared, s);
		if (box->shared[reqs[i].shared][s].ref == 1)
			shared_write(box, reqs[i].shared, s, true);
	}
	return 0;
}

/**
 * boxpmu_shared_put() - give back what boxpmu_shared_get() took
 * @box:   the event's box
 * @event: the event
 */
void boxpmu_shared_put(struct boxpmu_box *box, struct perf_event *event)
{
	unsigned int n;

	for (n = 0; n < BOXPMU_EVENT_SHARED; n++)
		shared_put_one(box, event, n);
}

/**
 * boxpmu_shared_check_group() - can these events hold their shared
 * registers at the same time?
 * @box:    the box they are for
 * @events: the group's events on this PMU
 * @n:      how many
 *
 * A group runs as a whole, so one whose members need different values of
 * a register with no slot to spare could never count.
 *
 * Return: 0, -EINVAL if they conflict (or a request is invalid), -ENOMEM.
 */
int boxpmu_shared_check_group(struct boxpmu_box *box, struct perf_event **events, int n)
{
	const struct boxpmu_type *t = box->type;
	struct boxpmu_shared_slot (*st)[BOXPMU_SHARED_SLOTS];
	struct boxpmu_shared_req reqs[BOXPMU_EVENT_SHARED];
	int e, i, k, ret = 0;

	if (!t->num_shared)
		return 0;
	st = kcalloc(t->num_shared, sizeof(*st), GFP_KERNEL);
	if (!st)
		return -ENOMEM;
	for (e = 0; e < n && !ret; e++) {
		k = boxpmu_shared_reqs(box, events[e], reqs);
		if (k < 0)
			ret = k;
		for (i = 0; i < k && !ret; i++) {
			const struct boxpmu_shared_desc *d = &t->shared[reqs[i].shared];

			if (boxpmu_shared_claim(st[reqs[i].shared], d->nslots, d->nparts,
						reqs[i].val) < 0)
				ret = -EINVAL;
		}
	}
	kfree(st);
	return ret;
}

/**
 * boxpmu_event_shared_slot() - which slot an event got of a shared register
 * @event: an event added to its box
 * @n:     the request (0 to BOXPMU_EVENT_SHARED - 1, in the order the
 *         type's table or shared_reqs op gives them)
 *
 * For a type whose registers have several slots: its enable_event op
 * programs the counter for the slot the event got.
 *
 * Return: the slot, or -1 if the event holds none for that request.
 */
int boxpmu_event_shared_slot(const struct perf_event *event, unsigned int n)
{
	unsigned int i, s;

	if (n >= BOXPMU_EVENT_SHARED || !boxpmu_claim_get(event->hw.extra_reg.config, n, &i, &s))
		return -1;
	return s;
}
EXPORT_SYMBOL_GPL(boxpmu_event_shared_slot);
