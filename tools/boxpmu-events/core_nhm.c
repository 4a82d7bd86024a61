// SPDX-License-Identifier: GPL-2.0
/*
 * Nehalem core events: Intel SDM vol. 3B Table 19-17, "Non-Architectural
 * Performance Events In the Processor Core for Intel Core i7 Processor and
 * Intel Xeon Processor 5500 Series", with the three architectural events
 * of the fixed counters.
 *
 * Facts follow the modern edition of the table as Intel's Nehalem-EP event
 * list gives it (with counter restrictions and AnyThread, as Linux 6.1 ships
 * it in tools/perf/pmu-events/arch/x86/nehalemep; test_catalog.py compares
 * every fact with that file). Added from the SDM text: LSD.UOPS (page 19-67:
 * "use cmask=1 and invert to count cycles", of which the list's LSD.ACTIVE
 * and LSD.INACTIVE are the two forms), OFFCORE_RESPONSE_0 (section 18.8.1.3,
 * Table 18-25: event 0xB7 umask 0x01 with MSR_OFFCORE_RSP_0, 0x1A6) taking
 * the request and response bits as offcore_rsp=, and the load-latency event
 * MEM_INST_RETIRED.LATENCY_ABOVE_THRESHOLD taking its threshold
 * (MSR_PEBS_LD_LAT_THRESHOLD, 0x3F6) as ldlat=.
 *
 * Not here: the older edition's events the modern list dropped (SB_FORWARD,
 * LOAD_BLOCK.*, ...) and Intel's 270 precomputed OFFCORE_RESPONSE combinations.
 *
 * The fixed-counter events use Linux's encodings (FIXED_EVENT_CONSTRAINT):
 * INST_RETIRED.ANY 0x00c0, CPU_CLK_UNHALTED.THREAD 0x003c and
 * CPU_CLK_UNHALTED.REF 0x0300 (a pseudo-encoding no general counter counts).
 *
 * Xeon 7500 (Nehalem-EX, model 46): Intel's list for it (Linux's nehalemex
 * JSON) has every event here but MEM_UNCORE_RETIRED.* (0x0F), marked
 * BPE_NOT_EX. UNVERIFIED: the SDM gives no table for Nehalem-EX.
 */
#include "bpe.h"

#define C0123	0xf
#define C01	0x3
#define C3	0x8

/* an event on the general-purpose counters _c, with modifiers _f */
#define E(_ev, _um, _name, _c, _f, _desc) {				\
	.name = _name, .event = _ev, .umask = _um, .counters = _c,	\
	.fixed = -1, .mods = _f, .desc = _desc }
/* the event of fixed counter _n */
#define F(_ev, _um, _name, _n, _desc) {					\
	.name = _name, .event = _ev, .umask = _um, .counters = 0,	\
	.fixed = _n, .mods = 0, .desc = _desc }
/* load latency above _t cycles: counter 3, precise only */
#define LL(_t) {								\
	.name = "MEM_INST_RETIRED.LATENCY_ABOVE_THRESHOLD_" #_t,		\
	.event = 0x0b, .umask = 0x10, .counters = C3, .fixed = -1,		\
	.mods = BPE_PEBS | BPE_PRECISE | BPE_LL | BPE_LL_SET, .ldlat = _t,	\
	.desc = "Memory instructions retired whose load took more than " #_t " core cycles" }

#define INV	BPE_INV
#define EDGE	BPE_EDGE
#define ANY	BPE_ANY
#define PEBS	BPE_PEBS
#define CM(n)	BPE_CMASK(n)

const struct bpe_core_event bpe_nhm_events[] = {
	/* fixed counters */
	F(0xc0, 0x00, "INST_RETIRED.ANY", 0,
	  "Instructions retired, on fixed counter 0"),
	F(0x3c, 0x00, "CPU_CLK_UNHALTED.THREAD", 1,
	  "Core cycles while this thread is not halted, on fixed counter 1"),
	F(0x00, 0x03, "CPU_CLK_UNHALTED.REF", 2,
	  "Reference (bus clock rate) cycles while this thread is not halted, on fixed counter 2"),

	/* 0x04-0x07: store buffer and address aliasing */
	E(0x04, 0x07, "SB_DRAIN.ANY", C0123, 0,
	  "Cycles in which the store buffer is draining"),
	E(0x06, 0x04, "STORE_BLOCKS.AT_RET", C0123, 0,
	  "Loads held back by a store that blocks them until it retires"),
	E(0x06, 0x08, "STORE_BLOCKS.L1D_BLOCK", C0123, 0,
	  "Cacheable loads held back by an L1D block"),
	E(0x07, 0x01, "PARTIAL_ADDRESS_ALIAS", C0123, 0,
	  "Loads falsely dependent on a store because the low address bits match"),

	/* 0x08: DTLB misses of loads */
	E(0x08, 0x01, "DTLB_LOAD_MISSES.ANY", C0123, 0,
	  "Loads that missed the first-level DTLB"),
	E(0x08, 0x02, "DTLB_LOAD_MISSES.WALK_COMPLETED", C0123, 0,
	  "Page walks completed for loads that missed the DTLB"),
	E(0x08, 0x10, "DTLB_LOAD_MISSES.STLB_HIT", C0123, 0,
	  "Loads that missed the first-level DTLB but hit the second-level TLB"),
	E(0x08, 0x20, "DTLB_LOAD_MISSES.PDE_MISS", C0123, 0,
	  "DTLB load misses whose page directory entry was not cached either"),

	/* 0x0B: memory instructions retired, and load latency */
	E(0x0b, 0x01, "MEM_INST_RETIRED.LOADS", C0123, PEBS,
	  "Retired instructions that load from memory"),
	E(0x0b, 0x02, "MEM_INST_RETIRED.STORES", C0123, PEBS,
	  "Retired instructions that store to memory"),
	E(0x0b, 0x10, "MEM_INST_RETIRED.LATENCY_ABOVE_THRESHOLD", C3,
	  BPE_PEBS | BPE_PRECISE | BPE_LL,
	  "Memory instructions retired whose load took longer than ldlat= core cycles"),
	LL(0), LL(4), LL(8), LL(16), LL(32), LL(64), LL(128), LL(256), LL(512),
	LL(1024), LL(2048), LL(4096), LL(8192), LL(16384), LL(32768),

	E(0x0c, 0x01, "MEM_STORE_RETIRED.DTLB_MISS", C0123, PEBS,
	  "Retired stores that missed the DTLB"),

	/* 0x0E: uops issued */
	E(0x0e, 0x01, "UOPS_ISSUED.ANY", C0123, 0,
	  "Uops issued by the register allocation table to the reservation station"),
	E(0x0e, 0x01, "UOPS_ISSUED.STALL_CYCLES", C0123, CM(1) | INV,
	  "Cycles in which this thread issued no uop"),
	E(0x0e, 0x01, "UOPS_ISSUED.CORE_STALL_CYCLES", C0123, CM(1) | INV | ANY,
	  "Cycles in which neither thread of the core issued a uop"),
	E(0x0e, 0x01, "UOPS_ISSUED.CYCLES_ALL_THREADS", C0123, CM(1) | ANY,
	  "Cycles in which either thread of the core issued uops"),
	E(0x0e, 0x02, "UOPS_ISSUED.FUSED", C0123, 0,
	  "Fused uops issued"),

	/* 0x0F: where retired loads found their data beyond the core */
	E(0x0f, 0x02, "MEM_UNCORE_RETIRED.OTHER_CORE_L2_HITM", C0123, PEBS | BPE_NOT_EX,
	  "Retired loads that hit a modified line in a sibling core's L2"),
	E(0x0f, 0x08, "MEM_UNCORE_RETIRED.REMOTE_CACHE_LOCAL_HOME_HIT", C0123, PEBS | BPE_NOT_EX,
	  "Retired loads served by a remote cache for a locally homed line"),
	E(0x0f, 0x10, "MEM_UNCORE_RETIRED.REMOTE_DRAM", C0123, PEBS | BPE_NOT_EX,
	  "Retired loads served by remote DRAM or, modified, by a remote cache for a remote home"),
	E(0x0f, 0x20, "MEM_UNCORE_RETIRED.LOCAL_DRAM", C0123, PEBS | BPE_NOT_EX,
	  "Retired loads served by local DRAM or, modified, by a remote cache for a local home"),
	E(0x0f, 0x80, "MEM_UNCORE_RETIRED.UNCACHEABLE", C0123, PEBS | BPE_NOT_EX,
	  "Retired loads from uncacheable memory or I/O"),

	/* 0x10: floating-point operations executed */
	E(0x10, 0x01, "FP_COMP_OPS_EXE.X87", C0123, 0,
	  "x87 computational uops executed"),
	E(0x10, 0x02, "FP_COMP_OPS_EXE.MMX", C0123, 0,
	  "MMX uops executed"),
	E(0x10, 0x04, "FP_COMP_OPS_EXE.SSE_FP", C0123, 0,
	  "SSE and SSE2 floating-point uops executed"),
	E(0x10, 0x08, "FP_COMP_OPS_EXE.SSE2_INTEGER", C0123, 0,
	  "SSE2 integer uops executed"),
	E(0x10, 0x10, "FP_COMP_OPS_EXE.SSE_FP_PACKED", C0123, 0,
	  "Packed SSE floating-point uops executed"),
	E(0x10, 0x20, "FP_COMP_OPS_EXE.SSE_FP_SCALAR", C0123, 0,
	  "Scalar SSE floating-point uops executed"),
	E(0x10, 0x40, "FP_COMP_OPS_EXE.SSE_SINGLE_PRECISION", C0123, 0,
	  "Single-precision SSE floating-point uops executed"),
	E(0x10, 0x80, "FP_COMP_OPS_EXE.SSE_DOUBLE_PRECISION", C0123, 0,
	  "Double-precision SSE floating-point uops executed"),

	/* 0x12: 128-bit SIMD integer operations */
	E(0x12, 0x01, "SIMD_INT_128.PACKED_MPY", C0123, 0,
	  "128-bit SIMD integer multiplies"),
	E(0x12, 0x02, "SIMD_INT_128.PACKED_SHIFT", C0123, 0,
	  "128-bit SIMD integer shifts"),
	E(0x12, 0x04, "SIMD_INT_128.PACK", C0123, 0,
	  "128-bit SIMD integer pack operations"),
	E(0x12, 0x08, "SIMD_INT_128.UNPACK", C0123, 0,
	  "128-bit SIMD integer unpack operations"),
	E(0x12, 0x10, "SIMD_INT_128.PACKED_LOGICAL", C0123, 0,
	  "128-bit SIMD integer logical operations"),
	E(0x12, 0x20, "SIMD_INT_128.PACKED_ARITH", C0123, 0,
	  "128-bit SIMD integer arithmetic operations"),
	E(0x12, 0x40, "SIMD_INT_128.SHUFFLE_MOVE", C0123, 0,
	  "128-bit SIMD integer shuffles and moves"),

	/* 0x13: load dispatch */
	E(0x13, 0x01, "LOAD_DISPATCH.RS", C0123, 0,
	  "Loads dispatched from the reservation station, bypassing the memory order buffer"),
	E(0x13, 0x02, "LOAD_DISPATCH.RS_DELAYED", C0123, 0,
	  "Loads dispatched from the reservation station one stage late (stage 305)"),
	E(0x13, 0x04, "LOAD_DISPATCH.MOB", C0123, 0,
	  "Loads dispatched again from the memory order buffer"),
	E(0x13, 0x07, "LOAD_DISPATCH.ANY", C0123, 0,
	  "Loads dispatched, from any source"),

	/* 0x14: divider and multiplier */
	E(0x14, 0x01, "ARITH.CYCLES_DIV_BUSY", C0123, 0,
	  "Cycles in which the divider is busy"),
	E(0x14, 0x01, "ARITH.DIV", C0123, CM(1) | INV | EDGE,
	  "Divide operations executed (ends of divider-busy periods)"),
	E(0x14, 0x02, "ARITH.MUL", C0123, 0,
	  "Multiply operations executed"),

	/* 0x17-0x20: instruction queue and decoders */
	E(0x17, 0x01, "INST_QUEUE_WRITES", C0123, 0,
	  "Instructions written into the instruction queue"),
	E(0x18, 0x01, "INST_DECODED.DEC0", C0123, 0,
	  "Instructions that only decoder 0 can decode"),
	E(0x19, 0x01, "TWO_UOP_INSTS_DECODED", C0123, 0,
	  "Instructions decoded into two uops"),
	E(0x1e, 0x01, "INST_QUEUE_WRITE_CYCLES", C0123, 0,
	  "Cycles in which instructions are written into the instruction queue"),
	E(0x20, 0x01, "LSD_OVERFLOW", C0123, 0,
	  "Loops too large to stream from the instruction queue"),

	/* 0x24: L2 requests */
	E(0x24, 0x01, "L2_RQSTS.LD_HIT", C0123, 0,
	  "Loads that hit the L2"),
	E(0x24, 0x02, "L2_RQSTS.LD_MISS", C0123, 0,
	  "Loads that missed the L2"),
	E(0x24, 0x03, "L2_RQSTS.LOADS", C0123, 0,
	  "L2 load requests"),
	E(0x24, 0x04, "L2_RQSTS.RFO_HIT", C0123, 0,
	  "Read-for-ownership requests that hit the L2"),
	E(0x24, 0x08, "L2_RQSTS.RFO_MISS", C0123, 0,
	  "Read-for-ownership requests that missed the L2"),
	E(0x24, 0x0c, "L2_RQSTS.RFOS", C0123, 0,
	  "L2 read-for-ownership requests"),
	E(0x24, 0x10, "L2_RQSTS.IFETCH_HIT", C0123, 0,
	  "Instruction fetches that hit the L2"),
	E(0x24, 0x20, "L2_RQSTS.IFETCH_MISS", C0123, 0,
	  "Instruction fetches that missed the L2"),
	E(0x24, 0x30, "L2_RQSTS.IFETCHES", C0123, 0,
	  "L2 instruction fetch requests"),
	E(0x24, 0x40, "L2_RQSTS.PREFETCH_HIT", C0123, 0,
	  "L2 prefetches that hit the L2"),
	E(0x24, 0x80, "L2_RQSTS.PREFETCH_MISS", C0123, 0,
	  "L2 prefetches that missed the L2"),
	E(0x24, 0xaa, "L2_RQSTS.MISS", C0123, 0,
	  "L2 requests of any kind that missed"),
	E(0x24, 0xc0, "L2_RQSTS.PREFETCHES", C0123, 0,
	  "L2 prefetch requests"),
	E(0x24, 0xff, "L2_RQSTS.REFERENCES", C0123, 0,
	  "L2 requests of any kind"),

	/* 0x26: L2 data requests by the state of the line */
	E(0x26, 0x01, "L2_DATA_RQSTS.DEMAND.I_STATE", C0123, 0,
	  "L2 demand data requests finding the line invalid (misses)"),
	E(0x26, 0x02, "L2_DATA_RQSTS.DEMAND.S_STATE", C0123, 0,
	  "L2 demand data requests finding the line shared"),
	E(0x26, 0x04, "L2_DATA_RQSTS.DEMAND.E_STATE", C0123, 0,
	  "L2 demand data requests finding the line exclusive"),
	E(0x26, 0x08, "L2_DATA_RQSTS.DEMAND.M_STATE", C0123, 0,
	  "L2 demand data requests finding the line modified"),
	E(0x26, 0x0f, "L2_DATA_RQSTS.DEMAND.MESI", C0123, 0,
	  "L2 demand data requests, in any state"),
	E(0x26, 0x10, "L2_DATA_RQSTS.PREFETCH.I_STATE", C0123, 0,
	  "L2 data prefetches finding the line invalid (misses)"),
	E(0x26, 0x20, "L2_DATA_RQSTS.PREFETCH.S_STATE", C0123, 0,
	  "L2 data prefetches finding the line shared"),
	E(0x26, 0x40, "L2_DATA_RQSTS.PREFETCH.E_STATE", C0123, 0,
	  "L2 data prefetches finding the line exclusive"),
	E(0x26, 0x80, "L2_DATA_RQSTS.PREFETCH.M_STATE", C0123, 0,
	  "L2 data prefetches finding the line modified"),
	E(0x26, 0xf0, "L2_DATA_RQSTS.PREFETCH.MESI", C0123, 0,
	  "L2 data prefetches, in any state"),
	E(0x26, 0xff, "L2_DATA_RQSTS.ANY", C0123, 0,
	  "L2 data requests, demand and prefetch"),

	/* 0x27: L2 store RFOs and lock RFOs */
	E(0x27, 0x01, "L2_WRITE.RFO.I_STATE", C0123, 0,
	  "Store RFOs to the L2 finding the line invalid (misses)"),
	E(0x27, 0x02, "L2_WRITE.RFO.S_STATE", C0123, 0,
	  "Store RFOs to the L2 finding the line shared"),
	E(0x27, 0x08, "L2_WRITE.RFO.M_STATE", C0123, 0,
	  "Store RFOs to the L2 finding the line modified"),
	E(0x27, 0x0e, "L2_WRITE.RFO.HIT", C0123, 0,
	  "Store RFOs to the L2 that hit"),
	E(0x27, 0x0f, "L2_WRITE.RFO.MESI", C0123, 0,
	  "Store RFOs to the L2"),
	E(0x27, 0x10, "L2_WRITE.LOCK.I_STATE", C0123, 0,
	  "Locked RFOs to the L2 finding the line invalid (misses)"),
	E(0x27, 0x20, "L2_WRITE.LOCK.S_STATE", C0123, 0,
	  "Locked RFOs to the L2 finding the line shared"),
	E(0x27, 0x40, "L2_WRITE.LOCK.E_STATE", C0123, 0,
	  "Locked RFOs to the L2 finding the line exclusive"),
	E(0x27, 0x80, "L2_WRITE.LOCK.M_STATE", C0123, 0,
	  "Locked RFOs to the L2 finding the line modified"),
	E(0x27, 0xe0, "L2_WRITE.LOCK.HIT", C0123, 0,
	  "Locked RFOs to the L2 that hit"),
	E(0x27, 0xf0, "L2_WRITE.LOCK.MESI", C0123, 0,
	  "Locked RFOs to the L2"),

	/* 0x28: L1D writebacks into the L2 */
	E(0x28, 0x01, "L1D_WB_L2.I_STATE", C0123, 0,
	  "L1D writebacks finding the line invalid in the L2"),
	E(0x28, 0x02, "L1D_WB_L2.S_STATE", C0123, 0,
	  "L1D writebacks finding the line shared in the L2"),
	E(0x28, 0x04, "L1D_WB_L2.E_STATE", C0123, 0,
	  "L1D writebacks finding the line exclusive in the L2"),
	E(0x28, 0x08, "L1D_WB_L2.M_STATE", C0123, 0,
	  "L1D writebacks finding the line modified in the L2"),
	E(0x28, 0x0f, "L1D_WB_L2.MESI", C0123, 0,
	  "L1D writebacks into the L2"),

	/* 0x2E: last-level cache (architectural) */
	E(0x2e, 0x41, "LONGEST_LAT_CACHE.MISS", C0123, 0,
	  "Requests from the core that missed the last-level cache"),
	E(0x2e, 0x4f, "LONGEST_LAT_CACHE.REFERENCE", C0123, 0,
	  "Requests from the core to the last-level cache"),

	/* 0x3C: cycles on a general-purpose counter */
	E(0x3c, 0x00, "CPU_CLK_UNHALTED.THREAD_P", C0123, 0,
	  "Core cycles while this thread is not halted"),
	E(0x3c, 0x00, "CPU_CLK_UNHALTED.TOTAL_CYCLES", C0123, CM(2) | INV,
	  "Every core cycle, halted or not"),
	E(0x3c, 0x01, "CPU_CLK_UNHALTED.REF_P", C0123, 0,
	  "Reference (133 MHz) cycles while this thread is not halted"),

	/* 0x40-0x63: L1D events, counters 0-1 only */
	E(0x40, 0x01, "L1D_CACHE_LD.I_STATE", C01, 0,
	  "L1D loads finding the line invalid (misses)"),
	E(0x40, 0x02, "L1D_CACHE_LD.S_STATE", C01, 0,
	  "L1D loads finding the line shared"),
	E(0x40, 0x04, "L1D_CACHE_LD.E_STATE", C01, 0,
	  "L1D loads finding the line exclusive"),
	E(0x40, 0x08, "L1D_CACHE_LD.M_STATE", C01, 0,
	  "L1D loads finding the line modified"),
	E(0x40, 0x0f, "L1D_CACHE_LD.MESI", C01, 0,
	  "L1D loads"),
	E(0x41, 0x02, "L1D_CACHE_ST.S_STATE", C01, 0,
	  "L1D stores finding the line shared"),
	E(0x41, 0x04, "L1D_CACHE_ST.E_STATE", C01, 0,
	  "L1D stores finding the line exclusive"),
	E(0x41, 0x08, "L1D_CACHE_ST.M_STATE", C01, 0,
	  "L1D stores finding the line modified"),
	E(0x42, 0x01, "L1D_CACHE_LOCK.HIT", C01, 0,
	  "Locked loads that hit the L1D"),
	E(0x42, 0x02, "L1D_CACHE_LOCK.S_STATE", C01, 0,
	  "Locked loads finding the L1D line shared"),
	E(0x42, 0x04, "L1D_CACHE_LOCK.E_STATE", C01, 0,
	  "Locked loads finding the L1D line exclusive"),
	E(0x42, 0x08, "L1D_CACHE_LOCK.M_STATE", C01, 0,
	  "Locked loads finding the L1D line modified"),
	E(0x43, 0x01, "L1D_ALL_REF.ANY", C01, 0,
	  "References of any kind to the L1D"),
	E(0x43, 0x02, "L1D_ALL_REF.CACHEABLE", C01, 0,
	  "Cacheable loads and stores to the L1D"),

	/* 0x49: DTLB misses of any access */
	E(0x49, 0x01, "DTLB_MISSES.ANY", C0123, 0,
	  "Accesses that missed the first-level DTLB"),
	E(0x49, 0x02, "DTLB_MISSES.WALK_COMPLETED", C0123, 0,
	  "Page walks completed for DTLB misses"),
	E(0x49, 0x10, "DTLB_MISSES.STLB_HIT", C0123, 0,
	  "Accesses that missed the first-level DTLB but hit the second-level TLB"),

	E(0x4c, 0x01, "LOAD_HIT_PRE", C01, 0,
	  "Loads that collided with an outstanding software prefetch"),
	E(0x4e, 0x01, "L1D_PREFETCH.REQUESTS", C01, 0,
	  "L1D hardware prefetcher requests"),
	E(0x4e, 0x02, "L1D_PREFETCH.MISS", C01, 0,
	  "L1D hardware prefetcher requests that missed the L1D"),
	E(0x4e, 0x04, "L1D_PREFETCH.TRIGGERS", C01, 0,
	  "Times the L1D hardware prefetcher was triggered"),
	E(0x51, 0x01, "L1D.REPL", C01, 0,
	  "Lines brought into the L1D"),
	E(0x51, 0x02, "L1D.M_REPL", C01, 0,
	  "Lines brought into the L1D in the modified state"),
	E(0x51, 0x04, "L1D.M_EVICT", C01, 0,
	  "Modified lines evicted from the L1D"),
	E(0x51, 0x08, "L1D.M_SNOOP_EVICT", C01, 0,
	  "Modified L1D lines evicted by a snoop"),
	E(0x52, 0x01, "L1D_CACHE_PREFETCH_LOCK_FB_HIT", C01, 0,
	  "Prefetch load locks accepted by a fill buffer"),
	E(0x53, 0x01, "L1D_CACHE_LOCK_FB_HIT", C01, 0,
	  "Load locks accepted by a fill buffer"),
	E(0x63, 0x01, "CACHE_LOCK_CYCLES.L1D_L2", C01, 0,
	  "Cycles in which the L1D and the L2 are locked"),
	E(0x63, 0x02, "CACHE_LOCK_CYCLES.L1D", C01, 0,
	  "Cycles in which the L1D is locked"),

	E(0x6c, 0x01, "IO_TRANSACTIONS", C0123, 0,
	  "I/O transactions"),

	/* 0x80-0x87: instruction fetch, ITLB, length decoder */
	E(0x80, 0x01, "L1I.HITS", C0123, 0,
	  "Instruction fetches that hit the L1I"),
	E(0x80, 0x02, "L1I.MISSES", C0123, 0,
	  "Instruction fetches that missed the L1I"),
	E(0x80, 0x03, "L1I.READS", C0123, 0,
	  "Instruction fetches from the L1I"),
	E(0x80, 0x04, "L1I.CYCLES_STALLED", C0123, 0,
	  "Cycles in which instruction fetch stalls"),
	E(0x82, 0x01, "LARGE_ITLB.HIT", C0123, 0,
	  "Instruction fetches that hit the large-page ITLB"),
	E(0x85, 0x01, "ITLB_MISSES.ANY", C0123, 0,
	  "Instruction fetches that missed the ITLB"),
	E(0x85, 0x02, "ITLB_MISSES.WALK_COMPLETED", C0123, 0,
	  "Page walks completed for ITLB misses"),
	E(0x87, 0x01, "ILD_STALL.LCP", C0123, 0,
	  "Length decoder stall cycles caused by length-changing prefixes"),
	E(0x87, 0x02, "ILD_STALL.MRU", C0123, 0,
	  "Length decoder stall cycles caused by the branch predictor's MRU bypass"),
	E(0x87, 0x04, "ILD_STALL.IQ_FULL", C0123, 0,
	  "Length decoder stall cycles caused by a full instruction queue"),
	E(0x87, 0x08, "ILD_STALL.REGEN", C0123, 0,
	  "Length decoder stall cycles caused by regeneration"),
	E(0x87, 0x0f, "ILD_STALL.ANY", C0123, 0,
	  "Length decoder stall cycles, for any reason"),

	/* 0x88: branches executed */
	E(0x88, 0x01, "BR_INST_EXEC.COND", C0123, 0,
	  "Conditional branches executed"),
	E(0x88, 0x02, "BR_INST_EXEC.DIRECT", C0123, 0,
	  "Unconditional direct branches executed"),
	E(0x88, 0x04, "BR_INST_EXEC.INDIRECT_NON_CALL", C0123, 0,
	  "Indirect branches other than calls executed"),
	E(0x88, 0x07, "BR_INST_EXEC.NON_CALLS", C0123, 0,
	  "Branches other than calls executed"),
	E(0x88, 0x08, "BR_INST_EXEC.RETURN_NEAR", C0123, 0,
	  "Near returns executed"),
	E(0x88, 0x10, "BR_INST_EXEC.DIRECT_NEAR_CALL", C0123, 0,
	  "Direct near calls executed"),
	E(0x88, 0x20, "BR_INST_EXEC.INDIRECT_NEAR_CALL", C0123, 0,
	  "Indirect near calls executed"),
	E(0x88, 0x30, "BR_INST_EXEC.NEAR_CALLS", C0123, 0,
	  "Near calls executed"),
	E(0x88, 0x40, "BR_INST_EXEC.TAKEN", C0123, 0,
	  "Taken branches executed"),
	E(0x88, 0x7f, "BR_INST_EXEC.ANY", C0123, 0,
	  "Branches executed"),

	/* 0x89: mispredicted branches executed */
	E(0x89, 0x01, "BR_MISP_EXEC.COND", C0123, 0,
	  "Mispredicted conditional branches executed"),
	E(0x89, 0x02, "BR_MISP_EXEC.DIRECT", C0123, 0,
	  "Mispredicted unconditional direct branches executed"),
	E(0x89, 0x04, "BR_MISP_EXEC.INDIRECT_NON_CALL", C0123, 0,
	  "Mispredicted indirect branches other than calls executed"),
	E(0x89, 0x07, "BR_MISP_EXEC.NON_CALLS", C0123, 0,
	  "Mispredicted branches other than calls executed"),
	E(0x89, 0x08, "BR_MISP_EXEC.RETURN_NEAR", C0123, 0,
	  "Mispredicted near returns executed"),
	E(0x89, 0x10, "BR_MISP_EXEC.DIRECT_NEAR_CALL", C0123, 0,
	  "Mispredicted direct near calls executed"),
	E(0x89, 0x20, "BR_MISP_EXEC.INDIRECT_NEAR_CALL", C0123, 0,
	  "Mispredicted indirect near calls executed"),
	E(0x89, 0x30, "BR_MISP_EXEC.NEAR_CALLS", C0123, 0,
	  "Mispredicted near calls executed"),
	E(0x89, 0x40, "BR_MISP_EXEC.TAKEN", C0123, 0,
	  "Mispredicted taken branches executed"),
	E(0x89, 0x7f, "BR_MISP_EXEC.ANY", C0123, 0,
	  "Mispredicted branches executed"),

	/* 0xA2: resource stalls */
	E(0xa2, 0x01, "RESOURCE_STALLS.ANY", C0123, 0,
	  "Cycles in which allocation stalls for lack of a resource (and some other causes)"),
	E(0xa2, 0x02, "RESOURCE_STALLS.LOAD", C0123, 0,
	  "Allocation stall cycles for lack of a load buffer entry"),
	E(0xa2, 0x04, "RESOURCE_STALLS.RS_FULL", C0123, 0,
	  "Allocation stall cycles with the reservation station full"),
	E(0xa2, 0x08, "RESOURCE_STALLS.STORE", C0123, 0,
	  "Allocation stall cycles for lack of a store buffer entry"),
	E(0xa2, 0x10, "RESOURCE_STALLS.ROB_FULL", C0123, 0,
	  "Allocation stall cycles with the reorder buffer full"),
	E(0xa2, 0x20, "RESOURCE_STALLS.FPCW", C0123, 0,
	  "Stall cycles after a write of the x87 control word"),
	E(0xa2, 0x40, "RESOURCE_STALLS.MXCSR", C0123, 0,
	  "Stall cycles for an MXCSR rename too soon after the previous one"),
	E(0xa2, 0x80, "RESOURCE_STALLS.OTHER", C0123, 0,
	  "Stall cycles for other resources"),

	/* 0xA6-0xAE: decode, loop stream detector, ITLB flush */
	E(0xa6, 0x01, "MACRO_INSTS.FUSIONS_DECODED", C0123, 0,
	  "Instructions decoded as a macro-fused pair"),
	E(0xa7, 0x01, "BACLEAR_FORCE_IQ", C0123, 0,
	  "Branch address calculator clears forced by the instruction queue"),
	E(0xa8, 0x01, "LSD.UOPS", C0123, 0,
	  "Uops delivered by the loop stream detector"),
	E(0xa8, 0x01, "LSD.ACTIVE", C0123, CM(1),
	  "Cycles in which the loop stream detector delivers uops"),
	E(0xa8, 0x01, "LSD.INACTIVE", C0123, CM(1) | INV,
	  "Cycles in which the loop stream detector delivers no uop"),
	E(0xae, 0x01, "ITLB_FLUSH", C0123, 0,
	  "ITLB flushes"),

	/* 0xB0-0xB8: off-core requests and snoops */
	E(0xb0, 0x40, "OFFCORE_REQUESTS.L1D_WRITEBACK", C0123, 0,
	  "L1D writebacks sent off the core"),
	E(0xb7, 0x01, "OFFCORE_RESPONSE_0", C0123, BPE_OFFCORE,
	  "Off-core requests and responses that offcore_rsp= selects (MSR_OFFCORE_RSP_0)"),
	E(0xb2, 0x01, "OFFCORE_REQUESTS_SQ_FULL", C0123, 0,
	  "Off-core requests refused because the super queue is full"),
	E(0xb8, 0x01, "SNOOP_RESPONSE.HIT", C0123, 0,
	  "Snoops this thread answered with HIT"),
	E(0xb8, 0x02, "SNOOP_RESPONSE.HITE", C0123, 0,
	  "Snoops this thread answered with HITE"),
	E(0xb8, 0x04, "SNOOP_RESPONSE.HITM", C0123, 0,
	  "Snoops this thread answered with HITM"),

	/* 0xB1: uops executed, per port */
	E(0xb1, 0x01, "UOPS_EXECUTED.PORT0", C0123, 0,
	  "Uops executed on port 0"),
	E(0xb1, 0x02, "UOPS_EXECUTED.PORT1", C0123, 0,
	  "Uops executed on port 1"),
	E(0xb1, 0x04, "UOPS_EXECUTED.PORT2_CORE", C0123, ANY,
	  "Uops executed on port 2, both threads of the core"),
	E(0xb1, 0x08, "UOPS_EXECUTED.PORT3_CORE", C0123, ANY,
	  "Uops executed on port 3, both threads of the core"),
	E(0xb1, 0x10, "UOPS_EXECUTED.PORT4_CORE", C0123, ANY,
	  "Uops executed on port 4, both threads of the core"),
	E(0xb1, 0x1f, "UOPS_EXECUTED.CORE_ACTIVE_CYCLES_NO_PORT5", C0123, CM(1) | ANY,
	  "Cycles in which the core executes uops on ports 0-4"),
	E(0xb1, 0x1f, "UOPS_EXECUTED.CORE_STALL_COUNT_NO_PORT5", C0123, CM(1) | INV | EDGE | ANY,
	  "Periods in which the core executes no uop on ports 0-4"),
	E(0xb1, 0x1f, "UOPS_EXECUTED.CORE_STALL_CYCLES_NO_PORT5", C0123, CM(1) | INV | ANY,
	  "Cycles in which the core executes no uop on ports 0-4"),
	E(0xb1, 0x20, "UOPS_EXECUTED.PORT5", C0123, 0,
	  "Uops executed on port 5"),
	E(0xb1, 0x3f, "UOPS_EXECUTED.CORE_ACTIVE_CYCLES", C0123, CM(1) | ANY,
	  "Cycles in which the core executes uops on any port"),
	E(0xb1, 0x3f, "UOPS_EXECUTED.CORE_STALL_COUNT", C0123, CM(1) | INV | EDGE | ANY,
	  "Periods in which the core executes no uop on any port"),
	E(0xb1, 0x3f, "UOPS_EXECUTED.CORE_STALL_CYCLES", C0123, CM(1) | INV | ANY,
	  "Cycles in which the core executes no uop on any port"),
	E(0xb1, 0x40, "UOPS_EXECUTED.PORT015", C0123, 0,
	  "Uops executed on ports 0, 1 and 5"),
	E(0xb1, 0x40, "UOPS_EXECUTED.PORT015_STALL_CYCLES", C0123, CM(1) | INV,
	  "Cycles in which no uop executes on ports 0, 1 and 5"),
	E(0xb1, 0x80, "UOPS_EXECUTED.PORT234_CORE", C0123, ANY,
	  "Uops executed on ports 2, 3 and 4, both threads of the core"),

	/* 0xC0-0xC8: retirement */
	E(0xc0, 0x01, "INST_RETIRED.ANY_P", C0123, PEBS,
	  "Instructions retired, on a general-purpose counter"),
	E(0xc0, 0x01, "INST_RETIRED.TOTAL_CYCLES", C0123, CM(16) | INV | PEBS,
	  "Every core cycle, counted through the retirement event"),
	E(0xc0, 0x01, "INST_RETIRED.TOTAL_CYCLES_PS", C0123, CM(16) | INV | PEBS | BPE_PRECISE,
	  "Every core cycle, counted through the retirement event, precise only"),
	E(0xc0, 0x02, "INST_RETIRED.X87", C0123, PEBS,
	  "x87 floating-point instructions retired"),
	E(0xc0, 0x04, "INST_RETIRED.MMX", C0123, PEBS,
	  "MMX instructions retired"),
	E(0xc2, 0x01, "UOPS_RETIRED.ANY", C0123, PEBS,
	  "Uops retired"),
	E(0xc2, 0x01, "UOPS_RETIRED.ACTIVE_CYCLES", C0123, CM(1) | PEBS,
	  "Cycles in which uops retire"),
	E(0xc2, 0x01, "UOPS_RETIRED.STALL_CYCLES", C0123, CM(1) | INV | PEBS,
	  "Cycles in which no uop retires"),
	E(0xc2, 0x01, "UOPS_RETIRED.TOTAL_CYCLES", C0123, CM(16) | INV | PEBS,
	  "Every core cycle, counted through the uop retirement event"),
	E(0xc2, 0x02, "UOPS_RETIRED.RETIRE_SLOTS", C0123, PEBS,
	  "Retirement slots used"),
	E(0xc2, 0x04, "UOPS_RETIRED.MACRO_FUSED", C0123, PEBS,
	  "Macro-fused uops retired"),
	E(0xc3, 0x01, "MACHINE_CLEARS.CYCLES", C0123, 0,
	  "Cycles in which a machine clear is asserted"),
	E(0xc3, 0x02, "MACHINE_CLEARS.MEM_ORDER", C0123, 0,
	  "Pipeline restarts for memory ordering conflicts"),
	E(0xc3, 0x04, "MACHINE_CLEARS.SMC", C0123, 0,
	  "Pipeline restarts for self-modifying code"),
	E(0xc4, 0x01, "BR_INST_RETIRED.CONDITIONAL", C0123, PEBS,
	  "Conditional branches retired"),
	E(0xc4, 0x02, "BR_INST_RETIRED.NEAR_CALL", C0123, PEBS,
	  "Near calls retired"),
	E(0xc4, 0x04, "BR_INST_RETIRED.ALL_BRANCHES", C0123, PEBS,
	  "Branches retired"),
	E(0xc5, 0x02, "BR_MISP_RETIRED.NEAR_CALL", C0123, PEBS,
	  "Mispredicted near calls retired"),
	E(0xc7, 0x01, "SSEX_UOPS_RETIRED.PACKED_SINGLE", C0123, PEBS,
	  "Packed single-precision SIMD uops retired"),
	E(0xc7, 0x02, "SSEX_UOPS_RETIRED.SCALAR_SINGLE", C0123, PEBS,
	  "Scalar single-precision SIMD uops retired"),
	E(0xc7, 0x04, "SSEX_UOPS_RETIRED.PACKED_DOUBLE", C0123, PEBS,
	  "Packed double-precision SIMD uops retired"),
	E(0xc7, 0x08, "SSEX_UOPS_RETIRED.SCALAR_DOUBLE", C0123, PEBS,
	  "Scalar double-precision SIMD uops retired"),
	E(0xc7, 0x10, "SSEX_UOPS_RETIRED.VECTOR_INTEGER", C0123, PEBS,
	  "SIMD integer vector uops retired"),
	E(0xc8, 0x20, "ITLB_MISS_RETIRED", C0123, PEBS,
	  "Retired instructions whose fetch missed the ITLB"),

	/* 0xCB: where retired loads found their data */
	E(0xcb, 0x01, "MEM_LOAD_RETIRED.L1D_HIT", C0123, PEBS,
	  "Retired loads that hit the L1D"),
	E(0xcb, 0x02, "MEM_LOAD_RETIRED.L2_HIT", C0123, PEBS,
	  "Retired loads that hit the L2"),
	E(0xcb, 0x04, "MEM_LOAD_RETIRED.LLC_UNSHARED_HIT", C0123, PEBS,
	  "Retired loads that hit the last-level cache with no other core sharing the line"),
	E(0xcb, 0x08, "MEM_LOAD_RETIRED.OTHER_CORE_L2_HIT_HITM", C0123, PEBS,
	  "Retired loads that hit a sibling core's L2, modified or not"),
	E(0xcb, 0x10, "MEM_LOAD_RETIRED.LLC_MISS", C0123, PEBS,
	  "Retired loads that missed the last-level cache"),
	E(0xcb, 0x40, "MEM_LOAD_RETIRED.HIT_LFB", C0123, PEBS,
	  "Retired loads that missed the L1D but hit a line fill buffer already allocated"),
	E(0xcb, 0x80, "MEM_LOAD_RETIRED.DTLB_MISS", C0123, PEBS,
	  "Retired loads that missed the DTLB"),

	/* 0xCC: x87/MMX transitions */
	E(0xcc, 0x01, "FP_MMX_TRANS.TO_FP", C0123, 0,
	  "Transitions from MMX to x87 floating-point instructions"),
	E(0xcc, 0x02, "FP_MMX_TRANS.TO_MMX", C0123, 0,
	  "Transitions from x87 floating-point to MMX instructions"),
	E(0xcc, 0x03, "FP_MMX_TRANS.ANY", C0123, 0,
	  "Transitions between x87 floating-point and MMX instructions, either way"),

	/* 0xD0-0xDB: decode and rename */
	E(0xd0, 0x01, "MACRO_INSTS.DECODED", C0123, 0,
	  "Instructions decoded"),
	E(0xd1, 0x01, "UOPS_DECODED.STALL_CYCLES", C0123, CM(1) | INV,
	  "Cycles in which no uop is decoded"),
	E(0xd1, 0x02, "UOPS_DECODED.MS_CYCLES_ACTIVE", C0123, CM(1),
	  "Cycles in which the microcode sequencer delivers uops"),
	E(0xd1, 0x04, "UOPS_DECODED.ESP_FOLDING", C0123, 0,
	  "Stack pointer updates folded into the stack engine"),
	E(0xd1, 0x08, "UOPS_DECODED.ESP_SYNC", C0123, 0,
	  "Stack engine synchronisations of the stack pointer"),
	E(0xd2, 0x01, "RAT_STALLS.FLAGS", C0123, 0,
	  "Register allocation stall cycles on flags"),
	E(0xd2, 0x02, "RAT_STALLS.REGISTERS", C0123, 0,
	  "Register allocation stall cycles on partial registers"),
	E(0xd2, 0x04, "RAT_STALLS.ROB_READ_PORT", C0123, 0,
	  "Register allocation stall cycles on reorder buffer read ports"),
	E(0xd2, 0x08, "RAT_STALLS.SCOREBOARD", C0123, 0,
	  "Register allocation stall cycles on the scoreboard"),
	E(0xd2, 0x0f, "RAT_STALLS.ANY", C0123, 0,
	  "Register allocation stall cycles, for any reason"),
	E(0xd4, 0x01, "SEG_RENAME_STALLS", C0123, 0,
	  "Stall cycles for segment register renames"),
	E(0xd5, 0x01, "ES_REG_RENAMES", C0123, 0,
	  "Renames of the ES segment register"),
	E(0xdb, 0x01, "UOP_UNFUSION", C0123, 0,
	  "Fused uops split again because of a floating-point exception"),

	/* 0xE0-0xE8: branch prediction */
	E(0xe0, 0x01, "BR_INST_DECODED", C0123, 0,
	  "Branches decoded"),
	E(0xe5, 0x01, "BPU_MISSED_CALL_RET", C0123, 0,
	  "Calls and returns the branch prediction unit did not predict"),
	E(0xe6, 0x01, "BACLEAR.CLEAR", C0123, 0,
	  "Branch address calculator clears, for any reason"),
	E(0xe6, 0x02, "BACLEAR.BAD_TARGET", C0123, 0,
	  "Branch address calculator clears for a wrong target"),
	E(0xe8, 0x01, "BPU_CLEARS.EARLY", C0123, 0,
	  "Early clears of the branch prediction unit"),
	E(0xe8, 0x02, "BPU_CLEARS.LATE", C0123, 0,
	  "Late clears of the branch prediction unit"),

	/* 0xF0-0xF2: L2 transactions and line traffic */
	E(0xf0, 0x01, "L2_TRANSACTIONS.LOAD", C0123, 0,
	  "L2 load transactions"),
	E(0xf0, 0x02, "L2_TRANSACTIONS.RFO", C0123, 0,
	  "L2 read-for-ownership transactions"),
	E(0xf0, 0x04, "L2_TRANSACTIONS.IFETCH", C0123, 0,
	  "L2 instruction fetch transactions"),
	E(0xf0, 0x08, "L2_TRANSACTIONS.PREFETCH", C0123, 0,
	  "L2 prefetch transactions"),
	E(0xf0, 0x10, "L2_TRANSACTIONS.L1D_WB", C0123, 0,
	  "L2 transactions for L1D writebacks"),
	E(0xf0, 0x20, "L2_TRANSACTIONS.FILL", C0123, 0,
	  "L2 fill transactions"),
	E(0xf0, 0x40, "L2_TRANSACTIONS.WB", C0123, 0,
	  "L2 writebacks to the last-level cache"),
	E(0xf0, 0x80, "L2_TRANSACTIONS.ANY", C0123, 0,
	  "L2 transactions of any kind"),
	E(0xf1, 0x02, "L2_LINES_IN.S_STATE", C0123, 0,
	  "Lines brought into the L2 in the shared state"),
	E(0xf1, 0x04, "L2_LINES_IN.E_STATE", C0123, 0,
	  "Lines brought into the L2 in the exclusive state"),
	E(0xf1, 0x07, "L2_LINES_IN.ANY", C0123, 0,
	  "Lines brought into the L2"),
	E(0xf2, 0x01, "L2_LINES_OUT.DEMAND_CLEAN", C0123, 0,
	  "Clean L2 lines evicted for a demand request"),
	E(0xf2, 0x02, "L2_LINES_OUT.DEMAND_DIRTY", C0123, 0,
	  "Modified L2 lines evicted for a demand request"),
	E(0xf2, 0x04, "L2_LINES_OUT.PREFETCH_CLEAN", C0123, 0,
	  "Clean L2 lines evicted for a prefetch"),
	E(0xf2, 0x08, "L2_LINES_OUT.PREFETCH_DIRTY", C0123, 0,
	  "Modified L2 lines evicted for a prefetch"),
	E(0xf2, 0x0f, "L2_LINES_OUT.ANY", C0123, 0,
	  "L2 lines evicted"),

	/* 0xF4-0xFD: super queue, FP assists, 64-bit SIMD integer */
	E(0xf4, 0x10, "SQ_MISC.SPLIT_LOCK", C0123, 0,
	  "Locked accesses that split across a cache line boundary"),
	E(0xf6, 0x01, "SQ_FULL_STALL_CYCLES", C0123, 0,
	  "Cycles stalled because the super queue is full"),
	E(0xf7, 0x01, "FP_ASSIST.ALL", C0123, PEBS,
	  "x87 floating-point operations that needed a microcode assist"),
	E(0xf7, 0x02, "FP_ASSIST.OUTPUT", C0123, PEBS,
	  "x87 floating-point assists for an invalid output"),
	E(0xf7, 0x04, "FP_ASSIST.INPUT", C0123, PEBS,
	  "x87 floating-point assists for an invalid input"),
	E(0xfd, 0x01, "SIMD_INT_64.PACKED_MPY", C0123, 0,
	  "64-bit SIMD integer multiplies"),
	E(0xfd, 0x02, "SIMD_INT_64.PACKED_SHIFT", C0123, 0,
	  "64-bit SIMD integer shifts"),
	E(0xfd, 0x04, "SIMD_INT_64.PACK", C0123, 0,
	  "64-bit SIMD integer pack operations"),
	E(0xfd, 0x08, "SIMD_INT_64.UNPACK", C0123, 0,
	  "64-bit SIMD integer unpack operations"),
	E(0xfd, 0x10, "SIMD_INT_64.PACKED_LOGICAL", C0123, 0,
	  "64-bit SIMD integer logical operations"),
	E(0xfd, 0x20, "SIMD_INT_64.PACKED_ARITH", C0123, 0,
	  "64-bit SIMD integer arithmetic operations"),
	E(0xfd, 0x40, "SIMD_INT_64.SHUFFLE_MOVE", C0123, 0,
	  "64-bit SIMD integer shuffles and moves"),
};

const size_t bpe_nhm_nevents = ARRAY_SIZE(bpe_nhm_events);

/* perf's topics (one JSON file each) by event select: this project's grouping */
static const struct {
	const char *topic;
	const uint8_t codes[24];
} topics[] = {
	{ "cache", { 0x24, 0x26, 0x27, 0x28, 0x2e, 0x40, 0x41, 0x42, 0x43, 0x4c, 0x4e,
		     0x51, 0x52, 0x53, 0x63, 0x80, 0xb8, 0xcb, 0xf0, 0xf1, 0xf2, 0xf4 } },
	{ "memory", { 0x04, 0x06, 0x07, 0x0b, 0x0f, 0x13, 0x6c, 0xb0, 0xb2, 0xb7, 0xf6 } },
	{ "virtual-memory", { 0x08, 0x0c, 0x49, 0x82, 0x85, 0xae, 0xc8 } },
	{ "floating-point", { 0x10, 0x12, 0xc7, 0xcc, 0xf7, 0xfd } },
	{ "frontend", { 0x17, 0x18, 0x19, 0x1e, 0x20, 0x87, 0xa6, 0xa7, 0xa8, 0xd0, 0xd1,
			0xe0, 0xe5, 0xe6, 0xe8 } },
};

/* The perf topic of a core event; "pipeline" for those not listed. */
const char *bpe_nhm_topic(const struct bpe_core_event *e)
{
	size_t i, j;

	if (e->fixed >= 0)
		return "pipeline";
	for (i = 0; i < ARRAY_SIZE(topics); i++)
		for (j = 0; j < ARRAY_SIZE(topics[i].codes) && topics[i].codes[j]; j++)
			if (topics[i].codes[j] == e->event)
				return topics[i].topic;
	return "pipeline";
}
