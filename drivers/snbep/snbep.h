/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Intel Xeon E5-2600 uncore over PCI, both generations the driver serves:
 * Sandy Bridge-EP (Uncore Performance Monitoring Guide 327043-001) and
 * Ivy Bridge-EP, Xeon E5 v2 / E7 v2 (Uncore Performance Monitoring
 * Reference Manual 329468-002). Declarations shared by the driver files.
 */
#ifndef _BOXPMU_SNBEP_H
#define _BOXPMU_SNBEP_H

#include <linux/bits.h>
#include <boxpmu/core.h>

/*
 * *_PCI_PMON_BOX_CTL, all fields write-only. Sandy Bridge-EP (327043
 * Table 2-119): rst_ctrl 0, rst_ctrs 1, frz 8, frz_en 16; bit 17
 * reserved, software must write 0.
 */
#define SNBEP_BOX_CTL_RST_CTRL	BIT(0)
#define SNBEP_BOX_CTL_RST_CTRS	BIT(1)
#define SNBEP_BOX_CTL_FRZ	BIT(8)
#define SNBEP_BOX_CTL_FRZ_EN	BIT(16)

/*
 * Ivy Bridge-EP (329468 Table 2-38, HA; Table 2-72, iMC; Table 2-129, QPI:
 * every PCI box control the manual gives): rst_ctrl 0, rst_ctrs 1 and frz
 * 8 as above, no frz_en, and bits 17:16 "Reserved; SW must write to 1
 * else behavior is undefined". The IRP's and the R3QPI's own tables could
 * not be read; they are taken to be the same (UNVERIFIED).
 */
#define IVBEP_BOX_CTL_MUST_BE_1	GENMASK(17, 16)

/* *_PCI_PMON_CTLn: the common Intel uncore layout, BOXPMU_INTEL_CTL_* */
#include <boxpmu/intel_uncore.h>

/*
 * The U-box PCI function of each socket identifies the socket: CPUNODEID
 * (bits 2:0: the socket's node id) and GIDNIDMAP (the node id of each
 * physical package, 3 bits each), at the same offsets in both generations.
 */
#define SNBEP_UBOX_DID		0x3ce0
#define IVBEP_UBOX_DID		0x0e1e
#define SNBEP_CPUNODEID		0x40
#define SNBEP_GIDNIDMAP		0x54

/* Ivy Bridge-EP is family 6 model 62 (0x3e), E5 v2 and E7 v2 alike. */
#define IVBEP_X86_MODEL		62

extern struct boxpmu_type snbep_r3qpi;
extern struct boxpmu_type ivbep_r3qpi;
extern struct boxpmu_type ivbep_irp;
extern const struct boxpmu_global_ops ivbep_global_ops;

/* snbep_box.c: the box-level control of every PCI box */
void snbep_box_init(struct boxpmu_box *box);
void snbep_box_enable(struct boxpmu_box *box);
void snbep_box_disable(struct boxpmu_box *box);
void ivbep_box_init(struct boxpmu_box *box);
void ivbep_box_enable(struct boxpmu_box *box);
void ivbep_box_disable(struct boxpmu_box *box);
int snbep_check_invert(struct perf_event *event);

/* ivbep_irp.c */
int ivbep_irp_set_filter_reg(unsigned int off);

#endif
