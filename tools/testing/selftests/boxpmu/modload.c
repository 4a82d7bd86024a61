// SPDX-License-Identifier: GPL-2.0
/*
 * register_fail: a boxpmu_nhmex load whose Nth PMU or NMI registration fails
 * (boxpmu_sim fault injection) fails with that error, leaves no PMU behind and
 * no use of freed sysfs attributes (vm-run checks dmesg); then it loads fine.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "nhmex.h"

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

static int arm(const char *site, int nth, int err)
{
	char path[128], buf[32];

	snprintf(path, sizeof(path), FAULT_DIR "fail_%s", site);
	snprintf(buf, sizeof(buf), "%d %d\n", nth, err);
	return write_text(path, buf);
}

FIXTURE(load_fails) {};

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

FIXTURE_SETUP(load_fails)
{
	nhmex_setup(55);
}

FIXTURE_TEARDOWN(load_fails)
{
	if (variant->site)
		EXPECT_EQ(0, arm(variant->site, 0, 0)) TH_LOG("disarm %s", variant->site);
	BOXPMU_END_CHECKS();
}

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
