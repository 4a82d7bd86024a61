/* SPDX-License-Identifier: GPL-2.0 */
/* boxpmu simulator: shared declarations; it never includes or calls driver code */
#ifndef _BOXPMU_SIM_H
#define _BOXPMU_SIM_H

#include <linux/types.h>
#include <linux/stddef.h>
#include <linux/spinlock_types.h>
#include <linux/errno.h>
#include <linux/bits.h>
#include <linux/atomic.h>
#include <linux/seq_file.h>
#include <linux/mutex.h>
#include <linux/irq_work.h>
#include <linux/percpu.h>
#include <linux/smp.h>
#include <linux/ioport.h>

#include <boxpmu/param.h>

/* by value: DEFINE_RES_*() is an initialiser list in 6.1, a compound literal in 6.12 */
static inline struct resource sim_resource(resource_size_t start, resource_size_t size,
					   const char *name, unsigned long flags)
{
	struct resource r = {
		.start	= start,
		.end	= start + size - 1,
		.name	= name,
		.flags	= flags,
	};

	return r;
}

struct dentry;

/* seq_file.h's since 6.3 */
#ifndef DEFINE_SHOW_STORE_ATTRIBUTE
#define DEFINE_SHOW_STORE_ATTRIBUTE(__name)				\
static int __name ## _open(struct inode *inode, struct file *file)	\
{									\
	return single_open(file, __name ## _show, inode->i_private);	\
}									\
									\
static const struct file_operations __name ## _fops = {			\
	.owner		= THIS_MODULE,					\
	.open		= __name ## _open,				\
	.read		= seq_read,					\
	.write		= __name ## _write,				\
	.llseek		= seq_lseek,					\
	.release	= single_release,				\
}
#endif

enum sim_filter_term {
	SIM_F_SET,	/* B-box: the counter whose event set the code is from */
	SIM_F_MATCH,	/* B-, S-box: the message's fields, as MATCH lays them out */
	SIM_F_PORT,	/* R-box: QPI port */
	SIM_F_IPERF,	/* R-box: IPERF sub-events that occurred */
	SIM_F_QLX,	/* R-box: QLX sub-events that occurred */
	SIM_F_XBR,	/* R-box: the message's fields, for the XBR match */
	SIM_F_FLAG,	/* M-box: event is a set_flag_sel, not an inc_sel */
	SIM_F_DSP,	/* M-box: the sub-event, as its sub-control selects it */
	SIM_F_ISS,
	SIM_F_MAP,
	SIM_F_THR,
	SIM_F_PGT,
	SIM_F_PLD,
	SIM_F_FVC,	/* M-box: ZDP_CTL_FVC sub-event (Table 2-81 code) */
	SIM_F_BCMD,	/* M-box: the B-box command, response and FVID seen */
	SIM_F_RESP,
	SIM_F_FVID,
	SIM_F_PBOX,	/* M-box: a PBOX init error (with fvc=7) */
	SIM_F_ADDR,	/* M-box: the address of the transaction */
	SIM_NFILTER,
};

/* one parsed ``inject`` command */
struct sim_inject {
	bool has_event;		/* @event was given (required unless filter terms are) */
	u64 event;
	u64 umask;		/* sub-events that occurred (0 for events without) */
	u64 count;		/* cycles in which the event occurred */
	u64 inc;		/* increment per such cycle (occupancy: queue depth) */
	bool burst;		/* the cycles are consecutive (one rising edge) */
	int pkg;
	u64 filt[SIM_NFILTER];	/* enum sim_filter_term, 0 where not given */
	u32 fseen;		/* bit n: filter term n was given */
	u64 unit;		/* SIM_KEY_UNIT: sub-unit the events occur in */
	u64 src;		/* SIM_KEY_SRC: source queue of the events */
	unsigned int cpu;	/* SIM_KEY_CPU: CPU the events occur on */
	u64 busy;		/* events per register access while its interrupt is serviced */
	unsigned int keys;	/* which optional keys were given (SIM_KEY_*) */
};

/* optional inject keys (simulator.rst, "inject"), for boxes whose sim_box.keys has them */
#define SIM_KEY_UNIT		BIT(0)
#define SIM_KEY_SRC		BIT(1)
#define SIM_KEY_CPU		BIT(2)
#define SIM_KEY_CLOCK		BIT(3)
#define SIM_KEY_BUSY		BIT(4)
#define SIM_KEY_STEADY		BIT(5)

/* a simulated box as seen through debugfs */
struct sim_box {
	const char *name;	/* perf PMU name of the box */
	atomic64_t reads;	/* register accesses since the accesses file was written */
	atomic64_t writes;
	atomic64_t dropped;	/* events that found the box frozen and were not counted */
	atomic64_t unmatched;	/* Xeon 7500: injections no counter was programmed for */
	atomic_t fail_reads;	/* counter reads still to fail */
	unsigned int keys;	/* optional inject keys it takes (SIM_KEY_*; others: -EINVAL) */
	int (*inject)(struct sim_box *b, const struct sim_inject *inj);
	void (*regs)(struct sim_box *b, struct seq_file *m);	/* ``name address value`` */
	struct dentry *dir;
};

/* Shared Intel uncore counter control: Xeon 7500 C-box Table 2-13, E5-2600 R3_Ly_PCI_PMON_CTL */
#define SIM_CTL_EV		GENMASK_ULL(7, 0)
#define SIM_CTL_UMASK		GENMASK_ULL(15, 8)
#define SIM_CTL_EDGE		BIT_ULL(18)
#define SIM_CTL_PMI		BIT_ULL(20)
#define SIM_CTL_EN		BIT_ULL(22)
#define SIM_CTL_INV		BIT_ULL(23)
#define SIM_CTL_THRESH		GENMASK_ULL(31, 24)

/* a simulated device's interrupt output, to sim_irq.c's controller */
struct sim_irq_line {
	bool (*level)(void *data);	/* is the output asserted? (any context) */
	void *data;
	unsigned int virq;		/* for the device's resources */
	unsigned int hw;		/* controller input */
	bool masked;
	int target_cpu;			/* as the affinity names */
	int route_cpu;			/* debugfs override of the target, -1 for none */
	struct irq_work work;		/* delivery when the target is the CPU raising it */
	call_single_data_t csd;		/* delivery to another target CPU (an IPI) */
	atomic64_t delivered;
	atomic64_t __percpu *per_cpu;	/* deliveries per CPU */
};

int sim_irq_init(void);
void sim_irq_exit(void);
int sim_irq_line_add(struct sim_irq_line *l, struct dentry *dir);
void sim_irq_line_del(struct sim_irq_line *l);
void sim_irq_update(struct sim_irq_line *l);

extern struct dentry *sim_debugfs_root;
extern unsigned int sim_pmi_wait_ms;

extern atomic64_t sim_pmi_delivered;
extern atomic64_t sim_pmi_masked;

int sim_box_add(struct sim_box *b);
int sim_user_str(char *buf, size_t size, const char __user *ubuf, size_t len);
bool sim_send_pmi(unsigned int cpu);
bool sim_fail_read(struct sim_box *b);
void sim_reg_line(struct seq_file *m, int pkg, const char *name, int n, u32 addr, u64 v);

struct boxpmu_backend;
void sim_fault_init(struct boxpmu_backend *be);

int sim_amount(u64 ctl, bool has_umask, const struct sim_inject *inj, u64 *amount);

/* a register as its manual's table gives it, or a value of the model's own (@sim) */
struct sim_reg {
	const char *name;	/* in the regs file, after the model's prefix */
	u32 addr;		/* offset in the box, CP14 register number */
	u16 off;		/* offsetof() its value in the model's state */
	u8 size;		/* sizeof() that value: 1 (bool), 4 or 8 */
	bool sim;		/* not a register: shown at address 0 */
	u32 keep;		/* bits a write stores as written */
	u32 w1c;		/* flags a write of 1 clears; bits in neither are read-only */
	u32 rsvd;		/* bits the manual reserves (must be written as 0) */
	u32 must1;		/* bits the manual says software must write as 1 */
	u8 width;		/* of a register accessed as dwords at @addr, + 4; 0: one */
	bool wo;		/* write-only: reads 0 (the regs file shows the last write) */
};

#define SIM_SLOT(type, ...)								\
	.off = offsetof(type, __VA_ARGS__), .size = sizeof_field(type, __VA_ARGS__)
#define SIM_REG(_name, _addr, _keep, _w1c, _rsvd, type, ...)				\
	{ .name = _name, .addr = _addr, .keep = _keep, .w1c = _w1c, .rsvd = _rsvd,	\
	  SIM_SLOT(type, __VA_ARGS__) }
#define SIM_VAL(_name, type, ...)	{ .name = _name, .sim = true, SIM_SLOT(type, __VA_ARGS__) }

/* what a write does to a 64-bit register, as its manual's table says */
struct sim_rule {
	u64 keep;	/* stored as written; the others read 0 */
	u64 rsvd;	/* must be written 0; others not in keep are ignored */
};

/* Software writes @val: what the register holds; *@bad: bits breaking @r. */
static inline u64 sim_rule_write(const struct sim_rule *r, u64 val, u64 *bad)
{
	*bad = val & r->rsvd;
	return val & r->keep;
}

u64 sim_reg_get(const struct sim_reg *r, const void *obj);
const struct sim_reg *sim_reg_at(const struct sim_reg *t, unsigned int n, u32 addr);
u32 sim_reg_read32(const struct sim_reg *r, const void *obj, u32 addr);
u32 sim_reg_write32(const struct sim_reg *r, void *obj, u32 addr, u32 val);
void sim_regs_show(struct seq_file *m, const struct sim_reg *t, unsigned int n,
		   const void *obj, const char *pre, const char *suf, u32 base);

struct sim_counter {
	u64 val;	/* below 2^width */
	s64 counted;	/* net events, whatever software wrote */
	u64 wraps;
};

u64 sim_counter_add(struct sim_counter *c, unsigned int width, int dir, u64 n);

/* Events until @c, @width bits wide, counting up (@dir 1) or down, wraps. */
static inline u64 sim_counter_room(const struct sim_counter *c, unsigned int width, int dir)
{
	return dir > 0 ? BIT_ULL(width) - c->val : c->val + 1;
}

/* a test load: events at each register access (busy=, steady=) */
struct sim_workload {
	u64 rate;		/* per access, 0: none */
	struct sim_inject inj;
	u64 events;		/* that occurred, counted or not */
};

/* With the model's lock held: do @w's events occur at this access? */
static inline bool sim_workload_due(struct sim_workload *w, bool asserted)
{
	if (!w->rate || !asserted)
		return false;
	w->events += w->rate;
	return true;
}

/* how an injection reaches a model (sim_engine_run()) */
struct sim_engine {
	raw_spinlock_t *lock;	/* the model's registers */
	struct mutex *serial;	/* one injection at a time */
	struct sim_workload *busy;	/* the ``busy=`` workload, during the injection */
	/* with @lock: up to @left units, to where the output may assert; taken (all: drop rest) */
	u64 (*step)(void *data, const struct sim_inject *inj, u64 left, bool *raise);
	void (*raise)(void *data);	/* raise the interrupt (without @lock) */
	bool (*level)(void *data);	/* is the interrupt output asserted? */
	bool (*ready)(void *data);	/* optional: does the model count again after service? */
	void *data;
};

int sim_engine_run(const struct sim_engine *e, const struct sim_inject *inj);

int sim_ixp2800_init(void);
void sim_ixp2800_exit(void);
int sim_ixp2800_mmio_read(void __iomem *base, u32 off, u32 *val);
int sim_ixp2800_mmio_write(void __iomem *base, u32 off, u32 val);
void __iomem *sim_ixp2800_mmio_map(const struct resource *res);
void sim_ixp2800_mmio_unmap(void __iomem *base);
int sim_xscale_init(void);
void sim_xscale_exit(void);
int sim_xscale_cp14_read(u32 reg, u32 *val);
int sim_xscale_cp14_write(u32 reg, u32 val);
int sim_xscale_cp14_irq(unsigned int cpu);

struct boxpmu_sim_msr_ops;
#ifdef CONFIG_X86
int sim_nhmex_init(bool wsmex, unsigned int cboxes);
void sim_nhmex_exit(void);
bool sim_nhmex_owns(u32 msr);
int sim_nhmex_msr_read(u32 msr, u64 *val);
int sim_nhmex_msr_write(u32 msr, u64 val);
int sim_msr_init(const struct boxpmu_sim_msr_ops *sim, bool dev);
void sim_msr_exit(void);
bool sim_send_pmi_here(void);

int sim_snbep_init(bool ivb);
void sim_snbep_exit(void);
bool sim_ivbep_owns(u32 msr);
int sim_ivbep_msr(u32 msr, u64 *val, u64 wval);
#else
static inline int sim_nhmex_init(bool wsmex, unsigned int cboxes) { return 0; }
static inline void sim_nhmex_exit(void) { }
static inline bool sim_nhmex_owns(u32 msr) { return false; }
static inline int sim_msr_init(const struct boxpmu_sim_msr_ops *sim, bool dev)
{
	return dev ? -EOPNOTSUPP : 0;
}

static inline void sim_msr_exit(void) { }
static inline bool sim_ivbep_owns(u32 msr) { return false; }
static inline int sim_nhmex_msr_read(u32 msr, u64 *val) { return -EIO; }
static inline int sim_nhmex_msr_write(u32 msr, u64 val) { return -EIO; }
static inline int sim_snbep_init(bool ivb) { return 0; }
static inline void sim_snbep_exit(void) { }
static inline int sim_ivbep_msr(u32 msr, u64 *val, u64 wval) { return -EIO; }
#endif

#endif
