// SPDX-License-Identifier: GPL-2.0
/* boxpmu simulator: the PMI as a local APIC delivers it; box debugfs files (simulator.rst) */

#include <linux/module.h>
#include <linux/debugfs.h>
#include <linux/uaccess.h>
#include <linux/string.h>
#include <linux/kernel.h>
#include <linux/timekeeping.h>
#ifdef CONFIG_X86
#include <asm/apic.h>
#include <asm/irq_vectors.h>
#endif

#include "sim.h"

struct dentry *sim_debugfs_root;

unsigned int sim_pmi_wait_ms = 2000;
module_param_named(pmi_wait_ms, sim_pmi_wait_ms, uint, 0644);
MODULE_PARM_DESC(pmi_wait_ms,
		 "How long an injection waits for software to unfreeze counters frozen by a PMI before the remaining events are dropped (default 2000)");

atomic64_t sim_pmi_delivered;
atomic64_t sim_pmi_masked;

#ifdef CONFIG_X86
/* On the target CPU, as its local APIC (SDM Vol. 3, "Local Vector Table"); NMI mode only */
static bool sim_lvtpc_deliver(void)
{
	u32 lvtpc = apic->read(APIC_LVTPC);	/* apic_read(): a static call, unexported in 6.12 */

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

/* The PMI on the calling CPU, nested in its register access: delivered? A handler gets 100 ms */
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

/* @cpu's PMI, delivered? By an IPI, which, unlike a PMI, waits while IRQs are off */
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

enum {
	T_EVENT, T_UMASK, T_COUNT, T_INC, T_BURST, T_PKG, T_UNIT, T_SRC, T_CPU, T_CLOCK,
	T_BUSY, T_STEADY
};

static const struct {
	const char *name;
	u64 min, max;
	unsigned int key;	/* SIM_KEY_* of an optional term */
	u16 off;		/* where the value goes in struct sim_inject */
	u8 size;		/* 0: nowhere (a flag in @key) */
} terms[] = {
	[T_EVENT]	= { "event",  0, U64_MAX, 0, SIM_SLOT(struct sim_inject, event) },
	[T_UMASK]	= { "umask",  0, U64_MAX, 0, SIM_SLOT(struct sim_inject, umask) },
	[T_COUNT]	= { "count",  0, U64_MAX, 0, SIM_SLOT(struct sim_inject, count) },
	[T_INC]		= { "inc",    0, U64_MAX, 0, SIM_SLOT(struct sim_inject, inc) },
	[T_BURST]	= { "burst",  0, 1, 0, SIM_SLOT(struct sim_inject, burst) },
	[T_PKG]		= { "pkg",    0, INT_MAX, 0, SIM_SLOT(struct sim_inject, pkg) },
	[T_UNIT]	= { "unit",   0, U64_MAX, SIM_KEY_UNIT, SIM_SLOT(struct sim_inject, unit) },
	[T_SRC]		= { "src",    0, U64_MAX, SIM_KEY_SRC, SIM_SLOT(struct sim_inject, src) },
	[T_CPU]		= { "cpu",    0, INT_MAX, SIM_KEY_CPU, SIM_SLOT(struct sim_inject, cpu) },
	[T_CLOCK]	= { "clock",  1, 1, SIM_KEY_CLOCK },
	[T_BUSY]	= { "busy",   0, U64_MAX, SIM_KEY_BUSY, SIM_SLOT(struct sim_inject, busy) },
	[T_STEADY]	= { "steady", 1, 1, SIM_KEY_STEADY },
};

static int parse_term(char *tok, struct sim_inject *inj, unsigned int *seen)
{
	static const char * const fkeys[SIM_NFILTER] = {	/* enum sim_filter_term order */
		"set", "match", "port", "iperf", "qlx", "xbr", "flag", "dsp", "iss",
		"map", "thr", "pgt", "pld", "fvc", "bcmd", "resp", "fvid", "pbox", "addr",
	};
	char *val = strchr(tok, '=');
	unsigned int k;
	void *p;
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
	for (k = 0; k < ARRAY_SIZE(terms); k++)
		if (!strcmp(tok, terms[k].name))
			break;
	if (k == ARRAY_SIZE(terms) || (*seen & BIT(k)) || v < terms[k].min || v > terms[k].max)
		return -EINVAL;
	*seen |= BIT(k);
	inj->keys |= terms[k].key;
	p = (void *)inj + terms[k].off;
	if (terms[k].size == sizeof(u64))
		*(u64 *)p = v;
	else if (terms[k].size == sizeof(u32))
		*(u32 *)p = v;
	else if (terms[k].size)
		*(bool *)p = v;
	return 0;
}

/* "event=0x14,umask=0x3 count=1000": the terms of simulator.rst, "inject" */
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
	/* no event code: the R-box selects by port and sub-event; clock=1 */
	if ((!(seen & BIT(T_EVENT)) && !inj->fseen && !(seen & BIT(T_CLOCK))) ||
	    !(seen & BIT(T_COUNT)) || !inj->inc)
		return -EINVAL;
	inj->has_event = seen & BIT(T_EVENT);
	return 0;
}

/* A debugfs write of @len bytes at @ubuf as a string in @buf of @size: 0 or -errno */
int sim_user_str(char *buf, size_t size, const char __user *ubuf, size_t len)
{
	if (len >= size)
		return -EINVAL;
	buf[len] = '\0';
	return copy_from_user(buf, ubuf, len) ? -EFAULT : 0;
}

static ssize_t inject_write(struct file *file, const char __user *ubuf,
			    size_t len, loff_t *ppos)
{
	struct sim_box *b = file->private_data;
	struct sim_inject inj;
	char buf[160];
	int ret;

	ret = sim_user_str(buf, sizeof(buf), ubuf, len) ?: parse_inject(buf, &inj);
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

/* Should this counter read fail? Each of the next N after N was written to fail_reads */
bool sim_fail_read(struct sim_box *b)
{
	return atomic_add_unless(&b->fail_reads, -1, 0);
}

/* A regs file line "NAME[n][.pkgP] ADDRESS VALUE": @n -1, @pkg 0 add nothing; @addr 0: ours */
void sim_reg_line(struct seq_file *m, int pkg, const char *name, int n, u32 addr, u64 v)
{
	seq_puts(m, name);
	if (n >= 0)
		seq_printf(m, "%d", n);
	if (pkg)
		seq_printf(m, ".pkg%d", pkg);
	seq_printf(m, " 0x%x 0x%llx\n", addr, v);
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

DEFINE_SHOW_STORE_ATTRIBUTE(accesses);

/* Publish @b, with @name, @inject and @regs set, in debugfs (whose failures are not fatal) */
int sim_box_add(struct sim_box *b)
{
	b->dir = debugfs_create_dir(b->name, sim_debugfs_root);
	debugfs_create_file("inject", 0200, b->dir, b, &inject_fops);
	debugfs_create_file("regs", 0444, b->dir, b, &regs_fops);
	debugfs_create_file("accesses", 0644, b->dir, b, &accesses_fops);
	debugfs_create_file_unsafe("fail_reads", 0644, b->dir, b, &fail_fops);
	return 0;
}
