// SPDX-License-Identifier: GPL-2.0
/*
 * unpriv: which PMUs and modes open for root and for user 65534 (a child that
 * only drops its credentials) at each kernel.perf_event_paranoid, as
 * unpriv.table says. A cell "A/B" expects A from a build that cannot sample, B
 * from one that can. Root runs at paranoid 2: CAP_PERFMON makes it irrelevant.
 *
 * Usage: unpriv [TABLE]   (default ./unpriv.table)
 */
#include <errno.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "boxpmu_lib.h"

#define PARANOID	"/proc/sys/kernel/perf_event_paranoid"
#define NOBODY		65534
#define NCOL		5

static const struct { const char *name; int root; int paranoid; } cols[NCOL] = {
	{ "root", 1, 2 }, { "-1", 0, -1 }, { "0", 0, 0 }, { "1", 0, 1 }, { "2", 0, 2 },
};

static long saved_paranoid = 2;

static void restore_paranoid(void)
{
	char buf[16];

	snprintf(buf, sizeof(buf), "%ld\n", saved_paranoid);
	write_text(PARANOID, buf);
}

static const char *err_name(int e)
{
	switch (e) {
	case 0: return "ok";
	case EACCES: return "EACCES";
	case EPERM: return "EPERM";
	case EINVAL: return "EINVAL";
	case ENOENT: return "ENOENT";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case ENODEV: return "ENODEV";
	case EBUSY: return "EBUSY";
	default: return "other";
	}
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
	fd = perf_open(&attr, pid, cpu, -1, 0);
	if (fd >= 0) {
		close(fd);
		return 0;
	}
	return fd;
}

static int cell(const char *pmu, const char *mode, int root)
{
	int status = -1;
	pid_t pid = fork();

	if (pid < 0)
		tap_bail("fork: %s", strerror(errno));
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

int main(int argc, char **argv)
{
	const char *table = argc > 1 ? argv[1] : "unpriv.table";
	char line[512];
	int can_sample, rows = 0, cells = 0, c;
	FILE *f;

	tap_init("unpriv", 120);
	if (getuid() != 0)
		tap_bail("must start as root (it drops privileges itself)");
	f = fopen(table, "r");
	if (!f)
		tap_bail("cannot read %s: %s", table, strerror(errno));
	if (read_long(PARANOID, &saved_paranoid))
		tap_bail("cannot read " PARANOID);
	tap_cleanup(restore_paranoid);
	can_sample = core_can_sample() == 1;
	tap_diag("boxpmu_core sampling=%c: %s of each A/B cell expected",
		 can_sample ? 'Y' : 'N', can_sample ? "B" : "A");

	while (fgets(line, sizeof(line), f)) {
		char *tok[2 + NCOL], *save = NULL, *p;
		char got[NCOL][16];
		int n = 0, bad = 0;

		line[strcspn(line, "\n")] = 0;
		for (p = strtok_r(line, " \t", &save); p && n < 2 + NCOL;
		     p = strtok_r(NULL, " \t", &save))
			tok[n++] = p;
		if (!n || tok[0][0] == '#' || tok[0][0] == '=' || !strcmp(tok[0], "PMU"))
			continue;
		if (n != 2 + NCOL)
			tap_bail("%s: malformed row '%s'", table, tok[0]);
		if (!pmu_exists(tok[0])) {
			tap_skip("PMU not in this guest", "%s %s", tok[0], tok[1]);
			continue;
		}
		for (c = 0; c < NCOL; c++) {
			char val[8];
			int r;

			snprintf(val, sizeof(val), "%d\n", cols[c].paranoid);
			if (write_text(PARANOID, val))
				tap_bail("cannot write " PARANOID);
			r = cell(tok[0], tok[1], cols[c].root);
			snprintf(got[c], sizeof(got[c]), "%s", r >= 253 ? "setup-failed" :
				 err_name(r));
			if (strcmp(got[c], expected(tok[2 + c], can_sample)))
				bad++;
			cells++;
		}
		rows++;
		if (!tap_check(!bad, "%s %s: root and paranoid -1/0/1/2 as the table says",
			       tok[0], tok[1]))
			for (c = 0; c < NCOL; c++)
				tap_diag("  %-5s want %-10s got %s", cols[c].name, tok[2 + c],
					 got[c]);
	}
	fclose(f);
	restore_paranoid();
	tap_diag("%d rows, %d perf_event_open calls", rows, cells);
	tap_check(rows > 0, "the table has rows for PMUs of this guest");
	return tap_finish();
}
