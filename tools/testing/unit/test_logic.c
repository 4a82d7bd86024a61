// SPDX-License-Identifier: GPL-2.0
/*
 * Host-side unit tests of boxpmu's pure logic (include/boxpmu/logic.h):
 * counter assignment, poll intervals, W-box erratum,
 * shared-register slots.
 * TAP output.
 */
#include <stdio.h>
#include <string.h>
#include <boxpmu/logic.h>

static int n, failed;

static void ok(int cond, const char *name)
{
	n++;
	if (!cond)
		failed++;
	printf("%sok %d - %s\n", cond ? "" : "not ", n, name);
}

/* brute force: can these events be placed at all? */
static int feasible(int k, const u32 *allowed, int nslots, u32 used)
{
	int c;

	if (k == 0)
		return 1;
	for (c = 0; c < nslots; c++)
		if ((allowed[k - 1] & (1U << c)) && !(used & (1U << c)) &&
		    feasible(k - 1, allowed, nslots, used | (1U << c)))
			return 1;
	return 0;
}

static int valid(int k, const u32 *allowed, const int *assign)
{
	u32 used = 0;
	int e;

	for (e = 0; e < k; e++) {
		u32 bit = assign[e] < 0 ? 0 : 1U << assign[e];

		if (!bit || !(allowed[e] & bit) || (used & bit))
			return 0;
		used |= 1U << assign[e];
	}
	return 1;
}

int main(void)
{
	const u64 m48 = (1ULL << 48) - 1;
	u32 allowed[9];
	int assign[9];
	unsigned int seed = 1;
	int i, trial, bad = 0;

	printf("TAP version 13\n");
	ok(boxpmu_width_mask(48) == m48, "width mask 48");
	ok(boxpmu_width_mask(64) == ~0ULL, "width mask 64");
	ok(boxpmu_field_prep(0x1f, 3, 4) == 0x78 && boxpmu_field_get(0xff, 3, 4) == 0xf,
	   "runtime field: value cut to its width, placed; read back alone");
	ok(boxpmu_field_prep(~0ULL, 0, 64) == ~0ULL && boxpmu_field_get(~0ULL, 0, 64) == ~0ULL &&
	   boxpmu_field_prep(3, 63, 1) == 1ULL << 63 && boxpmu_field_get(~0ULL, 63, 1) == 1,
	   "runtime field: a whole register, and its top bit");

	ok(boxpmu_wbox_fix_read(0x5000000ULL, 48) == 0x4000000ULL,
	   "W-box read ending 000000 corrected");
	ok(boxpmu_wbox_fix_read(0x5000001ULL, 48) == 0x4000001ULL,
	   "W-box read ending 000001 corrected");
	ok(boxpmu_wbox_fix_read(0x5000002ULL, 48) == 0x5000002ULL,
	   "W-box read ending 000002 kept");
	ok(boxpmu_wbox_fix_read(0x1000000ULL, 48) == 0, "W-box reset value reads 0");
	for (i = 0; i < 4; i++) {
		u64 p = boxpmu_wbox_safe_period(0x1000000ULL * 7 + 1 + i, 48);
		u64 pre = (0 - p) & m48;

		if ((pre & 0xffffff) >= 0xfffffe || p < 0x1000000ULL * 7 + 1 + i ||
		    p > 0x1000000ULL * 7 + 3 + i)
			bad++;
	}
	ok(!bad, "W-box safe period avoids bad preloads, adding at most 2");
	ok(boxpmu_wbox_safe_period(1000, 48) == 1000, "W-box safe period keeps good periods");

	ok(boxpmu_poll_interval_ns(48, 1, 3000) == 3600ULL * 1000000000ULL,
	   "48-bit at 1/cycle, 3 GHz: capped at one hour");
	ok(boxpmu_poll_interval_ns(44, 8, 3000) == ((1ULL << 44) - 1) / 24000 / 2 * 1000,
	   "44-bit at 8/cycle, 3 GHz: half the fastest wrap");
	ok(boxpmu_poll_interval_ns(32, 1, 1000) == ((1ULL << 32) - 1) / 1000 / 2 * 1000,
	   "32-bit at 1/cycle, 1 GHz: ~2.1 s");

	/*
	 * Sampling periods, as the overflow interrupt steps through them:
	 * each stretch runs to the counter's overflow, and a sample is due
	 * only where the period has run out. 3 * 2^30 is beyond a 32-bit
	 * counter's reach (2^31 - 1 from its overflow).
	 */
	{
		const u64 max31 = (1ULL << 31) - 1;
		const s64 period = 3LL << 30;
		u64 prog = 0, total = 2 * (u64)period + 1000, counted = 0;
		s64 left = period;
		int due = 0, stretches = 0;
		bool e;

		e = boxpmu_period_next(&left, period, max31, &prog);
		ok(!e && prog == max31 && left == period,
		   "period above the counter's reach: no sample at the start, the longest stretch, the whole period left");
		while (counted + prog <= total) {
			counted += prog;
			left -= (s64)prog;
			stretches++;
			if (boxpmu_period_next(&left, period, max31, &prog))
				due++;
		}
		ok(due == 2, "2 * period + 1000 events: 2 samples due");
		ok(stretches == 4 && counted == 2 * (u64)period && left == period,
		   "each period in two stretches, the third period whole ahead");

		left = -2;
		e = boxpmu_period_next(&left, period, max31, &prog);
		ok(e && left == period - 2 && prog == max31,
		   "2 events past the end (a lengthened stretch): due, and they count towards the next period");
		left = 1000;
		e = boxpmu_period_next(&left, 4000, max31, &prog);
		ok(!e && left == 1000 && prog == 1000, "a period within reach: the rest of it");
		left = 5000;
		e = boxpmu_period_next(&left, 4000, max31, &prog);
		ok(!e && left == 4000 && prog == 4000,
		   "a shortened period: at most the new period");
		left = -9000;
		e = boxpmu_period_next(&left, 4000, max31, &prog);
		ok(e && left == 4000 && prog == 4000,
		   "more than a whole period past (a late interrupt): due, a fresh period");
	}

	/*
	 * XScale CPU IDs as Linux's proc-xscale.S lists them, and the
	 * generation cputype.h's rule gives them. The IXP2400 and IXP2800
	 * IDs say v2, while the IXP2800 HRM (3.8) describes the v1 counters
	 * in CP14 registers 0-3: boxpmu_xscale follows the manual of the
	 * part for those two, and the ID elsewhere.
	 */
	ok(boxpmu_xscale_gen(0x69052000) == 1 && boxpmu_xscale_takes(0x69052000),
	   "80200 (0x69052000): v1, taken");
	ok(boxpmu_xscale_gen(0x690541a0) == 2, "IXP2800 (0x690541a0): v2 by cputype.h's rule");
	ok(boxpmu_xscale_takes(0x690541a0) && boxpmu_xscale_takes(0x690541a3),
	   "IXP2800: taken, with the HRM's v1 layout");
	ok(boxpmu_xscale_takes(0x69054190), "IXP2400 (0x69054190): taken, as the IXP2800");
	ok(!boxpmu_xscale_takes(0x690541c0) && !boxpmu_xscale_takes(0x69054110),
	   "IXP42x (0x690541c0), PXA270 (0x69054110): v2, not taken");
	ok(!boxpmu_xscale_takes(0x69056000), "a v3 ID: not taken");
	ok(!boxpmu_xscale_takes(0x41002000) && !boxpmu_xscale_takes(0x410fc090),
	   "another implementer (ARM's 0x41), even with bits 15:13 = 1: not taken");
	ok(!boxpmu_xscale_v1_layout(0x690541a0, false) &&
	   !boxpmu_xscale_v1_layout(0x69054190, false) &&
	   boxpmu_xscale_v1_layout(0x69052000, false),
	   "ixp_hrm_layout=0: the IXP2400/IXP2800 IDs follow the rule (refused), v1 still taken");

	/* R3QPI-like constraints: 0x13 ctr0 only, ingress ctr0-1, others any */
	allowed[0] = 0x1; allowed[1] = 0x3; allowed[2] = 0x7;
	for (i = 0; i < 3; i++)
		assign[i] = -1;
	ok(boxpmu_assign(3, allowed, assign, 3) && valid(3, allowed, assign),
	   "constrained events placed");
	allowed[0] = 0x1; allowed[1] = 0x1;
	assign[0] = -1;
	assign[1] = -1;
	ok(!boxpmu_assign(2, allowed, assign, 3), "two counter-0-only events refused");
	ok(assign[0] == -1 && assign[1] == -1, "refusal leaves assignment untouched");
	/* an event on ctr0 must move for a new ctr0-only event */
	allowed[0] = 0x7; allowed[1] = 0x1;
	assign[0] = 0; assign[1] = -1;
	ok(boxpmu_assign(2, allowed, assign, 3) && valid(2, allowed, assign) && assign[1] == 0,
	   "placed event moved to make room");
	allowed[0] = 0x7; allowed[1] = 0x7;
	assign[0] = 2; assign[1] = -1;
	ok(boxpmu_assign(2, allowed, assign, 3) && assign[0] == 2, "existing placement kept");

	/* random: assign succeeds exactly when a placement exists */
	bad = 0;
	for (trial = 0; trial < 20000; trial++) {
		int k = 1 + (seed = seed * 1103515245 + 12345) % 9, ns = 1 + (seed >> 8) % 9;

		for (i = 0; i < k; i++) {
			seed = seed * 1103515245 + 12345;
			allowed[i] = (seed >> 4) & ((1U << ns) - 1);
			assign[i] = -1;
		}
		int fits = k <= ns && feasible(k, allowed, ns, 0);

		if (boxpmu_assign(k, allowed, assign, ns) != fits)
			bad++;
		else if (fits && !valid(k, allowed, assign))
			bad++;
	}
	ok(!bad, "20000 random constraint sets: matching agrees with brute force");

	/* shared registers */
	{
		struct boxpmu_shared_slot one[1], four[4], ref[4];
		u64 a[3] = { 1, 2, 0 }, b[3] = { 1, 3, 0 };
		int s0, s1, s2;

		memset(one, 0, sizeof(one));
		s0 = boxpmu_shared_claim(one, 1, 2, a);
		s1 = boxpmu_shared_claim(one, 1, 2, a);
		ok(s0 == 0 && s1 == 0 && one[0].ref == 2, "equal values share the one slot");
		ok(boxpmu_shared_claim(one, 1, 2, b) == -1 && one[0].ref == 2 &&
		   one[0].val[1] == 2, "other values conflict, nothing changes");
		ok(!boxpmu_shared_release(one, 0) && boxpmu_shared_release(one, 0),
		   "the slot is free after its last user");
		ok(boxpmu_shared_claim(one, 1, 2, b) == 0 && one[0].val[1] == 3,
		   "a free slot takes new values");
		ok(boxpmu_shared_claim(one, 1, 1, b) == 0,
		   "only the register's parts are compared");

		memset(four, 0, sizeof(four));
		s0 = boxpmu_shared_claim(four, 4, 1, a);
		s1 = boxpmu_shared_claim(four, 4, 1, b);
		ok(s0 == 0 && s1 == 0, "with one part, {1, 2} and {1, 3} share a slot");
		b[0] = 7;
		s2 = boxpmu_shared_claim(four, 4, 1, b);
		ok(s2 == 1, "other values move to a free slot");
		ok(boxpmu_shared_claim(four, 4, 1, b) == 1, "and share it");
		boxpmu_shared_release(four, 0);
		boxpmu_shared_release(four, 0);
		b[0] = 9;
		ok(boxpmu_shared_claim(four, 4, 1, b) == 0, "a freed slot is reused first");

		/* random claims and releases against a recount from scratch */
		bad = 0;
		memset(four, 0, sizeof(four));
		for (trial = 0; trial < 20000; trial++) {
			u64 want[3];
			int s, t2, expect = -1;

			seed = seed * 1103515245 + 12345;
			want[0] = (seed >> 8) % 3;
			want[1] = (seed >> 12) % 2;
			if ((seed >> 20) & 1) {
				s = (seed >> 4) % 4;
				if (four[s].ref)
					boxpmu_shared_release(four, s);
				continue;
			}
			memcpy(ref, four, sizeof(ref));
			for (t2 = 0; t2 < 4 && expect < 0; t2++)
				if (ref[t2].ref && ref[t2].val[0] == want[0] &&
				    ref[t2].val[1] == want[1])
					expect = t2;
			for (t2 = 0; t2 < 4 && expect < 0; t2++)
				if (!ref[t2].ref)
					expect = t2;
			s = boxpmu_shared_claim(four, 4, 2, want);
			if (s != expect)
				bad++;
			else if (s < 0 && memcmp(ref, four, sizeof(ref)))
				bad++;
			else if (s >= 0 && (four[s].val[0] != want[0] || four[s].val[1] != want[1]))
				bad++;
		}
		ok(!bad, "20000 random claims and releases: shared slots never hold two values");
	}

	/* an event's claims, one byte per request */
	{
		unsigned int sh, sl, r;
		u64 c = 0;

		ok(!boxpmu_claim_get(c, 0, &sh, &sl) && !boxpmu_claim_get(c, 7, &sh, &sl),
		   "no claim holds anything");
		c = boxpmu_claim_set(c, 0, 0, 0);
		ok(boxpmu_claim_get(c, 0, &sh, &sl) && sh == 0 && sl == 0,
		   "register 0 slot 0 is held, not mistaken for nothing");
		c = boxpmu_claim_set(c, 3, 15, 3);
		c = boxpmu_claim_set(c, 1, 11, 2);
		ok(boxpmu_claim_get(c, 3, &sh, &sl) && sh == 15 && sl == 3 &&
		   boxpmu_claim_get(c, 1, &sh, &sl) && sh == 11 && sl == 2 &&
		   !boxpmu_claim_get(c, 2, &sh, &sl), "requests keep their own register and slot");
		c = boxpmu_claim_set(c, 3, 4, 1);
		ok(boxpmu_claim_get(c, 3, &sh, &sl) && sh == 4 && sl == 1,
		   "a new claim replaces the old one");
		c = boxpmu_claim_clear(c, 1);
		ok(!boxpmu_claim_get(c, 1, &sh, &sl) && boxpmu_claim_get(c, 0, &sh, &sl) &&
		   boxpmu_claim_get(c, 3, &sh, &sl), "clearing one leaves the others");
		bad = 0;
		for (r = 0; r < 8; r++) {
			u64 x = boxpmu_claim_set(~0ULL, r, 31 - r, r & 3);

			if (!boxpmu_claim_get(x, r, &sh, &sl) || sh != 31 - r || sl != (r & 3))
				bad++;
			if ((x | (0xffULL << (8 * r))) != ~0ULL)
				bad++;
		}
		ok(!bad, "each of 8 requests has its own byte");
	}

	printf("1..%d\n", n);
	printf("# unit: %d passed, %d failed\n", n - failed, failed);
	return failed ? 1 : 0;
}
