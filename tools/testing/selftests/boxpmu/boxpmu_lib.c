// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu selftests: helpers shared by the test programs (see boxpmu_lib.h).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <sys/utsname.h>

#include "boxpmu_lib.h"

/* ---- the test's frame: watchdog, cleanups, the library's checks ---------- */

static int64_t reserved_base;	/* at test_setup(), if the simulator was loaded */
static unsigned int watchdog_s;
static int restore_ret;
static int lib_failed;		/* lib_failures() */

#define MAX_CLEANUPS 8
static void (*cleanups[MAX_CLEANUPS])(void);
static int nr_cleanups;
/*
 * Set by the first run_cleanups() (at exit, on a bail-out or from a signal
 * handler): atomic_flag is lock-free, so a signal cannot start them twice.
 */
static atomic_flag cleaning = ATOMIC_FLAG_INIT;

/*
 * How the module mod_use() names was loaded at mod_use(): orig_loaded 0 =
 * not loaded (or no module named), 1 = loaded with the parameter values
 * orig_params ("" if they could not be read).
 */
static const char *mod_name, *mod_names;
static int orig_loaded;
static char orig_params[128];
static int mod_needs_restore(void);

/* "# " @pre and the message, one line, in a function whose last named parameter is fmt */
#define VLINE(pre) do {		\
	va_list ap;		\
	va_start(ap, fmt);	\
	fputs("# " pre, stdout);	\
	vprintf(fmt, ap);	\
	va_end(ap);		\
	puts("");		\
	fflush(stdout);		\
} while (0)

__printf(1, 2) static void diag(const char *fmt, ...)
{
	VLINE("");
}

/* A failed check prints a "#" line; BOXPMU_END_CHECKS() fails the test. */
__printf(2, 3) static int check(int ok, const char *fmt, ...)
{
	if (ok)
		return 1;
	lib_failed++;
	VLINE("check failed: ");
	return 0;
}

/* "Bail out!" (the harness counts the test's exit status 1 a failure) */
__printf(1, 2) __noreturn static void bail(const char *fmt, ...)
{
	VLINE("Bail out! ");
	exit(1);
}

static void run_cleanups(void)
{
	int fd;

	if (atomic_flag_test_and_set(&cleaning))
		return;
	while (nr_cleanups > 0)
		cleanups[--nr_cleanups]();
	if (mod_needs_restore()) {
		/* Events still open would pin the module: drop them. */
		for (fd = 3; fd < 1024; fd++)
			close(fd);
		restore_ret = mod_restore();
		if (restore_ret)
			diag("%s not restored (%s): %s", mod_name, orig_params,
			     strerror(-restore_ret));
	}
}

void test_add_cleanup(void (*fn)(void))
{
	if (nr_cleanups < MAX_CLEANUPS)
		cleanups[nr_cleanups++] = fn;
}

/* SIGALRM: the test's own watchdog; SIGTERM: the runner's timeout. */
static void watchdog(int sig)
{
	char msg[200];
	int len;

	signal(SIGALRM, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	len = snprintf(msg, sizeof(msg), "# Bail out! %s after %u s\n",
		       sig == SIGTERM ? "SIGTERM" : "timed out", watchdog_s);
	if (write(STDOUT_FILENO, msg, len) < 0)
		_exit(1);
	/* Best effort: leave the guest as we found it for the next test. */
	alarm(10);
	run_cleanups();
	_exit(1);
}

void test_setup(unsigned int timeout_s)
{
	/* BOXPMU_TIMEOUT_SCALE=N stretches every watchdog (vm-run: the slow debug kernel) */
	const char *s = getenv("BOXPMU_TIMEOUT_SCALE");
	long scale = s ? strtol(s, NULL, 10) : 1;

	setvbuf(stdout, NULL, _IOLBF, 0);
	lib_failed = 0;
	timeout_s *= scale >= 1 && scale <= 100 ? (unsigned int)scale : 1;
	watchdog_s = timeout_s;
	atexit(run_cleanups);
	reserved_base = sim_reserved_writes();
	if (reserved_base < 0)
		reserved_base = 0;	/* loaded later: all its writes are the test's */
	/* The runner stops a hung test with SIGTERM: clean up then, too. */
	signal(SIGTERM, watchdog);
	if (timeout_s) {
		signal(SIGALRM, watchdog);
		alarm(timeout_s);
	}
}

int test_cleanup(void)
{
	alarm(0);
	run_cleanups();
	return restore_ret;
}

int lib_failures(void)
{
	return lib_failed;
}

int open_ret(int fd)
{
	if (fd >= 0)
		close(fd);
	return fd;
}

int64_t test_reserved_added(void)
{
	int64_t now = sim_reserved_writes();

	if (now < 0)
		return 0;	/* no simulator: nothing to check */
	/* less than at the start: the simulator was reloaded meanwhile */
	return now >= reserved_base ? now - reserved_base : now;
}

uint64_t sim_reg_val(const char *pmu, const char *name)
{
	uint64_t v = UINT64_MAX;

	if (sim_reg(pmu, name, &v))
		check(0, "%s/regs has %s", pmu, name);
	return v;
}

/* ---- files and time ------------------------------------------------------ */

int read_text(const char *path, char *buf, int len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), n = 0, total = 0;

	if (fd < 0)
		return -errno;
	while (total < len - 1 && (n = read(fd, buf + total, len - 1 - total)) > 0)
		total += n;
	buf[total] = '\0';
	if (n < 0)
		total = -errno;
	close(fd);
	return total;
}

int write_text(const char *path, const char *s)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC), ret;
	size_t len = strlen(s);
	ssize_t n;

	if (fd < 0)
		return -errno;
	n = write(fd, s, len);
	ret = n < 0 ? -errno : (size_t)n != len ? -EIO : 0;
	close(fd);
	return ret;
}

int read_long(const char *path, long *val)
{
	char buf[64], *end;
	int ret = read_text(path, buf, sizeof(buf));

	if (ret < 0)
		return ret;
	errno = 0;
	*val = strtol(buf, &end, 0);
	return errno || end == buf ? -EINVAL : 0;
}

/* A path from a format, for the library's own immediate use (not sim_path()'s buffers) */
__printf(1, 2) static const char *pathf(const char *fmt, ...)
{
	static char path[2][256];
	static int slot;
	char *p = path[slot++ & 1];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(p, sizeof(path[0]), fmt, ap);
	va_end(ap);
	return p;
}

/* A file's non-negative number, or -errno */
static long read_num(const char *path)
{
	long v;
	int ret = read_long(path, &v);

	return ret < 0 ? ret : v;
}

int dir_each(const char *path, int (*fn)(const char *name, void *arg), void *arg)
{
	struct dirent *d;
	int ret = 0, n = 0;
	DIR *dir = opendir(path);

	if (!dir)
		return -errno;
	while (ret >= 0 && (d = readdir(dir)))
		if (d->d_name[0] != '.') {
			ret = fn ? fn(d->d_name, arg) : 0;
			n++;
		}
	closedir(dir);
	return ret < 0 ? ret : n;
}

void sleep_ms(unsigned int ms)
{
	struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) && errno == EINTR)
		;
}

uint64_t now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ---- PMUs and events ----------------------------------------------------- */

#define PMU_DIR "/sys/bus/event_source/devices"

int pmu_exists(const char *pmu)
{
	return access(pathf(PMU_DIR "/%s", pmu), F_OK) == 0;
}

int read_bool(const char *path)
{
	char buf[8] = "";
	int ret = read_text(path, buf, sizeof(buf));

	if (ret < 0)
		return ret;
	return buf[0] == 'Y' ? 1 : buf[0] == 'N' ? 0 : -EINVAL;
}

int parse_list(const char *s, int *vals, int max)
{
	int n = 0;
	char *end;
	long a, b;

	while (*s && *s != '\n') {
		a = strtol(s, &end, 10);
		b = a;
		if (end != s && *end == '-') {
			s = end + 1;
			b = strtol(s, &end, 10);
		}
		if (end == s || a < 0 || a > b || (*end && !strchr(",\n", *end)))
			return -EINVAL;
		for (; a <= b; a++) {
			if (n >= max)
				return -E2BIG;
			vals[n++] = (int)a;
		}
		s = end + (*end == ',');
	}
	return n;
}

static int read_cpulist(const char *path, int *cpus, int max)
{
	char buf[256];
	int n = read_text(path, buf, sizeof(buf));

	return n < 0 ? n : parse_list(buf, cpus, max);
}

int cpu_package(int cpu)
{
	return read_num(pathf("/sys/devices/system/cpu/cpu%d/topology/physical_package_id", cpu));
}

long proc_irq_count(const char *name, int cpu)
{
	static char buf[65536];
	char *line, *save = NULL;
	long total = -1;

	if (read_text("/proc/interrupts", buf, sizeof(buf)) < 0)
		return -1;
	for (line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *p = strchr(line, ':');
		int col;

		if (!p || !strstr(line, name))
			continue;
		if (total < 0)
			total = 0;
		for (p++, col = 0;; col++) {
			char *end;
			long v = strtol(p, &end, 10);

			if (end == p)
				break;
			if (cpu < 0 || col == cpu)
				total += v;
			p = end;
		}
	}
	return total;
}

int cpu_set_online(int cpu, int on)
{
	return write_text(pathf("/sys/devices/system/cpu/cpu%d/online", cpu), on ? "1\n" : "0\n");
}

static int offline_cpus[256], nr_offline;

int cpus_online_again(void)
{
	int ret = 0, r;

	while (nr_offline > 0) {
		r = cpu_set_online(offline_cpus[--nr_offline], 1);
		ret = ret ?: r;
	}
	return ret;
}

static void online_again(void)
{
	cpus_online_again();
}

int cpu_offline(int cpu)
{
	static int registered;
	int ret;

	if (!registered++)
		test_add_cleanup(online_again);
	if (nr_offline >= 256)
		return -E2BIG;
	ret = cpu_set_online(cpu, 0);
	if (!ret)
		offline_cpus[nr_offline++] = cpu;
	return ret;
}

int package_cpus(int pkg, int *cpus, int max)
{
	int all[256], n = read_cpulist("/sys/devices/system/cpu/online", all, 256), i, k = 0;

	for (i = 0; i < n && k < max; i++)
		if (cpu_package(all[i]) == pkg)
			cpus[k++] = all[i];
	return n < 0 ? n : k;
}

int package_offline(int pkg)
{
	int cpus[256], n = package_cpus(pkg, cpus, 256), i, off = 0, ret;

	for (i = 0; i < n; i++) {
		if (!cpus[i])
			continue;
		ret = cpu_offline(cpus[i]);
		if (ret < 0)
			return ret;
		off++;
	}
	return off;
}

int kernel_before(int major, int minor)
{
	struct utsname u;
	int ma, mi;

	if (uname(&u) || sscanf(u.release, "%d.%d", &ma, &mi) != 2)
		return -1;
	return ma < major || (ma == major && mi < minor);
}

int nr_cpus_online(void)
{
	int cpus[256];

	return read_cpulist("/sys/devices/system/cpu/online", cpus, 256);
}

int pin_to(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	if (cpu >= 0)
		CPU_SET(cpu, &set);
	else
		for (cpu = 0; cpu < nr_cpus_online(); cpu++)
			CPU_SET(cpu, &set);
	return sched_setaffinity(0, sizeof(set), &set) ? -errno : 0;
}

int pmu_cpu(const char *pmu, int pkg)
{
	int cpus[64], n = read_cpulist(pathf(PMU_DIR "/%s/cpumask", pmu), cpus, 64), i;

	if (n < 0)
		return n;
	for (i = 0; i < n; i++)
		if (cpu_package(cpus[i]) == pkg)
			return cpus[i];
	/* A guest without topology files: the first CPU is package 0. */
	if (pkg == 0 && n > 0 && cpu_package(cpus[0]) < 0)
		return cpus[0];
	return -ENODEV;
}

int perf_open(struct perf_event_attr *attr, int pid, int cpu, int group_fd,
	      unsigned long flags)
{
	long fd = syscall(SYS_perf_event_open, attr, pid, cpu, group_fd,
			  flags | PERF_FLAG_FD_CLOEXEC);

	return fd < 0 ? -errno : (int)fd;
}

int box_attr(struct perf_event_attr *attr, const char *pmu, uint64_t config)
{
	long type = read_num(pathf(PMU_DIR "/%s/type", pmu));

	memset(attr, 0, sizeof(*attr));
	attr->size = sizeof(*attr);
	attr->type = type < 0 ? 0 : (uint32_t)type;
	attr->config = config;
	attr->read_format = PERF_FORMAT_TOTAL_TIME_ENABLED |
			    PERF_FORMAT_TOTAL_TIME_RUNNING;
	return type < 0 ? (int)type : 0;
}

/* @pmu's event with filters @config1/2 in @attr; its collecting CPU of @pkg, or -errno */
static int box_attr_pkg(struct perf_event_attr *attr, const char *pmu, uint64_t config,
			uint64_t config1, uint64_t config2, int pkg)
{
	int ret = box_attr(attr, pmu, config);

	if (ret < 0)
		return ret;
	attr->config1 = config1;
	attr->config2 = config2;
	return pmu_cpu(pmu, pkg);
}

int box_open_pkg(const char *pmu, uint64_t config, uint64_t config1, uint64_t config2,
		 int pkg, int group_fd, int disabled)
{
	struct perf_event_attr attr;
	int cpu = box_attr_pkg(&attr, pmu, config, config1, config2, pkg);

	if (cpu < 0)
		return cpu;
	attr.disabled = !!disabled;
	return perf_open(&attr, -1, cpu, group_fd, 0);
}

int open_untouched(struct perf_event_attr *attr, int pid, int cpu, int group_fd, int err)
{
	struct sim_acc a;
	int ret;

	sim_accesses_reset_all();
	ret = open_ret(perf_open(attr, pid, cpu, group_fd, 0));
	a = sim_accesses_all();
	if ((err ? ret == -err : ret >= 0) && !a.reads && !a.writes)
		return 1;
	diag("config 0x%llx: %s, %llu register reads, %llu writes",
	     (unsigned long long)attr->config, ret < 0 ? strerror(-ret) : "opened",
	     (unsigned long long)a.reads, (unsigned long long)a.writes);
	return 0;
}

int box_open_untouched(const char *pmu, uint64_t config, uint64_t config1, uint64_t config2,
		       int group_fd, int err)
{
	struct perf_event_attr attr;
	int cpu = box_attr_pkg(&attr, pmu, config, config1, config2, 0);

	if (cpu < 0) {
		diag("%s: %s", pmu, strerror(-cpu));
		return 0;
	}
	return open_untouched(&attr, -1, cpu, group_fd, err);
}

int group_fits(const char *pmu, uint64_t config, int max)
{
	int fd[BOXPMU_MAX_GROUP], n, i;

	for (n = 0; n < max && n < BOXPMU_MAX_GROUP; n++) {
		fd[n] = box_open_group(pmu, config, 0, n ? fd[0] : -1, 1);
		if (fd[n] < 0) {
			if (fd[n] != -EINVAL)
				diag("%s 0x%llx member %d: %s", pmu, (unsigned long long)config, n,
				     strerror(-fd[n]));
			break;
		}
	}
	for (i = 0; i < n; i++)
		close(fd[i]);
	return n;
}

int box_ioctl(int fd, unsigned long req)
{
	return ioctl(fd, req, 0) ? -errno : 0;
}

int box_read(int fd, struct box_count *c)
{
	ssize_t n = read(fd, c, sizeof(*c));

	return n < 0 ? -errno : n != sizeof(*c) ? -EIO : 0;
}

uint64_t box_value(int fd)
{
	struct box_count c = { 0, 0, 0 };
	int ret = box_read(fd, &c);

	if (ret < 0) {
		diag("read of event fd %d failed: %s", fd, strerror(-ret));
		return UINT64_MAX;
	}
	return c.value;
}

uint64_t box_fresh_count(const char *pmu, uint64_t config, const char *terms, int pkg,
			 uint64_t n)
{
	int fd = box_open(pmu, config, pkg);
	uint64_t v;

	if (fd < 0) {
		diag("%s: an event 0x%llx on package %d: %s", pmu, (unsigned long long)config,
		     pkg, strerror(-fd));
		return UINT64_MAX;
	}
	sim_inject_ok(pmu, "%s count=%llu pkg=%d", terms, (unsigned long long)n, pkg);
	v = box_value(fd);
	close(fd);
	return v;
}

int scenario_open(const struct box_scenario *t, int *fd)
{
	int n, ret;

	for (n = 0; n < (int)ARRAY_SIZE(t->ev) && t->ev[n].pmu; n++) {
		fd[n] = box_open_filt(t->ev[n].pmu, t->ev[n].config, t->ev[n].config1,
				      t->ev[n].config2, -1, 0);
		ret = fd[n];
		if (ret >= 0)
			continue;
		diag("%s %s: open config 0x%llx: %s", t->ev[n].pmu, t->ev[n].what,
		     (unsigned long long)t->ev[n].config, strerror(-ret));
		while (n--)
			close(fd[n]);
		return ret;
	}
	return n;
}

int scenario_check(const struct box_scenario *t, const int *fd, int n)
{
	struct box_count c = { 0, 0, 0 };
	int i, ret, failed = 0;

	for (i = 0; i < (int)ARRAY_SIZE(t->inj) && t->inj[i].pmu; i++)
		sim_inject_ok(t->inj[i].pmu, "%s", t->inj[i].terms);
	for (i = 0; i < n; i++) {
		ret = box_read(fd[i], &c);
		failed += !check(!ret && c.value == t->ev[i].want && c.enabled == c.running,
				 "%s %s: %llu, want %llu, on a counter %llu of %llu ns (%s)",
				 t->ev[i].pmu, t->ev[i].what, (unsigned long long)c.value,
				 (unsigned long long)t->ev[i].want, (unsigned long long)c.running,
				 (unsigned long long)c.enabled, strerror(-ret));
	}
	return failed;
}

int scenario_run(const struct box_scenario *t)
{
	int fd[ARRAY_SIZE(t->ev)], n = scenario_open(t, fd), ret;

	if (n < 0)
		return n;
	ret = scenario_check(t, fd, n);
	while (n--)
		close(fd[n]);
	return ret;
}

/* ---- sample ring --------------------------------------------------------- */

/* Check one PERF_RECORD_SAMPLE of @len bytes (header included) at @rec. */
static void ring_sample(const unsigned char *rec, size_t len, uint64_t sample_type,
			uint64_t period, int cpu, struct ring_stats *st)
{
	size_t off = sizeof(struct perf_event_header);
	uint64_t v;
	uint32_t c;

	st->samples++;
	/* The fields come in this order, 8 bytes each (TID and CPU as u32 pairs). */
	off += 8 * (!!(sample_type & PERF_SAMPLE_IP) + !!(sample_type & PERF_SAMPLE_TID) +
		    !!(sample_type & PERF_SAMPLE_TIME));
	/* a field cut short reads as a wrong one */
	if (sample_type & PERF_SAMPLE_CPU) {
		c = ~(uint32_t)cpu;
		if (off + 8 <= len)
			memcpy(&c, rec + off, sizeof(c));
		st->bad_cpu += (int)c != cpu;
		off += 8;
	}
	if (sample_type & PERF_SAMPLE_PERIOD) {
		v = ~period;
		if (off + 8 <= len)
			memcpy(&v, rec + off, sizeof(v));
		st->bad_period += v != period;
	}
}

int ring_read(struct perf_event_mmap_page *pg, unsigned int data_pages, uint64_t sample_type,
	      uint64_t period, int cpu, struct ring_stats *st)
{
	size_t psz = (size_t)sysconf(_SC_PAGESIZE);
	uint64_t head, tail, size = pg->data_size ? pg->data_size : (uint64_t)data_pages * psz;
	const unsigned char *data = (const unsigned char *)pg +
				    (pg->data_offset ? pg->data_offset : psz);
	int throttled = 0;

	memset(st, 0, sizeof(*st));
	if (sample_type & ~(uint64_t)RING_SAMPLE_TYPES || !size)
		return -EINVAL;
	head = __atomic_load_n(&pg->data_head, __ATOMIC_ACQUIRE);
	tail = pg->data_tail;
	while (tail < head) {
		struct perf_event_header h;
		unsigned char rec[256];
		uint64_t i;

		/* A record may wrap around the end of the data area. */
		for (i = 0; i < sizeof(h); i++)
			((unsigned char *)&h)[i] = data[(tail + i) % size];
		if (h.size < sizeof(h) || h.size > sizeof(rec) || h.size > head - tail) {
			st->malformed = 1;
			break;
		}
		for (i = 0; i < h.size; i++)
			rec[i] = data[(tail + i) % size];
		switch (h.type) {
		/*
		 * perf logs THROTTLE, then the sample of the overflow that
		 * throttled: any later sample or THROTTLE before UNTHROTTLE
		 * means the PMU kept counting after perf asked it to stop.
		 */
		case PERF_RECORD_SAMPLE:
			ring_sample(rec, h.size, sample_type, period, cpu, st);
			st->unstopped += throttled && ++throttled > 2;
			break;
		case PERF_RECORD_LOST:
			st->lost++;
			break;
		case PERF_RECORD_THROTTLE:
			st->unstopped += throttled > 0;
			throttled = 1;
			st->throttle++;
			break;
		case PERF_RECORD_UNTHROTTLE:
			throttled = 0;
			st->throttle++;
			break;
		default:
			st->other++;
		}
		tail += h.size;
	}
	__atomic_store_n(&pg->data_tail, tail, __ATOMIC_RELEASE);
	return 0;
}

static const char *saved_path;
static long saved_val;

static void sysctl_restore(void)
{
	write_text(saved_path, pathf("%ld\n", saved_val));
}

int sysctl_set(const char *path, long val)
{
	long old;
	int ret;

	if (saved_path && strcmp(saved_path, path))
		return -EBUSY;	/* one file's value is kept for the cleanup */
	ret = read_long(path, &old);
	if (ret < 0)
		return ret;
	if (!saved_path) {
		saved_path = path;
		saved_val = old;
		test_add_cleanup(sysctl_restore);
	}
	return write_text(path, pathf("%ld\n", val));
}

/* ---- simulator ----------------------------------------------------------- */

#define DEBUGFS "/sys/kernel/debug"
#define SIM_DIR DEBUGFS "/boxpmu_sim"

static void ensure_debugfs(void)
{
	static int done;

	if (done)
		return;
	done = 1;
	if (access(SIM_DIR, F_OK) == 0)
		return;
	if (mount("debugfs", DEBUGFS, "debugfs", 0, NULL) && errno != EBUSY)
		diag("mounting debugfs: %s", strerror(errno));
}

const char *sim_path(const char *pmu, const char *file)
{
	static char path[4][256];
	static int slot;
	char *p = path[slot++ & 3];

	ensure_debugfs();
	snprintf(p, sizeof(path[0]), SIM_DIR "/%s/%s", pmu, file);
	return p;
}

int sim_inject_or(int bails, const char *pmu, const char *fmt, ...)
{
	char buf[160];
	va_list ap;
	int ret;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	ret = write_text(sim_path(pmu, "inject"), buf);
	if (ret < 0 && bails)
		bail("inject '%s' into %s: %s", buf, pmu, strerror(-ret));
	return ret;
}

int sim_accesses(const char *pmu, struct sim_acc *a)
{
	char buf[128];
	int ret = read_text(sim_path(pmu, "accesses"), buf, sizeof(buf));

	if (ret < 0)
		return ret;
	a->unmatched = 0;
	if (sscanf(buf, "reads=%llu writes=%llu dropped=%llu unmatched=%llu",
		   &a->reads, &a->writes, &a->dropped, &a->unmatched) < 3)
		return -EINVAL;
	return 0;
}

int sim_accesses_reset(const char *pmu)
{
	return write_text(sim_path(pmu, "accesses"), "0\n");
}

int sim_file_sum(const char *path, const char *name, int pkgs, uint64_t *sum)
{
	static char buf[16384];
	char *line, *save = NULL;
	size_t n = strlen(name);
	int ret = read_text(path, buf, sizeof(buf)), found = 0;
	uint64_t total = 0;

	if (ret < 0)
		return ret;
	for (line = strtok_r(buf, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		char reg[64];
		unsigned long long addr, val;

		if (sscanf(line, "%63s %llx %llx", reg, &addr, &val) == 3 &&
		    !strncmp(reg, name, n) && (!reg[n] || (pkgs && reg[n] == '.'))) {
			total += val;
			found = 1;
		}
	}
	if (!found)
		return -ENOENT;
	*sum = total;
	return 0;
}

/* each box's regs file, or a top-level file of registers (a global control) */
static int box_reserved(const char *entry, void *sum)
{
	const char *regs = sim_path(entry, "regs");
	int box = !access(regs, R_OK);
	uint64_t v = 0;
	int ret = sim_file_sum(box ? regs : pathf(SIM_DIR "/%s", entry),
			       "SIM_RESERVED_BIT_WRITES", 1, &v);

	*(int64_t *)sum += (int64_t)v;
	return box && ret != -ENOENT ? ret : 0;
}

int64_t sim_reserved_writes(void)
{
	int64_t sum = 0;
	int ret;

	ensure_debugfs();
	ret = dir_each(SIM_DIR, box_reserved, &sum);
	return ret < 0 ? ret : sum;
}

void sim_reserved_expect(int64_t n)
{
	reserved_base += n;
}

int sim_fail_reads(const char *pmu, unsigned int n)
{
	return write_text(sim_path(pmu, "fail_reads"), pathf("%u\n", n));
}

long sim_fail_reads_left(const char *pmu)
{
	return read_num(sim_path(pmu, "fail_reads"));
}

int sim_wait_reads(const char *pmu, uint64_t reads, unsigned int timeout_ms)
{
	struct sim_acc a;
	uint64_t t0;
	int ret;

	ret = sim_accesses_reset(pmu);
	if (ret < 0)
		return ret;
	t0 = now_ms();
	for (;;) {
		ret = sim_accesses(pmu, &a);
		if (ret < 0)
			return ret;
		if (a.reads >= reads)
			return 0;
		if (now_ms() - t0 >= timeout_ms)
			return -ETIMEDOUT;
		sleep_ms(2);
	}
}

/* @sum: NULL to reset @box's access counts, else where to add them */
static int box_accesses(const char *box, void *sum)
{
	struct sim_acc a, *t = sum;
	int ret;

	if (access(sim_path(box, "accesses"), F_OK))
		return 0;	/* not a box */
	ret = sum ? sim_accesses(box, &a) : sim_accesses_reset(box);
	if (ret < 0)
		bail("%s %s accesses: %s", sum ? "reading" : "resetting", box, strerror(-ret));
	if (sum) {
		t->reads += a.reads;
		t->writes += a.writes;
		t->dropped += a.dropped;
	}
	return 0;
}

struct sim_acc sim_accesses_each(int reset)
{
	struct sim_acc sum = { 0, 0, 0 };
	int ret;

	ensure_debugfs();
	ret = dir_each(SIM_DIR, box_accesses, reset ? NULL : &sum);
	if (ret < 0)
		bail("%s the simulator's accesses: %s", reset ? "resetting" : "reading",
		     strerror(-ret));
	return sum;
}

/* ---- modules ------------------------------------------------------------- */

int module_load_file(const char *path, const char *params)
{
	int fd, ret = 0;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	if (syscall(SYS_finit_module, fd, params ? params : "", 0))
		ret = -errno;
	close(fd);
	return ret;
}

/*
 * Load @name.ko with the parameters the kernel command line gives it as
 * "MOD.PARAM=VALUE" words (modprobe reads /proc/cmdline the same way; '-'
 * and '_' are one in module names), then @params.
 */
int module_load(const char *name, const char *params)
{
	const char *dir = getenv("BOXPMU_KO_DIR");	/* where the guest keeps them */
	char cmdline[4096] = "", all[2048], *w, *save = NULL;
	size_t n = strlen(name), used = 0;

	read_text("/proc/cmdline", cmdline, sizeof(cmdline));
	for (w = strtok_r(cmdline, " \t\n", &save); w; w = strtok_r(NULL, " \t\n", &save)) {
		size_t i;

		if (strlen(w) <= n + 1 || w[n] != '.')
			continue;
		for (i = 0; i < n; i++)
			if ((w[i] == '-' ? '_' : w[i]) != (name[i] == '-' ? '_' : name[i]))
				break;
		if (i < n || !strchr(w + n + 1, '='))
			continue;
		used += snprintf(all + used, used < sizeof(all) ? sizeof(all) - used : 0, "%s ",
				 w + n + 1);
	}
	used = used < sizeof(all) ? used : 0;
	snprintf(all + used, sizeof(all) - used, "%s", params ?: "");
	return module_load_file(pathf("%s/%s.ko", dir && *dir ? dir : "/lib/boxpmu", name), all);
}

int module_unload_wait(const char *name, unsigned int wait_ms)
{
	uint64_t end = now_ms() + wait_ms;
	int ret;

	/* Events of an earlier test may still be on their way out. */
	for (;;) {
		ret = syscall(SYS_delete_module, name, O_NONBLOCK) ? -errno : 0;
		if ((ret != -EAGAIN && ret != -EBUSY) || now_ms() >= end)
			return ret;
		sleep_ms(10);
	}
}

/* ---- driver module ------------------------------------------------------- */

int module_loaded(const char *name)
{
	return access(pathf("/sys/module/%s", name), F_OK) == 0;
}

/* "pmi=Y poll_ms=0": those of the parameters mod_names the module has */
static int mod_params(char *buf, size_t len)
{
	char names[64], *name, *save = NULL, val[32];
	size_t used = 0;

	snprintf(names, sizeof(names), "%s", mod_names);
	for (name = strtok_r(names, " ", &save); name; name = strtok_r(NULL, " ", &save)) {
		if (read_text(pathf("/sys/module/%s/parameters/%s", mod_name, name), val,
			      sizeof(val)) <= 0)
			continue;
		val[strcspn(val, "\n")] = '\0';
		used += snprintf(buf + used, used < len ? len - used : 0, "%s%s=%s",
				 used ? " " : "", name, val);
	}
	return used && used < len ? 0 : -ENOENT;
}

void mod_use(const char *name, const char *params)
{
	mod_name = name;
	mod_names = params;
	orig_loaded = module_loaded(name);
	if (orig_loaded && mod_params(orig_params, sizeof(orig_params)) < 0)
		orig_params[0] = '\0';
}

const char *mod_module(void)
{
	return mod_name ?: "no module";
}

const char *mod_boot_params(void)
{
	return orig_params;
}

/* gone, or loaded with other values */
static int mod_needs_restore(void)
{
	char now[sizeof(orig_params)];

	if (orig_loaded <= 0)
		return 0;	/* nothing to go back to */
	if (!module_loaded(mod_name) || mod_params(now, sizeof(now)) < 0)
		return 1;
	return strcmp(now, orig_params) != 0;
}

int mod_unload(void)
{
	return module_unload_wait(mod_name, 0);
}

int mod_load(const char *params)
{
	return module_load(mod_name, params);
}

int mod_unload_retry(void)
{
	int ret = module_unload_wait(mod_name, 3000);

	return ret == -ENOENT ? 0 : ret;
}

int mod_reload(const char *params)
{
	return mod_unload_retry() ?: mod_load(params);
}

int mod_restore(void)
{
	int ret;

	if (!mod_needs_restore())
		return 0;
	if (!orig_params[0])
		return -ENODATA;	/* loaded at the start, parameters unknown */
	ret = mod_reload(orig_params);
	return ret < 0 ? ret : mod_needs_restore() ? -EIO : 0;
}
