// SPDX-License-Identifier: GPL-2.0
/* *_PCI_PMON_BOX_CTL (snbep.h), shadowed: SNB-EP's is write-only, reads 0; .invert rule */
#include "snbep.h"

/* what every write keeps: on SNB-EP (whose one PCI box is the R3QPI) .frz needs .frz_en */
static u64 box_ctl_keep(const struct boxpmu_box *box)
{
	return box->type == &snbep_r3qpi ? SNBEP_BOX_CTL_FRZ_EN : IVBEP_BOX_CTL_MUST_BE_1;
}

void snbep_box_init(struct boxpmu_box *box)
{
	u64 keep = box_ctl_keep(box);

	boxpmu_write_reg(box, box->type->regs.box_ctl,
			 SNBEP_BOX_CTL_RST_CTRL | SNBEP_BOX_CTL_RST_CTRS | keep);
	box->ctl_shadow = keep;
}

static void box_ctl_frz(struct boxpmu_box *box, bool frz)
{
	if (!!(box->ctl_shadow & SNBEP_BOX_CTL_FRZ) == frz)
		return;
	box->ctl_shadow = box_ctl_keep(box) | (frz ? SNBEP_BOX_CTL_FRZ : 0);
	boxpmu_write_reg(box, box->type->regs.box_ctl, box->ctl_shadow);
}

void snbep_box_disable(struct boxpmu_box *box)
{
	box_ctl_frz(box, true);
}

void snbep_box_enable(struct boxpmu_box *box)
{
	box_ctl_frz(box, false);
}

/* .invert needs .thresh (the guides' note); IVB-EP's R3QPI formats have no .invert */
int snbep_check_invert(struct perf_event *event)
{
	u64 cfg = event->hw.config;

	if ((cfg & BOXPMU_INTEL_CTL_INVERT) && !(cfg & BOXPMU_INTEL_CTL_THRESH))
		return -EINVAL;
	return 0;
}
