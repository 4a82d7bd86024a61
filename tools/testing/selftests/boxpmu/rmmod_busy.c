// SPDX-License-Identifier: GPL-2.0
/*
 * rmmod_busy: an open event pins boxpmu_nhmex (perf holds pmu->module); once
 * closed the module unloads. delete_module(O_NONBLOCK) of a module in use fails
 * EWOULDBLOCK (6.1), or EBUSY while it comes up or goes away: both accepted.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "nhmex.h"

#define C0	"uncore_cbox_0"
#define CYCLES	1000

/* The events closed, it unloads (the teardown loads it again, as modcycle does) */
static void unloads(struct __test_metadata *_metadata)
{
	int ret = mod_unload();

	EXPECT_EQ(0, ret) TH_LOG("rmmod: %s", strerror(-ret));
	EXPECT_FALSE(pmu_exists(C0) || pmu_exists("uncore_ubox") || pmu_exists("uncore_wbox"))
		TH_LOG("PMUs gone from sysfs after rmmod");
}

BOXPMU_FIXTURE(rmmod, nhmex_setup(55));

TEST_F_TIMEOUT(rmmod, refused_while_busy, BOXPMU_HARNESS_TIMEOUT)
{
	int fd, ret;

	fd = OPEN(C0, LLC_S, 0, 0, -1);
	sim_inject_ok(C0, "event=0x14,umask=0x1 count=100");
	EXPECT_EQ(100, box_value(fd)) TH_LOG("event counts before rmmod");
	ret = mod_unload();
	/* The event would point into a gone module: do not touch it. */
	ASSERT_NE(0, ret) TH_LOG("module unloaded under an open event");
	EXPECT_TRUE(ret == -EAGAIN || ret == -EBUSY)
		TH_LOG("rmmod refused while an event is open: %s", strerror(-ret));
	EXPECT_TRUE(module_loaded(BOXPMU_MODULE) && pmu_exists(C0))
		TH_LOG("module and PMUs still there");
	sim_inject_ok(C0, "event=0x14,umask=0x1 count=200");
	EXPECT_EQ(300, box_value(fd)) TH_LOG("event still counts after the refused rmmod");
	close(fd);
	unloads(_metadata);
}

TEST_F_TIMEOUT(rmmod, after_cycles, BOXPMU_HARNESS_TIMEOUT)
{
	static const struct { const char *pmu; uint64_t config; } ev[] = {
		{ "uncore_ubox", 0x50 },
		{ "uncore_wbox", BOX_CFG(0x00, 0x01, 0, 0, 0) },
		{ "uncore_wbox", WBOX_CLOCKTICKS },
	};
	int i, fails = 0, fd[3], first_err = 0, n = nr_cbox();
	uint64_t t0 = now_ms();

	for (i = 0; i < CYCLES; i++) {
		int k = i % (n + 3), m = i % 10 == 9 && k < n ? 3 : 1, j, ret = 0;
		const char *pmu = k < n ? cbox_name(k) : ev[k - n].pmu;
		uint64_t config = k < n ? LLC_S : ev[k - n].config;
		struct box_count c;

		for (j = 0; j < m && ret >= 0; j++) {
			fd[j] = box_open_group(pmu, config, 0, j ? fd[0] : -1, 0);
			ret = fd[j];
		}
		if (ret >= 0)
			ret = box_read(fd[m - 1], &c);
		while (j--)
			if (fd[j] >= 0)
				close(fd[j]);
		if (ret < 0 && !fails++)
			first_err = ret;
	}
	EXPECT_EQ(0, fails) TH_LOG("%d open/read/close cycles over all boxes: first error %s",
				   CYCLES, strerror(-first_err));
	TH_LOG("%d cycles took %llu ms", CYCLES, (unsigned long long)(now_ms() - t0));
	unloads(_metadata);
}

TEST_HARNESS_MAIN
