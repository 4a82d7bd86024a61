/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The generic events as boxpmu_xscale and mainline map them (IXP2800 HRM Table
 * 24), for xscale*.c: their PMU, setup(), teardown() and skip (NULL: run).
 */
#ifndef XSCALE_HW_CACHE_H
#define XSCALE_HW_CACHE_H

#define HW		PERF_TYPE_HARDWARE
#define CACHE		PERF_TYPE_HW_CACHE
#define HWC(c, op, res)	(PERF_COUNT_HW_CACHE_##c | PERF_COUNT_HW_CACHE_OP_##op << 8 | \
			 PERF_COUNT_HW_CACHE_RESULT_##res << 16)

BOXPMU_FIXTURE_TD(hw_cache, setup(_metadata), teardown(_metadata));

/* @type @config counts exactly @count @event on CPU 0, not @other (0: 0xd) */
FIXTURE_VARIANT(hw_cache) {
	uint32_t type;
	uint64_t config;
	int event;		/* -1: -ENOENT */
	uint64_t count;
	unsigned int other;
};

FIXTURE_VARIANT_ADD(hw_cache, instructions) {
	HW, PERF_COUNT_HW_INSTRUCTIONS, EV_INSTR, 4321, EV_DMISS
};

FIXTURE_VARIANT_ADD(hw_cache, raw_dcache_misses) { PERF_TYPE_RAW, EV_DMISS, EV_DMISS, 99, 0xa };
FIXTURE_VARIANT_ADD(hw_cache, cycles) { HW, PERF_COUNT_HW_CPU_CYCLES, EV_CYCLES, 1000, EV_INSTR };
FIXTURE_VARIANT_ADD(hw_cache, bus_cycles) { HW, PERF_COUNT_HW_BUS_CYCLES, -1 };
FIXTURE_VARIANT_ADD(hw_cache, l1_dcache_loads) { CACHE, HWC(L1D, READ, ACCESS), 0xa, 300 };
FIXTURE_VARIANT_ADD(hw_cache, l1_dcache_load_misses) { CACHE, HWC(L1D, READ, MISS), 0xb, 301 };
FIXTURE_VARIANT_ADD(hw_cache, l1_dcache_stores) { CACHE, HWC(L1D, WRITE, ACCESS), 0xa, 302 };
FIXTURE_VARIANT_ADD(hw_cache, l1_dcache_store_misses) { CACHE, HWC(L1D, WRITE, MISS), 0xb, 303 };
FIXTURE_VARIANT_ADD(hw_cache, l1_icache_load_misses) { CACHE, HWC(L1I, READ, MISS), 0x0, 304 };
FIXTURE_VARIANT_ADD(hw_cache, dtlb_load_misses) { CACHE, HWC(DTLB, READ, MISS), 0x4, 305 };
FIXTURE_VARIANT_ADD(hw_cache, dtlb_store_misses) { CACHE, HWC(DTLB, WRITE, MISS), 0x4, 306 };
FIXTURE_VARIANT_ADD(hw_cache, itlb_load_misses) { CACHE, HWC(ITLB, READ, MISS), 0x3, 307 };
FIXTURE_VARIANT_ADD(hw_cache, l1_icache_loads) { CACHE, HWC(L1I, READ, ACCESS), -1 };
FIXTURE_VARIANT_ADD(hw_cache, l1_dcache_prefetches) { CACHE, HWC(L1D, PREFETCH, ACCESS), -1 };
FIXTURE_VARIANT_ADD(hw_cache, llc_load_misses) { CACHE, HWC(LL, READ, MISS), -1 };
FIXTURE_VARIANT_ADD(hw_cache, branch_loads) { CACHE, HWC(BPU, READ, ACCESS), -1 };
FIXTURE_VARIANT_ADD(hw_cache, node_loads) { CACHE, HWC(NODE, READ, ACCESS), -1 };

TEST_F_TIMEOUT(hw_cache, maps, BOXPMU_HARNESS_TIMEOUT)
{
	struct perf_event_attr attr;
	int fd;

	if (skip)
		SKIP(return, "%s", skip);
	box_attr(&attr, PMU, variant->config);
	attr.type = variant->type;
	fd = perf_open(&attr, -1, 0, -1, 0);
	if (variant->event < 0) {
		EXPECT_EQ(-ENOENT, open_ret(fd)) TH_LOG("no event: -ENOENT");
		return;
	}
	ASSERT_LE(0, fd) TH_LOG("opens: %s", strerror(-fd));
	inject(0, variant->event, variant->count);
	inject(0, variant->other ?: 0xd, 77);
	EXPECT_EQ(variant->count, box_value(fd)) TH_LOG("exactly the events 0x%x", variant->event);
	if (variant->event == EV_CYCLES)
		EXPECT_EQ(0, creg(0, "PMNC") & PMNC_D) TH_LOG("PMNC.D clear: every clock");
	close(fd);
}

#endif
