// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: the Xeon E5 uncore PCI devices, of one of two
 * generations, on software PCI root buses, and their R3QPI boxes:
 *
 *   Xeon E5-2600 (Sandy Bridge-EP), Uncore Performance Monitoring Guide
 *   327043-001, section 2.9.3 (Tables 2-118, 2-119);
 *   Xeon E5 v2 (Ivy Bridge-EP), Reference Manual 329468-002, section 2.10
 *   (Table 2-192), with the IRP box of sim_ivbep.c.
 *
 * - Each simulated socket s gets the software PCI root buses of PCI domain
 *   0x10000 + s, whose config space is served by this file, so the real
 *   pci_driver binds by ID, unchanged:
 *     uncore bus 0x3f + 0x40 * s (both generations):
 *       11.0  U-box (SNB-EP 8086:3ce0, IVB-EP 8086:0e1e): CPUNODEID (0x40,
 *             bits 2:0) = s and GIDNIDMAP (0x54, 3 bits per physical
 *             package id; unused fields 7)
 *       13.0  function 0 of device 19, present so that the PCI core scans
 *             its other functions (SNB-EP 8086:3ce4, IVB-EP 8086:0e1d;
 *             IDs UNVERIFIED, chosen so that no uncore driver binds them;
 *             no registers modelled)
 *       13.5  R3QPI link 0 (SNB-EP 8086:3c44, IVB-EP 8086:0e36)
 *       13.6  R3QPI link 1 (SNB-EP 8086:3c45, IVB-EP 8086:0e37)
 *     IVB-EP with ivbep_r3qpi_links=3 (the default) also:
 *       12.0  function 0 of device 18 (8086:0e3c, UNVERIFIED, as 13.0)
 *       12.5  R3QPI link 2 (8086:0e3e)
 *     IVB-EP IIO bus 0x40 * s, below the uncore bus, as on the hardware,
 *     where a socket's buses end at its uncore bus:
 *       05.0  IIO device 5 function 0 (8086:0e28, the ID Linux's PCI
 *             quirks give it; no registers modelled)
 *       05.6  IRP 8086:0e39 (sim_ivbep.c; the D:F as LIKWID has it)
 * - R3_Ly_PCI_PMON_BOX_CTL 0xF4, Sandy Bridge-EP (327043 Table 2-119):
 *   rst_ctrl (bit 0) zeroes the counter controls, rst_ctrs (bit 1) the
 *   counters, frz (bit 8) with frz_en (bit 16) freezes the box. The bits
 *   are write-only and read 0; the state of frz/frz_en is the last value
 *   written. Bit 17 is reserved (must write 0): writes with it set are
 *   counted as violations.
 *   Ivy Bridge-EP: the layout of 329468's PCI box controls (Tables 2-38,
 *   2-72, 2-129; the R3QPI's own table could not be read), modelled in
 *   sim_ivbep.c (sim_ivbep_box_ctl_bad()): rst_ctrl 0, rst_ctrs 1, frz 8
 *   without a frz_en, bits 17:16 "SW must write to 1" (a write without
 *   both is a violation), the rest ignored; the box is frozen while the
 *   last write had frz set or a global freeze (U_MSR_PMON_GLOBAL_CTL
 *   .frz_all, sim_ivbep.c) is asserted.
 * - CTL0-2 0xD8/0xDC/0xE0: ev_sel 7:0, umask 15:8, rst 17 (zeroes this
 *   counter, not latched), edge 18, ov_en 20 (stored, no effect: no
 *   overflow status is modelled), en 22, thresh 31:24; SNB-EP: invert 23.
 *   Writes with bits 16, 19 or 21 set are violations on SNB-EP; on IVB-EP
 *   bits 16, 21 and 23 (23 reserved there, Table 2-192), while bit 19 is
 *   "ignored" in Table 2-192, with no rule on writes: not a violation.
 *   Reserved and ignored bits have no effect. Every
 *   violation is counted per link and socket and named in dmesg.
 * - CTR0-2 0xA0/0xA8/0xB0: 44 bits as two dwords, low at +0, high at +4;
 *   the high dword's bits 31:12 read 0. The counter wraps at 2^44.
 *
 * Only 32-bit accesses to the PMON registers (0xA0-0xFF) act and are
 * counted in "accesses"; the PCI core's header reads are not counted.
 *
 * fail_reads: the next N 32-bit reads of a counter dword return all ones,
 * with success, as config reads of a device that fell off the bus do.
 *
 * Config accesses made in NMI context are counted (SIM_NMI_CONFIG_ACCESSES
 * in regs): the real access path takes a spinlock that the interrupted
 * code may hold, so a driver must never make one.
 *
 * Test switch carry_between_reads (debugfs, per link, 0/1): when 1, each
 * 32-bit read of a counter dword returns the current dword and then
 * advances that counter by one, i.e. the counter moves by one between any
 * two reads of it. A counter at 0x0_ffffffff read low-then-high then tears
 * (low 0xffffffff, high 0x1: 0x1_ffffffff, 2^32 too high), while
 * high-low-high sees the carry (high 0 then 1), reads low again and gets
 * 0x1_00000002, within the window of the read.
 */
#define pr_fmt(fmt) "boxpmu_sim: " fmt

#include <linux/module.h>
#include <linux/pci.h>
#include <linux/debugfs.h>
#include <linux/spinlock.h>
#include <linux/topology.h>
#include <linux/cpumask.h>
#include <linux/ioport.h>
#include <linux/preempt.h>

#include "sim.h"

static unsigned int snbep_sockets = 1;
module_param(snbep_sockets, uint, 0444);
MODULE_PARM_DESC(snbep_sockets,
		 "Xeon E5 sockets to simulate, of either generation (1 or 2, default 1); socket s belongs to logical package s");

static unsigned int ivbep_r3qpi_links = 3;
module_param(ivbep_r3qpi_links, uint, 0444);
MODULE_PARM_DESC(ivbep_r3qpi_links,
		 "Ivy Bridge-EP R3QPI links per socket (2 or 3, default 3: link 2 is 8086:0e3e at 12.5)");

#define E5_MAX_SOCKETS		2
#define E5_MAX_BUSES		2
#define R3_MAX_LINKS		3
#define R3_COUNTERS		3
#define R3_WIDTH		44
#define R3_MASK			GENMASK_ULL(R3_WIDTH - 1, 0)
#define E5_DOMAIN		0x10000

#define UBOX_CPUNODEID		0x40
#define UBOX_GIDNIDMAP		0x54

#define PMON_BASE		0xa0	/* the PMON registers: 0xA0-0xFF */
#define R3_CTR0			0xa0
#define R3_CTL0			0xd8
#define R3_BOX_CTL		0xf4

/* R3_Ly_PCI_PMON_BOX_CTL, Sandy Bridge-EP: 327043 Table 2-119 */
#define BOX_RST_CTRL		BIT(0)
#define BOX_RST_CTRS		BIT(1)
#define BOX_FRZ			BIT(8)
#define BOX_FRZ_EN		BIT(16)
#define BOX_RSV			(~(BOX_RST_CTRL | BOX_RST_CTRS | BOX_FRZ | BOX_FRZ_EN))

#define CTL_RST			BIT(17)

enum e5_kind { FN_PLAIN, FN_UBOX, FN_R3, FN_IRP };

/**
 * struct e5_fn - one PCI function of a simulated bus
 * @devfn:     device and function
 * @did:       device ID (vendor Intel)
 * @class:     class code
 * @kind:      what is modelled behind its header
 * @link:      R3QPI link number
 * @min_links: exists only with this many R3QPI links (IVB-EP link 2)
 */
struct e5_fn {
	u8 devfn;
	u16 did;
	u32 class;
	u8 kind;
	u8 link;
	u8 min_links;
};

#define SYSPER		0x088000	/* system peripheral, other */
#define PERFCTR		0x110100	/* performance counters */

static const struct e5_fn snb_uncore_fns[] = {
	{ PCI_DEVFN(11, 0), 0x3ce0, SYSPER, FN_UBOX },
	{ PCI_DEVFN(19, 0), 0x3ce4, SYSPER, FN_PLAIN },
	{ PCI_DEVFN(19, 5), 0x3c44, PERFCTR, FN_R3, 0 },
	{ PCI_DEVFN(19, 6), 0x3c45, PERFCTR, FN_R3, 1 },
	{ }
};

static const struct e5_fn ivb_uncore_fns[] = {
	{ PCI_DEVFN(11, 0), 0x0e1e, SYSPER, FN_UBOX },
	{ PCI_DEVFN(18, 0), 0x0e3c, SYSPER, FN_PLAIN, 0, 3 },
	{ PCI_DEVFN(18, 5), 0x0e3e, PERFCTR, FN_R3, 2, 3 },
	{ PCI_DEVFN(19, 0), 0x0e1d, SYSPER, FN_PLAIN },
	{ PCI_DEVFN(19, 5), 0x0e36, PERFCTR, FN_R3, 0 },
	{ PCI_DEVFN(19, 6), 0x0e37, PERFCTR, FN_R3, 1 },
	{ }
};

static const struct e5_fn ivb_iio_fns[] = {
	{ PCI_DEVFN(5, 0), 0x0e28, SYSPER, FN_PLAIN },
	{ PCI_DEVFN(5, 6), 0x0e39, PERFCTR, FN_IRP },
	{ }
};

/**
 * struct e5_gen - what differs between the two generations
 * @name:      for messages
 * @uncore:    functions of the uncore bus
 * @iio:       functions of the IIO bus (below the uncore bus), or NULL
 * @links:     R3QPI links
 * @ivb_box:   the box control is Ivy Bridge-EP's (sim_ivbep_box_ctl_bad())
 * @ctl_rsv:   reserved bits of the R3QPI counter control (violations)
 * @ctl_ign:   ignored bits of the R3QPI counter control (no effect, no rule)
 * @counters:  which counters can count an R3QPI event
 */
struct e5_gen {
	const char *name;
	const struct e5_fn *uncore;
	const struct e5_fn *iio;
	unsigned int links;
	bool ivb_box;
	u32 ctl_rsv;
	u32 ctl_ign;
	u32 (*counters)(u64 ctl);
};

struct r3_link {
	u32 ctl[R3_COUNTERS];
	u64 ctr[R3_COUNTERS];
	u32 box_ctl;	/* the last value written */
	u64 violations;
};

struct e5_socket;

struct e5_bus {
	struct pci_sysdata sd;
	struct resource busn;
	struct pci_bus *bus;
	int busnr;
	const struct e5_fn *fns;
	struct e5_socket *sk;
};

struct e5_socket {
	int pkg;
	struct e5_bus bus[E5_MAX_BUSES];
	unsigned int nbus;
	u32 nodeid;
	u32 gidnidmap;
	struct r3_link link[R3_MAX_LINKS];
};

static const struct e5_gen *gen;
static struct e5_socket socks[E5_MAX_SOCKETS];
static unsigned int nsock;
static DEFINE_RAW_SPINLOCK(r3_lock);
static struct sim_box r3_sbox[R3_MAX_LINKS];
static u32 r3_carry[R3_MAX_LINKS];
static atomic64_t nmi_cfg_accesses;

static struct e5_bus *bus_of(struct pci_bus *bus)
{
	unsigned int s, b;

	for (s = 0; s < nsock; s++)
		for (b = 0; b < socks[s].nbus; b++)
			if (bus->sysdata == &socks[s].bus[b].sd)
				return &socks[s].bus[b];
	return NULL;
}

/* The function at @devfn of a simulated bus, or NULL. */
static const struct e5_fn *fn_at(const struct e5_bus *eb, unsigned int devfn)
{
	const struct e5_fn *fn;

	for (fn = eb->fns; fn && fn->did; fn++)
		if (fn->devfn == devfn && gen->links >= fn->min_links)
			return fn;
	return NULL;
}

/* Does device @slot of the bus have more than one function? */
static bool multi_function(const struct e5_bus *eb, unsigned int slot)
{
	const struct e5_fn *fn;
	int n = 0;

	for (fn = eb->fns; fn->did; fn++)
		if (PCI_SLOT(fn->devfn) == slot && gen->links >= fn->min_links)
			n++;
	return n > 1;
}

static u32 header_read(const struct e5_bus *eb, const struct e5_fn *fn, int where)
{
	switch (where) {
	case PCI_VENDOR_ID:
		return fn->did << 16 | PCI_VENDOR_ID_INTEL;
	case PCI_CLASS_REVISION:
		return fn->class << 8 | 0x07;
	case PCI_CACHE_LINE_SIZE:
		return multi_function(eb, PCI_SLOT(fn->devfn)) ? 0x80 << 16 : 0;
	}
	if (fn->kind == FN_UBOX && where == UBOX_CPUNODEID)
		return eb->sk->nodeid;
	if (fn->kind == FN_UBOX && where == UBOX_GIDNIDMAP)
		return eb->sk->gidnidmap;
	return 0;
}

/* ---- R3QPI --------------------------------------------------------------- */

/* A 32-bit PMON register read; r3_lock held. */
static u32 r3_read(struct r3_link *l, int link, int where)
{
	int i;
	u64 v;

	if (where >= R3_CTR0 && where < R3_CTR0 + 8 * R3_COUNTERS) {
		if (sim_fail_read(&r3_sbox[link]))
			return ~0U;
		i = (where - R3_CTR0) / 8;
		v = l->ctr[i];
		if (READ_ONCE(r3_carry[link]))
			l->ctr[i] = (v + 1) & R3_MASK;
		return (where & 4) ? upper_32_bits(v) : lower_32_bits(v);
	}
	if (where >= R3_CTL0 && where < R3_CTL0 + 4 * R3_COUNTERS)
		return l->ctl[(where - R3_CTL0) / 4];
	return 0;	/* BOX_CTL is write-only; the rest is not modelled */
}

/* A write breaking a field's rule: counted, and named in dmesg. */
static void r3_violation(struct r3_link *l, int pkg, int link, const char *reg, int n,
			 u32 val, u32 bad)
{
	char name[32];

	l->violations++;
	if (n >= 0)
		snprintf(name, sizeof(name), "R3_L%d_PCI_PMON_%s%d", link, reg, n);
	else
		snprintf(name, sizeof(name), "R3_L%d_PCI_PMON_%s", link, reg);
	sim_e5_violation(r3_sbox[link].name, pkg, name, val, bad,
			 gen->ivb_box && n < 0 ? "must be written 1 (329468 Tables 2-38, 2-72)" :
			 "are reserved, must be written 0");
}

static void r3_write(struct r3_link *l, int pkg, int link, int where, u32 val)
{
	u32 bad;
	int i;

	if (where == R3_BOX_CTL) {
		bad = gen->ivb_box ? sim_ivbep_box_ctl_bad(val) : val & BOX_RSV;
		if (bad)
			r3_violation(l, pkg, link, "BOX_CTL", -1, val, bad);
		if (val & BOX_RST_CTRL)
			memset(l->ctl, 0, sizeof(l->ctl));
		if (val & BOX_RST_CTRS)
			memset(l->ctr, 0, sizeof(l->ctr));
		l->box_ctl = val;
		return;
	}
	if (where >= R3_CTR0 && where < R3_CTR0 + 8 * R3_COUNTERS) {
		i = (where - R3_CTR0) / 8;
		if (where & 4)
			l->ctr[i] = ((u64)(val & 0xfff) << 32) | lower_32_bits(l->ctr[i]);
		else
			l->ctr[i] = (l->ctr[i] & ~0xffffffffULL) | val;
		return;
	}
	if (where >= R3_CTL0 && where < R3_CTL0 + 4 * R3_COUNTERS) {
		i = (where - R3_CTL0) / 4;
		if (val & gen->ctl_rsv)
			r3_violation(l, pkg, link, "CTL", i, val, val & gen->ctl_rsv);
		if (val & CTL_RST)
			l->ctr[i] = 0;
		l->ctl[i] = val & ~(gen->ctl_rsv | gen->ctl_ign | CTL_RST);
	}
}

static int snb_cfg_read(struct pci_bus *bus, unsigned int devfn, int where, int size, u32 *val)
{
	struct e5_bus *eb = bus_of(bus);
	const struct e5_fn *fn = eb ? fn_at(eb, devfn) : NULL;
	unsigned long flags;
	u32 v = 0;
	int ret;

	if (in_nmi())
		atomic64_inc(&nmi_cfg_accesses);
	if (!fn || where < 0 || where + size > 256) {
		*val = ~0U;
		return PCIBIOS_DEVICE_NOT_FOUND;
	}
	if (fn->kind == FN_R3 && where >= PMON_BASE) {
		raw_spin_lock_irqsave(&r3_lock, flags);
		if (size == 4 && !(where & 3)) {
			atomic64_inc(&r3_sbox[fn->link].reads);
			v = r3_read(&eb->sk->link[fn->link], fn->link, where);
		}	/* partial reads of PMON registers: not modelled, 0 */
		raw_spin_unlock_irqrestore(&r3_lock, flags);
	} else if (fn->kind == FN_IRP && where >= 0x40) {
		ret = size == 4 && !(where & 3) ? sim_irp_cfg_read(eb->sk->pkg, where, &v) : 0;
		if (ret)
			return ret;
	} else {
		v = header_read(eb, fn, where & ~3);
		v >>= 8 * (where & 3);
	}
	if (size < 4)
		v &= (1U << (8 * size)) - 1;
	*val = v;
	return PCIBIOS_SUCCESSFUL;
}

static int snb_cfg_write(struct pci_bus *bus, unsigned int devfn, int where, int size, u32 val)
{
	struct e5_bus *eb = bus_of(bus);
	const struct e5_fn *fn = eb ? fn_at(eb, devfn) : NULL;
	unsigned long flags;

	if (in_nmi())
		atomic64_inc(&nmi_cfg_accesses);
	if (!fn)
		return PCIBIOS_DEVICE_NOT_FOUND;
	/* the header is read-only here (no BARs, nothing to enable) */
	if (size != 4 || (where & 3))
		return PCIBIOS_SUCCESSFUL;
	if (fn->kind == FN_IRP && where >= 0x40)
		return sim_irp_cfg_write(eb->sk->pkg, where, val);
	if (fn->kind != FN_R3 || where < PMON_BASE)
		return PCIBIOS_SUCCESSFUL;
	raw_spin_lock_irqsave(&r3_lock, flags);
	atomic64_inc(&r3_sbox[fn->link].writes);
	r3_write(&eb->sk->link[fn->link], eb->sk->pkg, fn->link, where, val);
	raw_spin_unlock_irqrestore(&r3_lock, flags);
	return PCIBIOS_SUCCESSFUL;
}

static struct pci_ops snb_pci_ops = {
	.read	= snb_cfg_read,
	.write	= snb_cfg_write,
};

/* ---- inject and regs ----------------------------------------------------- */

/*
 * Which counters can count an event: the guide's event list (Table 2-122,
 * "Register Restrictions"). The ingress occupancy accumulator (0x13) only
 * counter 0; the other ingress events (0x10-0x12), the IIO credit events
 * (0x20-0x22), the egress events (TxR_CYCLES_NE 0x23, TxR_INSERTS 0x24,
 * TxR_CYCLES_FULL 0x25, TxR_NACK 0x26) and the VNA/VN0 credit events
 * (0x31-0x34, 0x36, 0x37) counters 0-1; the rest of the list (ring usage,
 * clock ticks) any. Codes the guide does not list are not modelled as
 * restricted. An event on a counter that cannot count it counts nothing.
 */
static u32 snb_r3_counters(u64 ctl)
{
	u64 ev = ctl & 0xff;

	if (ev == 0x13)
		return 0x1;
	if ((ev >= 0x10 && ev <= 0x12) || (ev >= 0x20 && ev <= 0x26) ||
	    (ev >= 0x31 && ev <= 0x34) || ev == 0x36 || ev == 0x37)
		return 0x3;
	return 0x7;
}

/*
 * Ivy Bridge-EP's list (ivytown_uncore.json, Counter field): 0x13 (no
 * counter listed, counter 0 as on SNB-EP) counter 0; the ingress events
 * 0x10-0x12, the egress NACKs 0x26 and 0x28, the credit-empty events
 * 0x29-0x2f and the VNA/VN0/VN1 credit events 0x31-0x34, 0x36-0x39
 * counters 0-1; ring usage and clock ticks any. Codes it does not list
 * are not modelled as restricted.
 */
static u32 ivb_r3_counters(u64 ctl)
{
	u64 ev = ctl & 0xff;

	if (ev == 0x13)
		return 0x1;
	if ((ev >= 0x10 && ev <= 0x12) || ev == 0x26 || (ev >= 0x28 && ev <= 0x2f) ||
	    (ev >= 0x31 && ev <= 0x34) || (ev >= 0x36 && ev <= 0x39))
		return 0x3;
	return 0x7;
}

static const struct e5_gen snb_gen = {
	.name		= "Sandy Bridge-EP",
	.uncore		= snb_uncore_fns,
	.links		= 2,
	.ctl_rsv	= BIT(16) | BIT(19) | BIT(21),
	.counters	= snb_r3_counters,
};

static struct e5_gen ivb_gen = {
	.name		= "Ivy Bridge-EP",
	.uncore		= ivb_uncore_fns,
	.iio		= ivb_iio_fns,
	.links		= 3,
	.ivb_box	= true,
	.ctl_rsv	= BIT(16) | BIT(21) | BIT(23),	/* Table 2-192 */
	.ctl_ign	= BIT(19),			/* Table 2-192: "ignored" */
	.counters	= ivb_r3_counters,
};

/* Is link @l of package @pkg frozen, by its own .frz or a global freeze? */
static bool r3_frozen(const struct r3_link *l, int pkg)
{
	if (gen->ivb_box)
		return sim_ivbep_box_frozen(l->box_ctl, pkg);
	return (l->box_ctl & BOX_FRZ_EN) && (l->box_ctl & BOX_FRZ);
}

static int r3_inject(struct sim_box *sb, const struct sim_inject *inj)
{
	int link = sb - r3_sbox;
	u64 amount[R3_COUNTERS];
	struct r3_link *l;
	unsigned long flags;
	bool frozen;
	int i, ret = 0;

	if (inj->pkg < 0 || inj->pkg >= nsock || inj->event > 0xff || inj->umask > 0xff ||
	    inj->fseen)
		return -EINVAL;
	l = &socks[inj->pkg].link[link];
	raw_spin_lock_irqsave(&r3_lock, flags);
	/* all counters see the same events: decide first, then count */
	for (i = 0; i < R3_COUNTERS; i++) {
		ret = sim_amount(l->ctl[i], true, inj, &amount[i]);
		if (ret)
			goto out;
		if (!(gen->counters(l->ctl[i]) & BIT(i)))
			amount[i] = 0;
	}
	frozen = r3_frozen(l, inj->pkg);
	for (i = 0; i < R3_COUNTERS; i++) {
		if (!amount[i])
			continue;
		if (!(l->ctl[i] & SIM_CTL_EN) || frozen) {
			atomic64_add(amount[i], &sb->dropped);
			continue;
		}
		l->ctr[i] = (l->ctr[i] + amount[i]) & R3_MASK;
	}
out:
	raw_spin_unlock_irqrestore(&r3_lock, flags);
	return ret;
}

static void r3_line(struct seq_file *m, int s, int link, const char *reg, int n, u32 addr, u64 v)
{
	char name[48];

	if (n >= 0)
		snprintf(name, sizeof(name), "R3_L%d_PCI_PMON_%s%d", link, reg, n);
	else
		snprintf(name, sizeof(name), "R3_L%d_PCI_PMON_%s", link, reg);
	if (s)
		seq_printf(m, "%s.pkg%d 0x%x 0x%llx\n", name, s, addr, v);
	else
		seq_printf(m, "%s 0x%x 0x%llx\n", name, addr, v);
}

/**
 * sim_e5_nmi_line() - print SIM_NMI_CONFIG_ACCESSES
 * @m: the regs file
 *
 * Config accesses made in NMI context, to any simulated E5 device.
 */
void sim_e5_nmi_line(struct seq_file *m)
{
	seq_printf(m, "SIM_NMI_CONFIG_ACCESSES 0x0 0x%llx\n",
		   (u64)atomic64_read(&nmi_cfg_accesses));
}

/*
 * BOX_CTL shows the last value written (the register itself reads 0);
 * SIM_RESERVED_BIT_WRITES counts writes that broke a field's rule.
 */
static void r3_regs(struct sim_box *sb, struct seq_file *m)
{
	int link = sb - r3_sbox;
	struct r3_link snap;
	unsigned long flags;
	unsigned int s;
	int i;

	for (s = 0; s < nsock; s++) {
		raw_spin_lock_irqsave(&r3_lock, flags);
		snap = socks[s].link[link];
		raw_spin_unlock_irqrestore(&r3_lock, flags);
		r3_line(m, s, link, "BOX_CTL", -1, R3_BOX_CTL, snap.box_ctl);
		for (i = 0; i < R3_COUNTERS; i++)
			r3_line(m, s, link, "CTL", i, R3_CTL0 + 4 * i, snap.ctl[i]);
		for (i = 0; i < R3_COUNTERS; i++)
			r3_line(m, s, link, "CTR", i, R3_CTR0 + 8 * i, snap.ctr[i]);
		if (s)
			seq_printf(m, "SIM_RESERVED_BIT_WRITES.pkg%u 0x0 0x%llx\n", s,
				   snap.violations);
		else
			seq_printf(m, "SIM_RESERVED_BIT_WRITES 0x0 0x%llx\n", snap.violations);
	}
	sim_e5_nmi_line(m);
}

static int carry_get(void *data, u64 *val)
{
	*val = READ_ONCE(*(u32 *)data);
	return 0;
}

static int carry_set(void *data, u64 val)
{
	if (val > 1)
		return -EINVAL;
	WRITE_ONCE(*(u32 *)data, val);
	return 0;
}
DEFINE_DEBUGFS_ATTRIBUTE(carry_fops, carry_get, carry_set, "%llu\n");

/**
 * sim_e5_carry_file() - the carry_between_reads switch of a box
 * @dir:  the box's debugfs directory
 * @flag: the switch, 0 or 1
 */
void sim_e5_carry_file(struct dentry *dir, u32 *flag)
{
	debugfs_create_file_unsafe("carry_between_reads", 0644, dir, flag, &carry_fops);
}

/* ---- buses --------------------------------------------------------------- */

/*
 * Physical package id of logical package @pkg, from its CPUs: the
 * hardware has its sockets whether their CPUs are online or not.
 */
static int pkg_phys(int pkg)
{
	int cpu;

	for_each_present_cpu(cpu)
		if (topology_logical_package_id(cpu) == pkg)
			return topology_physical_package_id(cpu);
	return -1;
}

static void snb_remove_buses(void)
{
	struct pci_host_bridge *hb;
	unsigned int s, b;

	pci_lock_rescan_remove();
	for (s = 0; s < nsock; s++) {
		for (b = 0; b < socks[s].nbus; b++) {
			struct e5_bus *eb = &socks[s].bus[b];

			if (!eb->bus)
				continue;
			hb = pci_find_host_bridge(eb->bus);
			pci_stop_root_bus(eb->bus);
			pci_remove_root_bus(eb->bus);
			/*
			 * pci_create_root_bus() leaves us the host bridge's
			 * initial reference and pci_remove_root_bus() only
			 * deletes the device: drop the reference, or the
			 * bridge, its windows and its name leak on every
			 * unload (kmemleak, make check-debug).
			 */
			put_device(&hb->dev);
			eb->bus = NULL;
		}
	}
	pci_unlock_rescan_remove();
}

static int snb_add_bus(struct e5_socket *sk, const struct e5_fn *fns, int busnr)
{
	struct e5_bus *eb = &sk->bus[sk->nbus++];
	LIST_HEAD(resources);

	eb->sk = sk;
	eb->fns = fns;
	eb->busnr = busnr;
	eb->sd.domain = E5_DOMAIN + sk->pkg;
	eb->sd.node = NUMA_NO_NODE;
	eb->busn = sim_resource(busnr, 1, "boxpmu_sim e5", IORESOURCE_BUS);
	if (pci_find_bus(eb->sd.domain, busnr)) {
		pr_err("e5: PCI %04x:%02x exists already\n", eb->sd.domain, busnr);
		return -EBUSY;
	}
	pci_add_resource(&resources, &eb->busn);
	pci_lock_rescan_remove();
	eb->bus = pci_create_root_bus(NULL, busnr, &snb_pci_ops, &eb->sd, &resources);
	if (eb->bus) {
		pci_scan_child_bus(eb->bus);
		pci_bus_add_devices(eb->bus);
	}
	pci_unlock_rescan_remove();
	if (!eb->bus) {
		pci_free_resource_list(&resources);
		return -ENOMEM;
	}
	return 0;
}

/**
 * sim_snbep_init() - create the simulated Xeon E5 devices
 * @ivb: Ivy Bridge-EP (with its IRP) rather than Sandy Bridge-EP
 *
 * Return: 0 or -errno.
 */
int sim_snbep_init(bool ivb)
{
	u32 map = 0xffffff;	/* every node id field 7: no socket */
	unsigned int s, l;
	int ret = 0;

	if (snbep_sockets < 1 || snbep_sockets > E5_MAX_SOCKETS) {
		pr_err("snbep_sockets must be 1 or 2\n");
		return -EINVAL;
	}
	if (ivb && (ivbep_r3qpi_links < 2 || ivbep_r3qpi_links > 3)) {
		pr_err("ivbep_r3qpi_links must be 2 or 3\n");
		return -EINVAL;
	}
	ivb_gen.links = ivbep_r3qpi_links;
	gen = ivb ? &ivb_gen : &snb_gen;
	nsock = snbep_sockets;
	for (s = 0; s < nsock; s++) {
		int phys = pkg_phys(s);

		memset(&socks[s], 0, sizeof(socks[s]));
		socks[s].pkg = s;
		if (phys < 0 || phys > 7) {
			pr_warn("e5: socket %u: logical package %u has no CPU with a physical id 0-7; its devices will not probe\n",
				s, s);
			socks[s].nodeid = 7;	/* in no GIDNIDMAP field */
			continue;
		}
		socks[s].nodeid = s;
		map = (map & ~(0x7U << (3 * phys))) | s << (3 * phys);
	}
	for (s = 0; s < nsock; s++)
		socks[s].gidnidmap = map;
	if (ivb) {
		/* before the devices appear: the IRP's driver may probe at once */
		ret = sim_ivbep_init(nsock);
		if (ret)
			return ret;
	}
	for (s = 0; s < nsock && !ret; s++) {
		ret = snb_add_bus(&socks[s], gen->uncore, 0x3f + 0x40 * s);
		if (!ret && gen->iio)
			ret = snb_add_bus(&socks[s], gen->iio, 0x40 * s);
	}
	if (ret) {
		snb_remove_buses();
		if (ivb)
			sim_ivbep_exit();
		return ret;
	}
	for (l = 0; l < gen->links; l++) {
		static const char * const names[R3_MAX_LINKS] = {
			"uncore_r3qpi_0", "uncore_r3qpi_1", "uncore_r3qpi_2",
		};
		struct sim_box *sb = &r3_sbox[l];

		sb->name = names[l];
		sb->inject = r3_inject;
		sb->regs = r3_regs;
		sim_box_add(sb);
		sim_e5_carry_file(sb->dir, &r3_carry[l]);
	}
	pr_info("simulating %u %s socket(s): R3QPI links at %04x:%02x:13.5/13.6%s%s, GIDNIDMAP 0x%06x\n",
		nsock, gen->name, E5_DOMAIN, socks[0].bus[0].busnr,
		gen->links > 2 ? "/12.5" : "", gen->iio ? ", IRP at 05.6 of bus 00" : "", map);
	return 0;
}

void sim_snbep_exit(void)
{
	snb_remove_buses();
	if (gen == &ivb_gen)
		sim_ivbep_exit();
}
