/* SPDX-License-Identifier: GPL-2.0 */
/* boxpmu selftests: __printf and __noreturn as tools/include/linux/compiler-gcc.h has them */
#ifndef BOXPMU_COMPILER_H
#define BOXPMU_COMPILER_H

/* The only spelled-out GNU attributes: scripts/check waives PREFER_DEFINED_ATTRIBUTE_MACRO here */
#ifndef __printf
#define __printf(a, b)	__attribute__((format(printf, a, b)))
#endif

#ifndef __noreturn
#define __noreturn	__attribute__((noreturn))
#endif

#endif /* BOXPMU_COMPILER_H */
