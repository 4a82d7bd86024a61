// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: Intel Xeon E5-2600 (Sandy Bridge-EP) R3QPI boxes as PCI
 * functions, modelled from the Uncore Performance Monitoring Guide
 * 327043-001, section 2.9.3 (Tables 2-118, 2-119):
 *
 * - Each simulated socket gets a software PCI root bus (domain 0x10000 + s,
 *   bus 0x3f + 0x40 * s) whose config space is served by this file, so the
 *   real pci_driver binds by ID, unchanged. On it:
 *     11.0  U-box 8086:3ce0, CPUNODEID (0x40, bits 2:0) = s and GIDNIDMAP
 *           (0x54, 3 bits per physical package id; unused fields 7)
 *     13.0  8086:3ce4 (function 0, present so that the PCI core scans
 *           the other functions of device 19; ID UNVERIFIED, not the
 *           R2PCIe PMON 3c43 so that no uncore driver binds it; no
 *           registers modelled)
 *     13.5  R3QPI link 0 8086:3c44,  13.6  R3QPI link 1 8086:3c45
 * - R3_Ly_PCI_PMON_BOX_CTL 0xF4: rst_ctrl (bit 0) zeroes the counter
 *   controls, rst_ctrs (bit 1) the counters, frz (bit 8) with frz_en
 *   (bit 16) freezes the box. The bits are write-only and read 0; the
 *   state of frz/frz_en is the last value written. Bit 17 is reserved
 *   (must write 0): writes with it set are counted as violations.
 * - CTL0-2 0xD8/0xDC/0xE0: ev_sel 7:0, umask 15:8, rst 17 (zeroes this
 *   counter, not latched), edge 18, ov_en 20 (stored, no effect: no
 *   overflow status is modelled, its SNB-EP offset is UNVERIFIED), en 22,
 *   invert 23, thresh 31:24. Writes with bits 16, 19 or 21 set are
 *   violations.
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
		 "Sandy Bridge-EP sockets to simulate (1 or 2, default 1); socket s belongs to logical package s");

#define SNB_MAX_SOCKETS		2
#define R3_LINKS		2
#define R3_COUNTERS		3
#define R3_WIDTH		44
#define R3_MASK			GENMASK_ULL(R3_WIDTH - 1, 0)
#define SNB_DOMAIN		0x10000

#define UBOX_DEVFN		PCI_DEVFN(11, 0)
#define R2PCIE_DEVFN		PCI_DEVFN(19, 0)
#define R3_DEVFN(l)		PCI_DEVFN(19, 5 + (l))

#define UBOX_CPUNODEID		0x40
#define UBOX_GIDNIDMAP		0x54

#define R3_CTR0			0xa0
#define R3_CTL0			0xd8
#define R3_BOX_CTL		0xf4

#define BOX_RST_CTRL		BIT(0)
#define BOX_RST_CTRS		BIT(1)
#define BOX_FRZ			BIT(8)
#define BOX_FRZ_EN		BIT(16)
#define BOX_RSV			(~(BOX_RST_CTRL | BOX_RST_CTRS | BOX_FRZ | BOX_FRZ_EN))

#define CTL_RST			BIT(17)
#define CTL_RSV			(BIT(16) | BIT(19) | BIT(21))
#define CTL_KEEP		(GENMASK(15, 0) | BIT(18) | BIT(20) | SIM_CTL_EN | GENMASK(31, 23))

struct r3_link {
	u32 ctl[R3_COUNTERS];
	u64 ctr[R3_COUNTERS];
	bool frz_en;
	bool frz;
	u64 violations;
};

struct snb_socket {
	struct pci_sysdata sd;
	struct resource busn;
	struct pci_bus *bus;
	int busnr;
	u32 nodeid;
	u32 gidnidmap;
	struct r3_link link[R3_LINKS];
};

static struct snb_socket socks[SNB_MAX_SOCKETS];
static unsigned int nsock;
static DEFINE_RAW_SPINLOCK(r3_lock);
static struct sim_box r3_sbox[R3_LINKS];
static u32 r3_carry[R3_LINKS];
static atomic64_t nmi_cfg_accesses;

static struct snb_socket *bus_socket(struct pci_bus *bus)
{
	unsigned int s;

	for (s = 0; s < nsock; s++)
		if (bus->sysdata == &socks[s].sd)
			return &socks[s];
	return NULL;
}

/* Header of the functions present: device ID and class, or 0. */
static u32 fn_id(unsigned int devfn, u32 *class)
{
	switch (devfn) {
	case UBOX_DEVFN:
		*class = 0x088000;	/* system peripheral, other */
		return 0x3ce0;
	case R2PCIE_DEVFN:
		*class = 0x088000;
		return 0x3ce4;
	case R3_DEVFN(0):
		*class = 0x110100;	/* performance counters */
		return 0x3c44;
	case R3_DEVFN(1):
		*class = 0x110100;
		return 0x3c45;
	}
	return 0;
}

static u32 header_read(struct snb_socket *sk, unsigned int devfn, int where, u32 dev, u32 class)
{
	switch (where) {
	case PCI_VENDOR_ID:
		return dev << 16 | PCI_VENDOR_ID_INTEL;
	case PCI_CLASS_REVISION:
		return class << 8 | 0x07;
	case PCI_CACHE_LINE_SIZE:
		/* device 19 is multi-function */
		return PCI_SLOT(devfn) == 19 ? 0x80 << 16 : 0;
	}
	if (devfn == UBOX_DEVFN && where == UBOX_CPUNODEID)
		return sk->nodeid;
	if (devfn == UBOX_DEVFN && where == UBOX_GIDNIDMAP)
		return sk->gidnidmap;
	return 0;
}

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

static void r3_write(struct r3_link *l, int where, u32 val)
{
	int i;

	if (where == R3_BOX_CTL) {
		if (val & BOX_RSV)
			l->violations++;
		if (val & BOX_RST_CTRL)
			memset(l->ctl, 0, sizeof(l->ctl));
		if (val & BOX_RST_CTRS)
			memset(l->ctr, 0, sizeof(l->ctr));
		l->frz_en = !!(val & BOX_FRZ_EN);
		l->frz = !!(val & BOX_FRZ);
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
		if (val & CTL_RSV)
			l->violations++;
		if (val & CTL_RST)
			l->ctr[i] = 0;
		l->ctl[i] = val & CTL_KEEP;
	}
}

static int r3_link_of(unsigned int devfn)
{
	if (devfn == R3_DEVFN(0))
		return 0;
	if (devfn == R3_DEVFN(1))
		return 1;
	return -1;
}

static int snb_cfg_read(struct pci_bus *bus, unsigned int devfn, int where, int size, u32 *val)
{
	struct snb_socket *sk = bus_socket(bus);
	int link = r3_link_of(devfn);
	unsigned long flags;
	u32 dev, class = 0, v;

	if (in_nmi())
		atomic64_inc(&nmi_cfg_accesses);
	dev = sk ? fn_id(devfn, &class) : 0;
	if (!dev || where < 0 || where + size > 256) {
		*val = ~0U;
		return PCIBIOS_DEVICE_NOT_FOUND;
	}
	if (link >= 0 && where >= R3_CTR0) {
		raw_spin_lock_irqsave(&r3_lock, flags);
		if (size == 4 && !(where & 3)) {
			atomic64_inc(&r3_sbox[link].reads);
			v = r3_read(&sk->link[link], link, where);
		} else {
			v = 0;	/* partial reads of PMON registers: not modelled */
		}
		raw_spin_unlock_irqrestore(&r3_lock, flags);
	} else {
		v = header_read(sk, devfn, where & ~3, dev, class);
		v >>= 8 * (where & 3);
	}
	if (size < 4)
		v &= (1U << (8 * size)) - 1;
	*val = v;
	return PCIBIOS_SUCCESSFUL;
}

static int snb_cfg_write(struct pci_bus *bus, unsigned int devfn, int where, int size, u32 val)
{
	struct snb_socket *sk = bus_socket(bus);
	int link = r3_link_of(devfn);
	unsigned long flags;
	u32 class;

	if (in_nmi())
		atomic64_inc(&nmi_cfg_accesses);
	if (!sk || !fn_id(devfn, &class))
		return PCIBIOS_DEVICE_NOT_FOUND;
	/* the header is read-only here (no BARs, nothing to enable) */
	if (link < 0 || where < R3_CTR0 || size != 4 || (where & 3))
		return PCIBIOS_SUCCESSFUL;
	raw_spin_lock_irqsave(&r3_lock, flags);
	atomic64_inc(&r3_sbox[link].writes);
	r3_write(&sk->link[link], where, val);
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
static u32 r3_counters(u64 ctl)
{
	u64 ev = ctl & 0xff;

	if (ev == 0x13)
		return 0x1;
	if ((ev >= 0x10 && ev <= 0x12) || (ev >= 0x20 && ev <= 0x26) ||
	    (ev >= 0x31 && ev <= 0x34) || ev == 0x36 || ev == 0x37)
		return 0x3;
	return 0x7;
}

static int r3_inject(struct sim_box *sb, const struct sim_inject *inj)
{
	int link = sb - r3_sbox;
	u64 amount[R3_COUNTERS];
	struct r3_link *l;
	unsigned long flags;
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
		if (!(r3_counters(l->ctl[i]) & BIT(i)))
			amount[i] = 0;
	}
	for (i = 0; i < R3_COUNTERS; i++) {
		if (!amount[i])
			continue;
		if (!(l->ctl[i] & SIM_CTL_EN) || (l->frz_en && l->frz)) {
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

/*
 * BOX_CTL shows the latched frz_en/frz state (the register itself reads
 * 0); SIM_RESERVED_BIT_WRITES counts writes with reserved bits set.
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
		r3_line(m, s, link, "BOX_CTL", -1, R3_BOX_CTL,
			(snap.frz_en ? BOX_FRZ_EN : 0) | (snap.frz ? BOX_FRZ : 0));
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
	seq_printf(m, "SIM_NMI_CONFIG_ACCESSES 0x0 0x%llx\n",
		   (u64)atomic64_read(&nmi_cfg_accesses));
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
	unsigned int s;

	pci_lock_rescan_remove();
	for (s = 0; s < nsock; s++) {
		if (!socks[s].bus)
			continue;
		pci_stop_root_bus(socks[s].bus);
		pci_remove_root_bus(socks[s].bus);
		socks[s].bus = NULL;
	}
	pci_unlock_rescan_remove();
}

int sim_snbep_init(void)
{
	u32 map = 0xffffff;	/* every node id field 7: no socket */
	unsigned int s, l;
	int ret = 0;

	if (snbep_sockets < 1 || snbep_sockets > SNB_MAX_SOCKETS) {
		pr_err("snbep_sockets must be 1 or 2\n");
		return -EINVAL;
	}
	nsock = snbep_sockets;
	for (s = 0; s < nsock; s++) {
		int phys = pkg_phys(s);

		if (phys < 0 || phys > 7) {
			pr_warn("snbep: socket %u: logical package %u has no CPU with a physical id 0-7; its devices will not probe\n",
				s, s);
			socks[s].nodeid = 7;	/* in no GIDNIDMAP field */
			continue;
		}
		socks[s].nodeid = s;
		map = (map & ~(0x7U << (3 * phys))) | s << (3 * phys);
	}
	for (s = 0; s < nsock; s++) {
		struct snb_socket *sk = &socks[s];
		LIST_HEAD(resources);

		memset(sk->link, 0, sizeof(sk->link));
		sk->gidnidmap = map;
		sk->busnr = 0x3f + 0x40 * s;
		sk->sd.domain = SNB_DOMAIN + s;
		sk->sd.node = NUMA_NO_NODE;
		sk->busn = (struct resource)DEFINE_RES_NAMED(sk->busnr, 1, "boxpmu_sim snbep",
							      IORESOURCE_BUS);
		if (pci_find_bus(sk->sd.domain, sk->busnr)) {
			pr_err("snbep: PCI %04x:%02x exists already\n", sk->sd.domain, sk->busnr);
			ret = -EBUSY;
			break;
		}
		pci_add_resource(&resources, &sk->busn);
		pci_lock_rescan_remove();
		sk->bus = pci_create_root_bus(NULL, sk->busnr, &snb_pci_ops, &sk->sd, &resources);
		if (sk->bus) {
			pci_scan_child_bus(sk->bus);
			pci_bus_add_devices(sk->bus);
		}
		pci_unlock_rescan_remove();
		if (!sk->bus) {
			pci_free_resource_list(&resources);
			ret = -ENOMEM;
			break;
		}
	}
	if (ret) {
		snb_remove_buses();
		return ret;
	}
	for (l = 0; l < R3_LINKS; l++) {
		struct sim_box *sb = &r3_sbox[l];

		sb->name = l ? "uncore_r3qpi_1" : "uncore_r3qpi_0";
		sb->inject = r3_inject;
		sb->regs = r3_regs;
		sim_box_add(sb);
		debugfs_create_file_unsafe("carry_between_reads", 0644, sb->dir, &r3_carry[l],
					   &carry_fops);
	}
	pr_info("simulating %u Sandy Bridge-EP socket(s): R3QPI links at %04x:%02x:13.5/13.6, GIDNIDMAP 0x%06x\n",
		nsock, SNB_DOMAIN, socks[0].busnr, map);
	return 0;
}

void sim_snbep_exit(void)
{
	snb_remove_buses();
}
