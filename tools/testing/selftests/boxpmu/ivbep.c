// SPDX-License-Identifier: GPL-2.0
/*
 * ivbep: the Ivy Bridge-EP (Xeon E5 v2) PMUs of boxpmu_snbep (uncore_irp,
 * uncore_r3qpi_0..2) on the simulator's software PCI devices. Needs boxpmu_sim
 * ivbep=1 (and nhmex=0 for the global control) and boxpmu_snbep irp_filter
 * naming the simulator's IRP_PmonFilter (scripts/check: 0xe8); per-socket
 * boxes need --sockets 2 and boxpmu_sim snbep_sockets=2.
 */
#define _GNU_SOURCE
#include <endian.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

#include "boxpmu_lib.h"

#define IRP		"uncore_irp"
#define R0		"uncore_r3qpi_0"
#define R1		"uncore_r3qpi_1"
#define R2		"uncore_r3qpi_2"
#define R3_WRAP		BIT_ULL(44)
#define MOD		"boxpmu_snbep"
#define DRV		"/sys/bus/pci/drivers/" MOD
#define IRP_DEV0	"10000:00:05.6"
#define IRP_DEV1	"10001:40:05.6"
#define R3_DEV0		"10000:3f:13.5"
#define GLOBAL		"/sys/kernel/debug/boxpmu_sim/ivbep_global"
#define UNIT1		BIT_ULL(32)	/* irp=1 */

/* Where the simulated IRP counters wrap: its ivbep_irp_width (default 48). */
static uint64_t irp_wrap(void)
{
	long width = 48;

	read_long("/sys/module/boxpmu_sim/parameters/ivbep_irp_width", &width);
	return BIT_ULL(width);
}

/* An IRP event with a filter value (config1), in a group or not. */
static int irp_open(uint64_t config, uint64_t config1, int pkg, int group, int disabled)
{
	struct perf_event_attr attr;
	int cpu = pmu_cpu(IRP, pkg), ret;

	if (cpu < 0)
		return cpu;
	ret = box_attr(&attr, IRP, config);
	if (ret < 0)
		return ret;
	attr.config1 = config1;
	attr.disabled = !!disabled;
	return perf_open(&attr, -1, cpu, group, 0);
}

/*
 * boxpmu_snbep's parameters when the test started, restored at the end;
 * those the test runs with (irp_filter=0xe8 added if there was none); and
 * whether the module runs with others now.
 */
static char orig_params[64], run_params[64];
static int params_changed;

static void snapshot(void)
{
	long poll_ms = 0, filter = 0;

	read_long("/sys/module/" MOD "/parameters/poll_ms", &poll_ms);
	read_long("/sys/module/" MOD "/parameters/irp_filter", &filter);
	snprintf(orig_params, sizeof(orig_params), "poll_ms=%ld irp_filter=%ld", poll_ms, filter);
	snprintf(run_params, sizeof(run_params), "poll_ms=%ld irp_filter=%ld", poll_ms,
		 filter ? filter : 0xe8);
}

/* Reload with @params; 0 or -errno. */
static int ivb_reload(const char *params)
{
	int ret = module_unload_wait(MOD, 3000);

	if (!ret)
		ret = module_load(MOD, params);
	params_changed = strcmp(params, orig_params) != 0;
	return ret;
}

static void restore(void)
{
	if (access("/sys/module/" MOD, F_OK))
		module_load(MOD, orig_params);
	else if (params_changed)
		ivb_reload(orig_params);
	if (access(DRV "/" IRP_DEV0, F_OK))
		write_text(DRV "/bind", IRP_DEV0);
	write_text(sim_path(IRP, "carry_between_reads"), "0");
	write_text(GLOBAL, "ctl=0x20000000");	/* unfrz_all, no PMI core */
}

static uint64_t irp_reg(const char *name)
{
	return sim_reg_val(IRP, name);
}

/* ---- IRP counting -------------------------------------------------------- */

static void test_irp_exact(void)
{
	int a = box_open(IRP, BOX_CFG(0x15, 0x01, 0, 0, 0), 0);
	int b = box_open(IRP, BOX_CFG(0x15, 0x03, 0, 0, 0), 0);
	int c = box_open(IRP, BOX_CFG(0x15, 0x01, 0, 0, 0) | UNIT1, 0);
	int d = box_open(IRP, BOX_CFG(0x00, 0x00, 0, 0, 0) | UNIT1, 0);

	uint64_t irp1;

	if (a < 0 || b < 0 || c < 0 || d < 0)
		tap_bail("open: %d %d %d %d", a, b, c, d);
	irp1 = irp_reg("IRP1_PCI_PMON_CTR0") + irp_reg("IRP1_PCI_PMON_CTR1");
	sim_inject_ok(IRP, "event=0x15,umask=0x1 count=1000");
	sim_inject_ok(IRP, "event=0x15,umask=0x2 count=30");
	sim_inject_ok(IRP, "event=0x15,umask=0x1 count=7 unit=1");
	sim_inject_ok(IRP, "event=0x00 count=123456 unit=1");
	sim_inject_ok(IRP, "event=0x00 count=99");
	check_u64(box_value(a), 1000, "IRP0 transactions_reads counts IRP0's reads only");
	check_u64(box_value(b), 1030, "umask 0x3 counts reads and writes");
	check_u64(box_value(c), 7, "irp=1 counts IRP1's reads only");
	check_u64(box_value(d), 123456, "irp=1 clockticks counts IRP1's clocks only");
	/* where the manual has the registers: IRP1's controls at 0xE0/0xE4 */
	tap_check((irp_reg("IRP1_PCI_PMON_CTL0") | irp_reg("IRP1_PCI_PMON_CTL1")) & BIT(22),
		  "irp=1 events are programmed in IRP1's controls (0xE0/0xE4)");
	tap_check((irp_reg("IRP0_PCI_PMON_CTL0") & BIT(22)) &&
		  (irp_reg("IRP0_PCI_PMON_CTL1") & BIT(22)),
		  "irp=0 events are programmed in IRP0's controls (0xD8/0xDC)");
	check_u64(irp_reg("IRP1_PCI_PMON_CTR0") + irp_reg("IRP1_PCI_PMON_CTR1") - irp1, 123456 + 7,
		  "IRP1's counters (0xB8, 0xC0) hold its events");
	close(a);
	close(b);
	close(c);
	close(d);
}

static void test_irp_wrap(void)
{
	uint64_t wrap = irp_wrap(), step = 3 * (wrap / 4) + 11, want = 0;
	int fd = box_open(IRP, BOX_CFG(0x00, 0, 0, 0, 0), 0);
	int i;

	if (fd < 0)
		tap_bail("open clockticks: %d", fd);
	for (i = 0; i < 5; i++) {
		sim_inject_ok(IRP, "event=0x00 count=%llu", (unsigned long long)step);
		want += step;
		check_u64(box_value(fd), want, "wrap %d at the simulator's 2^%d, read in between",
			  i + 1, __builtin_ctzll(wrap));
	}
	close(fd);
}

/* poll_ms=10, no reads of our own: four injections of 3/4 of the range */
static void test_irp_poll(void)
{
	int fd, ret = ivb_reload("poll_ms=10 irp_filter=0xe8");

	if (ret) {
		tap_check(0, "reload " MOD " poll_ms=10: %d", ret);
		return;
	}
	fd = box_open(IRP, BOX_CFG(0x00, 0, 0, 0, 0) | UNIT1, 0);
	if (fd < 0)
		tap_bail("open clockticks (poll_ms=10): %d", fd);
	check_poll_folds(IRP, fd, "event=0x00 unit=1", 3 * (irp_wrap() / 4) + 5);
	close(fd);
	ret = ivb_reload(run_params);
	tap_check(!ret, "reload " MOD " with the test's parameters (%s): %d", run_params, ret);
}

static void test_irp_carry(void)
{
	int fd = box_open(IRP, BOX_CFG(0x00, 0, 0, 0, 0), 0);

	if (fd < 0)
		tap_bail("open clockticks: %d", fd);
	box_value(fd);
	/* the only IRP0 event: on counter 0 (0xA0) */
	check_split_carry(IRP, fd, irp_reg("IRP0_PCI_PMON_CTR0"), "event=0x00", "IRP");
	close(fd);
}

/* Open up to @max events of @config in one group; how many fit. */
static int group_fits(const char *pmu, uint64_t config, int max)
{
	int fd[6], n, i;

	for (n = 0; n < max; n++) {
		fd[n] = box_open_group(pmu, config, 0, n ? fd[0] : -1, 1);
		if (fd[n] < 0) {
			if (fd[n] != -EINVAL)
				tap_diag("  %s 0x%llx member %d: %s", pmu,
					 (unsigned long long)config, n, strerror(-fd[n]));
			break;
		}
	}
	for (i = 0; i < n; i++)
		close(fd[i]);
	return n;
}

/*
 * The manual restricts every IRP event to counters 0-1 of its IRP: two
 * per IRP, whatever the code (0x00-0x1a, and codes it does not list).
 */
static void test_irp_constraints(void)
{
	int code, bad = 0, fd[5], i, n;

	for (code = 0; code <= 0x1f; code++) {
		int n0 = group_fits(IRP, BOX_CFG(code, 0x01, 0, 0, 0), 3);
		int n1 = group_fits(IRP, BOX_CFG(code, 0x01, 0, 0, 0) | UNIT1, 3);

		if (n0 != 2 || n1 != 2) {
			tap_diag("  event=0x%02x: %d (irp=0) and %d (irp=1) fit, want 2 and 2",
				 code, n0, n1);
			bad++;
		}
	}
	tap_check(!bad, "every IRP event code fits twice per IRP in a group (codes 0x00-0x1f)");

	/* two of each IRP together: all four counters */
	for (n = 0; n < 4; n++) {
		fd[n] = box_open_group(IRP, BOX_CFG(0x15, 0x01, 0, 0, 0) | (n & 1 ? UNIT1 : 0), 0,
				       n ? fd[0] : -1, 1);
		if (fd[n] < 0)
			break;
	}
	tap_check(n == 4, "two irp=0 and two irp=1 events fit in one group (%d did)", n);
	if (n == 4) {
		fd[4] = box_open_group(IRP, BOX_CFG(0x16, 0x01, 0, 0, 0), 0, fd[0], 1);
		check_errno(fd[4] < 0 ? fd[4] : 0, EINVAL, "a fifth event is refused");
		if (fd[4] >= 0)
			close(fd[4]);
	}
	for (i = 0; i < n; i++)
		close(fd[i]);
}

/* ---- threshold, invert, edge --------------------------------------------- */

static void test_irp_thresh(void)
{
	int ge = box_open(IRP, BOX_CFG(0x10, 0x01, 0, 0, 4), 0);
	struct sim_acc acc;

	if (ge < 0)
		tap_bail("open thresh: %d", ge);
	sim_inject_ok(IRP, "event=0x10 count=10 inc=5");
	sim_inject_ok(IRP, "event=0x10 count=7 inc=3");
	sim_inject_ok(IRP, "event=0x10 count=2 inc=4");
	check_u64(box_value(ge), 12, "thresh=4: cycles with an increment of 4 or more");
	close(ge);

	ge = box_open(IRP, BOX_CFG(0x10, 0x01, 1, 0, 1), 0);
	if (ge < 0)
		tap_bail("open edge: %d", ge);
	sim_inject_ok(IRP, "event=0x10 count=10 inc=5 burst=1");
	sim_inject_ok(IRP, "event=0x10 count=6 inc=5");
	sim_inject_ok(IRP, "event=0x10 count=9 inc=2 burst=1");
	check_u64(box_value(ge), 1 + 6 + 1, "edge,thresh=1: rising edges (a burst is one)");
	close(ge);

	/* bit 23 is "must write 0" in 329468's PCI boxes: no invert on Ivy Bridge-EP */
	sim_accesses_reset(IRP);
	check_refused(box_open(IRP, BOX_CFG(0x10, 0x01, 0, 1, 4), 0), EINVAL,
		      "IRP inv (bit 23) refused, even with thresh");
	check_refused(box_open(IRP, BOX_CFG(0x10, 0x01, 1, 1, 4), 0), EINVAL,
		      "IRP edge,inv refused");
	sim_accesses(IRP, &acc);
	check_u64(acc.reads + acc.writes, 0, "no config access for the refused inv events");
	tap_check(access("/sys/bus/event_source/devices/" IRP "/format/inv", F_OK),
		  IRP " has no inv format field");

	/* occupancy: the increments add up without a threshold */
	ge = box_open(IRP, BOX_CFG(0x12, 0x01, 0, 0, 0), 0);
	if (ge < 0)
		tap_bail("open cache_total_occupancy_any: %d", ge);
	sim_inject_ok(IRP, "event=0x12 count=1000 inc=128");
	check_u64(box_value(ge), 128000, "occupancy adds 128 per cycle at most, exactly");
	close(ge);
}

/* ---- IRP_PmonFilter ------------------------------------------------------ */

static void test_irp_filter(void)
{
	struct box_count ca, cb;
	int src, any, oq, a, b, g, i, ret, bounded = 1;
	struct sim_acc acc;
	uint64_t sum_a, sum_b;

	src = irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0), 3, 0, -1, 0);
	any = irp_open(BOX_CFG(0x10, 0x01, 0, 0, 0), 0, 0, -1, 0);
	if (src < 0 || any < 0)
		tap_bail("open source/any: %d %d", src, any);
	check_u64(irp_reg("IRP_PmonFilter"), 3, "IRP_PmonFilter holds the event's filter=3");
	sim_inject_ok(IRP, "event=0x10 count=10 inc=2 src=3");
	sim_inject_ok(IRP, "event=0x10 count=10 inc=9 src=5");
	check_u64(box_value(src), 20, "cache_read_occupancy_source counts queue 3 only");
	check_u64(box_value(any), 110, "cache_read_occupancy_any counts every queue");
	close(any);

	/* the same value shares the register: both run all the time */
	oq = irp_open(BOX_CFG(0x15, 0x08, 0, 0, 0), 3, 0, -1, 0);
	if (oq < 0)
		tap_bail("open transactions_orderingq: %d", oq);
	sim_inject_ok(IRP, "event=0x15,umask=0x1 count=7 src=3");
	sim_inject_ok(IRP, "event=0x15,umask=0x2 count=5 src=4");
	check_u64(box_value(oq), 7, "transactions_orderingq with the same filter counts queue 3");
	box_read(oq, &ca);
	box_read(src, &cb);
	tap_check(ca.running == ca.enabled && cb.running == cb.enabled,
		  "events with equal filter values count together, never multiplexed");
	close(oq);
	close(src);
	check_u64(irp_reg("IRP_PmonFilter"), 0, "IRP_PmonFilter is cleared when no event uses it");

	/* different values: never together in a group */
	g = irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0), 3, 0, -1, 1);
	if (g < 0)
		tap_bail("open group leader: %d", g);
	check_refused(irp_open(BOX_CFG(0x11, 0x02, 0, 0, 0) | UNIT1, 5, 0, g, 1), EINVAL,
		      "a group of events needing different filter values refused (EINVAL)");
	ret = irp_open(BOX_CFG(0x11, 0x02, 0, 0, 0) | UNIT1, 3, 0, g, 1);
	tap_check(ret >= 0, "a group with equal filter values opens: %d", ret);
	if (ret >= 0)
		close(ret);
	close(g);

	/*
	 * Separate events with different values take turns: each counts only
	 * its own queue. Queue 3 gets 1000 per round, queue 5 one: a count
	 * taken with the other's value would break the multiple.
	 */
	a = irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0), 3, 0, -1, 0);
	b = irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0) | UNIT1, 5, 0, -1, 0);
	if (a < 0 || b < 0)
		tap_bail("open two filter values: %d %d", a, b);
	for (i = 0; i < 20; i++) {
		/* what each counts with its own value ... */
		sim_inject_ok(IRP, "event=0x10 count=1000 src=3");
		sim_inject_ok(IRP, "event=0x10 count=1 src=5 unit=1");
		/* ... and what it would count with the other's */
		sim_inject_ok(IRP, "event=0x10 count=1000000 src=5");
		sim_inject_ok(IRP, "event=0x10 count=1000000 src=3 unit=1");
		sleep_ms(20);
	}
	box_read(a, &ca);
	box_read(b, &cb);
	sum_a = ca.value;
	sum_b = cb.value;
	tap_diag("filter=3: %llu (running %llu/%llu), filter=5: %llu (running %llu/%llu)",
		 (unsigned long long)sum_a, (unsigned long long)ca.running,
		 (unsigned long long)ca.enabled, (unsigned long long)sum_b,
		 (unsigned long long)cb.running, (unsigned long long)cb.enabled);
	if (sum_a % 1000 || sum_a > 20000 || sum_b > 20)
		bounded = 0;
	tap_check(bounded, "different filter values multiplex, each counting only its own queue");
	tap_check(ca.running < ca.enabled || cb.running < cb.enabled,
		  "and they did take turns");
	close(a);
	close(b);

	/* config1 only where it means something, and at most 32 bits */
	sim_accesses_reset(IRP);
	check_refused(irp_open(BOX_CFG(0x10, 0x01, 0, 0, 0), 3, 0, -1, 0), EINVAL,
		      "filter on an event that does not use it refused");
	check_refused(irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0), BIT_ULL(32), 0, -1, 0), EINVAL,
		      "a filter value beyond 32 bits refused");
	sim_accesses(IRP, &acc);
	check_u64(acc.reads + acc.writes, 0, "no config access for the refused filters");
}

/* Without irp_filter the driver does not know the register: refuse. */
static void test_irp_no_filter(void)
{
	struct sim_acc acc;
	int ret, fd;

	ret = ivb_reload("");
	if (ret) {
		tap_check(0, "reload " MOD " without irp_filter: %d", ret);
		return;
	}
	sim_accesses_reset(IRP);
	check_refused(irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0), 3, 0, -1, 0), EOPNOTSUPP,
		      "without irp_filter, cache_read_occupancy_source refused (EOPNOTSUPP)");
	check_refused(irp_open(BOX_CFG(0x15, 0x09, 0, 0, 0), 0, 0, -1, 0), EOPNOTSUPP,
		      "and transactions with ORDERINGQ too");
	sim_accesses(IRP, &acc);
	check_u64(acc.reads + acc.writes, 0, "with no config access");
	fd = box_open(IRP, BOX_CFG(0x10, 0x01, 0, 0, 0), 0);
	tap_check(fd >= 0, "cache_read_occupancy_any still opens: %d", fd);
	if (fd >= 0) {
		sim_inject_ok(IRP, "event=0x10 count=4 inc=4 src=9");
		check_u64(box_value(fd), 16, "and counts");
		close(fd);
	}
	ret = ivb_reload(run_params);
	tap_check(!ret, "reload " MOD " with the test's parameters (%s): %d", run_params, ret);
}

static void test_irp_bad_input(void)
{
	static const uint64_t bad[] = {
		BIT_ULL(16), BIT_ULL(17), BIT_ULL(19), BIT_ULL(20), BIT_ULL(21), BIT_ULL(22),
		BIT_ULL(23), BIT_ULL(33), BIT_ULL(63),
	};
	struct perf_event_attr attr;
	struct sim_acc a;
	unsigned int i;
	int cpu = pmu_cpu(IRP, 0);

	sim_accesses_reset(IRP);
	for (i = 0; i < ARRAY_SIZE(bad); i++)
		check_refused(box_open(IRP, 0x15 | 0x100 | bad[i], 0), EINVAL,
			      "IRP config bit %d refused", __builtin_ctzll(bad[i]));
	box_attr(&attr, IRP, 0x00);
	attr.config2 = 1;
	check_refused(perf_open(&attr, -1, cpu, -1, 0), EINVAL, "IRP config2 refused");
	box_attr(&attr, IRP, 0x00);
	attr.sample_period = 1000;
	check_refused(perf_open(&attr, -1, cpu, -1, 0), EOPNOTSUPP,
		      "IRP sampling refused (no overflow interrupt)");
	box_attr(&attr, IRP, 0x00);
	check_refused(perf_open(&attr, 0, -1, -1, 0), EINVAL,
		      "[perf core] IRP per-task event refused");
	sim_accesses(IRP, &a);
	tap_check(a.reads + a.writes == 0,
		  "no config access for refused IRP events (reads %llu, writes %llu)",
		  (unsigned long long)a.reads, (unsigned long long)a.writes);
	/* the simulator's own input checks, which the tests above rely on */
	check_errno(sim_inject(R0, "event=0x01 count=1 unit=1"), EINVAL,
		    "[simulator] unit= refused for a box without sub-units");
	check_errno(sim_inject(IRP, "event=0x00 count=1 src=1"), EINVAL,
		    "[simulator] src= refused for an IRP event without a source queue");
	check_errno(sim_inject(IRP, "event=0x10,umask=0x2 count=1"), EINVAL,
		    "[simulator] SOURCE is not an injected sub-event");
}

/* ---- R3QPI --------------------------------------------------------------- */

static void test_r3qpi(void)
{
	uint64_t step = 3 * (R3_WRAP / 4) + 7, want = 0;
	const char *links[3] = { R0, R1, R2 };
	struct sim_acc acc[3];
	int fd[3], i, l;

	for (l = 0; l < 3; l++) {
		fd[l] = box_open(links[l], BOX_CFG(0x11, 0x01, 0, 0, 0), 0);
		if (fd[l] < 0)
			tap_bail("open %s: %d", links[l], fd[l]);
	}
	for (l = 0; l < 3; l++)
		sim_inject_ok(links[l], "event=0x11,umask=0x1 count=%d", 100 * (l + 1));
	sim_inject_ok(R2, "event=0x11,umask=0x2 count=5000");
	for (l = 0; l < 3; l++)
		check_u64(box_value(fd[l]), 100 * (l + 1), "%s counts its own link's HOM inserts",
			  links[l]);
	for (l = 0; l < 3; l++)
		close(fd[l]);

	for (l = 0; l < 3; l++)
		sim_accesses_reset(links[l]);
	check_refused(box_open(R0, BOX_CFG(0x11, 0x01, 0, 1, 1), 0), EINVAL,
		      "R3QPI inv (bit 23) refused: Ivy Bridge-EP has none");
	tap_check(access("/sys/bus/event_source/devices/" R0 "/format/inv", F_OK),
		  "and " R0 " has no inv format field");
	tap_check(!access("/sys/bus/event_source/devices/" R0 "/events/vn1_credits_used_hom",
			  F_OK) &&
		  !access("/sys/bus/event_source/devices/" R0 "/events/vna_credits_acquired_bl",
			  F_OK),
		  "the Ivy Bridge-EP event list is named (vn1_credits_used_hom, vna_credits_acquired_bl)");
	for (i = 0; i < 3; i++)
		sim_accesses(links[i], &acc[i]);
	check_u64(acc[0].reads + acc[0].writes, 0, "no config access for the refused event");

	fd[0] = box_open(R2, BOX_CFG(0x01, 0, 0, 0, 0), 0);
	if (fd[0] < 0)
		tap_bail("open link 2 clockticks: %d", fd[0]);
	for (i = 0; i < 4; i++) {
		sim_inject_ok(R2, "event=0x01 count=%llu", (unsigned long long)step);
		want += step;
		check_u64(box_value(fd[0]), want, "link 2: 44-bit wrap %d, read in between", i + 1);
	}
	close(fd[0]);
}

/*
 * How many events of one code a group can hold. Written from the Ivy
 * Bridge-EP event list (ivytown_uncore.json, Counter field) and, for
 * codes it does not list, Linux's snbep_uncore_r3qpi_constraints: 0x13
 * counter 0 only; 0x10-0x12, 0x20-0x26, 0x28-0x34, 0x36-0x39 counters
 * 0-1; everything else all three.
 */
static void test_r3qpi_constraints(void)
{
	int code, bad = 0;

	for (code = 0x00; code <= 0x3f; code++) {
		int want = 3, n;

		if (code == 0x13)
			want = 1;
		else if ((code >= 0x10 && code <= 0x12) || (code >= 0x20 && code <= 0x26) ||
			 (code >= 0x28 && code <= 0x34) || (code >= 0x36 && code <= 0x39))
			want = 2;
		n = group_fits(R1, BOX_CFG(code, 0x01, 0, 0, 0), 4);
		if (n != want) {
			tap_diag("  event=0x%02x: %d fit in one group, want %d", code, n, want);
			bad++;
		}
	}
	tap_check(!bad,
		  "each R3QPI event code fits in a group as often as its counters (0x00-0x3f)");
}

/* ---- box control --------------------------------------------------------- */

/*
 * Every Ivy Bridge-EP PCI box control the manual lists (329468 Tables
 * 2-38, 2-72, 2-129) has bits 17:16 "SW must write to 1" and frz at 8,
 * without the Sandy Bridge-EP frz_en. The simulator shows the last value
 * written and counts every write that breaks the rule, per box.
 */
static void test_box_ctl(void)
{
	static const char * const pmus[] = { IRP, R0, R1, R2 };
	static const char * const regs[] = {
		"IRP_PCI_PMON_BOX_CTL", "R3_L0_PCI_PMON_BOX_CTL", "R3_L1_PCI_PMON_BOX_CTL",
		"R3_L2_PCI_PMON_BOX_CTL",
	};
	uint64_t v, bad;
	unsigned int i;
	int fd;

	for (i = 0; i < ARRAY_SIZE(pmus); i++) {
		/* a box's first use writes its box control */
		fd = box_open(pmus[i], BOX_CFG(0x01, 0, 0, 0, 0), 0);
		if (fd >= 0)
			close(fd);
		v = UINT64_MAX;
		sim_reg(pmus[i], regs[i], &v);
		tap_check(v != UINT64_MAX && (v & 0x30000) == 0x30000,
			  "%s: the last write (0x%llx) has bits 17:16 set, as 329468 requires",
			  regs[i], (unsigned long long)v);
		bad = UINT64_MAX;
		sim_reg(pmus[i], "SIM_RESERVED_BIT_WRITES", &bad);
		check_u64(bad, 0, "%s: no write broke a field's rule", pmus[i]);
	}
}

/* ---- global control ------------------------------------------------------ */

static int global_reg(const char *name, uint64_t *val)
{
	char buf[1024], want[64], *line, *save = NULL;
	unsigned long long addr, v;
	char n[64];
	int ret;

	ret = read_text(GLOBAL, buf, sizeof(buf));
	if (ret < 0)
		return ret;
	snprintf(want, sizeof(want), "%s", name);
	for (line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (sscanf(line, "%63s %llx %llx", n, &addr, &v) == 3 && !strcmp(n, want)) {
			*val = v;
			return 0;
		}
	}
	return -ENOENT;
}

/* U_MSR_PMON_GLOBAL_CTL of package @pkg, as the simulator shows it */
static uint64_t gctl_of(int pkg)
{
	char name[48];
	uint64_t v = UINT64_MAX;

	snprintf(name, sizeof(name), "U_MSR_PMON_GLOBAL_CTL%s", pkg ? ".pkg1" : "");
	global_reg(name, &v);
	return v;
}

/*
 * Another agent (PCM, a BMC) routes the uncore PMI to cores 0 and 2 and
 * wakes them for it: wk_on_pmi (30) and pmi_core_sel (14:0), Table 2-2.
 * The driver owns neither: they must survive its load, use and unload.
 * frz_all and unfrz_all read 0; bit 31 of the simulator's line is the
 * global freeze.
 */
#define AGENT_GCTL	0x40000005ULL

static void test_global(void)
{
	uint64_t gctl = UINT64_MAX, writes = 0;
	int npkg = 1, pkg, fd, ret;

	ret = global_reg("U_MSR_PMON_GLOBAL_CTL", &gctl);
	if (ret) {
		tap_check(0,
			  "the simulator models U_MSR_PMON_GLOBAL_CTL (boxpmu_sim nhmex=0 ivbep=1): %s",
			  strerror(-ret));
		return;
	}
	if (gctl_of(1) != UINT64_MAX && pmu_cpu(IRP, 1) >= 0)
		npkg = 2;
	ret = module_unload_wait(MOD, 3000);
	tap_check(!ret, "unload " MOD ": %d", ret);
	write_text(GLOBAL, "ctl=0x40000005");
	write_text(GLOBAL, "unfrz_all");
	for (pkg = 0; pkg < npkg; pkg++)
		check_u64(gctl_of(pkg), AGENT_GCTL,
			  "[simulator] package %d: another agent's wk_on_pmi and pmi_core_sel",
			  pkg);
	ret = module_load(MOD, run_params);
	tap_check(!ret, "load " MOD " (%s): %d", run_params, ret);

	for (pkg = 0; pkg < npkg; pkg++) {
		fd = box_open(IRP, BOX_CFG(0x00, 0, 0, 0, 0), pkg);
		if (fd < 0)
			tap_bail("open on package %d: %d", pkg, fd);
		sim_inject_ok(IRP, "event=0x00 count=777 pkg=%d", pkg);
		check_u64(box_value(fd), 777, "package %d: the IRP counts", pkg);
		close(fd);
		check_u64(gctl_of(pkg), AGENT_GCTL,
			  "package %d: after first use, the agent's fields are kept, not frozen",
			  pkg);
	}
	global_reg("SIM_GLOBAL_CTL_WRITES", &writes);
	tap_diag("the driver wrote U_MSR_PMON_GLOBAL_CTL %llu times on package 0",
		 (unsigned long long)writes);

	ret = module_unload_wait(MOD, 3000);
	tap_check(!ret, "unload " MOD ": %d", ret);
	for (pkg = 0; pkg < npkg; pkg++) {
		gctl = gctl_of(pkg);
		check_u64(gctl, AGENT_GCTL,
			  "package %d: unloading leaves it as found (not frozen, agent's fields kept)",
			  pkg);
	}
	ret = module_load(MOD, run_params);
	tap_check(!ret, "load " MOD " again (%s): %d", run_params, ret);

	/* a frozen package (another agent's frz_all, or an old driver's unload) */
	write_text(GLOBAL, "frz_all");
	fd = box_open(IRP, BOX_CFG(0x00, 0, 0, 0, 0), 0);
	if (fd < 0)
		tap_bail("open after reload: %d", fd);
	sim_inject_ok(IRP, "event=0x00 count=4242");
	check_u64(box_value(fd), 4242, "first use unfreezes a frozen package: the IRP counts");
	close(fd);
	fd = box_open(R1, BOX_CFG(0x01, 0, 0, 0, 0), 0);
	if (fd < 0)
		tap_bail("open link 1: %d", fd);
	sim_inject_ok(R1, "event=0x01 count=17");
	check_u64(box_value(fd), 17, "and R3QPI link 1 counts too");
	close(fd);
	check_u64(gctl_of(0), AGENT_GCTL, "and keeps the agent's wk_on_pmi and pmi_core_sel");
	ret = global_reg("SIM_RESERVED_BIT_WRITES", &writes);
	check_u64(ret ? UINT64_MAX : writes, 0, "no reserved bit of U_MSR_PMON_GLOBAL_CTL written");
}

/* ---- sockets, unbind ----------------------------------------------------- */

/* Package 1's IRP probes while no CPU of package 1 is online. */
static void test_sockets(void)
{
	int a, b, c, d;

	if (!two_packages(IRP, "per-socket boxes count independently"))
		return;
	a = box_open(IRP, BOX_CFG(0x15, 0x01, 0, 0, 0), 0);
	b = box_open(IRP, BOX_CFG(0x15, 0x01, 0, 0, 0), 1);
	c = box_open(R2, BOX_CFG(0x01, 0, 0, 0, 0), 0);
	d = box_open(R2, BOX_CFG(0x01, 0, 0, 0, 0), 1);
	if (a < 0 || b < 0 || c < 0 || d < 0)
		tap_bail("open per package: %d %d %d %d", a, b, c, d);
	sim_inject_ok(IRP, "event=0x15,umask=0x1 count=300 pkg=0");
	sim_inject_ok(IRP, "event=0x15,umask=0x1 count=500 pkg=1");
	sim_inject_ok(R2, "event=0x01 count=30 pkg=0");
	sim_inject_ok(R2, "event=0x01 count=50 pkg=1");
	check_u64(box_value(a), 300,
		  "package 0's IRP (IIO bus 00, below uncore bus 3f) counts package 0's events");
	check_u64(box_value(b), 500,
		  "package 1's IRP (IIO bus 40, below uncore bus 7f) counts package 1's events");
	check_u64(box_value(c), 30, "package 0's link 2 counts package 0's events");
	check_u64(box_value(d), 50, "package 1's link 2 counts package 1's events");
	close(a);
	close(b);
	close(c);
	close(d);
	test_probe_offline(DRV, IRP_DEV1, IRP, BOX_CFG(0x00, 0, 0, 0, 0), "event=0x00");
}

static void test_unbind(void)
{
	int fd, fd2, ret;

	fd = irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0), 6, 0, -1, 0);
	if (fd < 0)
		tap_bail("open: %d", fd);
	sim_inject_ok(IRP, "event=0x10 count=100 src=6");
	ret = write_text(DRV "/unbind", IRP_DEV0);
	tap_check(!ret, "unbind " IRP_DEV0 " with a filtered event open: %d", ret);
	check_u64(box_value(fd), 100, "the event keeps its count after unbind");
	sim_inject(IRP, "event=0x10 count=50 src=6");
	check_u64(box_value(fd), 100, "and reads no more registers");
	ret = write_text(DRV "/bind", IRP_DEV0);
	tap_check(!ret, "rebind while the old device's event is open: %d", ret);
	fd2 = irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0), 6, 0, -1, 0);
	tap_check(fd2 >= 0, "new filtered event after rebind: %d", fd2);
	check_u64(irp_reg("IRP_PmonFilter"), fd2 >= 0 ? 6 : 0,
		  "the new binding programs IRP_PmonFilter again");
	sim_inject_ok(IRP, "event=0x10 count=42 src=6");
	check_u64(box_value(fd), 100, "the old event keeps its count after the rebind");
	if (fd2 >= 0) {
		check_u64(box_value(fd2), 42, "the new event counts on the new binding");
		close(fd2);
	}
	close(fd);
}

static void test_perf_stat(void)
{
	char cmd[768], line[512];
	unsigned long long v = 0;
	int found = 0;
	FILE *p;

	snprintf(cmd, sizeof(cmd),
		 "perf stat -x, -a -e uncore_r3qpi/clockticks/ -- sh -c 'echo event=0x01 count=1000 > %s;"
		 " echo event=0x01 count=200 > %s; echo event=0x01 count=34 > %s' 2>&1",
		 sim_path(R0, "inject"), sim_path(R1, "inject"), sim_path(R2, "inject"));
	p = popen(cmd, "r");
	if (!p) {
		tap_check(0, "perf stat ran");
		return;
	}
	while (fgets(line, sizeof(line), p)) {
		tap_diag("perf: %s", strtok(line, "\n") ? line : "");
		if (strstr(line, "clockticks") && sscanf(line, "%llu,", &v) == 1)
			found = 1;
	}
	pclose(p);
	tap_check(found, "perf stat printed uncore_r3qpi/clockticks/");
	check_u64(v, 1234, "perf stat -e uncore_r3qpi/<name>/ sums the three links");
}

/*
 * The derived poll interval, as the core logs it at load, from the
 * manual's numbers written here independently: half the fastest wrap,
 * 2^width / (max increment per cycle * clock). IRP: 48 bits, 128 per
 * cycle (the CACHE_*_OCCUPANCY events, 329468 p.104), 3 GHz; R3QPI: 44
 * bits, 64 per cycle, 3 GHz.
 */
static void check_interval(const char *type, unsigned int width, unsigned int max_inc)
{
	uint64_t wrap_us = (BIT_ULL(width) - 1) / ((uint64_t)max_inc * 3000);
	unsigned long long want = wrap_us / 2 / 1000, got = 0;
	char line[512], key[64], inc[32];
	FILE *p = popen("dmesg", "r");
	int found = 0, at_most = 0;

	snprintf(key, sizeof(key), "uncore_%s: poll interval ", type);
	snprintf(inc, sizeof(inc), "at most %u/cycle", max_inc);
	while (p && fgets(line, sizeof(line), p)) {
		char *k = strstr(line, key);

		if (!k || sscanf(k + strlen(key), "%llu ms", &got) != 1)
			continue;
		found = 1;
		at_most = !!strstr(line, inc);
	}
	if (p)
		pclose(p);
	if (!tap_check(found && at_most, "uncore_%s's poll interval derives from %u/cycle", type,
		       max_inc))
		tap_diag("  no \"%s\" line with \"%s\" in dmesg", key, inc);
	check_u64(got, want, "uncore_%s polls every %llu ms (%u bits, %u/cycle, 3 GHz)", type, want,
		  width, max_inc);
}

static void test_clean(void)
{
	uint64_t n = UINT64_MAX;
	int64_t sum;

	sim_reg(IRP, "SIM_NMI_CONFIG_ACCESSES", &n);
	check_u64(n, 0, "no PCI config access from NMI context");
	sum = sim_reserved_writes();
	/* every simulated box: the IRP, the R3QPI links, the global control */
	tap_check(!sum, "no register written against the manuals' rules (%lld)", (long long)sum);
}

/* Write config dword @off of PCI device @dev through sysfs, as software may. */
static int cfg_write(const char *dev, unsigned int off, uint32_t val)
{
	char path[128];
	uint32_t le = htole32(val);
	int fd, ret;

	snprintf(path, sizeof(path), "/sys/bus/pci/devices/%s/config", dev);
	fd = open(path, O_WRONLY);
	if (fd < 0)
		return -errno;
	ret = pwrite(fd, &le, sizeof(le), off) == sizeof(le) ? 0 : -errno;
	close(fd);
	return ret;
}

/*
 * One write of @val to register @name (config offset @off) of link 0;
 * SIM_RESERVED_BIT_WRITES must then have grown by @more.
 */
static void police(const char *name, unsigned int off, uint32_t val, unsigned int more,
		   const char *what)
{
	int64_t before, after;
	int ret;

	before = sim_reserved_writes();
	ret = cfg_write(R3_DEV0, off, val);
	after = sim_reserved_writes();
	check_u64(before < 0 || after < 0 ? UINT64_MAX : (uint64_t)(after - before), more,
		  "policing: %s %s (0x%x, written %s): %u violation(s)",
		  name, what, val, ret ? strerror(-ret) : "ok", more);
	sim_reserved_expect(more);	/* made on purpose: not the driver's */
}

static void test_policing(void)
{
	uint64_t box = 0x30000, ctl = 0;

	sim_reg(R0, "R3_L0_PCI_PMON_BOX_CTL", &box);
	sim_reg(R0, "R3_L0_PCI_PMON_CTL0", &ctl);
	/* Table 2-38/2-72: bits 17:16 "SW must write 1" */
	police("R3_L0_PCI_PMON_BOX_CTL", 0xf4, (uint32_t)box & ~0x30000u, 1,
	       "without bits 17:16");
	police("R3_L0_PCI_PMON_BOX_CTL", 0xf4, (uint32_t)box | 0x30000u, 0, "with them");
	/* Table 2-192: bit 21 reserved, must be written 0 */
	police("R3_L0_PCI_PMON_CTL0", 0xd8, (uint32_t)ctl | (1u << 21), 1, "with bit 21");
	police("R3_L0_PCI_PMON_CTL0", 0xd8, (uint32_t)ctl & ~(1u << 21), 0, "without it");
}

int main(void)
{
	char why[200];

	tap_init("ivbep", 120);
	/* the simulator's Ivy Bridge-EP: its IRP box and global control */
	if (access(sim_path(IRP, "inject"), W_OK) || access(GLOBAL, R_OK)) {
		snprintf(why, sizeof(why), "%s",
			 access("/sys/module/boxpmu_sim", F_OK) ? "boxpmu_sim is not loaded" :
			 "boxpmu_sim does not simulate Ivy Bridge-EP (load it with ivbep=1)");
		tap_skip(why, "Ivy Bridge-EP IRP and R3QPI PMUs on the simulator");
		return tap_finish();
	}
	/* then its devices are there: the driver must serve all of them */
	if (!tap_check(pmu_exists(IRP) && pmu_exists(R0) && pmu_exists(R1) && pmu_exists(R2),
		       MOD " registered " IRP " and " R0 ".." R2))
		return tap_finish();
	if (!tap_check(!access(DRV "/" IRP_DEV0, F_OK) && !access(DRV "/" R3_DEV0, F_OK) &&
		       !access(DRV "/10000:3f:12.5", F_OK),
		       MOD " bound the simulated IRP (" IRP_DEV0 ") and R3QPI links"))
		return tap_finish();
	snapshot();
	tap_cleanup(restore);
	if (strcmp(orig_params, run_params)) {
		tap_diag("loaded with %s; the test runs with %s", orig_params, run_params);
		if (ivb_reload(run_params))
			tap_bail("reload " MOD " %s", run_params);
	}
	test_irp_exact();
	test_irp_wrap();
	test_irp_carry();
	test_irp_constraints();
	test_irp_thresh();
	test_irp_filter();
	test_irp_bad_input();
	test_r3qpi();
	test_r3qpi_constraints();
	test_box_ctl();
	test_sockets();
	test_unbind();
	test_perf_stat();
	test_global();
	test_irp_no_filter();
	test_irp_poll();
	check_interval("irp", 48, 128);
	check_interval("r3qpi", 44, 64);
	test_clean();
	test_policing();
	return tap_finish();
}
