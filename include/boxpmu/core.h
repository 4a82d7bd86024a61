/* SPDX-License-Identifier: GPL-2.0 */
/* boxpmu core: declarative box descriptions and the perf PMUs made from them */
#ifndef _BOXPMU_CORE_H
#define _BOXPMU_CORE_H

#include <linux/types.h>
#include <linux/bitfield.h>
#include <linux/bits.h>
#include <linux/perf_event.h>
#include <linux/hrtimer.h>
#include <linux/cpumask.h>
#include <linux/spinlock.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/atomic.h>
#include <linux/irq_work.h>
#include <linux/smp.h>

#include <boxpmu/logic.h>
#include <boxpmu/param.h>

struct device;
struct pci_dev;
struct platform_device;
struct resource;
struct module;
struct boxpmu_box;
struct boxpmu_uncore;

enum boxpmu_access {
	BOXPMU_ACCESS_MSR,	/* 64-bit, on a CPU of the box's package */
	BOXPMU_ACCESS_PCI,	/* 32-bit config dwords, counters span two */
	BOXPMU_ACCESS_CP14,	/* XScale coprocessor 14, CPU-local */
	BOXPMU_ACCESS_MMIO,	/* 32-bit CSRs */
};

/* registration steps a test backend can make fail */
enum boxpmu_fault_site {
	BOXPMU_FAULT_PMU_REGISTER,
	BOXPMU_FAULT_NMI_REGISTER,
	BOXPMU_FAULT_NO_PMI_STATUS,	/* global_ops seen without pmi_status */
	BOXPMU_FAULT_NR,
};

/* Stands in for the register instructions (NMI-safe); its module is pinned while used. */
struct boxpmu_backend {
	const char *name;
	struct module *owner;
	u8 x86_family;		/* the modelled CPU, for MSR boxes */
	u8 x86_model;
	u8 x86_max_cores;
	int (*msr_read)(u32 msr, u64 *val);	/* NULL: real MSRs */
	int (*msr_write)(u32 msr, u64 val);
	int (*cp14_read)(u32 reg, u32 *val);
	int (*cp14_write)(u32 reg, u32 val);
	int (*cp14_irq)(unsigned int cpu);	/* 0: not modelled */
	int (*mmio_read)(void __iomem *base, u32 off, u32 *val);
	int (*mmio_write)(void __iomem *base, u32 off, u32 val);
	void __iomem *(*mmio_map)(const struct resource *res);
	void (*mmio_unmap)(void __iomem *base);
	int (*fault)(enum boxpmu_fault_site site);	/* optional: errno, or 0 */
};

/**
 * boxpmu_backend_register() - install a replacement for the hardware
 * @be: the backend; must stay valid until unregistered
 */
int boxpmu_backend_register(const struct boxpmu_backend *be);
/**
 * boxpmu_backend_unregister() - remove a backend installed earlier
 * @be: the backend, which no driver is bound to any more (each pins its module)
 */
void boxpmu_backend_unregister(const struct boxpmu_backend *be);

#define BOXPMU_NOREG		0xffffffffU	/* an absent register */
#define BOXPMU_MAX_COUNTERS	8		/* generic, plus one fixed */
#define BOXPMU_FIXED_IDX	BOXPMU_MAX_COUNTERS
#define BOXPMU_MAX_SLOTS	(BOXPMU_MAX_COUNTERS + 1)
#define BOXPMU_MAX_SHARED	16		/* per box type */

/* a field of the event configuration: sysfs format and settable bits */
struct boxpmu_format_desc {
	const char *name;
	unsigned int config;	/* 0: config, 1: config1, 2: config2 */
	u64 field;		/* contiguous: GENMASK_ULL */
};

#define BOXPMU_FORMAT(_name, _cfg, _field) \
	{ .name = #_name, .config = _cfg, .field = _field }

/* FIELD_PREP() in a static initializer (before Linux 6.4: unchecked) */
#ifndef FIELD_PREP_CONST
#define FIELD_PREP_CONST(_mask, _val)	((typeof(_mask))(_val) << __bf_shf(_mask))
#endif

struct boxpmu_event_desc {
	const char *name;
	const char *terms;
};

/* BOXPMU_EVENT(): the kernel drops _desc; tools/boxpmu-events uses it. */
#define BOXPMU_EVENT(_name, _terms, _desc)	{ .name = #_name, .terms = _terms }

/* the counters an event may use (unlisted: any) */
struct boxpmu_constraint {
	u64 mask;
	u64 match;
	u32 counters;	/* 0 ends a table */
};

#define BOXPMU_CONSTRAINT(_code, _counters) \
	{ .mask = 0xff, .match = (_code), .counters = (_counters) }

/* where one value of a shared-register slot lives */
struct boxpmu_shared_part {
	u32 reg;	/* from the box base */
	u8 shift;
	u8 width;	/* 64: the whole register */
};

/* a register the counters of a box share (filters) */
struct boxpmu_shared_desc {
	const char *name;
	u8 nslots;	/* interchangeable slots, <= BOXPMU_SHARED_SLOTS */
	u8 nparts;	/* values per slot (match, mask), <= BOXPMU_SHARED_PARTS */
	const struct boxpmu_shared_part *parts;	/* part p of slot s: [s * nparts + p] */
	u32 enable_reg;	/* set while any slot is used, or BOXPMU_NOREG */
	u64 enable_bits;
	bool absolute;	/* registers are MSR addresses, not box offsets; */
	u32 box_step;	/* then box n's are n * box_step further */
};

enum boxpmu_shared_src {
	BOXPMU_SRC_ZERO,
	BOXPMU_SRC_CONFIG1,
	BOXPMU_SRC_CONFIG2,
};

/* events whose config matches need shared register @shared, each part from src[] */
struct boxpmu_shared_use {
	u64 mask;	/* 0 ends a table */
	u64 match;
	u8 shared;	/* index into boxpmu_type.shared */
	u8 src[BOXPMU_SHARED_PARTS];
};

#define BOXPMU_EVENT_SHARED	4	/* shared registers per event */

struct boxpmu_shared_req {
	u8 shared;
	u64 val[BOXPMU_SHARED_PARTS];	/* within each part's width */
};

/* offsets from the box base */
struct boxpmu_regs {
	u32 box_ctl;		/* for the driver's ops */
	u32 box_status;		/* or BOXPMU_NOREG; without ops->read_status */
	u32 box_ovf;		/* or BOXPMU_NOREG; without ops->clear_status */
	u32 ctl0;
	u32 ctr0;		/* split counters: the low dword */
	u32 ctl_stride;
	u32 ctr_stride;
	const u32 *ctl_offs;	/* instead of ctl0 + n * ctl_stride */
	const u32 *ctr_offs;
	u32 fixed_ctl;		/* with a fixed_width */
	u32 fixed_ctr;
};

/* optional hooks where a box departs from its regs; int ones: 0 or -errno */
struct boxpmu_type_ops {
	void (*init_box)(struct boxpmu_box *box);	/* first use in a package */
	void (*enable_box)(struct boxpmu_box *box);	/* unfreeze */
	void (*disable_box)(struct boxpmu_box *box);	/* freeze */
	void (*enable_event)(struct boxpmu_box *box, struct perf_event *event);
	void (*disable_event)(struct boxpmu_box *box, struct perf_event *event);
	int (*read_counter)(struct boxpmu_box *box, int idx, u64 *val);	/* raw */
	int (*write_counter)(struct boxpmu_box *box, int idx, u64 val);
	int (*read_status)(struct boxpmu_box *box, u64 *status);	/* bits by slot */
	void (*clear_status)(struct boxpmu_box *box, u64 bits);
	int (*hw_config)(struct boxpmu_box *box, struct perf_event *event);
	s64 (*safe_period)(struct boxpmu_box *box, s64 period);	/* errata */
	/* instead of shared_uses: fills at most BOXPMU_EVENT_SHARED @reqs, returns how many */
	int (*shared_reqs)(struct boxpmu_box *box, struct perf_event *event,
			   struct boxpmu_shared_req *reqs);
};

/* one kind of box, as its manual chapter describes it; tables end with an empty entry */
struct boxpmu_type {
	const char *name;		/* cbox: uncore_cbox[_<n>] */
	enum boxpmu_access access;
	unsigned int num_boxes;		/* per package */
	unsigned int num_counters;
	unsigned int width;
	unsigned int fixed_width;	/* 0: no fixed counter */
	u64 fixed_config;		/* the config that selects it */
	u64 fixed_opt_mask;		/* bits its event may add (core PMUs) */
	u64 fixed_enable;		/* its control's enable value */
	u64 fixed_pmi_bit;
	unsigned int max_inc;		/* largest increment per cycle, and */
	unsigned int clock_mhz;		/* highest clock: the poll interval */
	u64 decrement_mask;		/* events that also count down: always polled */
	u32 box_base;			/* box n: + box_offs[n], or + n * box_stride */
	const u32 *box_offs;
	u32 box_stride;
	struct boxpmu_regs regs;
	u64 enable_bit;			/* of the counter controls */
	u64 pmi_bit;
	bool split_counter;		/* two 32-bit registers (PCI) */
	size_t box_priv_size;		/* zeroed bytes at boxpmu_box.priv */
	bool no_freeze;			/* counting on at overflow: stopped to service it */
	const struct boxpmu_constraint *constraints;
	const struct boxpmu_shared_desc *shared;
	unsigned int num_shared;	/* at most BOXPMU_MAX_SHARED */
	const struct boxpmu_shared_use *shared_uses;
	const struct boxpmu_format_desc *formats;
	const struct boxpmu_event_desc *events;
	const struct boxpmu_type_ops *ops;

	/* private: to the core */
	u64 valid[3];
	const struct attribute_group *attr_groups[4];
	struct attribute_group format_group;
	struct attribute_group events_group;
	void *attr_mem;
};

/* one box in one package */
struct boxpmu_box {
	const struct boxpmu_type *type;
	struct boxpmu_pmu *pmu;
	unsigned int idx;
	int pkg;			/* a core PMU's: the CPU */
	u32 base;
	void *priv;
	u64 ctl_shadow;			/* the driver's box control value */
	bool polling;
	int irq;			/* 0: none */

	/* private: to the core */
	struct pci_dev *pdev;
	struct platform_device *plat;
	void __iomem *mmio;		/* NULL once the device is gone */
	resource_size_t mmio_start;
	resource_size_t mmio_size;
	struct irq_work irq_work;	/* hands an interrupt to the collector on this CPU */
	call_single_data_t irq_csd;	/* or on another one (IPI) */
	atomic_t irq_off;		/* line disabled until the collector serviced the box */
	unsigned int n_updown;		/* events added that also count down */
	bool gone;			/* the device was removed: no register is read */
	struct perf_event *events[BOXPMU_MAX_SLOTS];
	unsigned long used_mask;	/* atomic bitops only (the NMI changes it too) */
	unsigned int n_events;
	atomic_t users;			/* events created on the box (event_init to destroy) */
	bool initialised;
	struct hrtimer timer;
	struct list_head retired;	/* in the PMU's boxes whose device went */
	struct boxpmu_shared_slot shared[BOXPMU_MAX_SHARED][BOXPMU_SHARED_SLOTS];
};

/* one perf PMU: one box index of one type, all packages */
struct boxpmu_pmu {
	struct pmu pmu;
	struct boxpmu_uncore *uncore;
	struct boxpmu_type *type;
	unsigned int idx;
	char name[32];
	struct boxpmu_box **boxes;	/* per package, NULL where a package has none */
	struct list_head retired;	/* boxes replaced while events used them */
	bool registered;
	bool per_cpu;			/* a core PMU: boxes by CPU, not package */
};

/* package-wide control, called on a CPU of @pkg */
struct boxpmu_global_ops {
	void (*init)(struct boxpmu_uncore *u, int pkg);		/* first use: reset, enable */
	void (*exit)(struct boxpmu_uncore *u, int pkg);		/* leave it disabled */
	u64 (*pmi_status)(struct boxpmu_uncore *u, int pkg);	/* 0: not ours */
	void (*pmi_ack)(struct boxpmu_uncore *u, int pkg, u64 status);	/* and unfreeze */
	bool (*set_pmi_target)(struct boxpmu_uncore *u, int pkg, int cpu);	/* false: poll */
};

/* the core's per-package state, read from NMI (READ_ONCE/WRITE_ONCE) */
struct boxpmu_package {
	int collector;		/* -1: none of the package's CPUs online */
	int pmi_cpu;		/* where the PMI is routed, -1: nowhere */
	int old_pmi_cpu;	/* where a late PMI may land during a move */
	bool ready;		/* the global init has run */
	bool pmi;		/* the PMI reaches collector, else polled */
	atomic_t servicing;	/* 1: PMI in service, 2: and an NMI came since */
};

/* a driver: the box types of one platform */
struct boxpmu_uncore {
	const char *name;
	struct module *owner;		/* pinned by each event */
	struct boxpmu_type * const *types;
	const struct boxpmu_global_ops *global;
	const struct boxpmu_backend *backend;	/* set by the core; NULL: hardware */
	int (*probe)(struct boxpmu_uncore *u);	/* with the backend bound */
	bool pmi;			/* overflow by PMI, else polled */
	bool irq;			/* by each box's own line where it has one */
	unsigned int poll_ms;		/* 0: derived per type */

	/* private: to the core */
	struct boxpmu_package *pkgs;
	cpumask_t cpumask;
	struct boxpmu_pmu *pmus;
	unsigned int num_pmus;
	struct hlist_node node;
	struct list_head list;
	struct mutex lock;	/* box attach and detach */
};

/**
 * boxpmu_pkg_ready() - has &boxpmu_global_ops.init run for @pkg?
 * @u:   the driver
 * @pkg: logical package
 */
static inline bool boxpmu_pkg_ready(const struct boxpmu_uncore *u, int pkg)
{
	return READ_ONCE(u->pkgs[pkg].ready);
}

int boxpmu_uncore_register(struct boxpmu_uncore *u);
void boxpmu_uncore_unregister(struct boxpmu_uncore *u);
/**
 * boxpmu_x86_match() - is this (or the MSR backend's model) the driver's CPU?
 * @u:      the driver, from its &boxpmu_uncore.probe (never probe an MSR: emulators read 0)
 * @family: wanted family
 * @model:  wanted model
 */
bool boxpmu_x86_match(const struct boxpmu_uncore *u, u8 family, u8 model);
/**
 * boxpmu_x86_max_cores() - cores per package (the MSR backend's); 0: unknown
 * @u: the driver, from its &boxpmu_uncore.probe
 */
unsigned int boxpmu_x86_max_cores(const struct boxpmu_uncore *u);
bool boxpmu_pmi_hold(struct boxpmu_uncore *u, int pkg);
void boxpmu_pmi_release(struct boxpmu_uncore *u, int pkg);

#define BOXPMU_HW_NONE		U64_MAX	/* a hw_events entry with no event */

/* a PERF_TYPE_HW_CACHE event of a core PMU */
struct boxpmu_cache_event {
	u64 cache;	/* perf's attr.config */
	u64 config;	/* the box's */
};

#define BOXPMU_CACHE_ID		GENMASK_ULL(7, 0)
#define BOXPMU_CACHE_OP		GENMASK_ULL(15, 8)
#define BOXPMU_CACHE_RESULT	GENMASK_ULL(23, 16)

#define BOXPMU_CACHE_EVENT(id, op, res, cfg) {					\
	.cache	= FIELD_PREP_CONST(BOXPMU_CACHE_ID, PERF_COUNT_HW_CACHE_##id) |	\
		  FIELD_PREP_CONST(BOXPMU_CACHE_OP, PERF_COUNT_HW_CACHE_OP_##op) |	\
		  FIELD_PREP_CONST(BOXPMU_CACHE_RESULT, PERF_COUNT_HW_CACHE_RESULT_##res), \
	.config	= (cfg),							\
}

/* a core PMU (perf_hw_context): the box every CPU has */
struct boxpmu_cpu_pmu {
	const char *name;
	struct module *owner;
	struct boxpmu_type *type;	/* BOXPMU_ACCESS_CP14 */
	const u64 *hw_events;		/* by PERF_COUNT_HW_*, or BOXPMU_HW_NONE */
	unsigned int num_hw_events;
	const struct boxpmu_cache_event *hw_cache_events;
	unsigned int num_hw_cache_events;
	unsigned int poll_ms;		/* 0: derived from the type */
	int irq;			/* without a backend, on one CPU; 0: none */
	bool no_irq;			/* poll even where an interrupt is wired */
	bool irq_mode;			/* set by the core: overflow by interrupt */
	unsigned long pinned;		/* bit 0, set by the core: a task pinned the module */

	/* private: to the core */
	struct boxpmu_uncore uncore;
	struct boxpmu_pmu bp;
	int hp_state;
	struct hlist_node node;
};

int boxpmu_cpu_pmu_register(struct boxpmu_cpu_pmu *cp);
void boxpmu_cpu_pmu_unregister(struct boxpmu_cpu_pmu *cp);

int boxpmu_box_attach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
		      unsigned int idx, int pkg, struct device *dev);
void boxpmu_box_detach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
		       unsigned int idx, int pkg);

/**
 * boxpmu_read_reg() - read a register of a box
 * @box: the box; MSR: on a CPU of its package, CP14: its own CPU, PCI: no NMI
 * @off: offset from the box base
 * @val: the value read (32 bits for PCI, CP14 and MMIO); undefined on failure
 */
int boxpmu_read_reg(struct boxpmu_box *box, u32 off, u64 *val);
/**
 * boxpmu_write_reg() - write a register of a box
 * @box: the box (PCI: not in NMI)
 * @off: offset from the box base
 * @val: value (truncated to 32 bits for PCI, CP14 and MMIO)
 */
int boxpmu_write_reg(struct boxpmu_box *box, u32 off, u64 val);

/**
 * boxpmu_msr_read() - read an MSR of the calling CPU's package
 * @u:   the driver (registered, or in its probe)
 * @msr: address
 * @val: the value read; not to be used on failure
 */
int boxpmu_msr_read(const struct boxpmu_uncore *u, u32 msr, u64 *val);
/**
 * boxpmu_msr_write() - write an MSR of the calling CPU's package
 * @u:   the driver (registered, or in its probe)
 * @msr: address
 * @val: value
 */
int boxpmu_msr_write(const struct boxpmu_uncore *u, u32 msr, u64 val);

int boxpmu_event_shared_slot(const struct perf_event *event, unsigned int n);

void boxpmu_write_ctl(struct boxpmu_box *box, int idx, u64 config);
u32 boxpmu_ctr_reg(const struct boxpmu_box *box, int idx);

#endif /* _BOXPMU_CORE_H */
