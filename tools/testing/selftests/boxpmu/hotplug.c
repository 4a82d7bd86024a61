// SPDX-License-Identifier: GPL-2.0
/*
 * hotplug: uncore events follow their package's collecting CPU. Needs a guest
 * with --smp 4 --sockets 2 (package 1 = cpu2,3); skipped otherwise.
 *
 * A PMI that arrives in the storm while events move must be claimed by the CPU
 * it reaches (vm-run fails on "NMI received for unknown reason"). The
 * simulator's nest_pmi makes the W-box fixed counter carry when the service
 * run (outside NMI, interrupts off) unfreezes the package, so its PMI comes
 * nested in the run, as on the hardware; the run must service it too.
 *
 * Usage: hotplug [STORM_CYCLES]   (default 12)
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>

#include "boxpmu_lib.h"

#define C0	"uncore_cbox_0"
/* the last C-box: 7 on the Xeon 7500, 9 on Westmere-EX (nr_cbox()) */
#define CLAST	cbox_name(nr_cbox() - 1)
#define LLC_S	BOX_CFG(0x14, 0x01, 0, 0, 0)

struct ev {
	const char *pmu;
	uint64_t config;
	const char *inject;
	uint64_t n1;		/* injected into package 1 */
	uint64_t n0;		/* injected into package 0 */
	int fd1, fd0;
};

static struct ev evs[] = {
	{ C0, LLC_S, "event=0x14,umask=0x01", 0, 0, -1, -1 },
	{ NULL, LLC_S, "event=0x14,umask=0x01", 0, 0, -1, -1 },	/* CLAST */
	{ "uncore_ubox", 0x50, "event=0x50", 0, 0, -1, -1 },
	{ "uncore_wbox", WBOX_CLOCKTICKS, "event=0xff", 0, 0, -1, -1 },
};

#define NEV ((int)ARRAY_SIZE(evs))

static int offlined[64];
static int nr_offlined;

static void online_all(void)
{
	while (nr_offlined > 0)
		cpu_set_online(offlined[--nr_offlined], 1);
}

/* CPUs of @pkg among the online ones; count. */
static int pkg_cpus(int pkg, int *cpus, int max)
{
	int n = 0, cpu;

	for (cpu = 0; cpu < 64 && n < max; cpu++) {
		char path[96];
		long on = 1;

		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d", cpu);
		if (access(path, F_OK))
			continue;
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/online", cpu);
		read_long(path, &on);	/* cpu0 has no online file */
		if (on && cpu_package(cpu) == pkg)
			cpus[n++] = cpu;
	}
	return n;
}

static void inject_all(int pkg, uint64_t base)
{
	int i;

	for (i = 0; i < NEV; i++) {
		uint64_t n = base + 1000 * i;

		sim_inject_ok(evs[i].pmu, "%s count=%llu pkg=%d", evs[i].inject,
			      (unsigned long long)n, pkg);
		if (pkg)
			evs[i].n1 += n;
		else
			evs[i].n0 += n;
	}
}

static void check_all(const char *when)
{
	int i;

	for (i = 0; i < NEV; i++) {
		check_u64(box_value(evs[i].fd1), evs[i].n1,
			  "%s: %s package-1 event exact", when, evs[i].pmu);
		check_u64(box_value(evs[i].fd0), evs[i].n0,
			  "%s: %s package-0 event exact", when, evs[i].pmu);
	}
}

/*
 * Package-1 injections, a small one and one that wraps the 48-bit counters
 * (so the overflow interrupt must reach the package's collecting CPU).
 */
static void pkg1_phase(const char *when, uint64_t base)
{
	char name[96];

	inject_all(1, base);
	check_all(when);
	inject_all(1, BOXPMU_WRAP + base);
	snprintf(name, sizeof(name), "%s, 48-bit wrap", when);
	check_all(name);
}

/* Every PMU lists exactly one CPU of package 1, and it is @want (or any). */
static void check_cpumask(int want, const char *when)
{
	int i, cpu, bad = 0;

	for (i = 0; i < NEV; i++) {
		cpu = pmu_cpu(evs[i].pmu, 1);
		if (cpu < 0 || (want >= 0 && cpu != want) || cpu_package(cpu) != 1) {
			char buf[64] = "";
			char path[128];

			snprintf(path, sizeof(path),
				 "/sys/bus/event_source/devices/%s/cpumask", evs[i].pmu);
			read_text(path, buf, sizeof(buf));
			tap_diag("  %s cpumask %s", evs[i].pmu, buf);
			bad++;
		}
	}
	if (want >= 0)
		tap_check(!bad, "%s: cpumask lists cpu%d for package 1", when, want);
	else
		tap_check(!bad, "%s: cpumask lists an online CPU of package 1", when);
}

static int storm_cycles = 12;
#define HALF		BIT_ULL(BOXPMU_WIDTH - 1)

static pid_t storm_child = -1;

static void stop_child(void)
{
	if (storm_child > 0) {
		kill(storm_child, SIGKILL);
		waitpid(storm_child, NULL, 0);
		storm_child = -1;
	}
}

/*
 * Child: overflowing injections into package 1 until a byte arrives on
 * @stop; then writes how many pairs went in to @result and exits 0 (1 if
 * an injection failed).
 */
static void storm_inject(int stop, int result)
{
	char buf[96];
	uint64_t n = 0;
	char c;
	int ret = 0;

	fcntl(stop, F_SETFL, O_NONBLOCK);
	while (read(stop, &c, 1) != 1) {
		snprintf(buf, sizeof(buf), "event=0x14,umask=0x01 count=%llu pkg=1", HALF + 3);
		if (write_text(sim_path(CLAST, "inject"), buf)) {
			ret = 1;
			break;
		}
		snprintf(buf, sizeof(buf), "event=0xff count=%llu pkg=1", HALF + 1);
		if (write_text(sim_path("uncore_wbox", "inject"), buf)) {
			ret = 1;
			break;
		}
		n++;
	}
	if (write(result, &n, sizeof(n)) != sizeof(n))
		ret = 1;
	_exit(ret);
}

static void storm(void)
{
	int stop[2], result[2], fc, fw, cycles = 0, status = -1, c, ret;
	uint64_t d0, m0, d1, m1, u0, e0, u1, e1, n0, t0n, n1, t1n, g0 = 0, g1 = 0, pairs = 0;
	struct sim_acc a0, a1;
	uint64_t t0;

	if (nhmex_pmi_mode() != 1) {
		tap_skip("needs " BOXPMU_MODULE " in PMI mode (pmi=1)",
			 "PMI %s while the collecting CPU goes offline and online", __func__);
		return;
	}
	fc = box_open(CLAST, LLC_S, 1);
	fw = box_open("uncore_wbox", WBOX_CLOCKTICKS, 1);
	if (fc < 0 || fw < 0)
		tap_bail("%s: open on package 1: %d %d", __func__, fc, fw);
	if (pipe(stop) || pipe(result))
		tap_bail("pipe: %s", strerror(errno));
	sim_pmi_counts(&d0, &m0);
	if (sim_pmi_stuck(&u0, &e0) || sim_reg("uncore_ubox", "SIM_NESTED_PMIS", &n0) ||
	    sim_reg("uncore_ubox", "SIM_NESTED_TICKS", &t0n) ||
	    sim_reg("uncore_ubox", "SIM_PMI_TARGET_OFFLINE", &g0))
		tap_bail("%s: no PMI counters in the simulator's U-box regs", __func__);
	sim_accesses_reset(CLAST);
	sim_accesses_reset("uncore_wbox");
	tap_cleanup(stop_child);
	storm_child = fork();
	if (storm_child < 0)
		tap_bail("fork: %s", strerror(errno));
	if (storm_child == 0)
		storm_inject(stop[0], result[1]);
	t0 = now_ms();
	while (cycles < storm_cycles) {
		c = pmu_cpu(CLAST, 1);
		if (c < 0 || write_text(sim_path("uncore_ubox", "nest_pmi"), "1"))
			break;
		ret = cpu_set_online(c, 0);
		if (ret < 0)
			break;
		offlined[nr_offlined++] = c;
		sleep_ms(5);
		ret = cpu_set_online(c, 1);
		if (ret == 0)
			nr_offlined--;
		cycles++;
		sleep_ms(5);
	}
	online_all();
	write_text(sim_path("uncore_ubox", "nest_pmi"), "0");
	if (write(stop[1], "x", 1) != 1 || read(result[0], &pairs, sizeof(pairs)) != sizeof(pairs))
		pairs = 0;
	if (waitpid(storm_child, &status, 0) == storm_child)
		storm_child = -1;
	tap_check(WIFEXITED(status) && WEXITSTATUS(status) == 0,
		  "%s: every injection went in (%llu pairs)", __func__, (unsigned long long)pairs);
	tap_diag("%s: %d cycles (%d online writes) and %llu injection pairs in %llu ms", __func__,
		 cycles, 2 * cycles, (unsigned long long)pairs,
		 (unsigned long long)(now_ms() - t0));
	tap_check(cycles == storm_cycles && pairs >= (uint64_t)storm_cycles,
		  "%s: %d offline/online cycles of the collecting CPU during %llu injection pairs",
		  __func__, cycles, (unsigned long long)pairs);
	/*
	 * While perf moves an event to the other CPU its counter is stopped
	 * (between del on the old CPU and add on the new one), and an
	 * injection then finds no counter programmed for it (the W-box fixed
	 * counter disabled): the hardware would not count those events
	 * either. The simulator says how many injections no counter took;
	 * all others must be counted exactly.
	 */
	sim_accesses(CLAST, &a0);
	sim_accesses("uncore_wbox", &a1);
	tap_diag("%s: %llu C-box and %llu W-box injections came while their event moved",
		 __func__, (unsigned long long)a0.unmatched, (unsigned long long)a1.unmatched);
	tap_check(a0.unmatched <= pairs / 10 && a1.unmatched <= pairs / 10,
		  "%s: at most one injection in ten found its counter stopped (C-box %llu, W-box %llu)",
		  __func__, (unsigned long long)a0.unmatched, (unsigned long long)a1.unmatched);
	check_u64(box_value(fc), (pairs - a0.unmatched) * (HALF + 3),
		  "%s: package-1 C-box count exact", __func__);
	/* unreadable, they stay as before: the nested check then fails */
	n1 = n0;
	t1n = t0n;
	sim_reg("uncore_ubox", "SIM_NESTED_PMIS", &n1);
	sim_reg("uncore_ubox", "SIM_NESTED_TICKS", &t1n);
	tap_diag("%s: %llu PMIs nested in a service run outside NMI, %llu clock ticks",
		 __func__, (unsigned long long)(n1 - n0), (unsigned long long)(t1n - t0n));
	tap_check(n1 > n0, "%s: a PMI came as an NMI nested in a service run of a hotplug move",
		  __func__);
	check_u64(box_value(fw), (pairs - a1.unmatched) * (HALF + 1) + (t1n - t0n),
		  "%s: package-1 W-box clock count exact", __func__);
	sim_pmi_counts(&d1, &m1);
	tap_diag("%s: %d hotplug cycles, %llu PMIs delivered", __func__, cycles,
		 (unsigned long long)(d1 - d0));
	check_u64(m1 - m0, 0, "%s: no PMI dropped by a masked LVTPC entry", __func__);
	sim_pmi_stuck(&u1, &e1);
	sim_reg("uncore_ubox", "SIM_PMI_TARGET_OFFLINE", &g1);
	tap_diag("%s: %llu PMIs went to a CPU that went offline before they came", __func__,
		 (unsigned long long)(g1 - g0));
	check_u64(u1 - u0, 0, "%s: every PMI reached an online CPU", __func__);
	check_u64(e1 - e0, 0, "%s: every PMI was answered within the simulator's pmi_wait_ms",
		  __func__);
	check_u64(a0.dropped + a1.dropped, 0, "%s: no event found the package frozen for good",
		  __func__);
	close(fc);
	close(fw);
	close(stop[0]);
	close(stop[1]);
	close(result[0]);
	close(result[1]);
}

/*
 * No CPU can reach package 1's registers at the unload, so the package must
 * have been left disabled (global control 0) when its last CPU went.
 */
static void pkg_offline_unload(const int *p1, int n1)
{
	uint64_t g = 0;
	int i, ret;

	ret = sim_reg("uncore_ubox", "U_MSR_PMON_GLOBAL_CTL.pkg1", &g);
	if (!tap_check(!ret && g, "package 1 set up (global control 0x%llx)",
		       (unsigned long long)g))
		return;
	for (i = 0; i < n1; i++) {
		ret = cpu_set_online(p1[i], 0);
		if (!tap_check(ret == 0, "offline cpu%d (package 1)", p1[i]))
			break;
		offlined[nr_offlined++] = p1[i];
	}
	ret = mod_unload();
	tap_check(ret == 0, "unload " BOXPMU_MODULE " with package 1 offline (%d)", ret);
	sim_reg("uncore_ubox", "U_MSR_PMON_GLOBAL_CTL.pkg1", &g);
	check_u64(g, 0, "package 1 left with its global control 0 when its last CPU went");
	online_all();
	ret = mod_restore();
	tap_check(ret == 0 && pmu_exists(C0), BOXPMU_MODULE " loaded again (%d)", ret);
}

int main(int argc, char **argv)
{
	int p1[8], p0[8], n1, n0, c1, other, i, ret;

	if (argc > 1)
		storm_cycles = (int)strtol(argv[1], NULL, 10);
	tap_init("hotplug", 110 + storm_cycles / 2);
	if (storm_cycles < 1 || storm_cycles > 10000)
		tap_bail("STORM_CYCLES must be 1..10000");
	if (!pmu_exists(C0) || !pmu_exists(CLAST))
		tap_bail("no " C0 " or %s PMU: is " BOXPMU_MODULE " loaded?", CLAST);
	evs[1].pmu = CLAST;
	n0 = pkg_cpus(0, p0, 8);
	n1 = pkg_cpus(1, p1, 8);
	if (nr_cpus_online() < 4 || n0 < 2 || n1 < 2) {
		char why[200];

		snprintf(why, sizeof(why),
			 "%d CPUs online, %d in package 0 and %d in package 1; needs 2 online CPUs in each of packages 0 and 1 (vm-run --smp 4 --sockets 2)",
			 nr_cpus_online(), n0, n1);
		tap_skip(why, "hotplug");
		return tap_finish();
	}
	tap_cleanup(online_all);

	c1 = pmu_cpu(C0, 1);
	if (!tap_check(c1 >= 0, "cpumask has a collecting CPU for package 1"))
		tap_bail("cannot go on");
	check_cpumask(c1, "before");
	other = p1[0] == c1 ? p1[1] : p1[0];
	tap_diag("package 1: collecting cpu%d, other cpu%d", c1, other);

	for (i = 0; i < NEV; i++) {
		evs[i].fd1 = box_open(evs[i].pmu, evs[i].config, 1);
		evs[i].fd0 = box_open(evs[i].pmu, evs[i].config, 0);
		if (evs[i].fd1 < 0 || evs[i].fd0 < 0)
			tap_bail("open %s on both packages: %s", evs[i].pmu,
				 strerror(evs[i].fd1 < 0 ? -evs[i].fd1 : -evs[i].fd0));
	}

	pkg1_phase("package 1 injection", 100000);
	inject_all(0, 7);
	check_all("package 0 injection");

	ret = cpu_set_online(c1, 0);
	if (!tap_check(ret == 0, "offline cpu%d", c1))
		tap_bail("offline cpu%d: %s", c1, strerror(-ret));
	offlined[nr_offlined++] = c1;
	check_cpumask(other, "after offline");
	pkg1_phase("after offline", 2000000);
	inject_all(0, 11);
	check_all("after offline, package 0");

	/* Back online: wherever the events are now, they keep counting. */
	ret = cpu_set_online(c1, 1);
	if (tap_check(ret == 0, "online cpu%d again", c1))
		nr_offlined--;
	check_cpumask(-1, "after online");
	pkg1_phase("after online", 30000000);

	/* And the new collecting CPU goes away too: back to the first one. */
	c1 = pmu_cpu(C0, 1);
	other = c1 == p1[0] ? p1[1] : p1[0];
	ret = cpu_set_online(c1, 0);
	if (tap_check(ret == 0, "offline cpu%d (now collecting)", c1)) {
		offlined[nr_offlined++] = c1;
		check_cpumask(other, "after second offline");
		pkg1_phase("after second offline", 400000000);
	}
	online_all();

	for (i = 0; i < NEV; i++) {
		close(evs[i].fd1);
		close(evs[i].fd0);
	}

	storm();

	i = box_open(C0, LLC_S, 1);
	if (tap_check(i >= 0, "new package-1 event opens after hotplug")) {
		sim_inject_ok(C0, "event=0x14,umask=0x01 count=5 pkg=1");
		check_u64(box_value(i), 5, "new package-1 event counts");
		close(i);
	}
	pkg_offline_unload(p1, n1);
	return tap_finish();
}
