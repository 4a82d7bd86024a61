/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Intel Xeon E5-2600 (Sandy Bridge-EP) uncore over PCI: declarations shared
 * by the driver files. Register names and fields follow the Uncore
 * Performance Monitoring Guide 327043-001.
 */
#ifndef _BOXPMU_SNBEP_H
#define _BOXPMU_SNBEP_H

#include <linux/bits.h>
#include <boxpmu/core.h>

/* *_PCI_PMON_BOX_CTL (Table 2-119): all fields write-only */
#define SNBEP_BOX_CTL_RST_CTRL	BIT(0)
#define SNBEP_BOX_CTL_RST_CTRS	BIT(1)
#define SNBEP_BOX_CTL_FRZ	BIT(8)
#define SNBEP_BOX_CTL_FRZ_EN	BIT(16)
/* bit 17: reserved, software must write 0 */

/* *_PCI_PMON_CTLn: the common Intel uncore layout, BOXPMU_INTEL_CTL_* */
#include <boxpmu/intel_uncore.h>

/* U-box (8086:3ce0): socket identification */
#define SNBEP_UBOX_DID		0x3ce0
#define SNBEP_CPUNODEID		0x40
#define SNBEP_GIDNIDMAP		0x54

extern struct boxpmu_type snbep_r3qpi;

#endif
