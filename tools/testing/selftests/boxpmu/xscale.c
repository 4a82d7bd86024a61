// SPDX-License-Identifier: GPL-2.0
/*
 * xscale: the XScale core PMU (boxpmu_xscale, PMU xscale1) on the
 * simulator's per-CPU CP14 model.
 *
 *  - a core PMU: no cpumask file; generic and raw events map to it;
 *  - exact counts per CPU: an injection on CPU N reaches only CPU N's
 *    events;
 *  - per task: a child pinned to CPU 1 counts the injections on CPU 1
 *    while it runs, not those while it sleeps, nor those on CPU 0;
 *  - 32-bit wraps widened into the 64-bit count, by reads in between and
 *    by the poll timer alone; the driver leaves the overflow interrupts
 *    disabled (it polls): the model never raises one;
 *  - the clock counter, every tick and every 64th (the divider);
 *  - bad input (unknown and product-specific events, reserved bits,
 *    config1/2, a group larger than the counters, sampling, exclude bits)
 *    refused with no register accessed.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <inttypes.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>

#include "boxpmu_lib.h"

#define PMU		"xscale1"
#define EV_INSTR	0x7
#define EV_DMISS	0xb
#define EV_CYCLES	0xfe
#define CFG_DIV		0x100
#define WRAP32		(1ULL << 32)

static uint64_t reg(const char *name)
{
	uint64_t v = 0;

	if (sim_reg(PMU, name, &v))
		tap_diag("  no %s in the simulator's regs", name);
	return v;
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
	sim_inject_ok(PMU, "cpu=%d event=%u count=%" PRIu64, cpu, ev, n);
}

static void ticks(int cpu, uint64_t n)
{
	sim_inject_ok(PMU, "cpu=%d clock=1 count=%" PRIu64, cpu, n);
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
		check_u64(box_value(fd[cpu]), 1000 + cpu, "CPU %d: exactly its own instructions", cpu);
		check_u64(box_value(other[cpu]), 70 + cpu, "CPU %d: exactly its own misses", cpu);
		close(fd[cpu]);
		close(other[cpu]);
	}
	if (n < 2)
		tap_skip("one CPU", "injections on CPU 1 reach only CPU 1");
}

struct shared {
	volatile int phase;
};

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
		return;
	}
	sh = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh == MAP_FAILED || pipe(ready) || pipe(wake))
		tap_bail("mmap/pipe: %s", strerror(errno));
	sh->phase = 0;
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
		while (!sh->phase)
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
	msleep(100);	/* the child spins on CPU 1 with the event in */
	inject(1, EV_INSTR, 777);
	inject(0, EV_INSTR, 100);	/* where the child is not */
	sh->phase = 1;
	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	for (tries = 0; tries < 500; tries++) {
		if (read_text(path, buf, sizeof(buf)) > 0) {
			p = strrchr(buf, ')');
			if (p && p[1] == ' ' && p[2] == 'S')
				break;
		}
		msleep(10);
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

static void wraps(void)
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
	msleep(3000);	/* > the poll interval at 1000 MHz (2.1 s) */
	inject(0, EV_INSTR, 0x20000000ULL);
	check_u64(box_value(fd), 0x110000000ULL, "wrap folded by the poll timer alone");
	close(fd);
	check_u64(reg("CPU0_SIM_IRQ_RAISED") - irq0, 0,
		  "overflow interrupts left disabled (polled driver)");
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
	int fd, g[3];

	sim_accesses_reset(PMU);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		box_attr(&attr, PMU, bad[i].config);
		attr.config1 = bad[i].config1;
		attr.config2 = bad[i].config2;
		fd = xopen_attr(&attr, -1, 0, -1);
		check_errno(fd < 0 ? fd : 0, bad[i].err, "%s refused", bad[i].what);
		if (fd >= 0)
			close(fd);
	}
	box_attr(&attr, PMU, EV_INSTR);
	attr.sample_period = 10000;
	fd = xopen_attr(&attr, -1, 0, -1);
	check_errno(fd < 0 ? fd : 0, EOPNOTSUPP, "sampling refused (no overflow interrupt)");
	box_attr(&attr, PMU, EV_INSTR);
	attr.exclude_kernel = 1;
	fd = xopen_attr(&attr, -1, 0, -1);
	check_errno(fd < 0 ? fd : 0, EINVAL, "exclude_kernel refused");

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
			  "no CP14 register accessed by refused events (reads=%" PRIu64
			  " writes=%" PRIu64 ")", a.reads, a.writes);
	check_u64(reg("SIM_RESERVED_BIT_WRITES") - res0, 0, "no PMNC write with reserved bits");
}

static void sampling(void)
{
	int can = core_can_sample();

	/* the driver has no overflow interrupt yet: a sample cannot be taken */
	printf("# sampling: NOT RUN (boxpmu_xscale polls; sampling=%c)\n",
	       can < 0 ? '?' : can ? 'Y' : 'N');
}

int main(void)
{
	tap_init("xscale", 120);
	if (!pmu_exists(PMU))
		tap_bail("no %s PMU: is boxpmu_xscale loaded?", PMU);
	core_pmu();
	per_cpu();
	per_task();
	wraps();
	clock_counter();
	bad_input();
	sampling();
	return tap_finish();
}
