// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu core: boxes that are PCI functions join their PMU when their
 * device probes and leave it when the device goes.
 */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/cpu.h>
#include <linux/pci.h>
#include <linux/perf_event.h>

#include <boxpmu/core.h>
#include "internal.h"

/**
 * boxpmu_pci_box_attach() - a PCI box's device has probed
 * @u:    the driver
 * @type: box type
 * @idx:  box index
 * @pkg:  logical package the device belongs to
 * @pdev: the device
 *
 * Return: 0, -EINVAL for an index or package out of range, -EBUSY if the
 * box is attached already, -ENOMEM.
 */
int boxpmu_pci_box_attach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
			  unsigned int idx, int pkg, struct pci_dev *pdev)
{
	struct boxpmu_pmu *bp = NULL;
	struct boxpmu_box *box;
	unsigned int i;

	if (pkg < 0 || pkg >= boxpmu_max_packages())
		return -EINVAL;
	for (i = 0; i < u->num_pmus; i++)
		if (u->pmus[i].type == type && u->pmus[i].idx == idx)
			bp = &u->pmus[i];
	if (!bp)
		return -EINVAL;
	box = bp->boxes[pkg];
	if (box && box->pdev)
		return -EBUSY;
	if (box && box->n_events)
		return -EBUSY;	/* events of the old device are still open */
	if (!box) {
		box = boxpmu_box_alloc(bp, pkg);
		if (!box)
			return -ENOMEM;
	}
	box->pdev = pci_dev_get(pdev);	/* held until detach */
	box->gone = false;
	box->initialised = false;
	WRITE_ONCE(bp->boxes[pkg], box);
	return 0;
}
EXPORT_SYMBOL_GPL(boxpmu_pci_box_attach);

/*
 * On the collecting CPU, where events are added, read and removed with
 * interrupts off: bring the counts of the box's active events up to date,
 * then cut the box off its device. Nothing on that CPU can be in the
 * middle of a register access meanwhile.
 */
static void boxpmu_box_cut(void *info)
{
	struct boxpmu_box *box = info;
	int idx;

	for_each_set_bit(idx, &box->used_mask, BOXPMU_MAX_SLOTS)
		boxpmu_event_update(box, box->events[idx]);
	WRITE_ONCE(box->gone, true);
	WRITE_ONCE(box->pdev, NULL);
}

/**
 * boxpmu_pci_box_detach() - a PCI box's device is going away
 * @u:    the driver
 * @type: box type
 * @idx:  box index
 * @pkg:  logical package
 *
 * Events still open on the box keep the count they had when the device
 * left (folded on the collecting CPU first) and read no more registers;
 * the box memory lives until the driver unregisters. Called from the PCI
 * driver's remove(), in process context.
 */
void boxpmu_pci_box_detach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
			   unsigned int idx, int pkg)
{
	unsigned int i;

	cpus_read_lock();
	for (i = 0; i < u->num_pmus; i++) {
		struct boxpmu_pmu *bp = &u->pmus[i];
		struct boxpmu_box *box = bp->boxes[pkg];
		struct pci_dev *pdev;
		int cpu;

		if (bp->type != type || bp->idx != idx || !box || !box->pdev)
			continue;
		pdev = box->pdev;
		cpu = READ_ONCE(u->per_package_cpu[pkg]);
		if (cpu < 0 || smp_call_function_single(cpu, boxpmu_box_cut, box, 1))
			boxpmu_box_cut(box);	/* no CPU of the package runs perf */
		hrtimer_cancel(&box->timer);
		pci_dev_put(pdev);
	}
	cpus_read_unlock();
}
EXPORT_SYMBOL_GPL(boxpmu_pci_box_detach);
