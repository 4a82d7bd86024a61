/* SPDX-License-Identifier: GPL-2.0 */
/*
 * boxpmu selftests: the kernel's function attribute macros, defined as
 * tools/include/linux/compiler-gcc.h defines them (only where not defined
 * yet), so that the tests declare their helpers the way kernel code does.
 *
 * This file is the one place that spells the GNU attributes out. checkpatch
 * flags every spelled-out attribute with PREFER_DEFINED_ATTRIBUTE_MACRO, the
 * definitions of the macros it asks for included (it flags the kernel's own
 * compiler_attributes.h and tools/include/linux/compiler-gcc.h the same way),
 * so scripts/check checks this file with that one rule ignored.
 */
#ifndef BOXPMU_COMPILER_H
#define BOXPMU_COMPILER_H

#ifndef __printf
#define __printf(a, b)	__attribute__((format(printf, a, b)))
#endif

#ifndef __noreturn
#define __noreturn	__attribute__((noreturn))
#endif

#endif /* BOXPMU_COMPILER_H */
