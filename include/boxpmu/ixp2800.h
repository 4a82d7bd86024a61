/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Platform data of the IXP2800 chip-wide performance monitor unit (HRM
 * chapter 11): what board code (or the boxpmu simulator) tells the
 * boxpmu_ixp2800 driver about the device it creates. The device's memory
 * resource 0 is the CHAP register space (at the base the configuration
 * software programmed into PMUADR) and its interrupt 0, if any, the PMU
 * interrupt. The devicetree equivalent: compatible "intel,ixp2800-pmu",
 * reg, interrupts, and the optional properties "intel,num-counters" and
 * "clock-frequency" (Hz).
 */
#ifndef _BOXPMU_IXP2800_H
#define _BOXPMU_IXP2800_H

/* platform device name the driver binds to */
#define IXP2800_PMU_DEV_NAME	"ixp2800-pmu"

/**
 * struct ixp2800_pmu_platform_data - the chip PMU of one board
 * @num_counters: CHAP counters implemented (the HRM: at least 2, register
 *                space for 256); 0: not known (the driver's num_counters
 *                parameter, else the HRM's minimum of 2)
 * @clock_mhz:    clock the counters count at, in MHz; 0: not known (the
 *                driver's clock_mhz parameter, else its default)
 */
struct ixp2800_pmu_platform_data {
	unsigned int num_counters;
	unsigned int clock_mhz;
};

#endif /* _BOXPMU_IXP2800_H */
