// SPDX-License-Identifier: GPL-2.0
/*
 * sessions: 8 processes each open one event on the last C-box (6 counters)
 * and one on the U-box (1 counter); the C-box events of sessions 0-3 are
 * pinned and exact, the rest share the free counters in turns.
 *
 * The flexible sums are exactly counters x total: perf rotates inside
 * pmu_disable()/pmu_enable() from a timer on the collecting CPU, and the box
 * counts nothing while disabled. So the injector runs on that CPU, where the
 * simulator adds each injection with interrupts off: a rotation falls between
 * two injections, never inside one, and nothing is dropped (checked).
 *
 * Usage: sessions [ROUNDS]   (default 200)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <sys/wait.h>

#include "boxpmu_lib.h"

#define NSESS		8
#define NPINNED		4
/* the last C-box: 7 on the Xeon 7500, 9 on Westmere-EX */
#define C_PMU		cbox_name(nr_cbox() - 1)
#define C_CFG		BOX_CFG(0x14, 0x01, 0, 0, 0)
#define C_TERMS		"event=0x14,umask=0x01"
#define C_STEP		1000ULL
#define U_PMU		"uncore_ubox"
#define U_CFG		0x50ULL
#define U_TERMS		"event=0x50"
#define U_STEP		7ULL

struct report {
	int err;		/* -errno of a failed open or read, else 0 */
	struct box_count c, u;
};

static pid_t kids[NSESS];

static void kill_kids(void)
{
	int i;

	for (i = 0; i < NSESS; i++) {
		if (kids[i] > 0) {
			kill(kids[i], SIGKILL);
			waitpid(kids[i], NULL, 0);
			kids[i] = 0;
		}
	}
}

static int open_ev(const char *pmu, uint64_t config, int pinned)
{
	struct perf_event_attr attr;
	int ret = box_attr(&attr, pmu, config);

	if (ret < 0)
		return ret;
	attr.pinned = !!pinned;
	return box_attr_open(&attr, pmu, 0, -1);
}

static void session(int idx, int ready, int go, int result)
{
	struct report r = { 0 };
	int fc, fu;
	char b;

	fc = open_ev(C_PMU, C_CFG, idx < NPINNED);
	fu = open_ev(U_PMU, U_CFG, 0);
	if (fc < 0 || fu < 0)
		r.err = fc < 0 ? fc : fu;
	if (write(ready, "r", 1) != 1)
		_exit(2);
	if (read(go, &b, 1) != 1)
		_exit(2);
	if (!r.err)
		r.err = box_read(fc, &r.c);
	if (!r.err)
		r.err = box_read(fu, &r.u);
	if (write(result, &r, sizeof(r)) != sizeof(r))
		_exit(2);
	_exit(0);
}

int main(int argc, char **argv)
{
	int ready[2], go[2], result[NSESS][2], i, n, muxed = 0, ret, cpu;
	cpu_set_t set;
	struct sim_acc ac, au;
	long rounds = argc > 1 ? strtol(argv[1], NULL, 10) : 200;
	struct report r[NSESS];
	uint64_t ct, ut, csum = 0, usum = 0, t0;
	char b;

	tap_init("sessions", 55 + (unsigned int)(rounds / 5));
	if (rounds < 1 || rounds > 100000)
		tap_bail("ROUNDS must be 1..100000");
	if (!pmu_exists(C_PMU) || !pmu_exists(U_PMU))
		tap_bail("no %s or " U_PMU " PMU: is " BOXPMU_MODULE " loaded?", C_PMU);
	cpu = pmu_cpu(C_PMU, 0);
	if (cpu < 0 || pmu_cpu(U_PMU, 0) != cpu)
		tap_bail("the C-box and U-box PMUs collect package 0 on different CPUs");
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set))
		tap_bail("sched_setaffinity(cpu%d): %s", cpu, strerror(errno));
	tap_diag("injecting on cpu%d, package 0's collecting CPU", cpu);
	tap_cleanup(kill_kids);
	if (pipe(ready) || pipe(go))
		tap_bail("pipe: %s", strerror(errno));
	for (i = 0; i < NSESS; i++) {
		if (pipe(result[i]))
			tap_bail("pipe: %s", strerror(errno));
		kids[i] = fork();
		if (kids[i] < 0)
			tap_bail("fork: %s", strerror(errno));
		if (kids[i] == 0)
			session(i, ready[1], go[0], result[i][1]);
	}
	for (i = 0; i < NSESS; i++)
		if (read(ready[0], &b, 1) != 1)
			tap_bail("session %d never got ready", i);

	sim_accesses_reset(C_PMU);
	sim_accesses_reset(U_PMU);
	t0 = now_ms();
	for (n = 0; n < rounds; n++) {
		sim_inject_ok(C_PMU, C_TERMS " count=%llu", C_STEP);
		sim_inject_ok(U_PMU, U_TERMS " count=%llu", U_STEP);
		/* let perf rotate (4 ms) between some of the rounds */
		if (n % 4 == 3)
			sleep_ms(3);
	}
	ct = rounds * C_STEP;
	ut = rounds * U_STEP;
	tap_diag("%d sessions, %ld rounds (%ld injection calls) in %llu ms", NSESS, rounds,
		 2 * rounds, (unsigned long long)(now_ms() - t0));
	if (sim_accesses(C_PMU, &ac) || sim_accesses(U_PMU, &au))
		tap_bail("cannot read the simulator's access counts");
	check_u64(ac.dropped + au.dropped, 0, "no injected event found its box disabled");

	for (i = 0; i < NSESS; i++)
		if (write(go[1], "g", 1) != 1)
			tap_bail("go: %s", strerror(errno));
	for (i = 0; i < NSESS; i++) {
		int status = -1;

		if (read(result[i][0], &r[i], sizeof(r[i])) != sizeof(r[i]))
			r[i].err = -EIO;
		if (waitpid(kids[i], &status, 0) == kids[i])
			kids[i] = 0;
		if (!WIFEXITED(status) || WEXITSTATUS(status))
			r[i].err = r[i].err ? r[i].err : -ECHILD;
	}

	for (i = 0; i < NSESS; i++)
		if (!tap_check(!r[i].err, "session %d: events open and read", i))
			tap_diag("  %s", strerror(-r[i].err));
	for (i = 0; i < NSESS; i++) {
		if (r[i].err)
			continue;
		tap_diag("session %d: C-box %llu (%s, running %.1f%%), U-box %llu (running %.1f%%)",
			 i, (unsigned long long)r[i].c.value, i < NPINNED ? "pinned" : "flexible",
			 r[i].c.enabled ? 100.0 * r[i].c.running / r[i].c.enabled : 0.0,
			 (unsigned long long)r[i].u.value,
			 r[i].u.enabled ? 100.0 * r[i].u.running / r[i].u.enabled : 0.0);
		if (i < NPINNED) {
			check_u64(r[i].c.value, ct, "session %d: pinned C-box count exact", i);
			tap_check(r[i].c.running == r[i].c.enabled,
				  "session %d: pinned C-box event ran all the time", i);
		} else {
			tap_check(r[i].c.value <= ct && r[i].c.value % C_STEP == 0 &&
				  r[i].c.running <= r[i].c.enabled,
				  "session %d: flexible C-box count whole injections, <= %llu", i,
				  (unsigned long long)ct);
			csum += r[i].c.value;
			muxed += r[i].c.running < r[i].c.enabled;
		}
		tap_check(r[i].u.value <= ut && r[i].u.value % U_STEP == 0 &&
			  r[i].u.running <= r[i].u.enabled,
			  "session %d: flexible U-box count whole injections, <= %llu", i,
			  (unsigned long long)ut);
		usum += r[i].u.value;
		muxed += r[i].u.running < r[i].u.enabled;
	}
	check_u64(csum, (BOXPMU_CBOX_COUNTERS - NPINNED) * ct,
		  "flexible C-box counts sum to %d counters x total",
		  BOXPMU_CBOX_COUNTERS - NPINNED);
	check_u64(usum, BOXPMU_UBOX_COUNTERS * ut,
		  "flexible U-box counts sum to 1 counter x total");
	tap_check(muxed > 0, "flexible events were multiplexed (%d ran less than enabled)",
		  muxed);

	i = open_ev(C_PMU, C_CFG, 0);
	ret = open_ev(U_PMU, U_CFG, 0);
	if (tap_check(i >= 0 && ret >= 0, "new events open after the sessions closed")) {
		sim_inject_ok(C_PMU, C_TERMS " count=%llu", C_STEP + 1);
		sim_inject_ok(U_PMU, U_TERMS " count=%llu", U_STEP + 1);
		check_u64(box_value(i), C_STEP + 1, "new C-box event exact");
		check_u64(box_value(ret), U_STEP + 1, "new U-box event exact");
	}
	if (i >= 0)
		close(i);
	if (ret >= 0)
		close(ret);
	return tap_finish();
}
