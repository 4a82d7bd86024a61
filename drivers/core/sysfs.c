// SPDX-License-Identifier: GPL-2.0
/* boxpmu core: a PMU's sysfs attributes (format, events, cpumask). */
#define pr_fmt(fmt) "boxpmu: " fmt

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/perf_event.h>

#include <boxpmu/core.h>
#include <boxpmu/intel_uncore.h>
#include "internal.h"

/* A PCI box exists only where its device probed: only those packages. */
static ssize_t cpumask_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	struct boxpmu_pmu *bp = to_bpmu(dev_get_drvdata(dev));
	struct boxpmu_uncore *u = bp->uncore;
	cpumask_var_t mask;
	ssize_t ret;
	int pkg;

	if (bp->type->access != BOXPMU_ACCESS_PCI)
		return cpumap_print_to_pagebuf(true, buf, &u->cpumask);
	if (!zalloc_cpumask_var(&mask, GFP_KERNEL))
		return -ENOMEM;
	for (pkg = 0; pkg < boxpmu_max_packages(); pkg++) {
		struct boxpmu_box *box = READ_ONCE(bp->boxes[pkg]);
		int cpu = READ_ONCE(u->pkgs[pkg].collector);

		if (box && !READ_ONCE(box->gone) && cpu >= 0)
			cpumask_set_cpu(cpu, mask);
	}
	ret = cpumap_print_to_pagebuf(true, buf, mask);
	free_cpumask_var(mask);
	return ret;
}
static DEVICE_ATTR_RO(cpumask);

static struct attribute *boxpmu_cpumask_attrs[] = {
	&dev_attr_cpumask.attr,
	NULL,
};

static const struct attribute_group boxpmu_cpumask_group = {
	.attrs = boxpmu_cpumask_attrs,
};

const struct boxpmu_format_desc boxpmu_intel_uncore_formats[] = {
	BOXPMU_INTEL_CTL_FORMATS,
	BOXPMU_FORMAT(inv, 0, BOXPMU_INTEL_CTL_INVERT),
	{ }
};
EXPORT_SYMBOL_GPL(boxpmu_intel_uncore_formats);

static ssize_t format_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	static const char * const word[] = { "config", "config1", "config2" };
	struct perf_pmu_events_attr *pa = container_of(attr, typeof(*pa), attr);
	const struct boxpmu_format_desc *f = &to_bpmu(dev_get_drvdata(dev))->type->formats[pa->id];
	unsigned int lo = __ffs64(f->field), hi = fls64(f->field) - 1;

	if (hi == lo)
		return sysfs_emit(buf, "%s:%u\n", word[f->config], lo);
	return sysfs_emit(buf, "%s:%u-%u\n", word[f->config], lo, hi);
}

static int count_descs(const void *descs, size_t size)
{
	const char * const *name = descs;
	int n = 0;

	while (descs && *name) {
		n++;
		name = (const char * const *)((const char *)name + size);
	}
	return n;
}

int boxpmu_type_sysfs_init(struct boxpmu_type *type, bool cpumask)
{
	int nf = count_descs(type->formats, sizeof(*type->formats));
	int ne = count_descs(type->events, sizeof(*type->events));
	struct perf_pmu_events_attr *pa;
	struct attribute **attrs;
	int i, g = 0;

	pa = kcalloc(nf + ne, sizeof(*pa), GFP_KERNEL);
	attrs = kcalloc(nf + ne + 2, sizeof(*attrs), GFP_KERNEL);
	if (!pa || !attrs) {
		kfree(pa);
		kfree(attrs);
		return -ENOMEM;
	}
	memset(type->valid, 0, sizeof(type->valid));
	for (i = 0; i < nf + ne; i++) {
		bool fmt = i < nf;
		const char *name = fmt ? type->formats[i].name : type->events[i - nf].name;

		sysfs_attr_init(&pa[i].attr.attr);
		pa[i].attr.attr.name = name;
		pa[i].attr.attr.mode = 0444;
		pa[i].attr.show = fmt ? format_show : perf_event_sysfs_show;
		pa[i].id = i;
		pa[i].event_str = fmt ? NULL : type->events[i - nf].terms;
		attrs[fmt ? i : i + 1] = &pa[i].attr.attr;	/* formats, NULL, events, NULL */
		if (fmt)
			type->valid[type->formats[i].config] |= type->formats[i].field;
	}
	type->valid[0] &= ~type->fixed_opt_mask;

	type->attr_mem = pa;
	type->format_group.name = "format";
	type->format_group.attrs = attrs;
	type->events_group.name = "events";
	type->events_group.attrs = &attrs[nf + 1];
	type->attr_groups[g++] = &type->format_group;
	if (ne)
		type->attr_groups[g++] = &type->events_group;
	if (cpumask)
		type->attr_groups[g++] = &boxpmu_cpumask_group;
	type->attr_groups[g] = NULL;
	return 0;
}

/* Only once no PMU of the type is registered: their groups point here. */
void boxpmu_type_sysfs_exit(struct boxpmu_type *type)
{
	kfree(type->format_group.attrs);
	kfree(type->attr_mem);
	memset(type->attr_groups, 0, sizeof(type->attr_groups));
	type->format_group.attrs = NULL;
	type->events_group.attrs = NULL;
	type->attr_mem = NULL;
}
