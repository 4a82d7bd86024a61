/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Xeon 7500 (Nehalem-EX) uncore U-, C- and W-box events: Uncore Programming
 * Guide 323535-001 over likwid's perfmon_nehalemEX_events.txt and mainline.
 * Descriptions reach tools/boxpmu-events only (list, perf JSON).
 */
#ifndef NHMEX_EVENTS_H
#define NHMEX_EVENTS_H

#include <boxpmu/events.h>

/*
 * U-box: Tables 2-6 (p.2-5: ev_sel and edge only) and 2-8 (codes, p.2-6):
 * RECOV 0x1df, CORRECTED_ERR 0x1e4, FATAL_ERR 0x1e6 left out (no bit 8).
 * UNVERIFIED: definitions (p.2-7) unreadable: descriptions read the names.
 */
#ifdef BOXPMU_EVENT_TABLES_UBOX
static const struct boxpmu_event_desc nhmex_ubox_events[] = {
#include "nhmex_events_ubox.h"
	{ }
};

/*
 * Westmere-EX: 0x05-0x07 from LIKWID's list alone (d9c523b1; UNVERIFIED,
 * descriptions read the names); UNCORRECTED_ERR 0x1e5 left out for bit 8.
 */
static const struct boxpmu_event_desc wsmex_ubox_events[] = {
#include "nhmex_events_ubox.h"
	BOXPMU_EVENT(buf_valid_door_bell, "event=0x05",
		     "Broadcast buffer valid, doorbell message, by name only (unit unknown)"),
	BOXPMU_EVENT(buf_valid_pm_in, "event=0x06",
		     "Broadcast buffer valid, inbound power management, by name (unit unknown)"),
	BOXPMU_EVENT(buf_valid_pm_out, "event=0x07",
		     "Broadcast buffer valid, outbound power management, by name (unit unknown)"),
	{ }
};
#endif

/*
 * C-box: Table 2-13 (p.2-15), sections 2.3.5 and 2.3.6 (p.2-27 read: SNPS,
 * STARVED_EGRESS, TRANS_IPQ); umask 0x00 counts nothing for events with
 * sub-events. UNVERIFIED: other codes, umasks (likwid's) and descriptions.
 */
#ifdef BOXPMU_EVENT_TABLES_CBOX
#define CBOX_LLC_VICTIMS_ALL		"event=0x17,umask=0x1f"
#define CBOX_LLC_VICTIMS_ALL_DESC \
	"LLC victims in any state, plus fills that evicted none"
static const struct boxpmu_event_desc nhmex_cbox_events[] = {
#include "nhmex_events_cbox.h"
	{ }
};

#undef CBOX_LLC_VICTIMS_ALL
#undef CBOX_LLC_VICTIMS_ALL_DESC

/*
 * Westmere-EX: 0x29-0x3C and LLC_VICTIMS_ALL's umask 0x0f (no FILL_WITHOUT_
 * VICTIMS) from LIKWID's list alone (UNVERIFIED; descriptions read names).
 */
#define CBOX_LLC_VICTIMS_ALL		"event=0x17,umask=0x0f"
#define CBOX_LLC_VICTIMS_ALL_DESC \
	"LLC victims (lines evicted) in any of the M, E, S, F states"
#define CBOX_WSM(_n, _e, _d)	BOXPMU_EVENT(_n, "event=" #_e, _d ", by name only (unit unknown)"),
static const struct boxpmu_event_desc wsmex_cbox_events[] = {
#include "nhmex_events_cbox.h"
	CBOX_WSM(spl_dead, 0x29, "SPL_DEAD")
	CBOX_WSM(spl_arb_pri_sw, 0x2a, "SPL arbitration priority switches")
	CBOX_WSM(spl_not_co, 0x2b, "SPL_NOT_CO")
	CBOX_WSM(spl_co_sb, 0x2c, "SPL_CO toward the nearest S-box")
	CBOX_WSM(spl_co_nsb, 0x2d, "SPL_CO away from the nearest S-box")
	CBOX_WSM(spl_in_full_irq, 0x2e, "SPL_IN_FULL_IRQ")
	CBOX_WSM(spl_egr_sb, 0x2f, "SPL egress toward the nearest S-box")
	CBOX_WSM(spl_egr_nsb, 0x30, "SPL egress away from the nearest S-box")
	CBOX_WSM(igr_op_sram, 0x31, "ingress SRAM operations")
	CBOX_WSM(igr_op_uc, 0x32, "ingress uncacheable operations")
	BOXPMU_EVENT(arb_wins_p2c_sb, "event=0x33",
		     "P2C arbitration wins toward the nearest S-box, by name (unit unknown)"),
	BOXPMU_EVENT(arb_wins_p2c_nsb, "event=0x34",
		     "P2C arbitration wins away from the nearest S-box, by name (unit unknown)"),
	CBOX_WSM(spoof_crd_empty, 0x35, "spoof credits empty")
	CBOX_WSM(idf_nonzero_no_bl_crd, 0x36, "IDF non-zero without a BL credit")
	CBOX_WSM(idf_nonzero_no_vld, 0x37, "IDF non-zero without valid")
	CBOX_WSM(bounce_assert, 0x38, "bounce assertions")
	CBOX_WSM(bounce_deassert, 0x39, "bounce deassertions")
	CBOX_WSM(spoof_assert, 0x3a, "spoof assertions")
	CBOX_WSM(spoof_deassert, 0x3b, "spoof deassertions")
	CBOX_WSM(igr_bid_blocked, 0x3c, "ingress bids blocked")
	{ }
};

#undef CBOX_WSM
#undef CBOX_LLC_VICTIMS_ALL
#undef CBOX_LLC_VICTIMS_ALL_DESC
#endif

/*
 * W-box: Table 2-98 (W_MSR_PMON_EVT_SEL, p.2-127), Table 2-99 (fixed
 * counter, p.2-127), Table 2-102 (events by code, p.2-128: only 0x00-0x04,
 * 0x07, 0x08; at most 1 a cycle). UNVERIFIED: umask as a core mask and the
 * c0..c7/c_all names are likwid's; the guide's text (p.2-129) was cut off.
 */
#ifdef BOXPMU_EVENT_TABLES_WBOX
#define WBOX_CORES(_n, _e, _pre, _post)						\
	WBOX_CORE(_n##_c0, _e, 0x01, _pre "core 0" _post)			\
	WBOX_CORE(_n##_c1, _e, 0x02, _pre "core 1" _post)			\
	WBOX_CORE(_n##_c2, _e, 0x04, _pre "core 2" _post)			\
	WBOX_CORE(_n##_c3, _e, 0x08, _pre "core 3" _post)			\
	WBOX_CORE(_n##_c4, _e, 0x10, _pre "core 4" _post)			\
	WBOX_CORE(_n##_c5, _e, 0x20, _pre "core 5" _post)			\
	WBOX_CORE(_n##_c6, _e, 0x40, _pre "core 6" _post)			\
	WBOX_CORE(_n##_c7, _e, 0x80, _pre "core 7" _post)			\
	WBOX_CORE(_n##_c_all, _e, 0xff, _pre "cores 0-7" _post)
#define WBOX_CORE(_n, _e, _u, _d) \
	BOXPMU_EVENT_EU(_n, _e, _u, _d " (at most 1 per uncore clock)"),
static const struct boxpmu_event_desc nhmex_wbox_events[] = {
	/* 0xff: no hardware ev_sel, it selects the fixed counter (as mainline) */
	BOXPMU_EVENT(clockticks, "event=0xff,umask=0x00",
		     "Uncore clock cycles, counted by the W-box fixed counter"),
	/* the guide's name; likwid's is C_C0_THROTTLE_TMP */
	WBOX_CORES(c_throttle_tmp, 0x00, "Throttling of ", " for temperature")
	WBOX_CORES(c_c0_throttle_die, 0x01, "Throttling of ", " in C0")
	WBOX_CORE(prochot, 0x02, 0x00, "PROCHOT asserted, package-wide")
	/* the guide's name; likwid's is C_C0_THROTTLE_PROCHOT */
	WBOX_CORES(c0_throttle_prochot, 0x03, "Throttling of ", " in C0 due to FORCEPR")
	WBOX_CORES(c_cycles_turbo, 0x04, "C0-at-turbo cycles, ", "")
	WBOX_CORES(tm1_on, 0x07, "TM1 throttling on, ", "")
	WBOX_CORES(ratio_change_abort, 0x08, "Ratio changes aborted, ", "")
	{ }
};

#undef WBOX_CORE
#undef WBOX_CORES
#endif

#endif /* NHMEX_EVENTS_H */
