/* SPDX-License-Identifier: GPL-2.0 */
#ifndef BOXPMU_PARAM_H
#define BOXPMU_PARAM_H

#include <linux/moduleparam.h>

/**
 * BOXPMU_PARAM() - define a read-only module parameter and its description
 * @type: bool, int or uint: module_param()'s type, and the variable's
 * @name: the static variable, which is also the parameter's name
 * @init: the default value
 * @desc: the description modinfo shows
 */
#define BOXPMU_PARAM(type, name, init, desc)	\
	static type name = init;		\
	module_param(name, type, 0444);		\
	MODULE_PARM_DESC(name, desc)

#endif /* BOXPMU_PARAM_H */
