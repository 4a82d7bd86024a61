/* SPDX-License-Identifier: GPL-2.0 */
/*
 * boxpmu selftests' library: runs in the guest, as root, on the simulator.
 * An int function returns -errno on failure, 0 on success unless its name or
 * comment says what else (predicates and checks: 1 or 0, never -errno).
 */
#ifndef BOXPMU_LIB_H
#define BOXPMU_LIB_H

#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <linux/perf_event.h>

#include "compiler.h"

#ifndef ARRAY_SIZE
#define ARRAY_SIZE(a)		(sizeof(a) / sizeof((a)[0]))
#endif
#ifndef BIT
#define BIT(nr)			(1UL << (nr))
#endif
#ifndef BIT_ULL
#define BIT_ULL(nr)		(1ULL << (nr))
#endif

/* From FIXTURE_SETUP: a watchdog; the rule count noted */
void test_setup(unsigned int timeout_s);
/* @fn runs at the teardown, exit, bail-out or watchdog */
void test_add_cleanup(void (*fn)(void));
int test_cleanup(void);		/* the cleanups, then the module restore */
int64_t test_reserved_added(void);	/* rule-breaking writes since test_setup() */
int lib_failures(void);		/* the library's "# check failed" lines */
/* An open's return, closed if it is an fd: for EXPECT_EQ(-errno, ...) or to close */
int open_ret(int fd);
/* The fd @open returns; a failure (-errno) ends the test, an ASSERT naming @open */
#define ASSERT_OPEN(open) ({							\
	int __fd = (open);							\
									\
	ASSERT_LE(0, __fd) TH_LOG("%s: %s", #open, strerror(-__fd));		\
	__fd;									\
})

/*
 * A FIXTURE_VARIANT of a platform this guest does not simulate skips with
 * SKIP(return, OTHER_PLATFORM "...", ...): scripts/check's strict guests
 * accept only these skips.
 */
#define OTHER_PLATFORM		"other platform: "

/* Past the (scaled) watchdog, so the cleaning watchdog fires first. */
#define BOXPMU_HARNESS_TIMEOUT	3600

/* Every FIXTURE_TEARDOWN's checks: module restored, no rule-breaking writes. */
#define BOXPMU_END_CHECKS() do {						\
	_metadata->trigger = 0;	/* left set by a failed ASSERT */		\
	EXPECT_EQ(0, test_cleanup())						\
		TH_LOG("%s restored as the test found it", BOXPMU_MODULE);	\
	EXPECT_EQ(0, test_reserved_added())					\
		TH_LOG("register writes against the manual's rules (see dmesg)"); \
	EXPECT_EQ(0, lib_failures()) TH_LOG("the library's checks (above)");	\
} while (0)

/*
 * FIXTURE @name without data whose setup runs @setup and teardown @teardown:
 * FIXTURE_SETUP() and FIXTURE_TEARDOWN() as kselftest_harness.h spells them;
 * the use's ';' ends the last line's declaration.
 */
#define BOXPMU_FIXTURE_TD(name, setup, teardown)				\
	FIXTURE(name) {};							\
	void name##_setup(struct __test_metadata *_metadata,			\
			  struct _test_data_##name *self,			\
			  const struct _fixture_variant_##name *variant)	\
	{									\
		setup;								\
	}									\
	void name##_teardown(struct __test_metadata *_metadata,		\
			     struct _test_data_##name *self,			\
			     const struct _fixture_variant_##name *variant)	\
	{									\
		teardown;							\
	}									\
	struct _test_data_##name
#define BOXPMU_FIXTURE(name, setup)	BOXPMU_FIXTURE_TD(name, setup, BOXPMU_END_CHECKS())

int read_text(const char *path, char *buf, int len);	/* NUL-ended; length */
int write_text(const char *path, const char *s);	/* in one write() */
int read_long(const char *path, long *val);
int read_bool(const char *path);	/* a bool parameter's: 1 (Y), 0 (N) */
/* A list ("0", "0,2", "0-3,8", to a newline) into @vals: how many */
int parse_list(const char *s, int *vals, int max);
/* @fn(name, @arg) on each non-dot entry until one fails: the entries' count */
int dir_each(const char *path, int (*fn)(const char *name, void *arg), void *arg);
void sleep_ms(unsigned int ms);		/* resumed after a signal */
uint64_t now_ms(void);			/* monotonic */

int pmu_exists(const char *pmu);
#define CORE_SAMPLING_PARAM "/sys/module/boxpmu_core/parameters/sampling"
#define core_can_sample()	read_bool(CORE_SAMPLING_PARAM)	/* the build delivers samples */
int cpu_package(int cpu);
int nr_cpus_online(void);
int kernel_before(int major, int minor);	/* 1 or 0; -1 if unknown */
int pmu_cpu(const char *pmu, int pkg);	/* the cpumask's CPU collecting @pkg */
int pin_to(int cpu);		/* this task to @cpu; -1: to every online CPU */

int perf_open(struct perf_event_attr *attr, int pid, int cpu, int group_fd,
	      unsigned long flags);
int box_attr(struct perf_event_attr *attr, const char *pmu, uint64_t config);
/* A counting event on @pmu's collecting CPU of package @pkg, filters @config1/2; fd */
int box_open_pkg(const char *pmu, uint64_t config, uint64_t config1, uint64_t config2,
		 int pkg, int group_fd, int disabled);
#define box_open(pmu, config, pkg)	box_open_pkg(pmu, config, 0, 0, pkg, -1, 0)
#define box_open_group(pmu, config, pkg, group_fd, disabled)	\
	box_open_pkg(pmu, config, 0, 0, pkg, group_fd, disabled)
/* on package 0 */
#define box_open_filt(pmu, config, config1, config2, group_fd, disabled)	\
	box_open_pkg(pmu, config, config1, config2, 0, group_fd, disabled)
/*
 * perf_open() fails with -@err (0: it opens, then closed), and no simulated
 * box has a register read or written: 1 or 0 (a "#" line says what happened)
 */
int open_untouched(struct perf_event_attr *attr, int pid, int cpu, int group_fd, int err);
/* The same for box_open_filt()'s event on package 0 */
int box_open_untouched(const char *pmu, uint64_t config, uint64_t config1, uint64_t config2,
		       int group_fd, int err);
#define box_untouched(pmu, config, config1, err)	\
	box_open_untouched(pmu, config, config1, 0, -1, err)
/* Up to @max events of @config in one group on package 0: how many open. */
#define BOXPMU_MAX_GROUP	8
int group_fits(const char *pmu, uint64_t config, int max);

struct box_count {		/* read()'s layout for box_attr()'s read_format */
	uint64_t value;
	uint64_t enabled;
	uint64_t running;
};

int box_ioctl(int fd, unsigned long req);	/* PERF_EVENT_IOC_*, argument 0 */
#define box_enable(fd)		box_ioctl(fd, PERF_EVENT_IOC_ENABLE)
#define box_disable(fd)		box_ioctl(fd, PERF_EVENT_IOC_DISABLE)
int box_read(int fd, struct box_count *c);
uint64_t box_value(int fd);	/* UINT64_MAX (and a diagnostic) on error */
/* Inject @n of @terms into a new event's package @pkg: its count, closed. */
uint64_t box_fresh_count(const char *pmu, uint64_t config, const char *terms, int pkg,
			 uint64_t n);

/* Events counting alone on package 0's counters, what the simulator injects */
struct box_scenario {
	struct {
		const char *pmu;
		uint64_t config, config1, config2, want;
		const char *what;
	} ev[8];
	struct {
		const char *pmu, *terms;
	} inj[12];
};

/* @t's events into @fd: how many; the first error (none left open) */
int scenario_open(const struct box_scenario *t, int *fd);
/* @t's injections, then each of the @n events' counts: checks failed */
int scenario_check(const struct box_scenario *t, const int *fd, int n);
int scenario_run(const struct box_scenario *t);	/* both, closed: -errno, checks failed */

/* /proc/interrupts lines naming @name: count on @cpu (all: -1); -1 if none */
long proc_irq_count(const char *name, int cpu);
int cpu_set_online(int cpu, int on);
int cpu_offline(int cpu);	/* online again at cleanup or cpus_online_again() */
int package_cpus(int pkg, int *cpus, int max);
int package_offline(int pkg);	/* all its CPUs but cpu0: how many */
int cpus_online_again(void);	/* last first; the first error */

struct ring_stats {
	int samples;		/* PERF_RECORD_SAMPLE records */
	int lost;		/* PERF_RECORD_LOST */
	int throttle;		/* PERF_RECORD_(UN)THROTTLE */
	int unstopped;		/* samples or THROTTLEs while throttled */
	int other;		/* records of any other type */
	int bad_period;		/* another period, or too short for one */
	int bad_cpu;		/* samples taken on another CPU */
	int malformed;		/* 1: walk stopped at an impossible header */
};

#define RING_SAMPLE_TYPES	(PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | \
				 PERF_SAMPLE_CPU | PERF_SAMPLE_PERIOD)
/* Consume @pg's records into @st; @sample_type: of RING_SAMPLE_TYPES. */
int ring_read(struct perf_event_mmap_page *pg, unsigned int data_pages, uint64_t sample_type,
	      uint64_t period, int cpu, struct ring_stats *st);
/* Write @val to sysctl @path, its value found restored at the cleanup; -EBUSY: a second file */
int sysctl_set(const char *path, long val);
#define SAMPLE_RATE	"/proc/sys/kernel/perf_event_max_sample_rate"
#define sample_rate_set(rate)	sysctl_set(SAMPLE_RATE, rate)

const char *sim_path(const char *pmu, const char *file);	/* mounts debugfs */
/* Write "<terms...>" to @pmu's inject file; @bails: a failure is a bail-out */
__printf(3, 4) int sim_inject_or(int bails, const char *pmu, const char *fmt, ...);
#define sim_inject(pmu, ...)	sim_inject_or(0, pmu, __VA_ARGS__)
#define sim_inject_ok(pmu, ...)	((void)sim_inject_or(1, pmu, __VA_ARGS__))

struct sim_acc {		/* unsigned long long: sscanf()'s %llu */
	unsigned long long reads;
	unsigned long long writes;
	unsigned long long dropped;
	unsigned long long unmatched;	/* injections no counter took */
};

int sim_accesses(const char *pmu, struct sim_acc *a);
int sim_accesses_reset(const char *pmu);
int64_t sim_reserved_writes(void);	/* over all boxes and packages */
/* The test made @n such writes on purpose: its teardown allows them. */
void sim_reserved_expect(int64_t n);
/* The sum of @path's "NAME ADDRESS VALUE" lines @name (@pkgs: and @name.pkgN) */
int sim_file_sum(const char *path, const char *name, int pkgs, uint64_t *sum);
/* The register @name of such a file (@pmu's regs) */
#define sim_file_reg(path, name, val)	sim_file_sum(path, name, 0, val)
#define sim_reg(pmu, name, val)	sim_file_reg(sim_path(pmu, "regs"), name, val)
/* The same as a value; a failed check and UINT64_MAX if there is none. */
uint64_t sim_reg_val(const char *pmu, const char *name);

int sim_fail_reads(const char *pmu, unsigned int n);
long sim_fail_reads_left(const char *pmu);

#define SIM_POLL_WAIT_MS	10000	/* for a poll timer's counter reads */

/* Reset @pmu's access counts, then wait for @reads register reads. */
int sim_wait_reads(const char *pmu, uint64_t reads, unsigned int timeout_ms);

/* Every box the simulator models: reset (@reset), else summed */
struct sim_acc sim_accesses_each(int reset);
#define sim_accesses_reset_all()	((void)sim_accesses_each(1))
#define sim_accesses_all()		sim_accesses_each(0)

int module_load_file(const char *path, const char *params);
/* Load $BOXPMU_KO_DIR/@name.ko with the kernel command line's, then @params. */
int module_load(const char *name, const char *params);
int module_unload_wait(const char *name, unsigned int wait_ms);

int module_loaded(const char *name);
/*
 * After test_setup(): the test ends restoring module @name as loaded now, the
 * values of its parameters @params ("pmi poll_ms"), those a load accepts.
 */
void mod_use(const char *name, const char *params);
const char *mod_module(void);
#define BOXPMU_MODULE	mod_module()	/* mod_use()'s @name */
const char *mod_boot_params(void);	/* at the start; "" if unknown */
int mod_unload(void);			/* O_NONBLOCK: -EAGAIN/-EBUSY in use */
int mod_load(const char *params);
int mod_reload(const char *params);	/* mod_unload_retry(), mod_load() */
int mod_unload_retry(void);		/* for 3 s while busy; absent: 0 */
int mod_restore(void);			/* if mod_needs_restore() */

#endif /* BOXPMU_LIB_H */
