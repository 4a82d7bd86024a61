// SPDX-License-Identifier: GPL-2.0
/*
 * Host-side unit tests of boxpmu's pure logic (include/boxpmu/logic.h):
 * counter assignment, poll intervals, W-box erratum,
 * shared-register slots, event claims. kselftest_harness.h TAP output.
 */
#include <stdio.h>
#include <string.h>
#include <boxpmu/logic.h>

#include "kselftest_harness.h"

/* the random tests' linear congruential generator */
static unsigned int next_rand(unsigned int *seed)
{
	*seed = *seed * 1103515245 + 12345;
	return *seed;
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

TEST(width_and_fields)
{
	EXPECT_EQ((1ULL << 48) - 1, boxpmu_width_mask(48));
	EXPECT_EQ(~0ULL, boxpmu_width_mask(64));
	/* a value cut to its width, placed; read back alone */
	EXPECT_EQ(0x78ULL, boxpmu_field_prep(0x1f, 3, 4));
	EXPECT_EQ(0xfULL, boxpmu_field_get(0xff, 3, 4));
	/* a whole register, and its top bit */
	EXPECT_EQ(~0ULL, boxpmu_field_prep(~0ULL, 0, 64));
	EXPECT_EQ(~0ULL, boxpmu_field_get(~0ULL, 0, 64));
	EXPECT_EQ(1ULL << 63, boxpmu_field_prep(3, 63, 1));
	EXPECT_EQ(1ULL, boxpmu_field_get(~0ULL, 63, 1));
}

TEST(wbox_erratum)
{
	int i;

	/* a read ending 000000 or 000001 is corrected, 000002 kept; reset reads 0 */
	EXPECT_EQ(0x4000000ULL, boxpmu_wbox_fix_read(0x5000000ULL, 48));
	EXPECT_EQ(0x4000001ULL, boxpmu_wbox_fix_read(0x5000001ULL, 48));
	EXPECT_EQ(0x5000002ULL, boxpmu_wbox_fix_read(0x5000002ULL, 48));
	EXPECT_EQ(0ULL, boxpmu_wbox_fix_read(0x1000000ULL, 48));
	for (i = 0; i < 4; i++) {
		u64 want = 0x1000000ULL * 7 + 1 + i;
		u64 p = boxpmu_wbox_safe_period(want, 48);

		EXPECT_GT(0xfffffeULL, (0 - p) & 0xffffff)
			TH_LOG("period %llu: a bad preload", (unsigned long long)want);
		EXPECT_TRUE(p >= want && p <= want + 2)
			TH_LOG("period %llu: %llu adds more than 2", (unsigned long long)want,
			       (unsigned long long)p);
	}
	EXPECT_EQ(1000ULL, boxpmu_wbox_safe_period(1000, 48)) TH_LOG("a good period is kept");
}

TEST(poll_interval)
{
	/* 48-bit at 1/cycle, 3 GHz: capped at one hour */
	EXPECT_EQ(3600ULL * 1000000000ULL, boxpmu_poll_interval_ns(48, 1, 3000));
	/* 44-bit at 8/cycle, 3 GHz: half the fastest wrap; 32-bit, 1 GHz: ~2.1 s */
	EXPECT_EQ(((1ULL << 44) - 1) / 24000 / 2 * 1000, boxpmu_poll_interval_ns(44, 8, 3000));
	EXPECT_EQ(((1ULL << 32) - 1) / 1000 / 2 * 1000, boxpmu_poll_interval_ns(32, 1, 1000));
}

/*
 * Sampling periods, as the overflow interrupt steps through them: each
 * stretch runs to the counter's overflow, and a sample is due only where the
 * period has run out. 3 * 2^30 is beyond a 32-bit counter's reach (2^31 - 1
 * from its overflow).
 */
TEST(sampling_periods)
{
	const u64 max31 = (1ULL << 31) - 1;
	const s64 period = 3LL << 30;
	u64 prog = 0, total = 2 * (u64)period + 1000, counted = 0;
	s64 left = period;
	int due = 0, stretches = 0;

	EXPECT_FALSE(boxpmu_period_next(&left, period, max31, &prog))
		TH_LOG("period above the counter's reach: no sample at the start");
	EXPECT_EQ(max31, prog) TH_LOG("the longest stretch");
	EXPECT_EQ(period, left) TH_LOG("the whole period left");
	while (counted + prog <= total) {
		counted += prog;
		left -= (s64)prog;
		stretches++;
		if (boxpmu_period_next(&left, period, max31, &prog))
			due++;
	}
	EXPECT_EQ(2, due) TH_LOG("2 * period + 1000 events: 2 samples due");
	EXPECT_EQ(4, stretches) TH_LOG("each period in two stretches");
	EXPECT_EQ(2 * (u64)period, counted);
	EXPECT_EQ(period, left) TH_LOG("the third period whole ahead");

	left = -2;
	EXPECT_TRUE(boxpmu_period_next(&left, period, max31, &prog))
		TH_LOG("2 events past the end (a lengthened stretch): due");
	EXPECT_EQ(period - 2, left) TH_LOG("and they count towards the next period");
	EXPECT_EQ(max31, prog);
	left = 1000;
	EXPECT_FALSE(boxpmu_period_next(&left, 4000, max31, &prog));
	EXPECT_TRUE(left == 1000 && prog == 1000) TH_LOG("a period within reach: the rest of it");
	left = 5000;
	EXPECT_FALSE(boxpmu_period_next(&left, 4000, max31, &prog));
	EXPECT_TRUE(left == 4000 && prog == 4000)
		TH_LOG("a shortened period: at most the new period");
	left = -9000;
	EXPECT_TRUE(boxpmu_period_next(&left, 4000, max31, &prog))
		TH_LOG("more than a whole period past (a late interrupt): due");
	EXPECT_TRUE(left == 4000 && prog == 4000) TH_LOG("and a fresh period");
}

/*
 * XScale CPU IDs as Linux's proc-xscale.S lists them, and the generation
 * cputype.h's rule gives them. The IXP2400 and IXP2800 IDs say v2, while the
 * IXP2800 HRM (3.8) describes the v1 counters in CP14 registers 0-3:
 * boxpmu_xscale follows the manual of the part for those two, and the ID
 * elsewhere; takes() is its default, ixp_hrm_layout=1.
 */
static bool takes(unsigned int midr)
{
	return boxpmu_xscale_v1_layout(midr, true);
}

TEST(xscale_ids)
{
	EXPECT_EQ(1U, boxpmu_xscale_gen(0x69052000)) TH_LOG("80200");
	EXPECT_TRUE(takes(0x69052000)) TH_LOG("80200: taken");
	EXPECT_EQ(2U, boxpmu_xscale_gen(0x690541a0)) TH_LOG("IXP2800: v2 by cputype.h's rule");
	EXPECT_TRUE(takes(0x690541a0) && takes(0x690541a3))
		TH_LOG("IXP2800: taken, with the HRM's v1 layout");
	EXPECT_TRUE(takes(0x69054190)) TH_LOG("IXP2400: taken, as the IXP2800");
	EXPECT_FALSE(takes(0x690541c0)) TH_LOG("IXP42x: v2, not taken");
	EXPECT_FALSE(takes(0x69054110)) TH_LOG("PXA270: v2, not taken");
	EXPECT_FALSE(takes(0x69056000)) TH_LOG("a v3 ID: not taken");
	EXPECT_FALSE(takes(0x41002000) || takes(0x410fc090))
		TH_LOG("another implementer (ARM's 0x41), even with bits 15:13 = 1: not taken");
	EXPECT_FALSE(boxpmu_xscale_v1_layout(0x690541a0, false) ||
		     boxpmu_xscale_v1_layout(0x69054190, false))
		TH_LOG("ixp_hrm_layout=0: the IXP2400/IXP2800 IDs follow the rule (refused)");
	EXPECT_TRUE(boxpmu_xscale_v1_layout(0x69052000, false)) TH_LOG("and v1 is still taken");
}

/* R3QPI-like constraints: 0x13 on ctr0 only, ingress on ctr0-1, others any */
TEST(assign)
{
	u32 allowed[3] = { 0x1, 0x3, 0x7 };
	int assign[3] = { -1, -1, -1 };

	EXPECT_TRUE(boxpmu_assign(3, allowed, assign, 3) && valid(3, allowed, assign))
		TH_LOG("constrained events placed");
	allowed[1] = 0x1;
	assign[0] = -1;
	assign[1] = -1;
	EXPECT_FALSE(boxpmu_assign(2, allowed, assign, 3))
		TH_LOG("two counter-0-only events refused");
	EXPECT_TRUE(assign[0] == -1 && assign[1] == -1)
		TH_LOG("refusal leaves assignment untouched");
	/* an event on ctr0 must move for a new ctr0-only event */
	allowed[0] = 0x7;
	assign[0] = 0;
	EXPECT_TRUE(boxpmu_assign(2, allowed, assign, 3) && valid(2, allowed, assign) &&
		    assign[1] == 0) TH_LOG("placed event moved to make room");
	allowed[1] = 0x7;
	assign[0] = 2;
	assign[1] = -1;
	EXPECT_TRUE(boxpmu_assign(2, allowed, assign, 3) && assign[0] == 2)
		TH_LOG("existing placement kept");
}

/* assign succeeds exactly when a placement exists */
TEST(assign_random)
{
	unsigned int seed = 1;
	int trial, i, bad = 0;
	u32 allowed[9];
	int assign[9];

	for (trial = 0; trial < 20000; trial++) {
		int k = 1 + next_rand(&seed) % 9, ns = 1 + (seed >> 8) % 9, fits;

		for (i = 0; i < k; i++) {
			allowed[i] = (next_rand(&seed) >> 4) & ((1U << ns) - 1);
			assign[i] = -1;
		}
		fits = k <= ns && feasible(k, allowed, ns, 0);
		if (boxpmu_assign(k, allowed, assign, ns) != fits)
			bad++;
		else if (fits && !valid(k, allowed, assign))
			bad++;
	}
	EXPECT_EQ(0, bad)
		TH_LOG("of 20000 random constraint sets, matching and brute force differ");
}

TEST(shared_slots)
{
	struct boxpmu_shared_slot one[1] = {}, four[4] = {};
	u64 a[3] = { 1, 2, 0 }, b[3] = { 1, 3, 0 };

	EXPECT_EQ(0, boxpmu_shared_claim(one, 1, 2, a));
	EXPECT_EQ(0, boxpmu_shared_claim(one, 1, 2, a));
	EXPECT_EQ(2U, one[0].ref) TH_LOG("equal values share the one slot");
	EXPECT_EQ(-1, boxpmu_shared_claim(one, 1, 2, b)) TH_LOG("other values conflict");
	EXPECT_TRUE(one[0].ref == 2 && one[0].val[1] == 2) TH_LOG("and nothing changes");
	EXPECT_TRUE(!boxpmu_shared_release(one, 0) && boxpmu_shared_release(one, 0))
		TH_LOG("the slot is free after its last user");
	EXPECT_EQ(0, boxpmu_shared_claim(one, 1, 2, b));
	EXPECT_EQ(3ULL, one[0].val[1]) TH_LOG("a free slot takes new values");
	EXPECT_EQ(0, boxpmu_shared_claim(one, 1, 1, b))
		TH_LOG("only the register's parts are compared");

	EXPECT_EQ(0, boxpmu_shared_claim(four, 4, 1, a));
	EXPECT_EQ(0, boxpmu_shared_claim(four, 4, 1, b))
		TH_LOG("with one part, {1, 2} and {1, 3} share");
	b[0] = 7;
	EXPECT_EQ(1, boxpmu_shared_claim(four, 4, 1, b)) TH_LOG("other values move to a free slot");
	EXPECT_EQ(1, boxpmu_shared_claim(four, 4, 1, b)) TH_LOG("and share it");
	boxpmu_shared_release(four, 0);
	boxpmu_shared_release(four, 0);
	b[0] = 9;
	EXPECT_EQ(0, boxpmu_shared_claim(four, 4, 1, b)) TH_LOG("a freed slot is reused first");
}

/* random claims and releases against a recount from scratch */
TEST(shared_slots_random)
{
	struct boxpmu_shared_slot four[4] = {}, ref[4];
	unsigned int seed = 1;
	int trial, bad = 0;

	for (trial = 0; trial < 20000; trial++) {
		int s, t, expect = -1;
		u64 want[3];

		next_rand(&seed);
		want[0] = (seed >> 8) % 3;
		want[1] = (seed >> 12) % 2;
		if ((seed >> 20) & 1) {
			s = (seed >> 4) % 4;
			if (four[s].ref)
				boxpmu_shared_release(four, s);
			continue;
		}
		memcpy(ref, four, sizeof(ref));
		for (t = 0; t < 4 && expect < 0; t++)
			if (ref[t].ref && ref[t].val[0] == want[0] && ref[t].val[1] == want[1])
				expect = t;
		for (t = 0; t < 4 && expect < 0; t++)
			if (!ref[t].ref)
				expect = t;
		s = boxpmu_shared_claim(four, 4, 2, want);
		if (s != expect)
			bad++;
		else if (s < 0 && memcmp(ref, four, sizeof(ref)))
			bad++;
		else if (s >= 0 && (four[s].val[0] != want[0] || four[s].val[1] != want[1]))
			bad++;
	}
	EXPECT_EQ(0, bad) TH_LOG("claims that found a slot holding two values");
}

/* an event's claims, one byte per request */
TEST(claims)
{
	unsigned int sh, sl, r;
	u64 c = 0;

	EXPECT_FALSE(boxpmu_claim_get(c, 0, &sh, &sl) || boxpmu_claim_get(c, 7, &sh, &sl))
		TH_LOG("no claim holds anything");
	c = boxpmu_claim_set(c, 0, 0, 0);
	EXPECT_TRUE(boxpmu_claim_get(c, 0, &sh, &sl) && sh == 0 && sl == 0)
		TH_LOG("register 0 slot 0 is held, not mistaken for nothing");
	c = boxpmu_claim_set(c, 3, 15, 3);
	c = boxpmu_claim_set(c, 1, 11, 2);
	EXPECT_TRUE(boxpmu_claim_get(c, 3, &sh, &sl) && sh == 15 && sl == 3 &&
		    boxpmu_claim_get(c, 1, &sh, &sl) && sh == 11 && sl == 2 &&
		    !boxpmu_claim_get(c, 2, &sh, &sl))
		TH_LOG("requests keep their own register and slot");
	c = boxpmu_claim_set(c, 3, 4, 1);
	EXPECT_TRUE(boxpmu_claim_get(c, 3, &sh, &sl) && sh == 4 && sl == 1)
		TH_LOG("a new claim replaces the old one");
	c = boxpmu_claim_clear(c, 1);
	EXPECT_TRUE(!boxpmu_claim_get(c, 1, &sh, &sl) && boxpmu_claim_get(c, 0, &sh, &sl) &&
		    boxpmu_claim_get(c, 3, &sh, &sl)) TH_LOG("clearing one leaves the others");
	for (r = 0; r < 8; r++) {
		u64 x = boxpmu_claim_set(~0ULL, r, 31 - r, r & 3);

		EXPECT_TRUE(boxpmu_claim_get(x, r, &sh, &sl) && sh == 31 - r && sl == (r & 3))
			TH_LOG("request %u", r);
		EXPECT_EQ(~0ULL, x | 0xffULL << (8 * r)) TH_LOG("request %u has its own byte", r);
	}
}

TEST_HARNESS_MAIN
