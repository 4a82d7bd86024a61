// SPDX-License-Identifier: GPL-2.0
/* boxpmu simulator: registration failures, the fail_* files (simulator.rst, "debugfs files") */

#include <linux/module.h>
#include <linux/debugfs.h>
#include <linux/kernel.h>

#include <boxpmu/core.h>
#include "sim.h"

static struct sim_fault {
	const char *name;
	atomic_t nth;
	int err;
} sim_faults[BOXPMU_FAULT_NR] = {
	[BOXPMU_FAULT_PMU_REGISTER]	= { .name = "fail_pmu_register" },
	[BOXPMU_FAULT_NMI_REGISTER]	= { .name = "fail_nmi_register" },
	[BOXPMU_FAULT_NO_PMI_STATUS]	= { .name = "fail_pmi_status" },
};

/* The backend's .fault: 0, or the armed errno when this is the Nth call. */
static int sim_fault(enum boxpmu_fault_site site)
{
	struct sim_fault *f = &sim_faults[site];

	if (atomic_read(&f->nth) <= 0 || !atomic_dec_and_test(&f->nth))
		return 0;
	pr_info("%s: injected failure %d\n", f->name, f->err);
	return f->err;
}

static ssize_t fault_write(struct file *file, const char __user *ubuf, size_t len,
			   loff_t *ppos)
{
	struct sim_fault *f = ((struct seq_file *)file->private_data)->private;
	char buf[32];
	int nth, err = 0, n;

	n = sim_user_str(buf, sizeof(buf), ubuf, len);
	if (n)
		return n;
	n = sscanf(buf, "%d %d", &nth, &err);
	if (n < 1 || nth < 0 || (nth && (n != 2 || err >= 0 || err < -MAX_ERRNO)))
		return -EINVAL;
	f->err = err;
	atomic_set(&f->nth, nth);
	return len;
}

static int fault_show(struct seq_file *m, void *v)
{
	struct sim_fault *f = m->private;

	seq_printf(m, "%d %d\n", atomic_read(&f->nth), f->err);
	return 0;
}
DEFINE_SHOW_STORE_ATTRIBUTE(fault);

/* Registration failures through @be, not registered yet, and the fail_* files */
void sim_fault_init(struct boxpmu_backend *be)
{
	int i;

	be->fault = sim_fault;
	for (i = 0; i < BOXPMU_FAULT_NR; i++)
		debugfs_create_file(sim_faults[i].name, 0600, sim_debugfs_root,
				    &sim_faults[i], &fault_fops);
}
