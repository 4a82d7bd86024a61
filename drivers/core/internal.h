/* SPDX-License-Identifier: GPL-2.0 */
/* boxpmu core: declarations shared between the core's own files. */
#ifndef _BOXPMU_CORE_INTERNAL_H
#define _BOXPMU_CORE_INTERNAL_H

#include <boxpmu/core.h>

void boxpmu_nmi_add(struct boxpmu_uncore *u);
void boxpmu_nmi_del(struct boxpmu_uncore *u);
void boxpmu_handle_pmi(struct boxpmu_uncore *u, int pkg, struct pt_regs *regs);

int boxpmu_hotplug_add(struct boxpmu_uncore *u);
void boxpmu_hotplug_del(struct boxpmu_uncore *u);

int boxpmu_type_sysfs_init(struct boxpmu_type *type);
void boxpmu_type_sysfs_exit(struct boxpmu_type *type);

#endif
