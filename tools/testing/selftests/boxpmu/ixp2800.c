// SPDX-License-Identifier: GPL-2.0
/*
 * ixp2800: the IXP2800 chip PMU (boxpmu_ixp2800) on the simulator's platform
 * device and interrupt line: exact and net (decrement) counts, 32-bit wraps by
 * the overflow interrupt alone, sample-then-read, threshold interrupts, polling
 * (irq=0), unbinding with events open. The interrupt hand-off to the collector
 * needs 2+ CPUs.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/utsname.h>

#include "boxpmu_lib.h"

#define PMU		"uncore_ixp2800"
#define MOD		"boxpmu_ixp2800"
#define DRV		"/sys/bus/platform/drivers/" MOD
#define DEV		"ixp2800-pmu"
#define WRAP		BIT_ULL(32)

/* selectors: block 15:12, target 11:6, ESC 5:0 */
#define ME00(esc)	(0x9800 | (esc))
#define DRAM0(esc)	(0x3580 | (esc))
#define UPDOWN(a, b)	((uint64_t)(a) | (uint64_t)(b) << 16)
#define THRESH(n, down)	((uint64_t)(n) | (uint64_t)(down) << 31)

static uint64_t reg(const char *name)
{
	return sim_reg_val(PMU, name);
}

static void restore(void)
{
	char path[128];

	snprintf(path, sizeof(path), "%s", sim_path(PMU, "irq_cpu"));
	write_text(path, "-1");
	if (access("/sys/module/" MOD, F_OK) == 0 &&
	    read_text("/sys/module/" MOD "/parameters/irq", path, sizeof(path)) > 0 &&
	    path[0] == 'Y' && access(DRV "/" DEV, F_OK) == 0)
		return;
	module_unload_wait(MOD, 3000);
	module_load(MOD, "");
}

/* The event's value as a signed net count. */
static int64_t svalue(int fd)
{
	return (int64_t)box_value(fd);
}

static int open_cfg(uint64_t config, uint64_t config1, int *err)
{
	struct perf_event_attr attr;
	int fd;

	box_attr(&attr, PMU, config);
	attr.config1 = config1;
	fd = perf_open(&attr, -1, pmu_cpu(PMU, 0), -1, 0);
	if (err)
		*err = fd < 0 ? fd : 0;
	return fd;
}

/*
 * A kernel built without CONFIG_SMP (the IXP2800's usual one, the ARM
 * guest's) has no /proc/irq/N/smp_affinity_list: nothing to aim there.
 * Its version string lacks the "SMP" every SMP build's has.
 */
static int kernel_is_up(void)
{
	struct utsname u;

	return uname(&u) == 0 && !strstr(u.version, "SMP");
}

static void test_probe(void)
{
	char path[64], buf[64];
	int irq = (int)reg("SIM_IRQ"), collector = pmu_cpu(PMU, 0), n;

	tap_check(pmu_exists(PMU), PMU " registered");
	tap_check(proc_irq_count(PMU, -1) >= 0,
		  "the PMU interrupt is requested (in /proc/interrupts)");
	snprintf(path, sizeof(path), "/proc/irq/%d/smp_affinity_list", irq);
	n = read_text(path, buf, sizeof(buf));
	if (n > 0)
		tap_check(atoi(buf) == collector && !strchr(buf, '-') && !strchr(buf, ','),
			  "interrupt %d aimed at the collecting CPU %d (affinity %s)", irq,
			  collector, strtok(buf, "\n"));
	else if (n == -ENOENT && kernel_is_up())
		tap_skip("uniprocessor kernel: no interrupt affinity",
			 "interrupt aimed at the collecting CPU");
	else
		tap_check(0, "read %s", path);
}

static void test_exact(void)
{
	int a = box_open(PMU, ME00(3), 0), b = box_open(PMU, DRAM0(1), 0);
	int c = box_open(PMU, UPDOWN(ME00(3), ME00(4)), 0);

	if (a < 0 || b < 0 || c < 0)
		tap_bail("open: %d %d %d", a, b, c);
	sim_inject_ok(PMU, "event=0x%x count=1000", ME00(3));
	sim_inject_ok(PMU, "event=0x%x count=77", DRAM0(1));
	sim_inject_ok(PMU, "event=0x%x count=300", ME00(4));
	sim_inject_ok(PMU, "event=0x%x count=5", ME00(5));
	check_u64(box_value(a), 1000, "ME00 ESC 3 counts exactly");
	check_u64(box_value(b), 77, "DRAM CH0 ESC 1 counts exactly, alongside");
	check_u64(svalue(c), 700, "increment ME00/3, decrement ME00/4: net 700");
	sim_inject_ok(PMU, "event=0x%x count=900", ME00(4));
	tap_check(svalue(c) == -200, "net count goes below zero: -200 (got %lld)",
		  (long long)svalue(c));
	close(a);
	close(b);
	close(c);
}

/*
 * Counting events are preloaded half way: each injection of 3/4 of the
 * range crosses the wrap point, which interrupts; the simulator waits for
 * the handler before counting on. No read in between.
 */
static void test_wrap_irq(void)
{
	uint64_t step = 3 * (WRAP / 4) + 7, irqs0 = reg("SIM_IRQ_DELIVERED");
	long proc0 = proc_irq_count(PMU, -1);
	int fd = box_open(PMU, ME00(9), 0), i, col = pmu_cpu(PMU, 0);
	char name[48];
	uint64_t on_col0;

	if (fd < 0)
		tap_bail("open: %d", fd);
	snprintf(name, sizeof(name), "SIM_IRQ_DELIVERED_CPU%d", col);
	on_col0 = reg(name);
	for (i = 0; i < 6; i++)
		sim_inject_ok(PMU, "event=0x%x count=%llu", ME00(9), (unsigned long long)step);
	check_u64(box_value(fd), 6 * step, "6 x 3/4 of 2^32 with no read: exact by interrupts");
	tap_check(reg("SIM_IRQ_DELIVERED") - irqs0 >= 4,
		  "the overflows interrupted (%llu deliveries)",
		  (unsigned long long)(reg("SIM_IRQ_DELIVERED") - irqs0));
	/*
	 * Preloaded at 2^31, the counter overflows every 2^31 events. The
	 * model posts status writes: a handler that does not read its clear
	 * back has the line unmasked while it is still asserted and takes
	 * each interrupt twice.
	 */
	check_u64(reg("SIM_IRQ_DELIVERED") - irqs0, 6 * step / (WRAP / 2),
		  "one interrupt per overflow: none taken again over a cleared flag");
	tap_check(reg(name) - on_col0 == reg("SIM_IRQ_DELIVERED") - irqs0,
		  "every interrupt went to the collecting CPU %d", col);
	tap_check(proc_irq_count(PMU, -1) - proc0 >= 4, "/proc/interrupts counted them");
	tap_check(reg("SIM_IRQ_ASSERTED") == 0, "interrupt line low afterwards");
	close(fd);

	/* up/down: below zero through the underflow, back up through the overflow */
	fd = box_open(PMU, UPDOWN(ME00(10), ME00(11)), 0);
	if (fd < 0)
		tap_bail("open up/down: %d", fd);
	for (i = 0; i < 5; i++) {
		sim_inject_ok(PMU, "event=0x%x count=%llu", ME00(11), WRAP / 4);
		box_value(fd);
	}
	tap_check(svalue(fd) == -5 * (int64_t)(WRAP / 4),
		  "up/down event down 5 x 2^30 across the underflow: %lld", (long long)svalue(fd));
	for (i = 0; i < 10; i++) {
		sim_inject_ok(PMU, "event=0x%x count=%llu", ME00(10), WRAP / 4);
		box_value(fd);
	}
	tap_check(svalue(fd) == 5 * (int64_t)(WRAP / 4),
		  "and up 10 x 2^30 across the overflow: %lld", (long long)svalue(fd));
	close(fd);
}

/* The net events all counters counted, whatever was written to them. */
static uint64_t counted_all(void)
{
	uint64_t sum = 0, v;
	char name[32];
	int i;

	for (i = 0; i < 16; i++) {
		snprintf(name, sizeof(name), "SIM_COUNTED%d", i);
		if (sim_reg(PMU, name, &v))
			break;
		sum += v;
	}
	return sum;
}

/*
 * The events go on while the handler runs (busy=3: three more after each
 * of its register accesses while the interrupt is asserted). A CHAP
 * counter counts on after it overflows: one re-loaded while it counts
 * loses what it counted since it was read. The count must be exactly what
 * the counter counted (the model's SIM_COUNTED, whatever was written).
 */
static void test_busy(void)
{
	uint64_t c0, b0, n;
	int fd = box_open(PMU, ME00(13), 0);

	if (!tap_check(fd >= 0, "event for the busy handler"))
		return;
	c0 = counted_all();
	b0 = reg("SIM_BUSY_EVENTS");
	sim_inject_ok(PMU, "event=0x%x count=%llu busy=3", ME00(13),
		      (unsigned long long)(3 * (WRAP / 2) + 777));
	n = box_value(fd);
	tap_check(reg("SIM_BUSY_EVENTS") - b0 > 0, "events went on while the handler ran (%llu)",
		  (unsigned long long)(reg("SIM_BUSY_EVENTS") - b0));
	check_u64(n, counted_all() - c0,
		  "the count is what the counter counted, none lost to a re-load while it counted");
	close(fd);
}

static void test_sample(void)
{
	int fd = box_open(PMU, ME00(12), 0);
	uint64_t s0, v;

	if (fd < 0)
		tap_bail("open: %d", fd);
	sim_inject_ok(PMU, "event=0x%x count=40", ME00(12));
	s0 = reg("SIM_SAMPLE_COMMANDS");
	v = box_value(fd);
	tap_check(v == 40 && reg("SIM_SAMPLE_COMMANDS") > s0,
		  "a read is a sample command then a data read (value %llu)",
		  (unsigned long long)v);
	sim_inject_ok(PMU, "event=0x%x count=10", ME00(12));
	sim_fail_reads(PMU, 1);
	v = box_value(fd);
	check_u64(v, 40, "a failed data read leaves the count as it was");
	check_u64(box_value(fd), 50, "the next read catches up");
	close(fd);
}

static void test_threshold(void)
{
	uint64_t d0;
	int fd = open_cfg(ME00(20), THRESH(5000, 0), NULL);

	if (fd < 0)
		tap_bail("open thresh=5000: %d", fd);
	d0 = reg("SIM_IRQ_DELIVERED");
	sim_inject_ok(PMU, "event=0x%x count=4999", ME00(20));
	check_u64(box_value(fd), 4999, "thresh=5000: 4999 counted");
	tap_check(reg("SIM_IRQ_DELIVERED") == d0 && (reg("CHAP_STS0") & 4) == 0,
		  "no threshold interrupt before it");
	tap_check(((reg("CHAP_CMD0") >> 22) & 3) == 1 &&
		  reg("CHAP_DATA0") - reg("SIM_COUNTER0") == 1,
		  "after a read the compare is armed again, 1 event ahead (data 0x%llx)",
		  (unsigned long long)reg("CHAP_DATA0"));
	sim_inject_ok(PMU, "event=0x%x count=1", ME00(20));
	tap_check(reg("SIM_IRQ_DELIVERED") == d0 + 1, "one interrupt at exactly 5000");
	tap_check((reg("CHAP_STS0") & 7) == 0 && reg("SIM_IRQ_ASSERTED") == 0,
		  "acknowledged: status clear, line low");
	tap_check(((reg("CHAP_CMD0") >> 22) & 3) == 0, "and the compare disarmed (one-shot)");
	sim_inject_ok(PMU, "event=0x%x count=20000", ME00(20));
	tap_check(reg("SIM_IRQ_DELIVERED") == d0 + 1, "no further threshold interrupt");
	check_u64(box_value(fd), 25000, "count exact throughout");
	close(fd);

	fd = open_cfg(UPDOWN(ME00(21), ME00(22)), THRESH(100, 1), NULL);
	if (fd < 0)
		tap_bail("open thresh=100,thresh_down=1: %d", fd);
	d0 = reg("SIM_IRQ_DELIVERED");
	sim_inject_ok(PMU, "event=0x%x count=50", ME00(21));
	sim_inject_ok(PMU, "event=0x%x count=149", ME00(22));
	tap_check(reg("SIM_IRQ_DELIVERED") == d0 && svalue(fd) == -99,
		  "thresh_down=100: nothing at -99");
	sim_inject_ok(PMU, "event=0x%x count=1", ME00(22));
	tap_check(reg("SIM_IRQ_DELIVERED") == d0 + 1 && svalue(fd) == -100,
		  "one interrupt at -100");
	close(fd);
}

static void test_reject(void)
{
	static const struct { uint64_t config, config1; int err; const char *what; } bad[] = {
		{ 0, 0, EINVAL, "no event selected" },
		{ UPDOWN(ME00(1), ME00(1)), 0, EINVAL, "the same event up and down" },
		{ BIT_ULL(32), 0, EINVAL, "config bit 32" },
		{ ME00(1), BIT_ULL(31), EINVAL, "thresh_down without thresh" },
		{ ME00(1), BIT_ULL(32), EINVAL, "config1 bit 32" },
	};
	struct perf_event_attr attr;
	struct sim_acc a0, a1;
	unsigned int i;
	int fd, err;

	sim_accesses_reset(PMU);
	sim_accesses(PMU, &a0);
	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		fd = open_cfg(bad[i].config, bad[i].config1, &err);
		if (fd >= 0)
			close(fd);
		check_errno(err, bad[i].err, "refused: %s", bad[i].what);
	}
	box_attr(&attr, PMU, ME00(1));
	attr.config2 = 1;
	check_refused(perf_open(&attr, -1, pmu_cpu(PMU, 0), -1, 0), EINVAL, "refused: config2");
	box_attr(&attr, PMU, ME00(1));
	attr.sample_period = 1000;
	attr.disabled = 1;	/* opened, never added: no register access */
	fd = perf_open(&attr, -1, pmu_cpu(PMU, 0), -1, 0);
	if (core_can_sample() == 1)
		tap_check(fd >= 0, "sampling event opens (a build with BOXPMU_SAMPLING)");
	else
		check_errno(fd < 0 ? fd : 0, EOPNOTSUPP,
			    "refused: sampling (a build without BOXPMU_SAMPLING)");
	if (fd >= 0)
		close(fd);
	box_attr(&attr, PMU, ME00(1));
	check_refused(perf_open(&attr, 0, -1, -1, 0), EINVAL, "refused: a per-task event");
	sim_accesses(PMU, &a1);
	tap_check(a1.writes == a0.writes && a1.reads == a0.reads,
		  "no register read or written for any of them");
}

/*
 * x86 has no CPU 0 hotplug since 6.5 (no cpu0/online, whatever the command
 * line): CPU 0, the first online, is the collector for good, and the move
 * cannot happen. What can: another CPU going offline and coming back, which
 * must leave the interrupt on the collector and the count exact.
 */
static void test_cpu0_stays(int fd, int col, int other, int irq, uint64_t total)
{
	char name[64], buf[64];
	uint64_t d0, all0, step = 3 * (WRAP / 4);

	tap_diag("Linux 6.5 or later on x86: CPU 0 cannot go offline, so the collector %d stays",
		 col);
	if (!tap_check(cpu_set_online(other, 0) == 0, "CPU %d (not the collector) offline", other))
		return;
	snprintf(name, sizeof(name), "/proc/irq/%d/smp_affinity_list", irq);
	read_text(name, buf, sizeof(buf));
	tap_check(pmu_cpu(PMU, 0) == col && atoi(buf) == col,
		  "CPU %d offline: the collector and the interrupt stay on CPU %d (%s)",
		  other, col, strtok(buf, "\n"));
	snprintf(name, sizeof(name), "SIM_IRQ_DELIVERED_CPU%d", col);
	d0 = reg(name);
	sim_inject_ok(PMU, "event=0x%x count=%llu", ME00(30), (unsigned long long)step);
	total += step;
	tap_check(reg(name) > d0, "the next overflow interrupts CPU %d", col);
	check_u64(box_value(fd), total, "count exact with CPU %d offline", other);
	tap_check(cpu_set_online(other, 1) == 0, "CPU %d online again", other);
	snprintf(name, sizeof(name), "SIM_IRQ_DELIVERED_CPU%d", col);
	d0 = reg(name);
	all0 = reg("SIM_IRQ_DELIVERED");
	/* a whole wrap: one overflow wherever the counter stands */
	sim_inject_ok(PMU, "event=0x%x count=%llu", ME00(30), (unsigned long long)WRAP);
	total += WRAP;
	if (!tap_check(reg(name) > d0, "after CPU %d is back, the next overflow interrupts CPU %d",
		       other, col))
		tap_diag("  interrupts delivered: %llu on CPU %d, %llu in all",
			 (unsigned long long)(reg(name) - d0), col,
			 (unsigned long long)(reg("SIM_IRQ_DELIVERED") - all0));
	check_u64(box_value(fd), total, "count exact after CPU %d is back", other);
}

/* With 2+ CPUs: hand-off from another CPU, and the collector going offline. */
static void test_cpus(void)
{
	char name[48], path[64], buf[64];
	int col = pmu_cpu(PMU, 0), other = -1, cpu, fd, irq = (int)reg("SIM_IRQ");
	uint64_t d0, total = 0, step = 3 * (WRAP / 4);

	for (cpu = 0; cpu < 64 && other < 0; cpu++) {
		snprintf(name, sizeof(name), "SIM_IRQ_DELIVERED_CPU%d", cpu);
		if (cpu != col && sim_reg(PMU, name, &d0) == 0)
			other = cpu;
	}
	if (other < 0) {
		tap_skip("one CPU", "interrupt handed over from another CPU");
		tap_skip("one CPU", "interrupt follows the collector offline");
		return;
	}
	fd = box_open(PMU, ME00(30), 0);
	if (fd < 0)
		tap_bail("open: %d", fd);
	snprintf(name, sizeof(name), "SIM_IRQ_DELIVERED_CPU%d", other);
	d0 = reg(name);
	snprintf(path, sizeof(path), "%d", other);
	write_text(sim_path(PMU, "irq_cpu"), path);
	sim_inject_ok(PMU, "event=0x%x count=%llu", ME00(30), (unsigned long long)step);
	sim_inject_ok(PMU, "event=0x%x count=%llu", ME00(30), (unsigned long long)step);
	total += 2 * step;
	tap_check(write_text(sim_path(PMU, "irq_cpu"), "-1") == 0,
		  "irq_cpu -1: deliveries follow the affinity again");
	tap_check(reg(name) > d0 && reg("SIM_IRQ_ASSERTED") == 0,
		  "interrupts sent to CPU %d (not the collector %d) were served", other, col);
	check_u64(box_value(fd), total, "count exact after the hand-offs");

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/online", col);
	if (col == 0 && access(path, F_OK) && kernel_before(6, 5) == 0) {
		test_cpu0_stays(fd, col, other, irq, total);
		close(fd);
		return;
	}
	if (write_text(path, "0")) {
		tap_skip("cannot offline the collector", "interrupt follows the collector offline");
		close(fd);
		return;
	}
	cpu = pmu_cpu(PMU, 0);
	snprintf(name, sizeof(name), "/proc/irq/%d/smp_affinity_list", irq);
	read_text(name, buf, sizeof(buf));
	tap_check(cpu >= 0 && cpu != col && atoi(buf) == cpu,
		  "collector %d offline: the interrupt follows to the new collector %d (%s)",
		  col, cpu, strtok(buf, "\n"));
	snprintf(name, sizeof(name), "SIM_IRQ_DELIVERED_CPU%d", cpu);
	d0 = reg(name);
	sim_inject_ok(PMU, "event=0x%x count=%llu", ME00(30), (unsigned long long)step);
	total += step;
	tap_check(reg(name) > d0, "the next overflow interrupts CPU %d", cpu);
	check_u64(box_value(fd), total, "count exact across the move");
	write_text(path, "1");
	close(fd);
}

static void test_poll(void)
{
	uint64_t step = 3 * (WRAP / 4) + 3, want = 0;
	int fd, i, err;
	long proc;

	if (module_unload_wait(MOD, 3000) || module_load(MOD, "irq=0 poll_ms=20")) {
		tap_check(0, "reload " MOD " irq=0 poll_ms=20");
		return;
	}
	proc = proc_irq_count(PMU, -1);
	tap_check(proc < 0, "irq=0: no interrupt requested");
	fd = box_open(PMU, ME00(40), 0);
	if (fd < 0)
		tap_bail("open (polling): %d", fd);
	for (i = 0; i < 4; i++) {
		sim_inject_ok(PMU, "event=0x%x count=%llu", ME00(40), (unsigned long long)step);
		want += step;
		/* a sample command and a data read per poll; wait for two */
		if (sim_wait_reads(PMU, 2, SIM_POLL_WAIT_MS)) {
			tap_check(0, "poll timer reads the counter");
			break;
		}
	}
	check_u64(box_value(fd), want, "4 x 3/4 of 2^32, folded by the poll timer alone");
	close(fd);
	fd = open_cfg(ME00(41), THRESH(10, 0), &err);
	if (fd >= 0)
		close(fd);
	check_errno(err, EOPNOTSUPP, "polling: a threshold (needs the interrupt) refused");
	module_unload_wait(MOD, 3000);
	if (module_load(MOD, ""))
		tap_bail("reload " MOD);
}

static void test_unbind(void)
{
	int fd, fd2, ret;

	fd = box_open(PMU, ME00(50), 0);
	if (fd < 0)
		tap_bail("open: %d", fd);
	sim_inject_ok(PMU, "event=0x%x count=123", ME00(50));
	check_u64(box_value(fd), 123, "counts before unbind");
	ret = syscall(SYS_delete_module, MOD, O_NONBLOCK) ? -errno : 0;
	if (!tap_check(ret == -EAGAIN || ret == -EBUSY, "rmmod refused while an event is open"))
		if (!ret)
			tap_bail("module unloaded under an open event");
	tap_check(write_text(DRV "/unbind", DEV) == 0, "unbind the device with the event open");
	tap_check(proc_irq_count(PMU, -1) < 0, "its interrupt is freed");
	sim_inject_ok(PMU, "event=0x%x count=1000", ME00(50));
	check_u64(box_value(fd), 123, "the event keeps its count, reads no register");
	fd2 = box_open(PMU, ME00(50), 0);
	check_errno(fd2 < 0 ? fd2 : 0, ENODEV, "no new event without the device");
	if (fd2 >= 0)
		close(fd2);
	tap_check(write_text(DRV "/bind", DEV) == 0, "bind it again");
	fd2 = box_open(PMU, ME00(50), 0);
	if (fd2 < 0)
		tap_bail("open after bind: %d", fd2);
	sim_inject_ok(PMU, "event=0x%x count=10", ME00(50));
	check_u64(box_value(fd2), 10, "a new event counts on the new binding");
	check_u64(box_value(fd), 123, "the old one still has its count");
	/*
	 * The old event goes while the new one counts on the same counter
	 * of the new binding: nothing of the retired box may touch the new
	 * box's counter, its interrupt enable included. Three 32-bit wraps
	 * in one injection are counted only if each one interrupts.
	 */
	close(fd);
	sim_inject_ok(PMU, "event=0x%x count=%llu", ME00(50), 3 * BIT_ULL(31) + 5);
	check_u64(box_value(fd2), 10 + 3 * BIT_ULL(31) + 5,
		  "closing the old event leaves the new binding's counter alone: wraps counted");
	close(fd2);
	ret = module_unload_wait(MOD, 3000);
	tap_check(ret == 0, "rmmod once the events are closed");
	tap_check(!pmu_exists(PMU), PMU " gone");
	ret = module_load(MOD, "");
	if (!tap_check(ret == 0 && pmu_exists(PMU), "insmod again"))
		tap_bail("insmod: %d", ret);
}

int main(void)
{
	uint64_t rsv0;

	tap_init("ixp2800", 110);
	tap_cleanup(restore);
	if (!pmu_exists(PMU))
		tap_bail("no " PMU " PMU: is " MOD " loaded?");
	rsv0 = reg("SIM_RESERVED_BIT_WRITES");
	test_probe();
	test_exact();
	test_wrap_irq();
	test_busy();
	test_sample();
	test_threshold();
	test_reject();
	test_cpus();
	tap_check(reg("SIM_RESERVED_BIT_WRITES") == rsv0,
		  "no command with reserved bits, no access outside the registers");
	test_poll();
	test_unbind();
	return tap_finish();
}
