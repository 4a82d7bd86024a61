// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon 7500 uncore U-box (Uncore Programming Guide 323535-001, section 2.2).
 *
 * The U-box is the system configuration controller. It has one 48-bit
 * counter, U_MSR_PMON_CTR (0xC11), selected by U_MSR_PMON_EV_SEL (0xC10):
 * .ev_sel 7:0, .edge_detect 18, .pmi_en 20, .en 22 (Table 2-6); there is
 * no umask, threshold or invert. Its box-level enable is bit 0 of the
 * global control U_MSR_PMON_GLOBAL_CTL, and its overflow is reported only
 * in the global status (U_MSR_PMON_GLOBAL_STATUS), cleared through
 * U_MSR_PMON_GLOBAL_OVF_CTL.
 */
#include "nhmex.h"

#define BOXPMU_EVENT_TABLES_UBOX
#include "nhmex_events.h"

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

/**
 * nhmex_ubox_setup() - the U-box events of the CPU found
 * @wsmex: Westmere-EX (model 47) rather than Xeon 7500 (model 46)
 *
 * Before the type is registered: Westmere-EX has three events more
 * (nhmex_events.h).
 */
void nhmex_ubox_setup(bool wsmex)
{
	nhmex_ubox.events = wsmex ? wsmex_ubox_events : nhmex_ubox_events;
}

static const struct boxpmu_type_ops ubox_ops = {
	.enable_box	= ubox_enable,
	.disable_box	= ubox_disable,
	.read_status	= ubox_read_status,
	.clear_status	= ubox_clear_status,
};

struct boxpmu_type nhmex_ubox = {
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
