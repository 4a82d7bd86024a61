// SPDX-License-Identifier: GPL-2.0
/*
 * register_fail: a driver that cannot register all its PMUs fails to load
 * cleanly, and loads fine afterwards.
 *
 * The simulated platform's fault injection
 * (/sys/kernel/debug/boxpmu_sim/fail_*) makes the Nth PMU registration,
 * or the NMI handler's, of a driver bound to the simulator fail. Each time the load
 * of boxpmu_nhmex must fail with that error (-EEXIST, another driver
 * owning the name, as EBUSY), leave no PMU of it behind, and leave the
 * kernel healthy (vm-run checks dmesg: no use of the freed sysfs
 * attributes). A PMI-mode driver without pmi_status (fault injection:
 * registration sees its global_ops without it) and a poll_ms longer than
 * the counters can take are refused with -EINVAL.
 * Then the module loads and counts.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "boxpmu_lib.h"

#define FAULT_DIR	"/sys/kernel/debug/boxpmu_sim/"

/* The PMUs boxpmu_nhmex registers, in registration order. */
static const char *const pmus[] = {
	"uncore_ubox", "uncore_cbox_0", "uncore_cbox_1", "uncore_cbox_2",
	"uncore_cbox_3", "uncore_cbox_4", "uncore_cbox_5", "uncore_cbox_6",
	"uncore_cbox_7", "uncore_wbox",
};

#define NPMUS	((int)ARRAY_SIZE(pmus))

static int pmus_left(void)
{
	int i, n = 0;

	for (i = 0; i < NPMUS; i++)
		n += pmu_exists(pmus[i]);
	return n;
}

/* Arm fault site @site ("pmu_register", ...); a failure bails. */
static void arm(const char *site, int nth, int err)
{
	char path[128], buf[32];
	int ret;

	snprintf(path, sizeof(path), FAULT_DIR "fail_%s", site);
	snprintf(buf, sizeof(buf), "%d %d\n", nth, err);
	ret = write_text(path, buf);
	if (ret < 0)
		tap_bail("%s %s: %s", __func__, path, strerror(-ret));
}

static int unload(void)
{
	int ret = module_unload_wait(BOXPMU_MODULE, 3000);

	return ret == -ENOENT ? 0 : ret;
}

/* Load with @params and the fault armed; the load must fail with @want. */
static void load_fails(const char *what, const char *params, int want)
{
	int ret;

	ret = mod_load(params);
	check_errno(ret, want, "%s: load fails with %s", what, strerror(want));
	if (!ret)
		unload();
	check_u64(pmus_left(), 0, "%s: no PMU of " BOXPMU_MODULE " left registered", what);
	tap_check(!mod_loaded(), "%s: module not loaded", what);
}

int main(void)
{
	const char *params;
	char what[64];
	static const int nths[] = { 1, 2, 6, NPMUS };
	unsigned int i;
	int fd, ret, pmi;

	tap_init("register_fail", 55);
	if (access(FAULT_DIR "fail_pmu_register", W_OK))
		tap_bail("no " FAULT_DIR "fail_pmu_register: boxpmu_sim without fault injection?");
	if (!mod_loaded())
		tap_bail(BOXPMU_MODULE " is not loaded");
	params = mod_boot_params();
	pmi = nhmex_pmi_mode() == 1;
	ret = unload();
	if (ret < 0)
		tap_bail("unload " BOXPMU_MODULE ": %s", strerror(-ret));

	for (i = 0; i < ARRAY_SIZE(nths); i++) {
		snprintf(what, sizeof(what), "PMU %d of %d fails (ENOMEM)", nths[i], NPMUS);
		arm("pmu_register", nths[i], -ENOMEM);
		load_fails(what, params, ENOMEM);
		arm("pmu_register", 0, 0);
	}
	arm("pmu_register", 3, -EEXIST);
	load_fails("PMU 3 name taken (EEXIST)", params, EBUSY);
	arm("pmu_register", 0, 0);

	/* the NMI handler is registered when the first PMI-mode driver loads */
	arm("nmi_register", 1, -ENOMEM);
	load_fails("NMI handler registration fails", "pmi=1", ENOMEM);
	arm("nmi_register", 0, 0);

	/* PMI mode needs the package's overflow summary: refused without it */
	arm("pmi_status", 1, -EINVAL);
	load_fails("PMI mode, global_ops without pmi_status", "pmi=1", EINVAL);
	arm("pmi_status", 0, 0);

	/* C-box counters: 2^48 / (64 x 3 GHz) = 1466 s to wrap, polled at 733 s */
	load_fails("poll_ms=734000 (longer than the C-box can take)", "pmi=0 poll_ms=734000",
		   EINVAL);
	ret = mod_load("pmi=0 poll_ms=733000");
	tap_check(ret == 0, "poll_ms=733000 (the C-box's derived interval) loads: %s",
		  strerror(-ret));
	unload();

	ret = mod_load(params);
	if (!tap_check(ret == 0, "then " BOXPMU_MODULE " loads (%s)", params))
		tap_bail("load: %s", strerror(-ret));
	check_u64(pmus_left(), NPMUS, "all %d PMUs registered", NPMUS);
	fd = box_open("uncore_cbox_3", BOX_CFG(0x14, 0x01, 0, 0, 0), 0);
	if (tap_check(fd >= 0, "an event opens")) {
		sim_inject_ok("uncore_cbox_3", "event=0x14,umask=0x01 count=321");
		check_u64(box_value(fd), 321, "and counts");
		close(fd);
	}
	tap_check(nhmex_pmi_mode() == pmi, "back in the mode it was loaded in");
	return tap_finish();
}
