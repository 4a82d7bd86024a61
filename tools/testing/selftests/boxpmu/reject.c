// SPDX-License-Identifier: GPL-2.0
/*
 * reject: every invalid request fails with its errno and touches no
 * register: after each attempt the writes of all boxes together (U-box
 * global registers included) are 0, where a valid event's (control) are not.
 *
 * "[perf core]": refused before any boxpmu code (PERF_PMU_CAP_NO_EXCLUDE,
 * perf_invalid_context), pinning down the PMU's declared capabilities.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhmex.h"

#define C0 "uncore_cbox_0"

BOXPMU_FIXTURE(reject, nhmex_setup_cbox0(_metadata, 55));

/* REJECTED() for what the attr holds beyond a config: refused with @want */
static void try_attr(struct __test_metadata *_metadata, struct perf_event_attr *attr, int pid,
		     int cpu, int want, const char *what)
{
	EXPECT_TRUE(open_untouched(attr, pid, cpu, -1, want))
		TH_LOG("%s: %s, no register touched", what, strerror(want));
}

TEST_F_TIMEOUT(reject, control, BOXPMU_HARNESS_TIMEOUT)
{
	struct sim_acc a;
	int fd;

	sim_accesses_reset_all();
	fd = box_open(C0, LLC_S, 0);
	a = sim_accesses_all();
	ASSERT_LE(0, fd) TH_LOG("a valid enabled event opens: %s", strerror(-fd));
	EXPECT_LT(0, a.writes) TH_LOG("a valid enabled event writes registers");
	sim_inject_ok(C0, "event=0x14,umask=0x1 count=5");
	EXPECT_EQ(5, box_value(fd)) TH_LOG("and counts");
	close(fd);
}

/*
 * The config fields of each box from the guide (323535-001): C-box
 * Table 2-13 and W-box Table 2-98 ev_sel 7:0, umask 15:8, edge 18, invert
 * 23, threshold 31:24; U-box Table 2-6 ev_sel 7:0 and edge 18 only. Every
 * other config bit must be refused. First the sysfs format must describe
 * exactly these fields (so "outside the format" and "outside the guide's
 * fields" are the same bits), then bits outside are tried, among them 50,
 * 61 and 62, whose writes the simulator counts (SIM_RESERVED_BIT_WRITES).
 */
#define CW_FIELDS	0xff84ffffULL
#define U_FIELDS	0x000400ffULL

struct format {
	char dir[128];
	uint64_t bits;
};

/* The bits of format file @name ("config:0-7,18") into @arg's; -EINVAL if malformed */
static int format_file(const char *name, void *arg)
{
	struct format *f = arg;
	char path[400], buf[64];
	int bits[65], n, i;

	snprintf(path, sizeof(path), "%s/%s", f->dir, name);
	if (read_text(path, buf, sizeof(buf)) < 0 || strncmp(buf, "config:", 7))
		return -EINVAL;
	n = parse_list(buf + 7, bits, 65);
	for (i = 0; i < n; i++) {
		if (bits[i] > 63)
			return -EINVAL;
		f->bits |= BIT_ULL(bits[i]);
	}
	return n < 0 ? -EINVAL : 0;
}

/* The union of the bits of every file in @pmu's sysfs format/ is @want */
static void check_format(struct __test_metadata *_metadata, const char *pmu, uint64_t want)
{
	struct format f = { .bits = 0 };

	snprintf(f.dir, sizeof(f.dir), "/sys/bus/event_source/devices/%s/format", pmu);
	if (dir_each(f.dir, format_file, &f) < 0)
		f.bits = 0;	/* unreadable or malformed */
	EXPECT_EQ(want, f.bits)
		TH_LOG("%s: sysfs format covers exactly the guide's fields (0x%llx), not 0x%llx",
		       pmu, (unsigned long long)want, (unsigned long long)f.bits);
}

TEST_F_TIMEOUT(reject, reserved_bits, BOXPMU_HARNESS_TIMEOUT)
{
	/* bits outside the fields; the U-box's: umask 0x01, 0x80, pmi_en, en, inv, thresh 1 */
	static const int cbits[] = { 16, 17, 19, 20, 21, 22, 32, 33, 40, 50, 61, 62, 63 };
	static const int ubits[] = { 8, 15, 20, 22, 23, 24, 32, 50, 61, 62 };
	char what[96];
	unsigned int i;

	check_format(_metadata, C0, CW_FIELDS);
	check_format(_metadata, "uncore_wbox", CW_FIELDS);
	check_format(_metadata, "uncore_ubox", U_FIELDS);

	for (i = 0; i < ARRAY_SIZE(cbits); i++) {
		snprintf(what, sizeof(what), "reserved config bit %d", cbits[i]);
		REJECTED(C0, LLC_S | BIT_ULL(cbits[i]), 0, 0, -1, what);
		REJECTED("uncore_wbox", BOX_CFG(0x02, 0, 0, 0, 0) | BIT_ULL(cbits[i]), 0, 0, -1,
			 what);
	}
	/*
	 * The fixed counter's code 0xff with a reserved bit is no fixed
	 * event: refused like any generic config with that bit. (0x1ff is
	 * not here: event 0xff, umask 0x01 lies within the fields.)
	 */
	REJECTED("uncore_wbox", WBOX_CLOCKTICKS | BIT_ULL(16), 0, 0, -1,
		 "clockticks code 0xff with reserved bit 16 (0x100ff)");
	REJECTED("uncore_wbox", WBOX_CLOCKTICKS | BIT_ULL(50), 0, 0, -1,
		 "clockticks code 0xff with reserved bit 50");
	for (i = 0; i < ARRAY_SIZE(ubits); i++) {
		snprintf(what, sizeof(what), "reserved config bit %d", ubits[i]);
		REJECTED("uncore_ubox", 0x50 | BIT_ULL(ubits[i]), 0, 0, -1, what);
	}
}

TEST_F_TIMEOUT(reject, attr_fields, BOXPMU_HARNESS_TIMEOUT)
{
	struct perf_event_attr attr;
	int cpu = pmu_cpu(C0, 0);

	box_attr(&attr, C0, LLC_S);
	attr.config1 = 1;
	try_attr(_metadata, &attr, -1, cpu, EINVAL, "config1 set");

	box_attr(&attr, C0, LLC_S);
	attr.config2 = BIT_ULL(40);
	try_attr(_metadata, &attr, -1, cpu, EINVAL, "config2 set");

	box_attr(&attr, C0, LLC_S);
	attr.exclude_user = 1;
	try_attr(_metadata, &attr, -1, cpu, EINVAL, "[perf core] exclude_user=1");

	box_attr(&attr, C0, LLC_S);
	try_attr(_metadata, &attr, 0, -1, EINVAL, "[perf core] per-task event (pid=0, cpu=-1)");

	box_attr(&attr, C0, LLC_S);
	try_attr(_metadata, &attr, 0, cpu, EINVAL,
		 "[perf core] per-task event on a CPU (pid=0, cpu=collecting)");
}

static void close_all(int *fd, int n)
{
	while (n--)
		close(fd[n]);
}

/* Open @n group members (the leader disabled), all must succeed. */
static int open_members(struct __test_metadata *_metadata, int *fd, int n, const char *pmu,
			const uint64_t *cfg, const char *what)
{
	int i;

	for (i = 0; i < n; i++) {
		fd[i] = box_open_group(pmu, cfg[i], 0, i ? fd[0] : -1, i == 0);
		if (fd[i] < 0)
			break;
	}
	EXPECT_EQ(n, i) TH_LOG("%s: %d members open; member %d: %s", what, n, i + 1,
			       strerror(-fd[i]));
	if (i == n)
		return 0;
	close_all(fd, i);
	return -1;
}

TEST_F_TIMEOUT(reject, groups, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t cfg[8];
	int fd[8], i;

	for (i = 0; i < 7; i++)
		cfg[i] = BOX_CFG(0x14, 1u << i, 0, 0, 0);
	if (open_members(_metadata, fd, 6, C0, cfg, "cbox_0 group") == 0) {
		REJECTED(C0, cfg[6], 0, 0, fd[0], "cbox_0 group: 7th member");
		EXPECT_EQ(0, box_enable(fd[0])) TH_LOG("cbox_0 group: enable");
		sim_inject_ok(C0, "event=0x14,umask=0x7f count=99");
		for (i = 0; i < 6; i++) {	/* braces: EXPECT_* is two statements */
			EXPECT_EQ(99, box_value(fd[i]))
				TH_LOG("cbox_0 group: member %d still counts", i + 1);
		}
		close_all(fd, 6);
	}

	for (i = 0; i < 4; i++)
		cfg[i] = BOX_CFG(0x00, 1u << i, 0, 0, 0);
	cfg[4] = WBOX_CLOCKTICKS;
	cfg[5] = BOX_CFG(0x00, 0x10, 0, 0, 0);
	if (open_members(_metadata, fd, 5, "uncore_wbox", cfg, "wbox group (4 + fixed)") == 0) {
		REJECTED("uncore_wbox", cfg[5], 0, 0, fd[0], "wbox group: 5th generic member");
		close_all(fd, 5);
	}

	cfg[0] = 0x50;
	cfg[1] = 0x51;
	if (open_members(_metadata, fd, 1, "uncore_ubox", cfg, "ubox group") == 0) {
		REJECTED("uncore_ubox", cfg[1], 0, 0, fd[0], "ubox group: 2nd member");
		close_all(fd, 1);
	}

	cfg[0] = LLC_S;
	if (open_members(_metadata, fd, 1, C0, cfg, "mixed group leader") == 0) {
		REJECTED("uncore_cbox_1", LLC_S, 0, 0, fd[0], "group mixing cbox_0 and cbox_1");
		REJECTED("uncore_ubox", 0x50, 0, 0, fd[0], "group mixing cbox_0 and ubox");
		close_all(fd, 1);
	}

	/* Software events in a box group are fine. */
	for (i = 0; i < 6; i++)
		cfg[i] = BOX_CFG(0x14, 1u << i, 0, 0, 0);
	if (open_members(_metadata, fd, 6, C0, cfg, "cbox_0 group with software event") == 0) {
		struct perf_event_attr attr;

		memset(&attr, 0, sizeof(attr));
		attr.size = sizeof(attr);
		attr.type = PERF_TYPE_SOFTWARE;
		attr.config = PERF_COUNT_SW_CPU_CLOCK;
		fd[6] = perf_open(&attr, -1, pmu_cpu(C0, 0), fd[0], 0);
		EXPECT_LE(0, fd[6]) TH_LOG("cbox_0 group: cpu-clock joins 6 box events: %s",
					   strerror(-fd[6]));
		close_all(fd, fd[6] >= 0 ? 7 : 6);
	}
}

TEST_F_TIMEOUT(reject, bad_inject, BOXPMU_HARNESS_TIMEOUT)
{
	static const struct { const char *pmu, *terms; } bad[] = {
		{ C0, "count=10" },			/* no event */
		{ C0, "event=0x14,umask=0x1" },		/* no count */
		{ C0, "event=0x14 count=10 edge=1" },	/* counter setting, not an event */
		{ C0, "event=0x14 count=10 bogus=1" },
		{ C0, "event=0x14 count=ten" },
		{ C0, "event=0x14 count=10 burst=2" },
		{ C0, "event=0x14 count=10 inc=0" },
		{ "uncore_ubox", "event=0x50,umask=0x1 count=10" },
		{ "uncore_wbox", "event=0xff,umask=0x1 count=10" },
		{ "uncore_wbox", "event=0xff count=10 inc=2" },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		EXPECT_EQ(-EINVAL, sim_inject(bad[i].pmu, "%s", bad[i].terms))
			TH_LOG("simulator: %s inject '%s' refused", bad[i].pmu, bad[i].terms);
	}
}

TEST_F_TIMEOUT(reject, poll_mode_sampling, BOXPMU_HARNESS_TIMEOUT)
{
	struct perf_event_attr attr;
	int cpu;

	POLL_MODE();
	cpu = pmu_cpu(C0, 0);

	box_attr(&attr, C0, LLC_S);
	attr.sample_period = 1000;
	attr.sample_type = PERF_SAMPLE_IP;
	try_attr(_metadata, &attr, -1, cpu, EOPNOTSUPP, "poll mode: sample_period=1000");

	box_attr(&attr, C0, LLC_S);
	attr.freq = 1;
	attr.sample_freq = 100;
	attr.sample_type = PERF_SAMPLE_IP;
	try_attr(_metadata, &attr, -1, cpu, EOPNOTSUPP, "poll mode: sample_freq=100");

	box_attr(&attr, "uncore_wbox", WBOX_CLOCKTICKS);
	attr.sample_period = 1 << 20;
	try_attr(_metadata, &attr, -1, pmu_cpu("uncore_wbox", 0), EOPNOTSUPP,
		 "poll mode: sampling wbox clockticks");

	EXPECT_EQ(42, box_fresh_count(C0, CBOX_EVENT, 0, 42))
		TH_LOG("poll mode: a counting event opens and counts");
}

TEST_HARNESS_MAIN
