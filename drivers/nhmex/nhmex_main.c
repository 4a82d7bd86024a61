// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon 7500 and Westmere-EX uncore: global control and the U-box (Uncore
 * Programming Guide 323535-001, sections 2.1 and 2.2), and module glue.
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

/* UNVERIFIED: U_MSR_PMON_GLOBAL_STATUS summary bits are not in the pages read */
#define NHMEX_GSTATUS_OV_U	BIT_ULL(0)

#define NHMEX_U_GLOBAL_CTL	0xc00
#define NHMEX_U_GLOBAL_STATUS	0xc01
#define NHMEX_U_GLOBAL_OVF_CTL	0xc02
#define NHMEX_GCTL_U_EN		BIT_ULL(0)
#define NHMEX_GCTL_PMI_CORE_SEL	GENMASK_ULL(4, 1)
#define NHMEX_GCTL_EN_ALL	BIT_ULL(28)
#define NHMEX_GCTL_RST_ALL	BIT_ULL(29)
#define NHMEX_GCTL_FRZ_ALL	BIT_ULL(31)

/* Opt-in: were the UNVERIFIED PMI facts wrong, frz_all would freeze counts silently */
BOXPMU_PARAM(bool, pmi, false,
	     "Handle counter overflow by the uncore PMI with freeze-on-overflow (1; needed for sampling; its routing is unverified on hardware) or by polling (0, default)");
BOXPMU_PARAM(uint, poll_ms, 0,
	     "Poll interval in ms when polling; 0 (default) derives it per box from counter width, maximum increment per cycle and clock");
BOXPMU_PARAM(uint, cboxes, 0,
	     "C-boxes to drive (default 0: one per core of the package, at most 8, or 10 on Westmere-EX; UNVERIFIED which boxes a part with fewer cores keeps: 0..n-1 here)");

struct nhmex_pkg {
	u64 gctl;	/* shadow of U_MSR_PMON_GLOBAL_CTL */
};

static struct nhmex_pkg *pkgs;

/* A status that cannot be read says "not ours": the NMI goes on to others. */
static u64 nhmex_pmi_status(struct boxpmu_uncore *u, int pkg)
{
	u64 st;

	if (boxpmu_msr_read(u, NHMEX_U_GLOBAL_STATUS, &st))
		return 0;
	return st;
}

/*
 * On a CPU of @pkg. With frz_all the U-box clears en_all on overflow
 * (section 2.1.1) and only the PMI ack may set it again: other writes take
 * en_all from the register, lest the shadow's unfreeze a package whose
 * handler is still to run, and hold the PMI back, lest they undo its ack's
 * unfreeze. An overflow between the read and the write is undone by the
 * write: held, the service follows at once; else (a hotplug move) freeze
 * first, and leave a pending overflow to the service that ends the move.
 */
static void nhmex_gctl_update(struct boxpmu_uncore *u, int pkg, u64 clear, u64 set)
{
	bool keep = u->pmi && !((clear | set) & NHMEX_GCTL_EN_ALL);
	unsigned long flags;
	bool held;
	u64 v, hw;

	/* hotplug callbacks update it in process context; perf with IRQs off */
	local_irq_save(flags);
	held = keep && boxpmu_pmi_hold(u, pkg);
	v = (pkgs[pkg].gctl & ~clear) | set;
	pkgs[pkg].gctl = v & ~NHMEX_GCTL_RST_ALL;
	if (keep && !boxpmu_msr_read(u, NHMEX_U_GLOBAL_CTL, &hw))
		v = (v & ~NHMEX_GCTL_EN_ALL) | (hw & NHMEX_GCTL_EN_ALL);
	if (keep && !held && (v & NHMEX_GCTL_EN_ALL)) {
		boxpmu_msr_write(u, NHMEX_U_GLOBAL_CTL, v & ~NHMEX_GCTL_EN_ALL);
		if (nhmex_pmi_status(u, pkg))
			v &= ~NHMEX_GCTL_EN_ALL;
	}
	boxpmu_msr_write(u, NHMEX_U_GLOBAL_CTL, v);
	if (held)
		boxpmu_pmi_release(u, pkg);
	local_irq_restore(flags);
}

static const struct boxpmu_format_desc ubox_formats[] = {	/* Table 2-6 */
	BOXPMU_FORMAT(event, 0, BOXPMU_INTEL_CTL_EV_SEL),
	BOXPMU_FORMAT(edge, 0, BOXPMU_INTEL_CTL_EDGE),
	{ }
};

/* perf calls these around reprogramming, never from the PMI handler */
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
	NHMEX_INTEL_CTL_INIT(),
	.num_boxes	= 1,
	.num_counters	= 1,
	.max_inc	= 1,		/* Table 2-8: every event at most 1/cycle */
	.regs = { .ctl0 = 0xc10, .ctr0 = 0xc11 },
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

/* section 2.1.2: reset all, then enable all with rst_all cleared in one write */
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

/* section 2.1.4, once the core cleared the leaves; no rst_all: counting goes on */
static void nhmex_pmi_ack(struct boxpmu_uncore *u, int pkg, u64 status)
{
	boxpmu_msr_write(u, NHMEX_U_GLOBAL_OVF_CTL, status);
	nhmex_gctl_update(u, pkg, 0, NHMEX_GCTL_EN_ALL);
}

/*
 * UNVERIFIED: .pmi_core_sel bit n is taken as the package's n-th present CPU
 * (Linux defines only the mask); past the fourth, the core polls instead.
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

/* the box-level control of all but the U-box; each counter has its .en too */
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

void nhmex_box_disable(struct boxpmu_box *box)
{
	if (box->ctl_shadow) {
		boxpmu_write_reg(box, box->type->regs.box_ctl, 0);
		box->ctl_shadow = 0;
	}
}

/* The SDM (Vol. 3B) gives Westmere the 7500 series' uncore interfaces. */
#define NHMEX_FAMILY	6
#define NHMEX_MODEL	46	/* 0x2e, INTEL_FAM6_NEHALEM_EX */
#define WSMEX_MODEL	47	/* 0x2f, INTEL_FAM6_WESTMERE_EX */

static const struct x86_cpu_id nhmex_cpu_ids[] = {
	X86_MATCH_VENDOR_FAM_MODEL(INTEL, NHMEX_FAMILY, NHMEX_MODEL, NULL),
	X86_MATCH_VENDOR_FAM_MODEL(INTEL, NHMEX_FAMILY, WSMEX_MODEL, NULL),
	{ }
};
MODULE_DEVICE_TABLE(x86cpu, nhmex_cpu_ids);

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
	if (wsmex) {
		nhmex_ubox.events = wsmex_ubox_events;
		nhmex_bbox.events = nhmex_bbox_wsmex_events;
		nhmex_sbox.events = nhmex_sbox_wsmex_events;
	}
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
