/* SPDX-License-Identifier: GPL-2.0 */
/* Named events of the Xeon 7500 (Nehalem-EX) uncore U-, C- and W-boxes. */
#ifndef NHMEX_EVENTS_H
#define NHMEX_EVENTS_H

/*
 * Source: the Uncore Programming Guide 323535-001, cross-checked with
 * likwid's perfmon_nehalemEX_events.txt and mainline; where they disagree
 * the guide wins. The includer defines BOXPMU_EVENT_TABLES_<BOX>.
 * BOXPMU_EVENT()'s description is dropped by the kernel; tools/boxpmu-events
 * prints it and writes it into perf's JSON.
 */

/*
 * U-box: Table 2-6 (U_MSR_PMON_EVT_SEL, p.2-5: ev_sel and edge only) and
 * Table 2-8 (events by code, p.2-6). Its three-digit codes are read as
 * ev_sel; RECOV 0x1df, CORRECTED_ERR 0x1e4 and FATAL_ERR 0x1e6 are left
 * out, as Table 2-6 has no field for bit 8. UNVERIFIED: the definitions
 * (p.2-7) were not readable: descriptions read the names, units unknown.
 */
#ifdef BOXPMU_EVENT_TABLES_UBOX
static const struct boxpmu_event_desc nhmex_ubox_events[] = {
#include "nhmex_events_ubox.h"
	{ }
};

/*
 * Westmere-EX adds 0x05-0x07 from LIKWID's Westmere-EX list alone (likwid
 * d9c523b1; UNVERIFIED: no manual defines them, the descriptions read the
 * names). Its UNCORRECTED_ERR 0x1e5 is left out for bit 8.
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
 * C-box: Table 2-13 (C_MSR_PMON_EVT_SEL, p.2-15), section 2.3.5 and the
 * event list (section 2.3.6; p.2-27 read: SNPS, STARVED_EGRESS, TRANS_IPQ).
 * umask 0x00 counts nothing for events with sub-events (guide). UNVERIFIED:
 * the other codes and umasks are likwid's, their descriptions the names'.
 */
#ifdef BOXPMU_EVENT_TABLES_CBOX
/* LLC_VICTIMS_ALL: M, E, S, F victims and fills without one (likwid) */
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
 * Westmere-EX adds 0x29-0x3C from LIKWID's Westmere-EX list alone, which
 * also gives LLC_VICTIMS_ALL umask 0x0f, without FILL_WITHOUT_VICTIMS
 * (UNVERIFIED, all: no manual defines them; descriptions read the names).
 */
#define CBOX_LLC_VICTIMS_ALL		"event=0x17,umask=0x0f"
#define CBOX_LLC_VICTIMS_ALL_DESC \
	"LLC victims (lines evicted) in any of the M, E, S, F states"
static const struct boxpmu_event_desc wsmex_cbox_events[] = {
#include "nhmex_events_cbox.h"
	BOXPMU_EVENT(spl_dead, "event=0x29",
		     "SPL_DEAD, by name only (unit unknown)"),
	BOXPMU_EVENT(spl_arb_pri_sw, "event=0x2a",
		     "SPL arbitration priority switches, by name only (unit unknown)"),
	BOXPMU_EVENT(spl_not_co, "event=0x2b",
		     "SPL_NOT_CO, by name only (unit unknown)"),
	BOXPMU_EVENT(spl_co_sb, "event=0x2c",
		     "SPL_CO toward the nearest S-box, by name only (unit unknown)"),
	BOXPMU_EVENT(spl_co_nsb, "event=0x2d",
		     "SPL_CO away from the nearest S-box, by name only (unit unknown)"),
	BOXPMU_EVENT(spl_in_full_irq, "event=0x2e",
		     "SPL_IN_FULL_IRQ, by name only (unit unknown)"),
	BOXPMU_EVENT(spl_egr_sb, "event=0x2f",
		     "SPL egress toward the nearest S-box, by name only (unit unknown)"),
	BOXPMU_EVENT(spl_egr_nsb, "event=0x30",
		     "SPL egress away from the nearest S-box, by name only (unit unknown)"),
	BOXPMU_EVENT(igr_op_sram, "event=0x31",
		     "ingress SRAM operations, by name only (unit unknown)"),
	BOXPMU_EVENT(igr_op_uc, "event=0x32",
		     "ingress uncacheable operations, by name only (unit unknown)"),
	BOXPMU_EVENT(arb_wins_p2c_sb, "event=0x33",
		     "P2C arbitration wins toward the nearest S-box, by name (unit unknown)"),
	BOXPMU_EVENT(arb_wins_p2c_nsb, "event=0x34",
		     "P2C arbitration wins away from the nearest S-box, by name (unit unknown)"),
	BOXPMU_EVENT(spoof_crd_empty, "event=0x35",
		     "spoof credits empty, by name only (unit unknown)"),
	BOXPMU_EVENT(idf_nonzero_no_bl_crd, "event=0x36",
		     "IDF non-zero without a BL credit, by name only (unit unknown)"),
	BOXPMU_EVENT(idf_nonzero_no_vld, "event=0x37",
		     "IDF non-zero without valid, by name only (unit unknown)"),
	BOXPMU_EVENT(bounce_assert, "event=0x38",
		     "bounce assertions, by name only (unit unknown)"),
	BOXPMU_EVENT(bounce_deassert, "event=0x39",
		     "bounce deassertions, by name only (unit unknown)"),
	BOXPMU_EVENT(spoof_assert, "event=0x3a",
		     "spoof assertions, by name only (unit unknown)"),
	BOXPMU_EVENT(spoof_deassert, "event=0x3b",
		     "spoof deassertions, by name only (unit unknown)"),
	BOXPMU_EVENT(igr_bid_blocked, "event=0x3c",
		     "ingress bids blocked, by name only (unit unknown)"),
	{ }
};

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
static const struct boxpmu_event_desc nhmex_wbox_events[] = {
	/* 0xff: no hardware ev_sel, it selects the fixed counter (as mainline) */
	BOXPMU_EVENT(clockticks, "event=0xff,umask=0x00",
		     "Uncore clock cycles, counted by the W-box fixed counter"),
	/* the guide's name; likwid's is C_C0_THROTTLE_TMP */
	BOXPMU_EVENT(c_throttle_tmp_c0, "event=0x00,umask=0x01",
		     "Throttling of core 0 for temperature (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_throttle_tmp_c1, "event=0x00,umask=0x02",
		     "Throttling of core 1 for temperature (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_throttle_tmp_c2, "event=0x00,umask=0x04",
		     "Throttling of core 2 for temperature (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_throttle_tmp_c3, "event=0x00,umask=0x08",
		     "Throttling of core 3 for temperature (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_throttle_tmp_c4, "event=0x00,umask=0x10",
		     "Throttling of core 4 for temperature (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_throttle_tmp_c5, "event=0x00,umask=0x20",
		     "Throttling of core 5 for temperature (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_throttle_tmp_c6, "event=0x00,umask=0x40",
		     "Throttling of core 6 for temperature (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_throttle_tmp_c7, "event=0x00,umask=0x80",
		     "Throttling of core 7 for temperature (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_throttle_tmp_c_all, "event=0x00,umask=0xff",
		     "Throttling of cores 0-7 for temperature (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_c0_throttle_die_c0, "event=0x01,umask=0x01",
		     "Throttling of core 0 in C0 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_c0_throttle_die_c1, "event=0x01,umask=0x02",
		     "Throttling of core 1 in C0 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_c0_throttle_die_c2, "event=0x01,umask=0x04",
		     "Throttling of core 2 in C0 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_c0_throttle_die_c3, "event=0x01,umask=0x08",
		     "Throttling of core 3 in C0 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_c0_throttle_die_c4, "event=0x01,umask=0x10",
		     "Throttling of core 4 in C0 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_c0_throttle_die_c5, "event=0x01,umask=0x20",
		     "Throttling of core 5 in C0 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_c0_throttle_die_c6, "event=0x01,umask=0x40",
		     "Throttling of core 6 in C0 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_c0_throttle_die_c7, "event=0x01,umask=0x80",
		     "Throttling of core 7 in C0 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_c0_throttle_die_c_all, "event=0x01,umask=0xff",
		     "Throttling of cores 0-7 in C0 (at most 1 per uncore clock)"),
	/* package-wide, no core select */
	BOXPMU_EVENT(prochot, "event=0x02,umask=0x00",
		     "PROCHOT asserted, package-wide (at most 1 per uncore clock)"),
	/* the guide's name; likwid's is C_C0_THROTTLE_PROCHOT */
	BOXPMU_EVENT(c0_throttle_prochot_c0, "event=0x03,umask=0x01",
		     "Throttling of core 0 in C0 due to FORCEPR (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c0_throttle_prochot_c1, "event=0x03,umask=0x02",
		     "Throttling of core 1 in C0 due to FORCEPR (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c0_throttle_prochot_c2, "event=0x03,umask=0x04",
		     "Throttling of core 2 in C0 due to FORCEPR (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c0_throttle_prochot_c3, "event=0x03,umask=0x08",
		     "Throttling of core 3 in C0 due to FORCEPR (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c0_throttle_prochot_c4, "event=0x03,umask=0x10",
		     "Throttling of core 4 in C0 due to FORCEPR (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c0_throttle_prochot_c5, "event=0x03,umask=0x20",
		     "Throttling of core 5 in C0 due to FORCEPR (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c0_throttle_prochot_c6, "event=0x03,umask=0x40",
		     "Throttling of core 6 in C0 due to FORCEPR (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c0_throttle_prochot_c7, "event=0x03,umask=0x80",
		     "Throttling of core 7 in C0 due to FORCEPR (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c0_throttle_prochot_c_all, "event=0x03,umask=0xff",
		     "Throttling of cores 0-7 in C0 due to FORCEPR (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_cycles_turbo_c0, "event=0x04,umask=0x01",
		     "C0-at-turbo cycles, core 0 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_cycles_turbo_c1, "event=0x04,umask=0x02",
		     "C0-at-turbo cycles, core 1 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_cycles_turbo_c2, "event=0x04,umask=0x04",
		     "C0-at-turbo cycles, core 2 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_cycles_turbo_c3, "event=0x04,umask=0x08",
		     "C0-at-turbo cycles, core 3 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_cycles_turbo_c4, "event=0x04,umask=0x10",
		     "C0-at-turbo cycles, core 4 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_cycles_turbo_c5, "event=0x04,umask=0x20",
		     "C0-at-turbo cycles, core 5 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_cycles_turbo_c6, "event=0x04,umask=0x40",
		     "C0-at-turbo cycles, core 6 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_cycles_turbo_c7, "event=0x04,umask=0x80",
		     "C0-at-turbo cycles, core 7 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(c_cycles_turbo_c_all, "event=0x04,umask=0xff",
		     "C0-at-turbo cycles, cores 0-7 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(tm1_on_c0, "event=0x07,umask=0x01",
		     "TM1 throttling on, core 0 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(tm1_on_c1, "event=0x07,umask=0x02",
		     "TM1 throttling on, core 1 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(tm1_on_c2, "event=0x07,umask=0x04",
		     "TM1 throttling on, core 2 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(tm1_on_c3, "event=0x07,umask=0x08",
		     "TM1 throttling on, core 3 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(tm1_on_c4, "event=0x07,umask=0x10",
		     "TM1 throttling on, core 4 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(tm1_on_c5, "event=0x07,umask=0x20",
		     "TM1 throttling on, core 5 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(tm1_on_c6, "event=0x07,umask=0x40",
		     "TM1 throttling on, core 6 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(tm1_on_c7, "event=0x07,umask=0x80",
		     "TM1 throttling on, core 7 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(tm1_on_c_all, "event=0x07,umask=0xff",
		     "TM1 throttling on, cores 0-7 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(ratio_change_abort_c0, "event=0x08,umask=0x01",
		     "Ratio changes aborted, core 0 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(ratio_change_abort_c1, "event=0x08,umask=0x02",
		     "Ratio changes aborted, core 1 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(ratio_change_abort_c2, "event=0x08,umask=0x04",
		     "Ratio changes aborted, core 2 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(ratio_change_abort_c3, "event=0x08,umask=0x08",
		     "Ratio changes aborted, core 3 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(ratio_change_abort_c4, "event=0x08,umask=0x10",
		     "Ratio changes aborted, core 4 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(ratio_change_abort_c5, "event=0x08,umask=0x20",
		     "Ratio changes aborted, core 5 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(ratio_change_abort_c6, "event=0x08,umask=0x40",
		     "Ratio changes aborted, core 6 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(ratio_change_abort_c7, "event=0x08,umask=0x80",
		     "Ratio changes aborted, core 7 (at most 1 per uncore clock)"),
	BOXPMU_EVENT(ratio_change_abort_c_all, "event=0x08,umask=0xff",
		     "Ratio changes aborted, cores 0-7 (at most 1 per uncore clock)"),
	{ }
};
#endif

#endif /* NHMEX_EVENTS_H */
