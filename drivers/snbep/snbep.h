/* SPDX-License-Identifier: GPL-2.0 */
/* Xeon E5-2600 (SNB-EP, guide 327043-001), E5/E7 v2 (IVB-EP, manual 329468-002) PCI uncore */
#ifndef _BOXPMU_SNBEP_H
#define _BOXPMU_SNBEP_H

#include <linux/bits.h>
#include <boxpmu/core.h>

/* *_PCI_PMON_BOX_CTL, write-only. SNB-EP: 327043 Table 2-119, bit 17 is 0 */
#define SNBEP_BOX_CTL_RST_CTRL	BIT(0)
#define SNBEP_BOX_CTL_RST_CTRS	BIT(1)
#define SNBEP_BOX_CTL_FRZ	BIT(8)
#define SNBEP_BOX_CTL_FRZ_EN	BIT(16)

/*
 * IVB-EP (329468 Tables 2-38, 2-72, 2-129): no frz_en; 17:16 "SW must
 * write to 1". IRP and R3QPI taken to be the same (UNVERIFIED: their
 * tables could not be read).
 */
#define IVBEP_BOX_CTL_MUST_BE_1	GENMASK(17, 16)

#include <boxpmu/intel_uncore.h>

/* every PCI box's control and status (327043, 329468); status unread: polled */
#define SNBEP_PCI_BOX_CTL	0xf4
#define SNBEP_PCI_BOX_STATUS	0xf8

#define SNBEP_PCI_COMMON_INIT()					\
	.access		= BOXPMU_ACCESS_PCI,			\
	.clock_mhz	= 3000,	/* uclk below 3 GHz; IRP's UNVERIFIED */ \
	.regs.box_ctl	= SNBEP_PCI_BOX_CTL,			\
	.regs.box_status = BOXPMU_NOREG,			\
	.regs.box_ovf	= BOXPMU_NOREG,				\
	.enable_bit	= BOXPMU_INTEL_CTL_EN,			\
	.split_counter	= true

/* U-box: a node id is 3 bits, CPUNODEID 2:0; GIDNIDMAP's of package n, 3n+2:3n */
#define SNBEP_UBOX_DID		0x3ce0
#define IVBEP_UBOX_DID		0x0e1e
#define SNBEP_NID_BITS		3
#define SNBEP_CPUNODEID		0x40
#define SNBEP_CPUNODEID_NID	GENMASK(SNBEP_NID_BITS - 1, 0)
#define SNBEP_GIDNIDMAP		0x54

#define IVBEP_X86_MODEL		62

extern struct boxpmu_type snbep_r3qpi;
extern struct boxpmu_type ivbep_r3qpi;
extern struct boxpmu_type ivbep_irp;
extern const struct boxpmu_global_ops ivbep_global_ops;

/* box control of every PCI box, either generation */
void snbep_box_init(struct boxpmu_box *box);
void snbep_box_enable(struct boxpmu_box *box);
void snbep_box_disable(struct boxpmu_box *box);
int snbep_check_invert(struct perf_event *event);

#define SNBEP_PCI_OPS_COMMON_INIT()			\
	.init_box	= snbep_box_init,		\
	.enable_box	= snbep_box_enable,		\
	.disable_box	= snbep_box_disable

int ivbep_irp_set_filter_reg(unsigned int off);

#endif
