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
 * A global freeze stops every box of the socket, the PCI boxes of this
 * driver among them (they have no frz_en, see snbep.h), and boxes another
 * agent (PCM, a BMC) programmed. wk_on_pmi and pmi_core_sel are not this
 * driver's: it takes no overflow PMI (its boxes' config space must not be
 * read from NMI context, and it never sets a counter's ov_en, so its
 * boxes send no overflow to the U-box), and another agent may rely on
 * them. So, per socket, at the first use of any of its boxes, read-modify-
 * write: keep wk_on_pmi and pmi_core_sel, write 28:27 (and the reserved
 * 26:15) as 0, and set unfrz_all, lifting a freeze another agent (a
 * previous driver's unload, a tool) may have left: counting needs it.
 * At unload nothing is written: frz_all would freeze the boxes of every
 * other agent of the socket, and whether the socket was frozen before the
 * first use cannot be known (frz_all and unfrz_all read 0), so it is left
 * as the driver found it in every respect it can see.
 *
 * Only on a Xeon E5 v2 (family 6 model 62) or a simulator modelling one:
 * on any other CPU MSR 0xC00 is something else (the Xeon 7500 has its own
 * global control there) and is left alone.
 */
#define pr_fmt(fmt) "boxpmu_snbep: " fmt

#include <linux/printk.h>

#include "snbep.h"

#define IVBEP_U_MSR_PMON_GLOBAL_CTL	0xc00
#define IVBEP_GCTL_FRZ_ALL		BIT_ULL(31)	/* WO, Table 2-2 */
#define IVBEP_GCTL_WK_ON_PMI		BIT_ULL(30)	/* RW */
#define IVBEP_GCTL_UNFRZ_ALL		BIT_ULL(29)	/* WO */
#define IVBEP_GCTL_PMI_CORE_SEL		GENMASK_ULL(14, 0)	/* RW */
/* what a write keeps of the value read: the RW fields, not boxpmu's */
#define IVBEP_GCTL_KEEP			(IVBEP_GCTL_WK_ON_PMI | IVBEP_GCTL_PMI_CORE_SEL)

/*
 * On a CPU of @pkg: unfreeze, keeping the fields another agent set. If the
 * register cannot be read, it is not written either: a blind write would
 * clear those fields.
 */
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

/* No .exit: at unload the socket is left as found (see above). */
const struct boxpmu_global_ops ivbep_global_ops = {
	.init	= ivbep_global_init,
};
