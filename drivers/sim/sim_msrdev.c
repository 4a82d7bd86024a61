// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu simulator: its MSR models behind real MSR accesses, for code that
 * does not know the simulator: the RDMSR and WRMSR of modules loaded after
 * boxpmu_sim_msr (when that module is loaded), and /dev/cpu/N/msr with
 * msr.ko's interface (msr_dev=1) for user-space tools such as LIKWID and
 * Intel PCM. Documentation/simulator.rst, "Real MSR instructions".
 */

#include <linux/module.h>
#include <linux/capability.h>
#include <linux/cpu.h>
#include <linux/cpuhotplug.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/security.h>
#include <linux/smp.h>
#include <linux/uaccess.h>
#include <asm/msr.h>

#include "sim.h"
#include "sim_msr.h"

/* msr.ko's char major (Documentation/admin-guide/devices.txt) */
#define SIM_MSR_MAJOR	202

static const struct boxpmu_sim_msr_ops *ops;
static bool attached;
static struct class *msr_class;
static int msr_cpuhp = -1;

/* ---- the redirect of boxpmu_sim_msr ---------------------------------------- */

static void attach_redirect(void)
{
	int (*attach)(const struct boxpmu_sim_msr_ops *ops) = symbol_get(boxpmu_sim_msr_attach);
	int ret;

	if (!attach)
		return;		/* not loaded: nothing to attach to */
	ret = attach(ops);
	symbol_put(boxpmu_sim_msr_attach);
	if (ret)
		pr_info("boxpmu_sim_msr loaded, but MSR instructions do not reach the models (%d)\n",
			ret);
	else
		pr_info("the RDMSR/WRMSR of modules loaded after boxpmu_sim_msr reach the models\n");
	attached = !ret;
}

static void detach_redirect(void)
{
	void (*detach)(const struct boxpmu_sim_msr_ops *ops);

	if (!attached)
		return;
	/* boxpmu_sim_msr never unloads */
	detach = symbol_get(boxpmu_sim_msr_detach);
	if (!WARN_ON(!detach)) {
		detach(ops);
		symbol_put(boxpmu_sim_msr_detach);
	}
}

/* ---- /dev/cpu/N/msr ---------------------------------------------------------- */

struct msr_xfer {
	u32 msr;
	bool write;
	u64 val;
	int err;
};

static void owned_access(void *info)
{
	struct msr_xfer *x = info;

	x->err = (x->write ? ops->write(x->msr, x->val) : ops->read(x->msr, &x->val)) ? -EIO : 0;
}

/* An MSR of @cpu: the model's if it owns it, else the CPU's, as msr.ko reads it. */
static int msr_access(unsigned int cpu, u32 msr, u64 *val, bool write)
{
	struct msr_xfer x = { .msr = msr, .write = write, .val = *val };
	int ret;

	if (!ops->owns(msr))
		return write ? wrmsrl_safe_on_cpu(cpu, msr, *val) :
			       rdmsrl_safe_on_cpu(cpu, msr, val);
	ret = smp_call_function_single(cpu, owned_access, &x, 1);
	if (ret)
		return ret;
	*val = x.val;
	return x.err;
}

/* msr.ko's read and write: 8 bytes per access of the MSR at the file position */
static ssize_t msrdev_rw(struct file *file, char __user *buf, size_t count, loff_t *ppos,
			 bool write)
{
	unsigned int cpu = iminor(file_inode(file));
	u32 msr = *ppos;
	ssize_t bytes = 0;
	int err = 0;
	u64 val = 0;

	if (write)
		err = security_locked_down(LOCKDOWN_MSR);
	if (err)
		return err;
	if (count % 8)
		return -EINVAL;
	for (; count; count -= 8, bytes += 8) {
		if (write && copy_from_user(&val, buf + bytes, 8)) {
			err = -EFAULT;
			break;
		}
		err = msr_access(cpu, msr, &val, write);
		if (err)
			break;
		if (!write && copy_to_user(buf + bytes, &val, 8)) {
			err = -EFAULT;
			break;
		}
	}
	return bytes ? bytes : err;
}

static ssize_t msrdev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	return msrdev_rw(file, buf, count, ppos, false);
}

static ssize_t msrdev_write(struct file *file, const char __user *buf, size_t count,
			    loff_t *ppos)
{
	return msrdev_rw(file, (char __user *)buf, count, ppos, true);
}

static int msrdev_open(struct inode *inode, struct file *file)
{
	unsigned int cpu = iminor(file_inode(file));

	if (!capable(CAP_SYS_RAWIO))
		return -EPERM;
	if (cpu >= nr_cpu_ids || !cpu_online(cpu))
		return -ENXIO;
	return boot_cpu_has(X86_FEATURE_MSR) ? 0 : -EIO;
}

/* msr.ko's register-array ioctls (X86_IOC_RDMSR_REGS) are not served */
static const struct file_operations msrdev_fops = {
	.owner		= THIS_MODULE,
	.llseek		= no_seek_end_llseek,
	.read		= msrdev_read,
	.write		= msrdev_write,
	.open		= msrdev_open,
};

static int msrdev_online(unsigned int cpu)
{
	struct device *dev;

	dev = device_create(msr_class, NULL, MKDEV(SIM_MSR_MAJOR, cpu), NULL, "msr%d", cpu);
	return PTR_ERR_OR_ZERO(dev);
}

static int msrdev_offline(unsigned int cpu)
{
	device_destroy(msr_class, MKDEV(SIM_MSR_MAJOR, cpu));
	return 0;
}

#ifdef BOXPMU_CLASS_DEVNODE_CONST
static char *msrdev_devnode(const struct device *dev, umode_t *mode)
#else
static char *msrdev_devnode(struct device *dev, umode_t *mode)
#endif
{
	return kasprintf(GFP_KERNEL, "cpu/%u/msr", MINOR(dev->devt));
}

static int msrdev_init(void)
{
	int ret;

	ret = __register_chrdev(SIM_MSR_MAJOR, 0, nr_cpu_ids, "cpu/msr", &msrdev_fops);
	if (ret < 0) {
		pr_err("msr_dev: char major %d is taken (msr.ko loaded?): rmmod msr first\n",
		       SIM_MSR_MAJOR);
		return ret;
	}
#ifdef BOXPMU_CLASS_CREATE_NAME
	msr_class = class_create("msr");
#else
	msr_class = class_create(THIS_MODULE, "msr");
#endif
	if (IS_ERR(msr_class)) {
		ret = PTR_ERR(msr_class);
		goto err_chrdev;
	}
	msr_class->devnode = msrdev_devnode;
	ret = cpuhp_setup_state(CPUHP_AP_ONLINE_DYN, "boxpmu_sim/msr:online",
				msrdev_online, msrdev_offline);
	if (ret < 0)
		goto err_class;
	msr_cpuhp = ret;
	return 0;

err_class:
	class_destroy(msr_class);
err_chrdev:
	__unregister_chrdev(SIM_MSR_MAJOR, 0, nr_cpu_ids, "cpu/msr");
	return ret;
}

static void msrdev_exit(void)
{
	if (msr_cpuhp < 0)
		return;
	cpuhp_remove_state(msr_cpuhp);
	class_destroy(msr_class);
	__unregister_chrdev(SIM_MSR_MAJOR, 0, nr_cpu_ids, "cpu/msr");
	msr_cpuhp = -1;
}

/* The models' MSRs @sim behind real MSR accesses; @dev: also /dev/cpu/N/msr (can fail) */
int sim_msr_init(const struct boxpmu_sim_msr_ops *sim, bool dev)
{
	int ret;

	ops = sim;
	if (dev) {
		ret = msrdev_init();
		if (ret)
			return ret;
	}
	attach_redirect();
	return 0;
}

void sim_msr_exit(void)
{
	detach_redirect();
	msrdev_exit();
}
