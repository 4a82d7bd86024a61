/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the Xeon 7500 and Westmere-EX selftests share: boxpmu_nhmex restored
 * at the teardown, the simulated part's boxes, the W-box erratum walk.
 */
#ifndef NHMEX_H
#define NHMEX_H

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boxpmu_lib.h"
#include "intel_ctl.h"
#include "kselftest_harness.h"

#define BOXPMU_MAX_CBOX		10	/* Westmere-EX; Xeon 7500: 8 */
#define BOXPMU_CBOX_COUNTERS	6
#define BOXPMU_WBOX_COUNTERS	4
#define BOXPMU_UBOX_COUNTERS	1
#define BOXPMU_WIDTH		48
#define BOXPMU_WRAP		((uint64_t)1 << BOXPMU_WIDTH)

/* event 0x14 (LLC misses), umask 0x01: the tests' usual C-box event, its terms */
#define LLC_S			BOX_CFG(0x14, 0x01, 0, 0, 0)
#define CBOX_EVENT		LLC_S, "event=0x14,umask=0x01"
#define LAST_CBOX		cbox_name(nr_cbox() - 1)	/* 7 (Xeon 7500) or 9 */
#define WBOX_CLOCKTICKS		0xffULL	/* W-box fixed (uncore clock) counter */

/* test_setup(), the teardown restoring boxpmu_nhmex's parameters as found */
static inline void nhmex_setup(unsigned int timeout_s)
{
	test_setup(timeout_s);
	mod_use("boxpmu_nhmex", "pmi poll_ms cboxes");
}

/* nhmex_setup(), for a test that needs uncore_cbox_0 */
static inline void nhmex_setup_cbox0(struct __test_metadata *_metadata, unsigned int timeout_s)
{
	nhmex_setup(timeout_s);
	ASSERT_TRUE(pmu_exists("uncore_cbox_0"))
		TH_LOG("no uncore_cbox_0 PMU: is %s loaded?", BOXPMU_MODULE);
}

#define OPEN(pmu, config, c1, c2, group)	\
	ASSERT_OPEN(box_open_filt(pmu, config, c1, c2, group, 0))

/* Opening @config (filters @c1, @c2; in @group's group) fails EINVAL, touching nothing */
static inline void rejected(struct __test_metadata *_metadata, const char *pmu, uint64_t config,
			    uint64_t c1, uint64_t c2, int group, const char *what)
{
	EXPECT_TRUE(box_open_untouched(pmu, config, c1, c2, group, EINVAL))
		TH_LOG("%s config 0x%llx: %s refused, no register touched", pmu,
		       (unsigned long long)config, what);
}

#define REJECTED(pmu, config, c1, c2, group, what)	\
	rejected(_metadata, pmu, config, c1, c2, group, what)

/* 1: PMI mode, 0: poll mode */
#define nhmex_pmi_mode()	read_bool("/sys/module/boxpmu_nhmex/parameters/pmi")

#define POLL_MODE() do {								\
	ASSERT_EQ(0, mod_reload("pmi=0 poll_ms=50")) TH_LOG("reload pmi=0 poll_ms=50");	\
	ASSERT_EQ(0, nhmex_pmi_mode()) TH_LOG("%s now polls", BOXPMU_MODULE);		\
} while (0)

static inline const char *cbox_name(int n)	/* a static buffer per n */
{
	static char names[BOXPMU_MAX_CBOX][24];

	if (n < 0 || n >= BOXPMU_MAX_CBOX)
		return "uncore_cbox_invalid";
	snprintf(names[n], sizeof(names[n]), "uncore_cbox_%d", n);
	return names[n];
}

static inline int sim_wsmex(void)
{
	static int wsmex = -1;

	if (wsmex < 0)
		wsmex = read_bool("/sys/module/boxpmu_sim/parameters/wsmex") == 1;
	return wsmex;
}

/*
 * The simulated part's C-boxes: the model's (8, or 10 on Westmere-EX), or
 * fewer where boxpmu_sim's cboxes parameter models a part with fewer cores.
 */
static inline int nr_cbox(void)
{
	int all = sim_wsmex() ? 10 : 8;
	long n = 0;

	read_long("/sys/module/boxpmu_sim/parameters/cboxes", &n);
	return n > 0 && n < all ? (int)n : all;
}

/* PMIs the simulated APIC delivered as NMIs, and dropped (LVTPC masked). */
static inline int sim_pmi_counts(uint64_t *delivered, uint64_t *masked)
{
	return sim_reg("uncore_ubox", "SIM_PMI_DELIVERED", delivered) ?:
	       sim_reg("uncore_ubox", "SIM_PMI_LOST_LVTPC_MASKED", masked);
}

/* Frozen packages: PMI to no CPU (@unsent), not unfrozen in time (@expired) */
static inline int sim_pmi_stuck(uint64_t *unsent, uint64_t *expired)
{
	return sim_reg("uncore_ubox", "SIM_PMI_UNSENT", unsent) ?:
	       sim_reg("uncore_ubox", "SIM_PMI_WAIT_EXPIRED", expired);
}

/* Raw package-0 W-box counter counting @config (-ENOENT: none). */
static inline int sim_wbox_raw(uint64_t config, uint64_t *raw)
{
	char name[48];
	uint64_t ctl;
	int i, ret;

	if (config == WBOX_CLOCKTICKS)
		return sim_reg("uncore_wbox", "W_MSR_PMON_FIXED_CTR", raw);
	for (i = 0; i < BOXPMU_WBOX_COUNTERS; i++) {
		snprintf(name, sizeof(name), "W_MSR_PMON_EVT_SEL%d", i);
		ret = sim_reg("uncore_wbox", name, &ctl);
		if (ret < 0)
			return ret;
		/* event, umask, edge, inv, thresh as configured; enabled */
		if ((ctl & 0xff84ffffULL) == (config & 0xff84ffffULL) && (ctl & BIT_ULL(22))) {
			snprintf(name, sizeof(name), "W_MSR_PMON_CTR%d", i);
			return sim_reg("uncore_wbox", name, raw);
		}
	}
	return -ENOENT;
}

/*
 * Drive @fd's W-box counter (at count 0) through the erratum values, reading
 * it twice at each; @poll_reads > 0: wait for the poller there first.
 */
static inline void wbox_erratum_walk(struct __test_metadata *_metadata, int fd, uint64_t config,
				     const char *terms, unsigned int poll_reads, const char *label)
{
	static const uint32_t targets[] = {
		0xffffff, 0x000000, 0x000001, 0x000002, 0xfffffe, 0x000000,
		0x000001,
	};
	uint64_t raw, delta, total = 0;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(targets); i++) {
		ASSERT_EQ(0, sim_wbox_raw(config, &raw)) TH_LOG("%s: no raw counter", label);
		delta = ((targets[i] - raw) & 0xffffff) ?: 0x1000000;
		sim_inject_ok("uncore_wbox", "%s count=%llu", terms, (unsigned long long)delta);
		total += delta;
		/* The step tests nothing unless the counter sits on the target. */
		ASSERT_EQ(0, sim_wbox_raw(config, &raw)) TH_LOG("%s: raw counter read", label);
		ASSERT_EQ(targets[i], raw & 0xffffff) TH_LOG("%s: raw counter on target", label);
		/* In poll mode the poller must read the counter right there. */
		if (poll_reads) {
			ASSERT_EQ(0, sim_wait_reads("uncore_wbox", poll_reads, SIM_POLL_WAIT_MS))
				TH_LOG("%s: on 0x%06x a poller read within %u ms", label,
				       targets[i], SIM_POLL_WAIT_MS);
		}
		EXPECT_EQ(total, box_value(fd)) TH_LOG("%s: on 0x%06x: exact", label, targets[i]);
		EXPECT_EQ(total, box_value(fd)) TH_LOG("%s: on 0x%06x: again", label, targets[i]);
	}
}

#endif /* NHMEX_H */
