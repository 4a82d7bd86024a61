/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _BOXPMU_IXP2800_H
#define _BOXPMU_IXP2800_H

#define IXP2800_PMU_DEV_NAME	"ixp2800-pmu" /* mem 0 PMUADR, irq 0 optional */

/**
 * struct ixp2800_pmu_platform_data - a board's chip PMU (HRM chapter 11)
 * @num_counters: CHAP counters (HRM: 2 to 256); 0: parameter or 2
 * @clock_mhz:    counter clock in MHz; 0: parameter or default
 */
struct ixp2800_pmu_platform_data {
	unsigned int num_counters;
	unsigned int clock_mhz;
};

#endif /* _BOXPMU_IXP2800_H */
