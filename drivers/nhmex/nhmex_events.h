/* SPDX-License-Identifier: GPL-2.0 */
/* Named events of the Xeon 7500 (Nehalem-EX) uncore U-, C- and W-boxes. */
#ifndef NHMEX_EVENTS_H
#define NHMEX_EVENTS_H

/*
 * Source: Intel Xeon Processor 7500 Series Uncore Programming Guide,
 * 323535-001 (March 2010), cross-checked with likwid
 * src/includes/perfmon_nehalemEX_events.txt and Linux uncore_nhmex.c.
 * Where the two disagree the guide wins and the entry says so.
 *
 * The includer provides struct boxpmu_event_desc and BOXPMU_EVENT(), and
 * defines BOXPMU_EVENT_TABLES_<BOX> for the table it wants.
 * Terms use only: event (config:0-7), umask (config:8-15), edge (config:18),
 * inv (config:23), thresh (config:24-31).
 *
 * BOXPMU_EVENT()'s third argument, in every table of the drivers, is the
 * event's description: one line in this project's words, saying what is
 * counted and in what unit (the first noun: cycles, packets, entries
 * summed each cycle, ...), with any counter restriction or term the user
 * must add. The kernel drops it; tools/boxpmu-events prints it and writes
 * it into perf's JSON. Each table's comment says which descriptions rest
 * on the guide's definitions and which only on the event's name.
 */

/*
 * U-box: guide Table 2-6 (U_MSR_PMON_EVT_SEL, p.2-5) and Table 2-8
 * (U-box events ordered by code, p.2-6).
 *
 * The U-box control register has ev_sel (bits 7:0) and edge_detect (bit 18)
 * as its only event fields; no umask, inv or thresh (Table 2-6 for bits 63:18;
 * ev_sel 7:0 from Linux, raw mask = ev_sel | edge).
 *
 * Table 2-8 prints every U-box code with three hex digits (0x000, 0x001, ...,
 * 0x050, 0x0f8, 0x1df); likwid copies them. Read here (inference) as a 9-bit
 * code, not as event plus sub-event, since the U-box has no sub-event field:
 * bit 8 is zero for every event below, so they fit ev_sel unchanged
 * (0x050 is ev_sel 0x50).
 *
 * Left out, because bit 8 of their code falls outside ev_sel 7:0 and no
 * field of the control register seen in Table 2-6 or used by Linux can
 * carry it (writing the low byte alone would select a different event):
 *	RECOV		0x1df	recoverable errors
 *	CORRECTED_ERR	0x1e4	corrected errors
 *	FATAL_ERR	0x1e6	fatal errors (likwid; its WSM-EX list instead
 *				has UNCORRECTED_ERR 0x1e5)
 * UNVERIFIED: the rest of Table 2-6 below bit 18 and the event definitions
 * on p.2-7 were not readable in the stored copy of the guide. So the
 * descriptions say what the names and Table 2-8 say, no more; the unit of
 * the BUF_VALID events is unknown and their descriptions say so.
 */
#ifdef BOXPMU_EVENT_TABLES_UBOX
static const struct boxpmu_event_desc nhmex_ubox_events[] = {
#include "nhmex_events_ubox.h"
	{ }
};

/*
 * Westmere-EX: the Xeon 7500's U-box events and the three only LIKWID's
 * Westmere-EX list has (perfmon_westmereEX_events.txt, RRZE-HPC/likwid
 * d9c523b1): BUF_VALID_DOOR_BELL, BUF_VALID_PM_IN and BUF_VALID_PM_OUT,
 * codes 0x05-0x07, which its Nehalem-EX list leaves unused, no umask. No
 * public manual defines them: the descriptions read the names beside their
 * siblings 0x00-0x04 (a broadcast buffer valid per message type) and say
 * so; their units are unknown. UNVERIFIED, all three. The same list has
 * UNCORRECTED_ERR 0x1e5 where the Nehalem-EX one has FATAL_ERR 0x1e6: left
 * out for bit 8, as the errors above.
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
 * C-box: guide Table 2-13 (C_MSR_PMON_EVT_SEL: ev_sel 7:0, umask 15:8,
 * edge 18, invert 23, threshold 31:24; p.2-15), the C-box events-by-code
 * table (section 2.3.5) and the event list (section 2.3.6, p.2-27 read:
 * SNPS, STARVED_EGRESS, TRANS_IPQ).
 *
 * For events with sub-events umask 0x00 counts nothing (guide), so every
 * such event is listed with a non-zero umask only.
 * UNVERIFIED: codes and umasks not on p.2-27 come from likwid; the rest of
 * the guide's C-box event pages was not readable in the stored copy.
 * Descriptions: SNPS, STARVED_EGRESS (up to 8 a cycle, the egresses of its
 * umask summed) and TRANS_IPQ from their definitions on p.2-27; the others
 * read the event's name with the C-box chapter (P2C processor to C-box,
 * SB toward the nearest S-box, as p.2-27 spells them): UNVERIFIED.
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
 * Westmere-EX: the Xeon 7500's C-box events and those only LIKWID's
 * Westmere-EX list has (perfmon_westmereEX_events.txt, codes 0x29-0x3C,
 * which its Nehalem-EX list leaves unused; no umask). No public manual
 * defines them: the descriptions read the names (SB/NSB toward/away from
 * the nearest S-box, as above) and say so; their units are unknown.
 * UNVERIFIED, all of them. The same list gives LLC_VICTIMS_ALL umask 0x0f,
 * the victims in M, E, S or F state without FILL_WITHOUT_VICTIMS (0x10),
 * where its Nehalem-EX list has 0x1f (UNVERIFIED too). Its
 * BOUNCES_C2P_AD, 0x01, is the Xeon 7500's bounces_p2c_ad_* (same code
 * and umasks), named as on the Xeon 7500.
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
 * W-box: guide Table 2-98 (W_MSR_PMON_EVT_SEL_{3-0}: ev_sel 7:0, umask 15:8,
 * edge 18, invert 23, thresh 31:24; p.2-127), Table 2-99 (fixed counter
 * control, p.2-127) and Table 2-102 (W-box events ordered by code, p.2-128).
 * Table 2-102 has exactly these codes: 0x00-0x04, 0x07, 0x08.
 *
 * umask is a core select: bit n = core n, 0xff = all eight cores (likwid:
 * sub-events C0..C7, C_ALL). PROCHOT is package-wide and takes umask 0.
 * UNVERIFIED: Table 2-98 confirms a W-box-specific meaning of umask but its
 * text and the event list (p.2-129) were cut off in the stored copy, so the
 * core-mask reading and the c0..c7/c_all names are likwid's.
 * Descriptions: Table 2-102's titles, each event at most 1 a cycle, and
 * the fixed counter ticking with the uncore clock (section 2.8.4.1);
 * whether an event counts cycles or occurrences is not stated there.
 */
#ifdef BOXPMU_EVENT_TABLES_WBOX
static const struct boxpmu_event_desc nhmex_wbox_events[] = {
	/*
	 * Fixed counter: uncore clock. 0xff is not a hardware ev_sel value; it is
	 * the software encoding that selects the fixed counter (as in mainline).
	 */
	BOXPMU_EVENT(clockticks, "event=0xff,umask=0x00",
		     "Uncore clock cycles, counted by the W-box fixed counter"),
	/*
	 * 0x00 C_THROTTLE_TMP: core throttled due to temperature
	 * (likwid: C_C0_THROTTLE_TMP; guide name used).
	 */
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
	/* 0x01 C_C0_THROTTLE_DIE: core throttled in C0 */
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
	/* 0x02 PROCHOT: package-wide, no core select */
	BOXPMU_EVENT(prochot, "event=0x02,umask=0x00",
		     "PROCHOT asserted, package-wide (at most 1 per uncore clock)"),
	/*
	 * 0x03 C0_THROTTLE_PROCHOT: core throttled in C0 due to FORCEPR
	 * (likwid: C_C0_THROTTLE_PROCHOT; guide name used).
	 */
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
	/* 0x04 C_CYCLES_TURBO: core in C0 at turbo */
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
	/* 0x07 TM1_ON: TM1 throttling on */
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
	/* 0x08 RATIO_CHANGE_ABORT */
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
