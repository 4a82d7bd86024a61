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
 * *_PCI_PMON_BOX_CTL (327043 Table 2-119; the same layout in every PCI box
 * of both generations): all fields write-only.
 */
#define SNBEP_BOX_CTL_RST_CTRL	BIT(0)
#define SNBEP_BOX_CTL_RST_CTRS	BIT(1)
#define SNBEP_BOX_CTL_FRZ	BIT(8)
#define SNBEP_BOX_CTL_FRZ_EN	BIT(16)
/* bit 17: reserved, software must write 0 */

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
int snbep_check_invert(struct perf_event *event);

/* ivbep_irp.c */
int ivbep_irp_set_filter_reg(unsigned int off);

#endif
