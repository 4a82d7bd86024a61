// SPDX-License-Identifier: GPL-2.0
/* *_PCI_PMON_BOX_CTL of the PCI boxes (layouts in snbep.h); .invert rule */
#include "snbep.h"

/* shadowed, never read back: SNB-EP's box control is write-only, reads 0 */
static void box_ctl_init(struct boxpmu_box *box, u64 keep)
{
	boxpmu_write_reg(box, box->type->regs.box_ctl,
			 SNBEP_BOX_CTL_RST_CTRL | SNBEP_BOX_CTL_RST_CTRS | keep);
	box->ctl_shadow = keep;
}

static void box_ctl_frz(struct boxpmu_box *box, u64 keep, bool frz)
{
	if (!!(box->ctl_shadow & SNBEP_BOX_CTL_FRZ) == frz)
		return;
	box->ctl_shadow = keep | (frz ? SNBEP_BOX_CTL_FRZ : 0);
	boxpmu_write_reg(box, box->type->regs.box_ctl, box->ctl_shadow);
}

/* Sandy Bridge-EP: .frz takes effect only with .frz_en set */
void snbep_box_init(struct boxpmu_box *box)
{
	box_ctl_init(box, SNBEP_BOX_CTL_FRZ_EN);
}

void snbep_box_disable(struct boxpmu_box *box)
{
	box_ctl_frz(box, SNBEP_BOX_CTL_FRZ_EN, true);
}

void snbep_box_enable(struct boxpmu_box *box)
{
	box_ctl_frz(box, SNBEP_BOX_CTL_FRZ_EN, false);
}

void ivbep_box_init(struct boxpmu_box *box)
{
	box_ctl_init(box, IVBEP_BOX_CTL_MUST_BE_1);
}

void ivbep_box_disable(struct boxpmu_box *box)
{
	box_ctl_frz(box, IVBEP_BOX_CTL_MUST_BE_1, true);
}

void ivbep_box_enable(struct boxpmu_box *box)
{
	box_ctl_frz(box, IVBEP_BOX_CTL_MUST_BE_1, false);
}

/* .invert needs .thresh (the guides' note) */
int snbep_check_invert(struct perf_event *event)
{
	u64 cfg = event->hw.config;

	if ((cfg & BOXPMU_INTEL_CTL_INVERT) && !(cfg & BOXPMU_INTEL_CTL_THRESH))
		return -EINVAL;
	return 0;
}
