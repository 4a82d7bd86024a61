// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: the counting rule shared by the box models whose
 * counter control has the common Intel uncore layout (ev_sel 7:0, umask
 * 15:8, edge 18, invert 23, thresh 31:24). See Documentation/simulator.rst.
 */
#include <linux/bits.h>
#include <linux/overflow.h>

#include "sim.h"

/**
 * sim_amount() - how much a counter programmed with @ctl adds for @inj
 * @ctl:       counter control value
 * @has_umask: the box's control has a umask field
 * @inj:       the injected events
 * @amount:    result
 *
 * The event selects iff ev_sel matches and (umask & injected sub-events)
 * is non-zero, or both are zero. The threshold compares the per-cycle
 * increment (>= thresh, or < thresh with invert); edge detect counts
 * rising edges of the condition (1 for a burst, N for N separate cycles);
 * otherwise increments accumulate.
 *
 * Return: 0, or -ERANGE if the amount does not fit 64 bits.
 */
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
