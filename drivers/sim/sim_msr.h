/* SPDX-License-Identifier: GPL-2.0 */
/* boxpmu_sim_msr (sim_msr.c): simulated MSRs behind the real RDMSR and WRMSR */
#ifndef BOXPMU_SIM_MSR_H
#define BOXPMU_SIM_MSR_H

#include <linux/types.h>

/**
 * struct boxpmu_sim_msr_ops - the MSRs a simulator serves, called atomic or in NMI
 * @owns:  does the simulator model @msr? Those it does not go to the CPU
 * @read:  read an owned MSR of the calling CPU's package; -errno is a #GP
 * @write: write an owned MSR of the calling CPU's package; -errno is a #GP
 */
struct boxpmu_sim_msr_ops {
	bool (*owns)(u32 msr);
	int (*read)(u32 msr, u64 *val);
	int (*write)(u32 msr, u64 val);
};

int boxpmu_sim_msr_attach(const struct boxpmu_sim_msr_ops *ops);
void boxpmu_sim_msr_detach(const struct boxpmu_sim_msr_ops *ops);

#endif
