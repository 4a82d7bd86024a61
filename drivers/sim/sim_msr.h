/* SPDX-License-Identifier: GPL-2.0 */
/* boxpmu_sim_msr (sim_msr.c): simulated MSRs behind the real RDMSR and WRMSR */
#ifndef BOXPMU_SIM_MSR_H
#define BOXPMU_SIM_MSR_H

#include <linux/types.h>

/* the MSRs a simulator serves, called atomic or in NMI; -errno is a #GP */
struct boxpmu_sim_msr_ops {
	bool (*owns)(u32 msr);			/* the others go to the CPU */
	int (*read)(u32 msr, u64 *val);	/* of the calling CPU's package */
	int (*write)(u32 msr, u64 val);	/* of the calling CPU's package */
};

int boxpmu_sim_msr_attach(const struct boxpmu_sim_msr_ops *ops);
void boxpmu_sim_msr_detach(const struct boxpmu_sim_msr_ops *ops);

#endif
