// SPDX-License-Identifier: GPL-2.0
/*
 * r3qpi: the R3QPI PMUs (boxpmu_snbep) of Sandy Bridge-EP (two links) and Ivy
 * Bridge-EP (three; boxpmu_sim ivbep=1) on the simulator's software PCI devices.
 */
#include "pcibox.h"

#define L0		"uncore_r3qpi_0"
#define L1		"uncore_r3qpi_1"
#define L2		"uncore_r3qpi_2"
#define R3_WRAP		BIT_ULL(44)
#define CLOCKTICKS	BOX_CFG(0x01, 0, 0, 0, 0)
#define DEV_PKG1	"0000:7f:13.5"	/* link 0 of package 1 */

static const char *const links[] = { L0, L1, L2 };

static void restore(void)
{
	if (access(DRV "/" R3_DEV0, F_OK))
		write_text(DRV "/bind", R3_DEV0);
	write_text(sim_path(L0, "carry_between_reads"), "0");
}

FIXTURE_VARIANT(r3qpi) {
	int ivbep;
	int links;
	/* perf stat -e uncore_r3qpi/<stat_event>/: injected per link */
	const char *stat_event;
	unsigned int stat_code;
	int stat_count[3];
};

static void setup(struct __test_metadata *_metadata, const struct _fixture_variant_r3qpi *variant)
{
	int l, ivbep;

	test_setup(120);
	mod_use(MOD, "poll_ms irp_filter");
	ivbep = !access(sim_path("uncore_irp", "inject"), F_OK);
	if (ivbep != variant->ivbep) {
		other = variant->ivbep ? "the simulator models Sandy Bridge-EP" :
			      "the simulator models Ivy Bridge-EP (boxpmu_sim ivbep=1)";
		return;
	}
	for (l = 0; l < variant->links; l++) {
		if (pmu_exists(links[l]))
			continue;
		snprintf(absent, sizeof(absent), "%s; no %s",
			 access("/sys/module/" MOD, F_OK) ? MOD " is not loaded" :
			 MOD " is loaded but registered no PMU", links[l]);
		return;
	}
	test_add_cleanup(restore);
}

BOXPMU_FIXTURE(r3qpi, setup(_metadata, variant));

FIXTURE_VARIANT_ADD(r3qpi, snbep) {
	.links = 2, .stat_event = "vna_credits_acquired", .stat_code = 0x33,
	.stat_count = { 1234, 766 },
};

FIXTURE_VARIANT_ADD(r3qpi, ivbep) {
	.ivbep = 1, .links = 3, .stat_event = "clockticks", .stat_code = 0x01,
	.stat_count = { 1000, 200, 34 },
};

static const struct box_scenario exact = { {
	{ L0, BOX_CFG(0x11, 0x01, 0, 0, 0), 0, 0, 1000, "rxr_inserts_hom counts HOM only" },
	{ L0, BOX_CFG(0x11, 0x03, 0, 0, 0), 0, 0, 1030, "umask 0x3 counts HOM and SNP" },
	{ L1, BOX_CFG(0x11, 0x02, 0, 0, 0), 0, 0, 7, "link 1 counts its own events, SNP only" },
}, {
	{ L0, "event=0x11,umask=0x1 count=1000" }, { L0, "event=0x11,umask=0x2 count=30" },
	{ L1, "event=0x11,umask=0x2 count=7" }, { L1, "event=0x11,umask=0x1 count=5" },
} };

PCIBOX_TEST(r3qpi, exact)
{
	EXPECT_EQ(0, scenario_run(&exact));
}

PCIBOX_TEST(r3qpi, wrap)
{
	int l;

	for (l = 0; l < variant->links; l++)
		check_wraps(_metadata, links[l], CLOCKTICKS, "event=0x01", R3_WRAP);
}

PCIBOX_TEST(r3qpi, carry)
{
	check_carry(_metadata, L0, CLOCKTICKS, "R3_L0_PCI_PMON_CTR0", "event=0x01", "R3QPI");
}

/*
 * How many events of one code a group can hold: as many as the counters
 * the code may use. Written from Sandy Bridge-EP's Table 2-122, the Ivy
 * Bridge-EP event list (ivytown_uncore.json, Counter field) and, for codes
 * they do not list, Linux's snbep_uncore_r3qpi_constraints, not from the
 * driver: 0x13 counter 0 only; 0x10-0x12, 0x20-0x26, 0x28-0x34, 0x36-0x39
 * counters 0-1; everything else, 0x35 included, all three.
 */
static int code_fit(unsigned int code)
{
	if (code == 0x13)
		return 1;
	if ((code >= 0x10 && code <= 0x12) || (code >= 0x20 && code <= 0x26) ||
	    (code >= 0x28 && code <= 0x34) || (code >= 0x36 && code <= 0x39))
		return 2;
	return 3;
}

PCIBOX_TEST(r3qpi, constraint_table)
{
	unsigned int code;
	int l;

	for (l = 0; l < variant->links; l++)
		for (code = 0x00; code <= 0x3f; code++) {
			EXPECT_EQ(code_fit(code),
				  group_fits(links[l], BOX_CFG(code, 0x01, 0, 0, 0), 4))
				TH_LOG("%s: event=0x%02x fits in a group as often as its counters",
				       links[l], code);
		}
}

PCIBOX_TEST(r3qpi, constraints)
{
	struct box_count c[4] = {};
	uint64_t sum = 0;
	int lead, fd[4], i, ret, muxed = 0;

	lead = ASSERT_OPEN(box_open_group(L0, BOX_CFG(0x13, 0x01, 0, 0, 0), 0, -1, 1));
	EXPECT_EQ(-EINVAL, open_ret(box_open_group(L0, BOX_CFG(0x13, 0x02, 0, 0, 0), 0, lead, 1)))
		TH_LOG("two event=0x13 in one group refused");
	ret = box_open_group(L0, BOX_CFG(0x10, 0x01, 0, 0, 0), 0, lead, 1);
	EXPECT_LE(0, ret) TH_LOG("0x13 (counter 0) with 0x10 (counters 0-1) fits");
	if (ret >= 0) {
		EXPECT_EQ(-EINVAL,
			  open_ret(box_open_group(L0, BOX_CFG(0x31, 0, 0, 0, 0), 0, lead, 1)))
			TH_LOG("0x13 + 0x10 + 0x31 (three on counters 0-1) refused");
		close(ret);
	}
	close(lead);

	for (i = 0; i < 4; i++)
		fd[i] = ASSERT_OPEN(box_open(L0, BOX_CFG(0x07, 1U << i, 0, 0, 0), 0));
	for (i = 0; i < 20; i++) {
		sim_inject_ok(L0, "event=0x07,umask=0xf count=1000");
		sleep_ms(20);
	}
	for (i = 0; i < 4; i++) {
		EXPECT_EQ(0, box_read(fd[i], &c[i])) TH_LOG("read event %d", i);
		EXPECT_TRUE(c[i].running && c[i].running <= c[i].enabled)
			TH_LOG("event %d: 0 < time_running (%llu) <= time_enabled (%llu)", i,
			       (unsigned long long)c[i].running, (unsigned long long)c[i].enabled);
		EXPECT_TRUE(c[i].value <= 20 * 1000 && !(c[i].value % 1000))
			TH_LOG("event %d: count %llu: whole injections, at most the 20000 injected",
			       i, (unsigned long long)c[i].value);
		muxed += c[i].running < c[i].enabled;
		sum += c[i].value;
		close(fd[i]);
	}
	EXPECT_LT(0, muxed) TH_LOG("four events on three counters multiplex (some ran part-time)");
	EXPECT_GE(3 * 20 * 1000, sum) TH_LOG("the counts add up to at most 3 counters x 20000");
}

/*
 * A counter-0-only event arriving while counter 0 is taken moves the event
 * on it to another counter: a running event keeps counting without losing
 * a count. A disabled event (which perf takes off the box) neither counts
 * nor blocks the placement, and counts on once enabled again.
 */
PCIBOX_TEST(r3qpi, displace)
{
	int a, b, c, d;

	a = ASSERT_OPEN(box_open(L0, BOX_CFG(0x07, 0x01, 0, 0, 0), 0));
	sim_inject_ok(L0, "event=0x07,umask=0x1 count=100");
	b = ASSERT_OPEN(box_open(L0, BOX_CFG(0x13, 0x01, 0, 0, 0), 0));
	sim_inject_ok(L0, "event=0x07,umask=0x1 count=50");
	sim_inject_ok(L0, "event=0x13,umask=0x1 count=7 inc=3");
	EXPECT_EQ(150, box_value(a)) TH_LOG("a running event moved off counter 0 keeps its count");
	EXPECT_EQ(21, box_value(b)) TH_LOG("the counter-0-only event counts on counter 0");
	close(a);
	close(b);

	c = ASSERT_OPEN(box_open(L0, BOX_CFG(0x08, 0x01, 0, 0, 0), 0));
	sim_inject_ok(L0, "event=0x08,umask=0x1 count=11");
	box_disable(c);
	d = ASSERT_OPEN(box_open(L0, BOX_CFG(0x13, 0x01, 0, 0, 0), 0));
	sim_inject_ok(L0, "event=0x08,umask=0x1 count=1000");
	EXPECT_EQ(11, box_value(c))
		TH_LOG("a disabled event does not count while the counter-0 event runs");
	box_enable(c);
	sim_inject_ok(L0, "event=0x08,umask=0x1 count=5");
	EXPECT_EQ(16, box_value(c)) TH_LOG("and counts again once enabled");
	close(c);
	close(d);
}

/* A counter dword reading all ones is a failed read: the count stays. */
PCIBOX_TEST(r3qpi, all_ones)
{
	int fd, ret;

	fd = ASSERT_OPEN(box_open(L0, CLOCKTICKS, 0));
	sim_inject_ok(L0, "event=0x01 count=1000");
	EXPECT_EQ(1000, box_value(fd)) TH_LOG("all ones: count before");
	ret = sim_fail_reads(L0, 1);
	ASSERT_LE(0, ret) TH_LOG("fail_reads: %s", strerror(-ret));
	EXPECT_EQ(1000, box_value(fd))
		TH_LOG("a counter read of all ones (device gone) adds nothing");
	EXPECT_EQ(0, sim_fail_reads_left(L0)) TH_LOG("read() made that read");
	sim_inject_ok(L0, "event=0x01 count=24");
	EXPECT_EQ(1024, box_value(fd)) TH_LOG("the next good read catches up");
	close(fd);
}

PCIBOX_TEST(r3qpi, bad_input)
{
	check_refusals(_metadata, L0, 0x01, BIT_ULL(63) | BIT_ULL(32) | 0xfb0000, 0x01, 1);
}

PCIBOX_TEST(r3qpi, sockets)
{
	int l;

	for (l = 0; l < variant->links; l++)
		check_packages(_metadata, links[l], CLOCKTICKS, "event=0x01", l ? NULL : DEV_PKG1);
}

PCIBOX_TEST(r3qpi, perf_stat)
{
	char cmd[768], line[512], *s = cmd, *end = cmd + sizeof(cmd);
	unsigned long long v = 0, want = 0;
	int found = 0, l;
	FILE *p;

	s += snprintf(s, end - s, "perf stat -x, -a -e uncore_r3qpi/%s/ -- sh -c '",
		      variant->stat_event);
	for (l = 0; l < variant->links; l++) {
		s += snprintf(s, end - s, "echo event=0x%02x count=%d > %s; ", variant->stat_code,
			      variant->stat_count[l], sim_path(links[l], "inject"));
		want += variant->stat_count[l];
	}
	snprintf(s, end - s, "' 2>&1");
	p = popen(cmd, "r");
	ASSERT_FALSE(!p) TH_LOG("perf stat ran");
	while (fgets(line, sizeof(line), p)) {
		TH_LOG("perf: %s", strtok(line, "\n") ? line : "");
		if (strstr(line, variant->stat_event) && sscanf(line, "%llu,", &v) == 1)
			found = 1;
	}
	pclose(p);
	EXPECT_TRUE(found) TH_LOG("perf stat printed uncore_r3qpi/%s/", variant->stat_event);
	EXPECT_EQ(want, v) TH_LOG("perf stat -e uncore_r3qpi/<name>/ sums the links");
}

PCIBOX_TEST(r3qpi, unbind_rmmod)
{
	int fd, fd2, ret;

	check_unbind(_metadata, L0, R3_DEV0, CLOCKTICKS, 0, "event=0x01", NULL);
	EXPECT_EQ(0, write_text(DRV "/unbind", R3_DEV0)) TH_LOG("unbind again");
	EXPECT_EQ(0, write_text(DRV "/bind", R3_DEV0)) TH_LOG("and bind with no event open");
	fd = ASSERT_OPEN(box_open(L0, CLOCKTICKS, 0));
	sim_inject_ok(L0, "event=0x01 count=42");
	EXPECT_EQ(42, box_value(fd)) TH_LOG("counts after rebind");

	fd2 = box_open(L1, CLOCKTICKS, 0);
	EXPECT_LE(0, fd2) TH_LOG("second event, on link 1");
	/* perf holds a module reference per event: EAGAIN on 6.1, EBUSY while coming or going */
	ret = mod_unload();
	EXPECT_TRUE(ret == -EAGAIN || ret == -EBUSY)
		TH_LOG("rmmod " MOD " with events open refused with EAGAIN or EBUSY: %s",
		       ret ? strerror(-ret) : "succeeded");
	if (!ret)
		mod_load(mod_boot_params());
	close(fd);
	open_ret(fd2);
}

PCIBOX_TEST(r3qpi, poll)
{
	check_poll(_metadata, L0, CLOCKTICKS, "event=0x01", R3_WRAP, "poll_ms=10",
		   mod_boot_params());
}

/*
 * PCI config space is never reached from an NMI: the real path takes a
 * lock the interrupted code may hold. Counted by the simulator over the
 * whole guest run so far, PMIs of the Xeon 7500 driver included.
 */
PCIBOX_TEST(r3qpi, no_nmi_config)
{
	EXPECT_EQ(0, sim_reg_val(L0, "SIM_NMI_CONFIG_ACCESSES"))
		TH_LOG("no PCI config access from NMI context");
}

TEST_HARNESS_MAIN
