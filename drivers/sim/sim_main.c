// SPDX-License-Identifier: GPL-2.0
/* boxpmu simulator: module init/exit, which models run, and their one register backend */

#include <linux/module.h>
#include <linux/debugfs.h>
#include <linux/kernel.h>

#include <boxpmu/core.h>
#include "sim.h"
#include "sim_msr.h"

BOXPMU_PARAM(bool, nhmex, true,
	     "Simulate a Xeon 7500 (Nehalem-EX) uncore in every package (default on)");
BOXPMU_PARAM(bool, wsmex, false,
	     "With nhmex: simulate the Xeon E7-2800/4800/8800 (Westmere-EX, model 47) uncore instead of the Xeon 7500's: ten C-boxes and its ZDP_CTL_FVC layout (default off)");

/*
 * UNVERIFIED: which C-boxes a part with fewer cores than the die keeps (not in guide
 * 323535 nor the SDM; simulator.rst, "Module parameters", cboxes).
 */
BOXPMU_PARAM(uint, cboxes, 0,
	     "With nhmex: C-boxes present, as on a part with that many cores; the MSRs of the others fault (default 0: all of the model's, 8, or 10 with wsmex). UNVERIFIED which ones a part keeps: C-boxes 0..cboxes-1 here");
BOXPMU_PARAM(bool, snbep, true,
	     "Simulate Xeon E5-2600 (Sandy Bridge-EP) R3QPI PCI devices (default on; see snbep_sockets)");
BOXPMU_PARAM(bool, ivbep, false,
	     "Simulate the Xeon E5 v2 (Ivy Bridge-EP) IRP and R3QPI PCI devices instead of the Sandy Bridge-EP ones (same PMU names; snbep is then ignored), and with nhmex=0 its global control MSR (default off)");
BOXPMU_PARAM(bool, xscale, true,
	     "Simulate the XScale core PMU (CP14 registers 0-3) on every CPU (default on)");
BOXPMU_PARAM(bool, ixp2800, true,
	     "Simulate the IXP2800 chip-wide PMU as a platform device (default on; see ixp2800_counters, ixp2800_irq)");
BOXPMU_PARAM(bool, msr_backend, true,
	     "Hand the MSR models to boxpmu drivers through the backend (default on); off: they use the real RDMSR/WRMSR and the CPU they run on, which reach the models only through boxpmu_sim_msr, loaded before boxpmu_core");
BOXPMU_PARAM(bool, msr_dev, false,
	     "Serve /dev/cpu/N/msr as msr.ko does, with the modelled MSRs in place of the CPU's (x86; default off; msr.ko must not be loaded)");

static bool sim_msr_owns(u32 msr)
{
	if (nhmex)
		return sim_nhmex_owns(msr);
	return ivbep && sim_ivbep_owns(msr);
}

static int sim_msr_read(u32 msr, u64 *val)
{
	if (nhmex)
		return sim_nhmex_msr_read(msr, val);
	return ivbep ? sim_ivbep_msr(msr, val, 0) : -EIO;
}

static int sim_msr_write(u32 msr, u64 val)
{
	if (nhmex)
		return sim_nhmex_msr_write(msr, val);
	return ivbep ? sim_ivbep_msr(msr, NULL, val) : -EIO;
}

static const struct boxpmu_sim_msr_ops sim_msr_ops = {
	.owns	= sim_msr_owns,
	.read	= sim_msr_read,
	.write	= sim_msr_write,
};

/* MSRs and the IXP2800's MMIO; PCI boxes need none (simulated PCI functions) */
static struct boxpmu_backend sim_backend = {
	.name		= "boxpmu_sim",
	.owner		= THIS_MODULE,
	.msr_read	= sim_msr_read,
	.msr_write	= sim_msr_write,
	.mmio_read	= sim_ixp2800_mmio_read,
	.mmio_write	= sim_ixp2800_mmio_write,
	.mmio_map	= sim_ixp2800_mmio_map,
	.mmio_unmap	= sim_ixp2800_mmio_unmap,
};

/* Undo sim_init() as far as it went: each step's undo is a no-op if it did not run */
static void sim_teardown(void)
{
	debugfs_remove_recursive(sim_debugfs_root);
	/* the IXP2800 device goes first: its driver unmaps its window */
	sim_ixp2800_exit();
	boxpmu_backend_unregister(&sim_backend);
	sim_msr_exit();
	sim_xscale_exit();
	sim_snbep_exit();
	sim_nhmex_exit();
	sim_irq_exit();
}

static int __init sim_init(void)
{
	int ret;

	sim_debugfs_root = debugfs_create_dir("boxpmu_sim", NULL);
	sim_fault_init(&sim_backend);
	ret = sim_irq_init();
	if (ret)
		goto err;
	if (nhmex) {
		ret = sim_nhmex_init(wsmex, cboxes);
		if (ret < 0)
			goto err;
		/* drivers of MSR boxes match the modelled CPU */
		sim_backend.x86_family = 6;
		sim_backend.x86_model = wsmex ? 47 : 46;
		/* one core per C-box present: sim_nhmex_init() said how many */
		sim_backend.x86_max_cores = ret;
	} else if (ivbep) {
		sim_backend.x86_family = 6;
		sim_backend.x86_model = 62;
	}
	if (!msr_backend) {
		sim_backend.msr_read = NULL;
		sim_backend.msr_write = NULL;
	}
	if (ivbep && snbep) {
		pr_info("ivbep=1: Ivy Bridge-EP devices instead of the Sandy Bridge-EP ones\n");
		snbep = false;
	}
	ret = snbep || ivbep ? sim_snbep_init(ivbep) : 0;
	if (ret)
		goto err;
	if (xscale) {
		ret = sim_xscale_init();
		if (ret)
			goto err;
		/* on ARM the model is behind the real instructions (sim_xscale.c) */
		if (!IS_ENABLED(CONFIG_ARM)) {
			sim_backend.cp14_read = sim_xscale_cp14_read;
			sim_backend.cp14_write = sim_xscale_cp14_write;
			sim_backend.cp14_irq = sim_xscale_cp14_irq;
		}
	}
	ret = sim_msr_init(&sim_msr_ops, msr_dev);
	if (ret)
		goto err;
	/* before the IXP2800 device appears: its driver maps it through us */
	ret = boxpmu_backend_register(&sim_backend);
	if (ret)
		goto err;
	ret = ixp2800 ? sim_ixp2800_init() : 0;
	if (ret)
		goto err;
	return 0;

err:
	sim_teardown();
	return ret;
}

static void __exit sim_exit(void)
{
	sim_teardown();
}

module_init(sim_init);
module_exit(sim_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("boxpmu: register-level simulator of performance-monitoring boxes");
