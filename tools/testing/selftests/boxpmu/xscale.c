// SPDX-License-Identifier: GPL-2.0
/*
 * xscale: the XScale core PMU (boxpmu_xscale, PMU xscale1) on the simulator's
 * per-CPU CP14 model. The tests run in this file's order, per-task events last
 * (fixtures cpus and task_events), after every reload: on 6.1 a task's perf
 * context outlives its events and keeps pointing at the PMU, so a task that
 * had xscale1 events must not see the module reloaded.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>

#include "boxpmu_lib.h"
#include "kselftest_harness.h"
#include "xscale_common.h"

#define PMU		SIM_PMU
#define MOD		"boxpmu_xscale"
#define PARAMS		"/sys/module/" MOD "/parameters/"
#define PERIOD		1000
/* a sample period above 2^31 - 1, the most a 32-bit counter takes */
#define LONG_PERIOD	(3ULL << 30)
#define DATA_PAGES	8
#define CFG_DIV		0x100
#define WRAP32		BIT_ULL(32)
#define BAD_CPU		0

static void restore(void)
{
	write_text(sim_path(PMU, "claimed"), "0");
}

static void setup(struct __test_metadata *_metadata)
{
	test_setup(240);
	mod_use(MOD, "interrupt poll_ms clock_mhz");
	test_add_cleanup(restore);
	ASSERT_TRUE(pmu_exists(PMU)) TH_LOG("no %s PMU: is boxpmu_xscale loaded?", PMU);
}

static void teardown(struct __test_metadata *_metadata)
{
	BOXPMU_END_CHECKS();
}

static const char *skip;	/* never: hw_cache runs on every guest */

static int mode_is(const char *want)
{
	char buf[32];

	if (read_text(PARAMS "overflow", buf, sizeof(buf)) <= 0)
		return 0;
	return !strncmp(buf, want, strlen(want));
}

#define xopen(config, pid, cpu)	xs_open(PMU, config, pid, cpu)

BOXPMU_FIXTURE(xscale, setup(_metadata));

TEST_F_TIMEOUT(xscale, core_pmu, BOXPMU_HARNESS_TIMEOUT)
{
	char path[128], buf[64];

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/cpumask", PMU);
	EXPECT_NE(0, access(path, F_OK)) TH_LOG("a core PMU has no cpumask file");
	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/events/cycles_div64", PMU);
	EXPECT_TRUE(read_text(path, buf, sizeof(buf)) > 0 && strstr(buf, "div=1"))
		TH_LOG("events/cycles_div64 names the divider");
}

/* PMN0 and CCNT, each with its PMNC interrupt enable (Core DM Table 8-1) */
static void irq_wraps(struct __test_metadata *_metadata, int cpu)
{
	static const struct { unsigned int ev; uint64_t inten; } ctr[] = {
		{ EV_INSTR, 0x10 }, { EV_CYCLES, 0x40 },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(ctr); i++) {
		uint64_t d0 = creg(cpu, "SIM_IRQ_DELIVERED"), r0 = creg(cpu, "SIM_IRQ_RAISED");
		int fd = wraps_by_irq(_metadata, PMU, PMU, cpu, ctr[i].ev);

		EXPECT_LE(4, creg(cpu, "SIM_IRQ_RAISED") - r0)
			TH_LOG("CPU %d: the model raised its interrupt at each wrap", cpu);
		EXPECT_LE(4, creg(cpu, "SIM_IRQ_DELIVERED") - d0)
			TH_LOG("CPU %d: and it was delivered", cpu);
		EXPECT_NE(0, creg(cpu, "PMNC") & ctr[i].inten)
			TH_LOG("CPU %d: the counter's interrupt enabled (%#llx)", cpu,
			       (unsigned long long)ctr[i].inten);
		EXPECT_EQ(0, creg(cpu, "SIM_IRQ_ASSERTED"))
			TH_LOG("CPU %d: interrupt output deasserted", cpu);
		close(fd);
		EXPECT_EQ(0, creg(cpu, "PMNC") & PMNC_INTEN)
			TH_LOG("CPU %d: interrupt enables cleared once the event is closed", cpu);
	}
}

static uint64_t counted_cpu0(void)
{
	return creg(0, "SIM_COUNTED_PMN0") + creg(0, "SIM_COUNTED_PMN1");
}

TEST_F_TIMEOUT(xscale, interrupt_mode, BOXPMU_HARNESS_TIMEOUT)
{
	char buf[32];

	EXPECT_TRUE(mode_is("interrupt"))
		TH_LOG("overflow=interrupt (the simulator wires a line per CPU)");
	ASSERT_EQ(0, mod_reload("poll_ms=3600000")) TH_LOG("load " MOD " poll_ms=3600000");
	EXPECT_TRUE(read_text(PARAMS "poll_ms", buf, sizeof(buf)) > 0 && atoi(buf) == 3600000)
		TH_LOG("reloaded with a poll interval of an hour");
	irq_wraps(_metadata, 0);
	busy_exact(_metadata, PMU, ASSERT_OPEN(xopen(EV_INSTR, -1, 0)), "cpu=0 event=7",
		   "CPU0_SIM_BUSY_EVENTS", counted_cpu0);
}

static void clock_counter(struct __test_metadata *_metadata)
{
	int fd = ASSERT_OPEN(xopen(EV_CYCLES, -1, 0));

	inject(0, EV_CYCLES, 1000);
	inject(0, EV_INSTR, 50);	/* not a clock */
	EXPECT_EQ(1000, box_value(fd)) TH_LOG("CCNT counts every tick");
	inject(0, EV_CYCLES, WRAP32 - 1000 + 5);
	box_value(fd);
	inject(0, EV_CYCLES, 10);
	EXPECT_EQ(WRAP32 + 15, box_value(fd)) TH_LOG("CCNT wraps into the 64-bit count");
	close(fd);
	fd = ASSERT_OPEN(xopen(EV_CYCLES | CFG_DIV, -1, 0));
	inject(0, EV_CYCLES, 6400);
	EXPECT_EQ(100, box_value(fd)) TH_LOG("6400 ticks: 100 with the divider");
	inject(0, EV_CYCLES, 63);
	EXPECT_EQ(100, box_value(fd)) TH_LOG("63 more: still 100");
	inject(0, EV_CYCLES, 1);
	EXPECT_EQ(101, box_value(fd)) TH_LOG("the 64th: 101");
	close(fd);
	EXPECT_NE(0, creg(0, "PMNC") & PMNC_D) TH_LOG("PMNC.D set for the divided clock");
}

TEST_F_TIMEOUT(xscale, clock_counter, BOXPMU_HARNESS_TIMEOUT)
{
	clock_counter(_metadata);
}

/*
 * A group's members start and stop together: perf adds them one by one
 * with the PMU disabled (perf_pmu_disable(), a transaction) and enables
 * it once they are all in. With the CPU running a workload (the model's
 * steady=1: events after each register access), two members counting
 * the same event count the same; a box enabled at the end of each add
 * lets the first member count while the second is added.
 */
TEST_F_TIMEOUT(xscale, group_start, BOXPMU_HARNESS_TIMEOUT)
{
	struct perf_event_attr attr;
	struct sim_acc acc;
	int g0, g1;
	uint64_t a;

	sim_accesses_reset_all();
	box_attr(&attr, PMU, EV_INSTR);
	attr.disabled = 1;
	g0 = ASSERT_OPEN(perf_open(&attr, -1, 0, -1, 0));
	attr.disabled = 0;
	g1 = ASSERT_OPEN(perf_open(&attr, -1, 0, g0, 0));
	attr.config = 0xa;
	EXPECT_EQ(-EINVAL, open_ret(perf_open(&attr, -1, 0, g0, 0)))
		TH_LOG("a third event counter in the group refused");
	acc = sim_accesses_all();
	EXPECT_EQ(0, acc.reads + acc.writes) TH_LOG("no register read or written by these opens");
	sim_inject_ok(PMU, "cpu=0 event=%u count=5 steady=1", EV_INSTR);
	box_enable(g0);
	box_disable(g0);
	sim_inject_ok(PMU, "cpu=0 event=%u count=0 steady=1", EV_INSTR);
	a = box_value(g0);
	EXPECT_LT(0, a) TH_LOG("the group counted the workload");
	EXPECT_EQ(a, box_value(g1))
		TH_LOG("group members started and stopped together: equal counts");
	close(g1);
	close(g0);
}

TEST_F_TIMEOUT(xscale, hotplug, BOXPMU_HARNESS_TIMEOUT)
{
	int fd;

	if (nr_cpus_online() < 2)
		SKIP(return, "one CPU");
	fd = ASSERT_OPEN(xopen(EV_INSTR, -1, 1));
	inject(1, EV_INSTR, 1000);
	EXPECT_EQ(1000, box_value(fd)) TH_LOG("counts on CPU 1");
	ASSERT_EQ(0, cpu_offline(1)) TH_LOG("CPU 1 offline");
	EXPECT_EQ(1000, box_value(fd)) TH_LOG("the event keeps its count while CPU 1 is offline");
	EXPECT_EQ(0, cpus_online_again()) TH_LOG("CPU 1 online again");
	TH_LOG("the old event after online: %llu", (unsigned long long)box_value(fd));
	close(fd);
	/* a new event: its wraps by CPU 1's interrupt, enabled again */
	irq_wraps(_metadata, 1);
}

TEST_F_TIMEOUT(xscale, ebusy, BOXPMU_HARNESS_TIMEOUT)
{
	const char *claimed = sim_path(PMU, "claimed");
	int ret;

	ret = mod_unload_retry();
	ASSERT_EQ(0, ret) TH_LOG("rmmod " MOD ": %s", strerror(-ret));
	EXPECT_EQ(0, write_text(claimed, "1")) TH_LOG("claimed=1");
	EXPECT_TRUE(pmu_exists("sim_cp14_owner"))
		TH_LOG("another PMU takes the CPU's cycles events");
	ret = mod_load("");
	EXPECT_EQ(-EBUSY, ret) TH_LOG(MOD " refuses to load");
	EXPECT_FALSE(pmu_exists(PMU)) TH_LOG("no " PMU " PMU");
	if (ret == 0)
		mod_unload_retry();
	EXPECT_EQ(0, write_text(claimed, "0")) TH_LOG("claimed=0");
	EXPECT_FALSE(pmu_exists("sim_cp14_owner")) TH_LOG("the other PMU gone");
	EXPECT_EQ(0, mod_load("")) TH_LOG("loads again once the counters are free");
	EXPECT_TRUE(pmu_exists(PMU)) TH_LOG("and " PMU " is back");
}

/*
 * Loads of boxpmu_xscale with @params: -@err or 0 and the overflow @mode.
 * Polled, a 32-bit counter at clock_mhz=1000 wraps in 4.29 s at the earliest;
 * a poll interval above half that (2147 ms) could let it wrap twice between
 * two reads and lose 2^32, refused as the uncore drivers refuse it.
 */
static const struct load {
	const char *params;
	int err;
	const char *mode;	/* NULL: not checked */
	const char *why;
} loads[] = {
	{ "interrupt=0 poll_ms=5000", EINVAL, NULL, "wrap in 4.29 s at 1000 MHz" },
	{ "interrupt=0 poll_ms=2000", 0, "poll", "" },
	{ "interrupt=0 poll_ms=5000 clock_mhz=400", 0, NULL, "wrap in 10.7 s" },
	{ "poll_ms=5000", 0, "interrupt", "the interrupt sees every wrap" },
	{ "pinned=1", EINVAL, NULL, "pinned only reports" },
	{ "overflow=poll", EINVAL, NULL, "overflow only reports" },
};

TEST_F_TIMEOUT(xscale, params, BOXPMU_HARNESS_TIMEOUT)
{
	const struct load *l;

	for (l = loads; l < loads + ARRAY_SIZE(loads); l++) {
		EXPECT_EQ(-l->err, mod_reload(l->params))
			TH_LOG("%s: %s (%s)", l->params, l->err ? "refused" : "loads", l->why);
		EXPECT_EQ(!l->err, pmu_exists(PMU)) TH_LOG("%s: " PMU " PMU or none", l->params);
		EXPECT_TRUE(!l->mode || mode_is(l->mode))
			TH_LOG("%s: overflow=%s", l->params, l->mode);
	}
}

/* interrupt=0: the wraps and the clock polled; no interrupt, so no sample */
TEST_F_TIMEOUT(xscale, poll_mode, BOXPMU_HARNESS_TIMEOUT)
{
	struct perf_event_attr attr;
	uint64_t w0, irq0;
	int fd, i;

	ASSERT_EQ(0, mod_reload("interrupt=0")) TH_LOG("load " MOD " interrupt=0");
	ASSERT_TRUE(mode_is("poll")) TH_LOG("interrupt=0: overflow=poll");
	w0 = creg(0, "SIM_WRAPS_PMN0") + creg(0, "SIM_WRAPS_PMN1");
	irq0 = creg(0, "SIM_IRQ_RAISED");
	fd = ASSERT_OPEN(xopen(EV_INSTR, -1, 0));
	inject(0, EV_INSTR, 0xF0000000ULL);
	EXPECT_EQ(0xF0000000ULL, box_value(fd)) TH_LOG("just below the wrap");
	inject(0, EV_INSTR, 0x20000000ULL);
	EXPECT_EQ(0x110000000ULL, box_value(fd)) TH_LOG("one 32-bit wrap widened");
	for (i = 0; i < 3; i++) {
		inject(0, EV_INSTR, 0xC0000000ULL);
		box_value(fd);
	}
	EXPECT_EQ(0x110000000ULL + 3 * 0xC0000000ULL, box_value(fd))
		TH_LOG("three more wraps, reads in between");
	EXPECT_EQ(3, creg(0, "SIM_WRAPS_PMN0") + creg(0, "SIM_WRAPS_PMN1") - w0)
		TH_LOG("the model wrapped its 32-bit counter 3 times");
	close(fd);

	/* no read in between: only the poll timer sees the first value */
	fd = ASSERT_OPEN(xopen(EV_INSTR, -1, 0));
	inject(0, EV_INSTR, 0xF0000000ULL);
	sleep_ms(3000);	/* > the poll interval at 1000 MHz (2.1 s) */
	inject(0, EV_INSTR, 0x20000000ULL);
	EXPECT_EQ(0x110000000ULL, box_value(fd)) TH_LOG("wrap folded by the poll timer alone");
	close(fd);
	EXPECT_EQ(0, creg(0, "SIM_IRQ_RAISED") - irq0)
		TH_LOG("overflow interrupts left disabled (polled driver)");
	EXPECT_EQ(0, creg(0, "PMNC") & PMNC_INTEN)
		TH_LOG("poll mode: no PMNC interrupt enable set");
	clock_counter(_metadata);
	box_attr(&attr, PMU, EV_INSTR);
	attr.sample_period = PERIOD;
	EXPECT_EQ(-EOPNOTSUPP, open_ret(perf_open(&attr, -1, 0, -1, 0)))
		TH_LOG("poll mode: sampling refused, also where the build could sample");
}

#include "xscale_hw_cache.h"
/* mainline's arm_pmu gives -EINVAL */
FIXTURE_VARIANT_ADD(hw_cache, beyond_the_last) { CACHE, PERF_COUNT_HW_CACHE_MAX, -1 };

#include "xscale_bad_config.h"

FIXTURE_VARIANT_ADD(bad_config, event_0e_not_in_the_manual) { 0xe, 0, 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, event_18) { 0x18, 0, 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, event_ff_count_nothing) { 0xff, 0, 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, event_10_product_specific) { 0x10, 0, 0, EOPNOTSUPP };
FIXTURE_VARIANT_ADD(bad_config, div_on_an_event_counter) { EV_INSTR | CFG_DIV, 0, 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, config_bit_9) { EV_CYCLES | 0x200, 0, 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, config_bit_40) { EV_INSTR | (1ULL << 40), 0, 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, config1) { EV_INSTR, 1, 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, config2) { EV_INSTR, 0, 1, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, exclude_kernel) { EV_INSTR, 0, 0, EINVAL, 0, 1 };

/*
 * The uniprocessor variant is the IXP2800's (a kernel without CONFIG_SMP,
 * the ARM guest's); the other needs CPU 1.
 */
BOXPMU_FIXTURE(cpus, setup(_metadata));

FIXTURE_VARIANT(cpus) {
	int up;
	const char *skip;	/* on a guest of the other kind */
};

FIXTURE_VARIANT_ADD(cpus, uniprocessor) { 1, OTHER_PLATFORM "uniprocessor" };
FIXTURE_VARIANT_ADD(cpus, two_cpus) { 0, "one CPU" };

TEST_F_TIMEOUT(cpus, per_cpu, BOXPMU_HARNESS_TIMEOUT)
{
	int n = variant->up ? 1 : 2, fd[2], other[2], cpu;

	if (variant->up != (nr_cpus_online() < 2))
		SKIP(return, "%s", variant->skip);
	for (cpu = 0; cpu < n; cpu++) {
		fd[cpu] = ASSERT_OPEN(xopen(EV_INSTR, -1, cpu));
		other[cpu] = ASSERT_OPEN(xopen(EV_DMISS, -1, cpu));
	}
	for (cpu = 0; cpu < n; cpu++) {
		inject(cpu, EV_INSTR, 1000 + cpu);
		inject(cpu, EV_DMISS, 70 + cpu);
		inject(cpu, 0x3, 5000);		/* selected by no counter */
	}
	for (cpu = 0; cpu < n; cpu++) {
		EXPECT_EQ(1000 + cpu, box_value(fd[cpu]))
			TH_LOG("CPU %d: exactly its own instructions", cpu);
		EXPECT_EQ(70 + cpu, box_value(other[cpu])) TH_LOG("CPU %d: exactly its own misses",
								  cpu);
		close(fd[cpu]);
		close(other[cpu]);
	}
}

/* 1 once the task @pid sleeps, within 5 s */
static int asleep(pid_t pid)
{
	char path[64], buf[256], *p;
	int tries;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	for (tries = 0; tries < 500; tries++) {
		p = read_text(path, buf, sizeof(buf)) > 0 ? strrchr(buf, ')') : NULL;
		if (p && p[1] == ' ' && p[2] == 'S')
			return 1;
		sleep_ms(10);
	}
	return 0;
}

/*
 * The child, on the last CPU, injects its events, so they occur while it is
 * the running task there, and CPU 0's; the parent's, on CPU 0 before the
 * child runs and on the child's CPU while it sleeps, must not count for it.
 */
TEST_F_TIMEOUT(cpus, per_task, BOXPMU_HARNESS_TIMEOUT)
{
	int cpu = !variant->up, go[2], done[2], fd, st;
	pid_t pid;
	char c;

	if (variant->up != (nr_cpus_online() < 2))
		SKIP(return, "%s", variant->skip);
	ASSERT_TRUE(!pipe(go) && !pipe(done)) TH_LOG("pipe: %s", strerror(errno));
	pid = fork();
	if (pid == 0) {
		if (pin_to(cpu) || read(go[0], &c, 1) != 1)
			_exit(2);
		if (sim_inject(PMU, "cpu=%d event=%u count=777", cpu, EV_INSTR) ||
		    (cpu && sim_inject(PMU, "cpu=0 event=%u count=100", EV_INSTR)))
			_exit(3);
		if (write(done[1], "d", 1) != 1)
			_exit(2);
		/* asleep until the parent writes again */
		_exit(read(go[0], &c, 1) == 1 ? 0 : 4);
	}
	fd = xopen(EV_INSTR, pid, -1);
	if (fd < 0) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	ASSERT_LE(0, fd) TH_LOG("per-task event on the child: %s", strerror(-fd));
	inject(0, EV_INSTR, 100);
	if (write(go[1], "g", 1) != 1 || read(done[0], &c, 1) != 1)
		TH_LOG("cannot run the child");
	EXPECT_TRUE(asleep(pid)) TH_LOG("child asleep");
	inject(cpu, EV_INSTR, 333);
	EXPECT_EQ(777, box_value(fd)) TH_LOG("the child counted its own events on CPU %d, only",
					     cpu);
	if (write(go[1], "w", 1) != 1)
		TH_LOG("cannot wake the child");
	waitpid(pid, &st, 0);
	EXPECT_TRUE(WIFEXITED(st) && WEXITSTATUS(st) == 0)
		TH_LOG("child exited normally (%d)", WIFEXITED(st) ? WEXITSTATUS(st) : -1);
	EXPECT_EQ(777, box_value(fd)) TH_LOG("count kept after the child exited");
	close(fd);
	close(go[0]);
	close(go[1]);
	close(done[0]);
	close(done[1]);
}

BOXPMU_FIXTURE(task_events, setup(_metadata));

#define SAMPLE_TYPE	(PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_CPU | PERF_SAMPLE_PERIOD)

static void ring_clean(struct __test_metadata *_metadata, const struct ring_stats *st,
		       const char *what)
{
	EXPECT_EQ(0, st->bad_period) TH_LOG("%s: every sample has the period", what);
	EXPECT_EQ(0, st->bad_cpu) TH_LOG("%s: every sample has the right CPU", what);
	EXPECT_EQ(0, st->lost) TH_LOG("%s: nothing lost", what);
	EXPECT_EQ(0, st->malformed) TH_LOG("%s: no malformed record", what);
}

/*
 * A sampling event of @period on @cpu (pid -1) or on this task
 * (pinned to @cpu); @total events injected in @pieces; the samples seen.
 */
static int sample_run(int pid, int cpu, uint64_t period, uint64_t total, int pieces,
		      struct ring_stats *st, uint64_t *count)
{
	size_t psz = (size_t)sysconf(_SC_PAGESIZE);
	struct perf_event_attr attr;
	struct perf_event_mmap_page *pg;
	int fd, i, ret;

	box_attr(&attr, PMU, EV_INSTR);
	attr.sample_period = period;
	attr.sample_type = SAMPLE_TYPE;
	attr.disabled = 1;
	fd = perf_open(&attr, pid, pid < 0 ? cpu : -1, -1, 0);
	if (fd < 0)
		return fd;
	pg = mmap(NULL, (1 + DATA_PAGES) * psz, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (pg == MAP_FAILED) {
		close(fd);
		return -errno;
	}
	box_enable(fd);
	for (i = 0; i < pieces; i++)
		inject(cpu, EV_INSTR, total / pieces);
	*count = box_value(fd);
	box_disable(fd);
	ret = ring_read(pg, DATA_PAGES, SAMPLE_TYPE, period, cpu, st);
	munmap(pg, (1 + DATA_PAGES) * psz);
	close(fd);
	return ret;
}

TEST_F_TIMEOUT(task_events, sampling, BOXPMU_HARNESS_TIMEOUT)
{
	int can = core_can_sample(), cpu = nr_cpus_online() > 1 ? 1 : 0, ret;
	struct ring_stats st;
	uint64_t count;

	if (can != 1) {
		ret = sample_run(-1, 0, PERIOD, PERIOD, 1, &st, &count);
		EXPECT_EQ(-EOPNOTSUPP, ret) TH_LOG("sampling refused (sampling=%c: %s)",
						   can < 0 ? '?' : 'N', "no samples in this build");
		return;
	}
	ret = sample_run(-1, 0, PERIOD, 10500, 1, &st, &count);
	ASSERT_EQ(0, ret) TH_LOG("CPU 0: sampling event (period %d) opens and maps", PERIOD);
	EXPECT_EQ(10500, count) TH_LOG("CPU 0: count exact while sampling");
	EXPECT_EQ(10, st.samples) TH_LOG("CPU 0: 10500 events, period 1000: 10 samples");
	ring_clean(_metadata, &st, "CPU 0");
	EXPECT_EQ(0, st.throttle) TH_LOG("CPU 0: not throttled");

	pin_to(cpu);
	ret = sample_run(0, cpu, PERIOD, 10500, 3, &st, &count);
	pin_to(-1);
	ASSERT_EQ(0, ret) TH_LOG("per task: sampling event opens");
	EXPECT_EQ(10500, count) TH_LOG("per task: count exact (three injections on CPU %d)", cpu);
	EXPECT_EQ(10, st.samples)
		TH_LOG("per task: 10 samples, the period carried across injections");
	ring_clean(_metadata, &st, "per task");

	/*
	 * A period beyond a 32-bit counter's reach (at most 2^31 - 1 events
	 * from its overflow): the interrupt comes twice per period, the
	 * sample only once, when the period has run out.
	 */
	ret = sample_run(-1, 0, LONG_PERIOD, 2 * LONG_PERIOD + 1000, 1, &st, &count);
	ASSERT_EQ(0, ret) TH_LOG("period 3 * 2^30: sampling event opens");
	EXPECT_EQ(2 * LONG_PERIOD + 1000, count) TH_LOG("period 3 * 2^30: count exact");
	EXPECT_EQ(2, st.samples) TH_LOG("period 3 * 2^30: 2 * period + 1000 events give 2 samples");
	ring_clean(_metadata, &st, "period 3 * 2^30");

	/* throttling: one sample a tick, so two overflows in one tick throttle */
	ASSERT_EQ(0, sample_rate_set(1)) TH_LOG("throttle: %s takes 1", SAMPLE_RATE);
	ret = sample_run(-1, 0, PERIOD, 200 * PERIOD, 1, &st, &count);
	ASSERT_EQ(0, ret) TH_LOG("throttle: sampling event opens");
	EXPECT_LT(0, st.throttle) TH_LOG("throttle: a PERF_RECORD_THROTTLE");
	EXPECT_EQ(0, st.unstopped)
		TH_LOG("throttle: no sample while throttled (%d records too many)", st.unstopped);
}

/*
 * From 6.2 on a task's per-PMU perf context (perf_event_pmu_context) goes
 * with its last event: per-task use must not pin the module. A stale reference
 * would oops when this process switches or a child exits with the module gone.
 */
static void unloads_after_task_use(struct __test_metadata *_metadata)
{
	int fd, i, ret, st;
	pid_t pid;

	EXPECT_EQ(0, read_bool(PARAMS "pinned"))
		TH_LOG("Linux 6.2 or later: after per-task use " MOD " reports itself not pinned");
	ret = module_unload_wait(MOD, 3000);
	EXPECT_EQ(0, ret) TH_LOG("rmmod " MOD " after per-task use: %s", strerror(-ret));
	EXPECT_FALSE(pmu_exists(PMU)) TH_LOG(PMU " unregistered");
	for (i = 0; i < 20; i++)
		sleep_ms(5);	/* this task's context switches, the module gone */
	pid = fork();
	if (pid == 0)
		_exit(0);
	st = -1;
	if (pid > 0)
		waitpid(pid, &st, 0);
	EXPECT_TRUE(pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0)
		TH_LOG("with " MOD " gone, a child of this task forks and exits");
	ASSERT_EQ(0, module_load(MOD, "")) TH_LOG(MOD " loads again");
	ASSERT_TRUE(pmu_exists(PMU)) TH_LOG(MOD " loads again: " PMU " back");
	ASSERT_EQ(0, pin_to(0)) TH_LOG("sched_setaffinity: %s", strerror(errno));
	fd = xopen(EV_INSTR, 0, -1);
	EXPECT_LE(0, fd) TH_LOG("reloaded: an event on this task opens: %s", strerror(-fd));
	if (fd >= 0) {
		inject(0, EV_INSTR, 555);	/* on CPU 0, while this task runs there */
		EXPECT_EQ(555, box_value(fd)) TH_LOG("reloaded: this task counts exactly");
		close(fd);
	}
	pin_to(-1);
}

/*
 * Up to 6.1 a task's perf context outlives its last event and keeps pointing
 * at the PMU (kernel/events/core.c uses ctx->pmu at each context switch and at
 * the task's exit): once this process has counted with xscale1, the module
 * must refuse to go.
 */
TEST_F_TIMEOUT(task_events, module_pinned, BOXPMU_HARNESS_TIMEOUT)
{
	int old = kernel_before(6, 2), fd, ret;

	if (old < 0)
		SKIP(return, "kernel release unreadable");
	fd = ASSERT_OPEN(xopen(EV_INSTR, 0, -1));
	close(fd);
	if (old == 0) {
		unloads_after_task_use(_metadata);
		return;
	}
	EXPECT_EQ(1, read_bool(PARAMS "pinned"))
		TH_LOG("after per-task use " MOD " reports itself pinned");
	ret = module_unload_wait(MOD, 500);
	EXPECT_TRUE(ret == -EAGAIN || ret == -EBUSY)
		TH_LOG("rmmod " MOD " refused after per-task use (%s)",
		       ret ? strerror(-ret) : "unloaded");
	EXPECT_TRUE(pmu_exists(PMU)) TH_LOG(PMU " still registered");
	if (!ret)
		module_load(MOD, "");
}

TEST_HARNESS_MAIN
