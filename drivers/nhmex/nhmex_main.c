// SPDX-License-Identifier: GPL-2.0
/*
 * Intel Xeon 7500 (Nehalem-EX) and Xeon E7-2800/4800/8800 (Westmere-EX)
 * uncore PMU driver: global performance monitoring control (Uncore
 * Programming Guide 323535-001, section 2.1), the U-box that holds it, and
 * module glue. The other boxes are described in nhmex_*box.c.
 *
 * All uncore counting is gated by U_MSR_PMON_GLOBAL_CTL.en_all. With
 * .frz_all set, the U-box clears .en_all when any counter with .pmi_en
 * overflows and sends a PMI to the cores in .pmi_core_sel: every counter
 * in the package stops at once, the PMI handler reads them consistently,
 * clears the overflow bits at the leaves and sets .en_all again.
 *
 * The U-box (section 2.2), the system configuration controller, holds the
 * global control and has one 48-bit counter, U_MSR_PMON_CTR (0xC11),
 * selected by U_MSR_PMON_EV_SEL (0xC10): .ev_sel 7:0, .edge_detect 18,
 * .pmi_en 20, .en 22 (Table 2-6); there is no umask, threshold or invert.
 * Its box-level enable is bit 0 of U_MSR_PMON_GLOBAL_CTL, and its overflow
 * is reported only in U_MSR_PMON_GLOBAL_STATUS, cleared through
 * U_MSR_PMON_GLOBAL_OVF_CTL.
 */
#define pr_fmt(fmt) "boxpmu_nhmex: " fmt

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/topology.h>
#include <linux/cpumask.h>
#include <asm/cpu_device_id.h>

#include "nhmex.h"

#define BOXPMU_EVENT_TABLES_UBOX
#include "nhmex_events.h"

/* U_MSR_PMON_GLOBAL_STATUS summary bit of the U-box counter (UNVERIFIED). */
#define NHMEX_GSTATUS_OV_U	BIT_ULL(0)

/* Global control (section 2.1) lives in the U-box. */
#define NHMEX_U_GLOBAL_CTL	0xc00
#define NHMEX_U_GLOBAL_STATUS	0xc01
#define NHMEX_U_GLOBAL_OVF_CTL	0xc02
#define NHMEX_GCTL_U_EN		BIT_ULL(0)
#define NHMEX_GCTL_PMI_CORE_SEL	GENMASK_ULL(4, 1)
#define NHMEX_GCTL_EN_ALL	BIT_ULL(28)
#define NHMEX_GCTL_RST_ALL	BIT_ULL(29)
#define NHMEX_GCTL_FRZ_ALL	BIT_ULL(31)

/*
 * Polling is the default: it needs nothing but the counter registers. The
 * PMI path also depends on facts the guide's available pages do not give
 * (UNVERIFIED: the encoding of pmi_core_sel and the positions of the
 * summary bits in U_MSR_PMON_GLOBAL_STATUS). Were either wrong on real
 * hardware, PMIs would go to no core or not be recognised, and with
 * frz_all set the package would stay frozen: counts would stop without an
 * error. Until PMI routing is confirmed on a Xeon 7500, pmi=1 is opt-in.
 */
static bool pmi;
module_param(pmi, bool, 0444);
MODULE_PARM_DESC(pmi,
		 "Handle counter overflow by the uncore PMI with freeze-on-overflow (1; needed for sampling; its routing is unverified on hardware) or by polling (0, default)");

static unsigned int poll_ms;
module_param(poll_ms, uint, 0444);
MODULE_PARM_DESC(poll_ms,
		 "Poll interval in ms when polling; 0 (default) derives it per box from counter width, maximum increment per cycle and clock");

static unsigned int cboxes;
module_param(cboxes, uint, 0444);
MODULE_PARM_DESC(cboxes,
		 "C-boxes to drive (default 0: one per core of the package, at most 8, or 10 on Westmere-EX; UNVERIFIED which boxes a part with fewer cores keeps: 0..n-1 here)");

/* Shadow of U_MSR_PMON_GLOBAL_CTL per package: writes never need a read. */
struct nhmex_pkg {
	u64 gctl;
};

static struct nhmex_pkg *pkgs;

/**
 * nhmex_gctl_update() - change bits of U_MSR_PMON_GLOBAL_CTL
 * @u:     the uncore
 * @pkg:   package (the caller runs on one of its CPUs)
 * @clear: bits to clear
 * @set:   bits to set
 *
 * The register also holds the U-box counter enable and the PMI core
 * select, so the U-box and PMI routing use this too. rst_all is never kept
 * in the shadow: it is a one-shot reset.
 *
 * en_all is not the shadow's to decide: with frz_all set the U-box clears
 * it itself on an overflow (section 2.1.1), and only the PMI handler's
 * acknowledgment may set it again. A write that is not about en_all
 * therefore takes en_all from the register as it is now; writing the
 * shadow's en_all would unfreeze a package whose overflow is still
 * waiting for its handler (during a hotplug move, for minutes on a slow
 * kernel), and the counters would run on past the overflow the handler
 * then folds as one. The read and the write are two instructions apart;
 * an overflow between them is the one case this cannot see.
 */
static void nhmex_gctl_update(struct boxpmu_uncore *u, int pkg, u64 clear, u64 set)
{
	unsigned long flags;
	u64 v, hw;

	/* hotplug callbacks update it in process context; perf with IRQs off */
	local_irq_save(flags);
	v = (pkgs[pkg].gctl & ~clear) | set;
	pkgs[pkg].gctl = v & ~NHMEX_GCTL_RST_ALL;
	if (u->pmi && !((clear | set) & NHMEX_GCTL_EN_ALL) &&
	    !boxpmu_msr_read(u, NHMEX_U_GLOBAL_CTL, &hw))
		v = (v & ~NHMEX_GCTL_EN_ALL) | (hw & NHMEX_GCTL_EN_ALL);
	boxpmu_msr_write(u, NHMEX_U_GLOBAL_CTL, v);
	local_irq_restore(flags);
}

static const struct boxpmu_format_desc ubox_formats[] = {
	BOXPMU_FORMAT(event, 0, BOXPMU_INTEL_CTL_EV_SEL),
	BOXPMU_FORMAT(edge, 0, BOXPMU_INTEL_CTL_EDGE),
	{ }
};

/*
 * The U-box counter's enable shares U_MSR_PMON_GLOBAL_CTL with en_all, so
 * enabling or disabling it rewrites en_all too (set: the package counts).
 * perf calls these around reprogramming, never from the PMI handler.
 */
static void ubox_enable(struct boxpmu_box *box)
{
	nhmex_gctl_update(box->pmu->uncore, box->pkg, 0, NHMEX_GCTL_U_EN);
}

static void ubox_disable(struct boxpmu_box *box)
{
	nhmex_gctl_update(box->pmu->uncore, box->pkg, NHMEX_GCTL_U_EN, 0);
}

static int ubox_read_status(struct boxpmu_box *box, u64 *status)
{
	u64 st;
	int ret = boxpmu_read_reg(box, NHMEX_U_GLOBAL_STATUS, &st);

	if (!ret)
		*status = (st & NHMEX_GSTATUS_OV_U) ? BIT_ULL(0) : 0;
	return ret;
}

static void ubox_clear_status(struct boxpmu_box *box, u64 bits)
{
	if (bits & BIT_ULL(0))
		boxpmu_write_reg(box, NHMEX_U_GLOBAL_OVF_CTL, NHMEX_GSTATUS_OV_U);
}

static const struct boxpmu_type_ops ubox_ops = {
	.enable_box	= ubox_enable,
	.disable_box	= ubox_disable,
	.read_status	= ubox_read_status,
	.clear_status	= ubox_clear_status,
};

static struct boxpmu_type nhmex_ubox = {
	.name		= "ubox",
	.access		= BOXPMU_ACCESS_MSR,
	.num_boxes	= 1,
	.num_counters	= 1,
	.width		= NHMEX_WIDTH,
	.max_inc	= 1,		/* Table 2-8: every event at most 1/cycle */
	.clock_mhz	= 3000,		/* bound on the uncore clock */
	.box_base	= 0,
	.regs = {
		.box_ctl	= BOXPMU_NOREG,
		.box_status	= BOXPMU_NOREG,
		.box_ovf	= BOXPMU_NOREG,
		.ctl0		= 0xc10,
		.ctr0		= 0xc11,
		.fixed_ctl	= BOXPMU_NOREG,
		.fixed_ctr	= BOXPMU_NOREG,
	},
	.enable_bit	= BOXPMU_INTEL_CTL_EN,
	.pmi_bit	= BOXPMU_INTEL_CTL_PMI_EN,
	.formats	= ubox_formats,
	.events		= nhmex_ubox_events,
	.ops		= &ubox_ops,
};

static struct boxpmu_type * const nhmex_types[] = {
	&nhmex_ubox,
	&nhmex_cbox,
	&nhmex_wbox,
	&nhmex_bbox,
	&nhmex_sbox,
	&nhmex_rbox0,
	&nhmex_rbox1,
	&nhmex_mbox,
	NULL,
};

static struct boxpmu_uncore nhmex_uncore = {
	.name	= "boxpmu_nhmex",
	.owner	= THIS_MODULE,
	.types	= nhmex_types,
};

/*
 * Session set-up (section 2.1.2): reset all counters, then enable all with
 * rst_all cleared in the same write. In PMI mode freeze on overflow.
 */
static void nhmex_global_init(struct boxpmu_uncore *u, int pkg)
{
	u64 mode = u->pmi ? NHMEX_GCTL_FRZ_ALL : 0;

	nhmex_gctl_update(u, pkg, NHMEX_GCTL_EN_ALL, NHMEX_GCTL_RST_ALL);
	nhmex_gctl_update(u, pkg, NHMEX_GCTL_FRZ_ALL, NHMEX_GCTL_EN_ALL | mode);
}

static void nhmex_global_exit(struct boxpmu_uncore *u, int pkg)
{
	pkgs[pkg].gctl = 0;
	boxpmu_msr_write(u, NHMEX_U_GLOBAL_CTL, 0);
}

/* A status that cannot be read says "not ours": the NMI goes on to others. */
static u64 nhmex_pmi_status(struct boxpmu_uncore *u, int pkg)
{
	u64 st;

	if (boxpmu_msr_read(u, NHMEX_U_GLOBAL_STATUS, &st))
		return 0;
	return st;
}

/*
 * After the leaves were cleared by the core: clear the summary bits and
 * unfreeze (section 2.1.4, without rst_all: counting goes on).
 */
static void nhmex_pmi_ack(struct boxpmu_uncore *u, int pkg, u64 status)
{
	boxpmu_msr_write(u, NHMEX_U_GLOBAL_OVF_CTL, status);
	nhmex_gctl_update(u, pkg, 0, NHMEX_GCTL_EN_ALL);
}

/*
 * .pmi_core_sel (bits 4:1) selects which cores receive the PMI. Its
 * encoding is UNVERIFIED (Linux defines only the mask): we take bit n as
 * the package's n-th present CPU, so only the first four CPUs of a package
 * can collect in PMI mode; elsewhere the core falls back to polling.
 */
static bool nhmex_set_pmi_target(struct boxpmu_uncore *u, int pkg, int cpu)
{
	int c, n = 0;

	for_each_present_cpu(c) {
		if (topology_logical_package_id(c) != pkg)
			continue;
		if (c == cpu)
			break;
		n++;
	}
	if (n >= 4)
		return false;
	if (boxpmu_pkg_ready(u, pkg))
		nhmex_gctl_update(u, pkg, NHMEX_GCTL_PMI_CORE_SEL, BIT_ULL(n + 1));
	else
		pkgs[pkg].gctl = (pkgs[pkg].gctl & ~NHMEX_GCTL_PMI_CORE_SEL) | BIT_ULL(n + 1);
	return true;
}

static const struct boxpmu_global_ops nhmex_global_ops = {
	.init		= nhmex_global_init,
	.exit		= nhmex_global_exit,
	.pmi_status	= nhmex_pmi_status,
	.pmi_ack	= nhmex_pmi_ack,
	.set_pmi_target	= nhmex_set_pmi_target,
};

/**
 * nhmex_box_enable() - let a box's counters count
 * @box: a box with a box-level control (all but the U-box)
 *
 * Each box's _GLOBAL_CTL has a ctr_en bit per counter (and fixed_en, bit
 * 31, in the W-box); counters are started and stopped by their own .en,
 * so the box enables all its counters and the register is written only
 * when the value changes.
 */
void nhmex_box_enable(struct boxpmu_box *box)
{
	u64 v = GENMASK_ULL(box->type->num_counters - 1, 0);

	if (box->type->fixed_width)
		v |= BIT_ULL(31);
	if (box->ctl_shadow != v) {
		boxpmu_write_reg(box, box->type->regs.box_ctl, v);
		box->ctl_shadow = v;
	}
}

/**
 * nhmex_box_disable() - freeze a box while it is reprogrammed
 * @box: a box with a box-level control (all but the U-box)
 */
void nhmex_box_disable(struct boxpmu_box *box)
{
	if (box->ctl_shadow) {
		boxpmu_write_reg(box, box->type->regs.box_ctl, 0);
		box->ctl_shadow = 0;
	}
}

/*
 * The CPUs this driver is for, as a device table: it gives the module the
 * x86cpu aliases by which udev loads it on a Xeon 7500 or a Westmere-EX.
 * nhmex_probe() checks the same family and models through
 * boxpmu_x86_match(), which asks the simulator instead of the CPU when the
 * core bound the driver to one. The SDM (Vol. 3B, "Performance Monitoring for Processors
 * Based on Intel Microarchitecture Code Name Westmere") gives Westmere the
 * uncore interfaces of the 7500 series; what differs on Westmere-EX is in
 * nhmex_cbox_setup() and nhmex_mbox_setup().
 */
#define NHMEX_FAMILY	6
#define NHMEX_MODEL	46	/* 0x2e, INTEL_FAM6_NEHALEM_EX */
#define WSMEX_MODEL	47	/* 0x2f, INTEL_FAM6_WESTMERE_EX */

static const struct x86_cpu_id nhmex_cpu_ids[] = {
	X86_MATCH_VENDOR_FAM_MODEL(INTEL, NHMEX_FAMILY, NHMEX_MODEL, NULL),
	X86_MATCH_VENDOR_FAM_MODEL(INTEL, NHMEX_FAMILY, WSMEX_MODEL, NULL),
	{ }
};
MODULE_DEVICE_TABLE(x86cpu, nhmex_cpu_ids);

/* Called by the core once it has bound the driver to the hardware or the simulator. */
static int nhmex_probe(struct boxpmu_uncore *u)
{
	bool wsmex = boxpmu_x86_match(u, NHMEX_FAMILY, WSMEX_MODEL);
	int ret;

	if (!wsmex && !boxpmu_x86_match(u, NHMEX_FAMILY, NHMEX_MODEL)) {
		pr_info("no Xeon 7500 (Nehalem-EX, family 6 model 46) or Westmere-EX (model 47) uncore here\n");
		return -ENODEV;
	}
	ret = nhmex_cbox_setup(wsmex, cboxes, boxpmu_x86_max_cores(u));
	if (ret)
		return ret;
	nhmex_mbox_setup(wsmex);
	nhmex_ubox.events = wsmex ? wsmex_ubox_events : nhmex_ubox_events;
	nhmex_bbox_setup(wsmex);
	nhmex_sbox_setup(wsmex);
	return 0;
}

static int __init nhmex_init(void)
{
	int ret;

	pkgs = kcalloc(topology_max_packages(), sizeof(*pkgs), GFP_KERNEL);
	if (!pkgs)
		return -ENOMEM;
	nhmex_uncore.probe = nhmex_probe;
	nhmex_uncore.global = &nhmex_global_ops;
	nhmex_uncore.pmi = pmi;
	nhmex_uncore.poll_ms = poll_ms;
	ret = boxpmu_uncore_register(&nhmex_uncore);
	if (ret)
		kfree(pkgs);
	return ret;
}

static void __exit nhmex_exit(void)
{
	boxpmu_uncore_unregister(&nhmex_uncore);
	kfree(pkgs);
}

module_init(nhmex_init);
module_exit(nhmex_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("boxpmu: Intel Xeon 7500 (Nehalem-EX) and Xeon E7 (Westmere-EX) uncore U-, C-, W-, B-, S-, R- and M-box PMUs");
