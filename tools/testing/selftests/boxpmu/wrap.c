// SPDX-License-Identifier: GPL-2.0
/*
 * wrap: 64-bit counts stay exact while the 48-bit counters of every box type wrap, in PMI mode
 * (reads in between; three wraps in one injection, which only the PMI can account) and poll mode.
 */
#include <string.h>
#include <unistd.h>

#include "nhmex.h"

#define W BOXPMU_WRAP

struct target {
	const char *pmu;
	uint64_t config;
	uint64_t config1;	/* filter value, for the boxes with filters */
	const char *inject;	/* terms of the matching injection */
};

/* B-box IMT_INSERTS_ALL on counter 1, R-box port 4 IPERF flits, M-box inc_sel 0x1b */
enum { CBOX_0, UBOX, WBOX_CLK, BBOX_1, SBOX_0, RBOX_1, MBOX_0, WBOX /* not polled */ };
static const struct target targets[] = {
	[CBOX_0] = { "uncore_cbox_0", LLC_S, 0, "event=0x14,umask=0x01" },
	[UBOX] = { "uncore_ubox", 0x50, 0, "event=0x50" },
	[WBOX_CLK] = { "uncore_wbox", WBOX_CLOCKTICKS, 0, "event=0xff" },
	[BBOX_1] = { "uncore_bbox_1", 0x07 << 1 | 1 << 6, 0, "event=0x07 set=1" },
	[SBOX_0] = { "uncore_sbox_0", BOX_CFG(0x10, 0x01, 0, 0, 0), 0, "event=0x10,umask=0x01" },
	[RBOX_1] = { "uncore_rbox_1", 0x00, 0x80000000, "port=4 iperf=0x80000000" },
	[MBOX_0] = { "uncore_mbox_0", 0x1b << 9, 0, "event=0x1b" },
	[WBOX] = { "uncore_wbox", BOX_CFG(0x00, 0x01, 0, 0, 0), 0, "event=0x00,umask=0x01" },
};

/* @t's event, opened or the test failed */
static int open_target(struct __test_metadata *_metadata, const struct target *t)
{
	return OPEN(t->pmu, t->config, t->config1, 0, -1);
}

FIXTURE(wrap) {
	int fd;
};

FIXTURE_VARIANT(wrap) {
	const struct target *t;
};

FIXTURE_VARIANT_ADD(wrap, cbox_0) { &targets[CBOX_0] };
FIXTURE_VARIANT_ADD(wrap, ubox) { &targets[UBOX] };
FIXTURE_VARIANT_ADD(wrap, wbox) { &targets[WBOX] };
FIXTURE_VARIANT_ADD(wrap, wbox_clockticks) { &targets[WBOX_CLK] };
FIXTURE_VARIANT_ADD(wrap, bbox_1) { &targets[BBOX_1] };
FIXTURE_VARIANT_ADD(wrap, sbox_0) { &targets[SBOX_0] };
FIXTURE_VARIANT_ADD(wrap, rbox_1) { &targets[RBOX_1] };
FIXTURE_VARIANT_ADD(wrap, mbox_0) { &targets[MBOX_0] };

FIXTURE_SETUP(wrap)
{
	const struct target *t = variant->t;

	nhmex_setup(55);
	ASSERT_EQ(1, nhmex_pmi_mode()) TH_LOG("%s is not in PMI mode", BOXPMU_MODULE);
	self->fd = open_target(_metadata, t);
	sim_accesses_reset(t->pmu);
}

FIXTURE_TEARDOWN(wrap)
{
	struct sim_acc a;

	if (sim_accesses(variant->t->pmu, &a) == 0 && a.dropped)
		TH_LOG("simulator dropped %llu events (counter disabled or box frozen)",
		       (unsigned long long)a.dropped);
	close(self->fd);
	BOXPMU_END_CHECKS();
}

TEST_F_TIMEOUT(wrap, reads_in_between, BOXPMU_HARNESS_TIMEOUT)
{
	const struct target *t = variant->t;
	uint64_t want = 0;
	int r;

	for (r = 1; r <= 3; r++) {
		sim_inject_ok(t->pmu, "%s count=%llu", t->inject, (unsigned long long)(W - 10));
		want += W - 10;
		EXPECT_EQ(want, box_value(self->fd)) TH_LOG("round %d: after 2^48-10", r);
		sim_inject_ok(t->pmu, "%s count=20", t->inject);
		want += 20;
		EXPECT_EQ(want, box_value(self->fd)) TH_LOG("round %d: after 20 more (wrapped)", r);
	}
}

TEST_F_TIMEOUT(wrap, single_injection, BOXPMU_HARNESS_TIMEOUT)
{
	/* Start off zero so the wraps do not line up with counter value 0. */
	sim_inject_ok(variant->t->pmu, "%s count=12345", variant->t->inject);
	sim_inject_ok(variant->t->pmu, "%s count=%llu", variant->t->inject,
		      (unsigned long long)(3 * W + 7));
	EXPECT_EQ(3 * W + 7 + 12345, box_value(self->fd))
		TH_LOG("one injection of 3*2^48+7 (PMI)");
}

BOXPMU_FIXTURE(poll, nhmex_setup(55));

/*
 * Each box is read twice by its poll timer (one read per poll) before the next
 * injection, so the poller sees every value before the counter wraps past it.
 */
TEST_F_TIMEOUT(poll, wraps_polled, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t want = 0;
	int fd[WBOX], i, r, ret;

	POLL_MODE();
	for (i = 0; i < WBOX; i++)
		fd[i] = open_target(_metadata, &targets[i]);
	/* rounds 1-4 polled in between, the 5th read before the poller */
	for (r = 1; r <= 5; r++) {
		for (i = 0; i < WBOX; i++)
			sim_inject_ok(targets[i].pmu, "%s count=%llu", targets[i].inject,
				      (unsigned long long)(W - 5));
		want += W - 5;
		for (i = 0; i < WBOX && r < 5; i++) {
			ret = sim_wait_reads(targets[i].pmu, 2, SIM_POLL_WAIT_MS);
			ASSERT_EQ(0, ret) TH_LOG("round %d: %s not read by its poller within %u ms",
						 r, targets[i].pmu, SIM_POLL_WAIT_MS);
		}
		for (i = 0; i < WBOX && r >= 4; i++) {	/* EXPECT_* is two statements */
			EXPECT_EQ(want, box_value(fd[i]))
				TH_LOG("%s: %d x (2^48-5), %s", targets[i].pmu, r,
				       r < 5 ? "polled in between" : "read before the poller");
		}
	}
	for (i = 0; i < WBOX; i++)
		close(fd[i]);
}

/*
 * W-box erratum in poll mode: the poller reads while the counter sits on a
 * value that reads 0x1000000 too high, and must not take that for a wrap.
 * Two events on the box: 4 reads are two polls.
 */
TEST_F_TIMEOUT(poll, wbox_erratum, BOXPMU_HARNESS_TIMEOUT)
{
	const struct target *g = &targets[WBOX], *f = &targets[WBOX_CLK];
	int fg, ff;

	POLL_MODE();
	fg = open_target(_metadata, g);
	ff = open_target(_metadata, f);
	wbox_erratum_walk(_metadata, fg, g->config, g->inject, 4, "wbox generic, poll mode");
	wbox_erratum_walk(_metadata, ff, f->config, f->inject, 4, "wbox clockticks, poll mode");
	close(fg);
	close(ff);
}

TEST_HARNESS_MAIN
