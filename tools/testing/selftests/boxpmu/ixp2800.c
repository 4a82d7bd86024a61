// SPDX-License-Identifier: GPL-2.0
/* ixp2800: the IXP2800 chip PMU (boxpmu_ixp2800) on the simulator's platform device */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/utsname.h>

#include "boxpmu_lib.h"
#include "kselftest_harness.h"
#include "xscale_common.h"

#define PMU		"uncore_ixp2800"
#define MOD		"boxpmu_ixp2800"
#define DRV		"/sys/bus/platform/drivers/" MOD
#define DEV		"ixp2800-pmu"
#define WRAP		BIT_ULL(32)
#define STEP		(3 * (WRAP / 4))
#define BAD_CPU		pmu_cpu(PMU, 0)

/* selectors: block 15:12, target 11:6, ESC 5:0 */
#define ME00(esc)	(0x9800 | (esc))
#define DRAM0(esc)	(0x3580 | (esc))
#define UPDOWN(a, b)	((uint64_t)(a) | (uint64_t)(b) << 16)
#define THRESH(n, down)	((uint64_t)(n) | (uint64_t)(down) << 31)

#define reg(name)	sim_reg_val(PMU, name)

static void chap_inject(unsigned int ev, uint64_t n)
{
	sim_inject_ok(PMU, "event=0x%x count=%llu", ev, (unsigned long long)n);
}

/* Interrupts delivered to @cpu; -1: to all. */
static uint64_t delivered(int cpu)
{
	char name[48];

	if (cpu < 0)
		return reg("SIM_IRQ_DELIVERED");
	snprintf(name, sizeof(name), "SIM_IRQ_DELIVERED_CPU%d", cpu);
	return reg(name);
}

/* The PMU interrupt's smp_affinity_list into @buf: its length or -errno. */
static int affinity(char *buf, int len)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/irq/%d/smp_affinity_list", (int)reg("SIM_IRQ"));
	return read_text(path, buf, len);
}

/* the device unbound: the module goes, for mod_use() to load it again */
static void restore(void)
{
	write_text(sim_path(PMU, "irq_cpu"), "-1");
	if (access(DRV "/" DEV, F_OK))
		mod_unload_retry();
}

static void setup(struct __test_metadata *_metadata)
{
	test_setup(110);
	mod_use(MOD, "irq poll_ms cond_eq");
	test_add_cleanup(restore);
	ASSERT_TRUE(pmu_exists(PMU)) TH_LOG("no " PMU " PMU: is " MOD " loaded?");
}

static void teardown(struct __test_metadata *_metadata)
{
	BOXPMU_END_CHECKS();
}

BOXPMU_FIXTURE(ixp2800, setup(_metadata));

TEST_F_TIMEOUT(ixp2800, irq_affinity, BOXPMU_HARNESS_TIMEOUT)
{
	int collector = pmu_cpu(PMU, 0), n;
	struct utsname u;
	char buf[64];

	/*
	 * A kernel built without CONFIG_SMP (the IXP2800's usual one, the ARM
	 * guest's) has no smp_affinity_list: nothing to aim there. Its version
	 * string lacks the "SMP" every SMP build's has.
	 */
	n = affinity(buf, sizeof(buf));
	if (n == -ENOENT && uname(&u) == 0 && !strstr(u.version, "SMP"))
		SKIP(return, "uniprocessor kernel: no interrupt affinity");
	ASSERT_LT(0, n) TH_LOG("read the PMU interrupt's smp_affinity_list: %s", strerror(-n));
	EXPECT_TRUE(atoi(buf) == collector && !strpbrk(buf, "-,"))
		TH_LOG("interrupt %d aimed at the collecting CPU %d (affinity %s)",
		       (int)reg("SIM_IRQ"), collector, strtok(buf, "\n"));
}

TEST_F_TIMEOUT(ixp2800, exact, BOXPMU_HARNESS_TIMEOUT)
{
	int a = ASSERT_OPEN(box_open(PMU, ME00(3), 0));
	int b = ASSERT_OPEN(box_open(PMU, DRAM0(1), 0));
	int c = ASSERT_OPEN(box_open(PMU, UPDOWN(ME00(3), ME00(4)), 0));

	chap_inject(ME00(3), 1000);
	chap_inject(DRAM0(1), 77);
	chap_inject(ME00(4), 300);
	chap_inject(ME00(5), 5);
	EXPECT_EQ(1000, box_value(a)) TH_LOG("ME00 ESC 3 counts exactly");
	EXPECT_EQ(77, box_value(b)) TH_LOG("DRAM CH0 ESC 1 counts exactly, alongside");
	EXPECT_EQ(700, (int64_t)box_value(c)) TH_LOG("increment ME00/3, decrement ME00/4: net 700");
	close(a);
	close(b);
	close(c);
}

/*
 * Counting events are preloaded half way: each injection of 3/4 of the
 * range crosses the wrap point, which interrupts; the simulator waits for
 * the handler before counting on. No read in between.
 */
TEST_F_TIMEOUT(ixp2800, wrap_irq, BOXPMU_HARNESS_TIMEOUT)
{
	int fd = ASSERT_OPEN(box_open(PMU, ME00(9), 0)), i, col = pmu_cpu(PMU, 0);
	uint64_t step = STEP + 7, irqs0 = delivered(-1), irqs, on_col0 = delivered(col);
	long proc0 = proc_irq_count(PMU, -1);

	EXPECT_LE(0, proc0) TH_LOG("the PMU interrupt is requested (in /proc/interrupts)");
	for (i = 0; i < 6; i++)
		chap_inject(ME00(9), step);
	EXPECT_EQ(6 * step, box_value(fd))
		TH_LOG("6 x 3/4 of 2^32 with no read: exact by interrupts");
	irqs = delivered(-1) - irqs0;
	EXPECT_LE(4, irqs) TH_LOG("the overflows interrupted");
	/*
	 * Preloaded at 2^31, the counter overflows every 2^31 events. The
	 * model posts status writes: a handler that does not read its clear
	 * back has the line unmasked while it is still asserted and takes
	 * each interrupt twice.
	 */
	EXPECT_EQ(6 * step / (WRAP / 2), irqs)
		TH_LOG("one interrupt per overflow: none taken again over a cleared flag");
	EXPECT_EQ(irqs, delivered(col) - on_col0)
		TH_LOG("every interrupt went to the collecting CPU %d", col);
	EXPECT_LE(4, proc_irq_count(PMU, -1) - proc0) TH_LOG("/proc/interrupts counted them");
	EXPECT_EQ(0, reg("SIM_IRQ_ASSERTED")) TH_LOG("interrupt line low afterwards");
	close(fd);
}

TEST_F_TIMEOUT(ixp2800, updown_wrap, BOXPMU_HARNESS_TIMEOUT)
{
	int fd = ASSERT_OPEN(box_open(PMU, UPDOWN(ME00(10), ME00(11)), 0)), i;

	for (i = 0; i < 5; i++) {
		chap_inject(ME00(11), WRAP / 4);
		box_value(fd);
	}
	EXPECT_EQ(-5 * (int64_t)(WRAP / 4), (int64_t)box_value(fd))
		TH_LOG("up/down event down 5 x 2^30 across the underflow");
	for (i = 0; i < 10; i++) {
		chap_inject(ME00(10), WRAP / 4);
		box_value(fd);
	}
	EXPECT_EQ(5 * (int64_t)(WRAP / 4), (int64_t)box_value(fd))
		TH_LOG("and up 10 x 2^30 across the overflow");
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

TEST_F_TIMEOUT(ixp2800, busy, BOXPMU_HARNESS_TIMEOUT)
{
	/* event 0x980d: ME00(13) */
	busy_exact(_metadata, PMU, ASSERT_OPEN(box_open(PMU, ME00(13), 0)), "event=0x980d",
		   "SIM_BUSY_EVENTS", counted_all);
}

TEST_F_TIMEOUT(ixp2800, sample, BOXPMU_HARNESS_TIMEOUT)
{
	int fd = ASSERT_OPEN(box_open(PMU, ME00(12), 0));
	uint64_t s0;

	chap_inject(ME00(12), 40);
	s0 = reg("SIM_SAMPLE_COMMANDS");
	EXPECT_EQ(40, box_value(fd)) TH_LOG("40 counted");
	EXPECT_LT(s0, reg("SIM_SAMPLE_COMMANDS"))
		TH_LOG("a read is a sample command then a data read");
	chap_inject(ME00(12), 10);
	sim_fail_reads(PMU, 1);
	EXPECT_EQ(40, box_value(fd)) TH_LOG("a failed data read leaves the count as it was");
	EXPECT_EQ(50, box_value(fd)) TH_LOG("the next read catches up");
	close(fd);
}

/* The threshold with the driver's compare condition code @cond (its cond_eq) */
static void check_threshold(struct __test_metadata *_metadata, uint64_t cond)
{
	int fd = ASSERT_OPEN(box_open_filt(PMU, ME00(20), THRESH(5000, 0), 0, -1, 0));
	uint64_t d0, t0;

	d0 = reg("SIM_IRQ_DELIVERED");
	chap_inject(ME00(20), 4999);
	EXPECT_EQ(4999, box_value(fd)) TH_LOG("thresh=5000: 4999 counted");
	EXPECT_EQ(d0, reg("SIM_IRQ_DELIVERED")) TH_LOG("no threshold interrupt before it");
	EXPECT_EQ(0, reg("CHAP_STS0") & 4) TH_LOG("no threshold status before it");
	EXPECT_EQ(cond, (reg("CHAP_CMD0") >> 22) & 3)
		TH_LOG("after a read the compare is armed again (condition %llu)",
		       (unsigned long long)cond);
	EXPECT_EQ(1, reg("CHAP_DATA0") - reg("SIM_COUNTER0"))
		TH_LOG("after a read the compare is 1 event ahead (data 0x%llx)",
		       (unsigned long long)reg("CHAP_DATA0"));
	chap_inject(ME00(20), 1);
	EXPECT_EQ(d0 + 1, reg("SIM_IRQ_DELIVERED")) TH_LOG("one interrupt at exactly 5000");
	/* the disarm drops the line and ends the injection; the handler clears the flag after it */
	for (t0 = now_ms(); (reg("CHAP_STS0") & 7) && now_ms() - t0 < 2000;)
		sleep_ms(1);
	EXPECT_EQ(0, reg("CHAP_STS0") & 7) TH_LOG("acknowledged: status clear");
	EXPECT_EQ(0, reg("SIM_IRQ_ASSERTED")) TH_LOG("acknowledged: line low");
	EXPECT_EQ(0, (reg("CHAP_CMD0") >> 22) & 3) TH_LOG("and the compare disarmed (one-shot)");
	chap_inject(ME00(20), 20000);
	EXPECT_EQ(d0 + 1, reg("SIM_IRQ_DELIVERED")) TH_LOG("no further threshold interrupt");
	EXPECT_EQ(25000, box_value(fd)) TH_LOG("count exact throughout");
	close(fd);
}

/* Equal (1), and greater or equal (2): an up count stops at the data value */
TEST_F_TIMEOUT(ixp2800, threshold, BOXPMU_HARNESS_TIMEOUT)
{
	check_threshold(_metadata, 1);
	ASSERT_EQ(0, mod_reload("cond_eq=2")) TH_LOG("reload " MOD " cond_eq=2");
	check_threshold(_metadata, 2);
}

TEST_F_TIMEOUT(ixp2800, threshold_down, BOXPMU_HARNESS_TIMEOUT)
{
	int fd = ASSERT_OPEN(box_open_filt(PMU, UPDOWN(ME00(21), ME00(22)), THRESH(100, 1), 0,
					   -1, 0));
	uint64_t d0;

	d0 = reg("SIM_IRQ_DELIVERED");
	chap_inject(ME00(21), 50);
	chap_inject(ME00(22), 149);
	EXPECT_EQ(d0, reg("SIM_IRQ_DELIVERED")) TH_LOG("thresh_down=100: no interrupt at -99");
	EXPECT_EQ(-99, (int64_t)box_value(fd)) TH_LOG("thresh_down=100: -99 counted");
	chap_inject(ME00(22), 1);
	EXPECT_EQ(d0 + 1, reg("SIM_IRQ_DELIVERED")) TH_LOG("one interrupt at -100");
	EXPECT_EQ(-100, (int64_t)box_value(fd)) TH_LOG("-100 counted");
	close(fd);
}

TEST_F_TIMEOUT(ixp2800, sampling, BOXPMU_HARNESS_TIMEOUT)
{
	int can = core_can_sample() == 1;
	struct perf_event_attr attr;

	box_attr(&attr, PMU, ME00(1));
	attr.sample_period = 1000;
	attr.disabled = 1;	/* opened, never added: no register access */
	EXPECT_TRUE(open_untouched(&attr, -1, pmu_cpu(PMU, 0), -1, can ? 0 : EOPNOTSUPP))
		TH_LOG("%s (a build with%s BOXPMU_SAMPLING), no register read or written",
		       can ? "sampling event opens" : "refused: sampling", can ? "" : "out");
}

/* ME00/30 open and past two overflows (3/4 of the range each): the fd */
static int open_stepped(struct __test_metadata *_metadata)
{
	int fd = ASSERT_OPEN(box_open(PMU, ME00(30), 0));

	chap_inject(ME00(30), STEP);
	chap_inject(ME00(30), STEP);
	return fd;
}

/* @n more events, at least one overflow: it interrupts @cpu; @total counted. */
static void overflow_on(struct __test_metadata *_metadata, int fd, int cpu, uint64_t n,
			uint64_t total, const char *when)
{
	uint64_t d0 = delivered(cpu);

	chap_inject(ME00(30), n);
	EXPECT_LT(d0, delivered(cpu)) TH_LOG("%s: the next overflow interrupts CPU %d", when, cpu);
	EXPECT_EQ(total, box_value(fd)) TH_LOG("%s: count exact", when);
}

TEST_F_TIMEOUT(ixp2800, irq_handoff, BOXPMU_HARNESS_TIMEOUT)
{
	int col = pmu_cpu(PMU, 0), other = !col, fd;
	uint64_t d0;
	char buf[16];

	if (nr_cpus_online() < 2)
		SKIP(return, "one CPU");
	d0 = delivered(other);
	snprintf(buf, sizeof(buf), "%d", other);
	ASSERT_EQ(0, write_text(sim_path(PMU, "irq_cpu"), buf))
		TH_LOG("irq_cpu %d: the interrupt goes to that CPU", other);
	fd = open_stepped(_metadata);
	EXPECT_EQ(0, write_text(sim_path(PMU, "irq_cpu"), "-1"))
		TH_LOG("irq_cpu -1: deliveries follow the affinity again");
	EXPECT_LT(d0, delivered(other))
		TH_LOG("interrupts sent to CPU %d (not the collector %d) were served", other, col);
	EXPECT_EQ(0, reg("SIM_IRQ_ASSERTED")) TH_LOG("and the line is low");
	EXPECT_EQ(2 * STEP, box_value(fd)) TH_LOG("count exact after the hand-offs");
	close(fd);
}

/*
 * x86 has no CPU 0 hotplug since 6.5 (no cpu0/online, whatever the command
 * line): CPU 0, the first online, is the collector for good, and the move
 * cannot happen. What can: another CPU going offline and coming back, which
 * must leave the interrupt on the collector and the count exact.
 */
static void cpu0_stays(struct __test_metadata *_metadata, int fd, int col, int other)
{
	char buf[64];

	TH_LOG("Linux 6.5 or later on x86: CPU 0 cannot go offline, so the collector %d stays",
	       col);
	ASSERT_EQ(0, cpu_set_online(other, 0)) TH_LOG("CPU %d (not the collector) offline", other);
	affinity(buf, sizeof(buf));
	EXPECT_EQ(col, pmu_cpu(PMU, 0)) TH_LOG("CPU %d offline: the collector stays", other);
	EXPECT_EQ(col, atoi(buf)) TH_LOG("CPU %d offline: the interrupt stays on CPU %d (%s)",
					 other, col, strtok(buf, "\n"));
	overflow_on(_metadata, fd, col, STEP, 3 * STEP, "another CPU offline");
	EXPECT_EQ(0, cpu_set_online(other, 1)) TH_LOG("CPU %d online again", other);
	/* a whole wrap: one overflow wherever the counter stands */
	overflow_on(_metadata, fd, col, WRAP, 3 * STEP + WRAP, "the CPU back");
}

TEST_F_TIMEOUT(ixp2800, collector_offline, BOXPMU_HARNESS_TIMEOUT)
{
	int col = pmu_cpu(PMU, 0), other = !col, cpu, fd, ret;
	char buf[64];

	if (nr_cpus_online() < 2)
		SKIP(return, "one CPU");
	fd = open_stepped(_metadata);
	ret = cpu_offline(col);
	if (ret == -ENOENT && col == 0 && kernel_before(6, 5) == 0) {
		cpu0_stays(_metadata, fd, col, other);
		close(fd);
		return;
	}
	if (ret) {
		close(fd);
		SKIP(return, "cannot offline the collector");
	}
	cpu = pmu_cpu(PMU, 0);
	affinity(buf, sizeof(buf));
	EXPECT_TRUE(cpu >= 0 && cpu != col && atoi(buf) == cpu)
		TH_LOG("collector %d offline: the interrupt follows to the new collector %d (%s)",
		       col, cpu, strtok(buf, "\n"));
	overflow_on(_metadata, fd, cpu, STEP, 3 * STEP, "across the move");
	cpus_online_again();
	close(fd);
}

TEST_F_TIMEOUT(ixp2800, poll, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t step = STEP + 3, want = 0;
	int fd, i;

	ASSERT_EQ(0, mod_reload("irq=0 poll_ms=20")) TH_LOG("reload " MOD " irq=0 poll_ms=20");
	EXPECT_GT(0, proc_irq_count(PMU, -1)) TH_LOG("irq=0: no interrupt requested");
	fd = ASSERT_OPEN(box_open(PMU, ME00(40), 0));
	for (i = 0; i < 4; i++) {
		chap_inject(ME00(40), step);
		want += step;
		/* a sample command and a data read per poll; wait for two */
		ASSERT_EQ(0, sim_wait_reads(PMU, 2, SIM_POLL_WAIT_MS))
			TH_LOG("poll timer reads the counter");
	}
	EXPECT_EQ(want, box_value(fd)) TH_LOG("4 x 3/4 of 2^32, folded by the poll timer alone");
	close(fd);
	EXPECT_EQ(-EOPNOTSUPP, open_ret(box_open_filt(PMU, ME00(41), THRESH(10, 0), 0, -1, 0)))
		TH_LOG("polling: a threshold (needs the interrupt) refused");
}

TEST_F_TIMEOUT(ixp2800, unbind, BOXPMU_HARNESS_TIMEOUT)
{
	int fd, fd2, ret;

	fd = ASSERT_OPEN(box_open(PMU, ME00(50), 0));
	chap_inject(ME00(50), 123);
	EXPECT_EQ(123, box_value(fd)) TH_LOG("counts before unbind");
	ret = mod_unload();
	ASSERT_NE(0, ret) TH_LOG("module unloaded under an open event");
	EXPECT_TRUE(ret == -EAGAIN || ret == -EBUSY)
		TH_LOG("rmmod refused while an event is open: %s", strerror(-ret));
	EXPECT_EQ(0, write_text(DRV "/unbind", DEV))
		TH_LOG("unbind the device with the event open");
	EXPECT_GT(0, proc_irq_count(PMU, -1)) TH_LOG("its interrupt is freed");
	chap_inject(ME00(50), 1000);
	EXPECT_EQ(123, box_value(fd)) TH_LOG("the event keeps its count, reads no register");
	EXPECT_EQ(-ENODEV, open_ret(box_open(PMU, ME00(50), 0)))
		TH_LOG("no new event without the device");
	EXPECT_EQ(0, write_text(DRV "/bind", DEV)) TH_LOG("bind it again");
	fd2 = ASSERT_OPEN(box_open(PMU, ME00(50), 0));
	chap_inject(ME00(50), 10);
	EXPECT_EQ(10, box_value(fd2)) TH_LOG("a new event counts on the new binding");
	EXPECT_EQ(123, box_value(fd)) TH_LOG("the old one still has its count");
	/*
	 * The old event goes while the new one counts on the same counter
	 * of the new binding: nothing of the retired box may touch the new
	 * box's counter, its interrupt enable included. Three 32-bit wraps
	 * in one injection are counted only if each one interrupts.
	 */
	close(fd);
	chap_inject(ME00(50), 3 * BIT_ULL(31) + 5);
	EXPECT_EQ(10 + 3 * BIT_ULL(31) + 5, box_value(fd2))
		TH_LOG("closing the old event leaves the new binding's counter: wraps counted");
	close(fd2);
	EXPECT_EQ(0, mod_unload_retry()) TH_LOG("rmmod once the events are closed");
	EXPECT_FALSE(pmu_exists(PMU)) TH_LOG(PMU " gone");
	ASSERT_EQ(0, mod_load("")) TH_LOG("insmod again");
	EXPECT_TRUE(pmu_exists(PMU)) TH_LOG("insmod again: " PMU " back");
}

#include "xscale_bad_config.h"

FIXTURE_VARIANT_ADD(bad_config, no_event) { 0, 0, 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, same_event_up_and_down) { UPDOWN(ME00(1), ME00(1)), 0, 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, config_bit_32) { BIT_ULL(32), 0, 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, thresh_down_without_thresh) { ME00(1), BIT_ULL(31), 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, config1_bit_32) { ME00(1), BIT_ULL(32), 0, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, config2) { ME00(1), 0, 1, EINVAL };
FIXTURE_VARIANT_ADD(bad_config, per_task) { ME00(1), 0, 0, EINVAL, 1 };

TEST_HARNESS_MAIN
