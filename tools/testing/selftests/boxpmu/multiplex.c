// SPDX-License-Identifier: GPL-2.0
/*
 * multiplex: 8 events on one 6-counter C-box share it in turns, over random sleeps.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "nhmex.h"

#define NEVENTS		8
#define INJECTIONS	100
#define STEP		1000ULL
/*
 * 4.3 sd of Binomial(100, 0.75), the injections an event is on a counter for
 * (sleeps span 1..11 rotation periods); counting nothing while muxed is -25%.
 */
#define BOUND_PCT	25
#define PMU		"uncore_cbox_3"

BOXPMU_FIXTURE(multiplex, nhmex_setup(55));

TEST_F_TIMEOUT(multiplex, rotation, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t total = INJECTIONS * STEP, sum = 0;
	int fd[NEVENTS], i, ret, muxed = 0;
	struct box_count c[NEVENTS];
	double scaled, err;
	unsigned int seed;
	long mux_ms;

	ASSERT_EQ(0, read_long("/sys/bus/event_source/devices/" PMU "/perf_event_mux_interval_ms",
			       &mux_ms)) TH_LOG("no %s PMU", PMU);
	TH_LOG("perf_event_mux_interval_ms = %ld", mux_ms);
	for (i = 0; i < NEVENTS; i++) {
		fd[i] = ASSERT_OPEN(box_open_group(PMU, LLC_S, 0, -1, 1));
		ASSERT_EQ(0, box_enable(fd[i])) TH_LOG("enable event %d", i);
	}
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
