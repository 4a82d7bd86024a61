// SPDX-License-Identifier: GPL-2.0
/*
 * pmi: in PMI mode every counter overflow reaches the collecting CPU and
 * is serviced, however many come one after another.
 *
 * The simulator delivers the uncore PMI through the target CPU's local
 * APIC as the hardware does: the LVTPC entry must be unmasked and in NMI
 * mode, the APIC masks it on delivery, and a PMI that finds it masked is
 * dropped. A driver that does not arm the entry, or does not unmask it
 * after each PMI, loses the PMI; the package then stays frozen (frz_all)
 * and counts stop without an error. The guest has no core PMU driver that
 * would unmask it (as on a server with no core events in use).
 *
 * For each box type (the B-, S-, R- and M-boxes through their filters'
 * injection terms): three injections of 2^47 + 5 events, each crossing
 * one overflow of the half-range period the driver programs; exactly 3
 * PMIs delivered, none dropped, nothing lost, count exact.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "boxpmu_lib.h"

#define HALF	BIT_ULL(BOXPMU_WIDTH - 1)

static void run(const char *pmu, uint64_t config, const char *terms)
{
	uint64_t d0, m0, d1, m1, want = 0;
	struct sim_acc acc;
	int fd, i, ret;

	fd = box_open(pmu, config, 0);
	if (!tap_check(fd >= 0, "%s: open config 0x%llx", pmu, (unsigned long long)config)) {
		tap_diag("  %s", strerror(-fd));
		return;
	}
	ret = sim_pmi_counts(&d0, &m0);
	if (ret < 0)
		tap_bail("simulator PMI counts: %s", strerror(-ret));
	sim_accesses_reset(pmu);
	for (i = 0; i < 3; i++) {
		sim_inject_ok(pmu, "%s count=%llu", terms, HALF + 5);
		want += HALF + 5;
	}
	check_u64(box_value(fd), want, "%s: three overflows in a row: count exact", pmu);
	sim_pmi_counts(&d1, &m1);
	check_u64(d1 - d0, 3, "%s: 3 PMIs delivered to the collecting CPU", pmu);
	check_u64(m1 - m0, 0, "%s: no PMI dropped by a masked LVTPC entry", pmu);
	sim_accesses(pmu, &acc);
	check_u64(acc.dropped, 0, "%s: no event found the package frozen", pmu);
	/* and the package goes on counting afterwards */
	sim_inject_ok(pmu, "%s count=77", terms);
	check_u64(box_value(fd), want + 77, "%s: counts on after the third PMI", pmu);
	close(fd);
}

int main(void)
{
	tap_init("pmi", 55);
	if (!pmu_exists("uncore_cbox_0"))
		tap_bail("no uncore_cbox_0 PMU: is " BOXPMU_MODULE " loaded?");
	if (!require_pmi_mode("pmi"))
		return tap_finish();
	run("uncore_cbox_0", BOX_CFG(0x14, 0x01, 0, 0, 0), "event=0x14,umask=0x01");
	run("uncore_wbox", WBOX_CLOCKTICKS, "event=0xff");
	run("uncore_ubox", 0x50, "event=0x50");
	run("uncore_cbox_7", BOX_CFG(0x15, 0x02, 0, 0, 0), "event=0x15,umask=0x02");
	/* B-box CONFLICTS, counter 3's set (pmi_en is bit 20, Table 2-20) */
	run("uncore_bbox_0", 0x17 << 1 | 3 << 6, "event=0x17 set=3");
	run("uncore_sbox_1", BOX_CFG(0x10, 0x01, 0, 0, 0), "event=0x10,umask=0x01");
	run("uncore_mbox_1", 0x1b << 9, "event=0x1b");
	return tap_finish();
}
