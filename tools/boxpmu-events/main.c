// SPDX-License-Identifier: GPL-2.0
/* boxpmu-events: the commands of help() (Documentation/events.rst) */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/perf_event.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "bpe.h"

#define MAX_INST	16

/* Usage to @out; the exit status: 0 if asked for (stdout), else 2 */
static int help(FILE *out)
{
	fprintf(out,
		"Usage: boxpmu-events [--sysfs DIR] COMMAND ...\n"
		"  list [--pmu STEM] [PATTERN]  catalogued events (name, PMU, terms, notes);\n"
		"                               PATTERN matches name or description, any case\n"
		"  perf [--pmu PMU] NAME [TERM=VALUE...]\n"
		"                               the perf stat -e string of event NAME, encoded\n"
		"                               with the running kernel's format/ (first line),\n"
		"                               notes on '# ' lines\n"
		"  strings                      every event of every PMU present, one perf\n"
		"                               string and name a line\n"
		"  verify [--open]              TAP: every event of every PMU present encodes\n"
		"                               with its format/, equals the kernel's sysfs\n"
		"                               alias, the kernel has no event the catalog\n"
		"                               lacks; --open: perf_event_open()s each too\n"
		"  json DIR                     write perf pmu-events JSON under DIR\n"
		"  check-constraints LINUX_SRC  compare the source's Nehalem counter and PEBS\n"
		"                               constraints with the catalog; reports each\n"
		"                               difference (DIFF:), exit status 0 unless the\n"
		"                               source cannot be read or interpreted\n"
		"  cpu-formats LINUX_SRC DIR    write DIR/cpu/format/ as the source's x86 cpu\n"
		"                               PMU publishes it on Nehalem (for --sysfs DIR)\n"
		"--sysfs DIR reads PMUs from DIR instead of %s.\n", bpe_sysfs);
	return out == stdout ? 0 : 2;
}

static int cmd_list(int argc, char **argv)
{
	const char *stem = NULL, *pat = "";
	size_t i, shown = 0;
	int a;

	for (a = 0; a < argc; a++) {
		if (!strcmp(argv[a], "--pmu") && a + 1 < argc)
			stem = argv[++a];
		else if (argv[a][0] != '-')
			pat = argv[a];
		else
			return help(stderr);
	}
	for (i = 0; i < bpe_nevents; i++) {
		const struct bpe_event *e = &bpe_events[i];

		if (stem && strcmp(e->pmu->stem, stem) && strcmp(e->pmu->platform, stem))
			continue;
		if (!strcasestr(e->name, pat) && !strcasestr(e->desc, pat))
			continue;
		printf("%-48s %-8s %-8s %s\n    %s%s%s\n", e->name, e->pmu->platform,
		       e->pmu->stem, e->terms, e->desc, *e->note ? "\n    note: " : "", e->note);
		shown++;
	}
	fprintf(stderr, "%zu of %zu events\n", shown, bpe_nevents);
	return shown ? 0 : 1;
}

/*
 * Is kind @p what the running kernel has at its instances? Kinds can share
 * a name (Sandy and Ivy Bridge-EP R3QPI: uncore_r3qpi_N; the Xeon 7500 and
 * Westmere-EX M-box, whose events have the same names and other
 * encodings); the one whose table the kernel's events/ shows, names and
 * terms, is the one present. The core has no table of the drivers to
 * compare and is present when cpu is.
 */
static bool kind_present(const struct bpe_pmu *p, char inst[][32], int *ninst)
{
	const struct boxpmu_event_desc *d;
	char buf[256];
	int n = 0;

	*ninst = bpe_sysfs_instances(p, inst, MAX_INST);
	if (!*ninst || !p->events)
		return *ninst > 0;
	for (d = p->events; d->name; d++, n++)
		if (bpe_sysfs_read(buf, sizeof(buf), "%s/events/%s", inst[0], d->name) ||
		    strcmp(buf, d->terms))
			return false;
	return bpe_sysfs_nevents(inst[0]) == n;
}

/*
 * The catalog's terms with the user's TERM=VALUE words: a word naming one
 * of the catalog's terms replaces it, any other is appended, both as the
 * user spelt them.
 */
static int add_terms(char *terms, size_t len, int argc, char **argv)
{
	struct bpe_term x[BPE_MAX_TERMS];
	char err[256], out[256], *tok, *save;
	size_t off = 0;
	int a, m;

	for (a = 0; a < argc; a++) {
		m = bpe_terms_parse(argv[a], x, err, sizeof(err));
		if (m != 1) {
			fprintf(stderr, "boxpmu-events: '%s': want one TERM=VALUE%s%s\n", argv[a],
				m < 0 ? ": " : "", m < 0 ? err : "");
			return -EINVAL;
		}
	}
	for (tok = strtok_r(terms, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		size_t n = strcspn(tok, "=");

		for (a = 0; a < argc; a++)
			if (strcspn(argv[a], "=") == n && !strncmp(argv[a], tok, n))
				break;
		if (a == argc && off < sizeof(out))
			off += snprintf(out + off, sizeof(out) - off, "%s%s", off ? "," : "", tok);
	}
	for (a = 0; a < argc && off < sizeof(out); a++)
		off += snprintf(out + off, sizeof(out) - off, "%s%s", off ? "," : "", argv[a]);
	if (off >= sizeof(out) || off >= len) {
		fprintf(stderr, "boxpmu-events: terms over %zu characters\n", sizeof(out) - 1);
		return -E2BIG;
	}
	strcpy(terms, out);
	return 0;
}

static int cmd_perf(int argc, char **argv)
{
	const char *want = NULL, *name;
	char inst[MAX_INST][32], terms[256], alias[256];
	int a, ninst, i, found = 0, ret = 0;
	size_t k;

	for (a = 0; a + 1 < argc && !strcmp(argv[a], "--pmu"); a += 2)
		want = argv[a + 1];
	if (a >= argc || argv[a][0] == '-')
		return help(stderr);
	name = argv[a++];
	for (k = 0; k < bpe_nevents; k++) {
		const struct bpe_event *e = &bpe_events[k];
		const char *pmu;
		uint64_t cfg[3];
		bool present;
		int pick;

		if (strcasecmp(e->name, name))
			continue;
		present = kind_present(e->pmu, inst, &ninst);
		for (pick = 0; want && pick < ninst; pick++)
			if (!strcmp(inst[pick], want))
				break;
		if (want && strcmp(want, e->pmu->stem) && strcmp(want, e->pmu->platform) &&
		    pick == ninst)
			continue;
		if (!want && !present && ninst)	/* the name is there, as another kind's event */
			continue;
		if (pick == ninst)
			pick = 0;
		found++;
		snprintf(terms, sizeof(terms), "%s", e->terms);
		if (add_terms(terms, sizeof(terms), argc - a, argv + a))
			return 2;
		if (!present) {
			char base[48];

			snprintf(base, sizeof(base), "%s%s%s", strcmp(e->pmu->stem, "cpu") ?
				 "uncore_" : "", e->pmu->stem, e->pmu->nboxes == 1 ? "" : "_0");
			printf("%s/%s/\n# NOTE: PMU %s (%s) is not in %s:\n", base, terms, base,
			       e->pmu->title, bpe_sysfs);
			printf("# the catalog's documented encoding, NOT checked against\n"
			       "# a running kernel's format/\n");
		} else {
			pmu = inst[pick];
			if (bpe_encode(pmu, terms, cfg, false)) {
				ret = 1;
				continue;
			}
			printf("%s/%s/\n# %s, %s: config=0x%llx config1=0x%llx config2=0x%llx", pmu,
			       terms, e->pmu->title, e->name, (unsigned long long)cfg[0],
			       (unsigned long long)cfg[1], (unsigned long long)cfg[2]);
			printf(" with %s/%s/format/\n", bpe_sysfs, pmu);
			if (e->pmu->events &&
			    !bpe_sysfs_read(alias, sizeof(alias), "%s/events/%s", pmu, e->name))
				printf("# the kernel's alias: %s/%s/ (%s)\n", pmu, e->name, alias);
			if (ninst > 1) {
				printf("# the same on");
				for (i = 0; i < ninst; i++)
					if (i != pick)
						printf(" %s", inst[i]);
				printf("\n");
			}
		}
		printf("# %s\n", e->desc);
		if (*e->note)
			printf("# note: %s\n", e->note);
	}
	if (!found) {
		fprintf(stderr,
			"boxpmu-events: no catalogued event '%s'%s%s (try: boxpmu-events list %s)\n",
			name, want ? " on " : "", want ? want : "", name);
		return 1;
	}
	return ret;
}

static int open_event(const char *pmu, const uint64_t cfg[3], char *err, size_t len)
{
	struct perf_event_attr attr;
	int type, cpu = -1, fd, bad;
	char buf[64];
	uint64_t val;

	type = bpe_sysfs_read(buf, sizeof(buf), "%s/type", pmu) ?: atoi(buf);
	if (type < 0) {
		snprintf(err, len, "no type: %s", strerror(-type));
		return -1;
	}
	if (!bpe_sysfs_read(buf, sizeof(buf), "%s/cpumask", pmu))
		cpu = atoi(buf);
	attr = (struct perf_event_attr){ .size = sizeof(attr), .type = type, .config = cfg[0],
					 .config1 = cfg[1], .config2 = cfg[2], .disabled = 1 };
	fd = syscall(SYS_perf_event_open, &attr, cpu < 0 ? 0 : -1, cpu < 0 ? -1 : cpu, -1, 0);
	if (fd < 0) {
		snprintf(err, len, "perf_event_open: %s", strerror(errno));
		return -1;
	}
	bad = ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) || read(fd, &val, sizeof(val)) != sizeof(val) ||
	      ioctl(fd, PERF_EVENT_IOC_DISABLE, 0);
	if (bad)
		snprintf(err, len, "enable/read/disable: %s", strerror(errno));
	close(fd);
	return bad ? -1 : 0;
}

/* Event @e on PMU @pmu encodes, equals the kernel's alias and (@do_open) opens. */
static int check_event(const char *pmu, const struct bpe_event *e, bool do_open)
{
	char alias[256], err[256];
	uint64_t cfg[3], acfg[3];

	if (bpe_encode(pmu, e->terms, cfg, false))
		return -1;
	if (e->pmu->events && bpe_sysfs_read(alias, sizeof(alias), "%s/events/%s", pmu, e->name)) {
		printf("# %s: no events/%s in sysfs\n", pmu, e->name);
		return -1;
	}
	if (e->pmu->events &&
	    (bpe_encode(pmu, alias, acfg, false) || memcmp(cfg, acfg, sizeof(cfg)))) {
		printf("# %s/%s: catalog %s, kernel %s\n", pmu, e->name, e->terms, alias);
		return -1;
	}
	if (do_open && open_event(pmu, cfg, err, sizeof(err))) {
		printf("# %s/%s/ (%s): %s\n", pmu, e->terms, e->name, err);
		return -1;
	}
	return 0;
}

/* Every catalogued event of every PMU present: checked (TAP), or its perf string. */
static int cmd_verify(int argc, char **argv, bool strings)
{
	bool do_open = argc > 0 && !strcmp(argv[0], "--open");
	int failed = 0, ntest = 0, ninst, j;
	char inst[MAX_INST][32];
	uint64_t cfg[3];
	size_t i, k;

	for (i = 0; i < bpe_npmus; i++) {
		const struct bpe_pmu *p = &bpe_pmus[i];
		bool present = kind_present(p, inst, &ninst);
		int bad = 0, n = 0, opened = 0;

		if (!present && !strings)
			printf("ok %d - %s (%s) # SKIP %s\n", ++ntest, p->stem, p->title,
			       ninst ? "its instances here are another kind's" :
			       "PMU not in sysfs: nothing to check on this kernel");
		for (j = 0; present && j < ninst; j++) {
			int nk = bpe_sysfs_nevents(inst[j]), nc = 0;

			for (k = 0; k < bpe_nevents; k++) {
				const struct bpe_event *e = &bpe_events[k];

				if (e->pmu != p)
					continue;
				n++;
				nc++;
				if (strings && !bpe_encode(inst[j], e->terms, cfg, true))
					printf("%s/%s/\t%s\n", inst[j], e->terms, e->name);
				else if (!strings && check_event(inst[j], e, do_open))
					bad++;
				else
					opened += do_open;
			}
			if (p->events && nk != nc) {
				printf("# %s: %d events in sysfs, %d in the catalog\n", inst[j],
				       nk, nc);
				bad++;
			}
		}
		if (!present || strings)
			continue;
		failed += !!bad;
		printf("%sok %d - %s: %d events on %d PMU%s%s encode with their format/%s%s\n",
		       bad ? "not " : "", ++ntest, p->title, n, ninst, ninst > 1 ? "s" : "",
		       p->events ? ", equal the kernel's aliases," : "",
		       do_open ? " and open" : "", bad ? " (see above)" : "");
		if (do_open)
			printf("# %s: %d of %d opened\n", p->stem, opened, n);
	}
	if (!strings)
		printf("1..%d\n", ntest);
	return failed ? 1 : 0;
}

int main(int argc, char **argv)
{
	int a = 1;

	if (a + 1 < argc && !strcmp(argv[a], "--sysfs")) {
		bpe_sysfs = argv[a + 1];
		a += 2;
	}
	if (a >= argc || !strcmp(argv[a], "-h") || !strcmp(argv[a], "--help"))
		return help(a >= argc ? stderr : stdout);
	if (bpe_catalog_init()) {
		fprintf(stderr, "boxpmu-events: cannot build the catalog\n");
		return 1;
	}
	if (!strcmp(argv[a], "list"))
		return cmd_list(argc - a - 1, argv + a + 1);
	if (!strcmp(argv[a], "perf"))
		return cmd_perf(argc - a - 1, argv + a + 1);
	if (!strcmp(argv[a], "strings"))
		return cmd_verify(argc - a - 1, argv + a + 1, true);
	if (!strcmp(argv[a], "verify"))
		return cmd_verify(argc - a - 1, argv + a + 1, false);
	if (!strcmp(argv[a], "json") && a + 1 < argc)
		return bpe_json_write(argv[a + 1]) ? 1 : 0;
	if (!strcmp(argv[a], "check-constraints") && a + 1 < argc)
		return bpe_check_constraints(argv[a + 1]) < 0 ? 1 : 0;
	if (!strcmp(argv[a], "cpu-formats") && a + 2 < argc)
		return bpe_cpu_formats(argv[a + 1], argv[a + 2]) ? 1 : 0;
	return help(stderr);
}
