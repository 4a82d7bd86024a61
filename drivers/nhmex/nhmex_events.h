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
	/* 0x00-0x03: NcMsgS broadcast buffer valid, per message type */
	BOXPMU_EVENT(buf_valid_local_int, "event=0x00",
		     "NcMsgS broadcast buffer valid, local interrupt (unit unknown)"),
	BOXPMU_EVENT(buf_valid_remote_int, "event=0x01",
		     "NcMsgS broadcast buffer valid, remote interrupt (unit unknown)"),
	BOXPMU_EVENT(buf_valid_lock, "event=0x02",
		     "NcMsgS broadcast buffer valid, lock message (unit unknown)"),
	BOXPMU_EVENT(buf_valid_stst, "event=0x03",
		     "NcMsgS broadcast buffer valid, STST message (unit unknown)"),
	/* 0x04 BUF_VALID_SPC_CYCLES: special cycle buffer valid */
	BOXPMU_EVENT(buf_valid_spc_cycles, "event=0x04",
		     "Cycles the special-cycle broadcast buffer is valid"),
	/* 0x50 U2R_REQUESTS: U-box requests to the ring */
	BOXPMU_EVENT(u2r_requests, "event=0x50",
		     "Requests the U-box sends to the ring"),
	/*
	 * 0x51 U2B_REQUEST_CYCLES: guide name (p.2-6); likwid calls it
	 * U2R_REQUEST_CYCLES.
	 */
	BOXPMU_EVENT(u2b_request_cycles, "event=0x51",
		     "Cycles of U-box requests (U2B_REQUEST_CYCLES, p.2-6)"),
	/* 0xf8 WOKEN: cores woken */
	BOXPMU_EVENT(woken, "event=0xf8",
		     "Cores woken up"),
	/* 0xf9 IPIS_SENT: IPIs sent to cores */
	BOXPMU_EVENT(ipis_sent, "event=0xf9",
		     "Inter-processor interrupts sent to cores"),
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
static const struct boxpmu_event_desc nhmex_cbox_events[] = {
	/* 0x01 BOUNCES_P2C_AD: P2C AD ring bounces, by direction */
	BOXPMU_EVENT(bounces_p2c_ad_sb, "event=0x01,umask=0x01",
		     "Bounces of processor-to-C-box AD messages, toward the nearest S-box"),
	BOXPMU_EVENT(bounces_p2c_ad_nsb, "event=0x01,umask=0x02",
		     "Bounces of processor-to-C-box AD messages, away from the nearest S-box"),
	BOXPMU_EVENT(bounces_p2c_ad_all, "event=0x01,umask=0x03",
		     "Bounces of processor-to-C-box AD messages, either direction"),
	/* 0x02 BOUNCES_C2P_AK */
	BOXPMU_EVENT(bounces_c2p_ak_sb, "event=0x02,umask=0x01",
		     "Bounces of C-box-to-processor AK messages, toward the nearest S-box"),
	BOXPMU_EVENT(bounces_c2p_ak_nsb, "event=0x02,umask=0x02",
		     "Bounces of C-box-to-processor AK messages, away from the nearest S-box"),
	BOXPMU_EVENT(bounces_c2p_ak_all, "event=0x02,umask=0x03",
		     "Bounces of C-box-to-processor AK messages, either direction"),
	/* 0x03 BOUNCES_C2P_BL */
	BOXPMU_EVENT(bounces_c2p_bl_sb, "event=0x03,umask=0x01",
		     "Bounces of C-box-to-processor BL messages, toward the nearest S-box"),
	BOXPMU_EVENT(bounces_c2p_bl_nsb, "event=0x03,umask=0x02",
		     "Bounces of C-box-to-processor BL messages, away from the nearest S-box"),
	BOXPMU_EVENT(bounces_c2p_bl_all, "event=0x03,umask=0x03",
		     "Bounces of C-box-to-processor BL messages, either direction"),
	/* 0x04 BOUNCES_C2P_IV (no sub-events) */
	BOXPMU_EVENT(bounces_c2p_iv, "event=0x04,umask=0x00",
		     "Bounces of C-box-to-processor IV messages"),
	/* 0x05 SINKS_P2C */
	BOXPMU_EVENT(sinks_p2c_iv, "event=0x05,umask=0x01",
		     "Sinks (taken off the ring) of processor-to-C-box IV messages"),
	BOXPMU_EVENT(sinks_p2c_ak, "event=0x05,umask=0x02",
		     "Sinks (taken off the ring) of processor-to-C-box AK messages"),
	BOXPMU_EVENT(sinks_p2c_bl, "event=0x05,umask=0x04",
		     "Sinks (taken off the ring) of processor-to-C-box BL messages"),
	/* 0x06 SINKS_C2P */
	BOXPMU_EVENT(sinks_c2p_iv, "event=0x06,umask=0x01",
		     "Sinks (taken off the ring) of C-box-to-processor IV messages"),
	BOXPMU_EVENT(sinks_c2p_ak, "event=0x06,umask=0x02",
		     "Sinks (taken off the ring) of C-box-to-processor AK messages"),
	BOXPMU_EVENT(sinks_c2p_bl, "event=0x06,umask=0x04",
		     "Sinks (taken off the ring) of C-box-to-processor BL messages"),
	/* 0x07 SINKS_S2C */
	BOXPMU_EVENT(sinks_s2c_ad, "event=0x07,umask=0x01",
		     "Sinks (taken off the ring) of S-box-to-C-box AD messages"),
	BOXPMU_EVENT(sinks_s2c_ak, "event=0x07,umask=0x02",
		     "Sinks (taken off the ring) of S-box-to-C-box AK messages"),
	BOXPMU_EVENT(sinks_s2c_bl, "event=0x07,umask=0x04",
		     "Sinks (taken off the ring) of S-box-to-C-box BL messages"),
	/* 0x08 SINKS_S2P_BL (no sub-events) */
	BOXPMU_EVENT(sinks_s2p_bl, "event=0x08,umask=0x00",
		     "Sinks (taken off the ring) of S-box-to-processor BL messages"),
	/*
	 * ARB_WINS (egress arbitration wins) is left out: likwid gives it code
	 * 0x0a with the same umasks as ARB_LOSSES, which cannot both be right,
	 * and the guide's C-box event table was not readable to settle it.
	 */
	/* 0x0a ARB_LOSSES: egress arbitration losses */
	BOXPMU_EVENT(arb_losses_ad_sb, "event=0x0a,umask=0x01",
		     "Egress arbitration losses, AD ring, toward the nearest S-box"),
	BOXPMU_EVENT(arb_losses_ad_nsb, "event=0x0a,umask=0x02",
		     "Egress arbitration losses, AD ring, away from the nearest S-box"),
	BOXPMU_EVENT(arb_losses_ad_all, "event=0x0a,umask=0x03",
		     "Egress arbitration losses, AD ring, either direction"),
	BOXPMU_EVENT(arb_losses_ak_sb, "event=0x0a,umask=0x04",
		     "Egress arbitration losses, AK ring, toward the nearest S-box"),
	BOXPMU_EVENT(arb_losses_ak_nsb, "event=0x0a,umask=0x08",
		     "Egress arbitration losses, AK ring, away from the nearest S-box"),
	BOXPMU_EVENT(arb_losses_ak_all, "event=0x0a,umask=0x0c",
		     "Egress arbitration losses, AK ring, either direction"),
	BOXPMU_EVENT(arb_losses_bl_sb, "event=0x0a,umask=0x10",
		     "Egress arbitration losses, BL ring, toward the nearest S-box"),
	BOXPMU_EVENT(arb_losses_bl_nsb, "event=0x0a,umask=0x20",
		     "Egress arbitration losses, BL ring, away from the nearest S-box"),
	BOXPMU_EVENT(arb_losses_bl_all, "event=0x0a,umask=0x30",
		     "Egress arbitration losses, BL ring, either direction"),
	BOXPMU_EVENT(arb_losses_iv, "event=0x0a,umask=0x40",
		     "Egress arbitration losses, IV ring"),
	BOXPMU_EVENT(arb_losses_all, "event=0x0a,umask=0x7f",
		     "Egress arbitration losses, every ring and direction"),
	/*
	 * 0x0b STARVED_EGRESS: cycles an egress queue is starved (guide p.2-27).
	 * Guide names umask 0x02 C2S_AD_SB (likwid: C2P_AD_SB); guide preferred.
	 */
	BOXPMU_EVENT(starved_egress_p2c_ad_sb, "event=0x0b,umask=0x01",
		     "Starvation cycles of the processor-to-C-box AD egress, S-box-ward, summed"),
	BOXPMU_EVENT(starved_egress_c2s_ad_sb, "event=0x0b,umask=0x02",
		     "Starvation cycles of the C-box-to-S-box AD egress, summed"),
	BOXPMU_EVENT(starved_egress_ad_sb, "event=0x0b,umask=0x03",
		     "Starvation cycles of the AD egresses injecting S-box-ward, summed"),
	BOXPMU_EVENT(starved_egress_ad_nsb, "event=0x0b,umask=0x04",
		     "Starvation cycles of the AD egresses injecting away from the S-box, summed"),
	BOXPMU_EVENT(starved_egress_ad, "event=0x0b,umask=0x07",
		     "Starvation cycles of all AD egresses, summed"),
	BOXPMU_EVENT(starved_egress_ak_sb, "event=0x0b,umask=0x08",
		     "Starvation cycles of the AK egress injecting S-box-ward, summed"),
	BOXPMU_EVENT(starved_egress_ak_nsb, "event=0x0b,umask=0x10",
		     "Starvation cycles of the AK egress injecting away from the S-box, summed"),
	BOXPMU_EVENT(starved_egress_ak, "event=0x0b,umask=0x18",
		     "Starvation cycles of both AK egresses, summed"),
	BOXPMU_EVENT(starved_egress_bl_sb, "event=0x0b,umask=0x20",
		     "Starvation cycles of the BL egress injecting S-box-ward, summed"),
	BOXPMU_EVENT(starved_egress_bl_nsb, "event=0x0b,umask=0x40",
		     "Starvation cycles of the BL egress injecting away from the S-box, summed"),
	BOXPMU_EVENT(starved_egress_bl, "event=0x0b,umask=0x60",
		     "Starvation cycles of both BL egresses, summed"),
	BOXPMU_EVENT(starved_egress_iv, "event=0x0b,umask=0x80",
		     "Starvation cycles of the IV egress, summed"),
	/* 0x0c EGRESS_BYPASS_WINS */
	BOXPMU_EVENT(egress_bypass_wins_ad_byp0, "event=0x0c,umask=0x01",
		     "Egress bypass wins, AD ring, bypass 0"),
	BOXPMU_EVENT(egress_bypass_wins_ad_byp1, "event=0x0c,umask=0x02",
		     "Egress bypass wins, AD ring, bypass 1"),
	BOXPMU_EVENT(egress_bypass_wins_ak_byp0, "event=0x0c,umask=0x04",
		     "Egress bypass wins, AK ring, bypass 0"),
	BOXPMU_EVENT(egress_bypass_wins_ak_byp1, "event=0x0c,umask=0x08",
		     "Egress bypass wins, AK ring, bypass 1"),
	BOXPMU_EVENT(egress_bypass_wins_bl_byp0, "event=0x0c,umask=0x10",
		     "Egress bypass wins, BL ring, bypass 0"),
	BOXPMU_EVENT(egress_bypass_wins_bl_byp1, "event=0x0c,umask=0x20",
		     "Egress bypass wins, BL ring, bypass 1"),
	BOXPMU_EVENT(egress_bypass_wins_iv_byp0, "event=0x0c,umask=0x40",
		     "Egress bypass wins, IV ring, bypass 0"),
	BOXPMU_EVENT(egress_bypass_wins_iv_byp1, "event=0x0c,umask=0x80",
		     "Egress bypass wins, IV ring, bypass 1"),
	/* 0x0e INGRESS_BYPASS_WINS_AD */
	BOXPMU_EVENT(ingress_bypass_wins_ad_irq_byp0, "event=0x0e,umask=0x01",
		     "Ingress bypass wins of AD messages into the IRQ, bypass 0"),
	BOXPMU_EVENT(ingress_bypass_wins_ad_irq_byp1, "event=0x0e,umask=0x02",
		     "Ingress bypass wins of AD messages into the IRQ, bypass 1"),
	BOXPMU_EVENT(ingress_bypass_wins_ad_ipq_byp0, "event=0x0e,umask=0x04",
		     "Ingress bypass wins of AD messages into the IPQ, bypass 0"),
	BOXPMU_EVENT(ingress_bypass_wins_ad_ipq_byp1, "event=0x0e,umask=0x08",
		     "Ingress bypass wins of AD messages into the IPQ, bypass 1"),
	/* 0x10 MAF_ACK (no sub-events) */
	BOXPMU_EVENT(maf_ack, "event=0x10,umask=0x00",
		     "Miss address file (MAF) requests acknowledged"),
	/* 0x11 MAF_NACK1 */
	BOXPMU_EVENT(maf_nack1_go_pending, "event=0x11,umask=0x01",
		     "MAF requests refused (NACK, set 1): GO pending"),
	BOXPMU_EVENT(maf_nack1_vic_pending, "event=0x11,umask=0x02",
		     "MAF requests refused (NACK, set 1): victim pending"),
	BOXPMU_EVENT(maf_nack1_snp_pending, "event=0x11,umask=0x04",
		     "MAF requests refused (NACK, set 1): snoop pending"),
	BOXPMU_EVENT(maf_nack1_ac_pending, "event=0x11,umask=0x08",
		     "MAF requests refused (NACK, set 1): AC pending"),
	BOXPMU_EVENT(maf_nack1_idx_block, "event=0x11,umask=0x10",
		     "MAF requests refused (NACK, set 1): index blocked"),
	BOXPMU_EVENT(maf_nack1_pa_block, "event=0x11,umask=0x20",
		     "MAF requests refused (NACK, set 1): address (PA) blocked"),
	BOXPMU_EVENT(maf_nack1_idle_qpi, "event=0x11,umask=0x40",
		     "MAF requests refused (NACK, set 1): idle QPI"),
	BOXPMU_EVENT(maf_nack1_all_maf_nack1, "event=0x11,umask=0x80",
		     "MAF requests refused (NACK, set 1): any set-1 reason (umask bit 7)"),
	BOXPMU_EVENT(maf_nack1_total_maf_nacks, "event=0x11,umask=0xff",
		     "MAF requests refused (NACK), every set-1 sub-event together"),
	/* 0x12 MAF_NACK2 */
	BOXPMU_EVENT(maf_nack2_maf_full, "event=0x12,umask=0x01",
		     "MAF requests refused (NACK, set 2): MAF full"),
	BOXPMU_EVENT(maf_nack2_egress_full, "event=0x12,umask=0x02",
		     "MAF requests refused (NACK, set 2): egress full"),
	BOXPMU_EVENT(maf_nack2_viq_full, "event=0x12,umask=0x04",
		     "MAF requests refused (NACK, set 2): victim queue full"),
	BOXPMU_EVENT(maf_nack2_no_tracker_credits, "event=0x12,umask=0x08",
		     "MAF requests refused (NACK, set 2): no tracker credits"),
	BOXPMU_EVENT(maf_nack2_no_s_fifo_credits, "event=0x12,umask=0x10",
		     "MAF requests refused (NACK, set 2): no S-box FIFO credits"),
	BOXPMU_EVENT(maf_nack2_no_s_reqtbl_entries, "event=0x12,umask=0x20",
		     "MAF requests refused (NACK, set 2): no S-box request-table entries"),
	BOXPMU_EVENT(maf_nack2_wb_pending, "event=0x12,umask=0x40",
		     "MAF requests refused (NACK, set 2): writeback pending"),
	BOXPMU_EVENT(maf_nack2_nack2_else, "event=0x12,umask=0x80",
		     "MAF requests refused (NACK, set 2): any other set-2 reason"),
	/* 0x14 LLC_MISSES: by state of the line at lookup (S, F or I) */
	BOXPMU_EVENT(llc_misses_shared, "event=0x14,umask=0x01",
		     "LLC misses, line found in S state"),
	BOXPMU_EVENT(llc_misses_forward, "event=0x14,umask=0x02",
		     "LLC misses, line found in F state"),
	BOXPMU_EVENT(llc_misses_invalid, "event=0x14,umask=0x04",
		     "LLC misses, line found in I state"),
	BOXPMU_EVENT(llc_misses_all, "event=0x14,umask=0x07",
		     "LLC misses, line found in S, F or I state"),
	/* 0x15 LLC_HITS: by MESF state */
	BOXPMU_EVENT(llc_hits_modified, "event=0x15,umask=0x01",
		     "LLC hits on a line in M state"),
	BOXPMU_EVENT(llc_hits_exclusive, "event=0x15,umask=0x02",
		     "LLC hits on a line in E state"),
	BOXPMU_EVENT(llc_hits_shared, "event=0x15,umask=0x04",
		     "LLC hits on a line in S state"),
	BOXPMU_EVENT(llc_hits_forward, "event=0x15,umask=0x08",
		     "LLC hits on a line in F state"),
	BOXPMU_EVENT(llc_hits_all, "event=0x15,umask=0x0f",
		     "LLC hits on a line in any of the M, E, S, F states"),
	/* 0x16 LLC_S_FILLS: by MESF state */
	BOXPMU_EVENT(llc_s_fills_modified, "event=0x16,umask=0x01",
		     "LLC fills from the system (S-box), line in M state"),
	BOXPMU_EVENT(llc_s_fills_exclusive, "event=0x16,umask=0x02",
		     "LLC fills from the system (S-box), line in E state"),
	BOXPMU_EVENT(llc_s_fills_shared, "event=0x16,umask=0x04",
		     "LLC fills from the system (S-box), line in S state"),
	BOXPMU_EVENT(llc_s_fills_forward, "event=0x16,umask=0x08",
		     "LLC fills from the system (S-box), line in F state"),
	BOXPMU_EVENT(llc_s_fills_all, "event=0x16,umask=0x0f",
		     "LLC fills from the system (S-box), any of the M, E, S, F states"),
	/*
	 * 0x17 LLC_VICTIMS: by MESF state of the victim. ALL = 0x1f (includes
	 * FILL_WITHOUT_VICTIMS) per likwid NHM-EX; its WSM-EX list uses 0x0f.
	 */
	BOXPMU_EVENT(llc_victims_modified, "event=0x17,umask=0x01",
		     "LLC victims (lines evicted) in M state"),
	BOXPMU_EVENT(llc_victims_exclusive, "event=0x17,umask=0x02",
		     "LLC victims (lines evicted) in E state"),
	BOXPMU_EVENT(llc_victims_shared, "event=0x17,umask=0x04",
		     "LLC victims (lines evicted) in S state"),
	BOXPMU_EVENT(llc_victims_forward, "event=0x17,umask=0x08",
		     "LLC victims (lines evicted) in F state"),
	BOXPMU_EVENT(llc_victims_fill_without_victims, "event=0x17,umask=0x10",
		     "LLC fills that evicted no victim line"),
	BOXPMU_EVENT(llc_victims_all, "event=0x17,umask=0x1f",
		     "LLC victims in any state, plus fills that evicted none"),
	/* 0x18 OCCUPANCY_IRQ: ingress request queue occupancy, per cycle */
	BOXPMU_EVENT(occupancy_irq, "event=0x18,umask=0x00",
		     "Entries in the IRQ (ingress request queue), summed each cycle"),
	/* 0x19 TRANS_IRQ: ingress request queue allocations */
	BOXPMU_EVENT(trans_irq, "event=0x19,umask=0x00",
		     "Allocations into the IRQ (ingress request queue)"),
	/* 0x1a OCCUPANCY_IPQ: ingress probe (QPI snoop) queue occupancy */
	BOXPMU_EVENT(occupancy_ipq, "event=0x1a,umask=0x00",
		     "Entries in the IPQ (ingress probe queue), summed each cycle"),
	/* 0x1b TRANS_IPQ: QPI snoops entering the IPQ (guide p.2-27) */
	BOXPMU_EVENT(trans_ipq, "event=0x1b,umask=0x00",
		     "QPI snoop probes entering the IPQ (ingress probe queue)"),
	/* 0x1c OCCUPANCY_VIQ: victim queue occupancy */
	BOXPMU_EVENT(occupancy_viq, "event=0x1c,umask=0x00",
		     "Entries in the VIQ (victim queue), summed each cycle"),
	/* 0x1d TRANS_VIQ: victim queue allocations */
	BOXPMU_EVENT(trans_viq, "event=0x1d,umask=0x00",
		     "Allocations into the VIQ (victim queue)"),
	/* 0x1e OCCUPANCY_MAF: miss address file occupancy */
	BOXPMU_EVENT(occupancy_maf, "event=0x1e,umask=0x00",
		     "Entries in the MAF (miss address file), summed each cycle"),
	/* 0x1f TRANS_MAF: miss address file allocations */
	BOXPMU_EVENT(trans_maf, "event=0x1f,umask=0x00",
		     "Allocations into the MAF (miss address file)"),
	/* 0x20 OCCUPANCY_RWRF: RWRF queue occupancy */
	BOXPMU_EVENT(occupancy_rwrf, "event=0x20,umask=0x00",
		     "Entries in the RWRF queue, summed each cycle"),
	/* 0x21 TRANS_RWRF: RWRF queue allocations */
	BOXPMU_EVENT(trans_rwrf, "event=0x21,umask=0x00",
		     "Allocations into the RWRF queue"),
	/* 0x22 OCCUPANCY_RSPF: RSPF queue occupancy */
	BOXPMU_EVENT(occupancy_rspf, "event=0x22,umask=0x00",
		     "Entries in the RSPF queue, summed each cycle"),
	/* 0x23 TRANS_RSPF: RSPF queue allocations */
	BOXPMU_EVENT(trans_rspf, "event=0x23,umask=0x00",
		     "Allocations into the RSPF queue"),
	/* 0x27 SNPS: QPI snoops seen by the LLC (guide p.2-27) */
	BOXPMU_EVENT(snps_remote_rd, "event=0x27,umask=0x01",
		     "QPI SnpData/SnpCode snoops to the LLC that moved a line to S"),
	BOXPMU_EVENT(snps_remote_rfo, "event=0x27,umask=0x02",
		     "QPI SnpInvOwn/SnpInvItoE snoops to the LLC that invalidated a line"),
	BOXPMU_EVENT(snps_remote_any, "event=0x27,umask=0x03",
		     "QPI snoops to the LLC that hit a line, read or RFO"),
	/* 0x28 SNP_HITS: remote snoops that hit, by request type and state */
	BOXPMU_EVENT(snp_hits_remote_rd_hitm, "event=0x28,umask=0x01",
		     "Remote read snoops hitting an LLC line in M state"),
	BOXPMU_EVENT(snp_hits_remote_rd_hite, "event=0x28,umask=0x02",
		     "Remote read snoops hitting an LLC line in E state"),
	BOXPMU_EVENT(snp_hits_remote_rd_hits, "event=0x28,umask=0x04",
		     "Remote read snoops hitting an LLC line in S state"),
	BOXPMU_EVENT(snp_hits_remote_rd_hitf, "event=0x28,umask=0x08",
		     "Remote read snoops hitting an LLC line in F state"),
	BOXPMU_EVENT(snp_hits_remote_rfo_hitm, "event=0x28,umask=0x10",
		     "Remote RFO snoops hitting an LLC line in M state"),
	BOXPMU_EVENT(snp_hits_remote_rfo_hite, "event=0x28,umask=0x20",
		     "Remote RFO snoops hitting an LLC line in E state"),
	BOXPMU_EVENT(snp_hits_remote_rfo_hits, "event=0x28,umask=0x40",
		     "Remote RFO snoops hitting an LLC line in S state"),
	BOXPMU_EVENT(snp_hits_remote_rfo_hitf, "event=0x28,umask=0x80",
		     "Remote RFO snoops hitting an LLC line in F state"),
	BOXPMU_EVENT(snp_hits_remote_hitm, "event=0x28,umask=0x11",
		     "Remote snoops, read or RFO, hitting an LLC line in M state"),
	BOXPMU_EVENT(snp_hits_remote_hite, "event=0x28,umask=0x22",
		     "Remote snoops, read or RFO, hitting an LLC line in E state"),
	BOXPMU_EVENT(snp_hits_remote_hits, "event=0x28,umask=0x44",
		     "Remote snoops, read or RFO, hitting an LLC line in S state"),
	BOXPMU_EVENT(snp_hits_remote_hitf, "event=0x28,umask=0x88",
		     "Remote snoops, read or RFO, hitting an LLC line in F state"),
	BOXPMU_EVENT(snp_hits_remote_any, "event=0x28,umask=0xff",
		     "Remote snoops hitting the LLC, any type and state"),
	{ }
};
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
