// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: shared registers (filters, match/mask pairs, sub-controls).
 * Events needing equal values share a slot; a conflicting event gets
 * -EAGAIN from add() (perf multiplexes) and -EINVAL within one group.
 * Runs on the collecting CPU with interrupts off; the NMI never touches them.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/perf_event.h>

#include <boxpmu/core.h>
#include "internal.h"

/* hw.extra_reg.config holds the claims (logic.h); event_init clears it. */
static u64 *ev_claims(struct perf_event *event)
{
	return &event->hw.extra_reg.config;
}

static const struct boxpmu_shared_part *part(const struct boxpmu_shared_desc *d,
					     unsigned int slot, unsigned int p)
{
	return &d->parts[slot * d->nparts + p];
}

/* Absolute: an offset the accessors add the base back to (u32 may wrap). */
static u32 shared_reg(const struct boxpmu_box *box, const struct boxpmu_shared_desc *d,
		      u32 reg)
{
	if (!d->absolute)
		return reg;
	return reg + box->idx * d->box_step - box->base;
}

/*
 * Fills @reqs (hw.config set): their count; -EINVAL for an invalid request or
 * a config1/config2 that no needed register takes.
 */
static int boxpmu_shared_reqs(struct boxpmu_box *box, struct perf_event *event,
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
				bool is1 = use->src[p] == BOXPMU_SRC_CONFIG1;
				bool is2 = use->src[p] == BOXPMU_SRC_CONFIG2;

				reqs[n].val[p] = is1 ? event->attr.config1 :
						 is2 ? event->attr.config2 : 0;
				c1 |= is1;
				c2 |= is2;
			}
			n++;
		}
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

				if (shared_reg(box, d, pt->reg) == reg)
					v |= boxpmu_field_prep(slot->val[p], pt->shift, pt->width);
			}
		}
		if (used && d->enable_reg != BOXPMU_NOREG &&
		    shared_reg(box, d, d->enable_reg) == reg)
			v |= d->enable_bits;
	}
	return v;
}

/* Enable last on, first off: never a filter enabled with half its value. */
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

void boxpmu_shared_put(struct boxpmu_box *box, struct perf_event *event)
{
	unsigned int n;

	for (n = 0; n < BOXPMU_EVENT_SHARED; n++)
		shared_put_one(box, event, n);
}

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
 * boxpmu_event_shared_slot() - which slot (-1: none) an event got of a register
 * @event: an event added to its box
 * @n:     the request, in the order of the type's table or shared_reqs op
 */
int boxpmu_event_shared_slot(const struct perf_event *event, unsigned int n)
{
	unsigned int i, s;

	if (n >= BOXPMU_EVENT_SHARED || !boxpmu_claim_get(event->hw.extra_reg.config, n, &i, &s))
		return -1;
	return s;
}
EXPORT_SYMBOL_GPL(boxpmu_event_shared_slot);
