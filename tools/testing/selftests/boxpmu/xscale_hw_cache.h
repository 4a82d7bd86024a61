/* SPDX-License-Identifier: GPL-2.0 */
/*
 * PERF_TYPE_HW_CACHE as boxpmu_xscale and mainline map it (IXP2800 HRM Table
 * 24), for xscale*.c: their PMU, setup(), teardown() and skip (NULL: run).
 */
#ifndef XSCALE_HW_CACHE_H
#define XSCALE_HW_CACHE_H

#define HWC(c, op, res)	(PERF_COUNT_HW_CACHE_##c | PERF_COUNT_HW_CACHE_OP_##op << 8 | \
			 PERF_COUNT_HW_CACHE_RESULT_##res << 16)

BOXPMU_FIXTURE_TD(hw_cache, setup(_metadata), teardown(_metadata));

FIXTURE_VARIANT(hw_cache) {
	uint64_t config;
	int event;		/* -1: -ENOENT */
	uint64_t count;
};

FIXTURE_VARIANT_ADD(hw_cache, l1_dcache_loads) { HWC(L1D, READ, ACCESS), 0xa, 300 };
FIXTURE_VARIANT_ADD(hw_cache, l1_dcache_load_misses) { HWC(L1D, READ, MISS), 0xb, 301 };
FIXTURE_VARIANT_ADD(hw_cache, l1_dcache_stores) { HWC(L1D, WRITE, ACCESS), 0xa, 302 };
FIXTURE_VARIANT_ADD(hw_cache, l1_dcache_store_misses) { HWC(L1D, WRITE, MISS), 0xb, 303 };
FIXTURE_VARIANT_ADD(hw_cache, l1_icache_load_misses) { HWC(L1I, READ, MISS), 0x0, 304 };
FIXTURE_VARIANT_ADD(hw_cache, dtlb_load_misses) { HWC(DTLB, READ, MISS), 0x4, 305 };
FIXTURE_VARIANT_ADD(hw_cache, dtlb_store_misses) { HWC(DTLB, WRITE, MISS), 0x4, 306 };
FIXTURE_VARIANT_ADD(hw_cache, itlb_load_misses) { HWC(ITLB, READ, MISS), 0x3, 307 };
FIXTURE_VARIANT_ADD(hw_cache, l1_icache_loads) { HWC(L1I, READ, ACCESS), -1 };
FIXTURE_VARIANT_ADD(hw_cache, l1_dcache_prefetches) { HWC(L1D, PREFETCH, ACCESS), -1 };
FIXTURE_VARIANT_ADD(hw_cache, llc_load_misses) { HWC(LL, READ, MISS), -1 };
FIXTURE_VARIANT_ADD(hw_cache, branch_loads) { HWC(BPU, READ, ACCESS), -1 };
FIXTURE_VARIANT_ADD(hw_cache, node_loads) { HWC(NODE, READ, ACCESS), -1 };

TEST_F_TIMEOUT(hw_cache, maps, BOXPMU_HARNESS_TIMEOUT)
{
	if (skip)
		SKIP(return, "%s", skip);
	close(counts(_metadata, PMU, PERF_TYPE_HW_CACHE, variant->config, variant->event,
		     variant->count, 0xd));
}

#endif
