// SPDX-License-Identifier: GPL-2.0
/*
 * wrap: 64-bit perf counts stay exact while the 48-bit counters wrap.
 *
 *  (a) PMI mode, reads in between: 2^48-10 then 20, three times, reading
 *      after every injection (the read and the PMI must not both account
 *      a wrap).
 *  (b) PMI mode, one injection of 3*2^48+7: the counter wraps three times
 *      within a single write to inject; only the overflow interrupt can
 *      account for them.
 * Every box type takes part, the B-, S-, R- and M-boxes through their
 * filters' injection terms.
 *
 *  (c) poll mode (pmi=0 poll_ms=50): injections of 2^48-5, each followed
 *      by a wait (at most SIM_POLL_WAIT_MS) until the simulator has seen
 *      the poll timer read the box, so the poller sees every counter value
 *      before it can wrap past it; no poller read in that time is a
 *      failure. (A fixed sleep instead failed whenever the host starved
 *      the vCPU for longer than the sleep.)
 *
 * (a) and (b) need the driver in PMI mode (checked): in poll mode (b)
 * would fail for the wrong reason and (a) would test no overflow interrupt.
 *
 * The simulator has no notion of time: counters only move on injection, so
 * every expected value is exact.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "boxpmu_lib.h"

#define W BOXPMU_WRAP

struct target {
	const char *pmu;
	uint64_t config;
	uint64_t config1;	/* filter value, for the boxes with filters */
	const char *inject;	/* terms of the matching injection */
};

/*
 * The B-, S-, R- and M-box targets use their encodings (nhmex_boxes.c):
 * B-box IMT_INSERTS_ALL on counter 1 (0x07 << 1 | 1 << 6), R-box port 4
 * IPERF flits sent, M-box inc_sel 0x1b (no sub-control).
 */
static const struct target targets[] = {
	{ "uncore_cbox_0", BOX_CFG(0x14, 0x01, 0, 0, 0), 0, "event=0x14,umask=0x01" },
	{ "uncore_ubox", 0x50, 0, "event=0x50" },
	{ "uncore_wbox", BOX_CFG(0x00, 0x01, 0, 0, 0), 0, "event=0x00,umask=0x01" },
	{ "uncore_wbox", WBOX_CLOCKTICKS, 0, "event=0xff" },
	{ "uncore_bbox_1", 0x07 << 1 | 1 << 6, 0, "event=0x07 set=1" },
	{ "uncore_sbox_0", BOX_CFG(0x10, 0x01, 0, 0, 0), 0, "event=0x10,umask=0x01" },
	{ "uncore_rbox_1", 0x00, 0x80000000, "port=4 iperf=0x80000000" },
	{ "uncore_mbox_0", 0x1b << 9, 0, "event=0x1b" },
};

static const char *tname(const struct target *t)
{
	static char buf[64];

	snprintf(buf, sizeof(buf), "%s%s", t->pmu + 7,
		 t->config == WBOX_CLOCKTICKS ? " clockticks" : "");
	return buf;
}

static int open_target(const struct target *t)
{
	int fd = box_open_filt(t->pmu, t->config, t->config1, 0, -1, 0);

	if (fd < 0)
		tap_check(0, "%s: open config 0x%llx: %s", tname(t), (unsigned long long)t->config,
			  strerror(-fd));
	return fd;
}

/*
 * Diagnostic only: events lost to a box left frozen after a PMI show in
 * the count checks already; dropped says why. (It also counts events for
 * counters the driver merely disabled, so it is no check of its own.)
 */
static void note_dropped(const char *pmu, const char *what)
{
	struct sim_acc a;

	if (sim_accesses(pmu, &a) == 0 && a.dropped)
		tap_diag("%s: simulator dropped %llu events (counter disabled or box frozen)", what,
			 (unsigned long long)a.dropped);
}

static void reads_in_between(const struct target *t)
{
	uint64_t want = 0;
	int fd, r;

	fd = open_target(t);
	if (fd < 0)
		return;
	sim_accesses_reset(t->pmu);
	for (r = 1; r <= 3; r++) {
		sim_inject_ok(t->pmu, "%s count=%llu", t->inject, (unsigned long long)(W - 10));
		want += W - 10;
		check_u64(box_value(fd), want,
			  "%s: (a) round %d: after 2^48-10", tname(t), r);
		sim_inject_ok(t->pmu, "%s count=20", t->inject);
		want += 20;
		check_u64(box_value(fd), want,
			  "%s: (a) round %d: after 20 more (wrapped)", tname(t), r);
	}
	note_dropped(t->pmu, tname(t));
	close(fd);
}

static void single_injection(const struct target *t)
{
	int fd;

	fd = open_target(t);
	if (fd < 0)
		return;
	sim_accesses_reset(t->pmu);
	/* Start off zero so the wraps do not line up with counter value 0. */
	sim_inject_ok(t->pmu, "%s count=12345", t->inject);
	sim_inject_ok(t->pmu, "%s count=%llu", t->inject, (unsigned long long)(3 * W + 7));
	check_u64(box_value(fd), 3 * W + 7 + 12345,
		  "%s: (b) one injection of 3*2^48+7 (PMI)", tname(t));
	note_dropped(t->pmu, tname(t));
	close(fd);
}

/*
 * After an injection: wait until every box of @sel has been read twice by
 * its poll timer (one event per box, one read per poll). False, with a
 * diagnostic, if a box was not read within SIM_POLL_WAIT_MS.
 */
static int wait_pollers(const struct target *const *sel, int nsel, int round)
{
	int i, ret;

	for (i = 0; i < nsel; i++) {
		ret = sim_wait_reads(sel[i]->pmu, 2, SIM_POLL_WAIT_MS);
		if (ret < 0) {
			tap_diag("  round %d: %s not read by its poller within %u ms (%s)",
				 round, sel[i]->pmu, SIM_POLL_WAIT_MS, strerror(-ret));
			return 0;
		}
	}
	return 1;
}

static void poll_mode(void)
{
	const struct target *sel[] = { &targets[0], &targets[1], &targets[3], &targets[4],
				       &targets[5], &targets[6], &targets[7] };
	const int nsel = ARRAY_SIZE(sel);
	uint64_t want = 0;
	int fd[7], i, r, ret, polled = 1;

	ret = mod_reload("pmi=0 poll_ms=50");
	if (!tap_check(ret == 0, "(c) reload " BOXPMU_MODULE " pmi=0 poll_ms=50")) {
		tap_diag("  %s", strerror(-ret));
		return;
	}
	tap_check(nhmex_pmi_mode() == 0, "(c) " BOXPMU_MODULE " now polls (parameters/pmi = N)");
	for (i = 0; i < nsel; i++) {
		fd[i] = open_target(sel[i]);
		if (fd[i] < 0)
			goto out;
	}
	for (r = 1; r <= 4 && polled; r++) {
		for (i = 0; i < nsel; i++)
			sim_inject_ok(sel[i]->pmu, "%s count=%llu", sel[i]->inject,
				      (unsigned long long)(W - 5));
		want += W - 5;
		polled = wait_pollers(sel, nsel, r);
	}
	tap_check(polled, "(c) poll mode: each box's poller read it after each injection");
	for (i = 0; i < nsel; i++)
		check_u64(box_value(fd[i]), want,
			  "%s: (c) poll mode: 4 x (2^48-5), polled in between",
			  tname(sel[i]));
	/* A read right after an injection, before the poller ran, too. */
	for (i = 0; i < nsel; i++)
		sim_inject_ok(sel[i]->pmu, "%s count=%llu", sel[i]->inject,
			      (unsigned long long)(W - 5));
	want += W - 5;
	for (i = 0; i < nsel; i++)
		check_u64(box_value(fd[i]), want,
			  "%s: (c) poll mode: read before the poller", tname(sel[i]));
out:
	while (i--)
		close(fd[i]);

	/*
	 * W-box erratum in poll mode: the poller reads while the counter sits
	 * on a value that reads 0x1000000 too high, and must not take that
	 * for a wrap. Two events on the box: 4 reads are two polls.
	 */
	fd[0] = open_target(&targets[2]);
	fd[1] = open_target(&targets[3]);
	if (fd[0] >= 0 && fd[1] >= 0) {
		wbox_erratum_walk(fd[0], targets[2].config, targets[2].inject, 0,
				  4, "wbox generic, poll mode");
		wbox_erratum_walk(fd[1], targets[3].config, targets[3].inject, 0,
				  4, "wbox clockticks, poll mode");
	}
	if (fd[0] >= 0)
		close(fd[0]);
	if (fd[1] >= 0)
		close(fd[1]);

	ret = mod_restore();
	if (!tap_check(ret == 0, "(c) " BOXPMU_MODULE " back to its load at the start (%s)",
		       mod_boot_params()))
		tap_diag("  %s", strerror(-ret));
}

int main(void)
{
	unsigned int i;

	tap_init("wrap", 55);
	if (!pmu_exists("uncore_cbox_0"))
		tap_bail("no uncore_cbox_0 PMU: is " BOXPMU_MODULE " loaded?");

	if (require_pmi_mode("(a) and (b)")) {
		reads_in_between(&targets[0]);
		for (i = 4; i < ARRAY_SIZE(targets); i++)
			reads_in_between(&targets[i]);
		for (i = 0; i < ARRAY_SIZE(targets); i++)
			single_injection(&targets[i]);
	}
	poll_mode();
	return tap_finish();
}
