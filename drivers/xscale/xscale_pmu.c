// SPDX-License-Identifier: GPL-2.0
/*
 * Intel XScale core (XSC1, as in the IXP2800) PMU "xscale1": IXP2800 HRM
 * section 3.8, pp.107-109; PMNC layout from the 80200 DM Table 12-3 and the
 * XScale Core DM Table 8-1. A counter counts on after its overflow; only
 * PMNC.E stops all three at once, and CCNT cannot be stopped alone.
 *
 * Erratum (A stepping, as mainline has it; the IXP2800 core's stepping is
 * UNVERIFIED): an overflow clears another counter's pending flag. Counts
 * stay exact, as every active counter is folded at each interrupt, but a
 * sampling event can miss a sample.
 */
#define pr_fmt(fmt) "boxpmu_xscale: " fmt

#include <linux/bitfield.h>
#include <linux/module.h>
#include <linux/perf_event.h>
#ifdef CONFIG_ARM
#include <asm/cputype.h>
#endif

#include <boxpmu/core.h>

/* CP14 register numbers */
#define XSC_PMNC		0
#define XSC_CCNT		1
#define XSC_PMN0		2
#define XSC_PMN1		3

#define PMNC_E			BIT(0)
#define PMNC_P			BIT(1)
#define PMNC_C			BIT(2)
#define PMNC_D			BIT(3)
/* one bit per counter, PMN0, PMN1, CCNT */
#define PMNC_INTEN		GENMASK(6, 4)
#define PMNC_FLAGS		GENMASK(10, 8)
#define PMNC_EVT0		GENMASK(19, 12)
#define PMNC_EVT1		GENMASK(27, 20)
#define PMNC_EVT(i)		((i) ? PMNC_EVT1 : PMNC_EVT0)
/* bits 31:28, 11 and 7 are reserved: written as 0 */
#define PMNC_WRITABLE		0x0ffff77fU

/* counts nothing: stops an event counter (IXP42x DM Table 60 note) */
#define XSC_EVT_NONE		0xff
/* software only: selects CCNT */
#define XSC_EVT_CCNT		0xfe
#define XSC_CFG_EVENT		GENMASK_ULL(7, 0)
#define XSC_CFG_DIV		BIT_ULL(8)

BOXPMU_PARAM(bool, product_events, false,
	     "Accept events 0x10-0x17, which the HRM leaves to the IXP2400/IXP2800 Programmer's Reference Manual (UNVERIFIED meaning; default off)");
BOXPMU_PARAM(bool, ixp_hrm_layout, true,
	     "On the IXP2400/IXP2800, whose CPU ID says XScale v2 by Linux's rule, drive the two counters their HRM describes (default on; 0: follow the ID and refuse)");
BOXPMU_PARAM(uint, clock_mhz, 1000,
	     "Highest core clock in MHz, for the poll interval (default 1000, above the IXP2800's fastest XScale; UNVERIFIED per part)");
BOXPMU_PARAM(uint, poll_ms, 0, "Poll interval override in ms (0: derived from clock_mhz)");
BOXPMU_PARAM(bool, interrupt, true,
	     "Use the overflow interrupt where the platform wires one (default on; 0: poll)");
BOXPMU_PARAM(int, irq, 0,
	     "Linux interrupt of the PMU source of the interrupt controller on a single-core part (IXP2800; source number UNVERIFIED, from the board); 0: none. The simulator names its own");

static struct boxpmu_cpu_pmu xsc_pmu;

/* Without .set, a value given at load would be a call through NULL. */
static int xsc_read_only_set(const char *val, const struct kernel_param *kp)
{
	pr_err("%s is read-only\n", kp->name);
	return -EINVAL;
}

/* pinned (its arg), else overflow */
static int xsc_state_get(char *buf, const struct kernel_param *kp)
{
	if (kp->arg)
		return scnprintf(buf, PAGE_SIZE, "%c\n", test_bit(0, &xsc_pmu.pinned) ? 'Y' : 'N');
	return scnprintf(buf, PAGE_SIZE, "%s\n", xsc_pmu.irq_mode ? "interrupt" : "poll");
}

static const struct kernel_param_ops xsc_state_ops = {
	.set	= xsc_read_only_set,
	.get	= xsc_state_get,
};
module_param_cb(pinned, &xsc_state_ops, &xsc_pmu.pinned, 0444);
MODULE_PARM_DESC(pinned,
		 "Read-only: Y once a task has counted with xscale1 on a kernel whose task perf contexts outlive their events (up to 6.1): the module cannot be unloaded any more");
module_param_cb(overflow, &xsc_state_ops, NULL, 0444);
MODULE_PARM_DESC(overflow, "Read-only: how overflow is caught, \"interrupt\" or \"poll\"");

static int xsc_pmnc_write(struct boxpmu_box *box, u32 val)
{
	return boxpmu_write_reg(box, XSC_PMNC, val & PMNC_WRITABLE);
}

/* the shadow never holds the write-1 bits: flags, P, C */
static void xsc_sync(struct boxpmu_box *box)
{
	xsc_pmnc_write(box, (u32)box->ctl_shadow);
}

static void xsc_init_box(struct boxpmu_box *box)
{
	box->ctl_shadow = FIELD_PREP(PMNC_EVT0, XSC_EVT_NONE) |
			  FIELD_PREP(PMNC_EVT1, XSC_EVT_NONE);
	xsc_pmnc_write(box, (u32)box->ctl_shadow | PMNC_P | PMNC_C | PMNC_FLAGS);
}

static void xsc_enable_box(struct boxpmu_box *box)
{
	box->ctl_shadow |= PMNC_E;
	xsc_sync(box);
}

static void xsc_disable_box(struct boxpmu_box *box)
{
	box->ctl_shadow &= ~(u64)PMNC_E;
	xsc_sync(box);
}

/* counter slots (BOXPMU_FIXED_IDX: CCNT) as PMNC_INTEN/PMNC_FLAGS bits, and back */
static u32 xsc_bits(u64 slots)
{
	return (slots & GENMASK(1, 0)) | (slots & BIT(BOXPMU_FIXED_IDX) ? BIT(2) : 0);
}

static u64 xsc_slots(u32 bits)
{
	return (bits & GENMASK(1, 0)) | (bits & BIT(2) ? BIT(BOXPMU_FIXED_IDX) : 0);
}

static void xsc_enable_event(struct boxpmu_box *box, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;
	int idx = hwc->idx;

	if (idx == BOXPMU_FIXED_IDX) {
		if (hwc->config & XSC_CFG_DIV)
			box->ctl_shadow |= PMNC_D;
		else
			box->ctl_shadow &= ~(u64)PMNC_D;
	} else {
		u8 ev = FIELD_GET(XSC_CFG_EVENT, hwc->config);

		box->ctl_shadow &= ~(u64)PMNC_EVT(idx);
		box->ctl_shadow |= idx ? FIELD_PREP(PMNC_EVT1, ev) : FIELD_PREP(PMNC_EVT0, ev);
	}
	if (box->polling) {
		xsc_sync(box);
		return;
	}
	/* a flag left from before this start is not this event's overflow */
	box->ctl_shadow |= FIELD_PREP(PMNC_INTEN, xsc_bits(BIT(idx)));
	xsc_pmnc_write(box, (u32)box->ctl_shadow | FIELD_PREP(PMNC_FLAGS, xsc_bits(BIT(idx))));
}

static void xsc_disable_event(struct boxpmu_box *box, struct perf_event *event)
{
	int idx = event->hw.idx;

	box->ctl_shadow &= ~(u64)FIELD_PREP(PMNC_INTEN, xsc_bits(BIT(idx)));
	/* CCNT runs on with E; its next start rebases */
	if (idx != BOXPMU_FIXED_IDX)
		box->ctl_shadow |= (u64)PMNC_EVT(idx);
	xsc_sync(box);
}

static int xsc_read_status(struct boxpmu_box *box, u64 *status)
{
	u64 pmnc;
	int ret = boxpmu_read_reg(box, XSC_PMNC, &pmnc);

	if (ret)
		return ret;
	*status = xsc_slots(FIELD_GET(PMNC_FLAGS, pmnc));
	return 0;
}

static void xsc_clear_status(struct boxpmu_box *box, u64 bits)
{
	xsc_pmnc_write(box, (u32)box->ctl_shadow | FIELD_PREP(PMNC_FLAGS, xsc_bits(bits)));
}

/* Table 24 / IXP42x Table 60: the event numbers the manuals define. */
static int xsc_hw_config(struct boxpmu_box *box, struct perf_event *event)
{
	u64 code = event->hw.config;

	if (event->hw.flags)	/* the clock counter */
		return 0;
	if (code <= 0xd)
		return 0;
	if (code >= 0x10 && code <= 0x17)
		return product_events ? 0 : -EOPNOTSUPP;
	return -EINVAL;
}

static const struct boxpmu_type_ops xsc_ops = {
	.init_box	= xsc_init_box,
	.enable_box	= xsc_enable_box,
	.disable_box	= xsc_disable_box,
	.enable_event	= xsc_enable_event,
	.disable_event	= xsc_disable_event,
	.read_status	= xsc_read_status,
	.clear_status	= xsc_clear_status,
	.hw_config	= xsc_hw_config,
};

static const u32 xsc_ctr_offs[] = { XSC_PMN0, XSC_PMN1 };

static const struct boxpmu_format_desc xsc_formats[] = {
	BOXPMU_FORMAT(event, 0, XSC_CFG_EVENT),
	BOXPMU_FORMAT(div, 0, XSC_CFG_DIV),
	{ }
};

/* HRM Table 24, p.108; 0x0-0x6, cut off there, from IXP42x DM Table 60 */
static const struct boxpmu_event_desc xsc_events[] = {
	BOXPMU_EVENT(icache_miss, "event=0x0",
		     "Instruction cache misses that needed an external fetch"),
	BOXPMU_EVENT(icache_no_deliver, "event=0x1",
		     "Cycles with no instruction delivered (icache or ITLB miss)"),
	BOXPMU_EVENT(data_dep_stall, "event=0x2",
		     "Cycles stalled on a data dependency"),
	BOXPMU_EVENT(itlb_miss, "event=0x3",
		     "Instruction TLB misses"),
	BOXPMU_EVENT(dtlb_miss, "event=0x4",
		     "Data TLB misses"),
	BOXPMU_EVENT(branch, "event=0x5",
		     "Branch instructions (B, BL) executed"),
	BOXPMU_EVENT(branch_miss, "event=0x6",
		     "Branch instructions (B, BL) mispredicted"),
	BOXPMU_EVENT(instructions, "event=0x7",
		     "Instructions executed"),
	BOXPMU_EVENT(dcache_full_stall, "event=0x8",
		     "Cycles stalled because the data cache buffers are full"),
	BOXPMU_EVENT(dcache_full_stall_contig, "event=0x9",
		     "Stalls on full data cache buffers, each run counted once"),
	BOXPMU_EVENT(dcache_access, "event=0xa",
		     "Data cache accesses, cache operations not included"),
	BOXPMU_EVENT(dcache_miss, "event=0xb",
		     "Data cache misses, cache operations not included"),
	BOXPMU_EVENT(dcache_writeback, "event=0xc",
		     "Data cache writebacks, one per half line (4 words)"),
	BOXPMU_EVENT(pc_changed, "event=0xd",
		     "Changes of the PC by software, without a mode change"),
	BOXPMU_EVENT(cycles, "event=0xfe",
		     "Core clock cycles, on the clock counter CCNT"),
	BOXPMU_EVENT(cycles_div64, "event=0xfe,div=1",
		     "Core clock cycles divided by 64, on CCNT (divider on)"),
	{ }
};

static struct boxpmu_type xsc_type = {
	.name		= "xscale1",
	.access		= BOXPMU_ACCESS_CP14,
	.num_boxes	= 1,
	.num_counters	= 2,
	.width		= 32,
	.fixed_width	= 32,
	.fixed_config	= XSC_EVT_CCNT,
	.fixed_opt_mask	= XSC_CFG_DIV,
	.max_inc	= 1,
	/* a counter counts on after its overflow (HRM 3.8) */
	.no_freeze	= true,
	.regs = {
		.ctr_offs	= xsc_ctr_offs,
		.fixed_ctr	= XSC_CCNT,
	},
	.formats	= xsc_formats,
	.events		= xsc_events,
	.ops		= &xsc_ops,
};

static const u64 xsc_hw_events[] = {
	[PERF_COUNT_HW_CPU_CYCLES]		= XSC_EVT_CCNT,
	[PERF_COUNT_HW_INSTRUCTIONS]		= 0x7,
	[PERF_COUNT_HW_CACHE_REFERENCES]	= 0xa,	/* data cache */
	[PERF_COUNT_HW_CACHE_MISSES]		= 0xb,
	[PERF_COUNT_HW_BRANCH_INSTRUCTIONS]	= 0x5,	/* B/BL only */
	[PERF_COUNT_HW_BRANCH_MISSES]		= 0x6,
	[PERF_COUNT_HW_BUS_CYCLES]		= BOXPMU_HW_NONE,
	[PERF_COUNT_HW_STALLED_CYCLES_FRONTEND]	= 0x1,
	[PERF_COUNT_HW_STALLED_CYCLES_BACKEND]	= BOXPMU_HW_NONE,
	[PERF_COUNT_HW_REF_CPU_CYCLES]		= BOXPMU_HW_NONE,
};

/* D-cache events do not tell loads from stores; I-cache, TLBs: misses only */
static const struct boxpmu_cache_event xsc_cache_events[] = {
	BOXPMU_CACHE_EVENT(L1D, READ, ACCESS, 0xa),
	BOXPMU_CACHE_EVENT(L1D, READ, MISS, 0xb),
	BOXPMU_CACHE_EVENT(L1D, WRITE, ACCESS, 0xa),
	BOXPMU_CACHE_EVENT(L1D, WRITE, MISS, 0xb),
	BOXPMU_CACHE_EVENT(L1I, READ, MISS, 0x0),
	BOXPMU_CACHE_EVENT(DTLB, READ, MISS, 0x4),
	BOXPMU_CACHE_EVENT(DTLB, WRITE, MISS, 0x4),
	BOXPMU_CACHE_EVENT(ITLB, READ, MISS, 0x3),
	BOXPMU_CACHE_EVENT(ITLB, WRITE, MISS, 0x3),
};

static struct boxpmu_cpu_pmu xsc_pmu = {
	.name		= "xscale1",
	.owner		= THIS_MODULE,
	.type		= &xsc_type,
	.hw_events	= xsc_hw_events,
	.num_hw_events	= ARRAY_SIZE(xsc_hw_events),
	.hw_cache_events	= xsc_cache_events,
	.num_hw_cache_events	= ARRAY_SIZE(xsc_cache_events),
};

/*
 * Any core but an XSC1 has other CP14 registers, simulated or not. The
 * IXP2400/IXP2800 IDs say generation 2, but the IXP2800 HRM 3.8 describes
 * the XSC1 counters: the part's manual wins unless ixp_hrm_layout=0.
 */
static bool xsc_core_is_xsc1(void)
{
#ifdef CONFIG_ARM
	u32 midr = read_cpuid_id();

	if (!boxpmu_xscale_v1_layout(midr, ixp_hrm_layout)) {
		pr_info("CPU ID 0x%08x says XScale generation %u (or no XScale): not the XSC1 counters this driver drives\n",
			midr, boxpmu_xscale_gen(midr));
		return false;
	}
	if (boxpmu_xscale_gen(midr) != 1)
		pr_info("CPU ID 0x%08x says XScale v2; driving the two counters of the IXP2400/IXP2800 HRM (ixp_hrm_layout=0 refuses)\n",
			midr);
#endif
	return true;
}

static int __init xsc_init(void)
{
	if (!clock_mhz)
		return -EINVAL;
	if (!xsc_core_is_xsc1())
		return -ENODEV;
	if (irq < 0)
		return -EINVAL;
	xsc_type.clock_mhz = clock_mhz;
	xsc_pmu.poll_ms = poll_ms;
	xsc_pmu.irq = irq;
	xsc_pmu.no_irq = !interrupt;
	return boxpmu_cpu_pmu_register(&xsc_pmu);
}

static void __exit xsc_exit(void)
{
	boxpmu_cpu_pmu_unregister(&xsc_pmu);
}

module_init(xsc_init);
module_exit(xsc_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("boxpmu: Intel XScale (XSC1, IXP2800) core PMU");
