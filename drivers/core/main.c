// SPDX-License-Identifier: GPL-2.0
#include <linux/module.h>

#include <boxpmu/core.h>
#include "internal.h"

static int __init boxpmu_core_init(void)
{
	return boxpmu_hotplug_init();
}

static void __exit boxpmu_core_exit(void)
{
	boxpmu_hotplug_exit();
}

module_init(boxpmu_core_init);
module_exit(boxpmu_core_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("boxpmu: shared core for box-based perf PMU drivers");
