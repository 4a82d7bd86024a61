// SPDX-License-Identifier: GPL-2.0
/*
 * xscale_mainline: mainline's XScale v1 PMU driver (arch/arm/kernel/
 * perf_event_xscale.c, PMU armv5_xscale1) bound late by the simulator
 * (xscale1/arm_pmu) on the ARM guest, over the CP14 model that serves
 * boxpmu_xscale: exact counts of injected events, the PMNC values it wrote,
 * and its writes against the manual's rules, reported, not failed. arm_pmu
 * cannot be unbound, and boxpmu_xscale, which must be gone first, is pinned
 * on 6.1 once a task counted with it: this test has an ARM guest of its own.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/utsname.h>

#include "boxpmu_lib.h"
#include "kselftest_harness.h"
#include "xscale_common.h"

#define PMU		"armv5_xscale1"
#define SIM		SIM_PMU
#define XMOD		"boxpmu_xscale"
#define EVT0(pmnc)	(((pmnc) >> 12) & 0xff)
#define EVT1(pmnc)	(((pmnc) >> 20) & 0xff)

#define pmnc()		creg(0, "PMNC")
#define xopen(config)	xs_open(PMU, config, -1, 0)

static int64_t reserved;
static const char *skip;

/* mainline bound (once per boot) with boxpmu_xscale gone; @skip: why not here */
static void setup(struct __test_metadata *_metadata)
{
	struct utsname u;
	int ret;

	test_setup(240);
	reserved = sim_reserved_writes();
	if (uname(&u) || strncmp(u.machine, "arm", 3))
		skip = OTHER_PLATFORM "mainline's XScale driver runs on the ARM guest";
	if (skip || pmu_exists(PMU))
		return;
	ret = module_unload_wait(XMOD, 3000);
	ASSERT_TRUE(ret == 0 || ret == -ENOENT)
		TH_LOG("rmmod " XMOD " first (pinned after per-task use on 6.1): %s",
		       strerror(-ret));
	sim_accesses_reset(SIM);	/* binds_late sees the bind's CP14 accesses */
	ASSERT_EQ(0, write_text(sim_path(SIM, "arm_pmu"), "1"))
		TH_LOG("arm_pmu=1: mainline's driver binds (dmesg says why not)");
	ASSERT_TRUE(pmu_exists(PMU)) TH_LOG(PMU " registered");
}

static void teardown(struct __test_metadata *_metadata)
{
	int64_t n = sim_reserved_writes() - reserved;

	if (n > 0) {
		TH_LOG("mainline wrote reserved PMNC bits %lld times (reported, not failed)",
		       (long long)n);
		sim_reserved_expect(n);
	}
	BOXPMU_END_CHECKS();
}

BOXPMU_FIXTURE_TD(mainline, setup(_metadata), teardown(_metadata));

TEST_F_TIMEOUT(mainline, binds_late, BOXPMU_HARNESS_TIMEOUT)
{
	struct sim_acc a;
	int ret;

	if (skip)
		SKIP(return, "%s", skip);
	EXPECT_LE(0, proc_irq_count("arm-pmu", 0)) TH_LOG("the PMU interrupt is mainline's");
	ASSERT_EQ(0, sim_accesses(SIM, &a)) TH_LOG("simulator access counts");
	TH_LOG("bound: %llu CP14 reads, %llu writes; PMNC 0x%llx", (unsigned long long)a.reads,
	       (unsigned long long)a.writes, (unsigned long long)pmnc());
	ret = module_load(XMOD, "");
	EXPECT_EQ(-EBUSY, ret) TH_LOG(XMOD " refuses to load beside it: %s", strerror(-ret));
	if (!ret)
		module_unload_wait(XMOD, 3000);
	EXPECT_EQ(-EINVAL, write_text(sim_path(SIM, "arm_pmu"), "0")) TH_LOG("no unbinding");
}

/* PMN0, PMN1 and CCNT at once, each exactly its own; PMNC as the model saw its writes */
TEST_F_TIMEOUT(mainline, all_counters, BOXPMU_HARNESS_TIMEOUT)
{
	int fd[3], i;
	uint64_t v;

	if (skip)
		SKIP(return, "%s", skip);
	fd[0] = ASSERT_OPEN(xopen(EV_INSTR));
	fd[1] = ASSERT_OPEN(xopen(EV_DMISS));
	fd[2] = ASSERT_OPEN(xopen(EV_CYCLES));
	v = pmnc();
	TH_LOG("three counters: PMNC 0x%llx", (unsigned long long)v);
	EXPECT_TRUE((EVT0(v) == EV_INSTR && EVT1(v) == EV_DMISS) ||
		    (EVT0(v) == EV_DMISS && EVT1(v) == EV_INSTR)) TH_LOG("both evtCount fields");
	EXPECT_EQ(PMNC_INTEN, v & PMNC_INTEN) TH_LOG("three interrupt enables");
	EXPECT_NE(0, v & PMNC_E) TH_LOG("E set");
	inject(0, EV_INSTR, 1111);
	inject(0, EV_DMISS, 222);
	inject(0, EV_CYCLES, 3333);
	inject(0, 0xd, 77);	/* selected by no counter */
	EXPECT_EQ(1111, box_value(fd[0])) TH_LOG("instructions exact beside the others");
	EXPECT_EQ(222, box_value(fd[1])) TH_LOG("data cache misses exact beside the others");
	EXPECT_EQ(3333, box_value(fd[2])) TH_LOG("cycles exact beside the others");
	for (i = 0; i < 3; i++)
		close(fd[i]);
	v = pmnc();
	TH_LOG("all closed: PMNC 0x%llx", (unsigned long long)v);
	EXPECT_EQ(0, v & PMNC_INTEN) TH_LOG("interrupt enables cleared");
	EXPECT_TRUE(EVT0(v) == 0xff && EVT1(v) == 0xff) TH_LOG("both counters select 0xff");
}

/* 32-bit wraps folded by mainline's interrupt handler, on IRQ 28 */
TEST_F_TIMEOUT(mainline, wraps, BOXPMU_HARNESS_TIMEOUT)
{
	if (skip)
		SKIP(return, "%s", skip);
	close(wraps_by_irq(_metadata, PMU, "arm-pmu", 0, EV_INSTR));
	close(wraps_by_irq(_metadata, PMU, "arm-pmu", 0, EV_CYCLES));
}

#include "xscale_hw_cache.h"

TEST_HARNESS_MAIN
