/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What xscale.c, xscale_mainline.c and ixp2800.c share: the XSC1 events
 * (IXP2800 HRM Table 24) injected into the simulator's CP14 model SIM_PMU.
 */
#ifndef XSCALE_COMMON_H
#define XSCALE_COMMON_H

#define SIM_PMU		"xscale1"
#define EV_INSTR	0x7
#define EV_DMISS	0xb
#define EV_CYCLES	0xfe	/* CCNT; mainline's software code for it too */
#define PMNC_E		0x1
#define PMNC_D		0x8
#define PMNC_INTEN	0x70
#define PMNC_FLAGS	0x700
/* every 32-bit wrap needs the interrupt handler: 4 in one injection */
#define BIG		(5 * (1ULL << 31) + 12345)

static inline void inject(int cpu, unsigned int ev, uint64_t n)
{
	if (ev == EV_CYCLES)
		sim_inject_ok(SIM_PMU, "cpu=%d clock=1 count=%llu", cpu, (unsigned long long)n);
	else
		sim_inject_ok(SIM_PMU, "cpu=%d event=%u count=%llu", cpu, ev,
			      (unsigned long long)n);
}

static inline int xs_open(const char *pmu, uint64_t config, int pid, int cpu)
{
	struct perf_event_attr attr;

	box_attr(&attr, pmu, config);
	return perf_open(&attr, pid, cpu, -1, 0);
}

static inline uint64_t creg(int cpu, const char *name)
{
	char buf[64];

	snprintf(buf, sizeof(buf), "CPU%d_%s", cpu, name);
	return sim_reg_val(SIM_PMU, buf);
}

/* BIG events @ev on @cpu in one injection, exact by interrupt @irq; the fd */
static inline int wraps_by_irq(struct __test_metadata *_metadata, const char *pmu,
			       const char *irq, int cpu, unsigned int ev)
{
	long p0 = proc_irq_count(irq, cpu);
	int fd = ASSERT_OPEN(xs_open(pmu, ev, -1, cpu));

	inject(cpu, ev, BIG);
	EXPECT_EQ(BIG, box_value(fd))
		TH_LOG("CPU %d: 5 * 2^31 + 12345 of event %#x in one injection counted exactly",
		       cpu, ev);
	EXPECT_LE(4, proc_irq_count(irq, cpu) - p0)
		TH_LOG("CPU %d: /proc/interrupts counts an interrupt at each wrap", cpu);
	EXPECT_EQ(0, creg(cpu, "PMNC") & PMNC_FLAGS) TH_LOG("CPU %d: flags cleared", cpu);
	return fd;
}

/*
 * 3 * 2^31 + 777 events (@terms), three more after each handler access (busy=3):
 * a counter re-loaded while it counts (neither XScale's nor CHAP's stops at its
 * overflow) loses what it counted since read. @fd counts @counted().
 */
static inline void busy_exact(struct __test_metadata *_metadata, const char *pmu, int fd,
			      const char *terms, const char *busy, uint64_t (*counted)(void))
{
	uint64_t c0 = counted(), b0 = sim_reg_val(pmu, busy), n;

	sim_inject_ok(pmu, "%s count=%llu busy=3", terms,
		      (unsigned long long)(3 * BIT_ULL(31) + 777));
	n = box_value(fd);
	EXPECT_LT(0, sim_reg_val(pmu, busy) - b0) TH_LOG("events went on while the handler ran");
	EXPECT_EQ(counted() - c0, n)
		TH_LOG("the count is what the counter counted, none lost to a re-load");
	close(fd);
}

#endif
