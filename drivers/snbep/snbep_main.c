// SPDX-License-Identifier: GPL-2.0
/*
 * Xeon E5-2600 (SNB-EP) and E5 v2 / E7 v2 (IVB-EP) uncore PMU driver over
 * PCI. A device's socket comes from the U-box of the lowest bus at or above
 * its own in its segment, as mainline does (so the IRP, on the IIO bus,
 * gets the next uncore bus's socket).
 */
#define pr_fmt(fmt) "boxpmu_snbep: " fmt

#include <linux/bitfield.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/topology.h>
#include <linux/cpumask.h>

#include "snbep.h"

BOXPMU_PARAM(uint, poll_ms, 0,
	     "Counter poll interval in ms; 0 (default) derives it from counter width, maximum increment per cycle and uncore clock");
BOXPMU_PARAM(uint, irp_filter, 0,
	     "Ivy Bridge-EP: config offset of IRP_PmonFilter (UNVERIFIED, not in the public manual); 0 (default): unknown, and the IRP events that need it are refused");

enum snbep_gen {
	SNBEP_GEN_SNB,
	SNBEP_GEN_IVB,
	SNBEP_NR_GEN,
};

enum {
	SNBEP_PCI_R3QPI,
	SNBEP_PCI_NR_TYPES,
};

enum {
	IVBEP_PCI_IRP,
	IVBEP_PCI_R3QPI,
	IVBEP_PCI_NR_TYPES,
};

/* an int: the enums differ */
#define SNBEP_PCI_MAX_TYPES	((int)IVBEP_PCI_NR_TYPES)
static_assert(SNBEP_PCI_NR_TYPES <= SNBEP_PCI_MAX_TYPES);

static struct boxpmu_type * const snbep_types[] = {
	[SNBEP_PCI_R3QPI]	= &snbep_r3qpi,
	[SNBEP_PCI_NR_TYPES]	= NULL,
};

static struct boxpmu_type * const ivbep_types[] = {
	[IVBEP_PCI_IRP]		= &ivbep_irp,
	[IVBEP_PCI_R3QPI]	= &ivbep_r3qpi,
	[IVBEP_PCI_NR_TYPES]	= NULL,
};

static struct boxpmu_uncore snbep_uncores[SNBEP_NR_GEN] = {
	[SNBEP_GEN_SNB] = { .name = "boxpmu_snbep", .types = snbep_types },
	[SNBEP_GEN_IVB] = { .name = "boxpmu_snbep", .types = ivbep_types },
};

/**
 * struct snbep_platform - what the driver needs to know of a generation
 * @name:     for messages
 * @ubox_did: device ID of its U-box
 * @present:  devices of this generation were found at load
 * @ready:    its PMUs are registered
 */
struct snbep_platform {
	const char *name;
	u16 ubox_did;
	unsigned int present;
	bool ready;
};

static struct snbep_platform snbep_platforms[SNBEP_NR_GEN] = {
	[SNBEP_GEN_SNB] = {
		.name		= "Xeon E5-2600 (Sandy Bridge-EP)",
		.ubox_did	= SNBEP_UBOX_DID,
	},
	[SNBEP_GEN_IVB] = {
		.name		= "Xeon E5 v2 (Ivy Bridge-EP)",
		.ubox_did	= IVBEP_UBOX_DID,
	},
};

/* pci_device_id.driver_data */
#define SNBEP_DEV_GEN			GENMASK(23, 16)
#define SNBEP_DEV_TYPE			GENMASK(15, 8)
#define SNBEP_DEV_IDX			GENMASK(7, 0)
#define SNBEP_DEV(gen, type, idx)	(FIELD_PREP_CONST(SNBEP_DEV_GEN, gen) |		\
					 FIELD_PREP_CONST(SNBEP_DEV_TYPE, type) |	\
					 FIELD_PREP_CONST(SNBEP_DEV_IDX, idx))

static const struct pci_device_id snbep_pci_ids[] = {
	{ PCI_VDEVICE(INTEL, 0x3c44), .driver_data = SNBEP_DEV(SNBEP_GEN_SNB, SNBEP_PCI_R3QPI, 0) },
	{ PCI_VDEVICE(INTEL, 0x3c45), .driver_data = SNBEP_DEV(SNBEP_GEN_SNB, SNBEP_PCI_R3QPI, 1) },
	{ PCI_VDEVICE(INTEL, 0x0e39), .driver_data = SNBEP_DEV(SNBEP_GEN_IVB, IVBEP_PCI_IRP, 0) },
	{ PCI_VDEVICE(INTEL, 0x0e36), .driver_data = SNBEP_DEV(SNBEP_GEN_IVB, IVBEP_PCI_R3QPI, 0) },
	{ PCI_VDEVICE(INTEL, 0x0e37), .driver_data = SNBEP_DEV(SNBEP_GEN_IVB, IVBEP_PCI_R3QPI, 1) },
	{ PCI_VDEVICE(INTEL, 0x0e3e), .driver_data = SNBEP_DEV(SNBEP_GEN_IVB, IVBEP_PCI_R3QPI, 2) },
	{ }
};
MODULE_DEVICE_TABLE(pci, snbep_pci_ids);

static struct pci_dev *snbep_find_ubox(struct pci_dev *pdev, u16 did)
{
	struct pci_dev *ubox = NULL, *best = NULL;

	while ((ubox = pci_get_device(PCI_VENDOR_ID_INTEL, did, ubox))) {
		if (pci_domain_nr(ubox->bus) != pci_domain_nr(pdev->bus) ||
		    ubox->bus->number < pdev->bus->number)
			continue;
		if (best && best->bus->number <= ubox->bus->number)
			continue;
		pci_dev_put(best);
		best = pci_dev_get(ubox);
	}
	return best;
}

/**
 * snbep_pdev_pkg() - logical package of an uncore PCI device
 * @pdev: the device
 * @did:  device ID of its generation's U-box
 *
 * Return: the logical package, or -ENODEV if no U-box serves the device's
 * bus, its node id is not in GIDNIDMAP, or no CPU of that package was ever
 * online (the topology knows every CPU that has been online once).
 */
static int snbep_pdev_pkg(struct pci_dev *pdev, u16 did)
{
	struct pci_dev *ubox = snbep_find_ubox(pdev, did);
	u32 nodeid, map;
	int phys, pkg, err;

	if (!ubox) {
		pci_warn(pdev, "no U-box (8086:%04x) on this bus or above: socket unknown\n", did);
		return -ENODEV;
	}
	err = pci_read_config_dword(ubox, SNBEP_CPUNODEID, &nodeid) ||
	      pci_read_config_dword(ubox, SNBEP_GIDNIDMAP, &map);
	pci_dev_put(ubox);
	if (err)
		return -ENODEV;
	nodeid = FIELD_GET(SNBEP_CPUNODEID_NID, nodeid);
	for (phys = 0; phys < 8; phys++)
		if (boxpmu_field_get(map, SNBEP_NID_BITS * phys, SNBEP_NID_BITS) == nodeid)
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
	struct boxpmu_uncore *uncore;
	const struct boxpmu_type *type;
	unsigned int idx;
	int pkg;
};

static int snbep_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	unsigned int gen = FIELD_GET(SNBEP_DEV_GEN, id->driver_data);
	struct boxpmu_uncore *u = &snbep_uncores[gen];
	struct snbep_dev *sd;
	int pkg, ret;

	/* a hot-added device of the other generation: no PMUs */
	if (!snbep_platforms[gen].ready)
		return -ENODEV;
	pkg = snbep_pdev_pkg(pdev, snbep_platforms[gen].ubox_did);
	if (pkg < 0)
		return pkg;
	sd = devm_kzalloc(&pdev->dev, sizeof(*sd), GFP_KERNEL);
	if (!sd)
		return -ENOMEM;
	sd->uncore = u;
	sd->type = u->types[FIELD_GET(SNBEP_DEV_TYPE, id->driver_data)];
	sd->idx = FIELD_GET(SNBEP_DEV_IDX, id->driver_data);
	sd->pkg = pkg;
	ret = boxpmu_box_attach(u, sd->type, sd->idx, pkg, &pdev->dev);
	if (ret) {
		pci_err(pdev, "cannot attach %s box %u of package %d: %d\n",
			sd->type->name, sd->idx, pkg, ret);
		return ret;
	}
	pci_set_drvdata(pdev, sd);
	if (sd->type->num_boxes > 1)
		pci_info(pdev, "uncore_%s_%u of package %d\n", sd->type->name, sd->idx, pkg);
	else
		pci_info(pdev, "uncore_%s of package %d\n", sd->type->name, pkg);
	return 0;
}

static void snbep_remove(struct pci_dev *pdev)
{
	struct snbep_dev *sd = pci_get_drvdata(pdev);

	boxpmu_box_detach(sd->uncore, sd->type, sd->idx, sd->pkg);
}

static struct pci_driver snbep_pci_driver = {
	.name		= "boxpmu_snbep",
	.id_table	= snbep_pci_ids,
	.probe		= snbep_probe,
	.remove		= snbep_remove,
};

/*
 * If intel_uncore holds any device, none is served, so no PMU is half one
 * driver's. Return: the first other driver holding one, or NULL.
 */
static struct device_driver *snbep_survey(unsigned int nboxes[SNBEP_NR_GEN][SNBEP_PCI_MAX_TYPES],
					  unsigned int *taken)
{
	struct device_driver *holder = NULL;
	const struct pci_device_id *id;

	*taken = 0;
	for (id = snbep_pci_ids; id->vendor; id++) {
		unsigned int gen = FIELD_GET(SNBEP_DEV_GEN, id->driver_data);
		unsigned int type = FIELD_GET(SNBEP_DEV_TYPE, id->driver_data);
		unsigned int n = FIELD_GET(SNBEP_DEV_IDX, id->driver_data) + 1;
		struct pci_dev *pdev = NULL;

		while ((pdev = pci_get_device(id->vendor, id->device, pdev))) {
			struct device_driver *drv = READ_ONCE(pdev->dev.driver);

			snbep_platforms[gen].present++;
			nboxes[gen][type] = max(nboxes[gen][type], n);
			if (drv && drv != &snbep_pci_driver.driver) {
				(*taken)++;
				if (!holder)
					holder = drv;
			}
		}
	}
	return holder;
}

/* MSR 0xC00 is the IVB-EP global control only on that CPU model */
static int ivbep_probe(struct boxpmu_uncore *u)
{
	if (boxpmu_x86_match(u, 6, IVBEP_X86_MODEL))
		u->global = &ivbep_global_ops;
	else
		pr_info("not a family 6 model %d CPU (or the simulator models none): U_MSR_PMON_GLOBAL_CTL left alone\n",
			IVBEP_X86_MODEL);
	return 0;
}

static int ivbep_setup(struct boxpmu_uncore *u, const unsigned int *nboxes)
{
	int ret;

	ret = ivbep_irp_set_filter_reg(irp_filter);
	if (ret) {
		pr_err("irp_filter=0x%x is not a free dword of the IRP's config space (0x40-0xfc, none of its PMON registers)\n",
		       irp_filter);
		return ret;
	}
	if (irp_filter)
		pr_info("IRP_PmonFilter at config offset 0x%x (irp_filter; UNVERIFIED)\n",
			irp_filter);
	ivbep_r3qpi.num_boxes = max(nboxes[IVBEP_PCI_R3QPI], 1U);
	u->probe = ivbep_probe;
	return 0;
}

static int __init snbep_init(void)
{
	unsigned int nboxes[SNBEP_NR_GEN][SNBEP_PCI_MAX_TYPES] = { };
	struct device_driver *holder;
	struct snbep_platform *p;
	struct boxpmu_uncore *u;
	unsigned int gen, taken;
	int ret;

	holder = snbep_survey(nboxes, &taken);
	if (holder) {
		unsigned int n = snbep_platforms[SNBEP_GEN_SNB].present +
				 snbep_platforms[SNBEP_GEN_IVB].present;

		if (holder->owner)
			pr_err("%u of %u uncore PMON devices are bound to %s (driver %s), loaded before boxpmu_snbep: not loading. Load boxpmu_snbep first (modprobe -r %s; modprobe boxpmu_snbep; modprobe %s); boxpmu's modprobe.d file (make install) keeps that order\n",
			       taken, n, module_name(holder->owner), holder->name,
			       module_name(holder->owner), module_name(holder->owner));
		else
			pr_err("%u of %u uncore PMON devices are bound to the built-in driver %s: not loading. Unbind them from it (/sys/bus/pci/drivers/%s/unbind) first\n",
			       taken, n, holder->name, holder->name);
		return -EBUSY;
	}
	if (snbep_platforms[SNBEP_GEN_SNB].present && snbep_platforms[SNBEP_GEN_IVB].present) {
		pr_err("uncore devices of both Sandy Bridge-EP and Ivy Bridge-EP are present; their PMU names are the same, so neither is served\n");
		return -EBUSY;
	}
	for (gen = 0; gen < SNBEP_NR_GEN && !snbep_platforms[gen].present; gen++)
		;
	if (gen == SNBEP_NR_GEN) {
		pr_info("no Xeon E5-2600 (8086:3c44/3c45) or E5 v2 (8086:0e36/0e37/0e39/0e3e) uncore device here\n");
		return -ENODEV;
	}
	p = &snbep_platforms[gen];
	u = &snbep_uncores[gen];
	u->poll_ms = poll_ms;
	u->owner = THIS_MODULE;
	if (gen == SNBEP_GEN_IVB) {
		ret = ivbep_setup(u, nboxes[gen]);
		if (ret)
			return ret;
	}
	ret = boxpmu_uncore_register(u);
	if (ret)
		return ret;
	p->ready = true;
	pr_info("%s: %u PMON device(s)\n", p->name, p->present);
	ret = pci_register_driver(&snbep_pci_driver);
	if (!ret)
		return 0;
	p->ready = false;
	boxpmu_uncore_unregister(u);
	return ret;
}

static void __exit snbep_exit(void)
{
	unsigned int gen;

	pci_unregister_driver(&snbep_pci_driver);
	for (gen = 0; gen < SNBEP_NR_GEN; gen++)
		if (snbep_platforms[gen].ready)
			boxpmu_uncore_unregister(&snbep_uncores[gen]);
}

module_init(snbep_init);
module_exit(snbep_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("boxpmu: Intel Xeon E5-2600 (Sandy Bridge-EP) R3QPI and E5 v2 (Ivy Bridge-EP) IRP and R3QPI PMUs over PCI");
