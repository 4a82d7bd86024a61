/* SPDX-License-Identifier: GPL-2.0 */
#ifndef BOXPMU_PARAM_H
#define BOXPMU_PARAM_H

#include <linux/moduleparam.h>

/* a read-only module parameter; type (bool, int or uint) is the variable's and module_param()'s */
#define BOXPMU_PARAM(type, name, init, desc)	\
	static type name = init;		\
	module_param(name, type, 0444);		\
	MODULE_PARM_DESC(name, desc)

#endif /* BOXPMU_PARAM_H */
