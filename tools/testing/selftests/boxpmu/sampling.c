// SPDX-License-Identifier: GPL-2.0
/*
 * sampling: in PMI mode a box event with sample_period=P writes one
 * PERF_RECORD_SAMPLE per P events from the overflow interrupt and counts
 * exactly. Out-of-tree builds cannot sample (perf_event_overflow() is not
 * exported): unpriv.table's sampling rows check their refusal.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include "nhmex.h"

#define DATA_PAGES	8
#define PERIOD		1000

#define NOT_RUN_WHY	"NOT RUN: sample delivery needs a build with BOXPMU_SAMPLING (in tree, where perf_event_overflow() is reachable); this out-of-tree build refuses sampling"

BOXPMU_FIXTURE(samples, nhmex_setup_cbox0(_metadata, 55));

FIXTURE_VARIANT(samples) {
	const char *pmu;	/* NULL: the last C-box, 7 or 9 (nr_cbox()) */
	uint64_t config;
	const char *inject;
	int pieces;		/* injections making up 10500 events */
};

FIXTURE_VARIANT_ADD(samples, cbox_0) { "uncore_cbox_0", CBOX_EVENT, 1 };
FIXTURE_VARIANT_ADD(samples, last_cbox) { NULL, CBOX_EVENT, 3 };
FIXTURE_VARIANT_ADD(samples, wbox_clockticks) { "uncore_wbox", WBOX_CLOCKTICKS, "event=0xff", 1 };

TEST_F_TIMEOUT(samples, one_per_period, BOXPMU_HARNESS_TIMEOUT)
{
	const char *pmu = variant->pmu ?: LAST_CBOX;
	int can = core_can_sample(), cpu = pmu_cpu(pmu, 0), fd, i, ret;
	struct perf_event_attr attr;
	struct perf_event_mmap_page *pg;
	struct ring_stats st;
	struct sim_acc acc;
	size_t psz = (size_t)sysconf(_SC_PAGESIZE);

	ASSERT_EQ(1, nhmex_pmi_mode())
		TH_LOG("%s polls (parameters/pmi), refusing sampling: this tests nothing",
		       BOXPMU_MODULE);
	ASSERT_LE(0, can) TH_LOG("cannot read %s", CORE_SAMPLING_PARAM);
	if (!can)
		SKIP(return, NOT_RUN_WHY);
	/* ten overflows come in one tick; perf throttles above max_sample_rate / HZ */
	ASSERT_EQ(0, sample_rate_set(100000)) TH_LOG("set " SAMPLE_RATE);
	box_attr(&attr, pmu, variant->config);
	attr.sample_period = PERIOD;
	attr.sample_type = RING_SAMPLE_TYPES;
	attr.disabled = 1;
	fd = perf_open(&attr, -1, cpu, -1, 0);
	ASSERT_LE(0, fd)
		TH_LOG("%s: sampling event (period %d) opens in PMI mode: %s%s", pmu, PERIOD,
		       strerror(-fd), fd == -EOPNOTSUPP ?
		       " (refused, as an out-of-tree build without BOXPMU_SAMPLING does)" : "");
	pg = mmap(NULL, (1 + DATA_PAGES) * psz, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	ASSERT_TRUE(pg != MAP_FAILED) TH_LOG("%s: ring buffer maps: %s", pmu, strerror(errno));
	sim_accesses_reset(pmu);
	ret = box_enable(fd);
	ASSERT_EQ(0, ret) TH_LOG("enable: %s", strerror(-ret));
	for (i = 0; i < variant->pieces; i++)
		sim_inject_ok(pmu, "%s count=%d", variant->inject, 10500 / variant->pieces);
	EXPECT_EQ(10500, box_value(fd)) TH_LOG("%s: count exact in %d injections", pmu,
					       variant->pieces);
	box_disable(fd);

	ret = ring_read(pg, DATA_PAGES, RING_SAMPLE_TYPES, PERIOD, cpu, &st);
	ASSERT_LE(0, ret) TH_LOG("ring_read: %s", strerror(-ret));
	EXPECT_EQ(10, st.samples) TH_LOG("%s: PERF_RECORD_SAMPLE records", pmu);
	EXPECT_TRUE(!st.lost && !st.throttle && !st.malformed)
		TH_LOG("%s: nothing lost or throttled: %d lost, %d throttle records%s", pmu,
		       st.lost, st.throttle, st.malformed ? ", and a malformed record" : "");
	EXPECT_TRUE(st.samples && !st.bad_period && !st.bad_cpu)
		TH_LOG("%s: every sample has period %d and cpu %d: %d wrong periods, %d wrong cpus",
		       pmu, PERIOD, cpu, st.bad_period, st.bad_cpu);
	if (sim_accesses(pmu, &acc) == 0 && acc.dropped)
		TH_LOG("%s: simulator dropped %llu events (the count check fails then)", pmu,
		       (unsigned long long)acc.dropped);
	munmap(pg, (1 + DATA_PAGES) * psz);
	close(fd);
}

TEST_HARNESS_MAIN
