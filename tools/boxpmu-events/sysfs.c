// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu-events: the running kernel's PMUs as sysfs describes them
 * (/sys/bus/event_source/devices/<pmu>/{type,format/,events/}), and perf
 * terms encoded the way perf encodes them with those formats.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "bpe.h"

static const char *sysfs_root = "/sys/bus/event_source/devices";

const char *bpe_sysfs_root(void)
{
	return sysfs_root;
}

void bpe_sysfs_set_root(const char *root)
{
	sysfs_root = root;
}

/*
 * Parse a format specification as the kernel prints it: ``config``,
 * ``config1`` or ``config2``, a colon, and comma-separated bits or bit
 * ranges (``config:0-7,32-35``). Returns 0 or -EINVAL.
 */
int bpe_format_parse(const char *name, const char *spec, struct bpe_format *f)
{
	const char *s = spec;
	char *end;

	memset(f, 0, sizeof(*f));
	if (strlen(name) >= sizeof(f->name))
		return -EINVAL;
	strcpy(f->name, name);
	if (strncmp(s, "config", 6))
		return -EINVAL;
	s += 6;
	if (*s == '1' || *s == '2')
		f->config = *s++ - '0';
	if (*s++ != ':')
		return -EINVAL;
	for (;;) {
		long lo, hi;

		if (!isdigit((unsigned char)*s))
			return -EINVAL;
		lo = strtol(s, &end, 10);
		hi = lo;
		s = end;
		if (*s == '-') {
			s++;
			if (!isdigit((unsigned char)*s))
				return -EINVAL;
			hi = strtol(s, &end, 10);
			s = end;
		}
		if (lo > hi || hi > 63 || f->nr == BPE_MAX_RANGES)
			return -EINVAL;
		f->lo[f->nr] = lo;
		f->hi[f->nr] = hi;
		f->nr++;
		if (*s == ',') {
			s++;
			continue;
		}
		while (*s == '\n' || *s == ' ')
			s++;
		return *s ? -EINVAL : 0;
	}
}

/* How many bits of attr.config* a format field covers. */
unsigned int bpe_format_bits(const struct bpe_format *f)
{
	unsigned int n = 0;
	int i;

	for (i = 0; i < f->nr; i++)
		n += f->hi[i] - f->lo[i] + 1;
	return n;
}

static int read_line(const char *path, char *buf, size_t len)
{
	FILE *fp = fopen(path, "r");
	size_t n;

	if (!fp)
		return -errno;
	if (!fgets(buf, len, fp)) {
		fclose(fp);
		return -EIO;
	}
	fclose(fp);
	n = strlen(buf);
	while (n && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
		buf[--n] = '\0';
	return 0;
}

static bool instance_of(const struct bpe_pmu *p, const char *name)
{
	char base[64];
	size_t n;

	if (!strcmp(p->stem, "cpu"))
		return !strcmp(name, "cpu");
	n = (size_t)snprintf(base, sizeof(base), "uncore_%s", p->stem);
	if (strncmp(name, base, n))
		return false;
	if (!name[n])
		return p->nboxes == 1;
	if (name[n] != '_' || !name[n + 1] || p->nboxes == 1)
		return false;
	for (name += n + 1; *name; name++)
		if (!isdigit((unsigned char)*name))
			return false;
	return true;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(a, b);
}

/*
 * The running kernel's PMUs of kind @p, sorted by name: up to @max into
 * @names. Returns how many, 0 if none (or no sysfs).
 */
int bpe_sysfs_instances(const struct bpe_pmu *p, char names[][32], int max)
{
	DIR *d = opendir(sysfs_root);
	struct dirent *de;
	int n = 0;

	if (!d)
		return 0;
	while ((de = readdir(d)) && n < max) {
		if (!instance_of(p, de->d_name) || strlen(de->d_name) >= 32)
			continue;
		strcpy(names[n++], de->d_name);
	}
	closedir(d);
	qsort(names, n, sizeof(names[0]), cmp_str);
	return n;
}

/* Format field @field of PMU @pmu: 0, -ENOENT if it has none, -EINVAL. */
int bpe_sysfs_format(const char *pmu, const char *field, struct bpe_format *f)
{
	char path[512], spec[128];
	int ret;

	snprintf(path, sizeof(path), "%s/%s/format/%s", sysfs_root, pmu, field);
	ret = read_line(path, spec, sizeof(spec));
	if (ret)
		return ret == -ENOENT ? -ENOENT : ret;
	return bpe_format_parse(field, spec, f);
}

/* The terms of the named event events/@name of @pmu. */
int bpe_sysfs_event(const char *pmu, const char *name, char *buf, size_t len)
{
	char path[512];

	snprintf(path, sizeof(path), "%s/%s/events/%s", sysfs_root, pmu, name);
	return read_line(path, buf, len);
}

/* How many named events PMU @pmu has in sysfs, -errno without events/. */
int bpe_sysfs_nevents(const char *pmu)
{
	char path[512];
	struct dirent *de;
	DIR *d;
	int n = 0;

	snprintf(path, sizeof(path), "%s/%s/events", sysfs_root, pmu);
	d = opendir(path);
	if (!d)
		return -errno;
	while ((de = readdir(d)))
		if (de->d_name[0] != '.' && !strchr(de->d_name, '.'))
			n++;
	closedir(d);
	return n;
}

/* The perf_event_attr.type of @pmu, or -errno. */
int bpe_sysfs_type(const char *pmu)
{
	char path[512], buf[32];
	int ret;

	snprintf(path, sizeof(path), "%s/%s/type", sysfs_root, pmu);
	ret = read_line(path, buf, sizeof(buf));
	return ret ? ret : atoi(buf);
}

/*
 * Parse perf terms ``a=0x1,b=2,c``: a term without a value is 1, as perf
 * takes it. Returns how many, or -EINVAL with a reason in @err.
 */
int bpe_terms_parse(const char *s, struct bpe_term *t, int max, char *err, size_t errlen)
{
	int n = 0;

	while (*s) {
		const char *comma = strchr(s, ','), *eq;
		size_t len = comma ? (size_t)(comma - s) : strlen(s);
		size_t nlen;
		char val[32], *end;

		eq = memchr(s, '=', len);
		nlen = eq ? (size_t)(eq - s) : len;
		if (!nlen || nlen >= sizeof(t->name) || n == max) {
			snprintf(err, errlen, "bad term '%.*s'", (int)len, s);
			return -EINVAL;
		}
		memcpy(t[n].name, s, nlen);
		t[n].name[nlen] = '\0';
		t[n].val = 1;
		if (eq) {
			size_t vlen = len - nlen - 1;

			if (!vlen || vlen >= sizeof(val)) {
				snprintf(err, errlen, "bad value in '%.*s'", (int)len, s);
				return -EINVAL;
			}
			memcpy(val, eq + 1, vlen);
			val[vlen] = '\0';
			errno = 0;
			t[n].val = strtoull(val, &end, 0);
			if (errno || *end || val[0] == '-') {
				snprintf(err, errlen, "bad value in '%.*s'", (int)len, s);
				return -EINVAL;
			}
		}
		n++;
		s += len;
		if (*s == ',') {
			s++;
			if (!*s) {
				snprintf(err, errlen, "trailing comma");
				return -EINVAL;
			}
		}
	}
	return n;
}

/* Set term @name to @val, adding it if absent; returns the new count. */
int bpe_terms_set(struct bpe_term *t, int n, int max, const char *name, uint64_t val)
{
	int i;

	for (i = 0; i < n; i++)
		if (!strcmp(t[i].name, name)) {
			t[i].val = val;
			return n;
		}
	if (n == max || strlen(name) >= sizeof(t->name))
		return -EINVAL;
	strcpy(t[n].name, name);
	t[n].val = val;
	return n + 1;
}

/* Terms back to text, values in hex as perf's sysfs aliases have them. */
void bpe_terms_format(const struct bpe_term *t, int n, char *buf, size_t len)
{
	size_t off = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < n && off < len; i++)
		off += snprintf(buf + off, len - off, "%s%s=0x%llx", i ? "," : "",
				t[i].name, (unsigned long long)t[i].val);
}

/* Scatter @val over the bits of @f, lowest range first, as perf does. */
static void format_put(const struct bpe_format *f, uint64_t val, uint64_t cfg[3])
{
	int i, b;

	for (i = 0; i < f->nr; i++)
		for (b = f->lo[i]; b <= f->hi[i]; b++, val >>= 1)
			if (val & 1)
				cfg[f->config] |= 1ULL << b;
}

/*
 * Encode terms @t into attr.config, config1, config2 with the formats
 * PMU @pmu publishes, refusing what perf refuses: a term the PMU has no
 * format for, a value wider than its field. Returns 0 or -EINVAL with
 * the reason in @err.
 */
int bpe_terms_config(const char *pmu, const struct bpe_term *t, int n, uint64_t cfg[3],
		     char *err, size_t errlen)
{
	int i, ret;

	memset(cfg, 0, 3 * sizeof(*cfg));
	for (i = 0; i < n; i++) {
		struct bpe_format f;
		unsigned int bits;

		if (!strcmp(t[i].name, "config") || !strcmp(t[i].name, "config1") ||
		    !strcmp(t[i].name, "config2")) {
			cfg[t[i].name[6] ? t[i].name[6] - '0' : 0] = t[i].val;
			continue;
		}
		ret = bpe_sysfs_format(pmu, t[i].name, &f);
		if (ret == -ENOENT) {
			snprintf(err, errlen, "%s has no format '%s' (%s/%s/format/)", pmu,
				 t[i].name, sysfs_root, pmu);
			return -EINVAL;
		}
		if (ret) {
			snprintf(err, errlen, "%s: format '%s' unreadable: %s", pmu, t[i].name,
				 strerror(-ret));
			return -EINVAL;
		}
		bits = bpe_format_bits(&f);
		if (bits < 64 && t[i].val >> bits) {
			snprintf(err, errlen, "%s: %s=0x%llx does not fit its %u bits", pmu,
				 t[i].name, (unsigned long long)t[i].val, bits);
			return -EINVAL;
		}
		format_put(&f, t[i].val, cfg);
	}
	return 0;
}
