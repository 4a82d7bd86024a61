// SPDX-License-Identifier: GPL-2.0
/* boxpmu core: the drivers' only register access, so a backend can stand in */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/pci.h>
#include <linux/io.h>
#include <linux/jump_label.h>
#include <linux/preempt.h>
#include <linux/topology.h>
#include <asm/processor.h>
#ifdef CONFIG_X86
#include <asm/msr.h>
#endif

#include <boxpmu/core.h>
#include "internal.h"

static DEFINE_MUTEX(backend_lock);
static const struct boxpmu_backend *backend;
static unsigned int backend_users;
static DEFINE_STATIC_KEY_FALSE(backend_faults);	/* a backend injects faults: never on a server */

int boxpmu_backend_register(const struct boxpmu_backend *be)
{
	int ret = 0;

	mutex_lock(&backend_lock);
	if (backend)
		ret = -EBUSY;
	else
		backend = be;
	mutex_unlock(&backend_lock);
	if (ret)
		return ret;
	if (be->fault)
		static_branch_enable(&backend_faults);
	pr_info("register backend '%s' installed\n", be->name);
	return 0;
}
EXPORT_SYMBOL_GPL(boxpmu_backend_register);

void boxpmu_backend_unregister(const struct boxpmu_backend *be)
{
	bool was = false;

	mutex_lock(&backend_lock);
	WARN_ON(backend_users);
	if (backend == be) {
		backend = NULL;
		was = true;
	}
	mutex_unlock(&backend_lock);
	if (was && be->fault)
		static_branch_disable(&backend_faults);
}
EXPORT_SYMBOL_GPL(boxpmu_backend_unregister);

const struct boxpmu_backend *boxpmu_backend_get(void)
{
	const struct boxpmu_backend *be;

	mutex_lock(&backend_lock);
	be = backend;
	if (be && !try_module_get(be->owner))
		be = NULL;
	if (be)
		backend_users++;
	mutex_unlock(&backend_lock);
	return be;
}

void boxpmu_backend_put(const struct boxpmu_backend *be)
{
	if (!be)
		return;
	mutex_lock(&backend_lock);
	backend_users--;
	mutex_unlock(&backend_lock);
	module_put(be->owner);
}

int boxpmu_backend_fault(const struct boxpmu_uncore *u, enum boxpmu_fault_site site)
{
	const struct boxpmu_backend *be = u->backend;

	if (!static_branch_unlikely(&backend_faults))
		return 0;
	return be && be->fault ? be->fault(site) : 0;
}

bool boxpmu_x86_match(const struct boxpmu_uncore *u, u8 family, u8 model)
{
	const struct boxpmu_backend *be = u->backend;

	if (be && be->msr_read)
		return be->x86_family == family && be->x86_model == model;
#ifdef CONFIG_X86
	return boot_cpu_data.x86_vendor == X86_VENDOR_INTEL &&
	       boot_cpu_data.x86 == family && boot_cpu_data.x86_model == model;
#else
	return false;
#endif
}
EXPORT_SYMBOL_GPL(boxpmu_x86_match);

unsigned int boxpmu_x86_max_cores(const struct boxpmu_uncore *u)
{
	if (u->backend && u->backend->msr_read)
		return u->backend->x86_max_cores;
#ifdef CONFIG_X86
#ifdef BOXPMU_HAVE_CORES_PER_PACKAGE
	return topology_num_cores_per_package();
#else
	return boot_cpu_data.x86_max_cores;
#endif
#else
	return 0;
#endif
}
EXPORT_SYMBOL_GPL(boxpmu_x86_max_cores);

static int msr_rw(const struct boxpmu_backend *be, u32 msr, u64 *val, bool write)
{
	int ret = -EOPNOTSUPP;

	if (be && be->msr_read)
		ret = write ? be->msr_write(msr, *val) : be->msr_read(msr, val);
#ifdef CONFIG_X86
	else
		ret = write ? wrmsrl_safe(msr, *val) : rdmsrl_safe(msr, val);
#endif
	if (ret)
		pr_warn_ratelimited("MSR 0x%x %s failed: %d\n", msr, write ? "write" : "read", ret);
	return ret;
}

int boxpmu_msr_read(const struct boxpmu_uncore *u, u32 msr, u64 *val)
{
	return msr_rw(u->backend, msr, val, false);
}
EXPORT_SYMBOL_GPL(boxpmu_msr_read);

int boxpmu_msr_write(const struct boxpmu_uncore *u, u32 msr, u64 val)
{
	return msr_rw(u->backend, msr, &val, true);
}
EXPORT_SYMBOL_GPL(boxpmu_msr_write);

#if defined(CONFIG_ARM) && defined(CONFIG_CPU_XSCALE)
/* XScale core PMU (xsc1): PMNC c0, CCNT c1, PMN0 c2, PMN1 c3. */
#define CP14_RW(crn, write, val) do {						\
	u32 *_v = (val);							\
										\
	if (write)								\
		asm volatile("mcr p14, 0, %0, c" #crn ", c0, 0" : : "r" (*_v));	\
	else									\
		asm volatile("mrc p14, 0, %0, c" #crn ", c0, 0" : "=r" (*_v));	\
} while (0)

static int cp14_hw_rw(u32 reg, u32 *val, bool write)
{
	switch (reg) {
	case 0:
		CP14_RW(0, write, val);
		break;
	case 1:
		CP14_RW(1, write, val);
		break;
	case 2:
		CP14_RW(2, write, val);
		break;
	case 3:
		CP14_RW(3, write, val);
		break;
	default:
		return -EINVAL;
	}
	return 0;
}
#else
static int cp14_hw_rw(u32 reg, u32 *val, bool write)
{
	return -EOPNOTSUPP;
}
#endif

/* IXP2800 CSRs: CPU (big-endian) order as mach-ixp2000's, no readl() swap; writes may post */
static u32 mmio_native_read(void __iomem *addr)
{
	u32 v = __raw_readl(addr);

	rmb();	/* the read completes before the accesses after it */
	return v;
}

static void mmio_native_write(u32 val, void __iomem *addr)
{
	wmb();	/* the accesses before the write complete first */
	__raw_writel(val, addr);
}

static int box_rw(struct boxpmu_box *box, u32 off, u64 *val, bool write)
{
	const struct boxpmu_backend *be = box->pmu->uncore->backend;
	u32 reg = box->base + off, v32 = write ? (u32)*val : 0;
	struct pci_dev *pdev;
	void __iomem *mmio;
	int ret = 0;

	switch (box->type->access) {
	case BOXPMU_ACCESS_MSR:
		return msr_rw(be, reg, val, write);
	case BOXPMU_ACCESS_PCI:
		if (WARN_ON_ONCE(in_nmi())) {
			pr_err_ratelimited("%s: PCI config access from NMI context refused\n",
					   box->pmu->name);
			return -EPERM;
		}
		pdev = READ_ONCE(box->pdev);
		if (!pdev)
			return -ENODEV;
		ret = pcibios_err_to_errno(write ? pci_write_config_dword(pdev, reg, v32) :
					   pci_read_config_dword(pdev, reg, &v32));
		break;
	case BOXPMU_ACCESS_CP14:
		if (be)
			ret = write ? be->cp14_write(reg, v32) : be->cp14_read(reg, &v32);
		else
			ret = cp14_hw_rw(reg, &v32, write);
		break;
	case BOXPMU_ACCESS_MMIO:
		mmio = READ_ONCE(box->mmio);
		if (!mmio)
			ret = -ENODEV;
		else if (be)
			ret = write ? be->mmio_write(mmio, reg, v32) :
				      be->mmio_read(mmio, reg, &v32);
		else if (write)
			mmio_native_write(v32, mmio + reg);
		else
			v32 = mmio_native_read(mmio + reg);
		break;
	}
	if (ret) {
		pr_warn_ratelimited("%s: %s of 0x%x failed: %d\n", box->pmu->name,
				    write ? "write" : "read", off, ret);
		return ret;
	}
	if (!write)
		*val = v32;
	return 0;
}

int boxpmu_read_reg(struct boxpmu_box *box, u32 off, u64 *val)
{
	return box_rw(box, off, val, false);
}
EXPORT_SYMBOL_GPL(boxpmu_read_reg);

int boxpmu_write_reg(struct boxpmu_box *box, u32 off, u64 val)
{
	return box_rw(box, off, &val, true);
}
EXPORT_SYMBOL_GPL(boxpmu_write_reg);
