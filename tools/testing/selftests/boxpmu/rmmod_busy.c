// SPDX-License-Identifier: GPL-2.0
/*
 * rmmod_busy: an open event pins boxpmu_nhmex; once closed the module
 * unloads and loads again cleanly, also after many open/close cycles.
 *
 * delete_module(O_NONBLOCK) of a module whose reference count is held (perf
 * takes a reference on pmu->module for every event) fails with EWOULDBLOCK
 * (== EAGAIN) in Linux 6.1; EBUSY is what it returns for a module that is
 * still coming up or going away. Both mean "refused, in use" and are
 * accepted; success is the bug this test is for. Leaks and use-after-free
 * show as warnings in dmesg, which vm-run turns into a failed run.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "boxpmu_lib.h"

#define C0	"uncore_cbox_0"
#define LLC_S	BOX_CFG(0x14, 0x01, 0, 0, 0)
#define CYCLES	1000

/* After a load: the PMUs are back and count. */
static void check_counts_after(const char *when)
{
	int fd = box_open(C0, LLC_S, 0);

	if (!tap_check(fd >= 0, "%s: event opens", when)) {
		tap_diag("  %s", strerror(-fd));
		return;
	}
	sim_inject_ok(C0, "event=0x14,umask=0x1 count=50");
	check_u64(box_value(fd), 50, "%s: event counts", when);
	close(fd);
}

static void open_close_cycles(void)
{
	static const struct { const char *pmu; uint64_t config; } ev[] = {
		{ "uncore_ubox", 0x50 },
		{ "uncore_wbox", BOX_CFG(0x00, 0x01, 0, 0, 0) },
		{ "uncore_wbox", WBOX_CLOCKTICKS },
	};
	int i, fails = 0, fd[3], first_err = 0;
	uint64_t t0 = now_ms();

	for (i = 0; i < CYCLES; i++) {
		const char *pmu;
		uint64_t config;
		struct box_count c;
		int k = i % (nr_cbox() + 3), ret;

		if (k < nr_cbox()) {
			pmu = cbox_name(k);
			config = LLC_S;
		} else {
			pmu = ev[k - nr_cbox()].pmu;
			config = ev[k - nr_cbox()].config;
		}
		/* Every 10th cycle a group of three, the rest single events. */
		if (i % 10 == 9 && k < nr_cbox()) {
			fd[0] = box_open_group(pmu, config, 0, -1, 0);
			fd[1] = fd[0] < 0 ? fd[0] : box_open_group(pmu, config, 0, fd[0], 0);
			fd[2] = fd[1] < 0 ? fd[1] : box_open_group(pmu, config, 0, fd[0], 0);
			ret = fd[2] < 0 ? fd[2] : box_read(fd[2], &c);
			if (fd[2] >= 0)
				close(fd[2]);
			if (fd[1] >= 0)
				close(fd[1]);
			if (fd[0] >= 0)
				close(fd[0]);
		} else {
			fd[0] = box_open(pmu, config, 0);
			ret = fd[0] < 0 ? fd[0] : box_read(fd[0], &c);
			if (fd[0] >= 0)
				close(fd[0]);
		}
		if (ret < 0) {
			if (!fails++)
				first_err = ret;
		}
	}
	if (!tap_check(fails == 0, "%d open/read/close cycles over all boxes", CYCLES))
		tap_diag("  %d failed, first: %s", fails, strerror(-first_err));
	tap_diag("%d cycles took %llu ms", CYCLES, (unsigned long long)(now_ms() - t0));
}

int main(void)
{
	int fd, ret;

	tap_init("rmmod_busy", 55);
	if (!pmu_exists(C0))
		tap_bail("no " C0 " PMU: is " BOXPMU_MODULE " loaded?");

	fd = box_open(C0, LLC_S, 0);
	if (fd < 0)
		tap_bail("open " C0 ": %s", strerror(-fd));
	sim_inject_ok(C0, "event=0x14,umask=0x1 count=100");
	check_u64(box_value(fd), 100, "event counts before rmmod");

	ret = mod_unload();
	if (!tap_check(ret == -EAGAIN || ret == -EBUSY,
		       "rmmod " BOXPMU_MODULE " refused while an event is open")) {
		tap_diag("  delete_module: %s", ret ? strerror(-ret) : "succeeded");
		/* The event now points into a gone module: do not touch it. */
		if (ret == 0)
			tap_bail("module unloaded under an open event");
	}
	tap_check(mod_loaded() && pmu_exists(C0), "module and PMUs still there");
	sim_inject_ok(C0, "event=0x14,umask=0x1 count=200");
	check_u64(box_value(fd), 300, "event still counts after the refused rmmod");
	close(fd);

	ret = mod_unload();
	if (!tap_check(ret == 0, "rmmod succeeds once the event is closed"))
		tap_diag("  delete_module: %s", strerror(-ret));
	tap_check(!pmu_exists(C0) && !pmu_exists("uncore_ubox") &&
		  !pmu_exists("uncore_wbox"), "PMUs gone from sysfs after rmmod");

	ret = mod_load(mod_boot_params());
	if (!tap_check(ret == 0, "insmod again"))
		tap_bail("insmod: %s", strerror(-ret));
	tap_check(pmu_exists(C0) && pmu_exists("uncore_ubox") &&
		  pmu_exists("uncore_wbox"), "PMUs back in sysfs after insmod");
	check_counts_after("after reload");

	open_close_cycles();

	ret = mod_unload();
	if (!tap_check(ret == 0, "rmmod after the open/close cycles"))
		tap_diag("  delete_module: %s", strerror(-ret));
	ret = mod_load(mod_boot_params());
	if (!tap_check(ret == 0, "insmod after the open/close cycles"))
		tap_bail("insmod: %s", strerror(-ret));
	check_counts_after("after the second reload");
	return tap_finish();
}
