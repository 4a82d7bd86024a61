// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon E5 v2 / E7 v2 (Ivy Bridge-EP) IRP box (Uncore Performance Monitoring
 * Reference Manual 329468-002, section 2.6): the coherency engine of the
 * IIO for inbound traffic, one PCI function per socket, device 5 function
 * 6 (8086:0e39) of the socket's IIO bus.
 *
 * Registers (329468 section 2.6.2; Linux's "registers in IRP boxes are not
 * properly aligned"): IRP_PCI_PMON_BOX_CTL 0xF4 with the layout of the
 * manual's Ivy Bridge-EP PCI boxes (snbep.h), counter controls at 0xD8,
 * 0xDC, 0xE0, 0xE4 and counters at 0xA0, 0xB0, 0xB8, 0xC0, each two
 * dwords (low, then high at +4). Counter control: ev_sel 7:0, umask 15:8,
 * rst 17, edge_det 18, ov_en 20, en 22, thresh 31:24, and bit 23 reserved,
 * "SW must write to 0", as in the generation's other PCI boxes (Table
 * 2-192): no invert, so no inv format field, and a config with bit 23 is
 * refused (EINVAL) before any register is touched. (Linux exposes inv and
 * masks it out, so its inv is accepted and silently dropped.) The box
 * status (PmonUnitStatus, 0xF8) is not used: the counters are polled.
 *
 * Counter width: 48 bits, as Linux has it; LIKWID uses 44. The IRP's
 * counter table (section 2.6) and its row of Table 1-1 could not be read,
 * so the width is UNVERIFIED; at 44 bits the poll interval derived below
 * would be 16 times too long.
 *
 * Two IRPs in one function. The Xeon E5 v2 datasheet (vol. 2, PmonUnit-
 * Status) assigns the overflow bits as "IO IRP0: [0] = Counter0, [1] =
 * Counter1; IO IRP1: [2] = Counter0, [3] = Counter1", and the gap in the
 * counter addresses falls between them (IRP0: 0xA0/0xB0, IRP1: 0xB8/0xC0;
 * LIKWID's IBOX0 and IBOX1 split them the same way). The manual's event
 * list restricts every IRP event to counters 0-1 ("Register Restrictions:
 * 0-1"): counters 0-1 of an IRP. So an event counts one IRP's traffic:
 * IRP0's on counters 0-1 (irp=0, the default), IRP1's on counters 2-3
 * (irp=1, config bit 32, which selects counters only and is never written
 * to the 32-bit control register). Linux instead places any event on any
 * of the four counters, so what it counts depends on where it lands. The
 * split is UNVERIFIED against the manual's register table itself.
 *
 * IRP_PmonFilter.OrderingQ: the SOURCE sub-event of the CACHE_*_OCCUPANCY
 * events (umask bit 1; 329468 p.104, Tables 2-113 and 2-114) and the
 * ORDERINGQ sub-event of TRANSACTIONS (umask bit 3) count only requests
 * from the queue this register selects, one queue at a time. It is a
 * register of the box, not a field of each counter's control, so it is a
 * shared register: events that need different values of it never count
 * together (perf multiplexes them; in one group they are refused). Where
 * the register is and where OrderingQ lies in it are UNVERIFIED: the
 * module parameter irp_filter gives its config offset, and the filter
 * format field (config1) is written as the register's whole 32-bit value.
 * Without irp_filter such events are refused (EOPNOTSUPP) rather than
 * counted for whatever queue the register happens to select.
 */
#define pr_fmt(fmt) "boxpmu_snbep: " fmt

#include <linux/printk.h>

#include "snbep.h"

/* the named events, every IRP event of the manual */
#define BOXPMU_EVENT_TABLES_IRP
#include "snbep_events.h"

/* which IRP an event counts: a software bit beyond the control register */
#define IRP_CFG_UNIT		BIT_ULL(32)

#define IRP_UMASK_SOURCE	BIT_ULL(9)	/* CACHE_*_OCCUPANCY.SOURCE */
#define IRP_UMASK_ORDERINGQ	BIT_ULL(11)	/* TRANSACTIONS.ORDERINGQ */

static const u32 irp_ctl_offs[] = { 0xd8, 0xdc, 0xe0, 0xe4 };
static const u32 irp_ctr_offs[] = { 0xa0, 0xb0, 0xb8, 0xc0 };

/* no invert bit: bit 23 taken as reserved like R3QPI's (UNVERIFIED) */
static const struct boxpmu_format_desc irp_formats[] = {
	BOXPMU_FORMAT(event, 0, BOXPMU_INTEL_CTL_EV_SEL),
	BOXPMU_FORMAT(umask, 0, BOXPMU_INTEL_CTL_UMASK),
	BOXPMU_FORMAT(edge, 0, BOXPMU_INTEL_CTL_EDGE),
	BOXPMU_FORMAT(thresh, 0, BOXPMU_INTEL_CTL_THRESH),
	BOXPMU_FORMAT(irp, 0, IRP_CFG_UNIT),
	BOXPMU_FORMAT(filter, 1, GENMASK_ULL(31, 0)),
	{ }
};

/* Every event on counters 0-1 of its IRP (see the top of the file). */
static const struct boxpmu_constraint irp_constraints[] = {
	{ .mask = IRP_CFG_UNIT, .match = 0, .counters = 0x3 },
	{ .mask = IRP_CFG_UNIT, .match = IRP_CFG_UNIT, .counters = 0xc },
	{ }
};

/* IRP_PmonFilter: one register, its offset set at load (irp_filter) */
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

/* the events that count only the queue IRP_PmonFilter.OrderingQ selects */
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

/*
 * The box's own rules: config1 (the filter value) only for an event that
 * uses the filter, and such an event only where the filter register's
 * offset is known.
 */
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

/**
 * ivbep_irp_set_filter_reg() - where IRP_PmonFilter is
 * @off: its config-space offset, or 0 if unknown
 *
 * Called at module load, before the PMUs exist.
 *
 * Return: 0, or -EINVAL for an offset that is not a dword of the device's
 * own config space (0x40-0xfc) or that is one of the box's other
 * registers.
 */
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
	if (off == ivbep_irp.regs.box_ctl || off == 0xf8)	/* box control, status */
		return -EINVAL;
	irp_filter_part.reg = off;
	return 0;
}

static const struct boxpmu_type_ops irp_ops = {
	.init_box	= ivbep_box_init,
	.enable_box	= ivbep_box_enable,
	.disable_box	= ivbep_box_disable,
	.hw_config	= irp_hw_config,
};

struct boxpmu_type ivbep_irp = {
	.name		= "irp",
	.access		= BOXPMU_ACCESS_PCI,
	.num_boxes	= 1,
	.num_counters	= 4,
	.width		= 48,
	/*
	 * Fastest events: the write cache occupancy events (0x10-0x14) add
	 * up to 128 per cycle (329468 p.104, "Max. Inc/Cyc: 128" for 0x10,
	 * 0x11 and 0x12; the same is assumed for 0x13 and 0x14). The
	 * ingress and egress occupancy events' maxima were not read
	 * (UNVERIFIED): this bound takes no queue of the IRP to be deeper
	 * than its write cache. The IRP clock is taken below 3 GHz, as the
	 * uclk (UNVERIFIED). Derived interval: 2^48 / (128 * 3e9) / 2,
	 * about 6 minutes.
	 */
	.max_inc	= 128,
	.clock_mhz	= 3000,
	.box_base	= 0,
	.box_stride	= 0,
	.regs = {
		.box_ctl	= 0xf4,
		.box_status	= BOXPMU_NOREG,	/* 0xf8, unused: polled */
		.box_ovf	= BOXPMU_NOREG,
		.ctl_offs	= irp_ctl_offs,
		.ctr_offs	= irp_ctr_offs,
		.fixed_ctl	= BOXPMU_NOREG,
		.fixed_ctr	= BOXPMU_NOREG,
	},
	.enable_bit	= BOXPMU_INTEL_CTL_EN,
	.pmi_bit	= 0,
	.split_counter	= true,
	.constraints	= irp_constraints,
	.shared		= irp_shared,
	.num_shared	= ARRAY_SIZE(irp_shared),
	.shared_uses	= irp_filter_uses,
	.formats	= irp_formats,
	.events		= irp_events,
	.ops		= &irp_ops,
};
