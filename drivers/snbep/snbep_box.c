// SPDX-License-Identifier: GPL-2.0
/*
 * Box-level control of the PCI PMON boxes of the Xeon E5-2600 and E5 v2:
 * *_PCI_PMON_BOX_CTL at config offset 0xF4, with each generation's layout
 * (327043 Table 2-119; 329468 Tables 2-38, 2-72, 2-129, see snbep.h), and
 * the Sandy Bridge-EP guide's rule for the invert bit.
 */
#include "snbep.h"

/*
 * Both generations keep the last value written in box->ctl_shadow and
 * never read the register back: on Sandy Bridge-EP every field of the box
 * control is write-only and reads 0. @keep is what each generation writes
 * with every value (below); box_ctl_init() resets the control registers
 * and the counters, as the guides' set-up sequences do, and from then on
 * .frz stops and restarts all counters of the box at once while they are
 * reprogrammed.
 */
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

/*
 * Sandy Bridge-EP: .frz_en set in every value, so that .frz (and a global
 * freeze) takes effect; bit 17 is reserved and always written 0.
 */
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

/*
 * Ivy Bridge-EP: every value carries bits 17:16 set, as the manual
 * requires of them (the E5 v2 datasheet's PmonUnitCtrl names them overflow
 * enable and freeze enable; no counter here has ov_en set, so no overflow
 * is ever signalled). There is no frz_en: .frz alone freezes the box, and
 * the box follows a global freeze.
 */
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
