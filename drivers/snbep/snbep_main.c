// SPDX-License-Identifier: GPL-2.0
/*
 * Intel Xeon E5-2600 (Sandy Bridge-EP) uncore PMU driver over PCI: module
 * glue, the PCI driver and the socket of each device.
 *
 * The PMON boxes of SNB-EP are PCI functions on each socket's uncore bus.
 * The PMUs are registered once at module load; each box joins its PMU when
 * its device probes and leaves it when the device goes away.
 *
 * The socket of a device comes from the U-box (8086:3ce0) on the same bus,
 * as in Linux's uncore_snbep.c: CPUNODEID (config 0x40, bits 2:0) is the
 * socket's node id, and GIDNIDMAP (config 0x54) holds the node id of every
 * socket, 3 bits per physical package id. The CPUs of that physical
 * package give the logical package.
 */
#define pr_fmt(fmt) "boxpmu_snbep: " fmt

#include <linux/module.h>
#include <linux/pci.h>
#include <linux/topology.h>
#include <linux/cpumask.h>

#include "snbep.h"

static unsigned int poll_ms;
module_param(poll_ms, uint, 0444);
MODULE_PARM_DESC(poll_ms,
		 "Counter poll interval in ms; 0 (default) derives it from counter width, maximum increment per cycle and uncore clock");

static struct boxpmu_type * const snbep_types[] = {
	&snbep_r3qpi,
	NULL,
};

static struct boxpmu_uncore snbep_uncore = {
	.name	= "boxpmu_snbep",
	.types	= snbep_types,
	.pmi	= false,	/* no overflow interrupt: counters are polled */
};

/* driver_data: box type and index */
#define SNBEP_R3QPI(link)	((kernel_ulong_t)(link))

static const struct pci_device_id snbep_pci_ids[] = {
	{ PCI_DEVICE(PCI_VENDOR_ID_INTEL, 0x3c44), .driver_data = SNBEP_R3QPI(0) },
	{ PCI_DEVICE(PCI_VENDOR_ID_INTEL, 0x3c45), .driver_data = SNBEP_R3QPI(1) },
	{ }
};
MODULE_DEVICE_TABLE(pci, snbep_pci_ids);

/**
 * snbep_pdev_pkg() - logical package of an uncore PCI device
 * @pdev: the device
 *
 * The physical package becomes a logical one through the kernel's CPU
 * topology, which knows every CPU that has been online once: the package
 * need not have an online CPU now (its box then counts once one comes
 * back).
 *
 * Return: the logical package, or -ENODEV if the bus has no U-box, its
 * node id is not in its map, or no CPU of that physical package was ever
 * brought up (booted with maxcpus=, for example: bring one online and
 * bind the device again).
 */
static int snbep_pdev_pkg(struct pci_dev *pdev)
{
	struct pci_dev *ubox = NULL;
	u32 nodeid, map;
	int phys, pkg;

	while ((ubox = pci_get_device(PCI_VENDOR_ID_INTEL, SNBEP_UBOX_DID, ubox)))
		if (pci_domain_nr(ubox->bus) == pci_domain_nr(pdev->bus) &&
		    ubox->bus->number == pdev->bus->number)
			break;
	if (!ubox) {
		pci_warn(pdev, "no U-box (8086:%04x) on this bus: socket unknown\n",
			 SNBEP_UBOX_DID);
		return -ENODEV;
	}
	if (pci_read_config_dword(ubox, SNBEP_CPUNODEID, &nodeid) ||
	    pci_read_config_dword(ubox, SNBEP_GIDNIDMAP, &map)) {
		pci_dev_put(ubox);
		return -ENODEV;
	}
	pci_dev_put(ubox);
	nodeid &= 0x7;
	for (phys = 0; phys < 8; phys++)
		if (((map >> (3 * phys)) & 0x7) == nodeid)
			break;
	if (phys == 8) {
		pci_warn(pdev, "node id %u not in GIDNIDMAP 0x%08x\n", nodeid, map);
		return -ENODEV;
	}
	pkg = topology_phys_to_logical_pkg(phys);
	if (pkg < 0 || pkg >= topology_max_packages()) {
		pci_warn(pdev, "node id %u is physical package %d, whose CPUs were never brought up\n",
			 nodeid, phys);
		return -ENODEV;
	}
	return pkg;
}

struct snbep_dev {
	const struct boxpmu_type *type;
	unsigned int idx;
	int pkg;
};

static int snbep_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct snbep_dev *sd;
	int pkg, ret;

	pkg = snbep_pdev_pkg(pdev);
	if (pkg < 0)
		return pkg;
	sd = devm_kzalloc(&pdev->dev, sizeof(*sd), GFP_KERNEL);
	if (!sd)
		return -ENOMEM;
	sd->type = &snbep_r3qpi;
	sd->idx = id->driver_data;
	sd->pkg = pkg;
	ret = boxpmu_pci_box_attach(&snbep_uncore, sd->type, sd->idx, pkg, pdev);
	if (ret) {
		pci_err(pdev, "cannot attach %s box %u of package %d: %d\n",
			sd->type->name, sd->idx, pkg, ret);
		return ret;
	}
	pci_set_drvdata(pdev, sd);
	pci_info(pdev, "uncore_%s_%u of package %d\n", sd->type->name, sd->idx, pkg);
	return 0;
}

static void snbep_remove(struct pci_dev *pdev)
{
	struct snbep_dev *sd = pci_get_drvdata(pdev);

	boxpmu_pci_box_detach(&snbep_uncore, sd->type, sd->idx, sd->pkg);
}

static struct pci_driver snbep_pci_driver = {
	.name		= "boxpmu_snbep",
	.id_table	= snbep_pci_ids,
	.probe		= snbep_probe,
	.remove		= snbep_remove,
};

/*
 * The in-tree intel_uncore driver binds the same devices. Never fight over
 * them: say who has them and how to hand them over.
 *
 * Return: the number of R3QPI devices present, bound or not.
 */
static unsigned int snbep_check_owners(void)
{
	const struct pci_device_id *id;
	unsigned int n = 0;

	for (id = snbep_pci_ids; id->vendor; id++) {
		struct pci_dev *pdev = NULL;

		while ((pdev = pci_get_device(id->vendor, id->device, pdev))) {
			struct device_driver *drv = READ_ONCE(pdev->dev.driver);

			n++;
			if (drv && drv != &snbep_pci_driver.driver)
				pci_notice(pdev,
					   "bound to driver %s; boxpmu_snbep leaves it alone. To use boxpmu_snbep, unload %s and blacklist it (modprobe.d: \"blacklist intel_uncore\", see scripts/boxpmu-modprobe.conf)\n",
					   drv->name, drv->name);
		}
	}
	return n;
}

static int __init snbep_init(void)
{
	int ret;

	/* the devices exist only on a Xeon E5-2600 (or under the simulator) */
	if (!snbep_check_owners()) {
		pr_info("no Xeon E5-2600 (Sandy Bridge-EP) R3QPI device (8086:3c44/3c45) here\n");
		return -ENODEV;
	}
	snbep_uncore.poll_ms = poll_ms;
	snbep_uncore.owner = THIS_MODULE;
	ret = boxpmu_uncore_register(&snbep_uncore);
	if (ret)
		return ret;
	ret = pci_register_driver(&snbep_pci_driver);
	if (ret)
		boxpmu_uncore_unregister(&snbep_uncore);
	return ret;
}

static void __exit snbep_exit(void)
{
	pci_unregister_driver(&snbep_pci_driver);
	boxpmu_uncore_unregister(&snbep_uncore);
}

module_init(snbep_init);
module_exit(snbep_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("boxpmu: Intel Xeon E5-2600 (Sandy Bridge-EP) uncore R3QPI PMUs over PCI");
