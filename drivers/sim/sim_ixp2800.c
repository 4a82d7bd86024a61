// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: the IXP2800 chip-wide PMU (HRM chapter 11, "CHAP"
 * counters), a platform device with a memory window and a level interrupt
 * of sim_irq.c; chap_regs[] is a counter block. Beside each field: "HRM"
 * (pages 375-378, 382, VERIFIED), "413808" (the Intel 413808/81341 PMON
 * chapters) or "ours", both UNVERIFIED for the IXP2800. Facts and sources:
 * Documentation/ixp2800.rst; rules: Documentation/simulator.rst, "IXP2800 PMU".
 */

#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/ioport.h>
#include <linux/interrupt.h>
#include <linux/spinlock.h>
#include <linux/sizes.h>
#include <linux/minmax.h>
#include <linux/bitfield.h>

#include <boxpmu/ixp2800.h>
#include "sim.h"

BOXPMU_PARAM(uint, ixp2800_counters, 4,
	     "CHAP counters of the simulated IXP2800 PMU, 2..16 (default 4; the HRM: at least 2)");
BOXPMU_PARAM(bool, ixp2800_irq, true,
	     "Give the simulated IXP2800 PMU device an interrupt (default on; off: its driver polls)");

#define CHAP_MAX		16
#define CHAP_SPACE		SZ_4K	/* HRM 11.2.3: space for 256 blocks of 0x10 */
#define CHAP_STRIDE		0x10	/* 413808: block stride */
#define CHAP_WIDTH		32	/* 413808: 32-bit counters, wrapping */
#define CHAP_CMD		0x0	/* 413808: offsets in the block */
#define CHAP_EVT		0x4
#define CHAP_STS		0x8
#define CHAP_DATA		0xc

/* Command register (413808, but bits 7:0 and 26:22: ours) */
#define CMD_TRIG		GENMASK(7, 0)	/* trigger event: only 0 (at once) modelled */
#define CMD_OP			GENMASK(19, 16)	/* opcode, OP_* */
#define CMD_COND		GENMASK(23, 22)	/* condition code, COND_* */
#define CMD_IE			GENMASK(26, 24)	/* interrupt enables of the STS flags */
#define CMD_RSV			((u32)~(CMD_TRIG | CMD_OP | CMD_COND | CMD_IE))

/* opcodes (413808); the others are ignored, and policed */
#define OP_STOP			0x0
#define OP_START		0x1
#define OP_SAMPLE		0x2	/* counter into data, unless a condition code is set */
#define OP_RESET		0x4	/* counter 0, stopped */
#define OP_RESTART		0x5	/* counter 0, running */
#define OP_SAMPLE_RESTART	0x6
#define OP_PRELOAD		0xf	/* counter := data, run state kept */

/* condition codes (ours): the counter compared with data, unsigned */
#define COND_NONE		0
#define COND_EQ			1
#define COND_GE			2
#define COND_LE			3

/* Event register (ours): two 16-bit selectors, 0 selects no event */
#define EVT_INC			GENMASK(15, 0)
#define EVT_DEC			GENMASK(31, 16)

/* Status register: flags (ours), write 1 to clear (posted) */
#define STS_OVF			BIT(0)	/* carry out of bit 31 counting up */
#define STS_UNF			BIT(1)	/* borrow counting down */
#define STS_THR			BIT(2)	/* the condition holds: a level */
#define STS_FLAGS		(STS_OVF | STS_UNF | STS_THR)
#define STS_ACTIVE		BIT(29)	/* 413808: the counter runs (read only) */

struct chap_ctr {
	u32 cmd;	/* trigger, condition and enables of the last command */
	u32 evt;
	u32 sts;
	u32 data;
	struct sim_counter ctr;	/* not a register: only a sample shows it */
	u32 posted;	/* status flags a posted write will clear */
};

/* A counter block, and the model's own values of each counter */
static const struct sim_reg chap_regs[] = {
	SIM_REG("CHAP_CMD", CHAP_CMD, CMD_TRIG | CMD_COND | CMD_IE, 0, CMD_RSV | CMD_TRIG,
		struct chap_ctr, cmd),
	SIM_REG("CHAP_EVT", CHAP_EVT, ~0u, 0, 0, struct chap_ctr, evt),
	SIM_REG("CHAP_STS", CHAP_STS, 0, 0, 0, struct chap_ctr, sts),	/* flags: .posted */
	SIM_REG("CHAP_DATA", CHAP_DATA, ~0u, 0, 0, struct chap_ctr, data),
	SIM_VAL("SIM_COUNTER", struct chap_ctr, ctr.val),
	SIM_VAL("SIM_COUNTED", struct chap_ctr, ctr.counted),
};

static struct ixp_chip {
	raw_spinlock_t lock;		/* the registers */
	struct mutex inject_lock;	/* one injection at a time */
	unsigned int n;
	struct chap_ctr c[CHAP_MAX];
	struct sim_workload busy;
	u64 violations;
	u64 samples;
} chip;

static struct sim_box ixp_sbox = { .name = "uncore_ixp2800", .keys = SIM_KEY_BUSY };
static struct sim_irq_line ixp_line;
static struct resource ixp_window;
static struct platform_device *ixp_pdev;
static bool ixp_present;
static struct ixp2800_pmu_platform_data ixp_pdata;

/* The comparator: a level, so the flag comes back while it holds. */
static void chap_compare(struct chap_ctr *c)
{
	u32 v = c->ctr.val, d = c->data, cond = FIELD_GET(CMD_COND, c->cmd);

	if ((cond == COND_EQ && v == d) || (cond == COND_GE && v >= d) ||
	    (cond == COND_LE && v <= d))
		c->sts |= STS_THR;
}

/* A status write is posted (ours, UNVERIFIED): it lands at the next access or event. */
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

/* The interrupt output: a status flag whose enable is set (ours) */
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

static void chap_run(struct chap_ctr *c, bool run)
{
	c->sts = run ? c->sts | STS_ACTIVE : c->sts & ~STS_ACTIVE;
}

/* The opcode of a command; CHAP_CMD has the rest. Return: undefined? */
static bool chap_command(struct chap_ctr *c, unsigned int op)
{
	switch (op) {
	case OP_STOP:
	case OP_START:
		chap_run(c, op == OP_START);
		break;
	case OP_SAMPLE:
	case OP_SAMPLE_RESTART:
		chip.samples++;
		/* the condition applies to this command's own sample already */
		if (!FIELD_GET(CMD_COND, c->cmd))
			c->data = c->ctr.val;
		if (op == OP_SAMPLE)
			break;
		fallthrough;
	case OP_RESET:
	case OP_RESTART:
		c->ctr.val = 0;
		chap_run(c, op != OP_RESET);
		break;
	case OP_PRELOAD:
		c->ctr.val = c->data;
		break;
	default:
		return true;
	}
	return false;
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

void sim_ixp2800_mmio_unmap(void __iomem *base) { }

/* The counter block of window offset @off, its register in @reg; the caller checked the base. */
static struct chap_ctr *chap_reg(u32 off, u32 *reg)
{
	unsigned int i = off / CHAP_STRIDE;

	if (off >= CHAP_SPACE || (off & 3) || i >= chip.n)
		return NULL;
	*reg = off % CHAP_STRIDE;
	return &chip.c[i];
}

/* The window's dword at @off: read into @val, or write @wval */
static int ixp_access(void __iomem *base, u32 off, u32 *val, u32 wval)
{
	unsigned long flags;
	struct chap_ctr *c;
	bool up = false;
	u32 reg;

	if (base != ixp_cookie())
		return -ENODEV;
	atomic64_inc(val ? &ixp_sbox.reads : &ixp_sbox.writes);
	raw_spin_lock_irqsave(&chip.lock, flags);
	chap_land_locked();
	c = chap_reg(off, &reg);
	if (val) {
		/* blocks beyond the implemented counters read 0 */
		*val = c ? sim_reg_get(&chap_regs[reg / 4], c) : 0;
		chap_busy_locked();
	} else if (!c) {
		chip.violations++;	/* no register there */
	} else {
		/* policed: reserved bits, a trigger, an undefined opcode */
		bool bad = sim_reg_write32(&chap_regs[reg / 4], c, reg, wval);

		if (reg == CHAP_CMD)
			bad |= chap_command(c, FIELD_GET(CMD_OP, wval));
		else if (reg == CHAP_STS)
			c->posted = wval & STS_FLAGS;	/* lands later */
		chip.violations += bad;
		chap_compare(c);
		chap_busy_locked();
		up = chap_asserted_locked();
	}
	raw_spin_unlock_irqrestore(&chip.lock, flags);
	if (up)
		sim_irq_update(&ixp_line);
	return val && c && reg == CHAP_DATA && sim_fail_read(&ixp_sbox) ? -EIO : 0;
}

int sim_ixp2800_mmio_read(void __iomem *base, u32 off, u32 *val)
{
	return ixp_access(base, off, val, 0);
}

int sim_ixp2800_mmio_write(void __iomem *base, u32 off, u32 val)
{
	return ixp_access(base, off, NULL, val);
}

/* Net change per cycle of counter @c when selector @sel occurs. */
static int chap_dir(const struct chap_ctr *c, u32 sel)
{
	return (FIELD_GET(EVT_INC, c->evt) == sel) - (FIELD_GET(EVT_DEC, c->evt) == sel);
}

/* Cycles until counter @c moving by @d reaches a wrap or its compare value. */
static u64 chap_room(const struct chap_ctr *c, int d)
{
	u64 room = sim_counter_room(&c->ctr, CHAP_WIDTH, d);
	u32 v = c->ctr.val, to;

	if (FIELD_GET(CMD_COND, c->cmd) == COND_NONE)
		return room;
	to = d > 0 ? c->data - v : v - c->data;
	return to ? min_t(u64, room, to) : room;
}

/* @step cycles of the event of running counter @c, which moves it by @d */
static void chap_count(struct chap_ctr *c, int d, u64 step)
{
	if (d && sim_counter_add(&c->ctr, CHAP_WIDTH, d, step))
		c->sts |= d > 0 ? STS_OVF : STS_UNF;
	chap_compare(c);
}

/* busy=K (sim_count.c): counted by the running counters that select them */
static void chap_busy_locked(void)
{
	unsigned int i;

	if (!sim_workload_due(&chip.busy, chap_asserted_locked()))
		return;
	for (i = 0; i < chip.n; i++) {
		struct chap_ctr *c = &chip.c[i];

		chap_count(c, c->sts & STS_ACTIVE ? chap_dir(c, chip.busy.inj.event) : 0,
			   chip.busy.rate);
	}
}

static u64 ixp_step(void *data, const struct sim_inject *inj, u64 left, bool *raise)
{
	u64 step = left;
	bool any = false;
	unsigned int i;

	chap_land_locked();	/* the events come after the writes */
	for (i = 0; i < chip.n; i++) {
		struct chap_ctr *c = &chip.c[i];
		int d = chap_dir(c, inj->event);

		if ((c->sts & STS_ACTIVE) && d) {
			step = min(step, chap_room(c, d));
			any = true;
		}
	}
	for (i = 0; i < chip.n; i++) {
		struct chap_ctr *c = &chip.c[i];

		if (c->sts & STS_ACTIVE)
			chap_count(c, chap_dir(c, inj->event), step);
		else if (FIELD_GET(EVT_INC, c->evt) == inj->event ||
			 FIELD_GET(EVT_DEC, c->evt) == inj->event)
			atomic64_add(step, &ixp_sbox.dropped);
	}
	*raise = any && chap_asserted_locked();
	return step;
}

static void ixp_raise(void *data)
{
	sim_irq_update(&ixp_line);
}

static int ixp_inject(struct sim_box *sb, const struct sim_inject *inj)
{
	static const struct sim_engine e = {
		.lock = &chip.lock, .serial = &chip.inject_lock, .busy = &chip.busy,
		.step = ixp_step, .raise = ixp_raise, .level = chap_level,
	};

	if (inj->pkg || inj->umask || inj->inc != 1 || inj->burst ||
	    !inj->event || inj->event > 0xffff)
		return -EINVAL;
	return sim_engine_run(&e, inj);
}

static void ixp_regs(struct sim_box *b, struct seq_file *m)
{
	struct chap_ctr snap[CHAP_MAX];
	u64 busy, violations, samples;
	unsigned long flags;
	unsigned int i, n;
	char suf[12];
	int cpu;

	raw_spin_lock_irqsave(&chip.lock, flags);
	memcpy(snap, chip.c, sizeof(snap));
	n = chip.n;
	busy = chip.busy.events;
	violations = chip.violations;
	samples = chip.samples;
	raw_spin_unlock_irqrestore(&chip.lock, flags);
	for (i = 0; i < n; i++) {
		snprintf(suf, sizeof(suf), "%u", i);
		sim_regs_show(m, chap_regs, ARRAY_SIZE(chap_regs), &snap[i], "", suf,
			      i * CHAP_STRIDE);
	}
	sim_reg_line(m, 0, "SIM_BUSY_EVENTS", -1, 0, busy);
	sim_reg_line(m, 0, "SIM_RESERVED_BIT_WRITES", -1, 0, violations);
	sim_reg_line(m, 0, "SIM_SAMPLE_COMMANDS", -1, 0, samples);
	sim_reg_line(m, 0, "SIM_IRQ", -1, 0, ixp_line.virq);
	sim_reg_line(m, 0, "SIM_IRQ_ASSERTED", -1, 0, chap_level(NULL));
	sim_reg_line(m, 0, "SIM_IRQ_DELIVERED", -1, 0, atomic64_read(&ixp_line.delivered));
	for_each_online_cpu(cpu)
		sim_reg_line(m, 0, "SIM_IRQ_DELIVERED_CPU", cpu, 0,
			     atomic64_read(per_cpu_ptr(ixp_line.per_cpu, cpu)));
}

int sim_ixp2800_init(void)
{
	resource_size_t top = iomem_resource.end;
	struct resource res[2] = { };
	int ret, nres = 1;

	if (ixp2800_counters < 2 || ixp2800_counters > CHAP_MAX)
		return -EINVAL;
	raw_spin_lock_init(&chip.lock);
	mutex_init(&chip.inject_lock);
	chip.n = ixp2800_counters;
	/* a free stretch of physical address space for PMUADR to point at, high if it can */
	ixp_window.name = "boxpmu_sim IXP2800 PMU (no memory behind it)";
	ixp_window.flags = IORESOURCE_MEM;
	ret = allocate_resource(&iomem_resource, &ixp_window, CHAP_SPACE,
				top > SZ_1G ? top - SZ_1G : 0, top, CHAP_SPACE, NULL, NULL);
	if (ret)
		ret = allocate_resource(&iomem_resource, &ixp_window, CHAP_SPACE, 0, top,
					CHAP_SPACE, NULL, NULL);
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
			goto err;
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
		goto err;
	}
	pr_info("simulating an IXP2800 PMU with %u CHAP counters at %pR, %s\n", chip.n,
		&ixp_window, ixp2800_irq ? "with an interrupt" : "without interrupt");
	return 0;

err:	/* undo what was done: the rest is a no-op there */
	sim_ixp2800_exit();
	return ret;
}

void sim_ixp2800_exit(void)
{
	platform_device_unregister(ixp_pdev);
	ixp_pdev = NULL;
	WRITE_ONCE(ixp_present, false);
	sim_irq_line_del(&ixp_line);
	if (ixp_window.parent)
		release_resource(&ixp_window);
}
