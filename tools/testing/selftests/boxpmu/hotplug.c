// SPDX-License-Identifier: GPL-2.0
/*
 * hotplug: uncore events follow their package's collecting CPU. Needs a guest
 * with --smp 4 --sockets 2 (package 1 = cpu2,3); skipped otherwise.
 * A PMI that arrives in the storm while events move must be claimed by the CPU
 * it reaches (vm-run fails on "NMI received for unknown reason"). The
 * simulator's nest_pmi makes the W-box fixed counter carry when the service
 * run (outside NMI, interrupts off) unfreezes the package, so its PMI comes
 * nested in the run, as on the hardware; the run must service it too.
 * Usage: hotplug [STORM_CYCLES]   (default 12)
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>

#include "nhmex.h"

#define C0	"uncore_cbox_0"

struct ev {
	const char *pmu;
	uint64_t config;
	const char *inject;
	uint64_t n1;		/* injected into package 1 */
	uint64_t n0;		/* injected into package 0 */
	int fd1, fd0;
};

static struct ev evs[] = {
	{ C0, CBOX_EVENT, 0, 0, -1, -1 },
	{ NULL, CBOX_EVENT, 0, 0, -1, -1 },	/* LAST_CBOX */
	{ "uncore_ubox", 0x50, "event=0x50", 0, 0, -1, -1 },
	{ "uncore_wbox", WBOX_CLOCKTICKS, "event=0xff", 0, 0, -1, -1 },
};

#define NEV ((int)ARRAY_SIZE(evs))

static void inject_all(int pkg, uint64_t base)
{
	int i;

	for (i = 0; i < NEV; i++) {
		uint64_t n = base + 1000 * i;

		sim_inject_ok(evs[i].pmu, "%s count=%llu pkg=%d", evs[i].inject,
			      (unsigned long long)n, pkg);
		if (pkg)
			evs[i].n1 += n;
		else
			evs[i].n0 += n;
	}
}

static void check_all(struct __test_metadata *_metadata, const char *when)
{
	int i;

	for (i = 0; i < NEV; i++) {
		EXPECT_EQ(evs[i].n1, box_value(evs[i].fd1))
			TH_LOG("%s: %s package-1 event exact", when, evs[i].pmu);
		EXPECT_EQ(evs[i].n0, box_value(evs[i].fd0))
			TH_LOG("%s: %s package-0 event exact", when, evs[i].pmu);
	}
}

/* Package 1: a small injection and one that wraps: its PMI must reach the collector */
static void pkg1_phase(struct __test_metadata *_metadata, const char *when, uint64_t base)
{
	char name[96];

	inject_all(1, base);
	check_all(_metadata, when);
	inject_all(1, BOXPMU_WRAP + base);
	snprintf(name, sizeof(name), "%s, 48-bit wrap", when);
	check_all(_metadata, name);
}

/* Every PMU lists exactly one CPU of package 1, and it is @want (or any: -1). */
static void check_cpumask(struct __test_metadata *_metadata, int want, const char *when)
{
	int i, cpu;

	for (i = 0; i < NEV; i++) {
		cpu = pmu_cpu(evs[i].pmu, 1);
		EXPECT_TRUE(cpu >= 0 && (want < 0 || cpu == want) && cpu_package(cpu) == 1)
			TH_LOG("%s: %s cpumask lists cpu%d for package 1, want cpu%d (-1: any)",
			       when, evs[i].pmu, cpu, want);
	}
}

static int storm_cycles = 12;
#define HALF		BIT_ULL(BOXPMU_WIDTH - 1)

static pid_t storm_child = -1;

static void stop_child(void)
{
	if (storm_child > 0) {
		kill(storm_child, SIGKILL);
		waitpid(storm_child, NULL, 0);
		storm_child = -1;
	}
}

/* Child: package-1 overflows until a byte on @stop; the pairs to @result; 1: failed */
static void storm_inject(int stop, int result)
{
	uint64_t n = 0;
	char c;
	int ret = 0;

	fcntl(stop, F_SETFL, O_NONBLOCK);
	while (!ret && read(stop, &c, 1) != 1) {
		ret = sim_inject(LAST_CBOX, "event=0x14,umask=0x01 count=%llu pkg=1", HALF + 3) ||
		      sim_inject("uncore_wbox", "event=0xff count=%llu pkg=1", HALF + 1);
		n += !ret;
	}
	if (write(result, &n, sizeof(n)) != sizeof(n))
		ret = 1;
	_exit(ret);
}

FIXTURE(hotplug) {
	int p1[8], n1;
	char why[200];	/* not two packages: each test skips */
};

FIXTURE_SETUP(hotplug)
{
	int p0[8], n0;

	nhmex_setup(110 + storm_cycles / 2);
	ASSERT_TRUE(pmu_exists(C0) && pmu_exists(LAST_CBOX))
		TH_LOG("no %s or %s PMU: is %s loaded?", C0, LAST_CBOX, BOXPMU_MODULE);
	evs[1].pmu = LAST_CBOX;
	n0 = package_cpus(0, p0, 8);
	self->n1 = package_cpus(1, self->p1, 8);
	if (nr_cpus_online() < 4 || n0 < 2 || self->n1 < 2)
		snprintf(self->why, sizeof(self->why),
			 "%d CPUs online, %d in package 0 and %d in package 1; needs 2 online CPUs in each of packages 0 and 1 (vm-run --smp 4 --sockets 2)",
			 nr_cpus_online(), n0, self->n1);
}

FIXTURE_TEARDOWN(hotplug)
{
	BOXPMU_END_CHECKS();
}

TEST_F_TIMEOUT(hotplug, events_follow, BOXPMU_HARNESS_TIMEOUT)
{
	int c1, other, i, ret;

	if (self->why[0])
		SKIP(return, "%s", self->why);
	c1 = pmu_cpu(C0, 1);
	ASSERT_LE(0, c1) TH_LOG("cpumask has a collecting CPU for package 1");
	check_cpumask(_metadata, c1, "before");
	other = self->p1[0] == c1 ? self->p1[1] : self->p1[0];
	TH_LOG("package 1: collecting cpu%d, other cpu%d", c1, other);

	for (i = 0; i < NEV; i++) {
		evs[i].fd1 = ASSERT_OPEN(box_open(evs[i].pmu, evs[i].config, 1));
		evs[i].fd0 = ASSERT_OPEN(box_open(evs[i].pmu, evs[i].config, 0));
	}

	pkg1_phase(_metadata, "package 1 injection", 100000);
	inject_all(0, 7);
	check_all(_metadata, "package 0 injection");

	ret = cpu_offline(c1);
	ASSERT_EQ(0, ret) TH_LOG("offline cpu%d: %s", c1, strerror(-ret));
	check_cpumask(_metadata, other, "after offline");
	pkg1_phase(_metadata, "after offline", 2000000);
	inject_all(0, 11);
	check_all(_metadata, "after offline, package 0");

	/* Back online: wherever the events are now, they keep counting. */
	EXPECT_EQ(0, cpus_online_again()) TH_LOG("online cpu%d again", c1);
	check_cpumask(_metadata, -1, "after online");
	pkg1_phase(_metadata, "after online", 30000000);

	/* And the new collecting CPU goes away too: back to the first one. */
	c1 = pmu_cpu(C0, 1);
	other = c1 == self->p1[0] ? self->p1[1] : self->p1[0];
	ret = cpu_offline(c1);
	EXPECT_EQ(0, ret) TH_LOG("offline cpu%d (now collecting)", c1);
	if (!ret) {
		check_cpumask(_metadata, other, "after second offline");
		pkg1_phase(_metadata, "after second offline", 400000000);
	}
	cpus_online_again();

	for (i = 0; i < NEV; i++) {
		close(evs[i].fd1);
		close(evs[i].fd0);
	}
}

TEST_F_TIMEOUT(hotplug, storm, BOXPMU_HARNESS_TIMEOUT)
{
	int stop[2], result[2], fc, fw, cycles = 0, status = -1, c;
	uint64_t d0, m0, d1, m1, u0, e0, u1, e1, n0, t0n, n1, t1n, g0 = 0, g1, pairs = 0;
	struct sim_acc a0, a1;
	uint64_t t0;

	if (self->why[0])
		SKIP(return, "%s", self->why);
	if (nhmex_pmi_mode() != 1)
		SKIP(return, "needs %s in PMI mode (pmi=1)", BOXPMU_MODULE);
	fc = ASSERT_OPEN(box_open(LAST_CBOX, LLC_S, 1));
	fw = ASSERT_OPEN(box_open("uncore_wbox", WBOX_CLOCKTICKS, 1));
	ASSERT_FALSE(pipe(stop) || pipe(result)) TH_LOG("pipe: %s", strerror(errno));
	ASSERT_FALSE(sim_pmi_counts(&d0, &m0) || sim_pmi_stuck(&u0, &e0) ||
		     sim_reg("uncore_ubox", "SIM_NESTED_PMIS", &n0) ||
		     sim_reg("uncore_ubox", "SIM_NESTED_TICKS", &t0n) ||
		     sim_reg("uncore_ubox", "SIM_PMI_TARGET_OFFLINE", &g0))
		TH_LOG("no PMI counters in the simulator's U-box regs");
	sim_accesses_reset(LAST_CBOX);
	sim_accesses_reset("uncore_wbox");
	test_add_cleanup(stop_child);
	storm_child = fork();
	ASSERT_LE(0, storm_child) TH_LOG("fork: %s", strerror(errno));
	if (storm_child == 0)
		storm_inject(stop[0], result[1]);
	t0 = now_ms();
	while (cycles < storm_cycles) {
		c = pmu_cpu(LAST_CBOX, 1);
		if (c < 0 || write_text(sim_path("uncore_ubox", "nest_pmi"), "1"))
			break;
		if (cpu_offline(c) < 0)
			break;
		sleep_ms(5);
		cpus_online_again();
		cycles++;
		sleep_ms(5);
	}
	write_text(sim_path("uncore_ubox", "nest_pmi"), "0");
	if (write(stop[1], "x", 1) != 1 || read(result[0], &pairs, sizeof(pairs)) != sizeof(pairs))
		pairs = 0;
	if (waitpid(storm_child, &status, 0) == storm_child)
		storm_child = -1;
	EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0)
		TH_LOG("every injection went in (%llu pairs)", (unsigned long long)pairs);
	TH_LOG("%d cycles (%d online writes) and %llu injection pairs in %llu ms", cycles,
	       2 * cycles, (unsigned long long)pairs, (unsigned long long)(now_ms() - t0));
	EXPECT_EQ(storm_cycles, cycles) TH_LOG("offline/online cycles of the collecting CPU");
	EXPECT_LE(storm_cycles, pairs) TH_LOG("injection pairs: one a cycle at least");
	/*
	 * While perf moves an event to the other CPU its counter is stopped
	 * (between del on the old CPU and add on the new one): an injection
	 * then finds no counter programmed for it (unmatched). Between add
	 * and pmu_enable the counter is programmed in a disabled box, and the
	 * move freezes the package for a moment to reroute the PMI: the
	 * events are dropped. The hardware would count neither; all other
	 * events must be counted exactly.
	 */
	sim_accesses(LAST_CBOX, &a0);
	sim_accesses("uncore_wbox", &a1);
	EXPECT_GE(pairs / 10, a0.unmatched + a0.dropped / (HALF + 3))
		TH_LOG("at most one C-box injection in ten found its counter or box stopped");
	EXPECT_GE(pairs / 10, a1.unmatched + a1.dropped / (HALF + 1))
		TH_LOG("at most one W-box injection in ten found its counter or box stopped");
	EXPECT_EQ((pairs - a0.unmatched) * (HALF + 3) - a0.dropped, box_value(fc))
		TH_LOG("package-1 C-box count exact");
	n1 = sim_reg_val("uncore_ubox", "SIM_NESTED_PMIS");
	t1n = sim_reg_val("uncore_ubox", "SIM_NESTED_TICKS");
	EXPECT_LT(n0, n1) TH_LOG("a PMI came as an NMI nested in a service run of a hotplug move");
	EXPECT_EQ((pairs - a1.unmatched) * (HALF + 1) + (t1n - t0n) - a1.dropped, box_value(fw))
		TH_LOG("package-1 W-box clock count exact");
	ASSERT_FALSE(sim_pmi_counts(&d1, &m1) || sim_pmi_stuck(&u1, &e1))
		TH_LOG("no PMI counters in the simulator's U-box regs");
	EXPECT_EQ(0, m1 - m0) TH_LOG("no PMI dropped by a masked LVTPC entry");
	g1 = sim_reg_val("uncore_ubox", "SIM_PMI_TARGET_OFFLINE");
	EXPECT_EQ(0, u1 - u0) TH_LOG("every PMI reached an online CPU");
	EXPECT_EQ(0, e1 - e0) TH_LOG("every PMI was answered within the simulator's pmi_wait_ms");
	TH_LOG("injections while their event moved: C-box %llu, W-box %llu; dropped: %llu, %llu",
	       (unsigned long long)a0.unmatched, (unsigned long long)a1.unmatched,
	       (unsigned long long)a0.dropped, (unsigned long long)a1.dropped);
	TH_LOG("PMIs %llu: %llu nested outside NMI (%llu ticks), %llu to a CPU gone offline",
	       (unsigned long long)(d1 - d0), (unsigned long long)(n1 - n0),
	       (unsigned long long)(t1n - t0n), (unsigned long long)(g1 - g0));
	close(fc);
	close(fw);
	close(stop[0]);
	close(stop[1]);
	close(result[0]);
	close(result[1]);
}

TEST_F_TIMEOUT(hotplug, new_event_after_hotplug, BOXPMU_HARNESS_TIMEOUT)
{
	if (self->why[0])
		SKIP(return, "%s", self->why);
	EXPECT_EQ(5, box_fresh_count(C0, CBOX_EVENT, 1, 5))
		TH_LOG("new package-1 event opens after hotplug and counts");
}

/*
 * No CPU can reach package 1's registers at the unload, so the package must
 * have been left disabled (global control 0) when its last CPU went.
 */
TEST_F_TIMEOUT(hotplug, pkg_offline_unload, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t g = 0;
	int ret;

	if (self->why[0])
		SKIP(return, "%s", self->why);
	ret = sim_reg("uncore_ubox", "U_MSR_PMON_GLOBAL_CTL.pkg1", &g);
	ASSERT_TRUE(!ret && g) TH_LOG("package 1 set up (global control 0x%llx)",
				      (unsigned long long)g);
	ret = package_offline(1);
	EXPECT_EQ(self->n1, ret) TH_LOG("offline package 1's CPUs: %d", ret);
	ret = mod_unload();
	EXPECT_EQ(0, ret) TH_LOG("unload %s with package 1 offline", BOXPMU_MODULE);
	sim_reg("uncore_ubox", "U_MSR_PMON_GLOBAL_CTL.pkg1", &g);
	EXPECT_EQ(0, g) TH_LOG("package 1 left with its global control 0 when its last CPU went");
	cpus_online_again();
	ret = mod_restore();
	EXPECT_TRUE(ret == 0 && pmu_exists(C0)) TH_LOG("%s loaded again (%d)", BOXPMU_MODULE, ret);
}

int main(int argc, char **argv)
{
	if (argc > 1)
		storm_cycles = (int)strtol(argv[1], NULL, 10);
	if (storm_cycles < 1 || storm_cycles > 10000)
		ksft_exit_fail_msg("STORM_CYCLES must be 1..10000\n");
	return test_harness_run(argc, argv);
}
