// SPDX-License-Identifier: GPL-2.0
/*
 * ivbep: of the Ivy Bridge-EP PMUs of boxpmu_snbep what r3qpi does not test: uncore_irp,
 * the R3QPI links' differences, box and global control. Needs boxpmu_sim ivbep=1
 * (and nhmex=0 for the global control) and boxpmu_snbep irp_filter=0xe8.
 */
#define _GNU_SOURCE
#include <endian.h>
#include <fcntl.h>

#include "pcibox.h"

#define IRP		"uncore_irp"
#define R0		"uncore_r3qpi_0"
#define R1		"uncore_r3qpi_1"
#define R2		"uncore_r3qpi_2"
#define IRP_DEV0	"0000:20:05.6"
#define IRP_DEV1	"0000:40:05.6"	/* package 1: IIO bus 40, uncore bus 7f */
#define GLOBAL		"/sys/kernel/debug/boxpmu_sim/ivbep_global"
#define UNIT1		BIT_ULL(32)	/* irp=1 */
#define IRP_CLOCKTICKS	BOX_CFG(0x00, 0, 0, 0, 0)
#define irp_reg(name)	sim_reg_val(IRP, name)

/* Where the simulated IRP counters wrap: its ivbep_irp_width (default 48). */
static uint64_t irp_wrap(void)
{
	long width = 48;

	read_long("/sys/module/boxpmu_sim/parameters/ivbep_irp_width", &width);
	return BIT_ULL(width);
}

static int irp_open(uint64_t config, uint64_t config1, int group, int disabled)
{
	return box_open_filt(IRP, config, config1, 0, group, disabled);
}

/* boxpmu_snbep's parameters the test runs with: irp_filter=0xe8 if there was none */
static char run_params[64];

static void restore(void)
{
	if (access(DRV "/" IRP_DEV0, F_OK))
		write_text(DRV "/bind", IRP_DEV0);
	write_text(sim_path(IRP, "carry_between_reads"), "0");
	write_text(GLOBAL, "ctl=0x20000000");	/* unfrz_all, no PMI core */
}

static void setup(struct __test_metadata *_metadata)
{
	long poll_ms = 0, filter = 0;
	int ret;

	test_setup(120);
	mod_use(MOD, "poll_ms irp_filter");
	if (access(sim_path(IRP, "inject"), W_OK) || access(GLOBAL, R_OK)) {
		other = access("/sys/module/boxpmu_sim", F_OK) ? "boxpmu_sim is not loaded" :
			"boxpmu_sim does not simulate Ivy Bridge-EP (load it with ivbep=1)";
		return;
	}
	/* then its devices are there: the driver must serve all of them */
	ASSERT_TRUE(pmu_exists(IRP) && pmu_exists(R0) && pmu_exists(R1) && pmu_exists(R2))
		TH_LOG(MOD " registered " IRP " and " R0 ".." R2);
	ASSERT_TRUE(!access(DRV "/" IRP_DEV0, F_OK) && !access(DRV "/" R3_DEV0, F_OK) &&
		    !access(DRV "/0000:3f:12.5", F_OK))
		TH_LOG(MOD " bound the simulated IRP (" IRP_DEV0 ") and R3QPI links");
	read_long("/sys/module/" MOD "/parameters/poll_ms", &poll_ms);
	read_long("/sys/module/" MOD "/parameters/irp_filter", &filter);
	snprintf(run_params, sizeof(run_params), "poll_ms=%ld irp_filter=%ld", poll_ms,
		 filter ?: 0xe8);
	test_add_cleanup(restore);
	if (!strcmp(mod_boot_params(), run_params))
		return;
	TH_LOG("loaded with %s; the test runs with %s", mod_boot_params(), run_params);
	ret = mod_reload(run_params);
	if (ret)
		test_cleanup();	/* a failed ASSERT here skips the teardown */
	ASSERT_EQ(0, ret) TH_LOG("reload " MOD " %s", run_params);
}

BOXPMU_FIXTURE(ivbep, setup(_metadata));

static const struct box_scenario irp_exact = { {
	{ IRP, BOX_CFG(0x15, 0x01, 0, 0, 0), 0, 0, 1000,
	  "IRP0 transactions_reads counts IRP0's reads only" },
	{ IRP, BOX_CFG(0x15, 0x03, 0, 0, 0), 0, 0, 1030, "umask 0x3 counts reads and writes" },
	{ IRP, BOX_CFG(0x15, 0x01, 0, 0, 0) | UNIT1, 0, 0, 7, "irp=1 counts IRP1's reads only" },
	{ IRP, IRP_CLOCKTICKS | UNIT1, 0, 0, 123456,
	  "irp=1 clockticks counts IRP1's clocks only" },
}, {
	{ IRP, "event=0x15,umask=0x1 count=1000" }, { IRP, "event=0x15,umask=0x2 count=30" },
	{ IRP, "event=0x15,umask=0x1 count=7 unit=1" },
	{ IRP, "event=0x00 count=123456 unit=1" }, { IRP, "event=0x00 count=99" },
} };

PCIBOX_TEST(ivbep, irp_exact)
{
	int fd[4], n = scenario_open(&irp_exact, fd);
	uint64_t irp1;

	ASSERT_EQ(4, n) TH_LOG("open: %s", strerror(-n));
	irp1 = irp_reg("IRP1_PCI_PMON_CTR0") + irp_reg("IRP1_PCI_PMON_CTR1");
	EXPECT_EQ(0, scenario_check(&irp_exact, fd, n));
	/* where the manual has the registers: IRP1's controls at 0xE0/0xE4 */
	EXPECT_TRUE((irp_reg("IRP1_PCI_PMON_CTL0") | irp_reg("IRP1_PCI_PMON_CTL1")) & BIT(22))
		TH_LOG("irp=1 events are programmed in IRP1's controls (0xE0/0xE4)");
	EXPECT_TRUE((irp_reg("IRP0_PCI_PMON_CTL0") & BIT(22)) &&
		    (irp_reg("IRP0_PCI_PMON_CTL1") & BIT(22)))
		TH_LOG("irp=0 events are programmed in IRP0's controls (0xD8/0xDC)");
	EXPECT_EQ(123456 + 7,
		  irp_reg("IRP1_PCI_PMON_CTR0") + irp_reg("IRP1_PCI_PMON_CTR1") - irp1)
		TH_LOG("IRP1's counters (0xB8, 0xC0) hold its events");
	while (n--)
		close(fd[n]);
}

PCIBOX_TEST(ivbep, irp_wrap)
{
	check_wraps(_metadata, IRP, IRP_CLOCKTICKS, "event=0x00", irp_wrap());
}

PCIBOX_TEST(ivbep, irp_carry)
{
	check_carry(_metadata, IRP, IRP_CLOCKTICKS, "IRP0_PCI_PMON_CTR0", "event=0x00", "IRP");
}

/*
 * The manual restricts every IRP event to counters 0-1 of its IRP: two
 * per IRP, whatever the code (0x00-0x1a, and codes it does not list).
 */
PCIBOX_TEST(ivbep, irp_constraints)
{
	int code, fd[5], i, n;

	for (code = 0; code <= 0x1f; code++) {
		EXPECT_EQ(2, group_fits(IRP, BOX_CFG(code, 0x01, 0, 0, 0), 3))
			TH_LOG("event=0x%02x fits twice (irp=0) in a group", code);
		EXPECT_EQ(2, group_fits(IRP, BOX_CFG(code, 0x01, 0, 0, 0) | UNIT1, 3))
			TH_LOG("event=0x%02x fits twice (irp=1) in a group", code);
	}

	for (n = 0; n < 4; n++) {
		fd[n] = box_open_group(IRP, BOX_CFG(0x15, 0x01, 0, 0, 0) | (n & 1 ? UNIT1 : 0), 0,
				       n ? fd[0] : -1, 1);
		if (fd[n] < 0)
			break;
	}
	EXPECT_EQ(4, n) TH_LOG("two irp=0 and two irp=1 events fit in one group");
	if (n == 4)
		EXPECT_EQ(-EINVAL,
			  open_ret(box_open_group(IRP, BOX_CFG(0x16, 0x01, 0, 0, 0), 0, fd[0], 1)))
			TH_LOG("a fifth event is refused");
	for (i = 0; i < n; i++)
		close(fd[i]);
}

PCIBOX_TEST(ivbep, irp_thresh)
{
	int ge;

	ge = ASSERT_OPEN(box_open(IRP, BOX_CFG(0x10, 0x01, 0, 0, 4), 0));
	sim_inject_ok(IRP, "event=0x10 count=10 inc=5");
	sim_inject_ok(IRP, "event=0x10 count=7 inc=3");
	sim_inject_ok(IRP, "event=0x10 count=2 inc=4");
	EXPECT_EQ(12, box_value(ge)) TH_LOG("thresh=4: cycles with an increment of 4 or more");
	close(ge);

	ge = ASSERT_OPEN(box_open(IRP, BOX_CFG(0x10, 0x01, 1, 0, 1), 0));
	sim_inject_ok(IRP, "event=0x10 count=10 inc=5 burst=1");
	sim_inject_ok(IRP, "event=0x10 count=6 inc=5");
	sim_inject_ok(IRP, "event=0x10 count=9 inc=2 burst=1");
	EXPECT_EQ(1 + 6 + 1, box_value(ge)) TH_LOG("edge,thresh=1: rising edges (a burst is one)");
	close(ge);

	/* bit 23 is "must write 0" in 329468's PCI boxes: no invert on Ivy Bridge-EP */
	EXPECT_TRUE(box_untouched(IRP, BOX_CFG(0x10, 0x01, 0, 1, 4), 0, EINVAL))
		TH_LOG("IRP inv (bit 23) refused, even with thresh, with no config access");
	EXPECT_TRUE(box_untouched(IRP, BOX_CFG(0x10, 0x01, 1, 1, 4), 0, EINVAL))
		TH_LOG("IRP edge,inv refused, with no config access");
	EXPECT_NE(0, access("/sys/bus/event_source/devices/" IRP "/format/inv", F_OK))
		TH_LOG(IRP " has no inv format field");

	EXPECT_EQ(128000, box_fresh_count(IRP, BOX_CFG(0x12, 0x01, 0, 0, 0), "event=0x12 inc=128",
					  0, 1000))
		TH_LOG("occupancy without a threshold adds up the increments, 128 a cycle");
}

PCIBOX_TEST(ivbep, irp_filter)
{
	struct box_count ca = {}, cb = {};
	int src, any, oq, a, b, g, i;

	src = ASSERT_OPEN(irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0), 3, -1, 0));
	any = ASSERT_OPEN(irp_open(BOX_CFG(0x10, 0x01, 0, 0, 0), 0, -1, 0));
	EXPECT_EQ(3, irp_reg("IRP_PmonFilter")) TH_LOG("IRP_PmonFilter holds the event's filter=3");
	sim_inject_ok(IRP, "event=0x10 count=10 inc=2 src=3");
	sim_inject_ok(IRP, "event=0x10 count=10 inc=9 src=5");
	EXPECT_EQ(20, box_value(src)) TH_LOG("cache_read_occupancy_source counts queue 3 only");
	EXPECT_EQ(110, box_value(any)) TH_LOG("cache_read_occupancy_any counts every queue");
	close(any);

	/* the same value shares the register: both run all the time */
	oq = ASSERT_OPEN(irp_open(BOX_CFG(0x15, 0x08, 0, 0, 0), 3, -1, 0));
	sim_inject_ok(IRP, "event=0x15,umask=0x1 count=7 src=3");
	sim_inject_ok(IRP, "event=0x15,umask=0x2 count=5 src=4");
	EXPECT_EQ(7, box_value(oq))
		TH_LOG("transactions_orderingq with the same filter counts queue 3");
	box_read(oq, &ca);
	box_read(src, &cb);
	EXPECT_TRUE(ca.running == ca.enabled && cb.running == cb.enabled)
		TH_LOG("events with equal filter values count together, never multiplexed");
	close(oq);
	close(src);
	EXPECT_EQ(0, irp_reg("IRP_PmonFilter"))
		TH_LOG("IRP_PmonFilter is cleared when no event uses it");

	/* different values: never together in a group */
	g = ASSERT_OPEN(irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0), 3, -1, 1));
	EXPECT_EQ(-EINVAL, open_ret(irp_open(BOX_CFG(0x11, 0x02, 0, 0, 0) | UNIT1, 5, g, 1)))
		TH_LOG("a group of events needing different filter values refused (EINVAL)");
	EXPECT_LE(0, open_ret(irp_open(BOX_CFG(0x11, 0x02, 0, 0, 0) | UNIT1, 3, g, 1)))
		TH_LOG("a group with equal filter values opens");
	close(g);

	/*
	 * Separate events with different values take turns: each counts only
	 * its own queue. Queue 3 gets 1000 per round, queue 5 one: a count
	 * taken with the other's value would break the multiple.
	 */
	a = ASSERT_OPEN(irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0), 3, -1, 0));
	b = ASSERT_OPEN(irp_open(BOX_CFG(0x10, 0x02, 0, 0, 0) | UNIT1, 5, -1, 0));
	for (i = 0; i < 20; i++) {
		sim_inject_ok(IRP, "event=0x10 count=1000 src=3");
		sim_inject_ok(IRP, "event=0x10 count=1 src=5 unit=1");
		sim_inject_ok(IRP, "event=0x10 count=1000000 src=5");
		sim_inject_ok(IRP, "event=0x10 count=1000000 src=3 unit=1");
		sleep_ms(20);
	}
	box_read(a, &ca);
	box_read(b, &cb);
	EXPECT_TRUE(!(ca.value % 1000) && ca.value <= 20000 && cb.value <= 20)
		TH_LOG("other filters multiplex, each counting its own queue: 3: %llu, 5: %llu",
		       (unsigned long long)ca.value, (unsigned long long)cb.value);
	EXPECT_TRUE(ca.running < ca.enabled || cb.running < cb.enabled)
		TH_LOG("and they did take turns (running %llu/%llu, %llu/%llu)",
		       (unsigned long long)ca.running, (unsigned long long)ca.enabled,
		       (unsigned long long)cb.running, (unsigned long long)cb.enabled);
	close(a);
	close(b);

	/* config1 only where it means something, and at most 32 bits */
	EXPECT_TRUE(box_untouched(IRP, BOX_CFG(0x10, 0x01, 0, 0, 0), 3, EINVAL))
		TH_LOG("filter on an event that does not use it refused, with no config access");
	EXPECT_TRUE(box_untouched(IRP, BOX_CFG(0x10, 0x02, 0, 0, 0), BIT_ULL(32), EINVAL))
		TH_LOG("a filter value beyond 32 bits refused, with no config access");
}

PCIBOX_TEST(ivbep, irp_bad_input)
{
	check_refusals(_metadata, IRP, 0x15 | 0x100, BIT_ULL(63) | BIT_ULL(33) | 0xfb0000, 0x00, 2);
	/* the simulator's own input checks, which the tests above rely on */
	EXPECT_EQ(-EINVAL, sim_inject(R0, "event=0x01 count=1 unit=1"))
		TH_LOG("[simulator] unit= refused for a box without sub-units");
	EXPECT_EQ(-EINVAL, sim_inject(IRP, "event=0x00 count=1 src=1"))
		TH_LOG("[simulator] src= refused for an IRP event without a source queue");
	EXPECT_EQ(-EINVAL, sim_inject(IRP, "event=0x10,umask=0x2 count=1"))
		TH_LOG("[simulator] SOURCE is not an injected sub-event");
}

PCIBOX_TEST(ivbep, r3qpi_no_inv)
{
	EXPECT_TRUE(box_untouched(R0, BOX_CFG(0x11, 0x01, 0, 1, 1), 0, EINVAL))
		TH_LOG("R3QPI inv (bit 23) refused, with no config access: Ivy Bridge-EP has none");
	EXPECT_NE(0, access("/sys/bus/event_source/devices/" R0 "/format/inv", F_OK))
		TH_LOG("and " R0 " has no inv format field");
	EXPECT_TRUE(!access("/sys/bus/event_source/devices/" R0 "/events/vn1_credits_used_hom",
			    F_OK) &&
		    !access("/sys/bus/event_source/devices/" R0 "/events/vna_credits_acquired_bl",
			    F_OK))
		TH_LOG("Ivy Bridge-EP's events (vn1_credits_used_hom, vna_credits_acquired_bl)");
}

/*
 * Every Ivy Bridge-EP PCI box control the manual lists (329468 Tables
 * 2-38, 2-72, 2-129) has bits 17:16 "SW must write to 1" and frz at 8,
 * without the Sandy Bridge-EP frz_en. The simulator shows the last value
 * written and counts every write that breaks the rule, per box.
 */
PCIBOX_TEST(ivbep, box_ctl)
{
	static const char * const pmus[] = { IRP, R0, R1, R2 };
	static const char * const regs[] = {
		"IRP_PCI_PMON_BOX_CTL", "R3_L0_PCI_PMON_BOX_CTL", "R3_L1_PCI_PMON_BOX_CTL",
		"R3_L2_PCI_PMON_BOX_CTL",
	};
	unsigned int i;
	uint64_t v;

	for (i = 0; i < ARRAY_SIZE(pmus); i++) {
		/* a box's first use writes its box control */
		open_ret(box_open(pmus[i], BOX_CFG(0x01, 0, 0, 0, 0), 0));
		v = sim_reg_val(pmus[i], regs[i]);
		EXPECT_TRUE(v != UINT64_MAX && (v & 0x30000) == 0x30000)
			TH_LOG("%s: the last write (0x%llx) has bits 17:16 set, as 329468 requires",
			       regs[i], (unsigned long long)v);
	}
}

PCIBOX_TEST(ivbep, sockets)
{
	check_packages(_metadata, IRP, BOX_CFG(0x15, 0x01, 0, 0, 0), "event=0x15,umask=0x1",
		       IRP_DEV1);
}

PCIBOX_TEST(ivbep, unbind)
{
	check_unbind(_metadata, IRP, IRP_DEV0, BOX_CFG(0x10, 0x02, 0, 0, 0), 6, "event=0x10 src=6",
		     "IRP_PmonFilter");
}

static uint64_t global_reg(const char *name)
{
	uint64_t v = UINT64_MAX;

	sim_file_reg(GLOBAL, name, &v);
	return v;
}

static uint64_t gctl_of(int pkg)
{
	return global_reg(pkg ? "U_MSR_PMON_GLOBAL_CTL.pkg1" : "U_MSR_PMON_GLOBAL_CTL");
}

/*
 * Another agent (PCM, a BMC) routes the uncore PMI to cores 0 and 2 and
 * wakes them for it: wk_on_pmi (30) and pmi_core_sel (14:0), Table 2-2.
 * The driver owns neither: they must survive its load, use and unload.
 * frz_all and unfrz_all read 0; bit 31 of the simulator's line is the
 * global freeze.
 */
#define AGENT_GCTL	0x40000005ULL

PCIBOX_TEST(ivbep, global)
{
	int npkg = 1, pkg;
	uint64_t w0;

	ASSERT_NE(UINT64_MAX, gctl_of(0))
		TH_LOG("the simulator models U_MSR_PMON_GLOBAL_CTL (boxpmu_sim nhmex=0 ivbep=1)");
	if (gctl_of(1) != UINT64_MAX && pmu_cpu(IRP, 1) >= 0)
		npkg = 2;
	EXPECT_EQ(0, module_unload_wait(MOD, 3000)) TH_LOG("unload " MOD);
	write_text(GLOBAL, "ctl=0x40000005");
	write_text(GLOBAL, "unfrz_all");
	for (pkg = 0; pkg < npkg; pkg++) {
		EXPECT_EQ(AGENT_GCTL, gctl_of(pkg))
			TH_LOG("[simulator] package %d: another agent's wk_on_pmi and pmi_core_sel",
			       pkg);
	}
	EXPECT_EQ(0, module_load(MOD, run_params)) TH_LOG("load " MOD " (%s)", run_params);

	for (pkg = 0; pkg < npkg; pkg++) {
		EXPECT_EQ(777, box_fresh_count(IRP, IRP_CLOCKTICKS, "event=0x00", pkg, 777))
			TH_LOG("package %d: the IRP counts", pkg);
		EXPECT_EQ(AGENT_GCTL, gctl_of(pkg))
			TH_LOG("package %d: after first use, agent's fields kept, not frozen", pkg);
	}
	TH_LOG("the driver wrote U_MSR_PMON_GLOBAL_CTL %llu times on package 0",
	       (unsigned long long)global_reg("SIM_GLOBAL_CTL_WRITES"));

	EXPECT_EQ(0, module_unload_wait(MOD, 3000)) TH_LOG("unload " MOD);
	for (pkg = 0; pkg < npkg; pkg++) {
		EXPECT_EQ(AGENT_GCTL, gctl_of(pkg))
			TH_LOG("package %d: unloading leaves it as found (agent's, unfrozen)",
			       pkg);
	}
	EXPECT_EQ(0, module_load(MOD, run_params)) TH_LOG("load " MOD " again (%s)", run_params);

	/* a frozen package (another agent's frz_all, or an old driver's unload) */
	w0 = global_reg("SIM_GLOBAL_CTL_WRITES");
	ASSERT_NE(UINT64_MAX, w0) TH_LOG("the simulator counts U_MSR_PMON_GLOBAL_CTL writes");
	write_text(GLOBAL, "frz_all");
	EXPECT_EQ(w0, global_reg("SIM_GLOBAL_CTL_WRITES"))
		TH_LOG("another agent's frz_all is not a CPU's write");
	EXPECT_EQ(4242, box_fresh_count(IRP, IRP_CLOCKTICKS, "event=0x00", 0, 4242))
		TH_LOG("first use unfreezes a frozen package: the IRP counts");
	EXPECT_LT(w0, global_reg("SIM_GLOBAL_CTL_WRITES"))
		TH_LOG("the driver's unfreeze, a CPU's write, is counted");
	EXPECT_EQ(17, box_fresh_count(R1, BOX_CFG(0x01, 0, 0, 0, 0), "event=0x01", 0, 17))
		TH_LOG("and R3QPI link 1 counts too");
	EXPECT_EQ(AGENT_GCTL, gctl_of(0))
		TH_LOG("and keeps the agent's wk_on_pmi and pmi_core_sel");
	EXPECT_EQ(0, global_reg("SIM_RESERVED_BIT_WRITES"))
		TH_LOG("no reserved bit of U_MSR_PMON_GLOBAL_CTL written");
}

/* Without irp_filter the driver does not know the register: refuse. */
PCIBOX_TEST(ivbep, irp_no_filter)
{
	ASSERT_EQ(0, mod_reload("")) TH_LOG("reload " MOD " without irp_filter");
	EXPECT_TRUE(box_untouched(IRP, BOX_CFG(0x10, 0x02, 0, 0, 0), 3, EOPNOTSUPP))
		TH_LOG("without irp_filter, cache_read_occupancy_source refused (EOPNOTSUPP)");
	EXPECT_TRUE(box_untouched(IRP, BOX_CFG(0x15, 0x09, 0, 0, 0), 0, EOPNOTSUPP))
		TH_LOG("and transactions with ORDERINGQ too, with no config access");
	EXPECT_EQ(16, box_fresh_count(IRP, BOX_CFG(0x10, 0x01, 0, 0, 0), "event=0x10 inc=4 src=9",
				      0, 4))
		TH_LOG("cache_read_occupancy_any still opens and counts");
}

PCIBOX_TEST(ivbep, irp_poll)
{
	check_poll(_metadata, IRP, IRP_CLOCKTICKS | UNIT1, "event=0x00 unit=1", irp_wrap(),
		   "poll_ms=10 irp_filter=0xe8", run_params);
}

/*
 * The derived poll interval, as the core logs it at load, from the
 * manual's numbers written here independently: half the fastest wrap,
 * 2^width / (max increment per cycle * clock). IRP: 48 bits, 128 per
 * cycle (the CACHE_*_OCCUPANCY events, 329468 p.104), 3 GHz; R3QPI: 44
 * bits, 64 per cycle, 3 GHz.
 */
static void check_interval(struct __test_metadata *_metadata, const char *type,
			   unsigned int width, unsigned int max_inc)
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
	EXPECT_TRUE(found && at_most)
		TH_LOG("uncore_%s's poll interval from %u/cycle: dmesg's \"%s\" line has \"%s\"",
		       type, max_inc, key, inc);
	EXPECT_EQ(want, got) TH_LOG("uncore_%s polls every %llu ms (%u bits, %u/cycle, 3 GHz)",
				    type, want, width, max_inc);
}

PCIBOX_TEST(ivbep, poll_interval)
{
	check_interval(_metadata, "irp", 48, 128);
	check_interval(_metadata, "r3qpi", 44, 64);
}

PCIBOX_TEST(ivbep, clean)
{
	/* every simulated box: the IRP, the R3QPI links, the global control */
	EXPECT_EQ(0, sim_reserved_writes())
		TH_LOG("no register written against the manuals' rules");
}

static void police(struct __test_metadata *_metadata, const char *name, unsigned int off,
		   uint32_t val, unsigned int more, const char *what)
{
	int fd = open("/sys/bus/pci/devices/" R3_DEV0 "/config", O_WRONLY), ret;
	int64_t before = sim_reserved_writes(), after;
	uint32_t le = htole32(val);

	ret = fd >= 0 && pwrite(fd, &le, sizeof(le), off) == sizeof(le) ? 0 : -errno;
	close(fd);
	after = sim_reserved_writes();
	EXPECT_EQ(more, before < 0 || after < 0 ? UINT64_MAX : (uint64_t)(after - before))
		TH_LOG("policing: %s %s (0x%x, written %s): %u violation(s)",
		       name, what, val, ret ? strerror(-ret) : "ok", more);
	sim_reserved_expect(more);	/* made on purpose: not the driver's */
}

PCIBOX_TEST(ivbep, policing)
{
	uint64_t box = 0x30000, ctl = 0;

	sim_reg(R0, "R3_L0_PCI_PMON_BOX_CTL", &box);
	sim_reg(R0, "R3_L0_PCI_PMON_CTL0", &ctl);
	/* Table 2-38/2-72: bits 17:16 "SW must write 1" */
	police(_metadata, "R3_L0_PCI_PMON_BOX_CTL", 0xf4, (uint32_t)box & ~0x30000u, 1,
	       "without bits 17:16");
	police(_metadata, "R3_L0_PCI_PMON_BOX_CTL", 0xf4, (uint32_t)box | 0x30000u, 0, "with them");
	/* Table 2-192: bit 21 reserved, must be written 0 */
	police(_metadata, "R3_L0_PCI_PMON_CTL0", 0xd8, (uint32_t)ctl | (1u << 21), 1,
	       "with bit 21");
	police(_metadata, "R3_L0_PCI_PMON_CTL0", 0xd8, (uint32_t)ctl & ~(1u << 21), 0,
	       "without it");
}

TEST_HARNESS_MAIN
