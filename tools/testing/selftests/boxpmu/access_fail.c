// SPDX-License-Identifier: GPL-2.0
/*
 * access_fail: a counter read that fails (rdmsr_safe() gives -EIO; the
 * simulator's fail_reads) changes no count, where taken as 0 it would add
 * nearly 2^48: read()'s own reads, and in poll mode the poll timer's.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "nhmex.h"

BOXPMU_FIXTURE(access_fail, nhmex_setup(55));

FIXTURE_VARIANT(access_fail) {
	const char *pmu;	/* NULL: the last C-box, 7 or 9 (nr_cbox()) */
	uint64_t config;
	const char *terms;
};

FIXTURE_VARIANT_ADD(access_fail, cbox_0) { "uncore_cbox_0", CBOX_EVENT };
FIXTURE_VARIANT_ADD(access_fail, last_cbox) { NULL, CBOX_EVENT };
FIXTURE_VARIANT_ADD(access_fail, wbox_clk) { "uncore_wbox", WBOX_CLOCKTICKS, "event=0xff" };
FIXTURE_VARIANT_ADD(access_fail, wbox) { "uncore_wbox", BOX_CFG(0x02, 0, 0, 0, 0), "event=0x02" };
FIXTURE_VARIANT_ADD(access_fail, ubox) { "uncore_ubox", 0x50, "event=0x50" };

/* Wait until the box has no failing reads left (a poll timer took them). */
static int wait_consumed(const char *pmu)
{
	uint64_t t0 = now_ms();
	long left;

	while ((left = sim_fail_reads_left(pmu)) > 0 && now_ms() - t0 < SIM_POLL_WAIT_MS)
		sleep_ms(5);
	return left == 0;
}

static void run(struct __test_metadata *_metadata, const struct _fixture_variant_access_fail *v,
		int polled)
{
	const char *pmu = v->pmu ?: LAST_CBOX;
	uint64_t want = 1000;
	int fd, i;

	fd = OPEN(pmu, v->config, 0, 0, -1);
	sim_inject_ok(pmu, "%s count=1000", v->terms);
	EXPECT_EQ(want, box_value(fd)) TH_LOG("%s: count before the failure", pmu);
	ASSERT_EQ(0, sim_fail_reads(pmu, 1)) TH_LOG("fail_reads on %s", pmu);
	if (polled)
		EXPECT_TRUE(wait_consumed(pmu)) TH_LOG("%s: the poll timer made the failing read",
						       pmu);
	EXPECT_EQ(want, box_value(fd)) TH_LOG("%s: a failed read adds nothing", pmu);
	if (!polled)
		EXPECT_EQ(0, sim_fail_reads_left(pmu)) TH_LOG("%s: read() made the failing read",
							      pmu);
	sim_inject_ok(pmu, "%s count=500", v->terms);
	want += 500;
	EXPECT_EQ(want, box_value(fd)) TH_LOG("%s: the next good read catches up", pmu);

	sim_fail_reads(pmu, 3);
	sim_inject_ok(pmu, "%s count=250", v->terms);
	want += 250;
	for (i = 0; i < 3; i++)
		box_value(fd);
	if (polled)
		wait_consumed(pmu);
	sim_fail_reads(pmu, 0);
	EXPECT_EQ(want, box_value(fd)) TH_LOG("%s: after three failed reads, exact again", pmu);
	close(fd);
}

TEST_F_TIMEOUT(access_fail, pmi_mode, BOXPMU_HARNESS_TIMEOUT)
{
	if (nhmex_pmi_mode() != 1)
		SKIP(return, "loaded in poll mode: this runs where the guest loads pmi=1");
	run(_metadata, variant, 0);
}

TEST_F_TIMEOUT(access_fail, poll_mode, BOXPMU_HARNESS_TIMEOUT)
{
	POLL_MODE();
	run(_metadata, variant, 1);
}

/*
 * Another event counts on the counter while this one is disabled, so neither
 * the failed start read nor the event's old value may be taken as its start.
 */
TEST_F_TIMEOUT(access_fail, poll_start, BOXPMU_HARNESS_TIMEOUT)
{
	const char *pmu = variant->pmu ?: LAST_CBOX;
	int a, o;

	POLL_MODE();
	a = OPEN(pmu, variant->config, 0, 0, -1);
	sim_inject_ok(pmu, "%s count=1000", variant->terms);
	EXPECT_EQ(1000, box_value(a)) TH_LOG("1000 counted");
	box_disable(a);
	o = OPEN(pmu, variant->config, 0, 0, -1);	/* on the counter it freed */
	sim_inject_ok(pmu, "%s count=5000", variant->terms);
	EXPECT_EQ(5000, box_value(o)) TH_LOG("the other event counts 5000");
	close(o);

	sim_fail_reads(pmu, 1);
	box_enable(a);
	EXPECT_EQ(0, sim_fail_reads_left(pmu)) TH_LOG("the counter's start made the failing read");
	sim_inject_ok(pmu, "%s count=500", variant->terms);
	EXPECT_EQ(1500, box_value(a))
		TH_LOG("a failed read at the start adds nothing of the other event's count");
	close(a);
}

TEST_HARNESS_MAIN
