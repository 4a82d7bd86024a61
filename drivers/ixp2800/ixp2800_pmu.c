// SPDX-License-Identifier: GPL-2.0
/*
 * Intel IXP2800 chip-wide PMU, uncore_ixp2800 (HRM chapter 11, pp. 375-382):
 * CHAP counter blocks of command, event, status and data registers at
 * PMUADR; units per section 11.4.6 (ME16's target, printed 100110, is
 * 110110). Layout, opcodes and flags are UNVERIFIED, from the 413808/81341
 * PMON chapters (the same CHAP design), hence module parameters.
 */
#define pr_fmt(fmt) "boxpmu_ixp2800: " fmt

#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/mod_devicetable.h>
#include <linux/property.h>
#include <linux/ioport.h>
#include <linux/mutex.h>
#include <linux/bitfield.h>

#include <boxpmu/core.h>
#include <boxpmu/ixp2800.h>

#include "ixp2800_events.h"

BOXPMU_PARAM(uint, num_counters, 0,
	     "CHAP counters; 0 (default): from platform data or devicetree, else 2 (the HRM's minimum). At most 8 are used");
BOXPMU_PARAM(uint, clock_mhz, 0,
	     "UNVERIFIED: clock the counters count at, in MHz, for the poll interval; 0 (default): from platform data or devicetree, else 1400");
BOXPMU_PARAM(uint, width, 32, "UNVERIFIED: counter width in bits, 16..32 (default 32)");
BOXPMU_PARAM(bool, irq, true,
	     "Overflow by the PMU interrupt where the device has one (default Y); N: poll");
BOXPMU_PARAM(uint, poll_ms, 0,
	     "Poll interval in ms; 0 (default) derives it from width and clock_mhz");

/* The CHAP register layout; every field UNVERIFIED for the IXP2800. */
static struct chap_layout {
	unsigned int stride, cmd, evt, sts, data;
	unsigned int op_shift, op_stop, op_start, op_sample, op_reset, op_preload;
	unsigned int cond_shift, cond_eq, ie_shift, sts_shift;
} chap = {
	.stride = 0x10, .cmd = 0x0, .evt = 0x4, .sts = 0x8, .data = 0xc,
	.op_shift = 16, .op_stop = 0x0, .op_start = 0x1, .op_sample = 0x2,
	.op_reset = 0x4, .op_preload = 0xf,
	.cond_shift = 22, .cond_eq = 1, .ie_shift = 24, .sts_shift = 0,
};

module_param_named(stride, chap.stride, uint, 0444);
MODULE_PARM_DESC(stride, "UNVERIFIED: distance between counter blocks (default 0x10)");
module_param_named(cmd, chap.cmd, uint, 0444);
MODULE_PARM_DESC(cmd, "UNVERIFIED: command register offset in a block (default 0x0)");
module_param_named(evt, chap.evt, uint, 0444);
MODULE_PARM_DESC(evt, "UNVERIFIED: event register offset in a block (default 0x4)");
module_param_named(sts, chap.sts, uint, 0444);
MODULE_PARM_DESC(sts, "UNVERIFIED: status register offset in a block (default 0x8)");
module_param_named(data, chap.data, uint, 0444);
MODULE_PARM_DESC(data, "UNVERIFIED: data register offset in a block (default 0xc)");
module_param_named(op_shift, chap.op_shift, uint, 0444);
MODULE_PARM_DESC(op_shift, "UNVERIFIED: lowest bit of the 4-bit command opcode (default 16)");
module_param_named(op_stop, chap.op_stop, uint, 0444);
MODULE_PARM_DESC(op_stop, "UNVERIFIED: stop opcode (default 0)");
module_param_named(op_start, chap.op_start, uint, 0444);
MODULE_PARM_DESC(op_start, "UNVERIFIED: start opcode (default 1)");
module_param_named(op_sample, chap.op_sample, uint, 0444);
MODULE_PARM_DESC(op_sample, "UNVERIFIED: sample opcode (default 2)");
module_param_named(op_reset, chap.op_reset, uint, 0444);
MODULE_PARM_DESC(op_reset, "UNVERIFIED: reset opcode (default 4)");
module_param_named(op_preload, chap.op_preload, uint, 0444);
MODULE_PARM_DESC(op_preload, "UNVERIFIED: preload opcode (default 0xf)");
module_param_named(cond_shift, chap.cond_shift, uint, 0444);
MODULE_PARM_DESC(cond_shift, "UNVERIFIED: lowest bit of the 2-bit condition code (default 22)");
module_param_named(cond_eq, chap.cond_eq, uint, 0444);
MODULE_PARM_DESC(cond_eq, "UNVERIFIED: condition code 'counter equals data' (default 1)");
module_param_named(ie_shift, chap.ie_shift, uint, 0444);
MODULE_PARM_DESC(ie_shift, "UNVERIFIED: lowest of the overflow, underflow, threshold interrupt enables (default 24)");
module_param_named(sts_shift, chap.sts_shift, uint, 0444);
MODULE_PARM_DESC(sts_shift, "UNVERIFIED: lowest of the overflow, underflow, threshold status flags (default 0)");

#define CHAP_DEFAULT_MHZ	1400
/* widths of the fields that op_shift, cond_shift, ie_shift and sts_shift place */
#define CHAP_OP_BITS		4
#define CHAP_COND_BITS		2
#define CHAP_FLAG_BITS		3	/* the enables and the status flags */
#define CHAP_IE_OVF		BIT(0)
#define CHAP_IE_UNF		BIT(1)
#define CHAP_IE_THR		BIT(2)
#define CHAP_STS_ALL		GENMASK(CHAP_FLAG_BITS - 1, 0)

#define CFG_INC			GENMASK_ULL(15, 0)
#define CFG_DEC			GENMASK_ULL(31, 16)
#define CFG1_THRESH		GENMASK_ULL(30, 0)
#define CFG1_DOWN		BIT_ULL(31)

static const struct boxpmu_format_desc ixp_formats[] = {
	BOXPMU_FORMAT(event, 0, CFG_INC),
	BOXPMU_FORMAT(esc, 0, GENMASK_ULL(5, 0)),
	BOXPMU_FORMAT(target, 0, GENMASK_ULL(11, 6)),
	BOXPMU_FORMAT(block, 0, GENMASK_ULL(15, 12)),
	BOXPMU_FORMAT(dec_event, 0, CFG_DEC),
	BOXPMU_FORMAT(dec_esc, 0, GENMASK_ULL(21, 16)),
	BOXPMU_FORMAT(dec_target, 0, GENMASK_ULL(27, 22)),
	BOXPMU_FORMAT(dec_block, 0, GENMASK_ULL(31, 28)),
	BOXPMU_FORMAT(thresh, 1, CFG1_THRESH),
	BOXPMU_FORMAT(thresh_down, 1, CFG1_DOWN),
	{ }
};

/*
 * Per box (&boxpmu_box.priv), so the retired box of an unbound device and
 * the box of a newly bound one share no state.
 */
struct chap_counter {
	unsigned int ie;	/* CHAP_IE_* */
	bool armed;		/* threshold compare on */
	u32 thr;		/* its value in the data register */
	u32 sts;		/* flags found by the last read_status */
	bool running;		/* started by enable_event */
	bool held;		/* stopped by read_status until clear_status */
};

static struct chap_counter *chap_ctr(struct boxpmu_box *box, int idx)
{
	return &((struct chap_counter *)box->priv)[idx];
}

static u32 blk(int idx, unsigned int reg)
{
	return idx * chap.stride + reg;
}

static int chap_cmd(struct boxpmu_box *box, int idx, unsigned int op, bool cond)
{
	u32 v = boxpmu_field_prep(op, chap.op_shift, CHAP_OP_BITS) |
		boxpmu_field_prep(chap_ctr(box, idx)->ie, chap.ie_shift, CHAP_FLAG_BITS);

	if (cond)
		v |= boxpmu_field_prep(chap.cond_eq, chap.cond_shift, CHAP_COND_BITS);
	return boxpmu_write_reg(box, blk(idx, chap.cmd), v);
}

static int chap_write_sts(struct boxpmu_box *box, int idx, u32 flags)
{
	u32 v = boxpmu_field_prep(flags, chap.sts_shift, CHAP_FLAG_BITS);

	return boxpmu_write_reg(box, blk(idx, chap.sts), v);
}

static int chap_data(struct boxpmu_box *box, int idx, u32 *val)
{
	u64 v;
	int ret = boxpmu_read_reg(box, blk(idx, chap.data), &v);

	*val = v;
	return ret;
}

/*
 * While the compare is armed the data register holds its value and a
 * sample is not latched: disarm, sample and read, then restore and re-arm.
 */
static int chap_read_counter(struct boxpmu_box *box, int idx, u64 *val)
{
	struct chap_counter *c = chap_ctr(box, idx);
	u32 v;
	int ret;

	ret = chap_cmd(box, idx, chap.op_sample, false);
	if (!ret)
		ret = chap_data(box, idx, &v);
	if (c->armed) {
		boxpmu_write_reg(box, blk(idx, chap.data), c->thr);
		chap_cmd(box, idx, chap.op_sample, true);
	}
	if (!ret)
		*val = v;
	return ret;
}

/* an armed compare value moves with the preloaded counter */
static int chap_write_counter(struct boxpmu_box *box, int idx, u64 val)
{
	struct chap_counter *c = chap_ctr(box, idx);
	u32 cur = 0;
	int ret;

	ret = chap_cmd(box, idx, chap.op_sample, false);
	if (!ret && c->armed)
		ret = chap_data(box, idx, &cur);
	if (!ret)
		ret = boxpmu_write_reg(box, blk(idx, chap.data), (u32)val);
	if (!ret)
		ret = chap_cmd(box, idx, chap.op_preload, false);
	if (c->armed) {
		if (!ret)
			c->thr = (u32)val + (c->thr - cur);
		boxpmu_write_reg(box, blk(idx, chap.data), c->thr);
		chap_cmd(box, idx, chap.op_sample, true);
	}
	return ret;
}

static void chap_enable_event(struct boxpmu_box *box, struct perf_event *event)
{
	struct hw_perf_event *hwc = &event->hw;
	struct chap_counter *c = chap_ctr(box, hwc->idx);
	u64 t = event->attr.config1;

	/* stale flags of an earlier use must not interrupt */
	chap_write_sts(box, hwc->idx, CHAP_STS_ALL);
	boxpmu_write_reg(box, blk(hwc->idx, chap.evt), (u32)hwc->config);
	c->ie = box->polling ? 0 : CHAP_IE_OVF | CHAP_IE_UNF;
	c->armed = t & CFG1_THRESH;
	if (c->armed) {
		u32 start = local64_read(&hwc->prev_count);
		u32 n = t & CFG1_THRESH;

		c->thr = t & CFG1_DOWN ? start - n : start + n;
		c->ie |= CHAP_IE_THR;
		boxpmu_write_reg(box, blk(hwc->idx, chap.data), c->thr);
	}
	c->running = true;
	chap_cmd(box, hwc->idx, chap.op_start, c->armed);
}

static void chap_disable_event(struct boxpmu_box *box, struct perf_event *event)
{
	struct chap_counter *c = chap_ctr(box, event->hw.idx);

	c->ie = 0;
	c->armed = false;
	c->running = false;
	c->held = false;
	chap_cmd(box, event->hw.idx, chap.op_stop, false);
}

/*
 * A counter counts on after an overflow (the HRM does not say it stops):
 * hold a flagged one until chap_clear_status(), after the core's read and
 * preload, so no counted event is lost between them.
 */
static int chap_read_status(struct boxpmu_box *box, u64 *status)
{
	unsigned int i;
	int ret = 0;

	*status = 0;
	for (i = 0; i < box->type->num_counters; i++) {
		struct chap_counter *c = chap_ctr(box, i);
		u64 v;

		c->sts = 0;
		if (boxpmu_read_reg(box, blk(i, chap.sts), &v)) {
			ret = -EIO;
			continue;
		}
		c->sts = boxpmu_field_get(v, chap.sts_shift, CHAP_FLAG_BITS);
		if (!c->sts)
			continue;
		*status |= BIT_ULL(i);
		if (c->running && !c->held) {
			c->held = true;
			chap_cmd(box, i, chap.op_stop, c->armed);
		}
	}
	return *status ? 0 : ret;
}

/*
 * The threshold compare is a level: disarm it before clearing its flag.
 * APB writes may be posted: reading the last status back makes the clears
 * land before the interrupt is re-enabled.
 */
static void chap_clear_status(struct boxpmu_box *box, u64 bits)
{
	unsigned long b = bits;
	int i, last = -1;
	u64 v;

	for_each_set_bit(i, &b, box->type->num_counters) {
		struct chap_counter *c = chap_ctr(box, i);

		if ((c->sts & CHAP_IE_THR) && c->armed) {
			c->armed = false;
			c->ie &= ~CHAP_IE_THR;
			chap_cmd(box, i, chap.op_sample, false);
		}
		chap_write_sts(box, i, c->sts);
		last = i;
		if (c->held) {
			c->held = false;
			chap_cmd(box, i, chap.op_start, c->armed);
		}
	}
	if (last >= 0)
		boxpmu_read_reg(box, blk(last, chap.sts), &v);
}

static void chap_init_box(struct boxpmu_box *box)
{
	unsigned int i;

	for (i = 0; i < box->type->num_counters; i++) {
		*chap_ctr(box, i) = (struct chap_counter){ };
		chap_cmd(box, i, chap.op_reset, false);
		boxpmu_write_reg(box, blk(i, chap.evt), 0);
		chap_write_sts(box, i, CHAP_STS_ALL);
	}
}

static int chap_hw_config(struct boxpmu_box *box, struct perf_event *event)
{
	u64 cfg = event->attr.config, t = event->attr.config1;
	u64 inc = FIELD_GET(CFG_INC, cfg), dec = FIELD_GET(CFG_DEC, cfg);

	/* both selectors 0: no event; the same one both ways counts nothing */
	if (inc == dec)
		return -EINVAL;
	if (!(t & CFG1_THRESH) && (t & CFG1_DOWN))
		return -EINVAL;
	if (t & CFG1_THRESH) {
		/* one compare value per counter, ahead of the half-range preload */
		if ((t & CFG1_THRESH) >= BIT_ULL(box->type->width - 1))
			return -EINVAL;
		if (!READ_ONCE(box->irq))
			return -EOPNOTSUPP;
	}
	return 0;
}

static const struct boxpmu_type_ops chap_ops = {
	.init_box	= chap_init_box,
	.enable_event	= chap_enable_event,
	.disable_event	= chap_disable_event,
	.read_counter	= chap_read_counter,
	.write_counter	= chap_write_counter,
	.read_status	= chap_read_status,
	.clear_status	= chap_clear_status,
	.hw_config	= chap_hw_config,
};

static struct boxpmu_type ixp2800_chap = {
	.name		= "ixp2800",
	.access		= BOXPMU_ACCESS_MMIO,
	.num_boxes	= 1,
	.max_inc	= 1,	/* a CHAP counter moves by one per cycle */
	.decrement_mask	= CFG_DEC,
	.box_priv_size	= BOXPMU_MAX_COUNTERS * sizeof(struct chap_counter),
	.formats	= ixp_formats,
	.events		= ixp_events,
	.ops		= &chap_ops,
};

static struct boxpmu_type * const ixp_types[] = {
	&ixp2800_chap,
	NULL,
};

static struct boxpmu_uncore ixp_uncore = {
	.name	= "boxpmu_ixp2800",
	.types	= ixp_types,
};

/*
 * The PMU is registered at the first probe, which gives the counter count,
 * and kept until unload: a device bound again joins the same PMU.
 */
static DEFINE_MUTEX(ixp_lock);
static bool ixp_registered;

static unsigned int ixp_num_counters(struct device *dev)
{
	const struct ixp2800_pmu_platform_data *pd = dev_get_platdata(dev);
	u32 n = 0;

	if (num_counters)
		n = num_counters;
	else if (pd && pd->num_counters)
		n = pd->num_counters;
	else if (device_property_read_u32(dev, "intel,num-counters", &n) || !n)
		n = 0;
	if (!n) {
		dev_info(dev, "number of counters not given: using the HRM's minimum of 2 (num_counters= to override)\n");
		n = 2;
	}
	if (n > BOXPMU_MAX_COUNTERS) {
		dev_info(dev, "%u CHAP counters: using the first %u\n", n, BOXPMU_MAX_COUNTERS);
		n = BOXPMU_MAX_COUNTERS;
	}
	return n;
}

static unsigned int ixp_clock_mhz(struct device *dev)
{
	const struct ixp2800_pmu_platform_data *pd = dev_get_platdata(dev);
	u32 hz;

	if (clock_mhz)
		return clock_mhz;
	if (pd && pd->clock_mhz)
		return pd->clock_mhz;
	if (!device_property_read_u32(dev, "clock-frequency", &hz) && hz >= 1000000)
		return hz / 1000000;
	dev_info(dev, "PMU clock not given: assuming %u MHz, UNVERIFIED (clock_mhz= to override)\n",
		 CHAP_DEFAULT_MHZ);
	return CHAP_DEFAULT_MHZ;
}

static int ixp_check_layout(struct device *dev, unsigned int n, resource_size_t size)
{
	unsigned int regs[] = { chap.cmd, chap.evt, chap.sts, chap.data };
	unsigned int i, j;

	for (i = 0; i < ARRAY_SIZE(regs); i++) {
		if ((regs[i] & 3) || regs[i] + 4 > chap.stride)
			goto bad;
		for (j = 0; j < i; j++)
			if (regs[i] == regs[j])
				goto bad;
	}
	if (chap.op_shift > 32 - CHAP_OP_BITS || chap.cond_shift > 32 - CHAP_COND_BITS ||
	    chap.ie_shift > 32 - CHAP_FLAG_BITS || chap.sts_shift > 32 - CHAP_FLAG_BITS ||
	    (u64)n * chap.stride > size)
		goto bad;
	return 0;
bad:
	dev_err(dev, "register layout parameters do not fit %u counters in %pa bytes\n", n, &size);
	return -EINVAL;
}

static int ixp_probe(struct platform_device *pdev)
{
	struct resource *res = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	unsigned int n = ixp_num_counters(&pdev->dev);
	int ret;

	if (!res)
		return -ENODEV;
	ret = ixp_check_layout(&pdev->dev, n, resource_size(res));
	if (ret)
		return ret;
	mutex_lock(&ixp_lock);
	if (!ixp_registered) {
		ixp2800_chap.num_counters = n;
		ixp2800_chap.width = width;
		ixp2800_chap.clock_mhz = ixp_clock_mhz(&pdev->dev);
		ixp_uncore.irq = irq;
		ixp_uncore.poll_ms = poll_ms;
		ret = boxpmu_uncore_register(&ixp_uncore);
		ixp_registered = !ret;
	} else if (n != ixp2800_chap.num_counters) {
		dev_err(&pdev->dev, "%u counters, but uncore_ixp2800 has %u: reload the module\n",
			n, ixp2800_chap.num_counters);
		ret = -EINVAL;
	}
	if (!ret)
		ret = boxpmu_box_attach(&ixp_uncore, &ixp2800_chap, 0, 0, &pdev->dev);
	mutex_unlock(&ixp_lock);
	if (!ret)
		dev_info(&pdev->dev, "uncore_ixp2800: %u CHAP counters, %u bits\n", n, width);
	return ret;
}

static void ixp_remove(struct platform_device *pdev)
{
	boxpmu_box_detach(&ixp_uncore, &ixp2800_chap, 0, 0);
}

static const struct of_device_id ixp_of_ids[] = {
	{ .compatible = "intel,ixp2800-pmu" },
	{ }
};
MODULE_DEVICE_TABLE(of, ixp_of_ids);

static const struct platform_device_id ixp_ids[] = {
	{ .name = IXP2800_PMU_DEV_NAME },
	{ }
};
MODULE_DEVICE_TABLE(platform, ixp_ids);

static struct platform_driver ixp_driver = {
	.driver = {
		.name		= "boxpmu_ixp2800",
		.of_match_table	= ixp_of_ids,
	},
	.id_table	= ixp_ids,
	.probe		= ixp_probe,
	.remove_new	= ixp_remove,
};

static int __init ixp_init(void)
{
	if (width < 16 || width > 32) {
		pr_err("width=%u: must be 16..32\n", width);
		return -EINVAL;
	}
	ixp_uncore.owner = THIS_MODULE;
	return platform_driver_register(&ixp_driver);
}

static void __exit ixp_exit(void)
{
	platform_driver_unregister(&ixp_driver);
	if (ixp_registered)
		boxpmu_uncore_unregister(&ixp_uncore);
}

module_init(ixp_init);
module_exit(ixp_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("boxpmu: Intel IXP2800 chip-wide performance monitor (CHAP counters)");
