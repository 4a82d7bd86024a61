// SPDX-License-Identifier: GPL-2.0
/*
 * pmi: in PMI mode each of three back-to-back overflows of every box type reaches the collecting
 * CPU; the simulator drops a PMI at a masked LVTPC (the APIC masks it, no guest driver unmasks it).
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "nhmex.h"

#define HALF	BIT_ULL(BOXPMU_WIDTH - 1)

BOXPMU_FIXTURE(pmi, nhmex_setup(55));

FIXTURE_VARIANT(pmi) {
	const char *pmu;
	uint64_t config;
	const char *terms;
};

FIXTURE_VARIANT_ADD(pmi, cbox_0) { "uncore_cbox_0", CBOX_EVENT };
FIXTURE_VARIANT_ADD(pmi, wbox) { "uncore_wbox", WBOX_CLOCKTICKS, "event=0xff" };
FIXTURE_VARIANT_ADD(pmi, ubox) { "uncore_ubox", 0x50, "event=0x50" };

FIXTURE_VARIANT_ADD(pmi, cbox_7) {
	"uncore_cbox_7", BOX_CFG(0x15, 0x02, 0, 0, 0), "event=0x15,umask=0x02"
};

/* B-box CONFLICTS, counter 3's set (pmi_en is bit 20, Table 2-20) */
FIXTURE_VARIANT_ADD(pmi, bbox_0) { "uncore_bbox_0", 0x17 << 1 | 3 << 6, "event=0x17 set=3" };

FIXTURE_VARIANT_ADD(pmi, sbox_1) {
	"uncore_sbox_1", BOX_CFG(0x10, 0x01, 0, 0, 0), "event=0x10,umask=0x01"
};

FIXTURE_VARIANT_ADD(pmi, mbox_1) { "uncore_mbox_1", 0x1b << 9, "event=0x1b" };

TEST_F_TIMEOUT(pmi, three_overflows, BOXPMU_HARNESS_TIMEOUT)
{
	const char *pmu = variant->pmu;
	uint64_t d0, m0, d1, m1, want = 3 * (HALF + 5);
	struct sim_acc acc;
	int fd, i;

	ASSERT_EQ(1, nhmex_pmi_mode())
		TH_LOG("%s is not in PMI mode (parameters/pmi): this would test nothing",
		       BOXPMU_MODULE);
	fd = OPEN(pmu, variant->config, 0, 0, -1);
	ASSERT_EQ(0, sim_pmi_counts(&d0, &m0)) TH_LOG("simulator PMI counts");
	sim_accesses_reset(pmu);
	for (i = 0; i < 3; i++)
		sim_inject_ok(pmu, "%s count=%llu", variant->terms, HALF + 5);
	EXPECT_EQ(want, box_value(fd)) TH_LOG("%s: three overflows in a row: count exact", pmu);
	ASSERT_EQ(0, sim_pmi_counts(&d1, &m1)) TH_LOG("simulator PMI counts");
	EXPECT_EQ(3, d1 - d0) TH_LOG("%s: 3 PMIs delivered to the collecting CPU", pmu);
	EXPECT_EQ(0, m1 - m0) TH_LOG("%s: no PMI dropped by a masked LVTPC entry", pmu);
	ASSERT_EQ(0, sim_accesses(pmu, &acc)) TH_LOG("%s: simulator access counts", pmu);
	EXPECT_EQ(0, acc.dropped) TH_LOG("%s: no event found the package frozen", pmu);
	sim_inject_ok(pmu, "%s count=77", variant->terms);
	EXPECT_EQ(want + 77, box_value(fd)) TH_LOG("%s: counts on after the third PMI", pmu);
	close(fd);
}

/*
 * An NMI is not held back by interrupts off: a PMI between the U-box's read and write of the
 * global control (disabling its event) must not undo its unfreeze; read_pmi brings one there.
 */
BOXPMU_FIXTURE(rmw, nhmex_setup(55));

TEST_F_TIMEOUT(rmw, pmi_within_global_ctl_update, BOXPMU_HARNESS_TIMEOUT)
{
	const char *c0 = "uncore_cbox_0";
	uint64_t n0, n1;
	struct sim_acc acc;
	int fw, fu, fc;

	ASSERT_EQ(1, nhmex_pmi_mode()) TH_LOG("%s is not in PMI mode", BOXPMU_MODULE);
	fw = OPEN("uncore_wbox", WBOX_CLOCKTICKS, 0, 0, -1);
	fu = OPEN("uncore_ubox", 0x50, 0, 0, -1);
	fc = OPEN(c0, LLC_S, 0, 0, -1);
	ASSERT_EQ(0, sim_reg("uncore_ubox", "SIM_NESTED_PMIS", &n0));
	ASSERT_EQ(0, write_text(sim_path("uncore_ubox", "read_pmi"), "1"));
	EXPECT_EQ(0, box_disable(fu));
	EXPECT_EQ(0, box_enable(fu));
	write_text(sim_path("uncore_ubox", "read_pmi"), "0");
	ASSERT_EQ(0, sim_reg("uncore_ubox", "SIM_NESTED_PMIS", &n1));
	EXPECT_EQ(1, n1 - n0) TH_LOG("a PMI came between the read and the write");
	sim_accesses_reset(c0);
	sim_inject_ok(c0, "event=0x14,umask=0x01 count=1000");
	EXPECT_EQ(1000, box_value(fc)) TH_LOG("%s counts after it: not left frozen", c0);
	ASSERT_EQ(0, sim_accesses(c0, &acc));
	EXPECT_EQ(0, acc.dropped) TH_LOG("no event found the package frozen");
	close(fc);
	close(fu);
	close(fw);
}

TEST_HARNESS_MAIN
