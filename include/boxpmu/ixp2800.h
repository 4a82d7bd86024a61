/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Platform data of the IXP2800 chip-wide PMU (HRM chapter 11): memory
 * resource 0 is the CHAP register space (at PMUADR), interrupt 0 (optional)
 * the PMU interrupt. Devicetree: compatible "intel,ixp2800-pmu", reg,
 * interrupts, optional "intel,num-counters" and "clock-frequency" (Hz).
 */
#ifndef _BOXPMU_IXP2800_H
#define _BOXPMU_IXP2800_H

#define IXP2800_PMU_DEV_NAME	"ixp2800-pmu"

/**
 * struct ixp2800_pmu_platform_data - the chip PMU of one board
 * @num_counters: CHAP counters implemented (HRM: at least 2, room for 256);
 *                0: the num_counters parameter, else the HRM's minimum
 * @clock_mhz:    counter clock in MHz; 0: the clock_mhz parameter or default
 */
struct ixp2800_pmu_platform_data {
	unsigned int num_counters;
	unsigned int clock_mhz;
};

#endif /* _BOXPMU_IXP2800_H */
