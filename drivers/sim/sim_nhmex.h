/* SPDX-License-Identifier: GPL-2.0 */
/* boxpmu simulator, Xeon 7500 uncore: shared by sim_nhmex.c and sim_nhmex_bsrm.c */
#ifndef _BOXPMU_SIM_NHMEX_H
#define _BOXPMU_SIM_NHMEX_H

#include <linux/types.h>
#include <linux/atomic.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/seq_file.h>

#include "sim.h"

#define NX_WIDTH		48
#define NX_MASK			GENMASK_ULL(NX_WIDTH - 1, 0)
#define NX_MAX_CTRS		8

/* box blocks (sections 2.1 to 2.8): U-box global control, W- and C-boxes */
#define U_GCTL			0xc00
#define W_BASE			0xc80
#define C_BASE			0xd00

/* the boxes of a package, in debugfs order; C-boxes 8, 9: Westmere-EX only */
enum {
	NX_U, NX_C0, NX_W = NX_C0 + 8,
	NX_B0, NX_B1, NX_S0, NX_S1, NX_R0, NX_R1, NX_M0, NX_M1,
	NX_C8, NX_C9,
	NX_NBOX,
};

/* how a box's counters select events */
enum nx_kind { NX_KIND_U, NX_KIND_C, NX_KIND_W, NX_KIND_B, NX_KIND_S, NX_KIND_R, NX_KIND_M };

/* summary bits: the U-box's, the W-box's, those of the boxes behind S-box 0, 1 (UNVERIFIED) */
#define NX_GSTAT_U		BIT_ULL(0)
#define NX_GSTAT_W		BIT_ULL(1)
#define NX_GSTAT_S0		BIT_ULL(2)
#define NX_GSTAT_S1		BIT_ULL(3)

/* a box of the package, as the guide lays it out */
struct nx_boxinfo {
	const char *name;	/* perf PMU name, also the debugfs directory */
	const char *prefix;	/* register name prefix in the regs file ("B", "R", ...) */
	enum nx_kind kind;	/* its counter control layout and selection rule */
	u32 base;		/* box registers at +0..+2, counter ctl/ctr pairs from +0x10 */
	unsigned int ncounters;
	u64 gstat;		/* its summary bit in U_MSR_PMON_GLOBAL_STATUS, NX_GSTAT_* */
};

extern const struct nx_boxinfo nx_boxes[NX_NBOX];

/* Westmere-EX (model 47) rather than Xeon 7500 (model 46): sim_nhmex_init() */
extern bool nx_wsmex;
/* C-boxes present, 0..nx_ncbox-1 (UNVERIFIED which: the cboxes parameter) */
extern unsigned int nx_ncbox;

static inline bool nx_present(int b)
{
	if (nx_boxes[b].kind != NX_KIND_C)
		return true;
	return (b == NX_C8 ? 8U : b == NX_C9 ? 9U : (unsigned int)(b - NX_C0)) < nx_ncbox;
}

struct nx_ctr {
	atomic64_t ctl;
	atomic64_t val;
	bool carry_lost;	/* W-box erratum armed by a bad preload */
	bool stopped;		/* M-box: over/underflowed without wrap_mode */
};

struct nx_box {
	atomic_t gen;		/* bumped by every configuration write, cfg_lock */
	atomic64_t ctl;		/* box GLOBAL_CTL */
	atomic64_t status;	/* box GLOBAL_STATUS */
	struct nx_ctr ctr[NX_MAX_CTRS];
	struct nx_ctr fixed;	/* W-box only */
	atomic64_t violations;	/* writes that broke a field's rule */
};

/* filter and sub-control registers outside the counter blocks (sim_nhmex_bsrm.c) */
#define NX_NFREG		104

struct nx_pkg {
	atomic64_t gctl;
	atomic64_t gstatus;
	struct nx_box box[NX_NBOX];
	atomic64_t freg[NX_NFREG];
	struct mutex inject_lock;	/* one injection at a time */
	raw_spinlock_t cfg_lock;	/* configuration writes vs. counting */
	bool acked;			/* cfg_lock: last write outside NMI: a global ack */
	int sel_cpu[4];			/* the CPU each pmi_core_sel bit reaches, or -1 */
	atomic64_t violations;
};

/* sim_nhmex_bsrm.c */
void nx_violation(struct nx_pkg *p, int b, const char *name, u32 addr, u64 val, u64 bits);
void nx_bsrm_init(void);
int nx_freg_find(u32 msr, int *box);
void nx_freg_write(struct nx_pkg *p, int i, u64 val);
int nx_bsrm_check(int b, const struct sim_inject *inj);
int nx_bsrm_amount(struct nx_pkg *p, int b, int idx, const struct sim_inject *inj, u64 *amount);
void nx_bsrm_regs(struct seq_file *m, int pkg, struct nx_pkg *p, int b);

#endif
