// SPDX-License-Identifier: GPL-2.0
/*
 * R3QPI, one PCI function per QPI link: SNB-EP 327043-001 section 2.9,
 * Table 2-118; IVB-EP 329468-002 section 2.10, Table 2-192 (bit 23, invert,
 * reserved). D18:F5 (8086:0e3e) is IVB-EP's optional link 2.
 */
#include "snbep.h"

#define BOXPMU_EVENT_TABLES_R3QPI
#include "snbep_events.h"

/* for both: a code one generation lacks counts only where the other's would */
static const struct boxpmu_constraint r3qpi_constraints[] = {
	BOXPMU_CONSTRAINT(0x10, 0x3),	/* from here: SNB-EP, Table 2-122 */
	BOXPMU_CONSTRAINT(0x11, 0x3),
	BOXPMU_CONSTRAINT(0x12, 0x3),
	BOXPMU_CONSTRAINT(0x13, 0x1),
	BOXPMU_CONSTRAINT(0x20, 0x3),
	BOXPMU_CONSTRAINT(0x21, 0x3),
	BOXPMU_CONSTRAINT(0x22, 0x3),
	BOXPMU_CONSTRAINT(0x23, 0x3),
	BOXPMU_CONSTRAINT(0x24, 0x3),
	BOXPMU_CONSTRAINT(0x25, 0x3),
	BOXPMU_CONSTRAINT(0x26, 0x3),
	BOXPMU_CONSTRAINT(0x31, 0x3),
	BOXPMU_CONSTRAINT(0x32, 0x3),
	BOXPMU_CONSTRAINT(0x33, 0x3),
	BOXPMU_CONSTRAINT(0x34, 0x3),
	BOXPMU_CONSTRAINT(0x36, 0x3),
	BOXPMU_CONSTRAINT(0x37, 0x3),
	BOXPMU_CONSTRAINT(0x28, 0x3),	/* from here: IVB-EP, ivytown_uncore.json "0,1" */
	BOXPMU_CONSTRAINT(0x29, 0x3),
	BOXPMU_CONSTRAINT(0x2a, 0x3),
	BOXPMU_CONSTRAINT(0x2b, 0x3),
	BOXPMU_CONSTRAINT(0x2c, 0x3),
	BOXPMU_CONSTRAINT(0x2d, 0x3),
	BOXPMU_CONSTRAINT(0x2e, 0x3),
	BOXPMU_CONSTRAINT(0x2f, 0x3),
	BOXPMU_CONSTRAINT(0x38, 0x3),
	BOXPMU_CONSTRAINT(0x39, 0x3),
	BOXPMU_CONSTRAINT(0x30, 0x3),	/* in neither list; as mainline */
	{ }
};

static const struct boxpmu_format_desc ivbep_r3qpi_formats[] = {
	BOXPMU_INTEL_CTL_FORMATS,
	{ }
};

static int r3qpi_hw_config(struct boxpmu_box *box, struct perf_event *event)
{
	return snbep_check_invert(event);
}

static const struct boxpmu_type_ops r3qpi_ops = {
	SNBEP_PCI_OPS_COMMON_INIT(),
	.hw_config	= r3qpi_hw_config,
};

/* max_inc: 0x13 adds <= 32/cycle (327043 Table 2-122); IVB-EP UNVERIFIED */
#define R3QPI_COMMON							\
	SNBEP_PCI_COMMON_INIT(),					\
	.name		= "r3qpi",					\
	.num_counters	= 3,						\
	.width		= 44,						\
	.max_inc	= 64,						\
	.box_stride	= 0,	/* each link is its own PCI function */	\
	.regs.ctl0	= 0xd8,						\
	.regs.ctl_stride = 4,						\
	.regs.ctr0	= 0xa0,						\
	.regs.ctr_stride = 8,						\
	.constraints	= r3qpi_constraints,				\
	.ops		= &r3qpi_ops

struct boxpmu_type snbep_r3qpi = {
	R3QPI_COMMON,
	.num_boxes	= 2,
	.formats	= boxpmu_intel_uncore_formats,
	.events		= snbep_r3qpi_events,
};

struct boxpmu_type ivbep_r3qpi = {
	R3QPI_COMMON,
	.num_boxes	= 3,	/* lowered at load to the links present */
	.formats	= ivbep_r3qpi_formats,
	.events		= ivbep_r3qpi_events,
};
