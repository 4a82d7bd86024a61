// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: fault injection for testing the error paths of
 * registration. Depends on no other file of the core.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/debugfs.h>
#include <linux/uaccess.h>
#include <linux/kernel.h>

#include <boxpmu/core.h>
#include "internal.h"

/*
 * /sys/kernel/debug/boxpmu/fail_<site>: write "N ERRNO" (ERRNO negative,
 * e.g. "3 -12") and the Nth call from now at that site fails with ERRNO
 * instead of doing its work, once; "0" disarms. Reading shows the calls
 * left before the failure and the errno. Only tests use it; nothing fails
 * unless armed.
 */
struct boxpmu_fault_site {
	const char *name;
	atomic_t nth;
	int err;
};

static struct boxpmu_fault_site fault_sites[BOXPMU_FAULT_NR] = {
	[BOXPMU_FAULT_PMU_REGISTER]	= { .name = "fail_pmu_register" },
	[BOXPMU_FAULT_NMI_REGISTER]	= { .name = "fail_nmi_register" },
	/* registration sees the driver's global_ops without pmi_status */
	[BOXPMU_FAULT_NO_PMI_STATUS]	= { .name = "fail_pmi_status" },
};

static struct dentry *debugfs_dir;

/**
 * boxpmu_fault() - should this call at @site fail?
 * @site: BOXPMU_FAULT_*
 *
 * Return: 0, or the armed errno when this is the Nth call.
 */
int boxpmu_fault(enum boxpmu_fault_id site)
{
	struct boxpmu_fault_site *f = &fault_sites[site];

	if (atomic_read(&f->nth) <= 0 || !atomic_dec_and_test(&f->nth))
		return 0;
	pr_info("%s: injected failure %d\n", f->name, f->err);
	return f->err;
}

static ssize_t fault_write(struct file *file, const char __user *ubuf, size_t len,
			   loff_t *ppos)
{
	struct boxpmu_fault_site *f = file->private_data;
	char buf[32];
	int nth, err = 0, n;

	if (len >= sizeof(buf))
		return -EINVAL;
	if (copy_from_user(buf, ubuf, len))
		return -EFAULT;
	buf[len] = '\0';
	n = sscanf(buf, "%d %d", &nth, &err);
	if (n < 1 || nth < 0 || (nth && (n != 2 || err >= 0 || err < -MAX_ERRNO)))
		return -EINVAL;
	f->err = err;
	atomic_set(&f->nth, nth);
	return len;
}

static ssize_t fault_read(struct file *file, char __user *ubuf, size_t len, loff_t *ppos)
{
	struct boxpmu_fault_site *f = file->private_data;
	char buf[32];
	int n;

	n = scnprintf(buf, sizeof(buf), "%d %d\n", atomic_read(&f->nth), f->err);
	return simple_read_from_buffer(ubuf, len, ppos, buf, n);
}

static const struct file_operations fault_fops = {
	.owner	= THIS_MODULE,
	.open	= simple_open,
	.read	= fault_read,
	.write	= fault_write,
	.llseek	= default_llseek,
};

/**
 * boxpmu_fault_init() - create the fault injection files in debugfs
 */
void boxpmu_fault_init(void)
{
	int i;

	debugfs_dir = debugfs_create_dir("boxpmu", NULL);
	for (i = 0; i < BOXPMU_FAULT_NR; i++)
		debugfs_create_file(fault_sites[i].name, 0600, debugfs_dir,
				    &fault_sites[i], &fault_fops);
}

/**
 * boxpmu_fault_exit() - remove them
 */
void boxpmu_fault_exit(void)
{
	debugfs_remove_recursive(debugfs_dir);
}
