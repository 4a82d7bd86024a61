// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu-events: the catalog as perf pmu-events JSON, in the layout and
 * with the field names of Linux's tools/perf/pmu-events/arch/<arch>/<model>/
 * (what its jevents.py reads): core events one file per topic, box events
 * of each model in uncore-boxpmu.json.
 * Box events: EventCode and UMask carry event= and umask=, every other
 * term goes verbatim into Filter (jevents appends it to the encoding);
 * an event without event= (M-box: inc_sel=) gets ConfigCode 0, since
 * jevents would otherwise add an event= term that PMU has no format for.
 * Unit is the PMU name without uncore_: jevents makes it uncore_<unit>,
 * and perf matches it to every uncore_<unit>_<n>.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>

#include "bpe.h"

/* "KEY": "VALUE" of the object, VALUE printed from @fmt and escaped */
static void put(FILE *fp, bool *first, const char *key, const char *fmt, ...)
{
	char buf[800], *s;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	fprintf(fp, "%s\n        \"%s\": \"", *first ? "" : ",", key);
	for (s = buf; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', fp);
		fputc(*s, fp);
	}
	fputc('"', fp);
	*first = false;
}

/* PublicDescription, as perf list -v shows it: the description and the note */
static void put_public(FILE *fp, bool *first, const struct bpe_event *e)
{
	put(fp, first, "PublicDescription", "%s%s%s", e->desc, *e->note ? ". Note: " : "", e->note);
}

static int core_json(FILE *fp, const struct bpe_event *e)
{
	const struct bpe_core_event *c = e->core;
	char ctrs[32];
	bool first = true;

	put(fp, &first, "BriefDescription", "%s", c->desc);
	if (c->mods & BPE_ANY)
		put(fp, &first, "AnyThread", "1");
	/* JSON counts fixed counters from 1 (Intel's lists and Linux's) */
	if (c->fixed >= 0)
		snprintf(ctrs, sizeof(ctrs), "Fixed counter %d", c->fixed + 1);
	else
		bpe_counters(c->counters, "", ctrs, sizeof(ctrs));
	put(fp, &first, "Counter", "%s", ctrs);
	if (BPE_CMASK_OF(c->mods))
		put(fp, &first, "CounterMask", "0x%X", BPE_CMASK_OF(c->mods));
	if (c->mods & BPE_EDGE)
		put(fp, &first, "EdgeDetect", "1");
	put(fp, &first, "EventCode", "0x%X", c->event);
	put(fp, &first, "EventName", "%s", c->name);
	if (c->mods & BPE_INV)
		put(fp, &first, "Invert", "1");
	if (c->mods & BPE_LL_SET) {
		put(fp, &first, "MSRIndex", "0x3F6");
		put(fp, &first, "MSRValue", "0x%X", c->ldlat);
	}
	if (c->mods & BPE_PEBS)
		put(fp, &first, "PEBS", c->mods & BPE_PRECISE ? "2" : "1");
	put_public(fp, &first, e);
	put(fp, &first, "UMask", "0x%X", c->umask);
	return 0;
}

static int box_json(FILE *fp, const struct bpe_event *e)
{
	struct bpe_term t[BPE_MAX_TERMS], *ev = NULL, *um = NULL;
	char err[128], filter[256] = "", unit[48];
	bool first = true;
	size_t off = 0;
	int n, i;

	n = bpe_terms_parse(e->terms, t, err, sizeof(err));
	if (n < 0)
		return n;
	for (i = 0; i < n; i++) {
		if (!strcmp(t[i].name, "event"))
			ev = &t[i];
		else if (!strcmp(t[i].name, "umask"))
			um = &t[i];
		else
			off += snprintf(filter + off, sizeof(filter) - off, "%s%s=0x%llx",
					off ? "," : "", t[i].name, (unsigned long long)t[i].val);
	}
	put(fp, &first, "BriefDescription", "%s", e->desc);
	if (ev)
		put(fp, &first, "EventCode", "0x%llX", (unsigned long long)ev->val);
	else
		put(fp, &first, "ConfigCode", "0x0");
	put(fp, &first, "EventName", "%s", e->name);
	if (off)
		put(fp, &first, "Filter", "%s", filter);
	put(fp, &first, "PerPkg", "1");
	put_public(fp, &first, e);
	if (um)
		put(fp, &first, "UMask", "0x%llX", (unsigned long long)um->val);
	for (i = 0; e->pmu->stem[i] && i < (int)sizeof(unit) - 1; i++)
		unit[i] = (char)toupper((unsigned char)e->pmu->stem[i]);
	unit[i] = '\0';
	put(fp, &first, "Unit", "%s", unit);
	return 0;
}

/* Open @path for writing, creating the directories above it. */
FILE *bpe_create(const char *path)
{
	char buf[640], *s;

	snprintf(buf, sizeof(buf), "%s", path);
	for (s = strchr(buf + 1, '/'); s; s = strchr(s + 1, '/')) {
		*s = '\0';
		if (mkdir(buf, 0755) && errno != EEXIST)
			return NULL;
		*s = '/';
	}
	return fopen(path, "w");
}

/* Is @e in @model's file of core topic @topic (NULL: of box events)? */
static bool in_file(const struct bpe_event *e, const char *model, const char *topic)
{
	if (!topic)
		return !e->core && strstr(e->pmu->perf_dirs, model);
	/* a term for the user to give has no JSON form */
	return e->core && !strcmp(bpe_nhm_topic(e->core), topic) && !e->need &&
	       (strcmp(model, "x86/nehalemex") || !(e->core->mods & BPE_NOT_EX));
}

/* @model's file of core topic @topic, or of box events (@topic NULL: only if any) */
static int write_json(const char *dir, const char *model, const char *topic, int *ret)
{
	int n = 0, i = 0, err = 0;
	char path[640];
	FILE *fp;
	size_t k;

	for (k = 0; k < bpe_nevents; k++)
		n += in_file(&bpe_events[k], model, topic);
	if (!n && !topic)
		return 0;
	snprintf(path, sizeof(path), "%s/%s/%s.json", dir, model, topic ?: "uncore-boxpmu");
	fp = bpe_create(path);
	if (!fp)
		return -errno;
	fputc('[', fp);
	for (k = 0; k < bpe_nevents; k++) {
		const struct bpe_event *e = &bpe_events[k];

		if (!in_file(e, model, topic))
			continue;
		fprintf(fp, "%s\n    {", i++ ? "," : "");
		if ((e->core ? core_json : box_json)(fp, e))
			*ret = -EINVAL;
		fprintf(fp, "\n    }");
	}
	fprintf(fp, n ? "\n]\n" : "]\n");
	if (ferror(fp))
		err = -EIO;
	if (fclose(fp))
		err = -errno;
	fprintf(stderr, "%s: %d events%s\n", path, n, err ? " (write error)" : "");
	*ret = err ?: *ret;
	return 0;
}

/* Write the catalog's JSON under @dir; a line per file to stderr. */
int bpe_json_write(const char *dir)
{
	static const char *const models[] = {
		"x86/nehalemep", "x86/nehalemex", "x86/westmereex", "x86/jaketown", "x86/ivytown",
		"arm/ixp2800",
	};
	static const char *const topics[] = {	/* core topics, then NULL: the box events */
		"cache", "floating-point", "frontend", "memory", "pipeline", "virtual-memory", NULL,
	};
	size_t m, t;
	int ret = 0;

	for (m = 0; m < ARRAY_SIZE(models); m++)
		for (t = 0; t < ARRAY_SIZE(topics); t++)
			if ((!topics[t] || !strncmp(models[m], "x86/nehalem", 11)) &&
			    write_json(dir, models[m], topics[t], &ret))
				return -errno;
	return ret;
}
