// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu-events: the running kernel's PMUs as sysfs describes them
 * (/sys/bus/event_source/devices/<pmu>/{type,format/,events/}), and perf
 * terms encoded the way perf encodes them with those formats.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "bpe.h"

const char *bpe_sysfs = "/sys/bus/event_source/devices";

/* A format field as the kernel prints it (config1:0-15,32-35): its word and bits. */
static int format_parse(const char *s, int *config, uint64_t *mask)
{
	char *end;

	*mask = 0;
	if (strncmp(s, "config", 6))
		return -EINVAL;
	s += 6;
	*config = *s == '1' || *s == '2' ? *s++ - '0' : 0;
	if (*s++ != ':')
		return -EINVAL;
	for (;;) {
		long lo, hi;

		if (!isdigit((unsigned char)*s))
			return -EINVAL;
		lo = strtol(s, &end, 10);
		hi = *end == '-' && isdigit((unsigned char)end[1]) ? strtol(end + 1, &end, 10) : lo;
		if (lo > hi || hi > 63)
			return -EINVAL;
		*mask |= ~0ULL >> (63 - hi) & ~0ULL << lo;
		if (*end != ',')
			return *end ? -EINVAL : 0;
		s = end + 1;
	}
}

/* The first line of file @fmt... under the sysfs root, without trailing blanks. */
int bpe_sysfs_read(char *buf, size_t len, const char *fmt, ...)
{
	char path[512], *line;
	va_list ap;
	size_t n;
	FILE *fp;

	n = snprintf(path, sizeof(path), "%s/", bpe_sysfs);
	va_start(ap, fmt);
	vsnprintf(path + n, sizeof(path) - n, fmt, ap);
	va_end(ap);
	fp = fopen(path, "r");
	if (!fp)
		return -errno;
	line = fgets(buf, len, fp);
	fclose(fp);
	if (!line)
		return -EIO;
	n = strlen(buf);
	while (n && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
		buf[--n] = '\0';
	return 0;
}

/* Is @name a PMU of kind @p: cpu, uncore_<stem> (one box), uncore_<stem>_<n>? */
static bool instance_of(const struct bpe_pmu *p, const char *name)
{
	char base[64];
	size_t n;

	if (!strcmp(p->stem, "cpu"))
		return !strcmp(name, "cpu");
	n = (size_t)snprintf(base, sizeof(base), "uncore_%s", p->stem);
	if (strncmp(name, base, n))
		return false;
	if (p->nboxes == 1)
		return !name[n];
	return name[n] == '_' && name[n + 1] &&
	       strspn(name + n + 1, "0123456789") == strlen(name + n + 1);
}

/* The running kernel's PMUs of kind @p, sorted by name: how many, up to @max. */
int bpe_sysfs_instances(const struct bpe_pmu *p, char names[][32], int max)
{
	struct dirent **de;
	int all = scandir(bpe_sysfs, &de, NULL, alphasort), n = 0, i;

	for (i = 0; i < all; i++) {
		if (n < max && instance_of(p, de[i]->d_name) && strlen(de[i]->d_name) < 32)
			strcpy(names[n++], de[i]->d_name);
		free(de[i]);
	}
	if (all >= 0)
		free(de);
	return n;
}

/* How many named events PMU @pmu has in sysfs, -errno without events/. */
int bpe_sysfs_nevents(const char *pmu)
{
	char path[512];
	struct dirent *de;
	DIR *d;
	int n = 0;

	snprintf(path, sizeof(path), "%s/%s/events", bpe_sysfs, pmu);
	d = opendir(path);
	if (!d)
		return -errno;
	while ((de = readdir(d)))
		if (de->d_name[0] != '.' && !strchr(de->d_name, '.'))
			n++;
	closedir(d);
	return n;
}

/* Parse perf terms a=0x1,b=2,c: a term without a value is 1, as perf takes it. */
int bpe_terms_parse(const char *s, struct bpe_term *t, char *err, size_t errlen)
{
	int n = 0;

	while (*s) {
		const char *comma = strchr(s, ','), *eq;
		size_t len = comma ? (size_t)(comma - s) : strlen(s);
		size_t nlen;
		char *end;

		eq = memchr(s, '=', len);
		nlen = eq ? (size_t)(eq - s) : len;
		if (!nlen || nlen >= sizeof(t->name) || n == BPE_MAX_TERMS) {
			snprintf(err, errlen, "bad term '%.*s'", (int)len, s);
			return -EINVAL;
		}
		snprintf(t[n].name, sizeof(t->name), "%.*s", (int)nlen, s);
		errno = 0;
		t[n].val = eq ? strtoull(eq + 1, &end, 0) : 1;
		if (eq && (eq + 1 == s + len || end != s + len || errno || eq[1] == '-')) {
			snprintf(err, errlen, "bad value in '%.*s'", (int)len, s);
			return -EINVAL;
		}
		n++;
		s += len;
		if (*s == ',' && !*++s) {
			snprintf(err, errlen, "trailing comma");
			return -EINVAL;
		}
	}
	return n;
}

/*
 * Encode perf terms @terms into attr.config, config1, config2 with the
 * formats PMU @pmu publishes, refusing what perf refuses (the reason to
 * stderr unless @quiet): a term the PMU has no format for, a value wider
 * than its field. Each value is scattered over its field's bits, lowest
 * first, as perf does.
 */
int bpe_encode(const char *pmu, const char *terms, uint64_t cfg[3], bool quiet)
{
	struct bpe_term t[BPE_MAX_TERMS];
	int i, b, config, ret, n;
	char err[256];
	unsigned int bits;
	uint64_t mask;

	n = bpe_terms_parse(terms, t, err, sizeof(err));
	if (n < 0)
		goto fail;
	memset(cfg, 0, 3 * sizeof(*cfg));
	for (i = 0; i < n; i++) {
		uint64_t val = t[i].val;
		char spec[128];

		if (!strcmp(t[i].name, "config") || !strcmp(t[i].name, "config1") ||
		    !strcmp(t[i].name, "config2")) {
			cfg[t[i].name[6] ? t[i].name[6] - '0' : 0] = val;
			continue;
		}
		ret = bpe_sysfs_read(spec, sizeof(spec), "%s/format/%s", pmu, t[i].name);
		if (ret == -ENOENT) {
			snprintf(err, sizeof(err), "%s has no format '%s' (%s/%s/format/)", pmu,
				 t[i].name, bpe_sysfs, pmu);
			goto fail;
		}
		if (!ret)
			ret = format_parse(spec, &config, &mask);
		if (ret) {
			snprintf(err, sizeof(err), "%s: format '%s' unreadable: %s", pmu, t[i].name,
				 strerror(-ret));
			goto fail;
		}
		bits = __builtin_popcountll(mask);
		if (bits < 64 && val >> bits) {
			snprintf(err, sizeof(err), "%s: %s=0x%llx does not fit its %u bits", pmu,
				 t[i].name, (unsigned long long)val, bits);
			goto fail;
		}
		for (b = 0; b < 64; b++)
			if (mask >> b & 1) {
				cfg[config] |= (val & 1) << b;
				val >>= 1;
			}
	}
	return 0;
fail:
	if (!quiet)
		fprintf(stderr, "boxpmu-events: %s/%s/: %s\n", pmu, terms, err);
	return -EINVAL;
}
