// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu-events: the Nehalem tables intel_pmu_init() picks in a Linux
 * source tree's arch/x86/events/intel/{core,ds}.c (constraints, extra
 * registers, format attributes), since a running kernel's constraint
 * tables are not in sysfs. Entries are read, never assumed; what each
 * constraint macro compares is this file's knowledge (perf_event.h of
 * 6.1), and a macro it does not know is an error.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "bpe.h"

/* X86_ALL_EVENT_FLAGS below bit 32: edge, pc, any, inv, cmask */
#define FLAGS		0xffac0000ULL
#define EV		0xffULL
#define UEV		0xffffULL

enum kind { K_GP, K_FIXED, K_PEBS, K_PLD, K_XREG_OFFCORE, K_XREG_LDLAT };

static const struct macro {
	const char *name;
	uint64_t mask;		/* config bits compared with the code */
	enum kind kind;
	int nargs;
} macros[] = {
	{ "FIXED_EVENT_CONSTRAINT", UEV | FLAGS, K_FIXED, 2 },
	{ "INTEL_EVENT_CONSTRAINT", EV, K_GP, 2 },
	{ "INTEL_UEVENT_CONSTRAINT", UEV, K_GP, 2 },
	{ "INTEL_FLAGS_EVENT_CONSTRAINT", EV | FLAGS, K_PEBS, 2 },
	{ "INTEL_FLAGS_UEVENT_CONSTRAINT", UEV | FLAGS, K_PEBS, 2 },
	{ "INTEL_PLD_CONSTRAINT", UEV | FLAGS, K_PLD, 2 },
	{ "INTEL_UEVENT_EXTRA_REG", UEV, K_XREG_OFFCORE, 4 },
	{ "INTEL_UEVENT_PEBS_LDLAT_EXTRA_REG", UEV, K_XREG_LDLAT, 1 },
};

struct entry {
	const struct macro *m;
	uint64_t code;
	uint64_t counters;	/* counter mask (bit 32+n: fixed counter n) */
	char text[96];
	bool used;
};

#define MAX_ENTRIES	64

struct table {
	char name[64];
	struct entry e[MAX_ENTRIES];
	int n;
};

/* @file of arch/x86/events/intel/ in source tree @src, comments blanked out */
static char *read_src(const char *src, const char *file)
{
	char path[512], *buf = NULL, *p;
	size_t size = 0;
	FILE *fp;

	snprintf(path, sizeof(path), "%s/arch/x86/events/intel/%s", src, file);
	fp = fopen(path, "r");
	if (!fp)
		return NULL;
	if (getdelim(&buf, &size, '\0', fp) < 0) {
		free(buf);
		buf = NULL;
	}
	fclose(fp);
	if (!buf)
		return NULL;
	while ((p = strstr(buf, "/*"))) {
		char *q = strstr(p + 2, "*/");

		if (!q)
			q = p + strlen(p) - 2;
		memset(p, ' ', q + 2 - p);
	}
	while ((p = strstr(buf, "//")))
		while (*p && *p != '\n')
			*p++ = ' ';
	return buf;
}

/* Copy the identifier at @p to @out; its length. */
static size_t ident(const char *p, char *out, size_t len)
{
	size_t n = 0;

	while ((isalnum((unsigned char)p[n]) || p[n] == '_') && n + 1 < len) {
		out[n] = p[n];
		n++;
	}
	out[n] = '\0';
	return n;
}

/* In the Nehalem case of intel_pmu_init(): the word after "@lhs =". */
static int nehalem_assign(const char *core, const char *lhs, char *out, size_t len)
{
	const char *c = strstr(core, "case INTEL_FAM6_NEHALEM:"), *end, *p;
	size_t n = strlen(lhs);

	if (!c)
		return -ENOENT;
	end = strstr(c, "break;");
	for (p = strstr(c, lhs); p && p < end; p = strstr(p + 1, lhs)) {
		if (isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.')
			continue;
		p += n + strspn(p + n, " \t");
		if (*p != '=')
			continue;
		p += 1 + strspn(p + 1, " \t\n\r\v\f");
		return ident(p, out, len) ? 0 : -EINVAL;
	}
	return -ENOENT;
}

/* The body of "NAME[] ... = { ... };" in @src, or NULL. */
static const char *find_array(const char *src, const char *name, const char **end)
{
	char pat[80];
	const char *p;

	snprintf(pat, sizeof(pat), "%s[]", name);
	for (p = strstr(src, pat); p; p = strstr(p + 1, pat)) {
		const char *b = strchr(p, '='), *semi = strchr(p, ';');

		if (!b || !semi || semi < b)
			continue;	/* a declaration, not the definition */
		b = strchr(b, '{');
		if (!b)
			return NULL;
		*end = strstr(b, "};");
		return *end ? b + 1 : NULL;
	}
	return NULL;
}

static int parse_table(const char *src, const char *name, struct table *t)
{
	const char *p, *end;

	snprintf(t->name, sizeof(t->name), "%s", name);
	p = find_array(src, name, &end);
	if (!p) {
		printf("ERROR: table %s not found\n", name);
		return -ENOENT;
	}
	while (p < end) {
		char mac[64], args[4][64];
		const char *q;
		int na;
		size_t i;

		while (p < end && (isspace((unsigned char)*p) || *p == ','))
			p++;
		if (p >= end)
			break;
		p += ident(p, mac, sizeof(mac));
		if (!strcmp(mac, "EVENT_CONSTRAINT_END") || !strcmp(mac, "EVENT_EXTRA_END"))
			return 0;
		if (*p != '(') {
			printf("ERROR: %s: cannot read entry at '%.20s'\n", name, p);
			return -EINVAL;
		}
		q = strchr(p, ')');
		if (!q || q > end)
			return -EINVAL;
		na = sscanf(p, "( %63[^,) \t\n] , %63[^,) \t\n] , %63[^,) \t\n] , %63[^,) \t\n]",
			    args[0], args[1], args[2], args[3]);
		p = q + 1;
		for (i = 0; i < ARRAY_SIZE(macros); i++)
			if (!strcmp(macros[i].name, mac))
				break;
		if (i == ARRAY_SIZE(macros) || macros[i].nargs != na) {
			printf("ERROR: %s: %s(%d arguments): a macro this check cannot interpret\n",
			       name, mac, na);
			return -EINVAL;
		}
		if (t->n == MAX_ENTRIES)
			return -E2BIG;
		t->e[t->n].m = &macros[i];
		t->e[t->n].code = strtoull(args[0], NULL, 0);
		if (macros[i].kind == K_FIXED)
			t->e[t->n].counters = 1ULL << (32 + strtoul(args[1], NULL, 0));
		else if (na >= 2 && macros[i].kind != K_XREG_OFFCORE)
			t->e[t->n].counters = strtoull(args[1], NULL, 0);
		snprintf(t->e[t->n].text, sizeof(t->e[0].text), "%s(%s%s%s)", mac, args[0],
			 na > 1 ? ", " : "", na > 1 ? args[1] : "");
		t->n++;
	}
	printf("ERROR: %s: no end marker\n", name);
	return -EINVAL;
}

/* The entry of @t of @kind (-1: any but K_FIXED) for @config, marked used, or NULL. */
static struct entry *first_match(struct table *t, uint64_t config, int kind)
{
	int i;

	for (i = 0; i < t->n; i++) {
		struct entry *e = &t->e[i];
		bool of_kind = kind < 0 ? e->m->kind != K_FIXED : e->m->kind == (enum kind)kind;

		if (of_kind && (config & e->m->mask) == e->code) {
			e->used = true;
			return e;
		}
	}
	return NULL;
}

static int diffs;

static void diff(const char *fmt, ...)
{
	va_list ap;

	fputs("DIFF: ", stdout);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	diffs++;
}

/* A difference if an entry's counters @kc (@text of table @t) are not event @c's. */
static void diff_counters(const struct bpe_core_event *c, const char *id, const struct table *t,
			  uint64_t kc, const char *text)
{
	char a[32], b[32];

	if (kc == c->counters)
		return;
	bpe_counters(c->counters, "PMC", a, sizeof(a));
	bpe_counters(kc, "PMC", b, sizeof(b));
	diff("%s: catalog: %s; %s: %s (%s)\n", id, a, t->name, b, text);
}

static int load_tables(const char *src, struct table *tabs[3])
{
	char name[3][64];
	static const char *const lhs[] = {
		"x86_pmu.event_constraints", "x86_pmu.pebs_constraints", "x86_pmu.extra_regs",
	};
	char *core = read_src(src, "core.c"), *ds = read_src(src, "ds.c");
	const char *end;
	int i, ret = 0;

	if (!core || !ds) {
		printf("ERROR: cannot read %s/arch/x86/events/intel/{core,ds}.c\n", src);
		ret = -ENOENT;
	}
	for (i = 0; i < 3 && !ret; i++) {
		ret = nehalem_assign(core, lhs[i], name[i], sizeof(name[i]));
		if (ret) {
			printf("ERROR: no '%s = ...' in intel_pmu_init()'s Nehalem case\n", lhs[i]);
			break;
		}
		printf("# Nehalem: %s = %s\n", lhs[i], name[i]);
		ret = parse_table(find_array(core, name[i], &end) ? core : ds, name[i],
				  tabs[i]);
	}
	free(core);
	free(ds);
	return ret;
}

/*
 * Compare the Nehalem constraint tables of Linux source tree @src with
 * the catalog. Prints one line per difference ("DIFF: ...") and a summary.
 * Differences are the finding, not a failure: returns how many there
 * are, or -errno if the source cannot be read or holds an entry this
 * check cannot interpret.
 */
int bpe_check_constraints(const char *src)
{
	static struct table ev, pebs, xr;
	struct table *tabs[] = { &ev, &pebs, &xr };
	int checked = 0, i;
	size_t k;

	if (load_tables(src, tabs))
		return -EINVAL;
	for (k = 0; k < bpe_nhm_nevents; k++) {
		const struct bpe_core_event *c = &bpe_nhm_events[k];
		char id[96], terms[128];
		uint64_t cfg = bpe_core_terms(c, terms, sizeof(terms));
		struct entry *e;

		/*
		 * The thresholds of load latency are config1, which no
		 * constraint sees: the event without one stands for them all.
		 */
		if (c->mods & BPE_LL_SET)
			continue;
		checked++;
		snprintf(id, sizeof(id), "%s (config 0x%llx)", c->name, (unsigned long long)cfg);
		if (c->fixed >= 0) {
			e = first_match(&ev, cfg, K_FIXED);
			if (!e || e->counters != 1ULL << (32 + c->fixed))
				diff("%s: catalog: fixed counter %d; %s: %s\n", id, c->fixed,
				     ev.name, e ? e->text : "no fixed-counter constraint");
			continue;
		}
		e = first_match(&ev, cfg, -1);
		diff_counters(c, id, &ev, e ? e->counters & 0xf : 0xf,
			      e ? e->text : "no entry: any counter");
		e = first_match(&pebs, cfg, -1);
		if (!!(c->mods & BPE_PEBS) != !!e) {
			diff("%s: catalog: %s; %s: %s\n", id,
			     c->mods & BPE_PEBS ? "PEBS" : "no PEBS", pebs.name,
			     e ? e->text : "no entry: cannot be sampled precisely");
		} else if (e) {
			bool pld = e->m->kind == K_PLD;

			if (pld != !!(c->mods & BPE_LL))
				diff("%s: catalog: %s; %s: %s\n", c->name,
				     c->mods & BPE_LL ? "load latency" : "not load latency",
				     pebs.name, e->text);
			snprintf(id, sizeof(id), "%s (precise)", c->name);
			diff_counters(c, id, &pebs, e->counters & 0xf, e->text);
		}
		if ((c->mods & (BPE_LL | BPE_OFFCORE)) &&
		    !first_match(&xr, cfg, c->mods & BPE_LL ? K_XREG_LDLAT : K_XREG_OFFCORE))
			diff("%s: catalog: %s; %s: no such extra register\n", c->name,
			     c->mods & BPE_LL ? "ldlat" : "offcore_rsp", xr.name);
	}
	for (k = 0; k < ARRAY_SIZE(tabs); k++)
		for (i = 0; i < tabs[k]->n; i++)
			if (!tabs[k]->e[i].used)
				diff("%s: %s matches no catalogued event\n", tabs[k]->name,
				     tabs[k]->e[i].text);
	printf("# %d catalogued core events against %d + %d + %d entries: %d difference%s\n",
	       checked, ev.n, pebs.n, xr.n, diffs, diffs == 1 ? "" : "s");
	printf("# not compared: intel_pmu_init() also lets fixed events but REF use PMC0-3\n");
	return diffs;
}

static int write_file(const char *path, const char *text)
{
	FILE *fp = bpe_create(path);
	int ret;

	if (!fp)
		return -errno;
	ret = fprintf(fp, "%s\n", text) < 0 ? -EIO : 0;
	return fclose(fp) ? -errno : ret;
}

/* The specs of the format attributes listed in array @list (@what) of @core. */
static int put_formats(const char *core, const char *what, const char *list, const char *dir)
{
	const char *p, *end;
	int n = 0;

	fprintf(stderr, "# %s = %s\n", what, list);
	p = find_array(core, list, &end);
	if (!p) {
		fprintf(stderr, "ERROR: %s not found\n", list);
		return -ENOENT;
	}
	while ((p = strstr(p, "&format_attr_")) && p < end) {
		char name[32], pat[64], spec[64], path[512];
		const char *d;

		p += strlen("&format_attr_");
		ident(p, name, sizeof(name));
		snprintf(pat, sizeof(pat), "PMU_FORMAT_ATTR(%s,", name);
		d = strstr(core, pat);
		if (!d || sscanf(d + strlen(pat), " \"%63[^\"]\"", spec) != 1) {
			fprintf(stderr, "ERROR: no PMU_FORMAT_ATTR(%s, ...)\n", name);
			return -ENOENT;
		}
		snprintf(path, sizeof(path), "%s/%s", dir, name);
		if (write_file(path, spec))
			return -EIO;
		fprintf(stderr, "%s: %s\n", name, spec);
		n++;
	}
	return n ? 0 : -ENOENT;
}

/*
 * Write @outdir/cpu/format/ (and type) as the x86 cpu PMU of source tree
 * @src publishes them on Nehalem: intel_pmu's format_attrs and the Nehalem
 * case's extra_attr. With --sysfs @outdir the tool encodes core events as
 * that kernel would, where no core PMU is there to read (QEMU TCG).
 */
int bpe_cpu_formats(const char *src, const char *outdir)
{
	char path[512], list[64], *core = read_src(src, "core.c");
	const char *p, *q;
	int ret;

	if (!core) {
		fprintf(stderr, "ERROR: cannot read %s/arch/x86/events/intel/core.c\n", src);
		return -ENOENT;
	}
	snprintf(path, sizeof(path), "%s/cpu/type", outdir);
	ret = write_file(path, "4");
	snprintf(path, sizeof(path), "%s/cpu/format", outdir);
	p = strstr(core, "x86_pmu intel_pmu = {");
	q = p ? strstr(p, ".format_attrs") : NULL;
	if (!ret && q && sscanf(q, ".format_attrs = %63[A-Za-z0-9_]", list) == 1) {
		ret = put_formats(core, "intel_pmu.format_attrs", list, path);
	} else if (!ret) {
		fprintf(stderr, "ERROR: no intel_pmu .format_attrs\n");
		ret = -ENOENT;
	}
	if (!ret && nehalem_assign(core, "extra_attr", list, sizeof(list))) {
		fprintf(stderr, "ERROR: no extra_attr = NAME in intel_pmu_init()'s Nehalem case\n");
		ret = -ENOENT;
	} else if (!ret) {
		ret = put_formats(core, "Nehalem: extra_attr", list, path);
	}
	free(core);
	return ret;
}
