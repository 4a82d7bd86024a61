/* SPDX-License-Identifier: GPL-2.0 */
/* Counter control of most Intel uncore boxes (Xeon 7500 C/S/W/U-box, Xeon E5 PCI boxes) */
#ifndef _BOXPMU_INTEL_UNCORE_H
#define _BOXPMU_INTEL_UNCORE_H

#include <linux/bits.h>
#include <boxpmu/core.h>

#define BOXPMU_INTEL_CTL_EV_SEL		GENMASK_ULL(7, 0)
#define BOXPMU_INTEL_CTL_UMASK		GENMASK_ULL(15, 8)
#define BOXPMU_INTEL_CTL_EDGE		BIT_ULL(18)
#define BOXPMU_INTEL_CTL_PMI_EN		BIT_ULL(20)
#define BOXPMU_INTEL_CTL_EN		BIT_ULL(22)
#define BOXPMU_INTEL_CTL_INVERT		BIT_ULL(23)
#define BOXPMU_INTEL_CTL_THRESH		GENMASK_ULL(31, 24)

/* in all these boxes' controls but the U-box's; IVB-EP's have no inv */
#define BOXPMU_INTEL_CTL_FORMATS					\
	BOXPMU_FORMAT(event, 0, BOXPMU_INTEL_CTL_EV_SEL),		\
	BOXPMU_FORMAT(umask, 0, BOXPMU_INTEL_CTL_UMASK),		\
	BOXPMU_FORMAT(edge, 0, BOXPMU_INTEL_CTL_EDGE),			\
	BOXPMU_FORMAT(thresh, 0, BOXPMU_INTEL_CTL_THRESH)

extern const struct boxpmu_format_desc boxpmu_intel_uncore_formats[];

#endif
