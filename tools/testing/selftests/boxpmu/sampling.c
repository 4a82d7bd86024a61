// SPDX-License-Identifier: GPL-2.0
/*
 * sampling: in PMI mode a box event with sample_period=P writes one
 * PERF_RECORD_SAMPLE per P events from the overflow interrupt and counts
 * exactly. Out-of-tree builds cannot sample (perf_event_overflow() is not
 * exported): there a sampling event must be refused before any register write.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include "boxpmu_lib.h"

#define DATA_PAGES	8
#define PERIOD		1000

#define SAMPLE_TYPE	(PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | \
			 PERF_SAMPLE_CPU | PERF_SAMPLE_PERIOD)

#define NOT_RUN_WHY	"NOT RUN: sample delivery needs a build with BOXPMU_SAMPLING (in tree, where perf_event_overflow() is reachable); this out-of-tree build refuses sampling"

static long saved_rate = -1;
#define RATE_PATH "/proc/sys/kernel/perf_event_max_sample_rate"

static void restore_rate(void)
{
	char buf[32];

	if (saved_rate < 0)
		return;
	snprintf(buf, sizeof(buf), "%ld\n", saved_rate);
	write_text(RATE_PATH, buf);
	saved_rate = -1;
}

/* ten overflows come in one tick; perf throttles above max_sample_rate / HZ */
static void ensure_sample_rate(void)
{
	long rate;

	if (read_long(RATE_PATH, &rate) < 0)
		return;
	tap_diag("perf_event_max_sample_rate = %ld", rate);
	if (rate >= 100000)
		return;
	if (write_text(RATE_PATH, "100000\n") == 0) {
		saved_rate = rate;
		tap_cleanup(restore_rate);
	}
}

static void run(const char *pmu, uint64_t config, const char *inject,
		int pieces, const char *name)
{
	struct perf_event_attr attr;
	struct perf_event_mmap_page *pg;
	struct ring_stats st;
	struct sim_acc acc;
	size_t psz = (size_t)sysconf(_SC_PAGESIZE);
	int cpu = pmu_cpu(pmu, 0), fd, i, ret;

	box_attr(&attr, pmu, config);
	attr.sample_period = PERIOD;
	attr.sample_type = SAMPLE_TYPE;
	attr.disabled = 1;
	fd = perf_open(&attr, -1, cpu, -1, 0);
	if (!tap_check(fd >= 0, "%s: sampling event (period %d) opens in PMI mode",
		       name, PERIOD)) {
		tap_diag("  %s", strerror(-fd));
		if (fd == -EOPNOTSUPP)
			tap_diag("  %s",
				 "the driver refuses sampling in PMI mode (an out-of-tree build without BOXPMU_SAMPLING does)");
		return;
	}
	pg = mmap(NULL, (1 + DATA_PAGES) * psz, PROT_READ | PROT_WRITE,
		  MAP_SHARED, fd, 0);
	if (!tap_check(pg != MAP_FAILED, "%s: ring buffer maps", name)) {
		tap_diag("  %s", strerror(errno));
		close(fd);
		return;
	}
	sim_accesses_reset(pmu);
	ret = box_enable(fd);
	if (ret < 0)
		tap_bail("enable: %s", strerror(-ret));
	for (i = 0; i < pieces; i++)
		sim_inject_ok(pmu, "%s count=%d", inject, 10500 / pieces);
	check_u64(box_value(fd), 10500, "%s: count exact (10500)", name);
	box_disable(fd);

	ret = ring_read(pg, DATA_PAGES, SAMPLE_TYPE, PERIOD, cpu, &st);
	if (ret < 0)
		tap_bail("ring_read: %s", strerror(-ret));
	check_u64(st.samples, 10, "%s: 10 PERF_RECORD_SAMPLE records", name);
	if (!tap_check(!st.lost && !st.throttle && !st.malformed,
		       "%s: nothing lost or throttled", name))
		tap_diag("  %d lost, %d throttle records%s", st.lost, st.throttle,
			 st.malformed ? ", and a malformed record" : "");
	if (!tap_check(st.samples && !st.bad_period && !st.bad_cpu,
		       "%s: every sample has period %d and cpu %d", name, PERIOD, cpu))
		tap_diag("  %d wrong periods, %d wrong cpus", st.bad_period,
			 st.bad_cpu);
	/* Diagnostic: the count check already catches lost events. */
	if (sim_accesses(pmu, &acc) == 0 && acc.dropped)
		tap_diag("%s: simulator dropped %llu events", name,
			 (unsigned long long)acc.dropped);
	munmap(pg, (1 + DATA_PAGES) * psz);
	close(fd);
}

static void sampling_refused(const char *pmu, uint64_t config, const char *name)
{
	struct perf_event_attr attr;
	struct sim_acc acc;
	int fd;

	box_attr(&attr, pmu, config);
	attr.sample_period = PERIOD;
	attr.sample_type = SAMPLE_TYPE;
	/* Any box: the U-box global registers count as writes too. */
	sim_accesses_reset_all();
	fd = perf_open(&attr, -1, pmu_cpu(pmu, 0), -1, 0);
	acc = sim_accesses_all();
	check_refused(fd, EOPNOTSUPP,
		      "%s: sampling refused with EOPNOTSUPP by a build that cannot sample", name);
	check_u64(acc.writes, 0, "%s: the refusal wrote no register of any box", name);
}

int main(void)
{
	char last[64];
	int can;

	tap_init("sampling", 55);
	if (!pmu_exists("uncore_cbox_0"))
		tap_bail("no uncore_cbox_0 PMU: is " BOXPMU_MODULE " loaded?");
	can = core_can_sample();
	if (can < 0)
		tap_bail("cannot read %s", CORE_SAMPLING_PARAM);
	/* poll mode refuses sampling anyway, so neither half would show anything */
	require_pmi_mode("sampling");
	if (!can) {
		tap_diag("this boxpmu_core build cannot sample (%s = N)", CORE_SAMPLING_PARAM);
		sampling_refused("uncore_cbox_0", BOX_CFG(0x14, 0x01, 0, 0, 0), "cbox_0");
		/* the last C-box: 7 on the Xeon 7500, 9 on Westmere-EX */
		sampling_refused(cbox_name(nr_cbox() - 1), BOX_CFG(0x14, 0x01, 0, 0, 0),
				 cbox_name(nr_cbox() - 1));
		sampling_refused("uncore_ubox", 0x1, "ubox");
		sampling_refused("uncore_wbox", WBOX_CLOCKTICKS, "wbox clockticks");
		tap_skip(NOT_RUN_WHY,
			 "sampling: one PERF_RECORD_SAMPLE per period from the overflow interrupt");
		return tap_finish();
	}
	ensure_sample_rate();

	run("uncore_cbox_0", BOX_CFG(0x14, 0x01, 0, 0, 0),
	    "event=0x14,umask=0x01", 1, "cbox_0, one injection");
	snprintf(last, sizeof(last), "%s, three injections of 3500", cbox_name(nr_cbox() - 1));
	run(cbox_name(nr_cbox() - 1), BOX_CFG(0x14, 0x01, 0, 0, 0),
	    "event=0x14,umask=0x01", 3, last);
	run("uncore_wbox", WBOX_CLOCKTICKS, "event=0xff", 1,
	    "wbox clockticks, one injection");
	return tap_finish();
}
