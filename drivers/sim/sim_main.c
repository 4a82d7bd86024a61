// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: a register-level model of the performance-monitoring
 * boxes, for testing the boxpmu drivers without the hardware.
 *
 * Each simulated box appears under /sys/kernel/debug/boxpmu_sim/<pmu>/:
 *   inject    write "<terms> count=N [inc=K] [burst=1] [pkg=P]": the event
 *             the terms select occurred in N cycles (K per cycle); for a
 *             core box "cpu=C event=E count=N" or "cpu=C clock=1 count=N"
 *   regs      every register as "name address value"
 *   accesses  "reads=R writes=W dropped=D unmatched=U" since this file was
 *             last written
 *   fail_reads  N: the next N reads of a counter register fail, as the
 *             hardware fails them (see the box model)
 * and, for the whole platform, fail_pmu_register, fail_nmi_register and
 * fail_pmi_status (sim_fault.c).
 * See Documentation/simulator.rst for the exact counting rules.
 */
#define pr_fmt(fmt) "boxpmu_sim: " fmt

#include <linux/module.h>
#include <linux/debugfs.h>
#include <linux/uaccess.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/kernel.h>
#include <linux/timekeeping.h>
#ifdef CONFIG_X86
#include <asm/apic.h>
#include <asm/irq_vectors.h>
#endif

#include <boxpmu/core.h>
#include "sim.h"

struct dentry *sim_debugfs_root;

unsigned int sim_pmi_wait_ms = 2000;
module_param_named(pmi_wait_ms, sim_pmi_wait_ms, uint, 0644);
MODULE_PARM_DESC(pmi_wait_ms,
		 "How long an injection waits for software to unfreeze counters frozen by a PMI before the remaining events are dropped (default 2000)");

static bool nhmex = true;
module_param(nhmex, bool, 0444);
MODULE_PARM_DESC(nhmex, "Simulate a Xeon 7500 (Nehalem-EX) uncore in every package (default on)");

static bool wsmex;
module_param(wsmex, bool, 0444);
MODULE_PARM_DESC(wsmex,
		 "With nhmex: simulate the Xeon E7-2800/4800/8800 (Westmere-EX, model 47) uncore instead of the Xeon 7500's: ten C-boxes and its ZDP_CTL_FVC layout (default off)");

/*
 * UNVERIFIED: which C-boxes a part with fewer cores than the die has
 * (e.g. a six-core Xeon 7540 or E7-4830) keeps is not in the uncore guide
 * 323535 nor the SDM; the model keeps C-boxes 0..cboxes-1, and the MSRs of
 * the others fault (#GP) as any absent MSR does. The modelled CPU then
 * reports that many cores per package.
 */
static unsigned int cboxes;
module_param(cboxes, uint, 0444);
MODULE_PARM_DESC(cboxes,
		 "With nhmex: C-boxes present, as on a part with that many cores; the MSRs of the others fault (default 0: all of the model's, 8, or 10 with wsmex). UNVERIFIED which ones a part keeps: C-boxes 0..cboxes-1 here");

static bool snbep = true;
module_param(snbep, bool, 0444);
MODULE_PARM_DESC(snbep, "Simulate Xeon E5-2600 (Sandy Bridge-EP) R3QPI PCI devices (default on; see snbep_sockets)");

static bool ivbep;
module_param(ivbep, bool, 0444);
MODULE_PARM_DESC(ivbep,
		 "Simulate the Xeon E5 v2 (Ivy Bridge-EP) IRP and R3QPI PCI devices instead of the Sandy Bridge-EP ones (same PMU names; snbep is then ignored), and with nhmex=0 its global control MSR (default off)");

static bool xscale = true;
module_param(xscale, bool, 0444);
MODULE_PARM_DESC(xscale, "Simulate the XScale core PMU (CP14 registers 0-3) on every CPU (default on)");

static bool ixp2800 = true;
module_param(ixp2800, bool, 0444);
MODULE_PARM_DESC(ixp2800, "Simulate the IXP2800 chip-wide PMU as a platform device (default on; see ixp2800_counters, ixp2800_irq)");

atomic64_t sim_pmi_delivered;
atomic64_t sim_pmi_masked;

#ifdef CONFIG_X86
/*
 * On the target CPU: what its local APIC does with a performance-monitor
 * interrupt (SDM Vol. 3, "Local Vector Table"). The LVT performance
 * counter entry (LVTPC) decides. While its mask bit is set, the interrupt
 * is not delivered at all. Otherwise the APIC sets the mask bit itself and
 * delivers it in the entry's delivery mode; software must clear the mask
 * again before the next one can come. Only NMI delivery is modelled (what
 * Linux programs); an entry in another mode counts as not delivered.
 */
static bool sim_lvtpc_deliver(void)
{
	/* apic_read()/apic_write() are static calls 6.12 does not export */
	u32 lvtpc = apic->read(APIC_LVTPC);

	if (lvtpc & APIC_LVT_MASKED)
		return false;
	apic->write(APIC_LVTPC, lvtpc | APIC_LVT_MASKED);
	if ((lvtpc & APIC_MODE_MASK) != APIC_DM_NMI)
		return false;
	apic->send_IPI(smp_processor_id(), NMI_VECTOR);
	return true;
}

static void sim_lvtpc_deliver_ipi(void *info)
{
	*(bool *)info = sim_lvtpc_deliver();
}

/**
 * sim_send_pmi_here() - raise the performance-monitoring interrupt on the
 * calling CPU, in the middle of what it is doing
 *
 * For an overflow raised inside a register access of the CPU the PMI is
 * routed to: the NMI is taken at once, whether or not the CPU has
 * interrupts off, nested in the code that made the access (unless that is
 * an NMI handler already: then it waits for its end). Waits up to 100 ms
 * for a handler to claim it, which re-arms the LVTPC entry. Counted as
 * sim_send_pmi() counts.
 *
 * Return: whether the PMI was delivered.
 */
bool sim_send_pmi_here(void)
{
	u64 end = ktime_get_mono_fast_ns() + 100 * NSEC_PER_MSEC;
	bool delivered = sim_lvtpc_deliver();

	while (delivered && !in_nmi() && (apic->read(APIC_LVTPC) & APIC_LVT_MASKED) &&
	       ktime_get_mono_fast_ns() < end)
		cpu_relax();
	atomic64_inc(delivered ? &sim_pmi_delivered : &sim_pmi_masked);
	return delivered;
}
#endif

/**
 * sim_send_pmi() - raise the performance-monitoring interrupt on a CPU
 * @cpu: target, online
 *
 * Uncore PMIs reach the cores through their local APIC's LVTPC entry, as
 * NMIs when Linux set it up; the driver's NMI handler must claim them.
 * Counted in sim_pmi_delivered, or in sim_pmi_masked when the entry was
 * masked (or not in NMI mode) and the PMI was lost. A CPU that went
 * offline meanwhile gets nothing and is not counted.
 *
 * The model's shortcut: the target's local APIC is reached through a
 * function-call IPI, which waits while the target has interrupts off,
 * where the PMI itself would not. sim_send_pmi_here() has no such wait.
 *
 * Return: whether the PMI was delivered.
 */
bool sim_send_pmi(unsigned int cpu)
{
	bool delivered = false;

#ifdef CONFIG_X86
	if (smp_call_function_single(cpu, sim_lvtpc_deliver_ipi, &delivered, 1))
		return false;
#endif
	atomic64_inc(delivered ? &sim_pmi_delivered : &sim_pmi_masked);
	return delivered;
}

/* ---- inject parsing ------------------------------------------------------ */

static int parse_term(char *tok, struct sim_inject *inj, unsigned int *seen)
{
	static const char * const keys[] = {
		"event", "umask", "count", "inc", "burst", "pkg", "unit", "src", "cpu", "clock",
		"busy", "steady",
	};
	/* in enum sim_filter_term order */
	static const char * const fkeys[SIM_NFILTER] = {
		"set", "match", "port", "iperf", "qlx", "xbr", "flag", "dsp", "iss",
		"map", "thr", "pgt", "pld", "fvc", "bcmd", "resp", "fvid", "pbox", "addr",
	};
	char *val = strchr(tok, '=');
	unsigned int k;
	u64 v;

	if (!val)
		return -EINVAL;
	*val++ = '\0';
	if (kstrtou64(val, 0, &v))
		return -EINVAL;
	for (k = 0; k < SIM_NFILTER; k++) {
		if (strcmp(tok, fkeys[k]))
			continue;
		if (inj->fseen & BIT(k))
			return -EINVAL;
		inj->fseen |= BIT(k);
		inj->filt[k] = v;
		return 0;
	}
	for (k = 0; k < ARRAY_SIZE(keys); k++)
		if (!strcmp(tok, keys[k]))
			break;
	if (k == ARRAY_SIZE(keys) || (*seen & BIT(k)))
		return -EINVAL;
	*seen |= BIT(k);
	switch (k) {
	case 0:
		inj->event = v;
		break;
	case 1:
		inj->umask = v;
		break;
	case 2:
		inj->count = v;
		break;
	case 3:
		inj->inc = v;
		break;
	case 4:
		if (v > 1)
			return -EINVAL;
		inj->burst = v;
		break;
	case 5:
		if (v > INT_MAX)
			return -EINVAL;
		inj->pkg = v;
		break;
	case 6:
		inj->unit = v;
		inj->keys |= SIM_KEY_UNIT;
		break;
	case 7:
		inj->src = v;
		inj->keys |= SIM_KEY_SRC;
		break;
	case 8:
		if (v > INT_MAX)
			return -EINVAL;
		inj->cpu = v;
		inj->keys |= SIM_KEY_CPU;
		break;
	case 9:
		if (v != 1)
			return -EINVAL;
		inj->keys |= SIM_KEY_CLOCK;
		break;
	case 10:
		inj->busy = v;
		inj->keys |= SIM_KEY_BUSY;
		break;
	case 11:
		if (v != 1)
			return -EINVAL;
		inj->keys |= SIM_KEY_STEADY;
		break;
	}
	return 0;
}

/*
 * "event=0x14,umask=0x3 count=1000": terms separated by commas or blanks.
 * event and count are required; edge/inv/thresh are counter settings, not
 * properties of events, and are refused. The filter terms (set=, match=,
 * port=, ...) are taken only by the boxes that have such filters; unit and
 * src only by the boxes that have sub-units or source queues.
 */
static int parse_inject(char *buf, struct sim_inject *inj)
{
	unsigned int seen = 0;
	char *tok;
	int ret;

	memset(inj, 0, sizeof(*inj));
	inj->inc = 1;
	while ((tok = strsep(&buf, ", \t\n")) != NULL) {
		if (!*tok)
			continue;
		ret = parse_term(tok, inj, &seen);
		if (ret)
			return ret;
	}
	/*
	 * the R-box selects by port and sub-event, without an event code;
	 * clock ticks (clock=1) have none either
	 */
	if ((!(seen & BIT(0)) && !inj->fseen && !(seen & BIT(9))) || !(seen & BIT(2)) ||
	    !inj->inc)
		return -EINVAL;
	inj->has_event = seen & BIT(0);
	return 0;
}

static ssize_t inject_write(struct file *file, const char __user *ubuf,
			    size_t len, loff_t *ppos)
{
	struct sim_box *b = file->private_data;
	struct sim_inject inj;
	char buf[160];
	int ret;

	if (len >= sizeof(buf))
		return -EINVAL;
	if (copy_from_user(buf, ubuf, len))
		return -EFAULT;
	buf[len] = '\0';
	ret = parse_inject(buf, &inj);
	if (!ret && (inj.keys & ~b->keys))
		ret = -EINVAL;
	if (!ret)
		ret = b->inject(b, &inj);
	return ret ? ret : len;
}

static const struct file_operations inject_fops = {
	.owner	= THIS_MODULE,
	.open	= simple_open,
	.write	= inject_write,
	.llseek	= noop_llseek,
};

static int fail_get(void *data, u64 *val)
{
	*val = atomic_read(&((struct sim_box *)data)->fail_reads);
	return 0;
}

static int fail_set(void *data, u64 val)
{
	if (val > INT_MAX)
		return -EINVAL;
	atomic_set(&((struct sim_box *)data)->fail_reads, val);
	return 0;
}
DEFINE_DEBUGFS_ATTRIBUTE(fail_fops, fail_get, fail_set, "%llu\n");

/**
 * sim_fail_read() - should this counter read of @b fail?
 * @b: the box
 *
 * Return: true for each of the next N reads after N was written to the
 * box's fail_reads file.
 */
bool sim_fail_read(struct sim_box *b)
{
	return atomic_add_unless(&b->fail_reads, -1, 0);
}

/**
 * sim_reg_line() - one line of a regs file: "NAME[n][.pkgP] ADDRESS VALUE"
 * @m:    the file
 * @pkg:  package (socket); 0 gets no suffix
 * @name: register name
 * @n:    index appended to @name, or -1
 * @addr: register address (MSR, config offset, CSR offset; 0 for the
 *        simulator's own counters)
 * @v:    value
 */
void sim_reg_line(struct seq_file *m, int pkg, const char *name, int n, u32 addr, u64 v)
{
	char full[40];

	if (n >= 0)
		snprintf(full, sizeof(full), "%s%d", name, n);
	else
		strscpy(full, name, sizeof(full));
	if (pkg)
		seq_printf(m, "%s.pkg%d 0x%x 0x%llx\n", full, pkg, addr, v);
	else
		seq_printf(m, "%s 0x%x 0x%llx\n", full, addr, v);
}

static int regs_show(struct seq_file *m, void *v)
{
	struct sim_box *b = m->private;

	b->regs(b, m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(regs);

static int accesses_show(struct seq_file *m, void *v)
{
	struct sim_box *b = m->private;

	seq_printf(m, "reads=%lld writes=%lld dropped=%lld unmatched=%lld\n",
		   atomic64_read(&b->reads), atomic64_read(&b->writes),
		   atomic64_read(&b->dropped), atomic64_read(&b->unmatched));
	return 0;
}

static int accesses_open(struct inode *inode, struct file *file)
{
	return single_open(file, accesses_show, inode->i_private);
}

static ssize_t accesses_write(struct file *file, const char __user *ubuf,
			      size_t len, loff_t *ppos)
{
	struct sim_box *b = ((struct seq_file *)file->private_data)->private;

	atomic64_set(&b->reads, 0);
	atomic64_set(&b->writes, 0);
	atomic64_set(&b->dropped, 0);
	atomic64_set(&b->unmatched, 0);
	return len;
}

static const struct file_operations accesses_fops = {
	.owner		= THIS_MODULE,
	.open		= accesses_open,
	.read		= seq_read,
	.write		= accesses_write,
	.llseek		= seq_lseek,
	.release	= single_release,
};

/**
 * sim_box_add() - publish a simulated box in debugfs
 * @b: the box, with @name, @inject and @regs set
 *
 * Return: 0 (debugfs failures are not fatal).
 */
int sim_box_add(struct sim_box *b)
{
	b->dir = debugfs_create_dir(b->name, sim_debugfs_root);
	debugfs_create_file("inject", 0200, b->dir, b, &inject_fops);
	debugfs_create_file("regs", 0444, b->dir, b, &regs_fops);
	debugfs_create_file("accesses", 0644, b->dir, b, &accesses_fops);
	debugfs_create_file_unsafe("fail_reads", 0644, b->dir, b, &fail_fops);
	return 0;
}

/* ---- the register accessor backend -------------------------------------- */

static int sim_msr_read(u32 msr, u64 *val)
{
	if (nhmex)
		return sim_nhmex_msr_read(msr, val);
	return ivbep ? sim_ivbep_msr_read(msr, val) : -EIO;
}

static int sim_msr_write(u32 msr, u64 val)
{
	if (nhmex)
		return sim_nhmex_msr_write(msr, val);
	return ivbep ? sim_ivbep_msr_write(msr, val) : -EIO;
}

/*
 * One backend for every model: MSRs go to the Xeon 7500 model (or, with
 * nhmex=0 and ivbep=1, to the Ivy Bridge-EP U-box's global control: one
 * modelled CPU at a time), MMIO windows to the IXP2800 PMU model (the only
 * MMIO device simulated). PCI boxes need none: their devices are
 * simulated PCI functions.
 */
static struct boxpmu_backend sim_backend = {
	.name		= "boxpmu_sim",
	.owner		= THIS_MODULE,
	.msr_read	= sim_msr_read,
	.msr_write	= sim_msr_write,
	.mmio_read	= sim_ixp2800_mmio_read,
	.mmio_write	= sim_ixp2800_mmio_write,
	.mmio_map	= sim_ixp2800_mmio_map,
	.mmio_unmap	= sim_ixp2800_mmio_unmap,
};

static int __init sim_init(void)
{
	int ret;

	sim_debugfs_root = debugfs_create_dir("boxpmu_sim", NULL);
	sim_fault_init(&sim_backend);
	ret = sim_irq_init();
	if (ret)
		goto err_debugfs;
	if (nhmex) {
		ret = sim_nhmex_init(wsmex, cboxes);
		if (ret < 0)
			goto err_irq;
		/* drivers of MSR boxes match the modelled CPU */
		sim_backend.x86_family = 6;
		sim_backend.x86_model = wsmex ? 47 : 46;
		/* one core per C-box present: sim_nhmex_init() said how many */
		sim_backend.x86_max_cores = ret;
	} else if (ivbep) {
		sim_backend.x86_family = 6;
		sim_backend.x86_model = 62;
	}
	if (ivbep && snbep) {
		pr_info("ivbep=1: Ivy Bridge-EP devices instead of the Sandy Bridge-EP ones\n");
		snbep = false;
	}
	if (snbep || ivbep) {
		ret = sim_snbep_init(ivbep);
		if (ret)
			goto err_nhmex;
	}
	if (xscale) {
		ret = sim_xscale_init();
		if (ret)
			goto err_snbep;
		/*
		 * On ARM the model sits behind the real instructions
		 * (sim_xscale.c): no accessors, the driver uses its own.
		 */
		if (!IS_ENABLED(CONFIG_ARM)) {
			sim_backend.cp14_read = sim_xscale_cp14_read;
			sim_backend.cp14_write = sim_xscale_cp14_write;
			sim_backend.cp14_irq = sim_xscale_cp14_irq;
		}
	}
	/* before the IXP2800 device appears: its driver maps it through us */
	ret = boxpmu_backend_register(&sim_backend);
	if (ret)
		goto err_xscale;
	if (ixp2800) {
		ret = sim_ixp2800_init();
		if (ret)
			goto err_backend;
	}
	return 0;

err_backend:
	boxpmu_backend_unregister(&sim_backend);
err_xscale:
	if (xscale)
		sim_xscale_exit();
err_snbep:
	if (snbep || ivbep)
		sim_snbep_exit();
err_nhmex:
	if (nhmex)
		sim_nhmex_exit();
err_irq:
	sim_irq_exit();
err_debugfs:
	debugfs_remove_recursive(sim_debugfs_root);
	return ret;
}

static void __exit sim_exit(void)
{
	debugfs_remove_recursive(sim_debugfs_root);
	/* the IXP2800 device goes first: its driver unmaps its window */
	if (ixp2800)
		sim_ixp2800_exit();
	boxpmu_backend_unregister(&sim_backend);
	if (xscale)
		sim_xscale_exit();
	if (snbep || ivbep)
		sim_snbep_exit();
	if (nhmex)
		sim_nhmex_exit();
	sim_irq_exit();
}

module_init(sim_init);
module_exit(sim_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("boxpmu: register-level simulator of performance-monitoring boxes");
