// SPDX-License-Identifier: GPL-2.0
/*
 * r3qpi: the Sandy Bridge-EP R3QPI PMUs (boxpmu_snbep) on the simulator's
 * software PCI devices: exact counts, 44-bit wraps, the high-low-high read,
 * the constraints of the guide's Table 2-122, failed reads, unbinding with
 * events open, no config access from NMI. Per-socket boxes need --sockets 2
 * and boxpmu_sim snbep_sockets=2.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

#include "boxpmu_lib.h"

#define L0		"uncore_r3qpi_0"
#define L1		"uncore_r3qpi_1"
#define R3_WRAP		BIT_ULL(44)
#define MOD		"boxpmu_snbep"
#define DRV		"/sys/bus/pci/drivers/" MOD
#define DEV0		"10000:3f:13.5"
#define DEV_PKG1	"10001:7f:13.5"

/* boxpmu_snbep's parameters when the test started, to restore them. */
static char r3_boot_params[32];

static void r3_snapshot(void)
{
	long poll_ms;

	if (read_long("/sys/module/" MOD "/parameters/poll_ms", &poll_ms) == 0)
		snprintf(r3_boot_params, sizeof(r3_boot_params), "poll_ms=%ld", poll_ms);
}

static void r3_restore(void)
{
	if (access("/sys/module/" MOD, F_OK)) {
		module_load(MOD, r3_boot_params);
		return;
	}
	if (access(DRV "/" DEV0, F_OK))
		write_text(DRV "/bind", DEV0);
	write_text(sim_path(L0, "carry_between_reads"), "0");
}

/* Raw value of the counter programmed with @config, from the regs file. */
static int raw_counter(const char *pmu, uint64_t config, uint64_t *raw)
{
	char buf[2048], name[64];
	unsigned long long addr, v, ctl[3] = { 0 }, ctr[3] = { 0 };
	char *line, *save = NULL;
	int i, n;

	n = read_text(sim_path(pmu, "regs"), buf, sizeof(buf));
	if (n < 0)
		return n;
	for (line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (sscanf(line, "%63s %llx %llx", name, &addr, &v) != 3 || strstr(name, ".pkg"))
			continue;
		for (i = 0; i < 3; i++) {
			char want[32];

			snprintf(want, sizeof(want), "_CTL%d", i);
			if (strstr(name, want))
				ctl[i] = v;
			snprintf(want, sizeof(want), "_CTR%d", i);
			if (strstr(name, want))
				ctr[i] = v;
		}
	}
	for (i = 0; i < 3; i++) {
		if ((ctl[i] & BIT_ULL(22)) && (ctl[i] & ~BIT_ULL(22)) == config) {
			*raw = ctr[i];
			return 0;
		}
	}
	return -ENOENT;
}

static void test_exact(void)
{
	int a = box_open(L0, BOX_CFG(0x11, 0x01, 0, 0, 0), 0);
	int b = box_open(L0, BOX_CFG(0x11, 0x03, 0, 0, 0), 0);
	int c = box_open(L1, BOX_CFG(0x11, 0x02, 0, 0, 0), 0);

	if (a < 0 || b < 0 || c < 0)
		tap_bail("open: %d %d %d", a, b, c);
	sim_inject_ok(L0, "event=0x11,umask=0x1 count=1000");
	sim_inject_ok(L0, "event=0x11,umask=0x2 count=30");
	sim_inject_ok(L1, "event=0x11,umask=0x2 count=7");
	sim_inject_ok(L1, "event=0x11,umask=0x1 count=5");
	check_u64(box_value(a), 1000, "rxr_inserts_hom counts HOM only");
	check_u64(box_value(b), 1030, "umask 0x3 counts HOM and SNP");
	check_u64(box_value(c), 7, "link 1 counts its own events, SNP only");
	close(a);
	close(b);
	close(c);
}

static void test_wrap(void)
{
	uint64_t step = 3 * (R3_WRAP / 4) + 11, want = 0;
	int fd = box_open(L0, BOX_CFG(0x01, 0, 0, 0, 0), 0);
	int i, ok = 1;

	if (fd < 0)
		tap_bail("open clockticks: %d", fd);
	for (i = 0; i < 5; i++) {
		sim_inject_ok(L0, "event=0x01 count=%llu", (unsigned long long)step);
		want += step;
		ok &= check_u64(box_value(fd), want, "44-bit wrap %d, read in between", i + 1);
	}
	close(fd);
	(void)ok;
}

/*
 * poll_ms=10, no reads of our own: four injections of 3/4 of the 44-bit
 * range; two of them without a poll in between would lose 2^44.
 */
static void test_poll(void)
{
	int fd, ret;

	ret = module_unload_wait(MOD, 3000);
	if (!ret)
		ret = module_load(MOD, "poll_ms=10");
	if (ret) {
		tap_check(0, "reload " MOD " poll_ms=10: %d", ret);
		return;
	}
	fd = box_open(L0, BOX_CFG(0x01, 0, 0, 0, 0), 0);
	if (fd < 0)
		tap_bail("open clockticks (poll_ms=10): %d", fd);
	check_poll_folds(L0, fd, "event=0x01", 3 * (R3_WRAP / 4) + 5);
	close(fd);
	ret = module_unload_wait(MOD, 3000);
	if (!ret)
		ret = module_load(MOD, r3_boot_params);
	tap_check(!ret, "reload " MOD " as the test found it (%s): %d", r3_boot_params, ret);
}

static void test_carry(void)
{
	uint64_t config = BOX_CFG(0x01, 0, 0, 0, 0), raw;
	int fd = box_open(L0, config, 0);

	if (fd < 0)
		tap_bail("open clockticks: %d", fd);
	if (raw_counter(L0, config, &raw))
		tap_check(0, "carry: counter found in regs");
	else
		check_split_carry(L0, fd, raw, "event=0x01", "R3QPI");
	close(fd);
}

/*
 * How many events of one code a group can hold: as many as the counters
 * the code may use. Written from the guide's Table 2-122 (and, for codes
 * it does not list, Linux's snbep_uncore_r3qpi_constraints), not from the
 * driver: 0x13 counter 0 only; the rest below counters 0-1; everything
 * else, 0x35 included, all three.
 */
static const struct {
	unsigned int code;
	int fit;
} code_fit[] = {
	{ 0x01, 3 }, { 0x07, 3 }, { 0x08, 3 }, { 0x09, 3 }, { 0x0a, 3 },
	{ 0x10, 2 }, { 0x11, 2 }, { 0x12, 2 }, { 0x13, 1 },
	{ 0x20, 2 }, { 0x21, 2 }, { 0x22, 2 },
	{ 0x23, 2 }, { 0x24, 2 }, { 0x25, 2 }, { 0x26, 2 },
	{ 0x28, 2 }, { 0x29, 2 }, { 0x2a, 2 }, { 0x2b, 2 },
	{ 0x2c, 2 }, { 0x2d, 2 }, { 0x2e, 2 }, { 0x2f, 2 },
	{ 0x30, 2 }, { 0x31, 2 }, { 0x32, 2 }, { 0x33, 2 }, { 0x34, 2 },
	{ 0x35, 3 }, { 0x36, 2 }, { 0x37, 2 }, { 0x38, 2 }, { 0x39, 2 },
};

/* Open up to @max events of @code in one group; how many fit. */
static int group_fits(unsigned int code, int max)
{
	int fd[4], n, i;

	for (n = 0; n < max; n++) {
		fd[n] = box_open_group(L0, BOX_CFG(code, 0x01, 0, 0, 0), 0, n ? fd[0] : -1, 1);
		if (fd[n] < 0) {
			if (fd[n] != -EINVAL)
				tap_diag("  code 0x%02x member %d: %s", code, n, strerror(-fd[n]));
			break;
		}
	}
	for (i = 0; i < n; i++)
		close(fd[i]);
	return n;
}

static void test_constraint_table(void)
{
	unsigned int i;
	int bad = 0;

	for (i = 0; i < ARRAY_SIZE(code_fit); i++) {
		int n = group_fits(code_fit[i].code, 4);

		if (n != code_fit[i].fit) {
			tap_diag("  event=0x%02x: %d fit in one group, want %d", code_fit[i].code,
				 n, code_fit[i].fit);
			bad++;
		}
	}
	tap_check(!bad,
		  "each event code fits in a group as often as the counters it may use (%u codes)",
		  (unsigned int)ARRAY_SIZE(code_fit));
}

/* A counter dword reading all ones is a failed read: the count stays. */
static void test_all_ones(void)
{
	int fd = box_open(L0, BOX_CFG(0x01, 0, 0, 0, 0), 0), ret;

	if (fd < 0)
		tap_bail("open clockticks: %d", fd);
	sim_inject_ok(L0, "event=0x01 count=1000");
	check_u64(box_value(fd), 1000, "all ones: count before");
	ret = sim_fail_reads(L0, 1);
	if (ret < 0)
		tap_bail("fail_reads: %s", strerror(-ret));
	check_u64(box_value(fd), 1000, "a counter read of all ones (device gone) adds nothing");
	check_u64(sim_fail_reads_left(L0), 0, "read() made that read");
	sim_inject_ok(L0, "event=0x01 count=24");
	check_u64(box_value(fd), 1024, "the next good read catches up");
	close(fd);
}

static void test_constraints(void)
{
	struct box_count c[4];
	uint64_t sum = 0;
	int lead, fd[4], i, ret, muxed = 0, sane = 1, bounded = 1, failed_inj = 0;

	lead = box_open_group(L0, BOX_CFG(0x13, 0x01, 0, 0, 0), 0, -1, 1);
	if (lead < 0)
		tap_bail("open 0x13: %d", lead);
	check_refused(box_open_group(L0, BOX_CFG(0x13, 0x02, 0, 0, 0), 0, lead, 1), EINVAL,
		      "two event=0x13 in one group refused");
	ret = box_open_group(L0, BOX_CFG(0x10, 0x01, 0, 0, 0), 0, lead, 1);
	tap_check(ret >= 0, "0x13 (counter 0) with 0x10 (counters 0-1) fits: %d", ret);
	if (ret >= 0) {
		int r2 = box_open_group(L0, BOX_CFG(0x31, 0, 0, 0, 0), 0, lead, 1);

		check_errno(r2 < 0 ? r2 : 0, EINVAL,
			    "0x13 + 0x10 + 0x31 (three on counters 0-1) refused");
		if (r2 >= 0)
			close(r2);
		close(ret);
	}
	close(lead);

	for (i = 0; i < 4; i++) {
		fd[i] = box_open(L0, BOX_CFG(0x07, 1U << i, 0, 0, 0), 0);
		if (fd[i] < 0)
			tap_bail("open event %d of 4: %d", i, fd[i]);
	}
	for (i = 0; i < 20; i++) {
		ret = sim_inject(L0, "event=0x07,umask=0xf count=1000");
		if (ret < 0)
			failed_inj++;
		sleep_ms(20);
	}
	if (!tap_check(!failed_inj, "four events on three counters: all 20 injections accepted"))
		tap_diag("  %d injections failed", failed_inj);
	for (i = 0; i < 4; i++) {
		if (box_read(fd[i], &c[i])) {
			sane = 0;
			bounded = 0;
			c[i].value = 0;
			c[i].enabled = 0;
			c[i].running = 0;
		}
		if (c[i].running > c[i].enabled || !c[i].running)
			sane = 0;
		if (c[i].running < c[i].enabled)
			muxed++;
		/* a counter sees an injection whole or not at all */
		if (c[i].value > 20 * 1000 || c[i].value % 1000)
			bounded = 0;
		sum += c[i].value;
		tap_diag("event %d: value %llu enabled %llu running %llu", i,
			 (unsigned long long)c[i].value, (unsigned long long)c[i].enabled,
			 (unsigned long long)c[i].running);
		close(fd[i]);
	}
	tap_check(sane, "four events on three counters: 0 < time_running <= time_enabled");
	tap_check(muxed > 0, "four events on three counters multiplex (%d ran part-time)", muxed);
	tap_check(bounded, "each count is whole injections and at most the 20000 injected");
	if (!tap_check(sum <= 3 * 20 * 1000, "the counts add up to at most 3 counters x 20000"))
		tap_diag("  sum %llu", (unsigned long long)sum);
}

/*
 * A counter-0-only event arriving while counter 0 is taken moves the event
 * on it to another counter: a running event keeps counting without losing
 * a count. A disabled event (which perf takes off the box) neither counts
 * nor blocks the placement, and counts on once enabled again.
 */
static void test_displace(void)
{
	int a, b, c, d;

	a = box_open(L0, BOX_CFG(0x07, 0x01, 0, 0, 0), 0);
	if (a < 0)
		tap_bail("open ring_ad_used: %d", a);
	sim_inject_ok(L0, "event=0x07,umask=0x1 count=100");
	b = box_open(L0, BOX_CFG(0x13, 0x01, 0, 0, 0), 0);
	if (b < 0)
		tap_bail("open rxr_occupancy: %d", b);
	sim_inject_ok(L0, "event=0x07,umask=0x1 count=50");
	sim_inject_ok(L0, "event=0x13,umask=0x1 count=7 inc=3");
	check_u64(box_value(a), 150, "a running event moved off counter 0 keeps its count");
	check_u64(box_value(b), 21, "the counter-0-only event counts on counter 0");
	close(a);
	close(b);

	c = box_open(L0, BOX_CFG(0x08, 0x01, 0, 0, 0), 0);
	if (c < 0)
		tap_bail("open ring_ak_used: %d", c);
	sim_inject_ok(L0, "event=0x08,umask=0x1 count=11");
	box_disable(c);
	d = box_open(L0, BOX_CFG(0x13, 0x01, 0, 0, 0), 0);
	if (d < 0)
		tap_bail("open rxr_occupancy: %d", d);
	sim_inject_ok(L0, "event=0x08,umask=0x1 count=1000");
	check_u64(box_value(c), 11,
		  "a disabled event does not count while the counter-0 event runs");
	box_enable(c);
	sim_inject_ok(L0, "event=0x08,umask=0x1 count=5");
	check_u64(box_value(c), 16, "and counts again once enabled");
	close(c);
	close(d);
}

static void test_bad_input(void)
{
	static const uint64_t bad[] = {
		BIT_ULL(16), BIT_ULL(17), BIT_ULL(19), BIT_ULL(20), BIT_ULL(21), BIT_ULL(22),
		BIT_ULL(32), BIT_ULL(63),
	};
	struct perf_event_attr attr;
	struct sim_acc a0, a1;
	unsigned int i;
	int cpu = pmu_cpu(L0, 0);

	sim_accesses_reset(L0);
	sim_accesses_reset(L1);
	for (i = 0; i < ARRAY_SIZE(bad); i++)
		check_refused(box_open(L0, 0x01 | bad[i], 0), EINVAL,
			      "config bit %d refused", __builtin_ctzll(bad[i]));
	check_refused(box_open(L0, BOX_CFG(0x11, 0x01, 0, 1, 0), 0), EINVAL,
		      "inv without thresh refused");
	box_attr(&attr, L0, 0x01);
	attr.config1 = 1;
	check_refused(perf_open(&attr, -1, cpu, -1, 0), EINVAL, "config1 refused");
	box_attr(&attr, L0, 0x01);
	attr.sample_period = 1000;
	check_refused(perf_open(&attr, -1, cpu, -1, 0), EOPNOTSUPP,
		      "sampling refused (no overflow interrupt)");
	box_attr(&attr, L0, 0x01);
	check_refused(perf_open(&attr, 0, -1, -1, 0), EINVAL, "[perf core] per-task event refused");
	sim_accesses(L0, &a0);
	sim_accesses(L1, &a1);
	tap_check(a0.reads + a0.writes + a1.reads + a1.writes == 0,
		  "no config access for refused events (reads %llu, writes %llu)",
		  (unsigned long long)(a0.reads + a1.reads),
		  (unsigned long long)(a0.writes + a1.writes));
}

static void test_unbind_rmmod(void)
{
	uint64_t before;
	int fd, fd2, ret;

	fd = box_open(L0, BOX_CFG(0x01, 0, 0, 0, 0), 0);
	if (fd < 0)
		tap_bail("open: %d", fd);
	sim_inject_ok(L0, "event=0x01 count=100");
	ret = write_text(DRV "/unbind", DEV0);
	tap_check(!ret, "unbind " DEV0 " with an event open: %d", ret);
	before = box_value(fd);
	check_u64(before, 100, "the event keeps its count after unbind");
	sim_inject(L0, "event=0x01 count=50");
	check_u64(box_value(fd), 100, "and reads no more registers");
	ret = write_text(DRV "/bind", DEV0);
	tap_check(!ret, "rebind while the old device's event is open: %d", ret);
	fd2 = box_open(L0, BOX_CFG(0x01, 0, 0, 0, 0), 0);
	tap_check(fd2 >= 0, "new event after rebind: %d", fd2);
	sim_inject_ok(L0, "event=0x01 count=42");
	check_u64(box_value(fd), 100, "the old event keeps its count after the rebind");
	if (fd2 >= 0) {
		check_u64(box_value(fd2), 42, "the new event counts on the new binding");
		close(fd2);
	}
	close(fd);
	ret = write_text(DRV "/unbind", DEV0);
	tap_check(!ret, "unbind again: %d", ret);
	ret = write_text(DRV "/bind", DEV0);
	tap_check(!ret, "and bind with no event open: %d", ret);
	fd = box_open(L0, BOX_CFG(0x01, 0, 0, 0, 0), 0);
	tap_check(fd >= 0, "new event after the second rebind: %d", fd);
	if (fd < 0)
		return;
	sim_inject_ok(L0, "event=0x01 count=42");
	check_u64(box_value(fd), 42, "counts after rebind");

	fd2 = box_open(L1, BOX_CFG(0x01, 0, 0, 0, 0), 0);
	tap_check(fd2 >= 0, "second event, on link 1: %d", fd2);
	/*
	 * perf holds a module reference per event: delete_module(O_NONBLOCK)
	 * fails with EWOULDBLOCK (== EAGAIN) on 6.1; EBUSY (module coming or
	 * going) means refused too. Anything else is wrong.
	 */
	ret = syscall(SYS_delete_module, MOD, O_NONBLOCK) ? -errno : 0;
	if (!tap_check(ret == -EAGAIN || ret == -EBUSY,
		       "rmmod " MOD " with events open refused with EAGAIN or EBUSY"))
		tap_diag("  delete_module: %s", ret ? strerror(-ret) : "succeeded");
	if (!ret)
		module_load(MOD, r3_boot_params);
	close(fd);
	if (fd2 >= 0)
		close(fd2);
}

/*
 * Package 1's link-0 device probes while no CPU of package 1 is online:
 * it binds, the PMU's cpumask lists no CPU of package 1 until one comes
 * back, and then the box counts.
 */
static void test_sockets(void)
{
	int a, b;

	if (!two_packages(L0, "per-socket boxes count independently"))
		return;
	a = box_open(L0, BOX_CFG(0x01, 0, 0, 0, 0), 0);
	b = box_open(L0, BOX_CFG(0x01, 0, 0, 0, 0), 1);
	if (a < 0 || b < 0)
		tap_bail("open per package: %d %d", a, b);
	sim_inject_ok(L0, "event=0x01 count=300 pkg=0");
	sim_inject_ok(L0, "event=0x01 count=500 pkg=1");
	check_u64(box_value(a), 300, "package 0's link 0 counts package 0's events");
	check_u64(box_value(b), 500, "package 1's link 0 counts package 1's events");
	close(a);
	close(b);
	test_probe_offline(DRV, DEV_PKG1, L0, BOX_CFG(0x01, 0, 0, 0, 0), "event=0x01");
}

static void test_perf_stat(void)
{
	char cmd[512], line[512];
	unsigned long long v = 0;
	int found = 0;
	FILE *p;

	snprintf(cmd, sizeof(cmd),
		 "perf stat -x, -a -e uncore_r3qpi/vna_credits_acquired/ -- sh -c 'echo event=0x33 count=1234 > %s;"
		 " echo event=0x33 count=766 > %s' 2>&1",
		 sim_path(L0, "inject"), sim_path(L1, "inject"));
	p = popen(cmd, "r");
	if (!p) {
		tap_check(0, "perf stat ran");
		return;
	}
	while (fgets(line, sizeof(line), p)) {
		tap_diag("perf: %s", strtok(line, "\n") ? line : "");
		if (strstr(line, "vna_credits_acquired") && sscanf(line, "%llu,", &v) == 1)
			found = 1;
	}
	pclose(p);
	tap_check(found, "perf stat printed uncore_r3qpi/vna_credits_acquired/");
	check_u64(v, 2000, "perf stat -e uncore_r3qpi/<name>/ sums both links");
}

/*
 * PCI config space is never reached from an NMI: the real path takes a
 * lock the interrupted code may hold. Counted by the simulator over the
 * whole guest run so far, PMIs of the Xeon 7500 driver included.
 */
static void test_no_nmi_config(void)
{
	uint64_t n = UINT64_MAX;

	sim_reg(L0, "SIM_NMI_CONFIG_ACCESSES", &n);
	check_u64(n, 0, "no PCI config access from NMI context");
}

int main(void)
{
	tap_init("r3qpi", 120);
	/* Ivy Bridge-EP has PMUs of the same names: the ivbep test is for it */
	if (!access(sim_path("uncore_irp", "inject"), F_OK)) {
		tap_skip("the simulator models Ivy Bridge-EP (boxpmu_sim ivbep=1); see ivbep",
			 "Sandy Bridge-EP R3QPI PMUs present");
		return tap_finish();
	}
	if (!pmu_exists(L0) || !pmu_exists(L1)) {
		char why[200];

		snprintf(why, sizeof(why), "%s%s%s",
			 access("/sys/module/" MOD, F_OK) ? MOD " is not loaded" :
			 MOD " is loaded but registered no PMU",
			 pmu_exists(L0) ? "" : "; no " L0, pmu_exists(L1) ? "" : "; no " L1);
		tap_skip(why, "R3QPI PMUs present");
		return tap_finish();
	}
	r3_snapshot();
	tap_cleanup(r3_restore);
	test_exact();
	test_wrap();
	test_carry();
	test_constraint_table();
	test_constraints();
	test_displace();
	test_all_ones();
	test_bad_input();
	test_sockets();
	test_perf_stat();
	test_unbind_rmmod();
	test_poll();
	test_no_nmi_config();
	return tap_finish();
}
