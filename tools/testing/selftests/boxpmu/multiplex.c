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

#define NEVENTS		8
#define INJECTIONS	100
#define STEP		1000ULL
#define BOUND_PCT	25
#define PMU		"uncore_cbox_3"
#define CONFIG		BOX_CFG(0x14, 0x01, 0, 0, 0)

int main(void)
{
	struct box_count c[NEVENTS];
	uint64_t total, sum = 0;
	int fd[NEVENTS], i, opened = 0, muxed = 0, allran = 1, ret;
	long mux_ms = -1;
	unsigned int seed;

	tap_init("multiplex", 55);
	if (!pmu_exists(PMU))
		tap_bail("no " PMU " PMU: is " BOXPMU_MODULE " loaded?");
	{
		char path[128];

		snprintf(path, sizeof(path),
			 "/sys/bus/event_source/devices/%s/perf_event_mux_interval_ms",
			 PMU);
		if (read_long(path, &mux_ms) == 0)
			tap_diag("perf_event_mux_interval_ms = %ld", mux_ms);
	}

	for (i = 0; i < NEVENTS; i++) {
		fd[i] = box_open_group(PMU, CONFIG, 0, -1, 1);
		if (fd[i] >= 0)
			opened++;
		else
			tap_diag("open of event %d: %s", i, strerror(-fd[i]));
	}
	if (!tap_check(opened == NEVENTS, "%d independent events on a %d-counter box open",
		       NEVENTS, BOXPMU_CBOX_COUNTERS))
		tap_bail("cannot go on without the events");
	for (i = 0; i < NEVENTS; i++) {
		ret = box_enable(fd[i]);
		if (ret < 0)
			tap_bail("enable event %d: %s", i, strerror(-ret));
	}

	seed = (unsigned int)time(NULL) ^ (unsigned int)getpid();
	tap_diag("random seed %u", seed);
	srand(seed);
	for (i = 0; i < INJECTIONS; i++) {
		sleep_ms(5 + rand() % 41);
		sim_inject_ok(PMU, "event=0x14,umask=0x01 count=%llu", STEP);
	}
	total = INJECTIONS * STEP;

	for (i = 0; i < NEVENTS; i++) {
		ret = box_read(fd[i], &c[i]);
		if (ret < 0)
			tap_bail("read event %d: %s", i, strerror(-ret));
	}
	for (i = 0; i < NEVENTS; i++)
		close(fd[i]);

	for (i = 0; i < NEVENTS; i++) {
		tap_diag("event %d: count %llu enabled %llu running %llu (%.1f%%)", i,
			 (unsigned long long)c[i].value, (unsigned long long)c[i].enabled,
			 (unsigned long long)c[i].running,
			 c[i].enabled ? 100.0 * c[i].running / c[i].enabled : 0.0);
		if (c[i].running < c[i].enabled)
			muxed++;
		if (c[i].running == 0)
			allran = 0;
		sum += c[i].value;
	}

	for (i = 0; i < NEVENTS; i++)
		tap_check(c[i].running <= c[i].enabled,
			  "event %d: time_running <= time_enabled", i);
	tap_check(muxed > 0, "some event was multiplexed (running < enabled): %d of %d",
		  muxed, NEVENTS);
	tap_check(allran, "every event got onto a counter (running > 0)");
	for (i = 0; i < NEVENTS; i++) {
		if (!tap_check(c[i].value <= total && c[i].value % STEP == 0,
			       "event %d: raw count <= true total and whole injections", i))
			tap_diag("  raw %llu, true total %llu", (unsigned long long)c[i].value,
				 (unsigned long long)total);
	}
	if (!tap_check(sum <= BOXPMU_CBOX_COUNTERS * total,
		       "sum of raw counts <= %d counters x true total",
		       BOXPMU_CBOX_COUNTERS))
		tap_diag("  sum %llu, limit %llu", (unsigned long long)sum,
			 (unsigned long long)(BOXPMU_CBOX_COUNTERS * total));
	for (i = 0; i < NEVENTS; i++) {
		double scaled, err;

		if (!c[i].running) {
			tap_check(0, "event %d: scaled count within %d%% of %llu (never ran)", i,
				  BOUND_PCT, (unsigned long long)total);
			continue;
		}
		scaled = (double)c[i].value * c[i].enabled / c[i].running;
		err = 100.0 * (scaled - total) / total;
		if (!tap_check(err <= BOUND_PCT && err >= -BOUND_PCT,
			       "event %d: scaled count within %d%% of %llu", i, BOUND_PCT,
			       (unsigned long long)total))
			tap_diag("  scaled %.0f (%+.1f%%)", scaled, err);
	}
	return tap_finish();
}
