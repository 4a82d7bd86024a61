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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <sys/wait.h>

#include "nhmex.h"

#define NSESS		8
#define NPINNED		4
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

static long rounds = 200;
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
	return perf_open(&attr, -1, pmu_cpu(pmu, 0), -1, 0);
}

static void session(int idx, int ready, int go, int result)
{
	struct report r = { 0 };
	int fc, fu;
	char b;

	fc = open_ev(LAST_CBOX, LLC_S, idx < NPINNED);
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

static void setup(struct __test_metadata *_metadata)
{
	nhmex_setup(55 + (unsigned int)(rounds / 5));
	ASSERT_TRUE(rounds >= 1 && rounds <= 100000) TH_LOG("ROUNDS must be 1..100000");
	ASSERT_TRUE(pmu_exists(LAST_CBOX) && pmu_exists(U_PMU))
		TH_LOG("no %s or " U_PMU " PMU: is %s loaded?", LAST_CBOX, BOXPMU_MODULE);
}

BOXPMU_FIXTURE(sessions, setup(_metadata));

/* A flexible event's count: whole injections, at most @total; 1 if it was multiplexed */
static int check_flexible(struct __test_metadata *_metadata, int i, const char *box,
			  const struct box_count *c, uint64_t total, uint64_t step)
{
	EXPECT_GE(total, c->value)
		TH_LOG("session %d: flexible %s count <= %llu", i, box, (unsigned long long)total);
	EXPECT_EQ(0, c->value % step)
		TH_LOG("session %d: flexible %s count whole injections", i, box);
	EXPECT_GE(c->enabled, c->running)
		TH_LOG("session %d: flexible %s running <= enabled", i, box);
	return c->running < c->enabled;
}

TEST_F_TIMEOUT(sessions, share_counters, BOXPMU_HARNESS_TIMEOUT)
{
	int ready[2], go[2], result[NSESS][2], i, n, muxed = 0, cpu;
	struct sim_acc ac, au;
	struct report r[NSESS];
	uint64_t ct, ut, csum = 0, usum = 0, t0;
	char b;

	cpu = pmu_cpu(LAST_CBOX, 0);
	ASSERT_TRUE(cpu >= 0 && pmu_cpu(U_PMU, 0) == cpu)
		TH_LOG("the C-box and U-box PMUs collect package 0 on different CPUs");
	ASSERT_EQ(0, pin_to(cpu)) TH_LOG("sched_setaffinity(cpu%d): %s", cpu, strerror(errno));
	TH_LOG("injecting on cpu%d, package 0's collecting CPU", cpu);
	test_add_cleanup(kill_kids);
	ASSERT_TRUE(!pipe(ready) && !pipe(go)) TH_LOG("pipe: %s", strerror(errno));
	for (i = 0; i < NSESS; i++) {
		ASSERT_EQ(0, pipe(result[i])) TH_LOG("pipe: %s", strerror(errno));
		kids[i] = fork();
		ASSERT_LE(0, kids[i]) TH_LOG("fork: %s", strerror(errno));
		if (kids[i] == 0)
			session(i, ready[1], go[0], result[i][1]);
	}
	for (i = 0; i < NSESS; i++) {	/* braces: ASSERT_* is two statements */
		ASSERT_EQ(1, read(ready[0], &b, 1))
			TH_LOG("session %d never got ready", i);
	}

	sim_accesses_reset(LAST_CBOX);
	sim_accesses_reset(U_PMU);
	t0 = now_ms();
	for (n = 0; n < rounds; n++) {
		sim_inject_ok(LAST_CBOX, C_TERMS " count=%llu", C_STEP);
		sim_inject_ok(U_PMU, U_TERMS " count=%llu", U_STEP);
		/* let perf rotate (4 ms) between some of the rounds */
		if (n % 4 == 3)
			sleep_ms(3);
	}
	ct = rounds * C_STEP;
	ut = rounds * U_STEP;
	TH_LOG("%d sessions, %ld rounds (%ld injection calls) in %llu ms", NSESS, rounds,
	       2 * rounds, (unsigned long long)(now_ms() - t0));
	ASSERT_TRUE(!sim_accesses(LAST_CBOX, &ac) && !sim_accesses(U_PMU, &au))
		TH_LOG("cannot read the simulator's access counts");
	EXPECT_EQ(0, ac.dropped + au.dropped) TH_LOG("no injected event found its box disabled");

	for (i = 0; i < NSESS; i++) {
		ASSERT_EQ(1, write(go[1], "g", 1))
			TH_LOG("go: %s", strerror(errno));
	}
	for (i = 0; i < NSESS; i++) {
		int status = -1;

		if (read(result[i][0], &r[i], sizeof(r[i])) != sizeof(r[i]))
			r[i].err = -EIO;
		if (waitpid(kids[i], &status, 0) == kids[i])
			kids[i] = 0;
		if (!WIFEXITED(status) || WEXITSTATUS(status))
			r[i].err = r[i].err ? r[i].err : -ECHILD;
	}

	for (i = 0; i < NSESS; i++) {
		const struct box_count *c = &r[i].c, *u = &r[i].u;

		EXPECT_EQ(0, r[i].err)
			TH_LOG("session %d: events open and read: %s", i, strerror(-r[i].err));
		if (r[i].err)
			continue;
		TH_LOG("session %d: C-box %llu (%s, running %.1f%%), U-box %llu (running %.1f%%)",
		       i, (unsigned long long)c->value, i < NPINNED ? "pinned" : "flexible",
		       c->enabled ? 100.0 * c->running / c->enabled : 0.0,
		       (unsigned long long)u->value,
		       u->enabled ? 100.0 * u->running / u->enabled : 0.0);
		if (i < NPINNED) {
			EXPECT_EQ(ct, c->value) TH_LOG("session %d: pinned C-box count exact", i);
			EXPECT_EQ(c->enabled, c->running)
				TH_LOG("session %d: pinned C-box event ran all the time", i);
		} else {
			muxed += check_flexible(_metadata, i, "C-box", c, ct, C_STEP);
			csum += c->value;
		}
		muxed += check_flexible(_metadata, i, "U-box", u, ut, U_STEP);
		usum += u->value;
	}
	EXPECT_EQ((BOXPMU_CBOX_COUNTERS - NPINNED) * ct, csum)
		TH_LOG("flexible C-box counts sum to %d counters x total",
		       BOXPMU_CBOX_COUNTERS - NPINNED);
	EXPECT_EQ(BOXPMU_UBOX_COUNTERS * ut, usum)
		TH_LOG("flexible U-box counts sum to 1 counter x total");
	EXPECT_LT(0, muxed) TH_LOG("flexible events were multiplexed (ran less than enabled)");

	EXPECT_EQ(C_STEP + 1, box_fresh_count(LAST_CBOX, LLC_S, C_TERMS, 0, C_STEP + 1))
		TH_LOG("a new C-box event opens after the sessions closed, exact");
	EXPECT_EQ(U_STEP + 1, box_fresh_count(U_PMU, U_CFG, U_TERMS, 0, U_STEP + 1))
		TH_LOG("a new U-box event opens after the sessions closed, exact");
}

/* TEST_HARNESS_MAIN taking ROUNDS; one test, so the constructors' order is moot */
int main(int argc, char **argv)
{
	if (argc > 1)
		rounds = strtol(argv[1], NULL, 10);
	return test_harness_run(argc, argv);
}
