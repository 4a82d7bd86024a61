/* SPDX-License-Identifier: GPL-2.0 */
/* The checks r3qpi and ivbep run alike on the R3QPI links and the IRP; one includer each */
#ifndef PCIBOX_H
#define PCIBOX_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "boxpmu_lib.h"
#include "intel_ctl.h"
#include "kselftest_harness.h"

#define MOD		"boxpmu_snbep"
#define DRV		"/sys/bus/pci/drivers/" MOD
#define R3_DEV0		"0000:3f:13.5"	/* R3QPI link 0 of package 0 */

/* Set by FIXTURE_SETUP: the simulator models another platform, or no PMU */
static const char *other;
static char absent[160];

static int skipped(struct __test_metadata *_metadata)
{
	if (other)
		SKIP(return 1, OTHER_PLATFORM "%s", other);
	if (*absent)
		SKIP(return 1, "%s", absent);
	return 0;
}

/*
 * 6.1's harness runs the tests of a FIXTURE_SETUP that SKIP()ped: skip here.
 * struct _fixture_variant_<fixture> is FIXTURE_VARIANT(fixture), spelled so
 * that checkpatch reads it as a type.
 */
#define PCIBOX_TEST(fixture, name)						\
	static void pcibox_##fixture##_##name(struct __test_metadata *_metadata,	\
		const struct _fixture_variant_##fixture *variant);		\
	TEST_F_TIMEOUT(fixture, name, BOXPMU_HARNESS_TIMEOUT)			\
	{									\
		if (!skipped(_metadata))					\
			pcibox_##fixture##_##name(_metadata, variant);		\
	}									\
	static void pcibox_##fixture##_##name(struct __test_metadata *_metadata,	\
		const struct _fixture_variant_##fixture *variant)

/* Five injections of 3/4 of the counter's range, read in between */
static void check_wraps(struct __test_metadata *_metadata, const char *pmu, uint64_t config,
			const char *terms, uint64_t wrap)
{
	uint64_t step = 3 * (wrap / 4) + 11, want = 0;
	int fd = ASSERT_OPEN(box_open(pmu, config, 0)), i;

	for (i = 1; i <= 5; i++) {
		sim_inject_ok(pmu, "%s count=%llu", terms, (unsigned long long)step);
		want += step;
		EXPECT_EQ(want, box_value(fd))
			TH_LOG("%s: wrap %d at 2^%d, read in between", pmu, i,
			       __builtin_ctzll(wrap));
	}
	close(fd);
}

/* The only event of @pmu sits on its counter @ctr: its two-dword read across a carry */
static void check_carry(struct __test_metadata *_metadata, const char *pmu, uint64_t config,
			const char *ctr, const char *terms, const char *what)
{
	int fd = ASSERT_OPEN(box_open(pmu, config, 0));
	struct sim_acc acc;
	uint64_t k;

	box_value(fd);
	k = ~sim_reg_val(pmu, ctr) & 0xffffffffULL;
	if (k)
		sim_inject_ok(pmu, "%s count=%llu", terms, (unsigned long long)k);
	write_text(sim_path(pmu, "carry_between_reads"), "1");
	sim_accesses_reset(pmu);
	/* high, low 0 (the carry), high + 1: the highs differ, low again */
	EXPECT_EQ(k + 3, box_value(fd)) TH_LOG("%s: carry between the dword reads: exact", what);
	sim_accesses(pmu, &acc);
	write_text(sim_path(pmu, "carry_between_reads"), "0");
	EXPECT_EQ(4, acc.reads) TH_LOG("%s: a read with a carry takes 4 config reads", what);
	sim_accesses_reset(pmu);
	EXPECT_EQ(k + 4, box_value(fd))
		TH_LOG("%s: no carry: the 4th read's tick, nothing else", what);
	sim_accesses(pmu, &acc);
	EXPECT_EQ(3, acc.reads) TH_LOG("%s: a read without a carry takes 3 config reads", what);
	close(fd);
}

/*
 * Reloaded with @poll_params (poll_ms=10), no reads of our own: two of the
 * four injections without a poll in between would lose a wrap. Then @back.
 */
static void check_poll(struct __test_metadata *_metadata, const char *pmu, uint64_t config,
		       const char *terms, uint64_t wrap, const char *poll_params,
		       const char *back)
{
	uint64_t step = 3 * (wrap / 4) + 5;
	int fd, i, ret = 0;

	ASSERT_EQ(0, mod_reload(poll_params)) TH_LOG("reload " MOD " %s", poll_params);
	fd = ASSERT_OPEN(box_open(pmu, config, 0));
	for (i = 1; i <= 4 && !ret; i++) {
		sim_inject_ok(pmu, "%s count=%llu", terms, (unsigned long long)step);
		ret = sim_wait_reads(pmu, 6, SIM_POLL_WAIT_MS);
	}
	EXPECT_EQ(0, ret) TH_LOG("poll_ms=10: injection %d: no 6 config reads of %s within %u ms",
				 i - 1, pmu, SIM_POLL_WAIT_MS);
	EXPECT_EQ(4 * step, box_value(fd))
		TH_LOG("poll_ms=10: four wraps folded by the poll timer");
	close(fd);
	EXPECT_EQ(0, mod_reload(back)) TH_LOG("reload " MOD " with %s", back);
}

/*
 * Refused without a config access: each of the @bad bits set in @config, and
 * with @attr_config a nonzero config@cfg12 (1 or 2), sampling (no overflow
 * interrupt) and a per-task event.
 */
static void check_refusals(struct __test_metadata *_metadata, const char *pmu, uint64_t config,
			   uint64_t bad, uint64_t attr_config, int cfg12)
{
	struct perf_event_attr attr;
	int cpu = pmu_cpu(pmu, 0), i;

	for (i = 0; i < 64; i++) {
		if (!(bad & BIT_ULL(i)))
			continue;
		EXPECT_TRUE(box_untouched(pmu, config | BIT_ULL(i), 0, EINVAL))
			TH_LOG("%s: config bit %d refused, no config access", pmu, i);
	}
	EXPECT_TRUE(box_open_untouched(pmu, attr_config, cfg12 == 1, cfg12 == 2, -1, EINVAL))
		TH_LOG("%s: config%d refused, no config access", pmu, cfg12);
	box_attr(&attr, pmu, attr_config);
	attr.sample_period = 1000;
	EXPECT_TRUE(open_untouched(&attr, -1, cpu, -1, EOPNOTSUPP))
		TH_LOG("%s: sampling refused (no overflow interrupt), no config access", pmu);
	box_attr(&attr, pmu, attr_config);
	EXPECT_TRUE(open_untouched(&attr, 0, -1, -1, EINVAL))
		TH_LOG("[perf core] %s: per-task event refused, no config access", pmu);
}

/*
 * One box of each package counts its own package's events; @dev1 (package
 * 1's) rebound with package 1 offline: the cpumask, then its counting
 */
static void check_packages(struct __test_metadata *_metadata, const char *pmu,
			   uint64_t config, const char *terms, const char *dev1)
{
	char buf[8192];
	int a, b, n, ret = read_text(sim_path(pmu, "regs"), buf, sizeof(buf));

	if (ret < 0 || !strstr(buf, ".pkg1"))
		SKIP(return, "the simulator has no package-1 %s (%s; boot with %s)", pmu,
		     ret < 0 ? strerror(-ret) : "no .pkg1 registers",
		     "--modparam boxpmu_sim:snbep_sockets=2");
	ret = pmu_cpu(pmu, 1);
	if (ret < 0)
		SKIP(return, "%s's cpumask has no CPU of package 1 (%s; boot with %s)", pmu,
		     strerror(-ret), "--smp 4 --sockets 2");
	a = ASSERT_OPEN(box_open(pmu, config, 0));
	b = ASSERT_OPEN(box_open(pmu, config, 1));
	sim_inject_ok(pmu, "%s count=300 pkg=0", terms);
	sim_inject_ok(pmu, "%s count=500 pkg=1", terms);
	EXPECT_EQ(300, box_value(a)) TH_LOG("package 0's %s counts package 0's events", pmu);
	EXPECT_EQ(500, box_value(b)) TH_LOG("package 1's %s counts package 1's events", pmu);
	close(a);
	close(b);
	if (!dev1)
		return;
	n = package_offline(1);
	EXPECT_LT(0, n) TH_LOG("all CPUs of package 1 offline: %d", n);
	if (n > 0) {
		EXPECT_EQ(0, write_text(DRV "/unbind", dev1))
			TH_LOG("unbind %s's package-1 device %s", pmu, dev1);
		EXPECT_EQ(0, write_text(DRV "/bind", dev1))
			TH_LOG("it binds again with no CPU of its package online");
		EXPECT_EQ(-ENODEV, pmu_cpu(pmu, 1))
			TH_LOG("%s's cpumask has no CPU of package 1 meanwhile", pmu);
		cpus_online_again();
		ret = pmu_cpu(pmu, 1);
		EXPECT_TRUE(ret >= 0 && cpu_package(ret) == 1)
			TH_LOG("once a CPU of package 1 is back, the cpumask lists it (%d)", ret);
		a = box_open(pmu, config, 1);
		EXPECT_LE(0, a) TH_LOG("an event on package 1's %s opens: %d", pmu, a);
		if (a >= 0) {
			sim_inject_ok(pmu, "%s count=31337 pkg=1", terms);
			EXPECT_EQ(31337, box_value(a)) TH_LOG("and counts package 1's events");
			close(a);
		}
	}
	cpus_online_again();
	snprintf(buf, sizeof(buf), DRV "/%s", dev1);
	if (access(buf, F_OK))
		write_text(DRV "/bind", dev1);
}

/*
 * @dev unbound with an event (filter @config1) open and bound again: the old
 * event keeps its count and reads nothing more, a new one counts; with
 * @filter_reg the new binding programs that register again.
 */
static void check_unbind(struct __test_metadata *_metadata, const char *pmu, const char *dev,
			 uint64_t config, uint64_t config1, const char *terms,
			 const char *filter_reg)
{
	int fd, fd2;

	fd = ASSERT_OPEN(box_open_filt(pmu, config, config1, 0, -1, 0));
	sim_inject_ok(pmu, "%s count=100", terms);
	EXPECT_EQ(0, write_text(DRV "/unbind", dev)) TH_LOG("unbind %s with an event open", dev);
	EXPECT_EQ(100, box_value(fd)) TH_LOG("the event keeps its count after unbind");
	sim_inject(pmu, "%s count=50", terms);
	EXPECT_EQ(100, box_value(fd)) TH_LOG("and reads no more registers");
	EXPECT_EQ(0, write_text(DRV "/bind", dev))
		TH_LOG("rebind while the old device's event is open");
	fd2 = box_open_filt(pmu, config, config1, 0, -1, 0);
	EXPECT_LE(0, fd2) TH_LOG("new event after rebind");
	if (filter_reg) {
		EXPECT_EQ(fd2 >= 0 ? config1 : 0, sim_reg_val(pmu, filter_reg))
			TH_LOG("the new binding programs %s again", filter_reg);
	}
	sim_inject_ok(pmu, "%s count=42", terms);
	EXPECT_EQ(100, box_value(fd)) TH_LOG("the old event keeps its count after the rebind");
	if (fd2 >= 0) {
		EXPECT_EQ(42, box_value(fd2)) TH_LOG("the new event counts on the new binding");
		close(fd2);
	}
	close(fd);
}

#endif /* PCIBOX_H */
