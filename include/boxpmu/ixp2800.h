/* SPDX-License-Identifier: GPL-2.0 */
/* IXP2800 chip PMU (HRM chapter 11): mem 0 at PMUADR, optional irq 0 */
#ifndef _BOXPMU_IXP2800_H
#define _BOXPMU_IXP2800_H

#define IXP2800_PMU_DEV_NAME	"ixp2800-pmu"

/**
 * struct ixp2800_pmu_platform_data - the chip PMU of one board
 * @num_counters: CHAP counters (HRM: 2 to 256); 0: parameter or 2
 * @clock_mhz:    counter clock in MHz; 0: parameter or default
 */
struct ixp2800_pmu_platform_data {
	unsigned int num_counters;
	unsigned int clock_mhz;
};

#endif /* _BOXPMU_IXP2800_H */
