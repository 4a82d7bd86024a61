// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon E5-2600 (Sandy Bridge-EP) R3QPI box (Uncore Performance Monitoring
 * Guide 327043-001, section 2.9): the ring-to-QPI interface, one box per
 * QPI link, PCI device 19 function 5 (link 0, 8086:3c44) and function 6
 * (link 1, 8086:3c45) on each socket's uncore bus.
 *
 * Table 2-118: R3_Ly_PCI_PMON_BOX_CTL 0xF4, CTL0-2 0xD8/0xDC/0xE0, CTR0-2
 * 0xA0/0xA8/0xB0 as two dwords (A4:A0, AC:A8, B4:B0). Counters are 44 bits
 * wide. No overflow interrupt is used: counters are polled.
 */
#include "snbep.h"

/*
 * Every R3QPI event of the guide (intel/perfmon Jaketown_uncore.json V24,
 * Unit R3QPI): UNC_R3_<NAME> is <name> with '.' as '_'.
 */
static const struct boxpmu_event_desc r3qpi_events[] = {
	BOXPMU_EVENT(clockticks, "event=0x01,umask=0x00"),
	BOXPMU_EVENT(ring_ad_used_cw_even, "event=0x07,umask=0x01"),
	BOXPMU_EVENT(ring_ad_used_cw_odd, "event=0x07,umask=0x02"),
	BOXPMU_EVENT(ring_ad_used_ccw_even, "event=0x07,umask=0x04"),
	BOXPMU_EVENT(ring_ad_used_ccw_odd, "event=0x07,umask=0x08"),
	BOXPMU_EVENT(ring_ak_used_cw_even, "event=0x08,umask=0x01"),
	BOXPMU_EVENT(ring_ak_used_cw_odd, "event=0x08,umask=0x02"),
	BOXPMU_EVENT(ring_ak_used_ccw_even, "event=0x08,umask=0x04"),
	BOXPMU_EVENT(ring_ak_used_ccw_odd, "event=0x08,umask=0x08"),
	BOXPMU_EVENT(ring_bl_used_cw_even, "event=0x09,umask=0x01"),
	BOXPMU_EVENT(ring_bl_used_cw_odd, "event=0x09,umask=0x02"),
	BOXPMU_EVENT(ring_bl_used_ccw_even, "event=0x09,umask=0x04"),
	BOXPMU_EVENT(ring_bl_used_ccw_odd, "event=0x09,umask=0x08"),
	BOXPMU_EVENT(ring_iv_used_any, "event=0x0a,umask=0x0f"),
	BOXPMU_EVENT(rxr_cycles_ne_hom, "event=0x10,umask=0x01"),
	BOXPMU_EVENT(rxr_cycles_ne_snp, "event=0x10,umask=0x02"),
	BOXPMU_EVENT(rxr_cycles_ne_ndr, "event=0x10,umask=0x04"),
	BOXPMU_EVENT(rxr_cycles_ne_drs, "event=0x10,umask=0x08"),
	BOXPMU_EVENT(rxr_cycles_ne_ncb, "event=0x10,umask=0x10"),
	BOXPMU_EVENT(rxr_cycles_ne_ncs, "event=0x10,umask=0x20"),
	BOXPMU_EVENT(rxr_inserts_hom, "event=0x11,umask=0x01"),
	BOXPMU_EVENT(rxr_inserts_snp, "event=0x11,umask=0x02"),
	BOXPMU_EVENT(rxr_inserts_ndr, "event=0x11,umask=0x04"),
	BOXPMU_EVENT(rxr_inserts_drs, "event=0x11,umask=0x08"),
	BOXPMU_EVENT(rxr_inserts_ncb, "event=0x11,umask=0x10"),
	BOXPMU_EVENT(rxr_inserts_ncs, "event=0x11,umask=0x20"),
	BOXPMU_EVENT(rxr_bypassed_ad, "event=0x12,umask=0x01"),
	BOXPMU_EVENT(rxr_occupancy_hom, "event=0x13,umask=0x01"),
	BOXPMU_EVENT(rxr_occupancy_snp, "event=0x13,umask=0x02"),
	BOXPMU_EVENT(rxr_occupancy_ndr, "event=0x13,umask=0x04"),
	BOXPMU_EVENT(rxr_occupancy_drs, "event=0x13,umask=0x08"),
	BOXPMU_EVENT(rxr_occupancy_ncb, "event=0x13,umask=0x10"),
	BOXPMU_EVENT(rxr_occupancy_ncs, "event=0x13,umask=0x20"),
	BOXPMU_EVENT(iio_credits_acquired_drs, "event=0x20,umask=0x08"),
	BOXPMU_EVENT(iio_credits_acquired_ncb, "event=0x20,umask=0x10"),
	BOXPMU_EVENT(iio_credits_acquired_ncs, "event=0x20,umask=0x20"),
	BOXPMU_EVENT(iio_credits_reject_drs, "event=0x21,umask=0x08"),
	BOXPMU_EVENT(iio_credits_reject_ncb, "event=0x21,umask=0x10"),
	BOXPMU_EVENT(iio_credits_reject_ncs, "event=0x21,umask=0x20"),
	BOXPMU_EVENT(iio_credits_used_drs, "event=0x22,umask=0x08"),
	BOXPMU_EVENT(iio_credits_used_ncb, "event=0x22,umask=0x10"),
	BOXPMU_EVENT(iio_credits_used_ncs, "event=0x22,umask=0x20"),
	BOXPMU_EVENT(vna_credit_cycles_out, "event=0x31,umask=0x00"),
	BOXPMU_EVENT(vna_credit_cycles_used, "event=0x32,umask=0x00"),
	BOXPMU_EVENT(vna_credits_acquired, "event=0x33,umask=0x00"),
	BOXPMU_EVENT(vna_credits_reject_hom, "event=0x34,umask=0x01"),
	BOXPMU_EVENT(vna_credits_reject_snp, "event=0x34,umask=0x02"),
	BOXPMU_EVENT(vna_credits_reject_ndr, "event=0x34,umask=0x04"),
	BOXPMU_EVENT(vna_credits_reject_drs, "event=0x34,umask=0x08"),
	BOXPMU_EVENT(vna_credits_reject_ncb, "event=0x34,umask=0x10"),
	BOXPMU_EVENT(vna_credits_reject_ncs, "event=0x34,umask=0x20"),
	BOXPMU_EVENT(vn0_credits_used_hom, "event=0x36,umask=0x01"),
	BOXPMU_EVENT(vn0_credits_used_snp, "event=0x36,umask=0x02"),
	BOXPMU_EVENT(vn0_credits_used_ndr, "event=0x36,umask=0x04"),
	BOXPMU_EVENT(vn0_credits_used_drs, "event=0x36,umask=0x08"),
	BOXPMU_EVENT(vn0_credits_used_ncb, "event=0x36,umask=0x10"),
	BOXPMU_EVENT(vn0_credits_used_ncs, "event=0x36,umask=0x20"),
	BOXPMU_EVENT(vn0_credits_reject_hom, "event=0x37,umask=0x01"),
	BOXPMU_EVENT(vn0_credits_reject_snp, "event=0x37,umask=0x02"),
	BOXPMU_EVENT(vn0_credits_reject_ndr, "event=0x37,umask=0x04"),
	BOXPMU_EVENT(vn0_credits_reject_drs, "event=0x37,umask=0x08"),
	BOXPMU_EVENT(vn0_credits_reject_ncb, "event=0x37,umask=0x10"),
	BOXPMU_EVENT(vn0_credits_reject_ncs, "event=0x37,umask=0x20"),
	{ }
};

/*
 * Counter constraints. From the guide's event list (327043-001 Table
 * 2-122, "Register Restrictions"): the ingress occupancy accumulator
 * (0x13) only on counter 0; on counters 0-1 the other ingress events
 * (0x10-0x12), the IIO credit events (0x20-0x22), the egress events
 * (0x23-0x26) and the VNA/VN0 credit events (0x31-0x34, 0x36, 0x37). The
 * other listed events (clock ticks 0x01, ring usage 0x07-0x0a) may use
 * any counter.
 *
 * Linux (snbep_uncore_r3qpi_constraints) also restricts 0x28-0x2f, 0x30,
 * 0x38 and 0x39 to counters 0-1: codes the SNB-EP guide does not list
 * (IVB-EP has events there). A raw event with one of them may count only
 * there, so we keep that restriction rather than risk a wrong count.
 * 0x35 is in neither list and is not restricted.
 */
static const struct boxpmu_constraint r3qpi_constraints[] = {
	/* Table 2-122 */
	BOXPMU_CONSTRAINT(0x10, 0x3),
	BOXPMU_CONSTRAINT(0x11, 0x3),
	BOXPMU_CONSTRAINT(0x12, 0x3),
	BOXPMU_CONSTRAINT(0x13, 0x1),
	BOXPMU_CONSTRAINT(0x20, 0x3),
	BOXPMU_CONSTRAINT(0x21, 0x3),
	BOXPMU_CONSTRAINT(0x22, 0x3),
	BOXPMU_CONSTRAINT(0x23, 0x3),
	BOXPMU_CONSTRAINT(0x24, 0x3),
	BOXPMU_CONSTRAINT(0x25, 0x3),
	BOXPMU_CONSTRAINT(0x26, 0x3),
	BOXPMU_CONSTRAINT(0x31, 0x3),
	BOXPMU_CONSTRAINT(0x32, 0x3),
	BOXPMU_CONSTRAINT(0x33, 0x3),
	BOXPMU_CONSTRAINT(0x34, 0x3),
	BOXPMU_CONSTRAINT(0x36, 0x3),
	BOXPMU_CONSTRAINT(0x37, 0x3),
	/* not in the guide; restricted as Linux does */
	BOXPMU_CONSTRAINT(0x28, 0x3),
	BOXPMU_CONSTRAINT(0x29, 0x3),
	BOXPMU_CONSTRAINT(0x2a, 0x3),
	BOXPMU_CONSTRAINT(0x2b, 0x3),
	BOXPMU_CONSTRAINT(0x2c, 0x3),
	BOXPMU_CONSTRAINT(0x2d, 0x3),
	BOXPMU_CONSTRAINT(0x2e, 0x3),
	BOXPMU_CONSTRAINT(0x2f, 0x3),
	BOXPMU_CONSTRAINT(0x30, 0x3),
	BOXPMU_CONSTRAINT(0x38, 0x3),
	BOXPMU_CONSTRAINT(0x39, 0x3),
	{ }
};

/*
 * Box control (Table 2-119). Every field is write-only and reads 0, so the
 * last value written is kept in box->ctl_shadow and nothing is ever read
 * back. Bit 17 is reserved and always written 0.
 *
 * First use: reset the control registers and the counters and enable the
 * freeze, as the guide's set-up sequence does. From then on .frz stops and
 * restarts all counters of the box at once while they are reprogrammed.
 */
static void r3qpi_init_box(struct boxpmu_box *box)
{
	boxpmu_write_reg(box, box->type->regs.box_ctl,
			 SNBEP_BOX_CTL_RST_CTRL | SNBEP_BOX_CTL_RST_CTRS | SNBEP_BOX_CTL_FRZ_EN);
	box->ctl_shadow = SNBEP_BOX_CTL_FRZ_EN;
}

static void r3qpi_disable_box(struct boxpmu_box *box)
{
	if (box->ctl_shadow & SNBEP_BOX_CTL_FRZ)
		return;
	box->ctl_shadow = SNBEP_BOX_CTL_FRZ_EN | SNBEP_BOX_CTL_FRZ;
	boxpmu_write_reg(box, box->type->regs.box_ctl, box->ctl_shadow);
}

static void r3qpi_enable_box(struct boxpmu_box *box)
{
	if (!(box->ctl_shadow & SNBEP_BOX_CTL_FRZ))
		return;
	box->ctl_shadow = SNBEP_BOX_CTL_FRZ_EN;
	boxpmu_write_reg(box, box->type->regs.box_ctl, box->ctl_shadow);
}

/*
 * The guide applies invert after the threshold compare, so invert needs a
 * non-zero threshold (the guide's note on .invert: thresh must be non-0).
 */
static int r3qpi_hw_config(struct boxpmu_box *box, struct perf_event *event)
{
	u64 cfg = event->hw.config;

	if ((cfg & BOXPMU_INTEL_CTL_INVERT) && !(cfg & BOXPMU_INTEL_CTL_THRESH))
		return -EINVAL;
	return 0;
}

static const struct boxpmu_type_ops r3qpi_ops = {
	.init_box	= r3qpi_init_box,
	.enable_box	= r3qpi_enable_box,
	.disable_box	= r3qpi_disable_box,
	.hw_config	= r3qpi_hw_config,
};

struct boxpmu_type snbep_r3qpi = {
	.name		= "r3qpi",
	.access		= BOXPMU_ACCESS_PCI,
	.num_boxes	= 2,
	.num_counters	= 3,
	.width		= 44,
	/*
	 * Fastest event: the ingress occupancy accumulator (0x13) adds the
	 * number of valid entries of the selected message classes every
	 * cycle. The guide's per-class ingress depths were not available
	 * (UNVERIFIED); 64 per cycle bounds the sum of all six classes.
	 * Everything else adds at most 1 per uclk. The uclk of the E5-2600
	 * family is below 3 GHz. Derived interval: 2^44 / (64 * 3e9) / 2,
	 * about 45 s.
	 */
	.max_inc	= 64,
	.clock_mhz	= 3000,
	.box_base	= 0,
	.box_stride	= 0,	/* each link is its own PCI function */
	.regs = {
		.box_ctl	= 0xf4,
		.box_status	= BOXPMU_NOREG,
		.box_ovf	= BOXPMU_NOREG,
		.ctl0		= 0xd8,
		.ctl_stride	= 4,
		.ctr0		= 0xa0,
		.ctr_stride	= 8,
		.fixed_ctl	= BOXPMU_NOREG,
		.fixed_ctr	= BOXPMU_NOREG,
	},
	.event_mask	= BOXPMU_INTEL_CTL_EVENT_MASK,
	.enable_bit	= BOXPMU_INTEL_CTL_EN,
	.pmi_bit	= 0,
	.split_counter	= true,
	.constraints	= r3qpi_constraints,
	.formats	= boxpmu_intel_uncore_formats,
	.events		= r3qpi_events,
	.ops		= &r3qpi_ops,
};
