/* SPDX-License-Identifier: GPL-2.0 */
/*
 * boxpmu selftests: helpers shared by the test programs.
 *
 * Everything here runs inside the QEMU guest, as root, against the
 * boxpmu_nhmex driver on top of the boxpmu simulator:
 *   - TAP 13 output (tap_*),
 *   - PMU discovery from sysfs and perf_event_open wrappers (pmu_*, box_*),
 *   - the simulator's debugfs files (sim_*),
 *   - loading and unloading any boxpmu module (module_*), and reloading
 *     boxpmu_nhmex with other parameters (mod_*).
 */
#ifndef BOXPMU_LIB_H
#define BOXPMU_LIB_H

#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <linux/perf_event.h>

#include "compiler.h"

/* The kernel's helpers, defined as tools/include defines them. */
#ifndef ARRAY_SIZE
#define ARRAY_SIZE(a)		(sizeof(a) / sizeof((a)[0]))
#endif
#ifndef BIT
#define BIT(nr)			(1UL << (nr))
#endif
#ifndef BIT_ULL
#define BIT_ULL(nr)		(1ULL << (nr))
#endif

/* ---- TAP ----------------------------------------------------------------- */

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
/*
 * Run @fn when the test ends: at exit, on a bail-out and on the watchdog
 * (so CPUs come back online and module parameters are restored).
 */
void tap_cleanup(void (*fn)(void));

/* ---- tests on kselftest_harness.h -------------------------------------- */

/*
 * What tap_init() does, for a test of the harness (in its child, from
 * FIXTURE_SETUP): note the module load and the simulator's count of
 * register writes against the manual, and arm a watchdog of @timeout_s
 * seconds (scaled by BOXPMU_TIMEOUT_SCALE) that runs the cleanups and fails
 * the test. A bail-out (tap_bail()) then fails the test, cleanups run.
 */
void test_setup(unsigned int timeout_s);
/* Run the cleanups and the module restore; 0 or the restore's -errno. */
int test_cleanup(void);
/* Register writes against the manual's rules since the start, less the expected ones. */
int64_t test_reserved_added(void);

/*
 * The harness's own timeout of a boxpmu test: past its watchdog (of at most
 * a few minutes), scaled for the debug kernel, so that the watchdog, which
 * cleans up, always fires first.
 */
#define BOXPMU_HARNESS_TIMEOUT	3600

/*
 * The two checks of every test's FIXTURE_TEARDOWN: the cleanups restored the
 * module, and the test wrote no register against the manual's rules.
 */
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

/* ---- files and time ------------------------------------------------------ */

/* Read a whole (small) file into @buf, NUL-terminated; length or -errno. */
int read_text(const char *path, char *buf, int len);
/* Write @s to @path in one write(); 0 or -errno. */
int write_text(const char *path, const char *s);
/* Read one integer from @path; 0 or -errno. */
int read_long(const char *path, long *val);
/*
 * Sleep @ms milliseconds (nanosleep, resumed after a signal). Not named
 * msleep: unlike the kernel's, it has no jiffy granularity.
 */
void sleep_ms(unsigned int ms);

/* Monotonic milliseconds. */
uint64_t now_ms(void);

/* ---- PMUs and events ----------------------------------------------------- */

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

/*
 * Is the simulator modelling a Westmere-EX (boxpmu_sim wsmex=1) rather
 * than a Xeon 7500? And the number of C-boxes the modelled CPU has (8 or
 * 10): the simulator's, not the driver's, so that a driver registering too
 * few or too many is caught.
 */
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

/* ---- CPU hotplug --------------------------------------------------------- */

/* The count of /proc/interrupts lines naming @name on @cpu (all: -1); -1 if none. */
long proc_irq_count(const char *name, int cpu);
/* Take @cpu offline (@on 0) or online through sysfs: 0 or -errno. */
int cpu_set_online(int cpu, int on);
/*
 * Take every CPU of package @pkg offline but cpu0 (which may not be
 * hot-pluggable) and remember them; the first call registers
 * cpus_online_again() as a TAP cleanup. Return: how many CPUs of the
 * package there are, all now offline, or -errno of the first that failed
 * (the ones before it stay offline until cpus_online_again()).
 */
int package_offline(int pkg);
/* Bring back every CPU package_offline() took offline, last first. */
void cpus_online_again(void);

/*
 * A PCI box probed while its package is offline: take package 1's CPUs
 * offline, unbind and bind again @pmu's package-1 device @dev of the driver
 * whose sysfs directory is @drv; @pmu's cpumask must have no CPU of package
 * 1 then, and one once they are back, and an event @config (the simulator's
 * @terms) on package 1 must open and count.
 */
void test_probe_offline(const char *drv, const char *dev, const char *pmu, uint64_t config,
			const char *terms);

/*
 * A 64-bit PCI counter read as two dwords, with a carry out of the low one
 * between them: @fd counts @event on @pmu and its counter holds @raw. The
 * low dword is brought to 0xffffffff, the simulator ticks once per config
 * read; the read must come back exact, in 4 reads, and 3 without a carry.
 */
void check_split_carry(const char *pmu, int fd, uint64_t raw, const char *event,
		       const char *what);

/* ---- sample ring --------------------------------------------------------- */

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
 * Consume every record between data_tail and data_head of the ring whose
 * control page is @pg (mapped with @data_pages data pages after it) and count
 * them in @st. The samples are laid out by @sample_type, which may hold
 * PERF_SAMPLE_IP, _TID, _TIME, _CPU and _PERIOD only (-EINVAL otherwise);
 * each sample's period is checked against @period and its CPU against @cpu
 * where @sample_type has them. 0 or -errno.
 */
int ring_read(struct perf_event_mmap_page *pg, unsigned int data_pages, uint64_t sample_type,
	      uint64_t period, int cpu, struct ring_stats *st);

/* ---- simulator ----------------------------------------------------------- */

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
/*
 * The simulator's SIM_RESERVED_BIT_WRITES summed over every simulated box
 * and package, and the Ivy Bridge-EP global control: register writes that
 * broke a rule of the manual (a reserved bit set, a bit that must be 1
 * written 0, a filter bit the register does not have); -errno if the
 * simulator is not loaded or a file cannot be read. tap_init() notes it
 * and tap_finish() checks that the test added none.
 */
int64_t sim_reserved_writes(void);
/* The test made @n such writes on purpose: tap_finish() allows them. */
void sim_reserved_expect(int64_t n);
/* Value of register @name (e.g. "C_MSR_PMON_CTR0") of @pmu; 0 or -errno. */
int sim_reg(const char *pmu, const char *name, uint64_t *val);
/* The same as a value; a failed check and UINT64_MAX if there is none. */
uint64_t sim_reg_val(const char *pmu, const char *name);
/*
 * Stored (raw) value of the package-0 counter that is counting @config on
 * @pmu: the enabled generic counter whose control selects it, or the W-box
 * fixed counter for WBOX_CLOCKTICKS. 0 or -errno (-ENOENT: none found).
 */
int sim_counter_raw(const char *pmu, uint64_t config, uint64_t *raw);

/*
 * Make the next @n counter reads of @pmu's box fail the way the hardware
 * fails them (the simulator's fail_reads file); 0 or -errno.
 */
int sim_fail_reads(const char *pmu, unsigned int n);
/* Reads of @pmu still to fail, or -errno. */
long sim_fail_reads_left(const char *pmu);
/*
 * The simulator's PMI delivery counts (U-box regs): PMIs its local-APIC
 * model delivered as NMIs, and PMIs it dropped because the target CPU's
 * LVTPC entry was masked. 0 or -errno.
 */
int sim_pmi_counts(uint64_t *delivered, uint64_t *masked);
/*
 * Overflows that left a package frozen (U-box regs): the PMI reached no
 * online CPU (@unsent), or software did not unfreeze within the
 * simulator's pmi_wait_ms (@expired). 0 or -errno.
 */
int sim_pmi_stuck(uint64_t *unsent, uint64_t *expired);

/* How long a test waits for a poll timer to read the counters. */
#define SIM_POLL_WAIT_MS	10000

/*
 * Reset @pmu's access counts, then wait until the driver has made @reads
 * register reads of the box (a poll timer reading its counters), for at
 * most @timeout_ms. Call it right after an injection: the reads it waits
 * for then saw the injected events. 0, -ETIMEDOUT or -errno.
 */
int sim_wait_reads(const char *pmu, uint64_t reads, unsigned int timeout_ms);

/*
 * A split PCI counter polled every 10 ms, event @fd open: four injections
 * of @step (@terms and count=) into @pmu, each followed by a wait for two
 * counter reads (6 config reads, hi-lo-hi twice), so that a whole read saw
 * it; then the count must be exact, every wrap folded.
 */
void check_poll_folds(const char *pmu, int fd, const char *terms, uint64_t step);

/*
 * W-box erratum walk: drive the raw counter of event @fd (config @config,
 * injected with @terms) to low-24-bit values 0xffffff, 0, 1, 2, 0xfffffe,
 * 0, 1 in turn; after each step the counter must be there and two reads of
 * the event must give the exact total. In poll mode (@poll_reads > 0) each
 * step also waits until the poller has made @poll_reads reads of the W-box
 * (bounded by SIM_POLL_WAIT_MS; missing reads end the walk). Starts from a
 * count of 0. Return: the number of steps that failed (each with a "# @label:"
 * diagnostic), 0 if the walk was exact throughout.
 */
int wbox_erratum_walk(int fd, uint64_t config, const char *terms, unsigned int poll_reads,
		      const char *label);
/* Reset every box of the uncore (U, C, W, B, S, R and M boxes). */
void sim_accesses_reset_all(void);
/* Sum of the counters of every box. */
struct sim_acc sim_accesses_all(void);

/* ---- modules ------------------------------------------------------------- */

/* finit_module of the .ko at @path with @params (NULL: none); 0 or -errno. */
int module_load_file(const char *path, const char *params);
/*
 * module_load_file() of @name.ko in $BOXPMU_KO_DIR (default /lib/boxpmu),
 * with the parameters the kernel command line gives @name (MOD.PARAM=VALUE,
 * as modprobe takes them) before @params, which win.
 */
int module_load(const char *name, const char *params);
/*
 * delete_module(@name, O_NONBLOCK), retried for up to @wait_ms while the
 * module is still in use (EAGAIN/EBUSY: the last event's reference is on its
 * way out); 0 or -errno, -ENOENT if it was not loaded.
 */
int module_unload_wait(const char *name, unsigned int wait_ms);

/* ---- driver module ------------------------------------------------------- */

#define BOXPMU_MODULE	"boxpmu_nhmex"

/*
 * tap_init() notes how boxpmu_nhmex is loaded (its pmi and poll_ms values)
 * and the test ends (tap_finish(), a bail-out, the watchdog or SIGTERM) by
 * bringing that load back if the module is gone or runs with other values;
 * a failed restore is a "not ok".
 */
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
