/* SPDX-License-Identifier: GPL-2.0 */
/* boxpmu core: declarations shared between the core's own files. */
#ifndef _BOXPMU_CORE_INTERNAL_H
#define _BOXPMU_CORE_INTERNAL_H

#include <linux/topology.h>

#include <boxpmu/core.h>

/* hw_perf_event.flags: the event selects the box's fixed counter */
#define BOXPMU_HW_FIXED		0x1
/* hw_perf_event.flags: the event also counts down; its deltas are signed */
#define BOXPMU_HW_UPDOWN	0x2
/*
 * hw_perf_event.flags: the counter's start value is unknown (neither read
 * nor written at its start); the next good read only takes the counter's
 * value, adding nothing
 */
#define BOXPMU_HW_RESYNC	0x4

static inline int boxpmu_cpu_package(unsigned int cpu)
{
#ifdef CONFIG_X86
	return topology_logical_package_id(cpu);
#else
	return 0;
#endif
}

static inline int boxpmu_max_packages(void)
{
#ifdef CONFIG_X86
	return topology_max_packages();
#else
	return 1;
#endif
}

static inline struct boxpmu_pmu *to_bpmu(struct pmu *pmu)
{
	return container_of(pmu, struct boxpmu_pmu, pmu);
}

static inline bool event_is_fixed(const struct perf_event *event)
{
	return event->hw.flags & BOXPMU_HW_FIXED;
}

static inline bool event_is_updown(const struct perf_event *event)
{
	return event->hw.flags & BOXPMU_HW_UPDOWN;
}

/*
 * May the overflow NMI read this type's registers? Not over PCI config
 * space: its lock may be held by the code the NMI interrupted. PCI boxes
 * are always polled.
 */
static inline bool boxpmu_type_nmi_safe(const struct boxpmu_type *t)
{
	return t->access != BOXPMU_ACCESS_PCI;
}

/* counter.c */
void boxpmu_box_enable(struct boxpmu_box *box);
void boxpmu_box_disable(struct boxpmu_box *box);
u64 boxpmu_box_read_status(struct boxpmu_box *box);
void boxpmu_box_clear_status(struct boxpmu_box *box, u64 bits);
int boxpmu_event_update(struct boxpmu_box *box, struct perf_event *event);
void boxpmu_box_update(struct boxpmu_box *box);
bool boxpmu_event_set_period(struct boxpmu_box *box, struct perf_event *event);
void boxpmu_counter_start(struct boxpmu_box *box, struct perf_event *event);
void boxpmu_counter_stop(struct boxpmu_box *box, struct perf_event *event, bool update);

/* pmu.c */
extern bool boxpmu_can_sample;
void boxpmu_pmu_setup(struct boxpmu_pmu *bp, struct module *owner, int task_ctx_nr,
		      int (*event_init)(struct perf_event *event), int caps);
int boxpmu_event_config(const struct boxpmu_type *t, struct perf_event *event, u64 config);
int boxpmu_event_check(struct boxpmu_pmu *bp, struct boxpmu_box *box, struct perf_event *event);

/* access.c: binding drivers to the backend, and its fault injection */
const struct boxpmu_backend *boxpmu_backend_get(void);
void boxpmu_backend_put(const struct boxpmu_backend *be);
int boxpmu_backend_fault(const struct boxpmu_uncore *u, enum boxpmu_fault_site site);

/* overflow.c */
void boxpmu_lvtpc_arm(void *unused);
u64 boxpmu_box_service(struct boxpmu_box *box, struct pt_regs *regs);
void boxpmu_box_timer_sync(struct boxpmu_box *box);
int boxpmu_nmi_add(struct boxpmu_uncore *u);
void boxpmu_nmi_del(struct boxpmu_uncore *u);
bool boxpmu_service(struct boxpmu_uncore *u, int pkg, struct pt_regs *regs);
enum hrtimer_restart boxpmu_poll(struct hrtimer *timer);
u64 boxpmu_box_poll_ns(const struct boxpmu_box *box);
unsigned int boxpmu_type_poll_width(const struct boxpmu_type *t);
u64 boxpmu_type_poll_ns(const struct boxpmu_type *t);

/* irq.c */
void boxpmu_irq_init_box(struct boxpmu_box *box);
int boxpmu_irq_request(struct boxpmu_box *box, int irq);
void boxpmu_irq_aim(struct boxpmu_box *box, int cpu);
int boxpmu_irq_quiesce(struct boxpmu_box *box);
void boxpmu_irq_free(struct boxpmu_box *box, int irq);
void boxpmu_irq_retarget(struct boxpmu_uncore *u, int pkg, int cpu, bool collector);
bool boxpmu_box_can_interrupt(const struct boxpmu_box *box);

/* uncore.c */
int boxpmu_hotplug_init(void);
void boxpmu_hotplug_exit(void);
struct boxpmu_box *boxpmu_box_alloc(struct boxpmu_pmu *bp, int pkg);
int boxpmu_type_check(const char *drv, const struct boxpmu_type *t);
int boxpmu_type_check_poll_ms(const char *drv, const char *prefix, const struct boxpmu_type *t,
			      unsigned int poll_ms);

/* shared.c */
int boxpmu_shared_get(struct boxpmu_box *box, struct perf_event *event);
void boxpmu_shared_put(struct boxpmu_box *box, struct perf_event *event);
int boxpmu_shared_check_group(struct boxpmu_box *box, struct perf_event **events, int n);

/* sysfs.c */
int boxpmu_type_sysfs_init(struct boxpmu_type *type, bool cpumask);
void boxpmu_type_sysfs_exit(struct boxpmu_type *type);

#endif
