// SPDX-License-Identifier: GPL-2.0
/*
 * xscale: the XScale core PMU (boxpmu_xscale, PMU xscale1) on the simulator's
 * per-CPU CP14 model: exact per-CPU and per-task counts, 32-bit wraps by the
 * overflow interrupt and by polling (interrupt=0), the clock divider, groups,
 * sampling (a build with BOXPMU_SAMPLING), CPU hotplug, module pinning by task
 * contexts on 6.1 and not from 6.2, and -EBUSY while another driver owns CP14.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "boxpmu_lib.h"

#define PMU		"xscale1"
#define MOD		"boxpmu_xscale"
#define PARAMS		"/sys/module/" MOD "/parameters/"
#define PERIOD		1000
/* a sample period above 2^31 - 1, the most a 32-bit counter takes */
#define LONG_PERIOD	(3ULL << 30)
#define DATA_PAGES	8
#define EV_INSTR	0x7
#define EV_DMISS	0xb
#define EV_CYCLES	0xfe
#define CFG_DIV		0x100
#define WRAP32		BIT_ULL(32)

static uint64_t reg(const char *name)
{
	return sim_reg_val(PMU, name);
}

/* Unload boxpmu_xscale; not loaded counts as unloaded here. */
static int mod_unload_x(void)
{
	int ret = module_unload_wait(MOD, 3000);

	return ret == -ENOENT ? 0 : ret;
}

static void mod_reload_x(const char *params)
{
	int ret;

	mod_unload_x();
	ret = module_load(MOD, params);
	if (ret)
		tap_bail("load " MOD " %s: %s", params, strerror(-ret));
}

static long saved_rate = -1;
#define RATE_PATH "/proc/sys/kernel/perf_event_max_sample_rate"

static void restore(void)
{
	char buf[32];

	write_text(sim_path(PMU, "claimed"), "0");
	if (nr_cpus_online() < 2)
		cpu_set_online(1, 1);
	if (saved_rate >= 0) {
		snprintf(buf, sizeof(buf), "%ld\n", saved_rate);
		write_text(RATE_PATH, buf);
		saved_rate = -1;
	}
	if (read_text(PARAMS "interrupt", buf, sizeof(buf)) > 0 && buf[0] == 'Y' &&
	    read_text(PARAMS "poll_ms", buf, sizeof(buf)) > 0 && atoi(buf) == 0)
		return;
	mod_unload_x();
	module_load(MOD, "");
}

static int mode_is(const char *want)
{
	char buf[32];

	if (read_text(PARAMS "overflow", buf, sizeof(buf)) <= 0)
		return 0;
	return !strncmp(buf, want, strlen(want));
}

static int xopen_attr(struct perf_event_attr *attr, int pid, int cpu, int group)
{
	return perf_open(attr, pid, cpu, group, 0);
}

static int xopen(uint64_t config, int pid, int cpu)
{
	struct perf_event_attr attr;

	box_attr(&attr, PMU, config);
	return xopen_attr(&attr, pid, cpu, -1);
}

static void inject(int cpu, unsigned int ev, uint64_t n)
{
	sim_inject_ok(PMU, "cpu=%d event=%u count=%llu", cpu, ev, (unsigned long long)n);
}

static void ticks(int cpu, uint64_t n)
{
	sim_inject_ok(PMU, "cpu=%d clock=1 count=%llu", cpu, (unsigned long long)n);
}

static void core_pmu(void)
{
	char path[128], buf[64];
	struct perf_event_attr attr;
	int fd;

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/cpumask", PMU);
	tap_check(access(path, F_OK) != 0, "a core PMU has no cpumask file");
	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/events/cycles_div64", PMU);
	tap_check(read_text(path, buf, sizeof(buf)) > 0 && strstr(buf, "div=1"),
		  "events/cycles_div64 names the divider");

	box_attr(&attr, PMU, 0);	/* size, read_format */
	attr.type = PERF_TYPE_HARDWARE;
	attr.config = PERF_COUNT_HW_INSTRUCTIONS;
	fd = perf_open(&attr, -1, 0, -1, 0);
	if (tap_check(fd >= 0, "PERF_COUNT_HW_INSTRUCTIONS opens (%d)", fd)) {
		inject(0, EV_INSTR, 4321);
		check_u64(box_value(fd), 4321, "instructions count event 0x7");
		close(fd);
	}
	attr.config = PERF_COUNT_HW_BUS_CYCLES;
	check_errno(perf_open(&attr, -1, 0, -1, 0), ENOENT, "PERF_COUNT_HW_BUS_CYCLES: -ENOENT");
	attr.type = PERF_TYPE_RAW;
	attr.config = EV_DMISS;
	fd = perf_open(&attr, -1, 0, -1, 0);
	if (tap_check(fd >= 0, "PERF_TYPE_RAW 0xb opens (%d)", fd)) {
		inject(0, EV_DMISS, 99);
		check_u64(box_value(fd), 99, "raw 0xb counts data cache misses");
		close(fd);
	}
}

#define HWC(c, op, res)	(PERF_COUNT_HW_CACHE_##c | PERF_COUNT_HW_CACHE_OP_##op << 8 | \
			 PERF_COUNT_HW_CACHE_RESULT_##res << 16)

/*
 * PERF_TYPE_HW_CACHE: perf's L1-dcache-loads and the like. The events the
 * XSC1 has (IXP2800 HRM Table 24): data cache accesses and misses (reads
 * and writes alike), instruction cache misses, instruction and data TLB
 * misses. Others give -ENOENT.
 */
static void hw_cache(void)
{
	static const struct {
		uint64_t config;
		unsigned int event;
		const char *name;
	} map[] = {
		{ HWC(L1D, READ, ACCESS), 0xa, "L1-dcache-loads" },
		{ HWC(L1D, READ, MISS), 0xb, "L1-dcache-load-misses" },
		{ HWC(L1D, WRITE, ACCESS), 0xa, "L1-dcache-stores" },
		{ HWC(L1D, WRITE, MISS), 0xb, "L1-dcache-store-misses" },
		{ HWC(L1I, READ, MISS), 0x0, "L1-icache-load-misses" },
		{ HWC(DTLB, READ, MISS), 0x4, "dTLB-load-misses" },
		{ HWC(DTLB, WRITE, MISS), 0x4, "dTLB-store-misses" },
		{ HWC(ITLB, READ, MISS), 0x3, "iTLB-load-misses" },
	}, none[] = {
		{ HWC(L1I, READ, ACCESS), 0, "L1-icache-loads" },
		{ HWC(L1D, PREFETCH, ACCESS), 0, "L1-dcache-prefetches" },
		{ HWC(LL, READ, MISS), 0, "LLC-load-misses" },
		{ HWC(BPU, READ, ACCESS), 0, "branch-loads" },
		{ HWC(NODE, READ, ACCESS), 0, "node-loads" },
		{ PERF_COUNT_HW_CACHE_MAX, 0, "cache id beyond the last" },
	};
	struct perf_event_attr attr;
	unsigned int i;
	int fd;

	box_attr(&attr, PMU, 0);
	attr.type = PERF_TYPE_HW_CACHE;
	for (i = 0; i < ARRAY_SIZE(map); i++) {
		attr.config = map[i].config;
		fd = perf_open(&attr, -1, 0, -1, 0);
		if (!tap_check(fd >= 0, "%s opens (%d)", map[i].name, fd))
			continue;
		inject(0, map[i].event, 300 + i);
		inject(0, 0xd, 77);	/* counted by no cache event */
		check_u64(box_value(fd), 300 + i, "%s counts event 0x%x", map[i].name,
			  map[i].event);
		close(fd);
	}
	for (i = 0; i < ARRAY_SIZE(none); i++) {
		attr.config = none[i].config;
		check_errno(perf_open(&attr, -1, 0, -1, 0), ENOENT, "%s: -ENOENT", none[i].name);
	}
}

static void per_cpu(void)
{
	int n = nr_cpus_online() > 1 ? 2 : 1;
	int fd[2], other[2], cpu;

	for (cpu = 0; cpu < n; cpu++) {
		fd[cpu] = xopen(EV_INSTR, -1, cpu);
		other[cpu] = xopen(EV_DMISS, -1, cpu);
		if (!tap_check(fd[cpu] >= 0 && other[cpu] >= 0, "CPU %d: two events open", cpu))
			return;
	}
	for (cpu = 0; cpu < n; cpu++) {
		inject(cpu, EV_INSTR, 1000 + cpu);
		inject(cpu, EV_DMISS, 70 + cpu);
		inject(cpu, 0x3, 5000);		/* selected by no counter */
	}
	for (cpu = 0; cpu < n; cpu++) {
		check_u64(box_value(fd[cpu]), 1000 + cpu, "CPU %d: exactly its own instructions",
			  cpu);
		check_u64(box_value(other[cpu]), 70 + cpu, "CPU %d: exactly its own misses", cpu);
		close(fd[cpu]);
		close(other[cpu]);
	}
	if (n < 2)
		tap_skip("one CPU", "injections on CPU 1 reach only CPU 1");
}

/* phase: read and written with __atomic builtins (the child spins on it) */
struct shared {
	int phase;
};

/*
 * With one CPU (a uniprocessor kernel such as the IXP2800's): the child
 * injects its own events, so they occur while it is the running task;
 * the parent's, injected while the child sleeps, must not count for it.
 */
static void per_task_one_cpu(void)
{
	int go[2], done[2], fd, st;
	pid_t pid;
	char c;

	if (pipe(go) || pipe(done))
		tap_bail("pipe: %s", strerror(errno));
	pid = fork();
	if (pid == 0) {
		if (read(go[0], &c, 1) != 1)
			_exit(2);
		if (sim_inject(PMU, "cpu=0 event=%u count=777", EV_INSTR))
			_exit(3);
		if (write(done[1], "d", 1) != 1)
			_exit(2);
		/* asleep until the parent writes again */
		_exit(read(go[0], &c, 1) == 1 ? 0 : 4);
	}
	fd = xopen(EV_INSTR, pid, -1);
	if (!tap_check(fd >= 0, "one CPU: per-task event on the child (%d)", fd)) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		return;
	}
	inject(0, EV_INSTR, 100);	/* the parent's, before the child runs */
	if (write(go[1], "g", 1) != 1 || read(done[0], &c, 1) != 1)
		tap_diag("cannot run the child");
	inject(0, EV_INSTR, 333);	/* the parent's, while the child sleeps */
	check_u64(box_value(fd), 777, "one CPU: the child counted its own events, only");
	if (write(go[1], "g", 1) != 1)
		tap_diag("cannot wake the child");
	waitpid(pid, &st, 0);
	tap_check(WIFEXITED(st) && WEXITSTATUS(st) == 0, "one CPU: child exited normally (%d)",
		  WIFEXITED(st) ? WEXITSTATUS(st) : -1);
	check_u64(box_value(fd), 777, "one CPU: count kept after the child exited");
	close(fd);
	close(go[0]);
	close(go[1]);
	close(done[0]);
	close(done[1]);
}

static void per_task(void)
{
	struct shared *sh;
	int ready[2], wake[2], fd, st;
	char c, path[64], buf[256], *p;
	cpu_set_t set;
	pid_t pid;
	int tries;

	if (nr_cpus_online() < 2) {
		tap_skip("one CPU", "per-task event on CPU 1");
		per_task_one_cpu();
		return;
	}
	sh = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh == MAP_FAILED || pipe(ready) || pipe(wake))
		tap_bail("mmap/pipe: %s", strerror(errno));
	__atomic_store_n(&sh->phase, 0, __ATOMIC_RELEASE);
	CPU_ZERO(&set);
	CPU_SET(0, &set);
	sched_setaffinity(0, sizeof(set), &set);
	pid = fork();
	if (pid == 0) {
		CPU_ZERO(&set);
		CPU_SET(1, &set);
		if (sched_setaffinity(0, sizeof(set), &set))
			_exit(2);
		if (write(ready[1], "r", 1) != 1)
			_exit(2);
		while (!__atomic_load_n(&sh->phase, __ATOMIC_ACQUIRE))
			;
		/* asleep until the parent writes */
		_exit(read(wake[0], &c, 1) == 1 ? 0 : 3);
	}
	if (read(ready[0], &c, 1) != 1)
		tap_bail("child did not start");
	fd = xopen(EV_INSTR, pid, -1);
	if (!tap_check(fd >= 0, "per-task event on the child (%d)", fd)) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		return;
	}
	sleep_ms(100);	/* the child spins on CPU 1 with the event in */
	inject(1, EV_INSTR, 777);
	inject(0, EV_INSTR, 100);	/* where the child is not */
	__atomic_store_n(&sh->phase, 1, __ATOMIC_RELEASE);
	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	for (tries = 0; tries < 500; tries++) {
		if (read_text(path, buf, sizeof(buf)) > 0) {
			p = strrchr(buf, ')');
			if (p && p[1] == ' ' && p[2] == 'S')
				break;
		}
		sleep_ms(10);
	}
	tap_check(tries < 500, "child asleep");
	inject(1, EV_INSTR, 333);	/* while it sleeps */
	check_u64(box_value(fd), 777, "child counted what ran on CPU 1 while it ran, only");
	if (write(wake[1], "w", 1) != 1)
		tap_diag("cannot wake the child");
	waitpid(pid, &st, 0);
	tap_check(WIFEXITED(st) && WEXITSTATUS(st) == 0, "child exited normally");
	check_u64(box_value(fd), 777, "count kept after the child exited");
	close(fd);
	close(ready[0]);
	close(ready[1]);
	close(wake[0]);
	close(wake[1]);
	munmap(sh, 4096);
	CPU_ZERO(&set);
	for (tries = 0; tries < nr_cpus_online(); tries++)
		CPU_SET(tries, &set);
	sched_setaffinity(0, sizeof(set), &set);
}

/* In poll mode (interrupt=0). */
static void poll_wraps(void)
{
	uint64_t w0 = reg("CPU0_SIM_WRAPS_PMN0") + reg("CPU0_SIM_WRAPS_PMN1");
	uint64_t irq0 = reg("CPU0_SIM_IRQ_RAISED");
	int fd = xopen(EV_INSTR, -1, 0);
	int i;

	if (!tap_check(fd >= 0, "event for the wrap tests"))
		return;
	inject(0, EV_INSTR, 0xF0000000ULL);
	check_u64(box_value(fd), 0xF0000000ULL, "just below the wrap");
	inject(0, EV_INSTR, 0x20000000ULL);
	check_u64(box_value(fd), 0x110000000ULL, "one 32-bit wrap widened");
	for (i = 0; i < 3; i++) {
		inject(0, EV_INSTR, 0xC0000000ULL);
		box_value(fd);
	}
	check_u64(box_value(fd), 0x110000000ULL + 3 * 0xC0000000ULL,
		  "three more wraps, reads in between");
	tap_check(reg("CPU0_SIM_WRAPS_PMN0") + reg("CPU0_SIM_WRAPS_PMN1") - w0 == 3,
		  "the model wrapped its 32-bit counter 3 times");
	close(fd);

	/* no read in between: only the poll timer sees the first value */
	fd = xopen(EV_INSTR, -1, 0);
	if (!tap_check(fd >= 0, "event for the poll test"))
		return;
	inject(0, EV_INSTR, 0xF0000000ULL);
	sleep_ms(3000);	/* > the poll interval at 1000 MHz (2.1 s) */
	inject(0, EV_INSTR, 0x20000000ULL);
	check_u64(box_value(fd), 0x110000000ULL, "wrap folded by the poll timer alone");
	close(fd);
	check_u64(reg("CPU0_SIM_IRQ_RAISED") - irq0, 0,
		  "overflow interrupts left disabled (polled driver)");
	tap_check((reg("CPU0_PMNC") & 0x70) == 0, "poll mode: no PMNC interrupt enable set");
}

#define BIG	(5 * (1ULL << 31) + 12345)

/*
 * In interrupt mode, with poll_ms of an hour: one injection wrapping the
 * counter four times, no read in between. A count of exactly BIG needs
 * every wrap serviced by the interrupt handler.
 */
static void irq_wraps(int cpu)
{
	char name[64];
	uint64_t d0, r0;
	long p0;
	int fd;

	snprintf(name, sizeof(name), "CPU%d_SIM_IRQ_DELIVERED", cpu);
	d0 = reg(name);
	snprintf(name, sizeof(name), "CPU%d_SIM_IRQ_RAISED", cpu);
	r0 = reg(name);
	p0 = proc_irq_count(PMU, cpu);
	fd = xopen(EV_INSTR, -1, cpu);
	if (!tap_check(fd >= 0, "CPU %d: event for the interrupt test", cpu))
		return;
	inject(cpu, EV_INSTR, BIG);
	check_u64(box_value(fd), BIG,
		  "CPU %d: 5 * 2^31 + 12345 events in one injection counted exactly", cpu);
	snprintf(name, sizeof(name), "CPU%d_SIM_IRQ_RAISED", cpu);
	tap_check(reg(name) - r0 >= 4, "CPU %d: the model raised its interrupt at each wrap (%llu)",
		  cpu, (unsigned long long)(reg(name) - r0));
	snprintf(name, sizeof(name), "CPU%d_SIM_IRQ_DELIVERED", cpu);
	tap_check(reg(name) - d0 >= 4, "CPU %d: and it was delivered (%llu)", cpu,
		  (unsigned long long)(reg(name) - d0));
	tap_check(proc_irq_count(PMU, cpu) - p0 >= 4,
		  "CPU %d: /proc/interrupts counts them (%ld)", cpu, proc_irq_count(PMU, cpu) - p0);
	snprintf(name, sizeof(name), "CPU%d_PMNC", cpu);
	tap_check((reg(name) & 0x700) == 0 && (reg(name) & 0x10),
		  "CPU %d: flags cleared, PMN0's interrupt enabled (PMNC 0x%llx)", cpu,
		  (unsigned long long)reg(name));
	snprintf(name, sizeof(name), "CPU%d_SIM_IRQ_ASSERTED", cpu);
	check_u64(reg(name), 0, "CPU %d: interrupt output deasserted", cpu);
	close(fd);
	snprintf(name, sizeof(name), "CPU%d_PMNC", cpu);
	tap_check((reg(name) & 0x70) == 0,
		  "CPU %d: interrupt enables cleared once the event is closed", cpu);
}

/*
 * The events go on while the handler runs (busy=3: three more after each
 * of its register accesses). The XScale does not stop its counters when
 * it raises the interrupt: a counter re-loaded while it counts loses what
 * it counted since it was read. The count must be exactly what the
 * counter counted (the model's SIM_COUNTED, whatever was written to it).
 */
static void irq_busy(int cpu)
{
	char pmn0[64], pmn1[64], busy[64];
	uint64_t c0, b0, n;
	int fd;

	snprintf(pmn0, sizeof(pmn0), "CPU%d_SIM_COUNTED_PMN0", cpu);
	snprintf(pmn1, sizeof(pmn1), "CPU%d_SIM_COUNTED_PMN1", cpu);
	snprintf(busy, sizeof(busy), "CPU%d_SIM_BUSY_EVENTS", cpu);
	fd = xopen(EV_INSTR, -1, cpu);
	if (!tap_check(fd >= 0, "CPU %d: event for the busy handler", cpu))
		return;
	c0 = reg(pmn0) + reg(pmn1);
	b0 = reg(busy);
	sim_inject_ok(PMU, "cpu=%d event=%u count=%llu busy=3", cpu, EV_INSTR,
		      (unsigned long long)(3 * BIT_ULL(31) + 777));
	n = box_value(fd);
	tap_check(reg(busy) - b0 > 0, "CPU %d: events went on while the handler ran (%llu)", cpu,
		  (unsigned long long)(reg(busy) - b0));
	check_u64(n, reg(pmn0) + reg(pmn1) - c0,
		  "CPU %d: the count is what the counter counted, none lost to a re-load while it counted",
		  cpu);
	close(fd);
}

static void interrupt_mode(void)
{
	char buf[32];

	tap_check(mode_is("interrupt"), "overflow=interrupt (the simulator wires a line per CPU)");
	mod_reload_x("poll_ms=3600000");
	tap_check(read_text(PARAMS "poll_ms", buf, sizeof(buf)) > 0 && atoi(buf) == 3600000,
		  "reloaded with a poll interval of an hour");
	tap_check(mode_is("interrupt"), "still in interrupt mode");
	irq_wraps(0);
	if (nr_cpus_online() > 1)
		irq_wraps(1);
	irq_busy(0);
	mod_reload_x("");
}

static void clock_counter(void)
{
	int fd = xopen(EV_CYCLES, -1, 0);

	if (tap_check(fd >= 0, "cycles event opens")) {
		ticks(0, 1000);
		inject(0, EV_INSTR, 50);	/* not a clock */
		check_u64(box_value(fd), 1000, "CCNT counts every tick");
		ticks(0, WRAP32 - 1000 + 5);
		box_value(fd);
		ticks(0, 10);
		check_u64(box_value(fd), WRAP32 + 15, "CCNT wraps into the 64-bit count");
		close(fd);
	}
	fd = xopen(EV_CYCLES | CFG_DIV, -1, 0);
	if (tap_check(fd >= 0, "cycles_div64 opens")) {
		ticks(0, 6400);
		check_u64(box_value(fd), 100, "6400 ticks: 100 with the divider");
		ticks(0, 63);
		check_u64(box_value(fd), 100, "63 more: still 100");
		ticks(0, 1);
		check_u64(box_value(fd), 101, "the 64th: 101");
		close(fd);
	}
	tap_check((reg("CPU0_PMNC") & 0x8) != 0, "PMNC.D set for the divided clock");
}

/*
 * A group's members start and stop together: perf adds them one by one
 * with the PMU disabled (perf_pmu_disable(), a transaction) and enables
 * it once they are all in. With the CPU running a workload (the model's
 * steady=1: events after each register access), two members counting
 * the same event count the same; a box enabled at the end of each add
 * lets the first member count while the second is added.
 */
static void group_start(void)
{
	struct perf_event_attr attr;
	int g0, g1;
	uint64_t a, b;

	box_attr(&attr, PMU, EV_INSTR);
	attr.disabled = 1;
	g0 = xopen_attr(&attr, -1, 0, -1);
	attr.disabled = 0;
	g1 = xopen_attr(&attr, -1, 0, g0);
	if (!tap_check(g0 >= 0 && g1 >= 0, "group of two instruction counters opens")) {
		if (g0 >= 0)
			close(g0);
		return;
	}
	sim_inject_ok(PMU, "cpu=0 event=%u count=5 steady=1", EV_INSTR);
	box_enable(g0);
	box_disable(g0);
	sim_inject_ok(PMU, "cpu=0 event=%u count=0 steady=1", EV_INSTR);
	a = box_value(g0);
	b = box_value(g1);
	tap_check(a > 0, "the group counted the workload (%llu)", (unsigned long long)a);
	check_u64(b, a, "group members started and stopped together: equal counts");
	close(g1);
	close(g0);
}

static void bad_input(void)
{
	static const struct {
		uint64_t config, config1, config2;
		int err;
		const char *what;
	} bad[] = {
		{ 0xe, 0, 0, EINVAL, "event 0xe (not in the manual)" },
		{ 0x18, 0, 0, EINVAL, "event 0x18" },
		{ 0xff, 0, 0, EINVAL, "event 0xff (count nothing)" },
		{ 0x10, 0, 0, EOPNOTSUPP, "event 0x10 (product-specific, off)" },
		{ EV_INSTR | CFG_DIV, 0, 0, EINVAL, "div on an event counter" },
		{ EV_CYCLES | 0x200, 0, 0, EINVAL, "reserved config bit 9" },
		{ EV_INSTR | (1ULL << 40), 0, 0, EINVAL, "reserved config bit 40" },
		{ EV_INSTR, 1, 0, EINVAL, "config1" },
		{ EV_INSTR, 0, 1, EINVAL, "config2" },
	};
	struct perf_event_attr attr;
	struct sim_acc a;
	uint64_t res0 = reg("SIM_RESERVED_BIT_WRITES");
	unsigned int i;
	int g[3];

	sim_accesses_reset(PMU);
	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		box_attr(&attr, PMU, bad[i].config);
		attr.config1 = bad[i].config1;
		attr.config2 = bad[i].config2;
		check_refused(xopen_attr(&attr, -1, 0, -1), bad[i].err, "%s refused", bad[i].what);
	}
	if (core_can_sample() != 1) {
		box_attr(&attr, PMU, EV_INSTR);
		attr.sample_period = 10000;
		check_refused(xopen_attr(&attr, -1, 0, -1), EOPNOTSUPP,
			      "sampling refused (this build cannot deliver samples)");
	}
	box_attr(&attr, PMU, EV_INSTR);
	attr.exclude_kernel = 1;
	check_refused(xopen_attr(&attr, -1, 0, -1), EINVAL, "exclude_kernel refused");

	box_attr(&attr, PMU, EV_INSTR);
	attr.disabled = 1;
	g[0] = xopen_attr(&attr, -1, 0, -1);
	attr.config = EV_DMISS;
	g[1] = xopen_attr(&attr, -1, 0, g[0]);
	attr.config = 0xa;
	g[2] = xopen_attr(&attr, -1, 0, g[0]);
	tap_check(g[0] >= 0 && g[1] >= 0, "a group of two event counters opens");
	check_errno(g[2] < 0 ? g[2] : 0, EINVAL, "a third event counter in the group refused");
	for (i = 0; i < 3; i++)
		if (g[i] >= 0)
			close(g[i]);

	if (!sim_accesses(PMU, &a))
		tap_check(a.reads == 0 && a.writes == 0,
			  "no CP14 register accessed by refused events (reads=%llu writes=%llu)",
			  (unsigned long long)a.reads, (unsigned long long)a.writes);
	check_u64(reg("SIM_RESERVED_BIT_WRITES") - res0, 0, "no PMNC write with reserved bits");
}

/* ---- sampling ------------------------------------------------------------ */

#define SAMPLE_TYPE	(PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_CPU | PERF_SAMPLE_PERIOD)

/* Every sample has period PERIOD and the right CPU; nothing lost or malformed. */
static int ring_clean(const struct ring_stats *st)
{
	return !st->bad_period && !st->bad_cpu && !st->lost && !st->malformed;
}

/*
 * A sampling event of period PERIOD on @cpu (pid -1) or on this task
 * (pinned to @cpu); @total events injected in @pieces; the samples seen.
 */
static int sample_run_period(int pid, int cpu, uint64_t period, uint64_t total, int pieces,
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

static int sample_run(int pid, int cpu, uint64_t total, int pieces, struct ring_stats *st,
		      uint64_t *count)
{
	return sample_run_period(pid, cpu, PERIOD, total, pieces, st, count);
}

static void pin_to(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	if (cpu >= 0) {
		CPU_SET(cpu, &set);
	} else {
		for (cpu = 0; cpu < nr_cpus_online(); cpu++)
			CPU_SET(cpu, &set);
	}
	sched_setaffinity(0, sizeof(set), &set);
}

static void irq_sampling(void)
{
	int can = core_can_sample(), cpu = nr_cpus_online() > 1 ? 1 : 0, ret;
	struct ring_stats st;
	uint64_t count;
	long rate;

	if (can != 1) {
		/* not a skip: bad_input() checked the refusal this build must give */
		tap_diag("sampling: delivery NOT RUN (sampling=%c: %s)", can < 0 ? '?' : 'N',
			 "this build cannot deliver samples; the refusal is checked");
		return;
	}
	ret = sample_run(-1, 0, 10500, 1, &st, &count);
	if (!tap_check(ret == 0, "CPU 0: sampling event (period %d) opens and maps (%d)",
		       PERIOD, ret))
		return;
	check_u64(count, 10500, "CPU 0: count exact while sampling");
	check_u64(st.samples, 10, "CPU 0: 10500 events, period 1000: 10 samples");
	tap_check(ring_clean(&st) && !st.throttle, "CPU 0: right period and CPU, nothing lost");

	pin_to(cpu);
	ret = sample_run(0, cpu, 10500, 3, &st, &count);
	pin_to(-1);
	if (tap_check(ret == 0, "per task: sampling event opens (%d)", ret)) {
		check_u64(count, 10500, "per task: count exact (three injections on CPU %d)", cpu);
		check_u64(st.samples, 10,
			  "per task: 10 samples, the period carried across injections");
		tap_check(ring_clean(&st), "per task: right period and CPU");
	}

	/*
	 * A period beyond a 32-bit counter's reach (at most 2^31 - 1 events
	 * from its overflow): the interrupt comes twice per period, the
	 * sample only once, when the period has run out.
	 */
	ret = sample_run_period(-1, 0, LONG_PERIOD, 2 * LONG_PERIOD + 1000, 1, &st, &count);
	if (tap_check(ret == 0, "period 3 * 2^30: sampling event opens (%d)", ret)) {
		check_u64(count, 2 * LONG_PERIOD + 1000, "period 3 * 2^30: count exact");
		check_u64(st.samples, 2,
			  "period 3 * 2^30: 2 * period + 1000 events give 2 samples");
		tap_check(ring_clean(&st), "period 3 * 2^30: every sample has that period");
	}

	/* throttling: at most rate/HZ samples per tick */
	if (read_long(RATE_PATH, &rate) == 0 && write_text(RATE_PATH, "1000\n") == 0) {
		saved_rate = rate;
		ret = sample_run(-1, 0, 200 * PERIOD, 1, &st, &count);
		restore();
		if (tap_check(ret == 0, "throttle: sampling event opens (%d)", ret)) {
			tap_check(st.throttle > 0, "throttle: a PERF_RECORD_THROTTLE (%d records)",
				  st.throttle);
			tap_check(st.samples > 0 && st.samples < 200,
				  "throttle: fewer samples than overflows (%d of 200)", st.samples);
		}
	}
}

/* In poll mode: no interrupt, so no sample, also where the build could. */
static void poll_sampling(void)
{
	struct perf_event_attr attr;

	box_attr(&attr, PMU, EV_INSTR);
	attr.sample_period = PERIOD;
	check_refused(xopen_attr(&attr, -1, 0, -1), EOPNOTSUPP, "poll mode: sampling refused");
}

/*
 * Polled, a 32-bit counter at clock_mhz=1000 wraps in 4.29 s at the
 * earliest; a poll interval above half that (2147 ms) could let it wrap
 * twice between two reads and lose 2^32. Refused with -EINVAL, as the
 * uncore drivers refuse it; at 400 MHz the same 5 s is within reach.
 */
static void poll_ms_limit(void)
{
	int ret;

	mod_unload_x();
	ret = module_load(MOD, "interrupt=0 poll_ms=5000");
	check_errno(ret, EINVAL, "interrupt=0 poll_ms=5000 refused (wrap in 4.29 s at 1000 MHz)");
	tap_check(!pmu_exists(PMU), "poll_ms=5000: no " PMU " PMU");
	mod_unload_x();
	ret = module_load(MOD, "interrupt=0 poll_ms=2000");
	tap_check(ret == 0 && mode_is("poll"), "interrupt=0 poll_ms=2000 loads (%d)", ret);
	mod_unload_x();
	ret = module_load(MOD, "interrupt=0 poll_ms=5000 clock_mhz=400");
	tap_check(ret == 0, "interrupt=0 poll_ms=5000 clock_mhz=400 loads (wrap in 10.7 s) (%d)",
		  ret);
	mod_unload_x();
	ret = module_load(MOD, "poll_ms=5000");
	tap_check(ret == 0 && mode_is("interrupt"),
		  "poll_ms=5000 with the interrupt loads: the interrupt sees every wrap (%d)", ret);
	mod_reload_x("");
}

/* ---- CPU hotplug ----------------------------------------------------------- */

static void hotplug(void)
{
	char name[64];
	uint64_t d0;
	int fd, fd2;

	if (nr_cpus_online() < 2) {
		tap_skip("one CPU", "hotplug of CPU 1");
		return;
	}
	fd = xopen(EV_INSTR, -1, 1);
	if (!tap_check(fd >= 0, "%s: event on CPU 1", __func__))
		return;
	inject(1, EV_INSTR, 1000);
	check_u64(box_value(fd), 1000, "%s: counts on CPU 1", __func__);
	if (!tap_check(cpu_set_online(1, 0) == 0, "CPU 1 offline")) {
		close(fd);
		return;
	}
	check_u64(box_value(fd), 1000, "%s: the event keeps its count while CPU 1 is offline",
		  __func__);
	tap_check(cpu_set_online(1, 1) == 0, "CPU 1 online again");
	tap_diag("  the old event after online: %llu", (unsigned long long)box_value(fd));
	close(fd);

	snprintf(name, sizeof(name), "CPU1_SIM_IRQ_DELIVERED");
	d0 = reg(name);
	fd2 = xopen(EV_INSTR, -1, 1);
	if (!tap_check(fd2 >= 0, "%s: a new event on CPU 1", __func__))
		return;
	inject(1, EV_INSTR, BIG);
	check_u64(box_value(fd2), BIG, "%s: wraps on CPU 1 counted exactly after online",
		  __func__);
	tap_check(reg(name) - d0 >= 4, "%s: by CPU 1's interrupt, enabled again (%llu)", __func__,
		  (unsigned long long)(reg(name) - d0));
	close(fd2);
}

/* ---- another driver owns the counters -------------------------------------- */

static void ebusy(void)
{
	char buf[16];
	int ret;

	if (read_text(sim_path(PMU, "claimed"), buf, sizeof(buf)) <= 0) {
		tap_skip("no claimed knob in the simulator", "-EBUSY");
		return;
	}
	ret = mod_unload_x();
	if (!tap_check(ret == 0, "-EBUSY: rmmod " MOD " (%d)", ret))
		return;
	tap_check(write_text(sim_path(PMU, "claimed"), "1") == 0 && pmu_exists("sim_cp14_owner"),
		  "-EBUSY: another PMU takes the CPU's cycles events");
	ret = module_load(MOD, "");
	check_errno(ret, EBUSY, "-EBUSY: " MOD " refuses to load");
	tap_check(!pmu_exists(PMU), "-EBUSY: no " PMU " PMU");
	if (ret == 0)
		mod_unload_x();
	tap_check(write_text(sim_path(PMU, "claimed"), "0") == 0 && !pmu_exists("sim_cp14_owner"),
		  "-EBUSY: the other PMU gone");
	ret = module_load(MOD, "");
	tap_check(ret == 0 && pmu_exists(PMU),
		  "-EBUSY: loads again once the counters are free (%d)", ret);
}

/*
 * From 6.2 on a task's per-PMU perf context (perf_event_pmu_context) goes
 * with its last event: per-task use must not pin the module. A stale reference
 * would oops when this process switches or a child exits with the module gone.
 */
static void unloads_after_task_use(void)
{
	cpu_set_t set, saved;
	char buf[8];
	int fd, i, ret, st;
	pid_t pid;

	tap_check(read_text(PARAMS "pinned", buf, sizeof(buf)) > 0 && buf[0] == 'N',
		  "Linux 6.2 or later: after per-task use " MOD " reports itself not pinned");
	ret = module_unload_wait(MOD, 3000);
	tap_check(ret == 0, "rmmod " MOD " after per-task use (%s)",
		  ret ? strerror(-ret) : "unloaded");
	tap_check(!pmu_exists(PMU), PMU " unregistered");
	for (i = 0; i < 20; i++)
		sleep_ms(5);	/* this task's context switches, the module gone */
	pid = fork();
	if (pid == 0)
		_exit(0);
	st = -1;
	if (pid > 0)
		waitpid(pid, &st, 0);
	tap_check(pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0,
		  "with " MOD " gone, a child of this task forks and exits");
	ret = module_load(MOD, "");
	if (!tap_check(ret == 0 && pmu_exists(PMU), MOD " loads again (%d)", ret))
		return;
	if (sched_getaffinity(0, sizeof(saved), &saved))
		tap_bail("sched_getaffinity: %s", strerror(errno));
	CPU_ZERO(&set);
	CPU_SET(0, &set);
	if (sched_setaffinity(0, sizeof(set), &set))
		tap_bail("sched_setaffinity: %s", strerror(errno));
	fd = xopen(EV_INSTR, 0, -1);
	if (tap_check(fd >= 0, "reloaded: an event on this task opens (%d)", fd)) {
		inject(0, EV_INSTR, 555);	/* on CPU 0, while this task runs there */
		check_u64(box_value(fd), 555, "reloaded: this task counts exactly");
		close(fd);
	}
	sched_setaffinity(0, sizeof(saved), &saved);
}

/*
 * Up to 6.1 a task's perf context outlives its last event and keeps pointing
 * at the PMU (kernel/events/core.c uses ctx->pmu at each context switch and at
 * the task's exit): once this process has counted with xscale1, the module
 * must refuse to go.
 */
static void pinned_after_task_use(void)
{
	char buf[8];
	int old = kernel_before(6, 2), fd, ret;

	fd = xopen(EV_INSTR, 0, -1);
	if (!tap_check(fd >= 0, "an event on this task opens (%d)", fd))
		return;
	close(fd);
	if (old == 0) {
		unloads_after_task_use();
		return;
	}
	if (old < 0) {
		tap_skip("kernel release unreadable", "rmmod " MOD " refused after per-task use");
		return;
	}
	tap_check(read_text(PARAMS "pinned", buf, sizeof(buf)) > 0 && buf[0] == 'Y',
		  "after per-task use " MOD " reports itself pinned");
	ret = module_unload_wait(MOD, 500);
	tap_check(ret == -EAGAIN || ret == -EBUSY, "rmmod " MOD " refused after per-task use (%s)",
		  ret ? strerror(-ret) : "unloaded");
	tap_check(pmu_exists(PMU), PMU " still registered");
	if (!ret)
		module_load(MOD, "");
}

int main(void)
{
	tap_init("xscale", 240);
	tap_cleanup(restore);
	if (!pmu_exists(PMU))
		tap_bail("no %s PMU: is boxpmu_xscale loaded?", PMU);
	core_pmu();
	hw_cache();
	per_cpu();
	interrupt_mode();
	clock_counter();
	group_start();
	bad_input();
	hotplug();
	ebusy();

	poll_ms_limit();
	mod_reload_x("interrupt=0");
	tap_check(mode_is("poll"), "interrupt=0: overflow=poll");
	poll_wraps();
	clock_counter();
	poll_sampling();
	mod_reload_x("");

	/*
	 * Per-task events last, after every reload: on 6.1 a task's perf
	 * context outlives its events and keeps pointing at the PMU, so a
	 * task that had xscale1 events must not see the module reloaded.
	 */
	per_task();
	irq_sampling();
	pinned_after_task_use();
	return tap_finish();
}
