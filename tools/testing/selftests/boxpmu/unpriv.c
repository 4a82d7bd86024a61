// SPDX-License-Identifier: GPL-2.0
/*
 * unpriv: which PMUs and modes open for root and for user 65534 (a child that
 * only drops its credentials) at each kernel.perf_event_paranoid, as
 * unpriv.table says. A cell "A/B" expects A from a build that cannot sample, B
 * from one that can. Root runs at paranoid 2: CAP_PERFMON makes it irrelevant.
 * No refusal writes a register; a CPU-wide event is refused a user also at a
 * paranoid above 2 the guest boots with (Debian: 3).
 * One test per PMU of the table, which needs its variant below.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "nhmex.h"

#define PARANOID	"/proc/sys/kernel/perf_event_paranoid"
#define NOBODY		65534
#define NCOL		5
#define TABLE		"unpriv.table"

static const struct { const char *name; int root; int paranoid; } cols[NCOL] = {
	{ "root", 1, 2 }, { "-1", 0, -1 }, { "0", 0, 0 }, { "1", 0, 1 }, { "2", 0, 2 },
};

static long boot_paranoid;

static const char *err_name(int e)
{
	return e ? strerrorname_np(e) ?: "other" : "ok";
}

static int try_open(const char *pmu, const char *mode)
{
	struct perf_event_attr attr;
	int cpu = pmu_cpu(pmu, 0), pid = -1, fd;
	uint64_t config = strstr(pmu, "wbox") ? WBOX_CLOCKTICKS : 0x1;

	if (cpu < 0 || box_attr(&attr, pmu, config) < 0)
		return -ENODEV;
	if (!strcmp(mode, "cpu-exclk")) {
		attr.exclude_kernel = 1;
	} else if (!strcmp(mode, "task")) {
		pid = 0;
		cpu = -1;
	} else if (!strcmp(mode, "task-cpu")) {
		pid = 0;
	} else if (!strcmp(mode, "sampling")) {
		attr.sample_period = 100000;
		attr.sample_type = PERF_SAMPLE_IP;
	} else if (strcmp(mode, "cpu")) {
		return -255;
	}
	fd = open_ret(perf_open(&attr, pid, cpu, -1, 0));
	return fd < 0 ? fd : 0;
}

static int cell(struct __test_metadata *_metadata, const char *pmu, const char *mode, int root)
{
	int status = -1;
	pid_t pid;

	sim_accesses_reset_all();
	fflush(stdout);
	pid = fork();
	ASSERT_LE(0, pid) TH_LOG("fork: %s", strerror(errno));
	if (pid == 0) {
		gid_t none[1];

		if (!root && (setgroups(0, none) || setgid(NOBODY) || setuid(NOBODY)))
			_exit(254);
		if (!root && (getuid() != NOBODY || geteuid() != NOBODY))
			_exit(254);
		_exit(-try_open(pmu, mode));	/* the errno as exit status */
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return 253;
	/* a refusal, by the perf core or the driver, writes no register of any box */
	EXPECT_TRUE(!WEXITSTATUS(status) || !sim_accesses_all().writes)
		TH_LOG("%s %s refused (%s): no register written", pmu, mode,
		       root ? "root" : "user");
	return WEXITSTATUS(status);
}

static const char *expected(char *tok, int can_sample)
{
	char *slash = strchr(tok, '/');

	if (!slash)
		return tok;
	*slash = 0;
	return can_sample ? slash + 1 : tok;
}

static const char *const pmus[] = {
	"uncore_ubox", "uncore_cbox_0", "uncore_wbox", "uncore_r3qpi_0", "uncore_ixp2800",
};

static void setup(struct __test_metadata *_metadata)
{
	nhmex_setup(120);
	ASSERT_EQ(0, getuid()) TH_LOG("must start as root (it drops privileges itself)");
	ASSERT_EQ(0, read_long(PARANOID, &boot_paranoid)) TH_LOG("cannot read " PARANOID);
}

BOXPMU_FIXTURE(unpriv, setup(_metadata));

FIXTURE_VARIANT(unpriv) {
	const char *pmu;
};

FIXTURE_VARIANT_ADD(unpriv, ubox) { pmus[0] };
FIXTURE_VARIANT_ADD(unpriv, cbox_0) { pmus[1] };
FIXTURE_VARIANT_ADD(unpriv, wbox) { pmus[2] };
FIXTURE_VARIANT_ADD(unpriv, r3qpi_0) { pmus[3] };
FIXTURE_VARIANT_ADD(unpriv, ixp2800) { pmus[4] };

TEST_F_TIMEOUT(unpriv, as_the_table_says, BOXPMU_HARNESS_TIMEOUT)
{
	int can_sample = core_can_sample() == 1, rows = 0, c, r;
	char line[512];
	unsigned int i;
	FILE *f;

	if (!pmu_exists(variant->pmu))
		SKIP(return, "PMU not in this guest: %s", variant->pmu);
	f = fopen(TABLE, "r");
	ASSERT_NE(NULL, f) TH_LOG("cannot read %s: %s", TABLE, strerror(errno));
	TH_LOG("boxpmu_core sampling=%c: %s of each A/B cell expected",
	       can_sample ? 'Y' : 'N', can_sample ? "B" : "A");
	while (fgets(line, sizeof(line), f)) {
		char *tok[2 + NCOL], *save = NULL, *p;
		int n = 0;

		line[strcspn(line, "\n")] = 0;
		for (p = strtok_r(line, " \t", &save); p && n < 2 + NCOL;
		     p = strtok_r(NULL, " \t", &save))
			tok[n++] = p;
		if (!n || tok[0][0] == '#' || tok[0][0] == '=' || !strcmp(tok[0], "PMU"))
			continue;
		ASSERT_EQ(2 + NCOL, n) TH_LOG("%s: malformed row '%s'", TABLE, tok[0]);
		for (i = 0; i < ARRAY_SIZE(pmus) && strcmp(tok[0], pmus[i]); i++)
			;
		EXPECT_GT(ARRAY_SIZE(pmus), i) TH_LOG("%s: no variant for %s", TABLE, tok[0]);
		if (strcmp(tok[0], variant->pmu))
			continue;
		for (c = 0; c < NCOL; c++) {
			ASSERT_EQ(0, sysctl_set(PARANOID, cols[c].paranoid))
				TH_LOG("cannot write " PARANOID);
			r = cell(_metadata, tok[0], tok[1], cols[c].root);
			EXPECT_STREQ(expected(tok[2 + c], can_sample),
				     r >= 253 ? "setup-failed" : err_name(r))
				TH_LOG("%s %s: %s%s", tok[0], tok[1],
				       cols[c].root ? "" : "paranoid ", cols[c].name);
		}
		/* above 2, as Debian boots: the perf core refuses a user all */
		if (boot_paranoid > 2 && !strcmp(tok[1], "cpu")) {
			ASSERT_EQ(0, sysctl_set(PARANOID, boot_paranoid))
				TH_LOG("cannot write " PARANOID);
			EXPECT_STREQ("EACCES", err_name(cell(_metadata, tok[0], tok[1], 0)))
				TH_LOG("%s cpu: paranoid %ld as booted", tok[0], boot_paranoid);
		}
		rows++;
	}
	fclose(f);
	TH_LOG("%d rows, %d perf_event_open calls", rows, rows * NCOL);
	EXPECT_LT(0, rows) TH_LOG("the table has rows for %s", variant->pmu);
}

TEST_HARNESS_MAIN
