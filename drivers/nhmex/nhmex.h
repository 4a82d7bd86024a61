/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Xeon 7500 (Nehalem-EX) and Westmere-EX uncore: declarations shared by the
 * box files. Names follow the Uncore Programming Guide 323535-001.
 */
#ifndef _BOXPMU_NHMEX_H
#define _BOXPMU_NHMEX_H

#include <linux/bitfield.h>
#include <linux/bits.h>
#include <boxpmu/core.h>
#include <boxpmu/intel_uncore.h>

/* B-, R- and M-box counter enable (bit 22 elsewhere) */
#define NHMEX_CTL_EN0		BIT_ULL(0)

#define NHMEX_WIDTH		48

/* Every box: MSRs, 48-bit counters, an uncore clock of at most 3 GHz */
#define NHMEX_COMMON_INIT()			\
	.access		= BOXPMU_ACCESS_MSR,	\
	.width		= NHMEX_WIDTH,		\
	.clock_mhz	= 3000

/* C-, S-, W- and U-box: the common Intel uncore counter control (e.g. Table 2-13) */
#define NHMEX_INTEL_CTL_INIT()			\
	NHMEX_COMMON_INIT(),			\
	.enable_bit	= BOXPMU_INTEL_CTL_EN,	\
	.pmi_bit	= BOXPMU_INTEL_CTL_PMI_EN

/* C-, S-, B-, R- and M-box registers, offsets from the box's base */
#define NHMEX_BOX_REGS {			\
	.box_ctl	= 0x0,			\
	.box_status	= 0x1,			\
	.box_ovf	= 0x2,			\
	.ctl0		= 0x10,			\
	.ctr0		= 0x11,			\
	.ctl_stride	= 2,			\
	.ctr_stride	= 2,			\
}

extern struct boxpmu_type nhmex_cbox;
extern struct boxpmu_type nhmex_wbox;
extern struct boxpmu_type nhmex_bbox;
extern struct boxpmu_type nhmex_sbox;
extern struct boxpmu_type nhmex_rbox0;
extern struct boxpmu_type nhmex_rbox1;
extern struct boxpmu_type nhmex_mbox;

/* before registration: the boxes as the CPU found has them */
int nhmex_cbox_setup(bool wsmex, unsigned int user, unsigned int cores);
void nhmex_mbox_setup(bool wsmex);
/* Westmere-EX's B- and S-box events, which nhmex_probe() puts in */
extern const struct boxpmu_event_desc *const nhmex_bbox_wsmex_events;
extern const struct boxpmu_event_desc *const nhmex_sbox_wsmex_events;

void nhmex_box_enable(struct boxpmu_box *box);
void nhmex_box_disable(struct boxpmu_box *box);

#endif
