// SPDX-License-Identifier: GPL-2.0
/*
 * R3QPI box, the ring-to-QPI interface: one box per QPI link, each a PCI
 * function of the socket's uncore bus. Two generations, described once
 * and differing only where the hardware does:
 *
 *   Xeon E5-2600 (Sandy Bridge-EP), guide 327043-001 section 2.9: two
 *   links, D19:F5 (8086:3c44) and D19:F6 (8086:3c45).
 *   Xeon E5 v2 / E7 v2 (Ivy Bridge-EP), manual 329468-002 section 2.10:
 *   up to three links, D19:F5 (8086:0e36), D19:F6 (8086:0e37) and D18:F5
 *   (8086:0e3e, link 2, on parts with a third QPI link); the counter
 *   control has no invert bit (Table 2-192: bit 23 reserved), and the box
 *   control is the generation's (snbep.h).
 *
 * Both: R3_Ly_PCI_PMON_BOX_CTL 0xF4, CTL0-2 0xD8/0xDC/0xE0, CTR0-2
 * 0xA0/0xA8/0xB0 as two dwords (A4:A0, AC:A8, B4:B0), 44-bit counters
 * (327043 Table 2-118; 329468 Table 2-192). No overflow interrupt is used:
 * counters are polled.
 */
#include "snbep.h"

/* the named events of both generations */
#define BOXPMU_EVENT_TABLES_R3QPI
#include "snbep_events.h"

/*
 * Counter constraints, one table for both generations. From the SNB-EP
 * guide's event list (327043-001 Table 2-122, "Register Restrictions"):
 * the ingress occupancy accumulator (0x13) only on counter 0; on counters
 * 0-1 the other ingress events (0x10-0x12), the IIO credit events
 * (0x20-0x22), the egress events (0x23-0x26) and the VNA/VN0 credit events
 * (0x31-0x34, 0x36, 0x37). The other listed events (clock ticks 0x01, ring
 * usage 0x07-0x0a) may use any counter.
 *
 * Ivy Bridge-EP's list (ivytown_uncore.json, Counter "0,1") adds the
 * events 0x28-0x2f (egress NACKs, per-agent credits empty) and 0x38, 0x39
 * (VN1 credits) on counters 0-1, and keeps 0x13 on counter 0 and the ring
 * events and clock ticks on all three: the restrictions Linux applies to
 * both generations (snbep_uncore_r3qpi_constraints), which also limits
 * 0x30. A raw event with a code one generation does not list may count
 * only where the other's would, so the restriction is kept for both
 * rather than risk a wrong count. 0x35 is in no list and is not
 * restricted.
 */
static const struct boxpmu_constraint r3qpi_constraints[] = {
	/* Table 2-122 */
	BOXPMU_CONSTRAINT(0x10, 0x3),
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
	/* Ivy Bridge-EP's events */
	BOXPMU_CONSTRAINT(0x28, 0x3),
	BOXPMU_CONSTRAINT(0x29, 0x3),
	BOXPMU_CONSTRAINT(0x2a, 0x3),
	BOXPMU_CONSTRAINT(0x2b, 0x3),
	BOXPMU_CONSTRAINT(0x2c, 0x3),
	BOXPMU_CONSTRAINT(0x2d, 0x3),
	BOXPMU_CONSTRAINT(0x2e, 0x3),
	BOXPMU_CONSTRAINT(0x2f, 0x3),
	BOXPMU_CONSTRAINT(0x38, 0x3),
	BOXPMU_CONSTRAINT(0x39, 0x3),
	/* in neither list; restricted as Linux does */
	BOXPMU_CONSTRAINT(0x30, 0x3),
	{ }
};

static const struct boxpmu_format_desc ivbep_r3qpi_formats[] = {
	BOXPMU_FORMAT(event, 0, BOXPMU_INTEL_CTL_EV_SEL),
	BOXPMU_FORMAT(umask, 0, BOXPMU_INTEL_CTL_UMASK),
	BOXPMU_FORMAT(edge, 0, BOXPMU_INTEL_CTL_EDGE),
	BOXPMU_FORMAT(thresh, 0, BOXPMU_INTEL_CTL_THRESH),
	{ }
};

/* Sandy Bridge-EP: invert only with a threshold (the guide's note) */
static int snbep_r3qpi_hw_config(struct boxpmu_box *box, struct perf_event *event)
{
	return snbep_check_invert(event);
}

static const struct boxpmu_type_ops snbep_r3qpi_ops = {
	.init_box	= snbep_box_init,
	.enable_box	= snbep_box_enable,
	.disable_box	= snbep_box_disable,
	.hw_config	= snbep_r3qpi_hw_config,
};

/* Ivy Bridge-EP: its box control (snbep.h, IVBEP_BOX_CTL_MUST_BE_1) */
static const struct boxpmu_type_ops ivbep_r3qpi_ops = {
	.init_box	= ivbep_box_init,
	.enable_box	= ivbep_box_enable,
	.disable_box	= ivbep_box_disable,
};

/*
 * What the two generations share: the register map, the width and the
 * constraints. Fastest event: the ingress occupancy accumulator (0x13),
 * which adds the number of valid entries of the selected message classes
 * every cycle. 327043 Table 2-122 gives it at most 32 per cycle; 64 keeps
 * a margin, and for Ivy Bridge-EP, whose table was not read, stands as an
 * UNVERIFIED bound. Everything else adds at most 1 per uclk, which is
 * below 3 GHz in both families. Derived interval: 2^44 / (64 * 3e9) / 2,
 * about 45 s.
 */
#define R3QPI_COMMON							\
	.name		= "r3qpi",					\
	.access		= BOXPMU_ACCESS_PCI,				\
	.num_counters	= 3,						\
	.width		= 44,						\
	.max_inc	= 64,						\
	.clock_mhz	= 3000,						\
	.box_base	= 0,						\
	.box_stride	= 0,	/* each link is its own PCI function */	\
	.regs = {							\
		.box_ctl	= 0xf4,					\
		.box_status	= BOXPMU_NOREG,				\
		.box_ovf	= BOXPMU_NOREG,				\
		.ctl0		= 0xd8,					\
		.ctl_stride	= 4,					\
		.ctr0		= 0xa0,					\
		.ctr_stride	= 8,					\
		.fixed_ctl	= BOXPMU_NOREG,				\
		.fixed_ctr	= BOXPMU_NOREG,				\
	},								\
	.enable_bit	= BOXPMU_INTEL_CTL_EN,				\
	.pmi_bit	= 0,						\
	.split_counter	= true,						\
	.constraints	= r3qpi_constraints

struct boxpmu_type snbep_r3qpi = {
	R3QPI_COMMON,
	.num_boxes	= 2,
	.formats	= boxpmu_intel_uncore_formats,
	.events		= snbep_r3qpi_events,
	.ops		= &snbep_r3qpi_ops,
};

/*
 * Up to three links. The driver sets num_boxes at load to the links whose
 * devices exist, so that a part without link 2 has no PMU that can never
 * count; a device of a link beyond it is refused at probe, never used to
 * index past the PMUs (Linux declares two boxes and indexes a third for
 * 8086:0e3e).
 */
struct boxpmu_type ivbep_r3qpi = {
	R3QPI_COMMON,
	.num_boxes	= 3,
	.formats	= ivbep_r3qpi_formats,
	.events		= ivbep_r3qpi_events,
	.ops		= &ivbep_r3qpi_ops,
};
