// SPDX-License-Identifier: GPL-2.0
/* boxpmu core: PCI and platform boxes joining and leaving their PMU with their device */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/cpu.h>
#include <linux/err.h>
#include <linux/io.h>
#include <linux/ioport.h>
#include <linux/pci.h>
#include <linux/platform_device.h>
#include <linux/perf_event.h>

#include <boxpmu/core.h>
#include "internal.h"

static struct boxpmu_pmu *boxpmu_find_pmu(struct boxpmu_uncore *u, const struct boxpmu_type *type,
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

/* u->lock held; a gone box events still use stays theirs (@old), a new one takes its place */
static struct boxpmu_box *boxpmu_box_claim(struct boxpmu_pmu *bp, int pkg,
					   struct boxpmu_box **old)
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
static void boxpmu_box_publish(struct boxpmu_box *box, struct boxpmu_box *old)
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
static void boxpmu_box_cut_off(struct boxpmu_uncore *u, struct boxpmu_box *box, int pkg)
{
	int cpu = READ_ONCE(u->pkgs[pkg].collector);

	lockdep_assert_held(&u->lock);
	if (cpu < 0 || smp_call_function_single(cpu, boxpmu_box_cut, box, 1))
		boxpmu_box_cut(box);
	hrtimer_cancel(&box->timer);
}

static int boxpmu_platform_map(struct boxpmu_box *box, struct platform_device *pdev)
{
	const struct boxpmu_backend *be = box->pmu->uncore->backend;
	struct resource *res = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	void __iomem *map;

	if (!res) {
		dev_err(&pdev->dev, "no memory resource for the %s registers\n", box->pmu->name);
		return -ENODEV;
	}
	if (!request_mem_region(res->start, resource_size(res), box->pmu->name)) {
		dev_err(&pdev->dev, "registers %pR are in use\n", res);
		return -EBUSY;
	}
	if (be)
		map = be->mmio_map ? be->mmio_map(res) : NULL;
	else
		map = ioremap(res->start, resource_size(res));
	if (!map) {
		dev_err(&pdev->dev, "cannot map %pR%s%s\n", res, be ? " through backend " : "",
			be ? be->name : "");
		release_mem_region(res->start, resource_size(res));
		return -ENODEV;
	}
	box->mmio_start = res->start;
	box->mmio_size = resource_size(res);
	box->mmio = map;
	return 0;
}

static void boxpmu_platform_unmap(struct boxpmu_box *box, void __iomem *map)
{
	const struct boxpmu_backend *be = box->pmu->uncore->backend;

	if (!map)
		return;
	if (be)
		be->mmio_unmap(map);
	else
		iounmap(map);
	release_mem_region(box->mmio_start, box->mmio_size);
}

static int boxpmu_platform_irq(struct boxpmu_box *box, struct platform_device *pdev)
{
	int irq, ret;

	if (!box->pmu->uncore->irq)
		return 0;
	irq = platform_get_irq_optional(pdev, 0);
	if (irq == -EPROBE_DEFER)
		return irq;
	if (irq <= 0) {
		dev_info(&pdev->dev, "%s: no overflow interrupt: polled\n", box->pmu->name);
		return 0;
	}
	ret = boxpmu_irq_request(box, irq);
	if (ret)
		dev_warn(&pdev->dev, "%s: cannot request IRQ %d (%d): polled instead\n",
			 box->pmu->name, irq, ret);
	return 0;
}

static int boxpmu_platform_setup(struct boxpmu_box *box, struct boxpmu_box *old,
				 struct platform_device *pdev)
{
	int ret = 0;

	if (box->type->access == BOXPMU_ACCESS_MMIO)
		ret = boxpmu_platform_map(box, pdev);
	if (!ret)
		ret = boxpmu_platform_irq(box, pdev);
	if (ret) {
		boxpmu_platform_unmap(box, box->mmio);
		box->mmio = NULL;
		return ret;
	}
	box->plat = pdev;
	cpus_read_lock();
	boxpmu_irq_aim(box, READ_ONCE(box->pmu->uncore->pkgs[box->pkg].collector));
	boxpmu_box_publish(box, old);
	cpus_read_unlock();
	return 0;
}

/**
 * boxpmu_box_attach() - a box's device has probed
 * @u:    the driver
 * @type: box type
 * @idx:  box index
 * @pkg:  logical package the device belongs to, online CPU or not
 * @dev:  a PCI device, or a platform device (registers at memory 0, overflow at irq 0)
 */
int boxpmu_box_attach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
		      unsigned int idx, int pkg, struct device *dev)
{
	struct boxpmu_pmu *bp = boxpmu_find_pmu(u, type, idx, pkg);
	struct boxpmu_box *box, *old;
	int ret;

	if (!bp)
		return -EINVAL;
	mutex_lock(&u->lock);
	box = boxpmu_box_claim(bp, pkg, &old);
	ret = PTR_ERR_OR_ZERO(box);
	if (ret)
		goto out;
	if (dev_is_pci(dev)) {
		box->pdev = pci_dev_get(to_pci_dev(dev));	/* held until detach */
		boxpmu_box_publish(box, old);
	} else {
		ret = boxpmu_platform_setup(box, old, to_platform_device(dev));
	}
	if (ret && box != bp->boxes[pkg])
		kfree(box);	/* never published */
out:
	mutex_unlock(&u->lock);
	return ret;
}
EXPORT_SYMBOL_GPL(boxpmu_box_attach);

/**
 * boxpmu_box_detach() - a box's device goes (process context); its events keep their count
 * @u:    the driver
 * @type: box type
 * @idx:  box index
 * @pkg:  logical package
 */
void boxpmu_box_detach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
		       unsigned int idx, int pkg)
{
	struct boxpmu_pmu *bp = boxpmu_find_pmu(u, type, idx, pkg);
	struct boxpmu_box *box;
	struct pci_dev *pdev;
	void __iomem *map;
	int irq;

	if (!bp)
		return;
	mutex_lock(&u->lock);
	box = bp->boxes[pkg];
	if (!box || !(box->pdev || box->plat))
		goto out;
	pdev = box->pdev;
	map = box->mmio;
	cpus_read_lock();
	irq = boxpmu_irq_quiesce(box);
	boxpmu_box_cut_off(u, box, pkg);
	pci_dev_put(pdev);
	cpus_read_unlock();
	boxpmu_irq_free(box, irq);
	boxpmu_platform_unmap(box, map);
	box->plat = NULL;
out:
	mutex_unlock(&u->lock);
}
EXPORT_SYMBOL_GPL(boxpmu_box_detach);
