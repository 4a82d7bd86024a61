// SPDX-License-Identifier: GPL-2.0
/* Ivy Bridge-EP U_MSR_PMON_GLOBAL_CTL (329468-002 Tables 2-1, 2-2) */
#define pr_fmt(fmt) "boxpmu_snbep: " fmt

#include <linux/printk.h>

#include "snbep.h"

#define IVBEP_U_MSR_PMON_GLOBAL_CTL	0xc00
#define IVBEP_GCTL_FRZ_ALL		BIT_ULL(31)	/* WO; PCI boxes too */
#define IVBEP_GCTL_WK_ON_PMI		BIT_ULL(30)	/* RW */
#define IVBEP_GCTL_UNFRZ_ALL		BIT_ULL(29)	/* WO */
#define IVBEP_GCTL_PMI_CORE_SEL		GENMASK_ULL(14, 0)	/* RW */
#define IVBEP_GCTL_KEEP			(IVBEP_GCTL_WK_ON_PMI | IVBEP_GCTL_PMI_CORE_SEL)

static void ivbep_global_init(struct boxpmu_uncore *u, int pkg)
{
	u64 val;

	if (boxpmu_msr_read(u, IVBEP_U_MSR_PMON_GLOBAL_CTL, &val)) {
		pr_warn("package %d: U_MSR_PMON_GLOBAL_CTL unreadable: left alone (a global freeze would stop the counters)\n",
			pkg);
		return;
	}
	boxpmu_msr_write(u, IVBEP_U_MSR_PMON_GLOBAL_CTL,
			 (val & IVBEP_GCTL_KEEP) | IVBEP_GCTL_UNFRZ_ALL);
}

const struct boxpmu_global_ops ivbep_global_ops = {
	.init	= ivbep_global_init,	/* no .exit: frz_all would freeze other agents' boxes */
};
