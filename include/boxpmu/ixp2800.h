/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _BOXPMU_IXP2800_H
#define _BOXPMU_IXP2800_H

#define IXP2800_PMU_DEV_NAME	"ixp2800-pmu" /* mem 0 PMUADR, irq 0 optional */

/* a board's chip PMU (HRM chapter 11); 0: the module parameter or the default */
struct ixp2800_pmu_platform_data {
	unsigned int num_counters;	/* HRM: 2 to 256 */
	unsigned int clock_mhz;		/* of the counters */
};

#endif /* _BOXPMU_IXP2800_H */
