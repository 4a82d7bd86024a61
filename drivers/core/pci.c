// SPDX-License-Identifier: GPL-2.0
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/cpu.h>
#include <linux/err.h>
#include <linux/pci.h>
#include <linux/perf_event.h>

#include <boxpmu/core.h>
#include "internal.h"

/* The PMU of box @idx of @type, if @pkg is a package */
struct boxpmu_pmu *boxpmu_find_pmu(struct boxpmu_uncore *u, const struct boxpmu_type *type,
				   unsigned int idx, int pkg)
{
	unsigned int i;

	if (pkg < 0 || pkg >= boxpmu_max_packages())
		return NULL;
	for (i = 0; i < u->num_pmus; i++)
		if (u->pmus[i].type == type && u->pmus[i].idx == idx)
			return &u->pmus[i];
	return NULL;
}

/*
 * With u->lock held: the box of @bp in @pkg a device attaches to. One whose
 * device went while events still use it stays theirs (@old): a new one
 * takes its place.
 */
struct boxpmu_box *boxpmu_box_claim(struct boxpmu_pmu *bp, int pkg, struct boxpmu_box **old)
{
	struct boxpmu_box *box = bp->boxes[pkg];

	*old = NULL;
	if (box && (box->pdev || box->plat))
		return ERR_PTR(-EBUSY);
	if (box && !(READ_ONCE(box->gone) && atomic_read(&box->users)))
		return box;
	*old = box;
	box = boxpmu_box_alloc(bp, pkg);
	return box ?: ERR_PTR(-ENOMEM);
}

/* With u->lock held, once the box's device is set up: event_init sees it. */
void boxpmu_box_publish(struct boxpmu_box *box, struct boxpmu_box *old)
{
	struct boxpmu_pmu *bp = box->pmu;

	box->initialised = false;
	box->ctl_shadow = 0;
	smp_wmb();	/* the box is complete before event_init can see it */
	WRITE_ONCE(box->gone, false);
	WRITE_ONCE(bp->boxes[box->pkg], box);
	if (old)	/* gone: no new event takes it; its own stay with it */
		list_add(&old->retired, &bp->retired);
}

/**
 * boxpmu_pci_box_attach() - a PCI box's device has probed
 * @u:    the driver
 * @type: box type
 * @idx:  box index
 * @pkg:  logical package the device belongs to, online CPU or not
 * @pdev: the device
 */
int boxpmu_pci_box_attach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
			  unsigned int idx, int pkg, struct pci_dev *pdev)
{
	struct boxpmu_pmu *bp = boxpmu_find_pmu(u, type, idx, pkg);
	struct boxpmu_box *box, *old;

	if (!bp)
		return -EINVAL;
	mutex_lock(&u->lock);
	box = boxpmu_box_claim(bp, pkg, &old);
	if (!IS_ERR(box)) {
		box->pdev = pci_dev_get(pdev);	/* held until detach */
		boxpmu_box_publish(box, old);
	}
	mutex_unlock(&u->lock);
	return PTR_ERR_OR_ZERO(box);
}
EXPORT_SYMBOL_GPL(boxpmu_pci_box_attach);

/* On the collecting CPU, interrupts off: no register access is in flight. */
static void boxpmu_box_cut(void *info)
{
	struct boxpmu_box *box = info;

	boxpmu_box_update(box);
	WRITE_ONCE(box->gone, true);
	WRITE_ONCE(box->pdev, NULL);
	WRITE_ONCE(box->mmio, NULL);
}

/* From remove(); u->lock and the CPU hotplug read lock pin the collector. */
void boxpmu_box_cut_off(struct boxpmu_uncore *u, struct boxpmu_box *box, int pkg)
{
	int cpu = READ_ONCE(u->pkgs[pkg].collector);

	lockdep_assert_held(&u->lock);
	if (cpu < 0 || smp_call_function_single(cpu, boxpmu_box_cut, box, 1))
		boxpmu_box_cut(box);
	hrtimer_cancel(&box->timer);
}

/**
 * boxpmu_pci_box_detach() - a PCI box's device is going away (process context)
 * @u:    the driver
 * @type: box type
 * @idx:  box index
 * @pkg:  logical package
 *
 * Open events keep their count, reading no register; the box lives until unregister.
 */
void boxpmu_pci_box_detach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
			   unsigned int idx, int pkg)
{
	struct boxpmu_pmu *bp = boxpmu_find_pmu(u, type, idx, pkg);
	struct boxpmu_box *box;
	struct pci_dev *pdev;

	if (!bp)
		return;
	mutex_lock(&u->lock);
	cpus_read_lock();
	box = bp->boxes[pkg];
	if (box && box->pdev) {
		pdev = box->pdev;
		boxpmu_box_cut_off(u, box, pkg);
		pci_dev_put(pdev);
	}
	cpus_read_unlock();
	mutex_unlock(&u->lock);
}
EXPORT_SYMBOL_GPL(boxpmu_pci_box_detach);
