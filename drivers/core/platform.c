// SPDX-License-Identifier: GPL-2.0
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/cpu.h>
#include <linux/err.h>
#include <linux/io.h>
#include <linux/ioport.h>
#include <linux/platform_device.h>
#include <linux/perf_event.h>

#include <boxpmu/core.h>
#include "internal.h"

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

/**
 * boxpmu_platform_box_attach() - a platform box's device has probed
 * @u:    the driver
 * @type: box type
 * @idx:  box index
 * @pkg:  logical package the device belongs to (0 on single-package chips)
 * @pdev: the device: registers at memory 0 (MMIO), optional overflow at irq 0
 */
int boxpmu_platform_box_attach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
			       unsigned int idx, int pkg, struct platform_device *pdev)
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
	if (type->access == BOXPMU_ACCESS_MMIO) {
		ret = boxpmu_platform_map(box, pdev);
		if (ret)
			goto fail;
	}
	ret = boxpmu_platform_irq(box, pdev);
	if (ret)
		goto fail_unmap;
	box->plat = pdev;
	cpus_read_lock();
	boxpmu_irq_aim(box, READ_ONCE(u->pkgs[pkg].collector));
	boxpmu_box_publish(box, old);
	cpus_read_unlock();
	goto out;

fail_unmap:
	boxpmu_platform_unmap(box, box->mmio);
	box->mmio = NULL;
fail:
	if (box != bp->boxes[pkg])
		kfree(box);	/* never published */
out:
	mutex_unlock(&u->lock);
	return ret;
}
EXPORT_SYMBOL_GPL(boxpmu_platform_box_attach);

/**
 * boxpmu_platform_box_detach() - as boxpmu_pci_box_detach(), for a platform box
 * @u:    the driver
 * @type: box type
 * @idx:  box index
 * @pkg:  logical package
 */
void boxpmu_platform_box_detach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
				unsigned int idx, int pkg)
{
	struct boxpmu_pmu *bp = boxpmu_find_pmu(u, type, idx, pkg);
	struct boxpmu_box *box;
	void __iomem *map;
	int irq;

	if (!bp)
		return;
	mutex_lock(&u->lock);
	box = bp->boxes[pkg];
	if (!box || !box->plat)
		goto out;
	map = box->mmio;
	cpus_read_lock();
	irq = boxpmu_irq_quiesce(box);
	boxpmu_box_cut_off(u, box, pkg);
	cpus_read_unlock();
	boxpmu_irq_free(box, irq);
	boxpmu_platform_unmap(box, map);
	box->plat = NULL;
out:
	mutex_unlock(&u->lock);
}
EXPORT_SYMBOL_GPL(boxpmu_platform_box_detach);
