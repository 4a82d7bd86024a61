// SPDX-License-Identifier: GPL-2.0
/*
 * Box-level control of the PCI PMON boxes of the Xeon E5-2600 and E5 v2:
 * *_PCI_PMON_BOX_CTL at config offset 0xF4, with each generation's layout
 * (327043 Table 2-119; 329468 Tables 2-38, 2-72, 2-129, see snbep.h), and
 * the Sandy Bridge-EP guide's rule for the invert bit.
 */
#include "snbep.h"

/*
 * Sandy Bridge-EP. Every field of the box control is write-only and reads
 * 0, so the last value written is kept in box->ctl_shadow and nothing is
 * ever read back. Bit 17 is reserved and always written 0.
 *
 * First use: reset the control registers and the counters and enable the
 * freeze, as the guide's set-up sequence does. From then on .frz stops and
 * restarts all counters of the box at once while they are reprogrammed.
 */
void snbep_box_init(struct boxpmu_box *box)
{
	boxpmu_write_reg(box, box->type->regs.box_ctl,
			 SNBEP_BOX_CTL_RST_CTRL | SNBEP_BOX_CTL_RST_CTRS | SNBEP_BOX_CTL_FRZ_EN);
	box->ctl_shadow = SNBEP_BOX_CTL_FRZ_EN;
}

void snbep_box_disable(struct boxpmu_box *box)
{
	if (box->ctl_shadow & SNBEP_BOX_CTL_FRZ)
		return;
	box->ctl_shadow = SNBEP_BOX_CTL_FRZ_EN | SNBEP_BOX_CTL_FRZ;
	boxpmu_write_reg(box, box->type->regs.box_ctl, box->ctl_shadow);
}

void snbep_box_enable(struct boxpmu_box *box)
{
	if (!(box->ctl_shadow & SNBEP_BOX_CTL_FRZ))
		return;
	box->ctl_shadow = SNBEP_BOX_CTL_FRZ_EN;
	boxpmu_write_reg(box, box->type->regs.box_ctl, box->ctl_shadow);
}

/*
 * Ivy Bridge-EP: the same, with every write carrying bits 17:16 set, as
 * the manual requires of them (the E5 v2 datasheet's PmonUnitCtrl names
 * them overflow enable and freeze enable; no counter here has ov_en set,
 * so no overflow is ever signalled). There is no frz_en: .frz alone
 * freezes the box, and the box follows a global freeze.
 */
void ivbep_box_init(struct boxpmu_box *box)
{
	boxpmu_write_reg(box, box->type->regs.box_ctl,
			 SNBEP_BOX_CTL_RST_CTRL | SNBEP_BOX_CTL_RST_CTRS | IVBEP_BOX_CTL_MUST_BE_1);
	box->ctl_shadow = IVBEP_BOX_CTL_MUST_BE_1;
}

void ivbep_box_disable(struct boxpmu_box *box)
{
	if (box->ctl_shadow & SNBEP_BOX_CTL_FRZ)
		return;
	box->ctl_shadow = IVBEP_BOX_CTL_MUST_BE_1 | SNBEP_BOX_CTL_FRZ;
	boxpmu_write_reg(box, box->type->regs.box_ctl, box->ctl_shadow);
}

void ivbep_box_enable(struct boxpmu_box *box)
{
	if (!(box->ctl_shadow & SNBEP_BOX_CTL_FRZ))
		return;
	box->ctl_shadow = IVBEP_BOX_CTL_MUST_BE_1;
	boxpmu_write_reg(box, box->type->regs.box_ctl, box->ctl_shadow);
}

/**
 * snbep_check_invert() - refuse an inverted compare without a threshold
 * @event: the event (hw.config set)
 *
 * The guides apply .invert after the threshold compare, so .thresh must be
 * non-zero for it to mean anything (their note on .invert).
 *
 * Return: 0, or -EINVAL.
 */
int snbep_check_invert(struct perf_event *event)
{
	u64 cfg = event->hw.config;

	if ((cfg & BOXPMU_INTEL_CTL_INVERT) && !(cfg & BOXPMU_INTEL_CTL_THRESH))
		return -EINVAL;
	return 0;
}
