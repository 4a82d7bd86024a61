// SPDX-License-Identifier: GPL-2.0
/*
 * multiplex: more independent events than counters share the box in turns.
 *
 * 8 identical events on one C-box (6 counters). perf rotates the flexible
 * events every perf_event_mux_interval_ms (4 ms by default), so at any
 * moment 6 of the 8 are on counters. INJECTIONS injections of STEP events
 * each, spaced by random sleeps, give the true total T = INJECTIONS * STEP
 * for every event.
 *
 * Exact facts checked:
 *   - all 8 opens succeed;
 *   - time_running <= time_enabled for each, and some event was
 *     multiplexed (running < enabled), and every event ran (running > 0);
 *   - raw count <= T for each event (a counter cannot see more than happened)
 *     and is a multiple of STEP (an injection is counted whole or not at all);
 *   - sum of raw counts <= 6 * T (only 6 counters saw each injection).
 *
 * The bound on the scaled count (count * enabled / running):
 *   Let M = INJECTIONS and m_i the number of injections event i was on a
 *   counter for; raw_i = m_i * STEP and scaled_i = T * (m_i / M) / p_i with
 *   p_i = running_i / enabled_i (about 6/8). The sleeps between injections
 *   are random (5..45 ms, i.e. 1..11 rotation periods, plus the guest's own
 *   jitter), so the rotation phase at each injection is independent of the
 *   others and m_i is close to Binomial(M, p_i): mean M*p_i, standard
 *   deviation sqrt(M*p*(1-p)) = sqrt(100 * 0.75 * 0.25) = 4.33, i.e. 5.8%
 *   of the mean 75. We allow |scaled - T| <= 25% of T, which is 4.3 standard
 *   deviations: a false failure has probability below 2e-5 per event
 *   (< 2e-4 for the 8 events of a run), while a driver that loses or
 *   double-counts events while rotating, or misreports the times, misses
 *   it by far (e.g. counting nothing while multiplexed gives -25% or more).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "boxpmu_lib.h"
#include "kselftest_harness.h"

#define NEVENTS		8
#define INJECTIONS	100
#define STEP		1000ULL
#define BOUND_PCT	25
#define PMU		"uncore_cbox_3"
#define CONFIG		BOX_CFG(0x14, 0x01, 0, 0, 0)

FIXTURE(multiplex) {};

FIXTURE_SETUP(multiplex)
{
	test_setup(55);
}

FIXTURE_TEARDOWN(multiplex)
{
	BOXPMU_END_CHECKS();
}

TEST_F_TIMEOUT(multiplex, rotation, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t total = INJECTIONS * STEP, sum = 0;
	int fd[NEVENTS], i, ret, muxed = 0;
	struct box_count c[NEVENTS];
	double scaled, err;
	unsigned int seed;
	char path[128];
	long mux_ms;

	snprintf(path, sizeof(path),
		 "/sys/bus/event_source/devices/%s/perf_event_mux_interval_ms", PMU);
	ASSERT_EQ(0, read_long(path, &mux_ms)) TH_LOG("no %s PMU", PMU);
	TH_LOG("perf_event_mux_interval_ms = %ld", mux_ms);
	for (i = 0; i < NEVENTS; i++) {
		fd[i] = box_open_group(PMU, CONFIG, 0, -1, 1);
		ASSERT_LE(0, fd[i]) TH_LOG("%d independent events on a %d-counter box open: %d: %s",
					   NEVENTS, BOXPMU_CBOX_COUNTERS, i, strerror(-fd[i]));
	}
	for (i = 0; i < NEVENTS; i++)
		ASSERT_EQ(0, box_enable(fd[i])) TH_LOG("enable event %d", i);
	seed = (unsigned int)time(NULL) ^ (unsigned int)getpid();
	TH_LOG("random seed %u", seed);
	srand(seed);
	for (i = 0; i < INJECTIONS; i++) {
		sleep_ms(5 + rand() % 41);
		sim_inject_ok(PMU, "event=0x14,umask=0x01 count=%llu", STEP);
	}
	for (i = 0; i < NEVENTS; i++) {
		ret = box_read(fd[i], &c[i]);
		ASSERT_EQ(0, ret) TH_LOG("read event %d: %s", i, strerror(-ret));
	}
	for (i = 0; i < NEVENTS; i++) {
		close(fd[i]);
		TH_LOG("event %d: count %llu enabled %llu running %llu", i,
		       (unsigned long long)c[i].value, (unsigned long long)c[i].enabled,
		       (unsigned long long)c[i].running);
		EXPECT_GE(c[i].enabled, c[i].running)
			TH_LOG("event %d: time_running <= time_enabled", i);
		EXPECT_LT(0, c[i].running) TH_LOG("event %d got onto a counter (running > 0)", i);
		muxed += c[i].running < c[i].enabled;
		EXPECT_GE(total, c[i].value) TH_LOG("event %d: raw count <= true total", i);
		EXPECT_EQ(0, c[i].value % STEP) TH_LOG("event %d: whole injections", i);
		sum += c[i].value;
		scaled = c[i].running ? (double)c[i].value * c[i].enabled / c[i].running : 0;
		err = 100.0 * (scaled - total) / total;
		EXPECT_TRUE(err <= BOUND_PCT && err >= -BOUND_PCT)
			TH_LOG("event %d: scaled count %.0f (%+.1f%%) not within %d%% of %llu",
			       i, scaled, err, BOUND_PCT, (unsigned long long)total);
	}
	EXPECT_LT(0, muxed) TH_LOG("some event was multiplexed (running < enabled)");
	EXPECT_GE(BOXPMU_CBOX_COUNTERS * total, sum)
		TH_LOG("sum of raw counts <= %d counters x true total", BOXPMU_CBOX_COUNTERS);
}

TEST_HARNESS_MAIN
