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

struct device;
struct pci_dev;
struct platform_device;
struct resource;
struct module;
struct boxpmu_box;
struct boxpmu_uncore;

/**
 * enum boxpmu_access - how the registers of a box are reached
 * @BOXPMU_ACCESS_MSR:  64-bit MSRs, read on a CPU of the box's package
 * @BOXPMU_ACCESS_PCI:  32-bit PCI config dwords (counters span two)
 * @BOXPMU_ACCESS_CP14: XScale coprocessor 14 registers, CPU-local
 * @BOXPMU_ACCESS_MMIO: 32-bit memory-mapped CSRs
 */
enum boxpmu_access {
	BOXPMU_ACCESS_MSR,
	BOXPMU_ACCESS_PCI,
	BOXPMU_ACCESS_CP14,
	BOXPMU_ACCESS_MMIO,
};

/**
 * enum boxpmu_fault_site - registration steps a test backend can make fail
 * @BOXPMU_FAULT_PMU_REGISTER: perf_pmu_register() of one of a driver's PMUs
 * @BOXPMU_FAULT_NMI_REGISTER: register_nmi_handler() for the PMI
 * @BOXPMU_FAULT_NO_PMI_STATUS: registration sees global_ops without pmi_status
 * @BOXPMU_FAULT_NR: number of sites
 */
enum boxpmu_fault_site {
	BOXPMU_FAULT_PMU_REGISTER,
	BOXPMU_FAULT_NMI_REGISTER,
	BOXPMU_FAULT_NO_PMI_STATUS,
	BOXPMU_FAULT_NR,
};

/**
 * struct boxpmu_backend - stands in for the register instructions; NMI-safe
 * @name:       shown in messages
 * @owner:      module providing the backend; pinned while a driver uses it
 * @x86_family: CPU family the backend models (MSR boxes)
 * @x86_model:  CPU model the backend models (MSR boxes)
 * @x86_max_cores: cores per package of the modelled CPU
 * @msr_read:   read an MSR of the calling CPU's package; NULL: real MSRs
 * @msr_write:  write an MSR of the calling CPU's package (NULL with @msr_read)
 * @cp14_read:  read CP14 register @reg of the calling CPU
 * @cp14_write: write CP14 register @reg of the calling CPU
 * @cp14_irq:   Linux IRQ of @cpu's CP14 PMU overflow, 0 if not modelled
 * @mmio_read:  read the 32-bit CSR at @off of MMIO window @base
 * @mmio_write: write the 32-bit CSR at @off of MMIO window @base
 * @mmio_map:   the window standing in for memory resource @res, or NULL
 * @mmio_unmap: release a window from @mmio_map
 * @fault:      optional, for tests: errno for registration step @site, or 0
 */
struct boxpmu_backend {
	const char *name;
	struct module *owner;
	u8 x86_family;
	u8 x86_model;
	u8 x86_max_cores;
	int (*msr_read)(u32 msr, u64 *val);
	int (*msr_write)(u32 msr, u64 val);
	int (*cp14_read)(u32 reg, u32 *val);
	int (*cp14_write)(u32 reg, u32 val);
	int (*cp14_irq)(unsigned int cpu);
	int (*mmio_read)(void __iomem *base, u32 off, u32 *val);
	int (*mmio_write)(void __iomem *base, u32 off, u32 val);
	void __iomem *(*mmio_map)(const struct resource *res);
	void (*mmio_unmap)(void __iomem *base);
	int (*fault)(enum boxpmu_fault_site site);
};

int boxpmu_backend_register(const struct boxpmu_backend *be);
void boxpmu_backend_unregister(const struct boxpmu_backend *be);

#define BOXPMU_NOREG		0xffffffffU	/* an absent register */
#define BOXPMU_MAX_COUNTERS	8		/* generic, plus one fixed */
#define BOXPMU_FIXED_IDX	BOXPMU_MAX_COUNTERS
#define BOXPMU_MAX_SLOTS	(BOXPMU_MAX_COUNTERS + 1)
#define BOXPMU_MAX_SHARED	16		/* per box type */

/**
 * struct boxpmu_format_desc - one field of the event configuration
 * @name:   sysfs format name (``event``, ``umask``, ...)
 * @config: the perf_event_attr word it is in: 0 config, 1 config1, 2 config2
 * @field:  its contiguous bits in that word (GENMASK_ULL)
 */
struct boxpmu_format_desc {
	const char *name;
	unsigned int config;
	u64 field;
};

#define BOXPMU_FORMAT(_name, _cfg, _field) \
	{ .name = #_name, .config = _cfg, .field = _field }

/* FIELD_PREP() in a static initializer (before Linux 6.4: unchecked) */
#ifndef FIELD_PREP_CONST
#define FIELD_PREP_CONST(_mask, _val)	((typeof(_mask))(_val) << __bf_shf(_mask))
#endif

/**
 * struct boxpmu_event_desc - one named event in sysfs
 * @name:  sysfs name, lowercase
 * @terms: perf terms selecting it (``event=0x14,umask=0x03``)
 */
struct boxpmu_event_desc {
	const char *name;
	const char *terms;
};

/* BOXPMU_EVENT(): the kernel drops _desc; tools/boxpmu-events uses it. */
#define BOXPMU_EVENT(_name, _terms, _desc)	{ .name = #_name, .terms = _terms }

/**
 * struct boxpmu_constraint - which counters an event may use (unlisted: any)
 * @mask:     bits of the event configuration that identify the event
 * @match:    value of those bits for this constraint
 * @counters: bitmask of counters the event may be placed on; 0 ends a table
 */
struct boxpmu_constraint {
	u64 mask;
	u64 match;
	u32 counters;
};

#define BOXPMU_CONSTRAINT(_code, _counters) \
	{ .mask = 0xff, .match = (_code), .counters = (_counters) }

/**
 * struct boxpmu_shared_part - where one value of a shared-register slot lives
 * @reg:   register offset from the box base
 * @shift: lowest bit of the field
 * @width: field width in bits (64: the whole register)
 */
struct boxpmu_shared_part {
	u32 reg;
	u8 shift;
	u8 width;
};

/**
 * struct boxpmu_shared_desc - a register the counters of a box share
 * @name:        for messages and documentation
 * @nslots:      slots an event's values may go in (<= BOXPMU_SHARED_SLOTS)
 * @nparts:      values per slot, e.g. match and mask (<= BOXPMU_SHARED_PARTS)
 * @parts:       @nslots x @nparts; part p of slot s is parts[s * nparts + p]
 * @enable_reg:  enable register, set while any slot is used, or BOXPMU_NOREG
 * @enable_bits: that enable
 * @absolute:    registers are absolute addresses (MSRs), not box offsets
 * @box_step:    with @absolute: box n's registers are n * @box_step further
 */
struct boxpmu_shared_desc {
	const char *name;
	u8 nslots;
	u8 nparts;
	const struct boxpmu_shared_part *parts;
	u32 enable_reg;
	u64 enable_bits;
	bool absolute;
	u32 box_step;
};

enum boxpmu_shared_src {
	BOXPMU_SRC_ZERO,
	BOXPMU_SRC_CONFIG1,
	BOXPMU_SRC_CONFIG2,
};

/**
 * struct boxpmu_shared_use - which events need a shared register
 * @mask:   config bits that identify the events; 0 ends a table
 * @match:  value of those bits
 * @shared: the register: index into &boxpmu_type.shared
 * @src:    per part, where its value comes from
 */
struct boxpmu_shared_use {
	u64 mask;
	u64 match;
	u8 shared;
	u8 src[BOXPMU_SHARED_PARTS];
};

#define BOXPMU_EVENT_SHARED	4	/* shared registers per event */

/**
 * struct boxpmu_shared_req - what an event needs of one shared register
 * @shared: index into &boxpmu_type.shared
 * @val:    the value of each part (within its field's width)
 */
struct boxpmu_shared_req {
	u8 shared;
	u64 val[BOXPMU_SHARED_PARTS];
};

/**
 * struct boxpmu_regs - where a box's registers are, relative to its base
 * @box_ctl:    box-level control (enable/freeze/reset), or BOXPMU_NOREG
 * @box_status: box-level overflow status, or BOXPMU_NOREG
 * @box_ovf:    box-level overflow clear, or BOXPMU_NOREG
 * @ctl0:       control register of counter 0
 * @ctr0:       counter 0 (for split counters: its low dword)
 * @ctl_stride: distance between control registers
 * @ctr_stride: distance between counters
 * @ctl_offs:   explicit control offsets, overriding @ctl0/@ctl_stride
 * @ctr_offs:   explicit counter offsets, overriding @ctr0/@ctr_stride
 * @fixed_ctl:  fixed counter control, or BOXPMU_NOREG
 * @fixed_ctr:  fixed counter, or BOXPMU_NOREG
 */
struct boxpmu_regs {
	u32 box_ctl;
	u32 box_status;
	u32 box_ovf;
	u32 ctl0;
	u32 ctr0;
	u32 ctl_stride;
	u32 ctr_stride;
	const u32 *ctl_offs;
	const u32 *ctr_offs;
	u32 fixed_ctl;
	u32 fixed_ctr;
};

/**
 * struct boxpmu_type_ops - optional hooks where a box departs from its regs
 * @init_box:      first use of the box in a package (reset, freeze enable)
 * @enable_box:    let the box's active counters count (unfreeze)
 * @disable_box:   stop all of the box's counters (freeze)
 * @enable_event:  program and enable the counter of @event
 * @disable_event: disable the counter of @event
 * @read_counter:  raw value of counter @idx (not extended); 0 or -errno
 * @write_counter: preload counter @idx; 0 or -errno
 * @read_status:   overflow bits by slot (BOXPMU_FIXED_IDX: fixed); 0 or -errno
 * @clear_status:  clear overflow bits
 * @hw_config:     type-specific checks on a new event; -errno to refuse
 * @safe_period:   adjust a sample period the hardware cannot take (errata)
 * @shared_reqs:   fill @reqs (<= BOXPMU_EVENT_SHARED): count or -errno; replaces shared_uses
 */
struct boxpmu_type_ops {
	void (*init_box)(struct boxpmu_box *box);
	void (*enable_box)(struct boxpmu_box *box);
	void (*disable_box)(struct boxpmu_box *box);
	void (*enable_event)(struct boxpmu_box *box, struct perf_event *event);
	void (*disable_event)(struct boxpmu_box *box, struct perf_event *event);
	int (*read_counter)(struct boxpmu_box *box, int idx, u64 *val);
	int (*write_counter)(struct boxpmu_box *box, int idx, u64 val);
	int (*read_status)(struct boxpmu_box *box, u64 *status);
	void (*clear_status)(struct boxpmu_box *box, u64 bits);
	int (*hw_config)(struct boxpmu_box *box, struct perf_event *event);
	s64 (*safe_period)(struct boxpmu_box *box, s64 period);
	int (*shared_reqs)(struct boxpmu_box *box, struct perf_event *event,
			   struct boxpmu_shared_req *reqs);
};

/**
 * struct boxpmu_type - one kind of box, as its manual chapter describes it
 * @name:          PMU name stem: ``cbox`` gives ``uncore_cbox[_<n>]``
 * @access:        how its registers are reached
 * @num_boxes:     boxes of this type per package
 * @num_counters:  generic counters per box
 * @width:         generic counter width in bits
 * @fixed_width:   fixed counter width in bits (0: no fixed counter)
 * @fixed_config:  event configuration that selects the fixed counter
 * @fixed_opt_mask: bits the fixed event may add to @fixed_config (core PMUs)
 * @fixed_enable:  value written to the fixed counter control to enable it
 * @fixed_pmi_bit: fixed counter control bit routing its overflow to the PMI
 * @max_inc:       largest increment per cycle of any event of the box
 * @clock_mhz:     highest clock of the box, for the poll interval
 * @decrement_mask: config bits of events that also count down (signed deltas; always polled)
 * @box_base:      box n is at @box_base + @box_offs[n], or + n * @box_stride
 * @box_offs:      per-box offsets (irregular layouts)
 * @box_stride:    distance between boxes (regular layouts)
 * @regs:          register map relative to the box base
 * @enable_bit:    counter enable bit of the control register
 * @pmi_bit:       overflow-to-PMI bit of the control register, or 0
 * @split_counter: counters are two 32-bit registers (PCI)
 * @box_priv_size: bytes of zeroed driver state per box (&boxpmu_box.priv)
 * @no_freeze:     counters keep counting at overflow: the box is stopped to service it
 * @constraints:   counter constraints, or NULL
 * @shared:        registers the counters of a box share (filters), or NULL
 * @num_shared:    entries in @shared (at most BOXPMU_MAX_SHARED)
 * @shared_uses:   which events need which of them, or NULL
 * @formats:       NULL-terminated config fields: sysfs format, settable bits
 * @events:        named events, NULL-terminated
 * @ops:           type-specific callbacks
 */
struct boxpmu_type {
	const char *name;
	enum boxpmu_access access;
	unsigned int num_boxes;
	unsigned int num_counters;
	unsigned int width;
	unsigned int fixed_width;
	u64 fixed_config;
	u64 fixed_opt_mask;
	u64 fixed_enable;
	u64 fixed_pmi_bit;
	unsigned int max_inc;
	unsigned int clock_mhz;
	u64 decrement_mask;
	u32 box_base;
	const u32 *box_offs;
	u32 box_stride;
	struct boxpmu_regs regs;
	u64 enable_bit;
	u64 pmi_bit;
	bool split_counter;
	size_t box_priv_size;
	bool no_freeze;
	const struct boxpmu_constraint *constraints;
	const struct boxpmu_shared_desc *shared;
	unsigned int num_shared;
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

/**
 * struct boxpmu_box - one box in one package
 * @type:       its description
 * @pmu:        the perf PMU it belongs to
 * @idx:        box number within the package
 * @pkg:        logical package (for a core PMU: the CPU)
 * @base:       register base (MSR address, config offset or MMIO offset)
 * @priv:       the driver's per-box state, or NULL
 * @ctl_shadow: last value written to the box control register
 * @polling:    the poll timer runs for this box
 * @irq:        overflow interrupt of the box's device, 0: polled
 */
struct boxpmu_box {
	const struct boxpmu_type *type;
	struct boxpmu_pmu *pmu;
	unsigned int idx;
	int pkg;
	u32 base;
	void *priv;
	u64 ctl_shadow;
	bool polling;
	int irq;

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

/**
 * struct boxpmu_global_ops - package-wide control, called on a CPU of @pkg
 * @init:       first use of any box in @pkg (reset all, enable all)
 * @exit:       driver unload: leave the package's monitors disabled
 * @pmi_status: on an NMI, the overflow summary (0: not ours, or unreadable)
 * @pmi_ack:    after servicing: clear the summary and unfreeze
 * @set_pmi_target: route the PMI to @cpu; false if it cannot (then polled)
 */
struct boxpmu_global_ops {
	void (*init)(struct boxpmu_uncore *u, int pkg);
	void (*exit)(struct boxpmu_uncore *u, int pkg);
	u64 (*pmi_status)(struct boxpmu_uncore *u, int pkg);
	void (*pmi_ack)(struct boxpmu_uncore *u, int pkg, u64 status);
	bool (*set_pmi_target)(struct boxpmu_uncore *u, int pkg, int cpu);
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

/**
 * struct boxpmu_uncore - a driver: the box types of one platform
 * @name:       driver name, for messages and the hotplug state
 * @owner:      module pinned by each event (NULL: driver must outlive events)
 * @types:      NULL-terminated box types
 * @global:     package-wide control (optional)
 * @backend:    set by the core: the bound backend (NULL: hardware)
 * @probe:      optional platform check, with @backend bound; non-zero aborts
 * @pmi:        overflow by PMI (true) or by polling (false)
 * @irq:        overflow by each box's own line where it has one, else polled
 * @poll_ms:    poll interval override in ms (0: derived per type)
 */
struct boxpmu_uncore {
	const char *name;
	struct module *owner;
	struct boxpmu_type * const *types;
	const struct boxpmu_global_ops *global;
	const struct boxpmu_backend *backend;
	int (*probe)(struct boxpmu_uncore *u);
	bool pmi;
	bool irq;
	unsigned int poll_ms;

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
bool boxpmu_x86_match(const struct boxpmu_uncore *u, u8 family, u8 model);
unsigned int boxpmu_x86_max_cores(const struct boxpmu_uncore *u);
bool boxpmu_pmi_hold(struct boxpmu_uncore *u, int pkg);
void boxpmu_pmi_release(struct boxpmu_uncore *u, int pkg);

#define BOXPMU_HW_NONE		U64_MAX	/* a hw_events entry with no event */

/**
 * struct boxpmu_cache_event - a PERF_TYPE_HW_CACHE event of a core PMU
 * @cache:  perf's attr.config of it (cache id, op and result bytes)
 * @config: the box's configuration that counts it
 */
struct boxpmu_cache_event {
	u64 cache;
	u64 config;
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

/**
 * struct boxpmu_cpu_pmu - a core PMU (perf_hw_context): the counters of each CPU
 * @name:          perf PMU name
 * @owner:         driver module, pinned by each perf event
 * @type:          the box every CPU has (access BOXPMU_ACCESS_CP14)
 * @hw_events:     config of each PERF_COUNT_HW_* event, or BOXPMU_HW_NONE
 * @num_hw_events: entries in @hw_events
 * @hw_cache_events: the PERF_TYPE_HW_CACHE events the box counts
 * @num_hw_cache_events: entries in @hw_cache_events
 * @poll_ms:       poll interval override in ms (0: derived from the type)
 * @irq:           overflow IRQ without a backend on a single-CPU system, or 0
 * @no_irq:        poll even where an overflow interrupt is wired
 */
struct boxpmu_cpu_pmu {
	const char *name;
	struct module *owner;
	struct boxpmu_type *type;
	const u64 *hw_events;
	unsigned int num_hw_events;
	const struct boxpmu_cache_event *hw_cache_events;
	unsigned int num_hw_cache_events;
	unsigned int poll_ms;
	int irq;
	bool no_irq;

	/* private: to the core */
	struct boxpmu_uncore uncore;
	struct boxpmu_pmu bp;
	bool irq_mode;
	int hp_state;
	struct hlist_node node;
	unsigned long pinned;
};

int boxpmu_cpu_pmu_register(struct boxpmu_cpu_pmu *cp);
void boxpmu_cpu_pmu_unregister(struct boxpmu_cpu_pmu *cp);
const char *boxpmu_cpu_pmu_mode(const struct boxpmu_cpu_pmu *cp);
bool boxpmu_cpu_pmu_pinned(const struct boxpmu_cpu_pmu *cp);

int boxpmu_box_attach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
		      unsigned int idx, int pkg, struct device *dev);
void boxpmu_box_detach(struct boxpmu_uncore *u, const struct boxpmu_type *type,
		       unsigned int idx, int pkg);

int boxpmu_read_reg(struct boxpmu_box *box, u32 off, u64 *val);
int boxpmu_write_reg(struct boxpmu_box *box, u32 off, u64 val);

int boxpmu_msr_read(const struct boxpmu_uncore *u, u32 msr, u64 *val);
int boxpmu_msr_write(const struct boxpmu_uncore *u, u32 msr, u64 val);

int boxpmu_event_shared_slot(const struct perf_event *event, unsigned int n);

void boxpmu_write_ctl(struct boxpmu_box *box, int idx, u64 config);
u32 boxpmu_ctr_reg(const struct boxpmu_box *box, int idx);

#endif /* _BOXPMU_CORE_H */
