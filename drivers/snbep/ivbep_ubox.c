// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon E5 v2 / E7 v2 (Ivy Bridge-EP) per-socket uncore performance
 * monitoring control (Uncore Performance Monitoring Reference Manual
 * 329468-002 section 2.1, Tables 2-1 and 2-2), an MSR of the U-box:
 *
 *   U_MSR_PMON_GLOBAL_CTL 0xC00: frz_all 31 (WO), wk_on_pmi 30 (RW: wake
 *   sleeping cores and send the PMI to all), unfrz_all 29 (WO), 28:27
 *   reserved (write 0), pmi_core_sel 14:0 (RW: the cores the PMI goes to,
 *   one bit per core; 0: none).
 *
 * A global freeze stops every box whose BOX_CTL.frz_en is set, which the
 * PCI boxes of this driver set. The driver polls its counters and never
 * takes an overflow PMI (their config space must not be read from NMI
 * context), so per socket, at the first use of any of its boxes: lift a
 * freeze another agent (a previous driver's overflow, a tool) may have
 * left, route the PMI to no core and do not wake cores for it. At unload:
 * freeze the socket's monitors again.
 *
 * Only on a Xeon E5 v2 (family 6 model 62) or a simulator modelling one:
 * on any other CPU MSR 0xC00 is something else (the Xeon 7500 has its own
 * global control there) and is left alone.
 */
#include "snbep.h"

#define IVBEP_U_MSR_PMON_GLOBAL_CTL	0xc00
#define IVBEP_GCTL_FRZ_ALL		BIT_ULL(31)
#define IVBEP_GCTL_WK_ON_PMI		BIT_ULL(30)
#define IVBEP_GCTL_UNFRZ_ALL		BIT_ULL(29)
#define IVBEP_GCTL_PMI_CORE_SEL		GENMASK_ULL(14, 0)

/* On a CPU of @pkg: unfreeze, no PMI to any core, no wake-up. */
static void ivbep_global_init(struct boxpmu_uncore *u, int pkg)
{
	boxpmu_msr_write(u->backend, IVBEP_U_MSR_PMON_GLOBAL_CTL, IVBEP_GCTL_UNFRZ_ALL);
}

/* On a CPU of @pkg, at unload: leave its monitors frozen. */
static void ivbep_global_exit(struct boxpmu_uncore *u, int pkg)
{
	boxpmu_msr_write(u->backend, IVBEP_U_MSR_PMON_GLOBAL_CTL, IVBEP_GCTL_FRZ_ALL);
}

const struct boxpmu_global_ops ivbep_global_ops = {
	.init	= ivbep_global_init,
	.exit	= ivbep_global_exit,
};
