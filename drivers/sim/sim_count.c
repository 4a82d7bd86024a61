// SPDX-License-Identifier: GPL-2.0
/* boxpmu simulator: the register engine the box models share (simulator.rst, "Counting rules") */
#include <linux/bits.h>
#include <linux/overflow.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/spinlock.h>

#include "sim.h"

/* What a counter with control @ctl adds for @inj ("Counting rules" steps 1-3); -ERANGE: >64 bits */
int sim_amount(u64 ctl, bool has_umask, const struct sim_inject *inj, u64 *amount)
{
	u64 ev = ctl & SIM_CTL_EV, um = has_umask ? (ctl & SIM_CTL_UMASK) >> 8 : 0;
	u64 thresh = (ctl & SIM_CTL_THRESH) >> 24;
	bool cond;

	*amount = 0;
	if (ev != inj->event || !((um & inj->umask) || (!um && !inj->umask)))
		return 0;
	if (thresh)
		cond = (ctl & SIM_CTL_INV) ? inj->inc < thresh : inj->inc >= thresh;
	else
		cond = inj->inc > 0;
	if (!cond)
		return 0;
	if (ctl & SIM_CTL_EDGE)
		*amount = inj->burst ? 1 : inj->count;
	else if (thresh)
		*amount = inj->count;
	else if (check_mul_overflow(inj->count, inj->inc, amount))
		return -ERANGE;
	return 0;
}

u64 sim_reg_get(const struct sim_reg *r, const void *obj)
{
	const void *p = obj + r->off;

	if (r->size == sizeof(u64))
		return *(const u64 *)p;
	return r->size == sizeof(u32) ? *(const u32 *)p : *(const u8 *)p;
}

/* The register of @t at @addr (one wider than 32 bits at either dword), or NULL */
const struct sim_reg *sim_reg_at(const struct sim_reg *t, unsigned int n, u32 addr)
{
	for (; n; n--, t++)
		if (!t->sim && (addr == t->addr || (t->width > 32 && addr == t->addr + 4)))
			return t;
	return NULL;
}

u32 sim_reg_read32(const struct sim_reg *r, const void *obj, u32 addr)
{
	u64 v = r->wo ? 0 : sim_reg_get(r, obj);

	return addr == r->addr ? lower_32_bits(v) : upper_32_bits(v);
}

/* Software writes the dword at @addr (high: no rule but width); bits breaking rsvd, must1 */
u32 sim_reg_write32(const struct sim_reg *r, void *obj, u32 addr, u32 val)
{
	u64 *p = obj + r->off;
	u64 old, new;

	if (addr != r->addr) {
		*p = ((u64)val << 32 | lower_32_bits(*p)) & GENMASK_ULL(r->width - 1, 0);
		return 0;
	}
	old = sim_reg_get(r, obj);
	new = (old & ~(u64)(r->keep | r->w1c)) | (val & r->keep) | (old & r->w1c & ~val);
	if (r->size == sizeof(u64))
		*p = new;
	else
		*(u32 *)p = new;
	return (val & r->rsvd) | (~val & r->must1);
}

void sim_regs_show(struct seq_file *m, const struct sim_reg *t, unsigned int n,
		   const void *obj, const char *pre, const char *suf, u32 base)
{
	char full[64];

	for (; n; n--, t++) {
		snprintf(full, sizeof(full), "%s%s%s", pre, t->name, suf);
		sim_reg_line(m, 0, full, -1, t->sim ? 0 : base + t->addr, sim_reg_get(t, obj));
	}
}

/* @n events on a counter @width (< 64) bits wide counting up (@dir 1) or down: its wraps */
u64 sim_counter_add(struct sim_counter *c, unsigned int width, int dir, u64 n)
{
	u64 wraps;

	if (dir > 0) {
		/* in two parts, lest c->val + n overflow 64 bits */
		wraps = (n >> width) + ((c->val + (n & GENMASK_ULL(width - 1, 0))) >> width);
		c->val += n;
		c->counted += n;
	} else {
		wraps = n > c->val ? ((n - c->val - 1) >> width) + 1 : 0;
		c->val -= n;
		c->counted -= n;
	}
	c->val &= GENMASK_ULL(width - 1, 0);
	c->wraps += wraps;
	return wraps;
}

int sim_engine_run(const struct sim_engine *e, const struct sim_inject *inj)
{
	unsigned long flags, deadline;
	u64 left = inj->count;

	mutex_lock(e->serial);
	raw_spin_lock_irqsave(e->lock, flags);
	e->busy->rate = inj->busy;
	e->busy->inj = *inj;
	raw_spin_unlock_irqrestore(e->lock, flags);
	while (left) {
		bool raise = false;

		raw_spin_lock_irqsave(e->lock, flags);
		left -= e->step(e->data, inj, left, &raise);
		raw_spin_unlock_irqrestore(e->lock, flags);
		if (!raise)
			continue;
		e->raise(e->data);
		deadline = jiffies + msecs_to_jiffies(sim_pmi_wait_ms);
		while (e->level(e->data) && time_before(jiffies, deadline))
			usleep_range(50, 100);
		/* and until a handler that pauses counting resumes it, lest the rest be dropped */
		while (left && e->ready && !e->ready(e->data) && time_before(jiffies, deadline))
			usleep_range(50, 100);
	}
	raw_spin_lock_irqsave(e->lock, flags);
	e->busy->rate = 0;
	raw_spin_unlock_irqrestore(e->lock, flags);
	mutex_unlock(e->serial);
	return 0;
}
