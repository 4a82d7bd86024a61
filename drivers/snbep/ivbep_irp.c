// SPDX-License-Identifier: GPL-2.0
/*
 * Ivy Bridge-EP IRP (329468-002 section 2.6), 8086:0e39 on the IIO bus.
 * Width 48: UNVERIFIED, mainline agrees (at 44 the poll is 16x too slow).
 * Two IRPs, IRP0 on counters 0-1 and IRP1 on 2-3 (E5 v2 datasheet vol. 2,
 * PmonUnitStatus; UNVERIFIED in the register table). The event list's "0-1"
 * are its IRP's counters, chosen by config bit 32, which is never written.
 * IRP_PmonFilter.OrderingQ selects the queue the SOURCE (umask bit 1; p.104,
 * Tables 2-113, 2-114) and ORDERINGQ (umask bit 3) sub-events count; its
 * offset is UNVERIFIED, so the irp_filter parameter gives it.
 */
#define pr_fmt(fmt) "boxpmu_snbep: " fmt

#include <linux/printk.h>

#include "snbep.h"

#define BOXPMU_EVENT_TABLES_IRP
#include "snbep_events.h"

#define IRP_CFG_UNIT		BIT_ULL(32)

#define IRP_UMASK_SOURCE	BIT_ULL(9)	/* CACHE_*_OCCUPANCY.SOURCE */
#define IRP_UMASK_ORDERINGQ	BIT_ULL(11)	/* TRANSACTIONS.ORDERINGQ */

static const u32 irp_ctl_offs[] = { 0xd8, 0xdc, 0xe0, 0xe4 };
static const u32 irp_ctr_offs[] = { 0xa0, 0xb0, 0xb8, 0xc0 };

/* no invert bit: bit 23 taken as reserved like R3QPI's (UNVERIFIED) */
static const struct boxpmu_format_desc irp_formats[] = {
	BOXPMU_INTEL_CTL_FORMATS,
	BOXPMU_FORMAT(irp, 0, IRP_CFG_UNIT),
	BOXPMU_FORMAT(filter, 1, GENMASK_ULL(31, 0)),
	{ }
};

static const struct boxpmu_constraint irp_constraints[] = {
	{ .mask = IRP_CFG_UNIT, .match = 0, .counters = 0x3 },
	{ .mask = IRP_CFG_UNIT, .match = IRP_CFG_UNIT, .counters = 0xc },
	{ }
};

static struct boxpmu_shared_part irp_filter_part = {
	.reg	= BOXPMU_NOREG,
	.shift	= 0,
	.width	= 32,
};

static const struct boxpmu_shared_desc irp_shared[] = {
	{
		.name		= "IRP_PmonFilter",
		.nslots		= 1,
		.nparts		= 1,
		.parts		= &irp_filter_part,
		.enable_reg	= BOXPMU_NOREG,
	},
};

#define IRP_FILTER_USE(_match, _mask)					\
	{								\
		.mask	= (_mask),					\
		.match	= (_match),					\
		.shared	= 0,						\
		.src	= { BOXPMU_SRC_CONFIG1 },			\
	}
#define IRP_SOURCE_MASK		(BOXPMU_INTEL_CTL_EV_SEL | IRP_UMASK_SOURCE)
#define IRP_ORDERINGQ_MASK	(BOXPMU_INTEL_CTL_EV_SEL | IRP_UMASK_ORDERINGQ)

static const struct boxpmu_shared_use irp_filter_uses[] = {
	IRP_FILTER_USE(0x10 | IRP_UMASK_SOURCE, IRP_SOURCE_MASK),
	IRP_FILTER_USE(0x11 | IRP_UMASK_SOURCE, IRP_SOURCE_MASK),
	IRP_FILTER_USE(0x12 | IRP_UMASK_SOURCE, IRP_SOURCE_MASK),
	IRP_FILTER_USE(0x13 | IRP_UMASK_SOURCE, IRP_SOURCE_MASK),
	IRP_FILTER_USE(0x14 | IRP_UMASK_SOURCE, IRP_SOURCE_MASK),
	IRP_FILTER_USE(0x15 | IRP_UMASK_ORDERINGQ, IRP_ORDERINGQ_MASK),
	{ }
};

static bool irp_uses_filter(u64 config)
{
	const struct boxpmu_shared_use *use;

	for (use = irp_filter_uses; use->mask; use++)
		if ((config & use->mask) == use->match)
			return true;
	return false;
}

static int irp_hw_config(struct boxpmu_box *box, struct perf_event *event)
{
	if (!irp_uses_filter(event->hw.config))
		return event->attr.config1 ? -EINVAL : 0;
	if (irp_filter_part.reg == BOXPMU_NOREG) {
		pr_info_ratelimited("uncore_irp: event 0x%llx counts the queue IRP_PmonFilter selects, whose offset is not known: load boxpmu_snbep with irp_filter=<config offset>\n",
				    event->hw.config);
		return -EOPNOTSUPP;
	}
	return 0;
}

/* Place IRP_PmonFilter (@off 0: unknown), before the PMUs exist. */
int ivbep_irp_set_filter_reg(unsigned int off)
{
	unsigned int i;

	irp_filter_part.reg = BOXPMU_NOREG;
	if (!off)
		return 0;
	if ((off & 3) || off < 0x40 || off > 0xfc)
		return -EINVAL;
	for (i = 0; i < ARRAY_SIZE(irp_ctl_offs); i++)
		if (off == irp_ctl_offs[i] || off == irp_ctr_offs[i] || off == irp_ctr_offs[i] + 4)
			return -EINVAL;
	if (off == SNBEP_PCI_BOX_CTL || off == SNBEP_PCI_BOX_STATUS)
		return -EINVAL;
	irp_filter_part.reg = off;
	return 0;
}

static const struct boxpmu_type_ops irp_ops = {
	SNBEP_PCI_OPS_COMMON_INIT(),
	.hw_config	= irp_hw_config,
};

struct boxpmu_type ivbep_irp = {
	SNBEP_PCI_COMMON_INIT(),
	.name		= "irp",
	.num_boxes	= 1,
	.num_counters	= 4,
	.width		= 48,
	/* 0x10-0x12 (329468 p.104); 0x13, 0x14, the other queues UNVERIFIED */
	.max_inc	= 128,
	.regs.ctl_offs	= irp_ctl_offs,
	.regs.ctr_offs	= irp_ctr_offs,
	.constraints	= irp_constraints,
	.shared		= irp_shared,
	.num_shared	= ARRAY_SIZE(irp_shared),
	.shared_uses	= irp_filter_uses,
	.formats	= irp_formats,
	.events		= irp_events,
	.ops		= &irp_ops,
};
