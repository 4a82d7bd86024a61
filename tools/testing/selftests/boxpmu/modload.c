// SPDX-License-Identifier: GPL-2.0
/*
 * modload: an open event pins boxpmu_nhmex (perf holds pmu->module); once
 * closed the module unloads. delete_module(O_NONBLOCK) of a module in use fails
 * EWOULDBLOCK (6.1), or EBUSY while it comes up or goes away: both accepted.
 * A load whose Nth PMU or NMI registration fails (boxpmu_sim fault injection)
 * fails with that error, leaves no PMU behind and no use of freed sysfs
 * attributes (vm-run checks dmesg); then it loads fine.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "nhmex.h"

#define C0		"uncore_cbox_0"
#define CYCLES		1000
#define FAULT_DIR	"/sys/kernel/debug/boxpmu_sim/"

/* The Xeon 7500 PMUs boxpmu_nhmex registers, in this order: U-box, 8 C-boxes, W-box */
#define NPMUS	10

static int pmus_left(void)
{
	int i, n = pmu_exists("uncore_ubox") + pmu_exists("uncore_wbox");

	for (i = 0; i < NPMUS - 2; i++)
		n += pmu_exists(cbox_name(i));
	return n;
}

/* The events closed, it unloads (the teardown loads it again, as modcycle does) */
static void unloads(struct __test_metadata *_metadata)
{
	int ret = mod_unload();

	EXPECT_EQ(0, ret) TH_LOG("rmmod: %s", strerror(-ret));
	EXPECT_EQ(0, pmus_left()) TH_LOG("PMUs gone from sysfs after rmmod");
}

BOXPMU_FIXTURE(rmmod, nhmex_setup(55));

TEST_F_TIMEOUT(rmmod, refused_while_busy, BOXPMU_HARNESS_TIMEOUT)
{
	int fd, ret;

	fd = OPEN(C0, LLC_S, 0, 0, -1);
	sim_inject_ok(C0, "event=0x14,umask=0x1 count=100");
	EXPECT_EQ(100, box_value(fd)) TH_LOG("event counts before rmmod");
	ret = mod_unload();
	/* The event would point into a gone module: do not touch it. */
	ASSERT_NE(0, ret) TH_LOG("module unloaded under an open event");
	EXPECT_TRUE(ret == -EAGAIN || ret == -EBUSY)
		TH_LOG("rmmod refused while an event is open: %s", strerror(-ret));
	EXPECT_TRUE(module_loaded(BOXPMU_MODULE) && pmu_exists(C0))
		TH_LOG("module and PMUs still there");
	sim_inject_ok(C0, "event=0x14,umask=0x1 count=200");
	EXPECT_EQ(300, box_value(fd)) TH_LOG("event still counts after the refused rmmod");
	close(fd);
	unloads(_metadata);
}

TEST_F_TIMEOUT(rmmod, after_cycles, BOXPMU_HARNESS_TIMEOUT)
{
	static const struct { const char *pmu; uint64_t config; } ev[] = {
		{ "uncore_ubox", 0x50 },
		{ "uncore_wbox", BOX_CFG(0x00, 0x01, 0, 0, 0) },
		{ "uncore_wbox", WBOX_CLOCKTICKS },
	};
	int i, fails = 0, fd[3], first_err = 0, n = nr_cbox();
	uint64_t t0 = now_ms();

	for (i = 0; i < CYCLES; i++) {
		int k = i % (n + 3), m = i % 10 == 9 && k < n ? 3 : 1, j, ret = 0;
		const char *pmu = k < n ? cbox_name(k) : ev[k - n].pmu;
		uint64_t config = k < n ? LLC_S : ev[k - n].config;
		struct box_count c;

		for (j = 0; j < m && ret >= 0; j++) {
			fd[j] = box_open_group(pmu, config, 0, j ? fd[0] : -1, 0);
			ret = fd[j];
		}
		if (ret >= 0)
			ret = box_read(fd[m - 1], &c);
		while (j--)
			open_ret(fd[j]);
		if (ret < 0 && !fails++)
			first_err = ret;
	}
	EXPECT_EQ(0, fails) TH_LOG("%d open/read/close cycles over all boxes: first error %s",
				   CYCLES, strerror(-first_err));
	TH_LOG("%d cycles took %llu ms", CYCLES, (unsigned long long)(now_ms() - t0));
	unloads(_metadata);
}

static int arm(const char *site, int nth, int err)
{
	char path[128], buf[32];

	snprintf(path, sizeof(path), FAULT_DIR "fail_%s", site);
	snprintf(buf, sizeof(buf), "%d %d\n", nth, err);
	return write_text(path, buf);
}

BOXPMU_FIXTURE(load_fails, nhmex_setup(55));

FIXTURE_VARIANT(load_fails) {
	const char *site;
	int nth, err;
	const char *params;	/* NULL: those of the boot */
	int want;
};

FIXTURE_VARIANT_ADD(load_fails, pmu_1_enomem) { "pmu_register", 1, -ENOMEM, NULL, ENOMEM };
FIXTURE_VARIANT_ADD(load_fails, pmu_2_enomem) { "pmu_register", 2, -ENOMEM, NULL, ENOMEM };
FIXTURE_VARIANT_ADD(load_fails, pmu_6_enomem) { "pmu_register", 6, -ENOMEM, NULL, ENOMEM };
FIXTURE_VARIANT_ADD(load_fails, pmu_last_enomem) { "pmu_register", NPMUS, -ENOMEM, NULL, ENOMEM };
/* another driver owning the name: -EEXIST, as EBUSY */
FIXTURE_VARIANT_ADD(load_fails, pmu_3_name_taken) { "pmu_register", 3, -EEXIST, NULL, EBUSY };
/* the NMI handler is registered when the first PMI-mode driver loads */
FIXTURE_VARIANT_ADD(load_fails, nmi_handler) { "nmi_register", 1, -ENOMEM, "pmi=1", ENOMEM };
/* PMI mode needs the package's overflow summary: refused without it */
FIXTURE_VARIANT_ADD(load_fails, no_pmi_status) { "pmi_status", 1, -EINVAL, "pmi=1", EINVAL };
/* C-box counters: 2^48 / (64 x 3 GHz) = 1466 s to wrap, polled at 733 s */
FIXTURE_VARIANT_ADD(load_fails, poll_ms_too_long) { NULL, 0, 0, "pmi=0 poll_ms=734000", EINVAL };

TEST_F_TIMEOUT(load_fails, cleanly, BOXPMU_HARNESS_TIMEOUT)
{
	const char *params = variant->params ?: mod_boot_params();
	int ret;

	ASSERT_EQ(0, access(FAULT_DIR "fail_pmu_register", W_OK))
		TH_LOG("boxpmu_sim without fault injection?");
	ASSERT_TRUE(module_loaded(BOXPMU_MODULE)) TH_LOG("%s is not loaded", BOXPMU_MODULE);
	ASSERT_EQ(0, mod_unload_retry()) TH_LOG("unload %s", BOXPMU_MODULE);
	if (variant->site)
		ASSERT_EQ(0, arm(variant->site, variant->nth, variant->err))
			TH_LOG("arm %s", variant->site);
	ret = mod_load(params);
	if (variant->site)
		EXPECT_EQ(0, arm(variant->site, 0, 0)) TH_LOG("disarm %s", variant->site);
	EXPECT_EQ(-variant->want, ret) TH_LOG("load (%s) fails with %s", params,
					      strerror(variant->want));
	if (!ret)
		mod_unload_retry();
	EXPECT_EQ(0, pmus_left()) TH_LOG("no PMU of %s left registered", BOXPMU_MODULE);
	EXPECT_FALSE(module_loaded(BOXPMU_MODULE)) TH_LOG("module not loaded");
}

BOXPMU_FIXTURE(loads, nhmex_setup(55));

TEST_F_TIMEOUT(loads, longest_poll, BOXPMU_HARNESS_TIMEOUT)
{
	int ret = mod_reload("pmi=0 poll_ms=733000");

	EXPECT_EQ(0, ret) TH_LOG("poll_ms=733000 (the C-box's derived interval) loads: %s",
				 strerror(-ret));
}

TEST_F_TIMEOUT(loads, and_counts, BOXPMU_HARNESS_TIMEOUT)
{
	const char *params = mod_boot_params();
	int pmi = nhmex_pmi_mode();

	ASSERT_EQ(0, mod_reload(params)) TH_LOG("%s loads (%s)", BOXPMU_MODULE, params);
	EXPECT_EQ(NPMUS, pmus_left()) TH_LOG("all %d PMUs registered", NPMUS);
	EXPECT_EQ(321, box_fresh_count("uncore_cbox_3", LLC_S,
				       "event=0x14,umask=0x01", 0, 321))
		TH_LOG("an event opens and counts");
	EXPECT_EQ(pmi, nhmex_pmi_mode()) TH_LOG("back in the mode it was loaded in");
}

TEST_HARNESS_MAIN
