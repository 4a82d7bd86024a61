// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: the IXP2800 chip-wide Performance Monitor Unit (HRM
 * chapter 11, "CHAP" counters), as a platform device with a memory
 * resource (the CHAP register space at the base in PMUADR) and a level
 * interrupt from the simulator's interrupt controller (sim_irq.c).
 *
 * From the HRM (VERIFIED, pages 375-378, 382): each counter has a
 * command, an event, a status and a data register, packaged as a counter
 * block, blocks numbered 0..N-1 from the base; at least 2 counters, space
 * for 256; each counter is incremented by one event and decremented by
 * another; sampling latches the counter into the data register; the data
 * register is compared (">=<") with the counter; a counter interrupts on
 * a threshold condition, on overflow or on underflow; registers are 32
 * bits on a 32-bit APB.
 *
 * From the Intel 413808/81341 PMON chapters, the same CHAP design in
 * later parts (UNVERIFIED for the IXP2800; see the hardware facts):
 * - block stride 0x10: command +0x0, event +0x4, status +0x8, data +0xC;
 * - command bits 19:16 opcode: 0 stop, 1 start, 2 sample (counter into
 *   data; not done while a condition code is set, the data register then
 *   holds the compare value), 4 reset (counter 0, stopped), 5 restart
 *   (counter 0, running), 6 sample and restart, 0xf preload (counter :=
 *   data, run state kept); other opcodes are ignored;
 * - a counter counts +1 in each cycle its increment event occurs and -1
 *   in each its decrement event occurs (0 if both); 32 bits, wrapping;
 * - status bit 29: the counter is running (read only).
 *
 * Our own choices where no source says (UNVERIFIED; the driver's layout
 * parameters default to the same values):
 * - command bits 7:0 trigger event: only 0 (execute at once) is modelled;
 *   bits 23:22 condition code: 0 none, 1 counter == data, 2 counter >=
 *   data, 3 counter <= data (unsigned); bits 26:24 interrupt enables for
 *   overflow, underflow, threshold. The other bits are reserved: a
 *   command with one set, a trigger or an undefined opcode counts in
 *   SIM_RESERVED_BIT_WRITES.
 * - event register: bits 15:0 the increment event, 31:16 the decrement
 *   event; each a 16-bit selector, design block 15:12, target ID 11:6,
 *   event selection code 5:0 (the HRM's section 11.4.6 headings name
 *   blocks and target IDs; their encoding in the register is ours);
 *   selector 0 selects no event.
 * - status bits 0 overflow (carry out of bit 31 counting up), 1
 *   underflow (borrow counting down), 2 threshold (the condition holds;
 *   a level: set again at once after clearing while it still holds);
 *   write 1 to clear.
 * - the interrupt output is asserted while any counter has a status bit
 *   set whose enable is set.
 * - a status write is posted: it lands at the next access of the chip
 *   (a read does not pass it, nor does a later write) or before the next
 *   events, not at once. Until then the flags it clears stay set and
 *   keep the output asserted: a handler that returns right after its
 *   clearing write has the interrupt re-enabled over a still asserted
 *   output and takes it again. Linux's mach-ixp2000 wrote such registers
 *   with ixp2000_reg_wrb(), a write read back, for that reason; that the
 *   PMU's APB posts its writes is UNVERIFIED (the HRM pages available do
 *   not say), the read-back is harmless where it does not.
 *
 * Injection: "event=<selector> count=N" (inc must be 1): the event occurs
 * in N cycles. The model counts up to each point where a counter wraps or
 * reaches its compare value, then, if the interrupt output is asserted,
 * raises it and waits (up to pmi_wait_ms) for software to clear it before
 * counting on: the hardware counts on meanwhile, but at real event rates a
 * handler runs long before the counter has moved far. Cycles in which a
 * stopped counter's selected event occurs are counted as dropped.
 *
 * busy=K with an injection: the events go on occurring while software
 * services the interrupt the injection raised, K of them right after each
 * register access while the interrupt output is asserted (a handler's
 * accesses take time; the events do not wait). They are counted by the
 * running counters that select them, like any other. SIM_BUSY_EVENTS is
 * how many occurred, SIM_COUNTED<n> the net events counter n counted,
 * whatever was written to it: a driver that loses none of its counter's
 * events reports exactly that much. The rate per access is a test
 * workload, not a hardware fact.
 *
 * fail_reads: the next N data register reads fail with -EIO. (On the
 * hardware a failed APB read would be an external abort; this only
 * exercises the core's handling of a failed read.)
 */
#define pr_fmt(fmt) "boxpmu_sim: " fmt

#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/ioport.h>
#include <linux/interrupt.h>
#include <linux/spinlock.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/sizes.h>
#include <linux/minmax.h>
#include <linux/bitfield.h>

#include <boxpmu/ixp2800.h>
#include "sim.h"

static unsigned int ixp2800_counters = 4;
module_param(ixp2800_counters, uint, 0444);
MODULE_PARM_DESC(ixp2800_counters,
		 "CHAP counters of the simulated IXP2800 PMU, 2..16 (default 4; the HRM: at least 2)");

static bool ixp2800_irq = true;
module_param(ixp2800_irq, bool, 0444);
MODULE_PARM_DESC(ixp2800_irq,
		 "Give the simulated IXP2800 PMU device an interrupt (default on; off: its driver polls)");

#define CHAP_MAX		16
#define CHAP_SPACE		SZ_4K	/* 256 blocks of 0x10 */
#define CHAP_STRIDE		0x10
#define CHAP_CMD		0x0
#define CHAP_EVT		0x4
#define CHAP_STS		0x8
#define CHAP_DATA		0xc

#define CMD_TRIG		GENMASK(7, 0)
#define CMD_OP			GENMASK(19, 16)
#define CMD_COND		GENMASK(23, 22)
#define CMD_IE			GENMASK(26, 24)
#define CMD_RSV			(~(CMD_TRIG | CMD_OP | CMD_COND | CMD_IE))

#define OP_STOP			0x0
#define OP_START		0x1
#define OP_SAMPLE		0x2
#define OP_RESET		0x4
#define OP_RESTART		0x5
#define OP_SAMPLE_RESTART	0x6
#define OP_PRELOAD		0xf

#define COND_NONE		0
#define COND_EQ			1
#define COND_GE			2
#define COND_LE			3

#define STS_OVF			BIT(0)
#define STS_UNF			BIT(1)
#define STS_THR			BIT(2)
#define STS_FLAGS		(STS_OVF | STS_UNF | STS_THR)
#define STS_ACTIVE		BIT(29)

struct chap_ctr {
	u32 cmd;	/* trigger, condition and enables of the last command */
	u32 evt;
	u32 sts;
	u32 data;
	u32 ctr;
	u32 posted;	/* status flags a posted write will clear */
	bool running;
	s64 counted;	/* net events counted, writes aside */
};

static struct ixp_chip {
	raw_spinlock_t lock;		/* the registers */
	struct mutex inject_lock;	/* one injection at a time */
	unsigned int n;
	struct chap_ctr c[CHAP_MAX];
	u64 violations;
	u64 samples;
	u64 busy;		/* busy=: events per access while asserted */
	u32 busy_sel;		/* their selector */
	u64 busy_events;	/* such events that occurred, counted or not */
} chip;

static struct sim_box ixp_sbox = { .name = "uncore_ixp2800", .keys = SIM_KEY_BUSY };
static struct sim_irq_line ixp_line;
static struct resource ixp_window;
static struct platform_device *ixp_pdev;
static bool ixp_present;
static struct ixp2800_pmu_platform_data ixp_pdata;

static bool chap_cond(const struct chap_ctr *c)
{
	switch (FIELD_GET(CMD_COND, c->cmd)) {
	case COND_EQ:
		return c->ctr == c->data;
	case COND_GE:
		return c->ctr >= c->data;
	case COND_LE:
		return c->ctr <= c->data;
	}
	return false;
}

/* The comparator: a level, so the flag comes back while it holds. */
static void chap_compare(struct chap_ctr *c)
{
	if (chap_cond(c))
		c->sts |= STS_THR;
}

/* Posted status writes land, in order, before anything after them. */
static void chap_land_locked(void)
{
	unsigned int i;

	for (i = 0; i < chip.n; i++) {
		struct chap_ctr *c = &chip.c[i];

		if (!c->posted)
			continue;
		c->sts &= ~c->posted;
		c->posted = 0;
		chap_compare(c);
	}
}

static bool chap_asserted_locked(void)
{
	unsigned int i;

	for (i = 0; i < chip.n; i++)
		if (chip.c[i].sts & FIELD_GET(CMD_IE, chip.c[i].cmd))
			return true;
	return false;
}

static bool chap_level(void *data)
{
	unsigned long flags;
	bool up;

	raw_spin_lock_irqsave(&chip.lock, flags);
	up = chap_asserted_locked();
	raw_spin_unlock_irqrestore(&chip.lock, flags);
	return up;
}

static void chap_command(struct chap_ctr *c, u32 val)
{
	unsigned int op = FIELD_GET(CMD_OP, val);

	if ((val & (CMD_RSV | CMD_TRIG)) ||
	    (op > OP_SAMPLE_RESTART && op != OP_PRELOAD) || op == 3)
		chip.violations++;
	/* the condition applies to this command's own sample already */
	c->cmd = val & (CMD_TRIG | CMD_COND | CMD_IE);
	switch (op) {
	case OP_STOP:
		c->running = false;
		break;
	case OP_START:
		c->running = true;
		break;
	case OP_SAMPLE:
	case OP_SAMPLE_RESTART:
		chip.samples++;
		if (!FIELD_GET(CMD_COND, c->cmd))
			c->data = c->ctr;
		if (op == OP_SAMPLE_RESTART) {
			c->ctr = 0;
			c->running = true;
		}
		break;
	case OP_RESET:
		c->ctr = 0;
		c->running = false;
		break;
	case OP_RESTART:
		c->ctr = 0;
		c->running = true;
		break;
	case OP_PRELOAD:
		c->ctr = c->data;
		break;
	}
}

static void chap_busy_locked(void);

/* The window is the chip itself; its cookie is not an address. */
static void __iomem *ixp_cookie(void)
{
	return (void __iomem __force *)&chip;
}

void __iomem *sim_ixp2800_mmio_map(const struct resource *res)
{
	if (!READ_ONCE(ixp_present) || res->start != ixp_window.start ||
	    resource_size(res) > CHAP_SPACE)
		return NULL;
	return ixp_cookie();
}

void sim_ixp2800_mmio_unmap(void __iomem *base)
{
}

static struct chap_ctr *chap_reg(void __iomem *base, u32 off, u32 *reg)
{
	unsigned int i = off / CHAP_STRIDE;

	if (base != ixp_cookie() || off >= CHAP_SPACE || (off & 3) || i >= chip.n)
		return NULL;
	*reg = off % CHAP_STRIDE;
	return &chip.c[i];
}

int sim_ixp2800_mmio_read(void __iomem *base, u32 off, u32 *val)
{
	unsigned long flags;
	struct chap_ctr *c;
	u32 reg;

	if (base != ixp_cookie())
		return -ENODEV;
	atomic64_inc(&ixp_sbox.reads);
	raw_spin_lock_irqsave(&chip.lock, flags);
	chap_land_locked();
	c = chap_reg(base, off, &reg);
	*val = 0;	/* blocks beyond the implemented counters read 0 */
	if (c) {
		switch (reg) {
		case CHAP_CMD:
			*val = c->cmd;
			break;
		case CHAP_EVT:
			*val = c->evt;
			break;
		case CHAP_STS:
			*val = c->sts | (c->running ? STS_ACTIVE : 0);
			break;
		case CHAP_DATA:
			*val = c->data;
			break;
		}
	}
	chap_busy_locked();
	raw_spin_unlock_irqrestore(&chip.lock, flags);
	if (c && reg == CHAP_DATA && sim_fail_read(&ixp_sbox))
		return -EIO;
	return 0;
}

int sim_ixp2800_mmio_write(void __iomem *base, u32 off, u32 val)
{
	unsigned long flags;
	struct chap_ctr *c;
	bool up = false;
	u32 reg;

	if (base != ixp_cookie())
		return -ENODEV;
	atomic64_inc(&ixp_sbox.writes);
	raw_spin_lock_irqsave(&chip.lock, flags);
	chap_land_locked();
	c = chap_reg(base, off, &reg);
	if (!c) {
		chip.violations++;	/* no register there */
	} else {
		switch (reg) {
		case CHAP_CMD:
			chap_command(c, val);
			break;
		case CHAP_EVT:
			c->evt = val;
			break;
		case CHAP_STS:
			c->posted = val & STS_FLAGS;	/* lands later */
			break;
		case CHAP_DATA:
			c->data = val;
			break;
		}
		chap_compare(c);
		chap_busy_locked();
		up = chap_asserted_locked();
	}
	raw_spin_unlock_irqrestore(&chip.lock, flags);
	if (up)
		sim_irq_update(&ixp_line);
	return 0;
}

/* Net change per cycle of counter @c when selector @sel occurs. */
static int chap_dir(const struct chap_ctr *c, u32 sel)
{
	return ((c->evt & 0xffff) == sel) - ((c->evt >> 16) == sel);
}

/* Cycles until counter @c moving by @d reaches a wrap or its compare value. */
static u64 chap_room(const struct chap_ctr *c, int d)
{
	u64 room = d > 0 ? BIT_ULL(32) - c->ctr : (u64)c->ctr + 1;
	u32 to;

	if (FIELD_GET(CMD_COND, c->cmd) == COND_NONE)
		return room;
	to = d > 0 ? c->data - c->ctr : c->ctr - c->data;
	return to ? min_t(u64, room, to) : room;
}

static void chap_count(struct chap_ctr *c, int d, u64 step)
{
	if (d > 0 && c->ctr + step > U32_MAX)
		c->sts |= STS_OVF;
	if (d < 0 && step > c->ctr)
		c->sts |= STS_UNF;
	c->ctr += d > 0 ? (u32)step : -(u32)step;
	c->counted += d > 0 ? (s64)step : -(s64)step;
}

/*
 * busy=K: the events go on while software services the interrupt they
 * raised; K of them occur right after each register access while the
 * output is asserted, counted by the running counters that select them.
 */
static void chap_busy_locked(void)
{
	unsigned int i;

	if (!chip.busy || !chap_asserted_locked())
		return;
	chip.busy_events += chip.busy;
	for (i = 0; i < chip.n; i++) {
		struct chap_ctr *c = &chip.c[i];
		int d = chap_dir(c, chip.busy_sel);

		if (c->running && d)
			chap_count(c, d, chip.busy);
		chap_compare(c);
	}
}

static int ixp_inject(struct sim_box *sb, const struct sim_inject *inj)
{
	u64 left = inj->count;
	unsigned long flags, deadline;
	unsigned int i;

	if (inj->pkg || inj->umask || inj->inc != 1 || inj->burst ||
	    !inj->event || inj->event > 0xffff)
		return -EINVAL;
	mutex_lock(&chip.inject_lock);
	raw_spin_lock_irqsave(&chip.lock, flags);
	chip.busy = inj->busy;
	chip.busy_sel = inj->event;
	raw_spin_unlock_irqrestore(&chip.lock, flags);
	while (left) {
		u64 step = left;
		bool any = false, up;

		raw_spin_lock_irqsave(&chip.lock, flags);
		chap_land_locked();	/* the events come after the writes */
		for (i = 0; i < chip.n; i++) {
			struct chap_ctr *c = &chip.c[i];
			int d = chap_dir(c, inj->event);

			if (c->running && d) {
				step = min(step, chap_room(c, d));
				any = true;
			}
		}
		for (i = 0; i < chip.n; i++) {
			struct chap_ctr *c = &chip.c[i];
			int d = chap_dir(c, inj->event);

			if (!c->running) {
				if ((c->evt & 0xffff) == inj->event || (c->evt >> 16) == inj->event)
					atomic64_add(step, &ixp_sbox.dropped);
				continue;
			}
			if (d)
				chap_count(c, d, step);
			chap_compare(c);
		}
		left -= step;
		up = any && chap_asserted_locked();
		raw_spin_unlock_irqrestore(&chip.lock, flags);
		if (!up)
			continue;
		sim_irq_update(&ixp_line);
		deadline = jiffies + msecs_to_jiffies(sim_pmi_wait_ms);
		while (chap_level(NULL) && time_before(jiffies, deadline))
			usleep_range(50, 100);
	}
	raw_spin_lock_irqsave(&chip.lock, flags);
	chip.busy = 0;
	raw_spin_unlock_irqrestore(&chip.lock, flags);
	mutex_unlock(&chip.inject_lock);
	return 0;
}

static void ixp_regs(struct sim_box *b, struct seq_file *m)
{
	struct ixp_chip snap;
	unsigned long flags;
	unsigned int i;
	int cpu;

	raw_spin_lock_irqsave(&chip.lock, flags);
	snap = chip;
	raw_spin_unlock_irqrestore(&chip.lock, flags);
	for (i = 0; i < snap.n; i++) {
		const struct chap_ctr *c = &snap.c[i];
		u32 o = i * CHAP_STRIDE;

		seq_printf(m, "CHAP_CMD%u 0x%x 0x%x\n", i, o + CHAP_CMD, c->cmd);
		seq_printf(m, "CHAP_EVT%u 0x%x 0x%x\n", i, o + CHAP_EVT, c->evt);
		seq_printf(m, "CHAP_STS%u 0x%x 0x%lx\n", i, o + CHAP_STS,
			   c->sts | (c->running ? STS_ACTIVE : 0));
		seq_printf(m, "CHAP_DATA%u 0x%x 0x%x\n", i, o + CHAP_DATA, c->data);
		/* not a register: the counter itself, readable only by sampling */
		seq_printf(m, "SIM_COUNTER%u 0x0 0x%x\n", i, c->ctr);
		/* not a register: the net events it counted, whatever was written */
		seq_printf(m, "SIM_COUNTED%u 0x0 0x%llx\n", i, (u64)c->counted);
	}
	seq_printf(m, "SIM_BUSY_EVENTS 0x0 0x%llx\n", snap.busy_events);
	seq_printf(m, "SIM_RESERVED_BIT_WRITES 0x0 0x%llx\n", snap.violations);
	seq_printf(m, "SIM_SAMPLE_COMMANDS 0x0 0x%llx\n", snap.samples);
	seq_printf(m, "SIM_IRQ 0x0 0x%x\n", ixp_line.virq);
	seq_printf(m, "SIM_IRQ_ASSERTED 0x0 0x%x\n", chap_level(NULL));
	seq_printf(m, "SIM_IRQ_DELIVERED 0x0 0x%llx\n",
		   (unsigned long long)atomic64_read(&ixp_line.delivered));
	for_each_online_cpu(cpu)
		seq_printf(m, "SIM_IRQ_DELIVERED_CPU%d 0x0 0x%llx\n", cpu,
			   sim_irq_delivered_on(&ixp_line, cpu));
}

/* A free stretch of physical address space for PMUADR to point at. */
static int ixp_window_alloc(void)
{
	resource_size_t top = iomem_resource.end;
	int ret;

	ixp_window.name = "boxpmu_sim IXP2800 PMU (no memory behind it)";
	ixp_window.flags = IORESOURCE_MEM;
	ret = allocate_resource(&iomem_resource, &ixp_window, CHAP_SPACE,
				top > SZ_1G ? top - SZ_1G : 0, top, CHAP_SPACE, NULL, NULL);
	if (ret)
		ret = allocate_resource(&iomem_resource, &ixp_window, CHAP_SPACE, 0, top,
					CHAP_SPACE, NULL, NULL);
	return ret;
}

int sim_ixp2800_init(void)
{
	struct resource res[2] = { };
	int ret, nres = 1;

	if (ixp2800_counters < 2 || ixp2800_counters > CHAP_MAX)
		return -EINVAL;
	raw_spin_lock_init(&chip.lock);
	mutex_init(&chip.inject_lock);
	chip.n = ixp2800_counters;
	ret = ixp_window_alloc();
	if (ret)
		return ret;
	ixp_sbox.inject = ixp_inject;
	ixp_sbox.regs = ixp_regs;
	sim_box_add(&ixp_sbox);
	ixp_line.level = chap_level;
	res[0] = sim_resource(ixp_window.start, CHAP_SPACE, NULL, IORESOURCE_MEM);
	res[0].parent = &ixp_window;
	if (ixp2800_irq) {
		ret = sim_irq_line_add(&ixp_line, ixp_sbox.dir);
		if (ret)
			goto err_window;
		res[1] = sim_resource(ixp_line.virq, 1, NULL, IORESOURCE_IRQ);
		res[1].flags |= IORESOURCE_IRQ_HIGHLEVEL;
		nres = 2;
	}
	ixp_pdata.num_counters = chip.n;
	ixp_pdata.clock_mhz = 0;	/* unknown, as on a board that does not say */
	/* before the device appears: its driver may probe at once */
	WRITE_ONCE(ixp_present, true);
	ixp_pdev = platform_device_register_resndata(NULL, IXP2800_PMU_DEV_NAME,
						     PLATFORM_DEVID_NONE, res, nres,
						     &ixp_pdata, sizeof(ixp_pdata));
	if (IS_ERR(ixp_pdev)) {
		ret = PTR_ERR(ixp_pdev);
		ixp_pdev = NULL;
		WRITE_ONCE(ixp_present, false);
		goto err_line;
	}
	pr_info("simulating an IXP2800 PMU with %u CHAP counters at %pR, %s\n", chip.n,
		&ixp_window, ixp2800_irq ? "with an interrupt" : "without interrupt");
	return 0;

err_line:
	sim_irq_line_del(&ixp_line);
err_window:
	release_resource(&ixp_window);
	return ret;
}

void sim_ixp2800_exit(void)
{
	platform_device_unregister(ixp_pdev);
	ixp_pdev = NULL;
	WRITE_ONCE(ixp_present, false);
	sim_irq_line_del(&ixp_line);
	release_resource(&ixp_window);
}
