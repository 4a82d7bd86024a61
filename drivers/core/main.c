// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: module init and exit.
 */
#include <linux/module.h>

#include <boxpmu/core.h>
#include "internal.h"

static int __init boxpmu_core_init(void)
{
	int ret = boxpmu_hotplug_init();

	if (!ret)
		boxpmu_fault_init();
	return ret;
}

static void __exit boxpmu_core_exit(void)
{
	boxpmu_fault_exit();
	boxpmu_hotplug_exit();
}

module_init(boxpmu_core_init);
module_exit(boxpmu_core_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("boxpmu: shared core for box-based perf PMU drivers");
