/* SPDX-License-Identifier: GPL-2.0 */
/* boxpmu selftests' library: runs in the guest, as root, on the simulator */
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

/* Print the TAP header and arm a watchdog of @timeout_s seconds. */
void tap_init(const char *test, unsigned int timeout_s);
/* One "ok N - name" or "not ok N - name" line; returns @cond. */
__printf(2, 3) int tap_check(int cond, const char *fmt, ...);
/* One "ok N - name # SKIP reason" line. */
__printf(2, 3) void tap_skip(const char *reason, const char *fmt, ...);
/* A "# ..." diagnostic line. */
__printf(1, 2) void tap_diag(const char *fmt, ...);
/* Print the plan "1..N"; return the exit status (1 if anything failed). */
int tap_finish(void);
/* Abort the whole test: "Bail out! ...", then exit 1 (cleanups run). */
__printf(1, 2) __noreturn void tap_bail(const char *fmt, ...);
/* Run @fn when the test ends: at exit, on a bail-out and on the watchdog. */
void tap_cleanup(void (*fn)(void));

/* tap_init() for a harness test, from FIXTURE_SETUP (in the test's child). */
void test_setup(unsigned int timeout_s);
/* Run the cleanups and the module restore; 0 or the restore's -errno. */
int test_cleanup(void);
/* Register writes against the manual's rules since the start, less the expected ones. */
int64_t test_reserved_added(void);

/* Harness timeout: past the (scaled) watchdog, so the cleaning watchdog fires first */
#define BOXPMU_HARNESS_TIMEOUT	3600

/* The checks of every FIXTURE_TEARDOWN: module restored, no rule-breaking writes. */
#define BOXPMU_END_CHECKS() do {						\
	_metadata->trigger = 0;	/* left set by a failed ASSERT */		\
	EXPECT_EQ(0, test_cleanup())						\
		TH_LOG("%s restored as the test found it", BOXPMU_MODULE);	\
	EXPECT_EQ(0, test_reserved_added())					\
		TH_LOG("register writes against the manual's rules (see dmesg)"); \
} while (0)

/* Compare @got with @want as one check; print both on mismatch. */
__printf(3, 4) int check_u64(uint64_t got, uint64_t want, const char *fmt, ...);
/* @ret is 0 or -errno; the check passes iff ret == -want_errno. */
__printf(3, 4) int check_errno(int ret, int want_errno, const char *fmt, ...);
/* As check_errno() for what an open returned; an fd (a wrong success) is closed. */
__printf(3, 4) int check_refused(int fd, int want_errno, const char *fmt, ...);

/* Read a whole (small) file into @buf, NUL-terminated; length or -errno. */
int read_text(const char *path, char *buf, int len);
/* Write @s to @path in one write(); 0 or -errno. */
int write_text(const char *path, const char *s);
/* Read one integer from @path; 0 or -errno. */
int read_long(const char *path, long *val);
/* Sleep @ms milliseconds (nanosleep, resumed after a signal). */
void sleep_ms(unsigned int ms);

/* Monotonic milliseconds. */
uint64_t now_ms(void);

/* C-boxes: 8 on the Xeon 7500, 10 on Westmere-EX (nr_cbox()) */
#define BOXPMU_MAX_CBOX		10
#define BOXPMU_CBOX_COUNTERS	6
#define BOXPMU_WBOX_COUNTERS	4
#define BOXPMU_UBOX_COUNTERS	1
#define BOXPMU_WIDTH		48
#define BOXPMU_WRAP		((uint64_t)1 << BOXPMU_WIDTH)

/* Config of the W-box fixed (uncore clock) counter. */
#define WBOX_CLOCKTICKS		0xffULL

/* C-/W-box config word from its fields (the sysfs format). */
#define BOX_CFG(ev, umask, edge, inv, thresh)				\
	((uint64_t)(ev) | (uint64_t)(umask) << 8 | (uint64_t)(edge) << 18 | \
	 (uint64_t)(inv) << 23 | (uint64_t)(thresh) << 24)

/* "uncore_cbox_<n>" in a static buffer per n. */
const char *cbox_name(int n);

/* PMU type from sysfs, or -errno. */
int pmu_type(const char *pmu);
/* Does the PMU exist in sysfs? */
int pmu_exists(const char *pmu);

/* Does the simulator model a Westmere-EX? And its (not the driver's) C-box count. */
int sim_wsmex(void);
int nr_cbox(void);
/* boxpmu_core's read-only report of a build that can deliver samples */
#define CORE_SAMPLING_PARAM "/sys/module/boxpmu_core/parameters/sampling"
int core_can_sample(void);	/* 1 (Y), 0 (N), -errno if unreadable */
/* CPUs of the PMU's cpumask; count or -errno. */
int pmu_cpus(const char *pmu, int *cpus, int max);
/* Package (physical_package_id) of @cpu, or -errno. */
int cpu_package(int cpu);
/* CPUs present/online in the guest. */
int nr_cpus_online(void);
/* Is the running kernel older than @major.@minor? 1 or 0; -1 if unknown. */
int kernel_before(int major, int minor);
/* The CPU of the PMU's cpumask that collects for @pkg, or -errno. */
int pmu_cpu(const char *pmu, int pkg);
/*
 * Whether @pmu has a package-1 box in the simulator and a CPU of package 1
 * in its cpumask; if not, @test is skipped with the reason.
 */
int two_packages(const char *pmu, const char *test);

/* perf_event_open; fd or -errno. */
int perf_open(struct perf_event_attr *attr, int pid, int cpu, int group_fd,
	      unsigned long flags);
/* A counting attr for @pmu with times in read_format. */
int box_attr(struct perf_event_attr *attr, const char *pmu, uint64_t config);
/* Open a counting event on @pmu's collecting CPU of package @pkg. */
int box_open(const char *pmu, uint64_t config, int pkg);
/* Open @attr (from box_attr()) on @pmu's collecting CPU of package @pkg. */
int box_attr_open(struct perf_event_attr *attr, const char *pmu, int pkg, int group_fd);
/* As box_open, as a member of @group_fd, optionally disabled. */
int box_open_group(const char *pmu, uint64_t config, int pkg, int group_fd,
		   int disabled);
/* As box_open_group on package 0, with attr.config1/config2 (filters). */
int box_open_filt(const char *pmu, uint64_t config, uint64_t config1, uint64_t config2,
		  int group_fd, int disabled);

struct box_count {
	uint64_t value;
	uint64_t enabled;
	uint64_t running;
};

/* PERF_EVENT_IOC_ENABLE / _DISABLE; 0 or -errno. */
int box_enable(int fd);
int box_disable(int fd);

/* read() an event opened by box_open(); 0 or -errno. */
int box_read(int fd, struct box_count *c);
/* Value of an event, or UINT64_MAX (with a diagnostic) on error. */
uint64_t box_value(int fd);

/* The count of /proc/interrupts lines naming @name on @cpu (all: -1); -1 if none. */
long proc_irq_count(const char *name, int cpu);
/* Take @cpu offline (@on 0) or online through sysfs: 0 or -errno. */
int cpu_set_online(int cpu, int on);
/*
 * Take package @pkg's CPUs but cpu0 offline; the first call registers
 * cpus_online_again() as cleanup. Return: their count, or the first -errno.
 */
int package_offline(int pkg);
/* Bring back every CPU package_offline() took offline, last first. */
void cpus_online_again(void);

/*
 * Checks of a PCI box (@dev of driver @drv) rebound while package 1 is offline:
 * @pmu's cpumask, and an event @config (sim @terms) on package 1 counting.
 */
void test_probe_offline(const char *drv, const char *dev, const char *pmu, uint64_t config,
			const char *terms);

/* A PCI counter's two-dword read across a carry: exact, in 4 reads. */
void check_split_carry(const char *pmu, int fd, uint64_t raw, const char *event,
		       const char *what);

/* What ring_read() found in a perf mmap ring buffer. */
struct ring_stats {
	int samples;		/* PERF_RECORD_SAMPLE records */
	int lost;		/* PERF_RECORD_LOST */
	int throttle;		/* PERF_RECORD_THROTTLE and PERF_RECORD_UNTHROTTLE */
	int other;		/* records of any other type */
	int bad_period;		/* samples with another period, or too short to hold it */
	int bad_cpu;		/* samples taken on another CPU */
	int malformed;		/* 1 if the walk stopped at a record header that cannot be */
};

/*
 * Consume and count into @st the records of the ring at @pg, checking @period
 * and @cpu; @sample_type may hold only IP, TID, TIME, CPU and PERIOD. 0 or -errno.
 */
int ring_read(struct perf_event_mmap_page *pg, unsigned int data_pages, uint64_t sample_type,
	      uint64_t period, int cpu, struct ring_stats *st);

/* Path of a simulator debugfs file; mounts debugfs if needed. */
const char *sim_path(const char *pmu, const char *file);
/* Write "<terms...>" to the PMU's inject file; 0 or -errno. */
__printf(2, 3) int sim_inject(const char *pmu, const char *fmt, ...);
/* Like sim_inject but a failure is a bail-out: tests rely on injections. */
__printf(2, 3) void sim_inject_ok(const char *pmu, const char *fmt, ...);

struct sim_acc {
	uint64_t reads;
	uint64_t writes;
	uint64_t dropped;
	uint64_t unmatched;	/* injections no counter took (Xeon 7500) */
};

int sim_accesses(const char *pmu, struct sim_acc *a);
int sim_accesses_reset(const char *pmu);
/* The simulator's SIM_RESERVED_BIT_WRITES over all boxes and packages, or -errno. */
int64_t sim_reserved_writes(void);
/* The test made @n such writes on purpose: tap_finish() allows them. */
void sim_reserved_expect(int64_t n);
/* Value of register @name (e.g. "C_MSR_PMON_CTR0") of @pmu; 0 or -errno. */
int sim_reg(const char *pmu, const char *name, uint64_t *val);
/* The same as a value; a failed check and UINT64_MAX if there is none. */
uint64_t sim_reg_val(const char *pmu, const char *name);
/* Raw value of the package-0 counter counting @config on @pmu; 0 or -errno (-ENOENT). */
int sim_counter_raw(const char *pmu, uint64_t config, uint64_t *raw);

/* Make the next @n counter reads of @pmu's box fail; 0 or -errno. */
int sim_fail_reads(const char *pmu, unsigned int n);
/* Reads of @pmu still to fail, or -errno. */
long sim_fail_reads_left(const char *pmu);
/* PMIs the simulated APIC delivered as NMIs, and dropped (LVTPC masked); 0 or -errno. */
int sim_pmi_counts(uint64_t *delivered, uint64_t *masked);
/* Frozen packages: PMI reached no CPU (@unsent), not unfrozen in time (@expired); 0 or -errno. */
int sim_pmi_stuck(uint64_t *unsent, uint64_t *expired);

/* How long a test waits for a poll timer to read the counters. */
#define SIM_POLL_WAIT_MS	10000

/* Reset @pmu's access counts, then wait for @reads register reads; 0 or -errno. */
int sim_wait_reads(const char *pmu, uint64_t reads, unsigned int timeout_ms);

/* Inject @step (@terms) into @pmu four times; @fd's 10 ms-polled split counter must fold each. */
void check_poll_folds(const char *pmu, int fd, const char *terms, uint64_t step);

/*
 * Drive @fd's W-box counter (at count 0) through the erratum values, checking each
 * count; @poll_reads > 0: wait for the poller. Return: steps failed, 0 if exact.
 */
int wbox_erratum_walk(int fd, uint64_t config, const char *terms, unsigned int poll_reads,
		      const char *label);
/* Reset every box of the uncore (U, C, W, B, S, R and M boxes). */
void sim_accesses_reset_all(void);
/* Sum of the counters of every box. */
struct sim_acc sim_accesses_all(void);

/* finit_module of the .ko at @path with @params (NULL: none); 0 or -errno. */
int module_load_file(const char *path, const char *params);
/* Load $BOXPMU_KO_DIR/@name.ko with the kernel command line's then @params' values. */
int module_load(const char *name, const char *params);
/* delete_module(@name), retried for @wait_ms while in use; 0 or -errno (-ENOENT). */
int module_unload_wait(const char *name, unsigned int wait_ms);

#define BOXPMU_MODULE	"boxpmu_nhmex"

/* Is boxpmu_nhmex loaded? A test ends restoring the load tap_init() noted. */
int mod_loaded(void);
/* "pmi=Y poll_ms=0 cboxes=0": the loaded module's parameter values; 0 or -errno. */
int mod_params(char *buf, size_t len);
/* 1 if boxpmu_nhmex is loaded in PMI mode, 0 in poll mode, or -errno. */
int nhmex_pmi_mode(void);
/* One check that the driver is in PMI mode; returns whether it is. */
int require_pmi_mode(const char *what);
/* Note the load to restore, once (tap_init() calls it). */
void mod_snapshot(void);
/* The parameters boxpmu_nhmex had when the test started ("" if unknown). */
const char *mod_boot_params(void);
/* Is the module gone or loaded with other values than at the start? */
int mod_needs_restore(void);
/* delete_module(O_NONBLOCK); 0 or -errno (EAGAIN/EBUSY while in use). */
int mod_unload(void);
/* finit_module of /lib/boxpmu/boxpmu_nhmex.ko with @params; 0 or -errno. */
int mod_load(const char *params);
/* Unload (retrying briefly while busy; not loaded is fine) and load with @params. */
int mod_reload(const char *params);
/* Bring back the load the test started with if needed; 0 or -errno. */
int mod_restore(void);

#endif /* BOXPMU_LIB_H */
