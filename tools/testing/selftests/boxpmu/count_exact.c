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
#include <string.h>
#include <unistd.h>

#include "nhmex.h"

BOXPMU_FIXTURE(count_exact, nhmex_setup_cbox0(_metadata, 55));

TEST_F_TIMEOUT(count_exact, all_cboxes, BOXPMU_HARNESS_TIMEOUT)
{
	int fd[BOXPMU_MAX_CBOX][BOXPMU_CBOX_COUNTERS];
	uint64_t n[BOXPMU_MAX_CBOX];
	int b, k, nbox = nr_cbox();

	for (b = 0; b < nbox; b++)
		for (k = 0; k < BOXPMU_CBOX_COUNTERS; k++)
			fd[b][k] = OPEN(cbox_name(b), BOX_CFG(0x14, 1u << k, 0, 0, 0), 0, 0, -1);
	for (b = 0; b < nbox; b++) {
		n[b] = 1000003ULL * (b + 1) + 17 * b;
		sim_inject_ok(cbox_name(b), "event=0x14,umask=0x3f count=%llu",
			      (unsigned long long)n[b]);
	}
	for (b = 0; b < nbox; b++)
		for (k = 0; k < BOXPMU_CBOX_COUNTERS; k++) {
			struct box_count c = { UINT64_MAX };

			EXPECT_EQ(0, box_read(fd[b][k], &c))
				TH_LOG("read %s umask 0x%x", cbox_name(b), 1u << k);
			EXPECT_EQ(n[b], c.value)
				TH_LOG("%s umask 0x%x: counts exactly its box's events",
				       cbox_name(b), 1u << k);
			EXPECT_EQ(c.enabled, c.running)
				TH_LOG("%s umask 0x%x: multiplexed", cbox_name(b), 1u << k);
			close(fd[b][k]);
		}
	EXPECT_FALSE(pmu_exists(cbox_name(nbox)) || pmu_exists("uncore_cbox_10"))
		TH_LOG("no C-box PMU beyond the %d the simulated %s has", nbox,
		       sim_wsmex() ? "Westmere-EX" : "Xeon 7500");
}

/* W-box erratum (guide p.2-128): a value ending in 0x000000/0x000001 reads 0x1000000 high */
TEST_F_TIMEOUT(count_exact, wbox_erratum, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t prochot = BOX_CFG(0x02, 0, 0, 0, 0);
	int g, f;

	g = OPEN("uncore_wbox", prochot, 0, 0, -1);
	f = OPEN("uncore_wbox", WBOX_CLOCKTICKS, 0, 0, -1);
	wbox_erratum_walk(_metadata, g, prochot, "event=0x02", 0, "wbox prochot (generic)");
	wbox_erratum_walk(_metadata, f, WBOX_CLOCKTICKS, "event=0xff", 0, "wbox clockticks");
	close(g);
	close(f);
}

/*
 * W-box erratum, write side (guide p.2-128): a counter preloaded with a value
 * ending in 0xfffffe or 0xffffff loses the next carry into bit 24. Stopped at
 * @low, a PMI-mode restart must preload another value (boxpmu_wbox_safe_period).
 */
static void wbox_preload(struct __test_metadata *_metadata, uint64_t config, const char *terms,
			 uint32_t low)
{
	uint64_t raw, n;
	char label[64];
	int fd;

	snprintf(label, sizeof(label), "wbox %s, stop at 0x..%06x", terms, low);

	fd = OPEN("uncore_wbox", config, 0, 0, -1);
	ASSERT_EQ(0, sim_wbox_raw(config, &raw)) TH_LOG("%s: raw counter", label);
	n = ((low - raw) & 0xffffff) ?: 0x1000000;
	sim_inject_ok("uncore_wbox", "%s count=%llu", terms, (unsigned long long)n);
	ASSERT_EQ(0, sim_wbox_raw(config, &raw)) TH_LOG("%s: raw counter", label);
	EXPECT_EQ(low, raw & 0xffffff)
		TH_LOG("%s: the counter stopped on 0x..%06x, the value a naive re-preload writes",
		       label, low);
	if ((raw & 0xffffff) != low)
		goto out;
	ASSERT_EQ(0, box_disable(fd)) TH_LOG("%s: disable", label);
	ASSERT_EQ(0, box_enable(fd)) TH_LOG("%s: enable", label);
	ASSERT_EQ(0, sim_wbox_raw(config, &raw)) TH_LOG("%s: raw counter", label);
	EXPECT_GT(0xfffffe, raw & 0xffffff)
		TH_LOG("%s: re-enabled, the counter was not preloaded with 0x..fffffe/0x..ffffff",
		       label);
	sim_inject_ok("uncore_wbox", "%s count=16", terms);
	EXPECT_EQ(n + 16, box_value(fd)) TH_LOG("%s: exact across the carry into bit 24", label);
out:
	close(fd);
}

TEST_F_TIMEOUT(count_exact, wbox_preloads, BOXPMU_HARNESS_TIMEOUT)
{
	int i;

	ASSERT_EQ(1, nhmex_pmi_mode())
		TH_LOG("%s is not in PMI mode (parameters/pmi): this would test nothing",
		       BOXPMU_MODULE);
	for (i = 0; i < 4; i++)	/* prochot, clockticks; each at 0x..fffffe, 0x..ffffff */
		wbox_preload(_metadata, i < 2 ? BOX_CFG(0x02, 0, 0, 0, 0) : WBOX_CLOCKTICKS,
			     i < 2 ? "event=0x02" : "event=0xff", 0xfffffe + i % 2);
}

TEST_F_TIMEOUT(count_exact, fresh_start, BOXPMU_HARNESS_TIMEOUT)
{
	int fd;

	fd = OPEN("uncore_cbox_2", BOX_CFG(0x15, 0x01, 0, 0, 0), 0, 0, -1);
	sim_inject_ok("uncore_cbox_2", "event=0x15,umask=0x1 count=5000");
	close(fd);
	sim_inject_ok("uncore_cbox_2", "event=0x15,umask=0x1 count=7000");
	EXPECT_EQ(3, box_fresh_count("uncore_cbox_2", BOX_CFG(0x15, 0x01, 0, 0, 0),
				     "event=0x15,umask=0x1", 0, 3))
		TH_LOG("cbox_2: a new event starts at 0 and counts from there");
}

/*
 * Disabled through perf, an event leaves its counter unprogrammed: what is
 * injected then is unmatched, not dropped (a frozen counter's), for the W-box
 * fixed counter too, whose enable bit is all that programs it.
 */
static void disable_one(struct __test_metadata *_metadata, const char *pmu, uint64_t config,
			const char *terms, const char *more)
{
	struct sim_acc a;
	int fd;

	fd = OPEN(pmu, config, 0, 0, -1);
	sim_inject_ok(pmu, "%s count=100", terms);
	ASSERT_EQ(0, box_disable(fd)) TH_LOG("%s: disable", pmu);
	sim_accesses_reset(pmu);
	sim_inject_ok(pmu, "%s count=1000", terms);
	EXPECT_EQ(100, box_value(fd)) TH_LOG("%s: disabled event does not count", pmu);
	ASSERT_EQ(0, sim_accesses(pmu, &a)) TH_LOG("%s: no accesses file", pmu);
	EXPECT_EQ(1, a.unmatched) TH_LOG("%s: the simulator saw no counter programmed for it", pmu);
	EXPECT_EQ(0, a.dropped) TH_LOG("%s: nor one that took it while frozen", pmu);
	ASSERT_EQ(0, box_enable(fd)) TH_LOG("%s: enable", pmu);
	sim_inject_ok(pmu, "%s count=10", more);
	EXPECT_EQ(110, box_value(fd)) TH_LOG("%s: re-enabled event counts on", pmu);
	close(fd);
}

TEST_F_TIMEOUT(count_exact, enable_disable, BOXPMU_HARNESS_TIMEOUT)
{
	disable_one(_metadata, "uncore_cbox_1", BOX_CFG(0x16, 0x0f, 0, 0, 0),
		    "event=0x16,umask=0x1", "event=0x16,umask=0x2");
	disable_one(_metadata, "uncore_wbox", WBOX_CLOCKTICKS, "event=0xff", "event=0xff");
}

struct expect {
	uint8_t ev, umask, edge, inv, thresh;
	uint64_t want;
};

/* Up to 6 (C), 4+fixed (W) or 1 (U) events at once: none disturbs another, none multiplexed */
BOXPMU_FIXTURE(scenario, nhmex_setup_cbox0(_metadata, 55));

FIXTURE_VARIANT(scenario) {
	const char *pmu;
	const char *inject[4];		/* NULL-terminated */
	struct expect ev[6];		/* ends at the first all-zero row */
};

#define C0			"uncore_cbox_0"

FIXTURE_VARIANT_ADD(scenario, cbox_sub_event_selection) { C0,
	 { "event=0x14,umask=0x02 count=1000" }, {
	{ 0x14, 0x01, 0, 0, 0, 0 }, { 0x14, 0x03, 0, 0, 0, 1000 }, { 0x14, 0x02, 0, 0, 0, 1000 },
	{ 0x14, 0x00, 0, 0, 0, 0 }, { 0x15, 0x02, 0, 0, 0, 0 }, { 0x14, 0xff, 0, 0, 0, 1000 } } };
FIXTURE_VARIANT_ADD(scenario, cbox_sub_events_count_once_per_cycle) { C0,
	 { "event=0x14,umask=0x03 count=10", "event=0x14,umask=0x04 count=40" }, {
	{ 0x14, 0x01, 0, 0, 0, 10 }, { 0x14, 0x03, 0, 0, 0, 10 }, { 0x14, 0x07, 0, 0, 0, 50 },
	{ 0x14, 0x04, 0, 0, 0, 40 }, { 0x14, 0x06, 0, 0, 0, 50 }, { 0x14, 0x08, 0, 0, 0, 0 } } };
FIXTURE_VARIANT_ADD(scenario, cbox_no_sub_events) { C0, { "event=0x10 count=321" }, {
	{ 0x10, 0x00, 0, 0, 0, 321 }, { 0x10, 0x01, 0, 0, 0, 0 }, { 0x10, 0xff, 0, 0, 0, 0 },
	{ 0x11, 0x00, 0, 0, 0, 0 } } };
FIXTURE_VARIANT_ADD(scenario, cbox_inc5_thresholds) { C0, { "event=0x18 count=100 inc=5" }, {
	{ 0x18, 0, 0, 0, 0, 500 }, { 0x18, 0, 0, 0, 5, 100 }, { 0x18, 0, 0, 0, 6, 0 },
	{ 0x18, 0, 0, 1, 6, 100 }, { 0x18, 0, 0, 1, 5, 0 }, { 0x18, 0, 0, 0, 1, 100 } } };
FIXTURE_VARIANT_ADD(scenario, cbox_edge_separate_cycles) { C0, { "event=0x18 count=100 inc=5" }, {
	{ 0x18, 0, 1, 0, 0, 100 }, { 0x18, 0, 1, 0, 5, 100 }, { 0x18, 0, 1, 0, 6, 0 },
	{ 0x18, 0, 1, 1, 6, 100 }, { 0x18, 0, 1, 1, 5, 0 }, { 0x18, 0, 0, 0, 0, 500 } } };
FIXTURE_VARIANT_ADD(scenario, cbox_edge_one_burst) { C0,
	 { "event=0x18 count=100 inc=5 burst=1" }, {
	{ 0x18, 0, 1, 0, 0, 1 }, { 0x18, 0, 1, 0, 3, 1 }, { 0x18, 0, 1, 0, 6, 0 },
	{ 0x18, 0, 1, 1, 6, 1 }, { 0x18, 0, 0, 0, 0, 500 }, { 0x18, 0, 0, 0, 2, 100 } } };
FIXTURE_VARIANT_ADD(scenario, cbox_thresholds_inc1) { C0, { "event=0x19 count=77" }, {
	{ 0x19, 0, 0, 0, 0, 77 }, { 0x19, 0, 0, 0, 1, 77 }, { 0x19, 0, 0, 0, 2, 0 },
	{ 0x19, 0, 0, 1, 2, 77 }, { 0x19, 0, 1, 0, 0, 77 }, { 0x19, 0, 0, 0, 0xff, 0 } } };
FIXTURE_VARIANT_ADD(scenario, cbox_large_inc200) { C0, { "event=0x1e count=1000 inc=200" }, {
	{ 0x1e, 0, 0, 0, 0, 200000 }, { 0x1e, 0, 0, 0, 200, 1000 }, { 0x1e, 0, 0, 0, 201, 0 },
	{ 0x1e, 0, 0, 1, 201, 1000 }, { 0x1e, 0, 1, 0, 0xff, 0 }, { 0x1e, 0, 1, 1, 0xff, 1000 } } };
/* c_throttle_tmp 0x00 (umask: core), prochot 0x02, c_cycles_turbo 0x04 */
FIXTURE_VARIANT_ADD(scenario, wbox_generic_and_fixed) { "uncore_wbox",
	 { "event=0x00,umask=0x01 count=500", "event=0x02 count=30", "event=0xff count=123456" }, {
	{ 0x00, 0x01, 0, 0, 0, 500 }, { 0x00, 0x03, 0, 0, 0, 500 }, { 0x00, 0x02, 0, 0, 0, 0 },
	{ 0x02, 0x00, 0, 0, 0, 30 }, { 0xff, 0, 0, 0, 0, 123456 } } };
FIXTURE_VARIANT_ADD(scenario, wbox_inc_thresh_edge) { "uncore_wbox",
	 { "event=0x02 count=40 inc=3", "event=0x04,umask=0x80 count=9 burst=1" }, {
	{ 0x02, 0, 0, 0, 0, 120 }, { 0x02, 0, 0, 0, 4, 0 }, { 0x02, 0, 0, 1, 4, 40 },
	{ 0x04, 0x80, 1, 0, 0, 1 }, { 0xff, 0, 0, 0, 0, 0 } } };

/* the U-box: ev_sel and edge only */
FIXTURE_VARIANT_ADD(scenario, ubox_other_code) { "uncore_ubox",
	 { "event=0x50 count=123457", "event=0x51 count=10" }, { { 0x50, 0, 0, 0, 0, 123457 } } };
FIXTURE_VARIANT_ADD(scenario, ubox_inc3) { "uncore_ubox", { "event=0x50 count=100 inc=3" }, {
	{ 0x50, 0, 0, 0, 0, 300 } } };
FIXTURE_VARIANT_ADD(scenario, ubox_edge_one_burst) { "uncore_ubox",
	 { "event=0x50 count=1000 burst=1" }, { { 0x50, 0, 1, 0, 0, 1 } } };
FIXTURE_VARIANT_ADD(scenario, ubox_edge_separate_cycles) { "uncore_ubox",
	 { "event=0x50 count=7 inc=4" }, { { 0x50, 0, 1, 0, 0, 7 } } };

TEST_F_TIMEOUT(scenario, counts, BOXPMU_HARNESS_TIMEOUT)
{
	const struct expect *e = variant->ev;
	struct box_scenario t = {};
	char what[6][64];
	int i;

	for (i = 0; i < 6 && (e->ev || e->umask || e->want); i++, e++) {
		t.ev[i].pmu = variant->pmu;
		t.ev[i].config = BOX_CFG(e->ev, e->umask, e->edge, e->inv, e->thresh);
		t.ev[i].want = e->want;
		t.ev[i].what = what[i];
		snprintf(what[i], 64, "event 0x%02x umask 0x%02x edge %d inv %d thresh %d",
			 e->ev, e->umask, e->edge, e->inv, e->thresh);
	}
	for (i = 0; variant->inject[i]; i++) {
		t.inj[i].pmu = variant->pmu;
		t.inj[i].terms = variant->inject[i];
	}
	EXPECT_EQ(0, scenario_run(&t)) TH_LOG("none disturbs another, none multiplexed");
}

TEST_HARNESS_MAIN
