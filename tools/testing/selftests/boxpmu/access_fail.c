// SPDX-License-Identifier: GPL-2.0
/*
 * access_fail: a counter read that fails changes no count.
 *
 * The simulator fails the next N counter reads of a box (fail_reads) the
 * way the hardware does: an MSR read faults (rdmsr_safe returns -EIO).
 * Taking the failed read as a counter value of 0 would add nearly 2^48 to
 * the count; the driver must skip that update and catch up at the next
 * good read. In PMI mode the reads are read()'s own; in poll mode the poll
 * timer's too.
 *
 * A polled counter's start reads it: where that read fails, the event's
 * count must not take up what another event counted on the counter
 * meanwhile.
 *
 * (R3QPI's PCI counterpart, a device reading all ones, is in r3qpi.)
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "boxpmu_lib.h"

struct box {
	const char *pmu;
	uint64_t config;
	const char *terms;
};

static const struct box boxes[] = {
	{ "uncore_cbox_0", BOX_CFG(0x14, 0x01, 0, 0, 0), "event=0x14,umask=0x01" },
	{ "uncore_wbox", WBOX_CLOCKTICKS, "event=0xff" },
	{ "uncore_wbox", BOX_CFG(0x02, 0, 0, 0, 0), "event=0x02" },
	{ "uncore_ubox", 0x50, "event=0x50" },
};

/* Wait until the box has no failing reads left (a poll timer took them). */
static int wait_consumed(const char *pmu)
{
	uint64_t t0 = now_ms();
	long left;

	while ((left = sim_fail_reads_left(pmu)) > 0 && now_ms() - t0 < SIM_POLL_WAIT_MS)
		sleep_ms(5);
	return left == 0;
}

static void run(const struct box *b, const char *mode, int polled)
{
	uint64_t want = 1000;
	int fd, ret;

	fd = box_open(b->pmu, b->config, 0);
	if (!tap_check(fd >= 0, "%s %s: open config 0x%llx", mode, b->pmu,
		       (unsigned long long)b->config)) {
		tap_diag("  %s", strerror(-fd));
		return;
	}
	sim_inject_ok(b->pmu, "%s count=1000", b->terms);
	check_u64(box_value(fd), want, "%s %s: count before the failure", mode, b->pmu);

	ret = sim_fail_reads(b->pmu, 1);
	if (ret < 0)
		tap_bail("fail_reads on %s: %s", b->pmu, strerror(-ret));
	if (polled) {
		/* the poll timer's read is the one that fails */
		tap_check(wait_consumed(b->pmu), "%s %s: the poll timer made the failing read",
			  mode, b->pmu);
	}
	check_u64(box_value(fd), want, "%s %s: a failed read adds nothing", mode, b->pmu);
	if (!polled)
		check_u64(sim_fail_reads_left(b->pmu), 0,
			  "%s %s: read() made the failing read", mode, b->pmu);
	sim_inject_ok(b->pmu, "%s count=500", b->terms);
	want += 500;
	check_u64(box_value(fd), want, "%s %s: the next good read catches up", mode, b->pmu);

	/* several in a row, around new events */
	sim_fail_reads(b->pmu, 3);
	sim_inject_ok(b->pmu, "%s count=250", b->terms);
	want += 250;
	box_value(fd);
	box_value(fd);
	box_value(fd);
	if (polled)
		wait_consumed(b->pmu);
	sim_fail_reads(b->pmu, 0);
	check_u64(box_value(fd), want, "%s %s: after three failed reads, exact again", mode,
		  b->pmu);
	close(fd);
}

/*
 * A failed read where a polled counter starts. The event's last value is
 * not the counter's now: another event counted on that counter while this
 * one was disabled. Neither the failed read nor the event's old value can
 * be its start; either would fold the other event's count into this one.
 */
static void start_fail(const struct box *b)
{
	int a, o;

	a = box_open(b->pmu, b->config, 0);
	if (!tap_check(a >= 0, "start %s: open", b->pmu))
		return;
	sim_inject_ok(b->pmu, "%s count=1000", b->terms);
	check_u64(box_value(a), 1000, "start %s: 1000 counted", b->pmu);
	box_disable(a);
	o = box_open(b->pmu, b->config, 0);
	if (!tap_check(o >= 0, "start %s: another event on the freed counter", b->pmu)) {
		close(a);
		return;
	}
	sim_inject_ok(b->pmu, "%s count=5000", b->terms);
	check_u64(box_value(o), 5000, "start %s: the other event counts 5000", b->pmu);
	close(o);

	sim_fail_reads(b->pmu, 1);
	box_enable(a);
	check_u64(sim_fail_reads_left(b->pmu), 0,
		  "start %s: the counter's start made the failing read", b->pmu);
	sim_inject_ok(b->pmu, "%s count=500", b->terms);
	check_u64(box_value(a), 1500,
		  "start %s: a failed read at the start adds nothing of the other event's count",
		  b->pmu);
	close(a);
}

static void run_all(const char *mode, int polled)
{
	/* the last C-box: 7 on the Xeon 7500, 9 on Westmere-EX (nr_cbox()) */
	const struct box last = {
		cbox_name(nr_cbox() - 1), boxes[0].config, boxes[0].terms
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(boxes); i++)
		run(&boxes[i], mode, polled);
	run(&last, mode, polled);
}

int main(void)
{
	int pmi, ret;

	tap_init("access_fail", 55);
	if (!pmu_exists("uncore_cbox_0"))
		tap_bail("no uncore_cbox_0 PMU: is " BOXPMU_MODULE " loaded?");
	pmi = nhmex_pmi_mode();
	if (pmi == 1)
		run_all("PMI mode:", 0);
	else
		tap_diag("loaded in poll mode: the PMI-mode half runs where the guest loads pmi=1");

	ret = mod_reload("pmi=0 poll_ms=50");
	if (!tap_check(ret == 0, "reload " BOXPMU_MODULE " in poll mode (poll_ms=50)"))
		tap_bail("reload: %s", strerror(-ret));
	run_all("poll mode:", 1);
	start_fail(&boxes[0]);
	return tap_finish();
}
