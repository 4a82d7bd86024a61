/* SPDX-License-Identifier: GPL-2.0 */
/* The counter control of the Xeon 7500 C-, S-, W-box and the SNB-EP/IVB-EP */
/* PCI_PMON_CTL, one layout: ev 7:0, umask 15:8, edge 18, inv 23, thresh 31:24 */
#ifndef BOXPMU_INTEL_CTL_H
#define BOXPMU_INTEL_CTL_H

#include <stdint.h>

#define BOX_CFG(ev, umask, edge, inv, thresh)				\
	((uint64_t)(ev) | (uint64_t)(umask) << 8 | (uint64_t)(edge) << 18 | \
	 (uint64_t)(inv) << 23 | (uint64_t)(thresh) << 24)

#endif
