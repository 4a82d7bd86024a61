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
 * The fixed-counter events use Linux's encodings (FIXED_EVENT_CONSTRAINT);
 * CPU_CLK_UNHALTED.REF's is a pseudo-encoding no general counter counts.
 *
 * Xeon 7500 (Nehalem-EX, model 46): Intel's list for it (Linux's nehalemex
 * JSON) lacks only the BPE_NOT_EX events. UNVERIFIED: the SDM gives no
 * table for Nehalem-EX.
 */
#include "bpe.h"

#define C0123	0xf
#define C01	0x3
#define C3	0x8

/* an event on the general-purpose counters _c, with modifiers _f */
#define E(_ev, _um, _name, _c, _f, _desc) {				\
	.name = _name, .event = _ev, .umask = _um, .counters = _c,	\
	.fixed = -1, .mods = _f, .desc = _desc }
#define A(_ev, _um, _name, _f, _desc)	E(_ev, _um, _name, C0123, _f, _desc)
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
/* an event of family _stem, event select _ev: its name is _stem.SUFFIX */
#define FAM(_ev, _stem, _c, _um, _sfx, _f, _desc)	E(_ev, _um, #_stem "." _sfx, _c, _f, _desc)
#define DTLB_LOAD_MISSES(u, s, f, d)	FAM(0x08, DTLB_LOAD_MISSES, C0123, u, #s, f, d)
#define UOPS_ISSUED(u, s, f, d)		FAM(0x0e, UOPS_ISSUED, C0123, u, #s, f, d)
#define MEM_UNCORE_RETIRED(u, s, f, d)	FAM(0x0f, MEM_UNCORE_RETIRED, C0123, u, #s, f, d)
#define FP_COMP_OPS_EXE(u, s, f, d)	FAM(0x10, FP_COMP_OPS_EXE, C0123, u, #s, f, d)
#define SIMD_INT_128(u, s, f, d)	FAM(0x12, SIMD_INT_128, C0123, u, #s, f, d)
#define LOAD_DISPATCH(u, s, f, d)	FAM(0x13, LOAD_DISPATCH, C0123, u, #s, f, d)
#define ARITH(u, s, f, d)		FAM(0x14, ARITH, C0123, u, #s, f, d)
#define L2_RQSTS(u, s, f, d)		FAM(0x24, L2_RQSTS, C0123, u, #s, f, d)
#define L2_DATA_RQSTS(u, s, f, d)	FAM(0x26, L2_DATA_RQSTS, C0123, u, #s, f, d)
#define L2_WRITE(u, s, f, d)		FAM(0x27, L2_WRITE, C0123, u, #s, f, d)
#define L1D_WB_L2(u, s, f, d)		FAM(0x28, L1D_WB_L2, C0123, u, #s, f, d)
#define CPU_CLK_UNHALTED(u, s, f, d)	FAM(0x3c, CPU_CLK_UNHALTED, C0123, u, #s, f, d)
#define L1D_CACHE_LD(u, s, f, d)	FAM(0x40, L1D_CACHE_LD, C01, u, #s, f, d)
#define L1D_CACHE_ST(u, s, f, d)	FAM(0x41, L1D_CACHE_ST, C01, u, #s, f, d)
#define L1D_CACHE_LOCK(u, s, f, d)	FAM(0x42, L1D_CACHE_LOCK, C01, u, #s, f, d)
#define DTLB_MISSES(u, s, f, d)		FAM(0x49, DTLB_MISSES, C0123, u, #s, f, d)
#define L1D_PREFETCH(u, s, f, d)	FAM(0x4e, L1D_PREFETCH, C01, u, #s, f, d)
#define L1D(u, s, f, d)			FAM(0x51, L1D, C01, u, #s, f, d)
#define L1I(u, s, f, d)			FAM(0x80, L1I, C0123, u, #s, f, d)
#define ILD_STALL(u, s, f, d)		FAM(0x87, ILD_STALL, C0123, u, #s, f, d)
#define BR_INST_EXEC(u, s, f, d)	FAM(0x88, BR_INST_EXEC, C0123, u, #s, f, d)
#define BR_MISP_EXEC(u, s, f, d)	FAM(0x89, BR_MISP_EXEC, C0123, u, #s, f, d)
#define RESOURCE_STALLS(u, s, f, d)	FAM(0xa2, RESOURCE_STALLS, C0123, u, #s, f, d)
#define LSD(u, s, f, d)			FAM(0xa8, LSD, C0123, u, #s, f, d)
#define SNOOP_RESPONSE(u, s, f, d)	FAM(0xb8, SNOOP_RESPONSE, C0123, u, #s, f, d)
#define UOPS_EXECUTED(u, s, f, d)	FAM(0xb1, UOPS_EXECUTED, C0123, u, #s, f, d)
#define INST_RETIRED(u, s, f, d)	FAM(0xc0, INST_RETIRED, C0123, u, #s, f, d)
#define UOPS_RETIRED(u, s, f, d)	FAM(0xc2, UOPS_RETIRED, C0123, u, #s, f, d)
#define MACHINE_CLEARS(u, s, f, d)	FAM(0xc3, MACHINE_CLEARS, C0123, u, #s, f, d)
#define BR_INST_RETIRED(u, s, f, d)	FAM(0xc4, BR_INST_RETIRED, C0123, u, #s, f, d)
#define SSEX_UOPS_RETIRED(u, s, f, d)	FAM(0xc7, SSEX_UOPS_RETIRED, C0123, u, #s, f, d)
#define MEM_LOAD_RETIRED(u, s, f, d)	FAM(0xcb, MEM_LOAD_RETIRED, C0123, u, #s, f, d)
#define FP_MMX_TRANS(u, s, f, d)	FAM(0xcc, FP_MMX_TRANS, C0123, u, #s, f, d)
#define UOPS_DECODED(u, s, f, d)	FAM(0xd1, UOPS_DECODED, C0123, u, #s, f, d)
#define RAT_STALLS(u, s, f, d)		FAM(0xd2, RAT_STALLS, C0123, u, #s, f, d)
#define L2_TRANSACTIONS(u, s, f, d)	FAM(0xf0, L2_TRANSACTIONS, C0123, u, #s, f, d)
#define L2_LINES_IN(u, s, f, d)		FAM(0xf1, L2_LINES_IN, C0123, u, #s, f, d)
#define L2_LINES_OUT(u, s, f, d)	FAM(0xf2, L2_LINES_OUT, C0123, u, #s, f, d)
#define FP_ASSIST(u, s, f, d)		FAM(0xf7, FP_ASSIST, C0123, u, #s, f, d)
#define SIMD_INT_64(u, s, f, d)		FAM(0xfd, SIMD_INT_64, C0123, u, #s, f, d)

#define INV	BPE_INV
#define EDGE	BPE_EDGE
#define ANY	BPE_ANY
#define PEBS	BPE_PEBS
#define CM(n)	BPE_CMASK(n)

const struct bpe_core_event bpe_nhm_events[] = {
	F(0xc0, 0x00, "INST_RETIRED.ANY", 0, "Instructions retired, on fixed counter 0"),
	F(0x3c, 0x00, "CPU_CLK_UNHALTED.THREAD", 1,
	  "Core cycles while this thread is not halted, on fixed counter 1"),
	F(0x00, 0x03, "CPU_CLK_UNHALTED.REF", 2,
	  "Reference (bus clock rate) cycles while this thread is not halted, on fixed counter 2"),
	A(0x04, 0x07, "SB_DRAIN.ANY", 0, "Cycles in which the store buffer is draining"),
	A(0x06, 0x04, "STORE_BLOCKS.AT_RET", 0,
	  "Loads held back by a store that blocks them until it retires"),
	A(0x06, 0x08, "STORE_BLOCKS.L1D_BLOCK", 0, "Cacheable loads held back by an L1D block"),
	A(0x07, 0x01, "PARTIAL_ADDRESS_ALIAS", 0,
	  "Loads falsely dependent on a store because the low address bits match"),
	DTLB_LOAD_MISSES(0x01, ANY, 0, "Loads that missed the first-level DTLB"),
	DTLB_LOAD_MISSES(0x02, WALK_COMPLETED, 0,
			 "Page walks completed for loads that missed the DTLB"),
	DTLB_LOAD_MISSES(0x10, STLB_HIT, 0,
			 "Loads that missed the first-level DTLB but hit the second-level TLB"),
	DTLB_LOAD_MISSES(0x20, PDE_MISS, 0,
			 "DTLB load misses whose page directory entry was not cached either"),
	A(0x0b, 0x01, "MEM_INST_RETIRED.LOADS", PEBS, "Retired instructions that load from memory"),
	A(0x0b, 0x02, "MEM_INST_RETIRED.STORES", PEBS, "Retired instructions that store to memory"),
	E(0x0b, 0x10, "MEM_INST_RETIRED.LATENCY_ABOVE_THRESHOLD", C3, PEBS | BPE_PRECISE | BPE_LL,
	  "Memory instructions retired whose load took longer than ldlat= core cycles"),
	LL(0), LL(4), LL(8), LL(16), LL(32), LL(64), LL(128), LL(256), LL(512),
	LL(1024), LL(2048), LL(4096), LL(8192), LL(16384), LL(32768),
	A(0x0c, 0x01, "MEM_STORE_RETIRED.DTLB_MISS", PEBS, "Retired stores that missed the DTLB"),
	UOPS_ISSUED(0x01, ANY, 0,
		    "Uops issued by the register allocation table to the reservation station"),
	UOPS_ISSUED(0x01, STALL_CYCLES, CM(1) | INV, "Cycles in which this thread issued no uop"),
	UOPS_ISSUED(0x01, CORE_STALL_CYCLES, CM(1) | INV | ANY,
		    "Cycles in which neither thread of the core issued a uop"),
	UOPS_ISSUED(0x01, CYCLES_ALL_THREADS, CM(1) | ANY,
		    "Cycles in which either thread of the core issued uops"),
	UOPS_ISSUED(0x02, FUSED, 0, "Fused uops issued"),
	MEM_UNCORE_RETIRED(0x02, OTHER_CORE_L2_HITM, PEBS | BPE_NOT_EX,
			   "Retired loads that hit a modified line in a sibling core's L2"),
	MEM_UNCORE_RETIRED(0x08, REMOTE_CACHE_LOCAL_HOME_HIT, PEBS | BPE_NOT_EX,
			   "Retired loads served by a remote cache for a locally homed line"),
	A(0x0f, 0x10, "MEM_UNCORE_RETIRED.REMOTE_DRAM", PEBS | BPE_NOT_EX,
	  "Retired loads served by remote DRAM or, modified, by a remote cache for a remote home"),
	A(0x0f, 0x20, "MEM_UNCORE_RETIRED.LOCAL_DRAM", PEBS | BPE_NOT_EX,
	  "Retired loads served by local DRAM or, modified, by a remote cache for a local home"),
	MEM_UNCORE_RETIRED(0x80, UNCACHEABLE, PEBS | BPE_NOT_EX,
			   "Retired loads from uncacheable memory or I/O"),
	FP_COMP_OPS_EXE(0x01, X87, 0, "x87 computational uops executed"),
	FP_COMP_OPS_EXE(0x02, MMX, 0, "MMX uops executed"),
	FP_COMP_OPS_EXE(0x04, SSE_FP, 0, "SSE and SSE2 floating-point uops executed"),
	FP_COMP_OPS_EXE(0x08, SSE2_INTEGER, 0, "SSE2 integer uops executed"),
	FP_COMP_OPS_EXE(0x10, SSE_FP_PACKED, 0, "Packed SSE floating-point uops executed"),
	FP_COMP_OPS_EXE(0x20, SSE_FP_SCALAR, 0, "Scalar SSE floating-point uops executed"),
	FP_COMP_OPS_EXE(0x40, SSE_SINGLE_PRECISION, 0,
			"Single-precision SSE floating-point uops executed"),
	FP_COMP_OPS_EXE(0x80, SSE_DOUBLE_PRECISION, 0,
			"Double-precision SSE floating-point uops executed"),
	SIMD_INT_128(0x01, PACKED_MPY, 0, "128-bit SIMD integer multiplies"),
	SIMD_INT_128(0x02, PACKED_SHIFT, 0, "128-bit SIMD integer shifts"),
	SIMD_INT_128(0x04, PACK, 0, "128-bit SIMD integer pack operations"),
	SIMD_INT_128(0x08, UNPACK, 0, "128-bit SIMD integer unpack operations"),
	SIMD_INT_128(0x10, PACKED_LOGICAL, 0, "128-bit SIMD integer logical operations"),
	SIMD_INT_128(0x20, PACKED_ARITH, 0, "128-bit SIMD integer arithmetic operations"),
	SIMD_INT_128(0x40, SHUFFLE_MOVE, 0, "128-bit SIMD integer shuffles and moves"),
	A(0x13, 0x01, "LOAD_DISPATCH.RS", 0,
	  "Loads dispatched from the reservation station, bypassing the memory order buffer"),
	LOAD_DISPATCH(0x02, RS_DELAYED, 0,
		      "Loads dispatched from the reservation station one stage late (stage 305)"),
	LOAD_DISPATCH(0x04, MOB, 0, "Loads dispatched again from the memory order buffer"),
	LOAD_DISPATCH(0x07, ANY, 0, "Loads dispatched, from any source"),
	ARITH(0x01, CYCLES_DIV_BUSY, 0, "Cycles in which the divider is busy"),
	ARITH(0x01, DIV, CM(1) | INV | EDGE,
	      "Divide operations executed (ends of divider-busy periods)"),
	ARITH(0x02, MUL, 0, "Multiply operations executed"),
	A(0x17, 0x01, "INST_QUEUE_WRITES", 0, "Instructions written into the instruction queue"),
	A(0x18, 0x01, "INST_DECODED.DEC0", 0, "Instructions that only decoder 0 can decode"),
	A(0x19, 0x01, "TWO_UOP_INSTS_DECODED", 0, "Instructions decoded into two uops"),
	A(0x1e, 0x01, "INST_QUEUE_WRITE_CYCLES", 0,
	  "Cycles in which instructions are written into the instruction queue"),
	A(0x20, 0x01, "LSD_OVERFLOW", 0, "Loops too large to stream from the instruction queue"),
	L2_RQSTS(0x01, LD_HIT, 0, "Loads that hit the L2"),
	L2_RQSTS(0x02, LD_MISS, 0, "Loads that missed the L2"),
	L2_RQSTS(0x03, LOADS, 0, "L2 load requests"),
	L2_RQSTS(0x04, RFO_HIT, 0, "Read-for-ownership requests that hit the L2"),
	L2_RQSTS(0x08, RFO_MISS, 0, "Read-for-ownership requests that missed the L2"),
	L2_RQSTS(0x0c, RFOS, 0, "L2 read-for-ownership requests"),
	L2_RQSTS(0x10, IFETCH_HIT, 0, "Instruction fetches that hit the L2"),
	L2_RQSTS(0x20, IFETCH_MISS, 0, "Instruction fetches that missed the L2"),
	L2_RQSTS(0x30, IFETCHES, 0, "L2 instruction fetch requests"),
	L2_RQSTS(0x40, PREFETCH_HIT, 0, "L2 prefetches that hit the L2"),
	L2_RQSTS(0x80, PREFETCH_MISS, 0, "L2 prefetches that missed the L2"),
	L2_RQSTS(0xaa, MISS, 0, "L2 requests of any kind that missed"),
	L2_RQSTS(0xc0, PREFETCHES, 0, "L2 prefetch requests"),
	L2_RQSTS(0xff, REFERENCES, 0, "L2 requests of any kind"),
	L2_DATA_RQSTS(0x01, DEMAND.I_STATE, 0,
		      "L2 demand data requests finding the line invalid (misses)"),
	L2_DATA_RQSTS(0x02, DEMAND.S_STATE, 0, "L2 demand data requests finding the line shared"),
	L2_DATA_RQSTS(0x04, DEMAND.E_STATE, 0,
		      "L2 demand data requests finding the line exclusive"),
	L2_DATA_RQSTS(0x08, DEMAND.M_STATE, 0, "L2 demand data requests finding the line modified"),
	L2_DATA_RQSTS(0x0f, DEMAND.MESI, 0, "L2 demand data requests, in any state"),
	L2_DATA_RQSTS(0x10, PREFETCH.I_STATE, 0,
		      "L2 data prefetches finding the line invalid (misses)"),
	L2_DATA_RQSTS(0x20, PREFETCH.S_STATE, 0, "L2 data prefetches finding the line shared"),
	L2_DATA_RQSTS(0x40, PREFETCH.E_STATE, 0, "L2 data prefetches finding the line exclusive"),
	L2_DATA_RQSTS(0x80, PREFETCH.M_STATE, 0, "L2 data prefetches finding the line modified"),
	L2_DATA_RQSTS(0xf0, PREFETCH.MESI, 0, "L2 data prefetches, in any state"),
	L2_DATA_RQSTS(0xff, ANY, 0, "L2 data requests, demand and prefetch"),
	L2_WRITE(0x01, RFO.I_STATE, 0, "Store RFOs to the L2 finding the line invalid (misses)"),
	L2_WRITE(0x02, RFO.S_STATE, 0, "Store RFOs to the L2 finding the line shared"),
	L2_WRITE(0x08, RFO.M_STATE, 0, "Store RFOs to the L2 finding the line modified"),
	L2_WRITE(0x0e, RFO.HIT, 0, "Store RFOs to the L2 that hit"),
	L2_WRITE(0x0f, RFO.MESI, 0, "Store RFOs to the L2"),
	L2_WRITE(0x10, LOCK.I_STATE, 0, "Locked RFOs to the L2 finding the line invalid (misses)"),
	L2_WRITE(0x20, LOCK.S_STATE, 0, "Locked RFOs to the L2 finding the line shared"),
	L2_WRITE(0x40, LOCK.E_STATE, 0, "Locked RFOs to the L2 finding the line exclusive"),
	L2_WRITE(0x80, LOCK.M_STATE, 0, "Locked RFOs to the L2 finding the line modified"),
	L2_WRITE(0xe0, LOCK.HIT, 0, "Locked RFOs to the L2 that hit"),
	L2_WRITE(0xf0, LOCK.MESI, 0, "Locked RFOs to the L2"),
	L1D_WB_L2(0x01, I_STATE, 0, "L1D writebacks finding the line invalid in the L2"),
	L1D_WB_L2(0x02, S_STATE, 0, "L1D writebacks finding the line shared in the L2"),
	L1D_WB_L2(0x04, E_STATE, 0, "L1D writebacks finding the line exclusive in the L2"),
	L1D_WB_L2(0x08, M_STATE, 0, "L1D writebacks finding the line modified in the L2"),
	L1D_WB_L2(0x0f, MESI, 0, "L1D writebacks into the L2"),
	A(0x2e, 0x41, "LONGEST_LAT_CACHE.MISS", 0,
	  "Requests from the core that missed the last-level cache"),
	A(0x2e, 0x4f, "LONGEST_LAT_CACHE.REFERENCE", 0,
	  "Requests from the core to the last-level cache"),
	CPU_CLK_UNHALTED(0x00, THREAD_P, 0, "Core cycles while this thread is not halted"),
	CPU_CLK_UNHALTED(0x00, TOTAL_CYCLES, CM(2) | INV, "Every core cycle, halted or not"),
	CPU_CLK_UNHALTED(0x01, REF_P, 0,
			 "Reference (133 MHz) cycles while this thread is not halted"),
	L1D_CACHE_LD(0x01, I_STATE, 0, "L1D loads finding the line invalid (misses)"),
	L1D_CACHE_LD(0x02, S_STATE, 0, "L1D loads finding the line shared"),
	L1D_CACHE_LD(0x04, E_STATE, 0, "L1D loads finding the line exclusive"),
	L1D_CACHE_LD(0x08, M_STATE, 0, "L1D loads finding the line modified"),
	L1D_CACHE_LD(0x0f, MESI, 0, "L1D loads"),
	L1D_CACHE_ST(0x02, S_STATE, 0, "L1D stores finding the line shared"),
	L1D_CACHE_ST(0x04, E_STATE, 0, "L1D stores finding the line exclusive"),
	L1D_CACHE_ST(0x08, M_STATE, 0, "L1D stores finding the line modified"),
	L1D_CACHE_LOCK(0x01, HIT, 0, "Locked loads that hit the L1D"),
	L1D_CACHE_LOCK(0x02, S_STATE, 0, "Locked loads finding the L1D line shared"),
	L1D_CACHE_LOCK(0x04, E_STATE, 0, "Locked loads finding the L1D line exclusive"),
	L1D_CACHE_LOCK(0x08, M_STATE, 0, "Locked loads finding the L1D line modified"),
	E(0x43, 0x01, "L1D_ALL_REF.ANY", C01, 0, "References of any kind to the L1D"),
	E(0x43, 0x02, "L1D_ALL_REF.CACHEABLE", C01, 0, "Cacheable loads and stores to the L1D"),
	DTLB_MISSES(0x01, ANY, 0, "Accesses that missed the first-level DTLB"),
	DTLB_MISSES(0x02, WALK_COMPLETED, 0, "Page walks completed for DTLB misses"),
	DTLB_MISSES(0x10, STLB_HIT, 0,
		    "Accesses that missed the first-level DTLB but hit the second-level TLB"),
	E(0x4c, 0x01, "LOAD_HIT_PRE", C01, 0,
	  "Loads that collided with an outstanding software prefetch"),
	L1D_PREFETCH(0x01, REQUESTS, 0, "L1D hardware prefetcher requests"),
	L1D_PREFETCH(0x02, MISS, 0, "L1D hardware prefetcher requests that missed the L1D"),
	L1D_PREFETCH(0x04, TRIGGERS, 0, "Times the L1D hardware prefetcher was triggered"),
	L1D(0x01, REPL, 0, "Lines brought into the L1D"),
	L1D(0x02, M_REPL, 0, "Lines brought into the L1D in the modified state"),
	L1D(0x04, M_EVICT, 0, "Modified lines evicted from the L1D"),
	L1D(0x08, M_SNOOP_EVICT, 0, "Modified L1D lines evicted by a snoop"),
	E(0x52, 0x01, "L1D_CACHE_PREFETCH_LOCK_FB_HIT", C01, 0,
	  "Prefetch load locks accepted by a fill buffer"),
	E(0x53, 0x01, "L1D_CACHE_LOCK_FB_HIT", C01, 0, "Load locks accepted by a fill buffer"),
	E(0x63, 0x01, "CACHE_LOCK_CYCLES.L1D_L2", C01, 0,
	  "Cycles in which the L1D and the L2 are locked"),
	E(0x63, 0x02, "CACHE_LOCK_CYCLES.L1D", C01, 0, "Cycles in which the L1D is locked"),
	A(0x6c, 0x01, "IO_TRANSACTIONS", 0, "I/O transactions"),
	L1I(0x01, HITS, 0, "Instruction fetches that hit the L1I"),
	L1I(0x02, MISSES, 0, "Instruction fetches that missed the L1I"),
	L1I(0x03, READS, 0, "Instruction fetches from the L1I"),
	L1I(0x04, CYCLES_STALLED, 0, "Cycles in which instruction fetch stalls"),
	A(0x82, 0x01, "LARGE_ITLB.HIT", 0, "Instruction fetches that hit the large-page ITLB"),
	A(0x85, 0x01, "ITLB_MISSES.ANY", 0, "Instruction fetches that missed the ITLB"),
	A(0x85, 0x02, "ITLB_MISSES.WALK_COMPLETED", 0, "Page walks completed for ITLB misses"),
	ILD_STALL(0x01, LCP, 0, "Length decoder stall cycles caused by length-changing prefixes"),
	ILD_STALL(0x02, MRU, 0,
		  "Length decoder stall cycles caused by the branch predictor's MRU bypass"),
	ILD_STALL(0x04, IQ_FULL, 0,
		  "Length decoder stall cycles caused by a full instruction queue"),
	ILD_STALL(0x08, REGEN, 0, "Length decoder stall cycles caused by regeneration"),
	ILD_STALL(0x0f, ANY, 0, "Length decoder stall cycles, for any reason"),
	BR_INST_EXEC(0x01, COND, 0, "Conditional branches executed"),
	BR_INST_EXEC(0x02, DIRECT, 0, "Unconditional direct branches executed"),
	BR_INST_EXEC(0x04, INDIRECT_NON_CALL, 0, "Indirect branches other than calls executed"),
	BR_INST_EXEC(0x07, NON_CALLS, 0, "Branches other than calls executed"),
	BR_INST_EXEC(0x08, RETURN_NEAR, 0, "Near returns executed"),
	BR_INST_EXEC(0x10, DIRECT_NEAR_CALL, 0, "Direct near calls executed"),
	BR_INST_EXEC(0x20, INDIRECT_NEAR_CALL, 0, "Indirect near calls executed"),
	BR_INST_EXEC(0x30, NEAR_CALLS, 0, "Near calls executed"),
	BR_INST_EXEC(0x40, TAKEN, 0, "Taken branches executed"),
	BR_INST_EXEC(0x7f, ANY, 0, "Branches executed"),
	BR_MISP_EXEC(0x01, COND, 0, "Mispredicted conditional branches executed"),
	BR_MISP_EXEC(0x02, DIRECT, 0, "Mispredicted unconditional direct branches executed"),
	BR_MISP_EXEC(0x04, INDIRECT_NON_CALL, 0,
		     "Mispredicted indirect branches other than calls executed"),
	BR_MISP_EXEC(0x07, NON_CALLS, 0, "Mispredicted branches other than calls executed"),
	BR_MISP_EXEC(0x08, RETURN_NEAR, 0, "Mispredicted near returns executed"),
	BR_MISP_EXEC(0x10, DIRECT_NEAR_CALL, 0, "Mispredicted direct near calls executed"),
	BR_MISP_EXEC(0x20, INDIRECT_NEAR_CALL, 0, "Mispredicted indirect near calls executed"),
	BR_MISP_EXEC(0x30, NEAR_CALLS, 0, "Mispredicted near calls executed"),
	BR_MISP_EXEC(0x40, TAKEN, 0, "Mispredicted taken branches executed"),
	BR_MISP_EXEC(0x7f, ANY, 0, "Mispredicted branches executed"),
	A(0xa2, 0x01, "RESOURCE_STALLS.ANY", 0,
	  "Cycles in which allocation stalls for lack of a resource (and some other causes)"),
	RESOURCE_STALLS(0x02, LOAD, 0, "Allocation stall cycles for lack of a load buffer entry"),
	RESOURCE_STALLS(0x04, RS_FULL, 0,
			"Allocation stall cycles with the reservation station full"),
	RESOURCE_STALLS(0x08, STORE, 0, "Allocation stall cycles for lack of a store buffer entry"),
	RESOURCE_STALLS(0x10, ROB_FULL, 0, "Allocation stall cycles with the reorder buffer full"),
	RESOURCE_STALLS(0x20, FPCW, 0, "Stall cycles after a write of the x87 control word"),
	RESOURCE_STALLS(0x40, MXCSR, 0,
			"Stall cycles for an MXCSR rename too soon after the previous one"),
	RESOURCE_STALLS(0x80, OTHER, 0, "Stall cycles for other resources"),
	A(0xa6, 0x01, "MACRO_INSTS.FUSIONS_DECODED", 0,
	  "Instructions decoded as a macro-fused pair"),
	A(0xa7, 0x01, "BACLEAR_FORCE_IQ", 0,
	  "Branch address calculator clears forced by the instruction queue"),
	LSD(0x01, UOPS, 0, "Uops delivered by the loop stream detector"),
	LSD(0x01, ACTIVE, CM(1), "Cycles in which the loop stream detector delivers uops"),
	LSD(0x01, INACTIVE, CM(1) | INV,
	    "Cycles in which the loop stream detector delivers no uop"),
	A(0xae, 0x01, "ITLB_FLUSH", 0, "ITLB flushes"),
	A(0xb0, 0x40, "OFFCORE_REQUESTS.L1D_WRITEBACK", 0, "L1D writebacks sent off the core"),
	A(0xb7, 0x01, "OFFCORE_RESPONSE_0", BPE_OFFCORE,
	  "Off-core requests and responses that offcore_rsp= selects (MSR_OFFCORE_RSP_0)"),
	A(0xb2, 0x01, "OFFCORE_REQUESTS_SQ_FULL", 0,
	  "Off-core requests refused because the super queue is full"),
	SNOOP_RESPONSE(0x01, HIT, 0, "Snoops this thread answered with HIT"),
	SNOOP_RESPONSE(0x02, HITE, 0, "Snoops this thread answered with HITE"),
	SNOOP_RESPONSE(0x04, HITM, 0, "Snoops this thread answered with HITM"),
	UOPS_EXECUTED(0x01, PORT0, 0, "Uops executed on port 0"),
	UOPS_EXECUTED(0x02, PORT1, 0, "Uops executed on port 1"),
	UOPS_EXECUTED(0x04, PORT2_CORE, ANY, "Uops executed on port 2, both threads of the core"),
	UOPS_EXECUTED(0x08, PORT3_CORE, ANY, "Uops executed on port 3, both threads of the core"),
	UOPS_EXECUTED(0x10, PORT4_CORE, ANY, "Uops executed on port 4, both threads of the core"),
	UOPS_EXECUTED(0x1f, CORE_ACTIVE_CYCLES_NO_PORT5, CM(1) | ANY,
		      "Cycles in which the core executes uops on ports 0-4"),
	UOPS_EXECUTED(0x1f, CORE_STALL_COUNT_NO_PORT5, CM(1) | INV | EDGE | ANY,
		      "Periods in which the core executes no uop on ports 0-4"),
	UOPS_EXECUTED(0x1f, CORE_STALL_CYCLES_NO_PORT5, CM(1) | INV | ANY,
		      "Cycles in which the core executes no uop on ports 0-4"),
	UOPS_EXECUTED(0x20, PORT5, 0, "Uops executed on port 5"),
	UOPS_EXECUTED(0x3f, CORE_ACTIVE_CYCLES, CM(1) | ANY,
		      "Cycles in which the core executes uops on any port"),
	UOPS_EXECUTED(0x3f, CORE_STALL_COUNT, CM(1) | INV | EDGE | ANY,
		      "Periods in which the core executes no uop on any port"),
	UOPS_EXECUTED(0x3f, CORE_STALL_CYCLES, CM(1) | INV | ANY,
		      "Cycles in which the core executes no uop on any port"),
	UOPS_EXECUTED(0x40, PORT015, 0, "Uops executed on ports 0, 1 and 5"),
	UOPS_EXECUTED(0x40, PORT015_STALL_CYCLES, CM(1) | INV,
		      "Cycles in which no uop executes on ports 0, 1 and 5"),
	UOPS_EXECUTED(0x80, PORT234_CORE, ANY,
		      "Uops executed on ports 2, 3 and 4, both threads of the core"),
	INST_RETIRED(0x01, ANY_P, PEBS, "Instructions retired, on a general-purpose counter"),
	INST_RETIRED(0x01, TOTAL_CYCLES, CM(16) | INV | PEBS,
		     "Every core cycle, counted through the retirement event"),
	INST_RETIRED(0x01, TOTAL_CYCLES_PS, CM(16) | INV | PEBS | BPE_PRECISE,
		     "Every core cycle, counted through the retirement event, precise only"),
	INST_RETIRED(0x02, X87, PEBS, "x87 floating-point instructions retired"),
	INST_RETIRED(0x04, MMX, PEBS, "MMX instructions retired"),
	UOPS_RETIRED(0x01, ANY, PEBS, "Uops retired"),
	UOPS_RETIRED(0x01, ACTIVE_CYCLES, CM(1) | PEBS, "Cycles in which uops retire"),
	UOPS_RETIRED(0x01, STALL_CYCLES, CM(1) | INV | PEBS, "Cycles in which no uop retires"),
	UOPS_RETIRED(0x01, TOTAL_CYCLES, CM(16) | INV | PEBS,
		     "Every core cycle, counted through the uop retirement event"),
	UOPS_RETIRED(0x02, RETIRE_SLOTS, PEBS, "Retirement slots used"),
	UOPS_RETIRED(0x04, MACRO_FUSED, PEBS, "Macro-fused uops retired"),
	MACHINE_CLEARS(0x01, CYCLES, 0, "Cycles in which a machine clear is asserted"),
	MACHINE_CLEARS(0x02, MEM_ORDER, 0, "Pipeline restarts for memory ordering conflicts"),
	MACHINE_CLEARS(0x04, SMC, 0, "Pipeline restarts for self-modifying code"),
	BR_INST_RETIRED(0x01, CONDITIONAL, PEBS, "Conditional branches retired"),
	BR_INST_RETIRED(0x02, NEAR_CALL, PEBS, "Near calls retired"),
	BR_INST_RETIRED(0x04, ALL_BRANCHES, PEBS, "Branches retired"),
	A(0xc5, 0x02, "BR_MISP_RETIRED.NEAR_CALL", PEBS, "Mispredicted near calls retired"),
	SSEX_UOPS_RETIRED(0x01, PACKED_SINGLE, PEBS, "Packed single-precision SIMD uops retired"),
	SSEX_UOPS_RETIRED(0x02, SCALAR_SINGLE, PEBS, "Scalar single-precision SIMD uops retired"),
	SSEX_UOPS_RETIRED(0x04, PACKED_DOUBLE, PEBS, "Packed double-precision SIMD uops retired"),
	SSEX_UOPS_RETIRED(0x08, SCALAR_DOUBLE, PEBS, "Scalar double-precision SIMD uops retired"),
	SSEX_UOPS_RETIRED(0x10, VECTOR_INTEGER, PEBS, "SIMD integer vector uops retired"),
	A(0xc8, 0x20, "ITLB_MISS_RETIRED", PEBS,
	  "Retired instructions whose fetch missed the ITLB"),
	MEM_LOAD_RETIRED(0x01, L1D_HIT, PEBS, "Retired loads that hit the L1D"),
	MEM_LOAD_RETIRED(0x02, L2_HIT, PEBS, "Retired loads that hit the L2"),
	A(0xcb, 0x04, "MEM_LOAD_RETIRED.LLC_UNSHARED_HIT", PEBS,
	  "Retired loads that hit the last-level cache with no other core sharing the line"),
	MEM_LOAD_RETIRED(0x08, OTHER_CORE_L2_HIT_HITM, PEBS,
			 "Retired loads that hit a sibling core's L2, modified or not"),
	MEM_LOAD_RETIRED(0x10, LLC_MISS, PEBS, "Retired loads that missed the last-level cache"),
	A(0xcb, 0x40, "MEM_LOAD_RETIRED.HIT_LFB", PEBS,
	  "Retired loads that missed the L1D but hit a line fill buffer already allocated"),
	MEM_LOAD_RETIRED(0x80, DTLB_MISS, PEBS, "Retired loads that missed the DTLB"),
	FP_MMX_TRANS(0x01, TO_FP, 0, "Transitions from MMX to x87 floating-point instructions"),
	FP_MMX_TRANS(0x02, TO_MMX, 0, "Transitions from x87 floating-point to MMX instructions"),
	FP_MMX_TRANS(0x03, ANY, 0,
		     "Transitions between x87 floating-point and MMX instructions, either way"),
	A(0xd0, 0x01, "MACRO_INSTS.DECODED", 0, "Instructions decoded"),
	UOPS_DECODED(0x01, STALL_CYCLES, CM(1) | INV, "Cycles in which no uop is decoded"),
	UOPS_DECODED(0x02, MS_CYCLES_ACTIVE, CM(1),
		     "Cycles in which the microcode sequencer delivers uops"),
	UOPS_DECODED(0x04, ESP_FOLDING, 0, "Stack pointer updates folded into the stack engine"),
	UOPS_DECODED(0x08, ESP_SYNC, 0, "Stack engine synchronisations of the stack pointer"),
	RAT_STALLS(0x01, FLAGS, 0, "Register allocation stall cycles on flags"),
	RAT_STALLS(0x02, REGISTERS, 0, "Register allocation stall cycles on partial registers"),
	RAT_STALLS(0x04, ROB_READ_PORT, 0,
		   "Register allocation stall cycles on reorder buffer read ports"),
	RAT_STALLS(0x08, SCOREBOARD, 0, "Register allocation stall cycles on the scoreboard"),
	RAT_STALLS(0x0f, ANY, 0, "Register allocation stall cycles, for any reason"),
	A(0xd4, 0x01, "SEG_RENAME_STALLS", 0, "Stall cycles for segment register renames"),
	A(0xd5, 0x01, "ES_REG_RENAMES", 0, "Renames of the ES segment register"),
	A(0xdb, 0x01, "UOP_UNFUSION", 0,
	  "Fused uops split again because of a floating-point exception"),
	A(0xe0, 0x01, "BR_INST_DECODED", 0, "Branches decoded"),
	A(0xe5, 0x01, "BPU_MISSED_CALL_RET", 0,
	  "Calls and returns the branch prediction unit did not predict"),
	A(0xe6, 0x01, "BACLEAR.CLEAR", 0, "Branch address calculator clears, for any reason"),
	A(0xe6, 0x02, "BACLEAR.BAD_TARGET", 0,
	  "Branch address calculator clears for a wrong target"),
	A(0xe8, 0x01, "BPU_CLEARS.EARLY", 0, "Early clears of the branch prediction unit"),
	A(0xe8, 0x02, "BPU_CLEARS.LATE", 0, "Late clears of the branch prediction unit"),
	L2_TRANSACTIONS(0x01, LOAD, 0, "L2 load transactions"),
	L2_TRANSACTIONS(0x02, RFO, 0, "L2 read-for-ownership transactions"),
	L2_TRANSACTIONS(0x04, IFETCH, 0, "L2 instruction fetch transactions"),
	L2_TRANSACTIONS(0x08, PREFETCH, 0, "L2 prefetch transactions"),
	L2_TRANSACTIONS(0x10, L1D_WB, 0, "L2 transactions for L1D writebacks"),
	L2_TRANSACTIONS(0x20, FILL, 0, "L2 fill transactions"),
	L2_TRANSACTIONS(0x40, WB, 0, "L2 writebacks to the last-level cache"),
	L2_TRANSACTIONS(0x80, ANY, 0, "L2 transactions of any kind"),
	L2_LINES_IN(0x02, S_STATE, 0, "Lines brought into the L2 in the shared state"),
	L2_LINES_IN(0x04, E_STATE, 0, "Lines brought into the L2 in the exclusive state"),
	L2_LINES_IN(0x07, ANY, 0, "Lines brought into the L2"),
	L2_LINES_OUT(0x01, DEMAND_CLEAN, 0, "Clean L2 lines evicted for a demand request"),
	L2_LINES_OUT(0x02, DEMAND_DIRTY, 0, "Modified L2 lines evicted for a demand request"),
	L2_LINES_OUT(0x04, PREFETCH_CLEAN, 0, "Clean L2 lines evicted for a prefetch"),
	L2_LINES_OUT(0x08, PREFETCH_DIRTY, 0, "Modified L2 lines evicted for a prefetch"),
	L2_LINES_OUT(0x0f, ANY, 0, "L2 lines evicted"),
	A(0xf4, 0x10, "SQ_MISC.SPLIT_LOCK", 0,
	  "Locked accesses that split across a cache line boundary"),
	A(0xf6, 0x01, "SQ_FULL_STALL_CYCLES", 0, "Cycles stalled because the super queue is full"),
	FP_ASSIST(0x01, ALL, PEBS, "x87 floating-point operations that needed a microcode assist"),
	FP_ASSIST(0x02, OUTPUT, PEBS, "x87 floating-point assists for an invalid output"),
	FP_ASSIST(0x04, INPUT, PEBS, "x87 floating-point assists for an invalid input"),
	SIMD_INT_64(0x01, PACKED_MPY, 0, "64-bit SIMD integer multiplies"),
	SIMD_INT_64(0x02, PACKED_SHIFT, 0, "64-bit SIMD integer shifts"),
	SIMD_INT_64(0x04, PACK, 0, "64-bit SIMD integer pack operations"),
	SIMD_INT_64(0x08, UNPACK, 0, "64-bit SIMD integer unpack operations"),
	SIMD_INT_64(0x10, PACKED_LOGICAL, 0, "64-bit SIMD integer logical operations"),
	SIMD_INT_64(0x20, PACKED_ARITH, 0, "64-bit SIMD integer arithmetic operations"),
	SIMD_INT_64(0x40, SHUFFLE_MOVE, 0, "64-bit SIMD integer shuffles and moves"),
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

	for (i = 0; i < ARRAY_SIZE(topics); i++)
		for (j = 0; j < ARRAY_SIZE(topics[i].codes) && topics[i].codes[j]; j++)
			if (topics[i].codes[j] == e->event)
				return topics[i].topic;
	return "pipeline";
}
