// SPDX-License-Identifier: GPL-2.0
/* boxpmu_sim_msr: pv_ops.cpu MSR calls; never unloads (simulator.rst, "Real MSR instructions") */

#include <linux/module.h>
#include <linux/printk.h>
#include <linux/rcupdate.h>
#include <asm/paravirt.h>

#include "sim_msr.h"

static const struct boxpmu_sim_msr_ops __rcu *sim_ops;
static DEFINE_MUTEX(attach_lock);
static bool redirected;

#ifdef CONFIG_PARAVIRT_XXL
static u64 (*hw_read_msr)(unsigned int msr);
static void (*hw_write_msr)(unsigned int msr, unsigned int low, unsigned int high);
static u64 (*hw_read_msr_safe)(unsigned int msr, int *err);
static int (*hw_write_msr_safe)(unsigned int msr, unsigned int low, unsigned int high);

/* Owned: read into @val (0 on error) or write @wval; RCU-sched, detach waits for it; NMI-safe */
static bool sim_access(unsigned int msr, u64 *val, u64 wval, int *err)
{
	const struct boxpmu_sim_msr_ops *ops = rcu_dereference_sched(sim_ops);

	if (!ops || !ops->owns(msr))
		return false;
	*err = (val ? ops->read(msr, val) : ops->write(msr, wval)) ? -EIO : 0;
	if (val && *err)
		*val = 0;
	return true;
}

/* an unchecked access that faults: what the kernel's #GP fixup prints */
static void unchecked_fault(const char *op, unsigned int msr)
{
	pr_warn_ratelimited("unchecked MSR access error: %s 0x%x (simulated #GP)\n", op, msr);
	dump_stack();
}

static u64 redir_read_msr_safe(unsigned int msr, int *err)
{
	u64 val;

	preempt_disable_notrace();
	if (!sim_access(msr, &val, 0, err))
		val = hw_read_msr_safe(msr, err);
	preempt_enable_notrace();
	return val;
}

static int redir_write_msr_safe(unsigned int msr, unsigned int low, unsigned int high)
{
	int err;

	preempt_disable_notrace();
	if (!sim_access(msr, NULL, (u64)high << 32 | low, &err))
		err = hw_write_msr_safe(msr, low, high);
	preempt_enable_notrace();
	return err;
}

static u64 redir_read_msr(unsigned int msr)
{
	u64 val;
	int err = 0;

	preempt_disable_notrace();
	if (!sim_access(msr, &val, 0, &err))
		val = hw_read_msr(msr);
	preempt_enable_notrace();
	if (err)
		unchecked_fault("RDMSR from", msr);
	return val;
}

static void redir_write_msr(unsigned int msr, unsigned int low, unsigned int high)
{
	int err = 0;

	preempt_disable_notrace();
	if (!sim_access(msr, NULL, (u64)high << 32 | low, &err))
		hw_write_msr(msr, low, high);
	preempt_enable_notrace();
	if (err)
		unchecked_fault("WRMSR to", msr);
}

static void redirect(void)
{
	hw_read_msr = pv_ops.cpu.read_msr;
	hw_write_msr = pv_ops.cpu.write_msr;
	hw_read_msr_safe = pv_ops.cpu.read_msr_safe;
	hw_write_msr_safe = pv_ops.cpu.write_msr_safe;
	/* read by the next module's load, under module_mutex */
	WRITE_ONCE(pv_ops.cpu.read_msr, redir_read_msr);
	WRITE_ONCE(pv_ops.cpu.write_msr, redir_write_msr);
	WRITE_ONCE(pv_ops.cpu.read_msr_safe, redir_read_msr_safe);
	WRITE_ONCE(pv_ops.cpu.write_msr_safe, redir_write_msr_safe);
	redirected = true;
}
#else
static void redirect(void)
{
	pr_info("the kernel has no CONFIG_PARAVIRT_XXL: MSR instructions are not redirected\n");
}
#endif

/**
 * boxpmu_sim_msr_attach() - serve the MSRs @ops owns to modules loaded after this one
 * @ops: the simulator's callbacks; valid until boxpmu_sim_msr_detach()
 * Return: 0; -EOPNOTSUPP without CONFIG_PARAVIRT_XXL; -EBUSY if one is attached.
 */
int boxpmu_sim_msr_attach(const struct boxpmu_sim_msr_ops *ops)
{
	int ret = 0;

	if (!redirected)
		return -EOPNOTSUPP;
	mutex_lock(&attach_lock);
	if (rcu_access_pointer(sim_ops))
		ret = -EBUSY;
	else
		rcu_assign_pointer(sim_ops, ops);
	mutex_unlock(&attach_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(boxpmu_sim_msr_attach);

/**
 * boxpmu_sim_msr_detach() - stop serving MSRs, returning once no CPU is inside @ops
 * @ops: what boxpmu_sim_msr_attach() was given
 */
void boxpmu_sim_msr_detach(const struct boxpmu_sim_msr_ops *ops)
{
	mutex_lock(&attach_lock);
	if (rcu_access_pointer(sim_ops) == ops)
		RCU_INIT_POINTER(sim_ops, NULL);
	mutex_unlock(&attach_lock);
	synchronize_rcu();
}
EXPORT_SYMBOL_GPL(boxpmu_sim_msr_detach);

static int __init sim_msr_init(void)
{
	redirect();
	if (redirected)
		pr_info("RDMSR/WRMSR of modules loaded from now on reach the simulator's MSRs; this module stays loaded\n");
	return 0;
}
module_init(sim_msr_init);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("boxpmu: the simulator behind the real MSR instructions of modules loaded after it");
