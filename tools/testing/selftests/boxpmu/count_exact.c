// SPDX-License-Identifier: GPL-2.0
/*
 * count_exact: every counter of every box counts exactly what the simulator
 * is told happened, following the manual's selection and threshold rules.
 *
 * A counter with ev_sel E and umask U counts an injection (event e, umask m)
 * iff E == e and ((U & m) != 0 or (U == 0 and m == 0)); per cycle it adds
 *   thresh == 0, edge == 0:   inc
 *   thresh == t > 0:          1 if inc >= t (inv = 0) or inc < t (inv = 1)
 *   edge == 1:                1 per rising edge of (inc > 0, or the
 *                             threshold test): N edges for N separate
 *                             cycles, 1 for a burst of N consecutive ones.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "boxpmu_lib.h"

#define CFG(ev, um, edge, inv, th)	BOX_CFG(ev, um, edge, inv, th)
#define UBOX_EDGE			BIT_ULL(18)

struct expect {
	uint64_t config;
	uint64_t want;
	const char *what;
};

struct scenario {
	const char *pmu;
	const char *name;
	const char *inject[4];		/* NULL-terminated */
	struct expect ev[6];		/* config 0 + want 0 + NULL ends */
};

/*
 * C- and W-box scenarios: up to 6 (C) or 4+fixed (W) events counting at
 * once, so every event also checks that the others' counters were not
 * disturbed and that events that fit are never multiplexed.
 */
static const struct scenario scenarios[] = {
	{ "uncore_cbox_0", "sub-event selection", {
		"event=0x14,umask=0x02 count=1000", NULL }, {
		{ CFG(0x14, 0x01, 0, 0, 0), 0, "umask 0x01, inject 0x02: nothing" },
		{ CFG(0x14, 0x03, 0, 0, 0), 1000, "umask 0x03, inject 0x02: N" },
		{ CFG(0x14, 0x02, 0, 0, 0), 1000, "umask 0x02, inject 0x02: N" },
		{ CFG(0x14, 0x00, 0, 0, 0), 0, "umask 0x00, inject 0x02: nothing" },
		{ CFG(0x15, 0x02, 0, 0, 0), 0, "other event code: nothing" },
		{ CFG(0x14, 0xff, 0, 0, 0), 1000, "umask 0xff, inject 0x02: N" },
	} },
	{ "uncore_cbox_0", "several sub-events in one cycle count once", {
		"event=0x14,umask=0x03 count=10",
		"event=0x14,umask=0x04 count=40", NULL }, {
		{ CFG(0x14, 0x01, 0, 0, 0), 10, "umask 0x01" },
		{ CFG(0x14, 0x03, 0, 0, 0), 10, "umask 0x03" },
		{ CFG(0x14, 0x07, 0, 0, 0), 50, "umask 0x07" },
		{ CFG(0x14, 0x04, 0, 0, 0), 40, "umask 0x04" },
		{ CFG(0x14, 0x06, 0, 0, 0), 50, "umask 0x06" },
		{ CFG(0x14, 0x08, 0, 0, 0), 0, "umask 0x08" },
	} },
	{ "uncore_cbox_0", "events without sub-events", {
		"event=0x10 count=321", NULL }, {
		{ CFG(0x10, 0x00, 0, 0, 0), 321, "umask 0, inject no umask: N" },
		{ CFG(0x10, 0x01, 0, 0, 0), 0, "umask 0x01, inject no umask: nothing" },
		{ CFG(0x10, 0xff, 0, 0, 0), 0, "umask 0xff, inject no umask: nothing" },
		{ CFG(0x11, 0x00, 0, 0, 0), 0, "other event code: nothing" },
	} },
	{ "uncore_cbox_0", "increments and thresholds (inc=5)", {
		"event=0x18 count=100 inc=5", NULL }, {
		{ CFG(0x18, 0, 0, 0, 0), 500, "no threshold: N*inc" },
		{ CFG(0x18, 0, 0, 0, 5), 100, "thresh=5: inc>=5 -> N" },
		{ CFG(0x18, 0, 0, 0, 6), 0, "thresh=6: inc<6 -> nothing" },
		{ CFG(0x18, 0, 0, 1, 6), 100, "inv thresh=6: inc<6 -> N" },
		{ CFG(0x18, 0, 0, 1, 5), 0, "inv thresh=5: inc>=5 -> nothing" },
		{ CFG(0x18, 0, 0, 0, 1), 100, "thresh=1 -> N" },
	} },
	{ "uncore_cbox_0", "edge detect, separate cycles (burst=0)", {
		"event=0x18 count=100 inc=5", NULL }, {
		{ CFG(0x18, 0, 1, 0, 0), 100, "edge: N edges" },
		{ CFG(0x18, 0, 1, 0, 5), 100, "edge thresh=5: N edges" },
		{ CFG(0x18, 0, 1, 0, 6), 0, "edge thresh=6: no edge" },
		{ CFG(0x18, 0, 1, 1, 6), 100, "edge inv thresh=6: N edges" },
		{ CFG(0x18, 0, 1, 1, 5), 0, "edge inv thresh=5: no edge" },
		{ CFG(0x18, 0, 0, 0, 0), 500, "plain: N*inc" },
	} },
	{ "uncore_cbox_0", "edge detect, one burst (burst=1)", {
		"event=0x18 count=100 inc=5 burst=1", NULL }, {
		{ CFG(0x18, 0, 1, 0, 0), 1, "edge: one edge" },
		{ CFG(0x18, 0, 1, 0, 3), 1, "edge thresh=3: one edge" },
		{ CFG(0x18, 0, 1, 0, 6), 0, "edge thresh=6: no edge" },
		{ CFG(0x18, 0, 1, 1, 6), 1, "edge inv thresh=6: one edge" },
		{ CFG(0x18, 0, 0, 0, 0), 500, "plain: N*inc regardless of burst" },
		{ CFG(0x18, 0, 0, 0, 2), 100, "thresh=2: N regardless of burst" },
	} },
	{ "uncore_cbox_0", "thresholds with the default inc=1", {
		"event=0x19 count=77", NULL }, {
		{ CFG(0x19, 0, 0, 0, 0), 77, "plain: N" },
		{ CFG(0x19, 0, 0, 0, 1), 77, "thresh=1: N" },
		{ CFG(0x19, 0, 0, 0, 2), 0, "thresh=2: nothing" },
		{ CFG(0x19, 0, 0, 1, 2), 77, "inv thresh=2: N" },
		{ CFG(0x19, 0, 1, 0, 0), 77, "edge: N edges" },
		{ CFG(0x19, 0, 0, 0, 0xff), 0, "thresh=255: nothing" },
	} },
	{ "uncore_cbox_0", "large increments (inc=200)", {
		"event=0x1e count=1000 inc=200", NULL }, {
		{ CFG(0x1e, 0, 0, 0, 0), 200000, "no threshold: N*inc" },
		{ CFG(0x1e, 0, 0, 0, 200), 1000, "thresh=200: N" },
		{ CFG(0x1e, 0, 0, 0, 201), 0, "thresh=201: nothing" },
		{ CFG(0x1e, 0, 0, 1, 201), 1000, "inv thresh=201: N" },
		{ CFG(0x1e, 0, 1, 0, 0xff), 0, "edge thresh=255: nothing" },
		{ CFG(0x1e, 0, 1, 1, 0xff), 1000, "edge inv thresh=255: N edges" },
	} },
	{ "uncore_wbox", "generic and fixed counters together", {
		"event=0x00,umask=0x01 count=500",
		"event=0x02 count=30",
		"event=0xff count=123456", NULL }, {
		{ CFG(0x00, 0x01, 0, 0, 0), 500, "c_throttle_tmp c0: N" },
		{ CFG(0x00, 0x03, 0, 0, 0), 500, "c_throttle_tmp c0|c1: N" },
		{ CFG(0x00, 0x02, 0, 0, 0), 0, "c_throttle_tmp c1: nothing" },
		{ CFG(0x02, 0x00, 0, 0, 0), 30, "prochot: N" },
		{ WBOX_CLOCKTICKS, 123456, "clockticks (fixed counter): N" },
	} },
	{ "uncore_wbox", "increments, thresholds and edges", {
		"event=0x02 count=40 inc=3",
		"event=0x04,umask=0x80 count=9 burst=1", NULL }, {
		{ CFG(0x02, 0, 0, 0, 0), 120, "prochot inc=3: N*inc" },
		{ CFG(0x02, 0, 0, 0, 4), 0, "prochot thresh=4: nothing" },
		{ CFG(0x02, 0, 0, 1, 4), 40, "prochot inv thresh=4: N" },
		{ CFG(0x04, 0x80, 1, 0, 0), 1, "c_cycles_turbo c7 edge, burst: 1" },
		{ WBOX_CLOCKTICKS, 0, "clockticks: nothing" },
	} },
};

static int run_scenario(const struct scenario *s)
{
	int fd[6], n, i, ret, muxed = 0;
	struct box_count c;

	for (n = 0; n < 6 && s->ev[n].what; n++) {
		fd[n] = box_open(s->pmu, s->ev[n].config, 0);
		if (fd[n] < 0) {
			tap_check(0, "%s: %s: open config 0x%llx (%s)", s->pmu, s->name,
				  (unsigned long long)s->ev[n].config, strerror(-fd[n]));
			while (n--)
				close(fd[n]);
			return -1;
		}
	}
	for (i = 0; s->inject[i]; i++)
		sim_inject_ok(s->pmu, "%s", s->inject[i]);
	for (i = 0; i < n; i++) {
		ret = box_read(fd[i], &c);
		if (ret < 0)
			c.value = UINT64_MAX;
		check_u64(c.value, s->ev[i].want, "%s: %s: %s", s->pmu, s->name,
			  s->ev[i].what);
		if (ret < 0 || c.running != c.enabled) {
			tap_diag("  %s: multiplexed though they fit: enabled %llu running %llu",
				 s->ev[i].what, (unsigned long long)(ret ? 0 : c.enabled),
				 (unsigned long long)(ret ? 0 : c.running));
			muxed++;
		}
	}
	tap_check(!muxed, "%s: %s: the %d events fit and were never multiplexed",
		  s->pmu, s->name, n);
	for (i = 0; i < n; i++)
		close(fd[i]);
	return 0;
}

/* Every counter of every C-box at once: exact, and only its own box. */
static void all_cboxes(void)
{
	int fd[BOXPMU_MAX_CBOX][BOXPMU_CBOX_COUNTERS];
	uint64_t n[BOXPMU_MAX_CBOX];
	int b, k, bad, nbox = nr_cbox();

	for (b = 0; b < nbox; b++)
		for (k = 0; k < BOXPMU_CBOX_COUNTERS; k++) {
			fd[b][k] = box_open(cbox_name(b),
					    CFG(0x14, 1u << k, 0, 0, 0), 0);
			if (fd[b][k] < 0)
				tap_bail("open %s counter %d: %s", cbox_name(b),
					 k, strerror(-fd[b][k]));
		}
	for (b = 0; b < nbox; b++) {
		n[b] = 1000003ULL * (b + 1) + 17 * b;
		sim_inject_ok(cbox_name(b), "event=0x14,umask=0x3f count=%llu",
			      (unsigned long long)n[b]);
	}
	for (b = 0; b < nbox; b++) {
		struct box_count c;

		bad = 0;
		for (k = 0; k < BOXPMU_CBOX_COUNTERS; k++) {
			if (box_read(fd[b][k], &c) < 0)
				c.value = UINT64_MAX;
			if (c.value != n[b]) {
				tap_diag("  %s event umask 0x%x: got %llu, want %llu", cbox_name(b),
					 1u << k, (unsigned long long)c.value,
					 (unsigned long long)n[b]);
				bad++;
			} else if (c.running != c.enabled) {
				tap_diag("  %s umask 0x%x multiplexed: running %llu < enabled %llu",
					 cbox_name(b), 1u << k, (unsigned long long)c.running,
					 (unsigned long long)c.enabled);
				bad++;
			}
		}
		tap_check(!bad, "%s: all %d counters count exactly their box's events",
			  cbox_name(b), BOXPMU_CBOX_COUNTERS);
	}
	for (b = 0; b < nbox; b++)
		for (k = 0; k < BOXPMU_CBOX_COUNTERS; k++)
			close(fd[b][k]);
	/* fewer where boxpmu_sim's cboxes models a part with fewer cores */
	tap_check(!pmu_exists(cbox_name(nbox)) && !pmu_exists("uncore_cbox_10"),
		  "no C-box PMU beyond the %d the simulated %s has", nbox,
		  sim_wsmex() ? "Westmere-EX" : "Xeon 7500");
}

static void ubox(void)
{
	const char *u = "uncore_ubox";
	int fd;

	fd = box_open(u, 0x50, 0);
	if (!tap_check(fd >= 0, "%s: open u2r_requests (event=0x50)", __func__))
		return;
	sim_inject_ok(u, "event=0x50 count=123457");
	check_u64(box_value(fd), 123457, "%s: count exact", __func__);
	sim_inject_ok(u, "event=0x51 count=10");
	check_u64(box_value(fd), 123457, "%s: other event code not counted", __func__);
	sim_inject_ok(u, "event=0x50 count=100 inc=3");
	check_u64(box_value(fd), 123457 + 300, "%s: inc=3 adds N*inc", __func__);
	sim_inject_ok(u, "event=0x50 count=0xfffffffff");
	check_u64(box_value(fd), 123757 + 0xfffffffffULL, "%s: large count exact", __func__);
	close(fd);

	fd = box_open(u, 0x50 | UBOX_EDGE, 0);
	if (!tap_check(fd >= 0, "%s: open event=0x50,edge=1", __func__))
		return;
	sim_inject_ok(u, "event=0x50 count=1000 burst=1");
	check_u64(box_value(fd), 1, "%s: edge counts one burst once", __func__);
	sim_inject_ok(u, "event=0x50 count=7 inc=4");
	check_u64(box_value(fd), 8, "%s: edge counts separate cycles", __func__);
	close(fd);
}

static void large_counts(void)
{
	int fd;

	fd = box_open("uncore_cbox_5", CFG(0x14, 0x01, 0, 0, 0), 0);
	if (tap_check(fd >= 0, "cbox_5: open for a large count")) {
		sim_inject_ok("uncore_cbox_5", "event=0x14,umask=0x1 count=0x123456789ab");
		check_u64(box_value(fd), 0x123456789abULL,
			  "cbox_5: 40-bit count exact");
		close(fd);
	}
	fd = box_open("uncore_wbox", WBOX_CLOCKTICKS, 0);
	if (tap_check(fd >= 0, "wbox: open clockticks for a large count")) {
		sim_inject_ok("uncore_wbox", "event=0xff count=0xfffffffffff");
		check_u64(box_value(fd), 0xfffffffffffULL,
			  "wbox: clockticks 44-bit count exact");
		close(fd);
	}
}

/*
 * W-box erratum (guide p.2-128): a counter whose value ends in 0x000000 or
 * 0x000001 reads 0x1000000 too high. The simulator models it; perf counts
 * must stay exact whatever the raw counter value is.
 */
static void wbox_erratum(void)
{
	uint64_t prochot = BOX_CFG(0x02, 0, 0, 0, 0);
	int g, f;

	g = box_open("uncore_wbox", prochot, 0);
	f = box_open("uncore_wbox", WBOX_CLOCKTICKS, 0);
	if (g < 0 || f < 0)
		tap_bail("open wbox events: %s", strerror(g < 0 ? -g : -f));
	tap_check(!wbox_erratum_walk(g, prochot, "event=0x02", 0, "wbox prochot"),
		  "wbox prochot (generic): the erratum walk reads exact at every step");
	tap_check(!wbox_erratum_walk(f, WBOX_CLOCKTICKS, "event=0xff", 0, "wbox clockticks"),
		  "wbox clockticks (fixed): the erratum walk reads exact at every step");
	close(g);
	close(f);
}

/*
 * W-box erratum, write side (guide p.2-128): a counter must not be preloaded
 * with a value ending in 0xfffffe or 0xffffff; the simulator then loses the
 * next carry into bit 24. In PMI mode a stop and start would naively preload
 * the value the counter stopped at (2^48 - left); stopped at @low, the value
 * written must differ (boxpmu_wbox_safe_period) and the count stay exact.
 */
static void wbox_preload(uint64_t config, const char *terms, uint32_t low,
			 const char *label)
{
	uint64_t raw, n, want;
	int fd, ret;

	fd = box_open("uncore_wbox", config, 0);
	if (!tap_check(fd >= 0, "%s: open", label)) {
		tap_diag("  %s", strerror(-fd));
		return;
	}
	ret = sim_counter_raw("uncore_wbox", config, &raw);
	if (ret < 0)
		tap_bail("%s: raw counter: %s", label, strerror(-ret));
	n = (low - raw) & 0xffffff;
	if (!n)
		n = 0x1000000;
	sim_inject_ok("uncore_wbox", "%s count=%llu", terms, (unsigned long long)n);
	want = n;
	ret = sim_counter_raw("uncore_wbox", config, &raw);
	if (!tap_check(ret == 0 && (raw & 0xffffff) == low,
		       "%s: the counter stopped on 0x..%06x, the value a naive re-preload writes",
		       label, low)) {
		tap_diag("  raw 0x%llx (%s)", (unsigned long long)raw,
			 ret ? strerror(-ret) : "read");
		close(fd);
		return;
	}
	ret = box_disable(fd);
	if (ret == 0)
		ret = box_enable(fd);
	if (ret < 0)
		tap_bail("%s: disable/enable: %s", label, strerror(-ret));
	ret = sim_counter_raw("uncore_wbox", config, &raw);
	if (!tap_check(ret == 0 && (raw & 0xffffff) < 0xfffffe,
		       "%s: re-enabled, the counter was not preloaded with 0x..fffffe/0x..ffffff",
		       label))
		tap_diag("  raw 0x%llx (%s)", (unsigned long long)raw,
			 ret ? strerror(-ret) : "read");
	sim_inject_ok("uncore_wbox", "%s count=16", terms);
	want += 16;
	check_u64(box_value(fd), want, "%s: exact across the carry into bit 24", label);
	close(fd);
}

static void wbox_preloads(void)
{
	uint64_t prochot = BOX_CFG(0x02, 0, 0, 0, 0);

	/* Only the overflow-interrupt mode preloads counters. */
	if (!require_pmi_mode("wbox preload"))
		return;
	wbox_preload(prochot, "event=0x02", 0xfffffe, "wbox prochot, stop at 0x..fffffe");
	wbox_preload(prochot, "event=0x02", 0xffffff, "wbox prochot, stop at 0x..ffffff");
	wbox_preload(WBOX_CLOCKTICKS, "event=0xff", 0xfffffe,
		     "wbox clockticks, stop at 0x..fffffe");
	wbox_preload(WBOX_CLOCKTICKS, "event=0xff", 0xffffff,
		     "wbox clockticks, stop at 0x..ffffff");
}

/* Counting starts at zero for every open, whatever the counter held. */
static void fresh_start(void)
{
	int fd;

	fd = box_open("uncore_cbox_2", CFG(0x15, 0x01, 0, 0, 0), 0);
	if (fd < 0)
		tap_bail("open cbox_2: %s", strerror(-fd));
	sim_inject_ok("uncore_cbox_2", "event=0x15,umask=0x1 count=5000");
	close(fd);
	/* Not counted: no event is open. */
	sim_inject_ok("uncore_cbox_2", "event=0x15,umask=0x1 count=7000");
	fd = box_open("uncore_cbox_2", CFG(0x15, 0x01, 0, 0, 0), 0);
	if (fd < 0)
		tap_bail("open cbox_2: %s", strerror(-fd));
	check_u64(box_value(fd), 0, "cbox_2: a new event starts at 0");
	sim_inject_ok("uncore_cbox_2", "event=0x15,umask=0x1 count=3");
	check_u64(box_value(fd), 3, "cbox_2: and counts from there");
	close(fd);
}

/*
 * Disabled through perf, an event leaves its counter unprogrammed: what is
 * injected then is unmatched, not dropped (a frozen counter's), for the W-box
 * fixed counter too, whose enable bit is all that programs it.
 */
static void disable_one(const char *pmu, uint64_t config, const char *terms, const char *more)
{
	struct sim_acc a;
	int fd, ret;

	fd = box_open(pmu, config, 0);
	if (fd < 0)
		tap_bail("open %s: %s", pmu, strerror(-fd));
	sim_inject_ok(pmu, "%s count=100", terms);
	ret = box_disable(fd);
	if (ret < 0)
		tap_bail("disable: %s", strerror(-ret));
	sim_accesses_reset(pmu);
	sim_inject_ok(pmu, "%s count=1000", terms);
	check_u64(box_value(fd), 100, "%s: disabled event does not count", pmu);
	if (sim_accesses(pmu, &a))
		tap_bail("%s: no accesses file", pmu);
	check_u64(a.unmatched, 1, "%s: the simulator saw no counter programmed for it", pmu);
	check_u64(a.dropped, 0, "%s: nor one that took it while frozen", pmu);
	ret = box_enable(fd);
	if (ret < 0)
		tap_bail("enable: %s", strerror(-ret));
	sim_inject_ok(pmu, "%s count=10", more);
	check_u64(box_value(fd), 110, "%s: re-enabled event counts on", pmu);
	close(fd);
}

static void enable_disable(void)
{
	disable_one("uncore_cbox_1", CFG(0x16, 0x0f, 0, 0, 0), "event=0x16,umask=0x1",
		    "event=0x16,umask=0x2");
	disable_one("uncore_wbox", WBOX_CLOCKTICKS, "event=0xff", "event=0xff");
}

int main(void)
{
	unsigned int i;

	tap_init("count_exact", 55);
	if (!pmu_exists("uncore_cbox_0"))
		tap_bail("no uncore_cbox_0 PMU: is boxpmu_nhmex loaded?");

	ubox();
	all_cboxes();
	for (i = 0; i < ARRAY_SIZE(scenarios); i++)
		run_scenario(&scenarios[i]);
	large_counts();
	wbox_erratum();
	wbox_preloads();
	fresh_start();
	enable_disable();
	return tap_finish();
}
