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
 * on p.2-7 were not readable in the stored copy of the guide.
 */
#ifdef BOXPMU_EVENT_TABLES_UBOX
static const struct boxpmu_event_desc nhmex_ubox_events[] = {
	/* 0x00-0x03: NcMsgS broadcast buffer valid, per message type */
	BOXPMU_EVENT(buf_valid_local_int, "event=0x00"),
	BOXPMU_EVENT(buf_valid_remote_int, "event=0x01"),
	BOXPMU_EVENT(buf_valid_lock, "event=0x02"),
	BOXPMU_EVENT(buf_valid_stst, "event=0x03"),
	/* 0x04 BUF_VALID_SPC_CYCLES: special cycle buffer valid */
	BOXPMU_EVENT(buf_valid_spc_cycles, "event=0x04"),
	/* 0x50 U2R_REQUESTS: U-box requests to the ring */
	BOXPMU_EVENT(u2r_requests, "event=0x50"),
	/*
	 * 0x51 U2B_REQUEST_CYCLES: guide name (p.2-6); likwid calls it
	 * U2R_REQUEST_CYCLES.
	 */
	BOXPMU_EVENT(u2b_request_cycles, "event=0x51"),
	/* 0xf8 WOKEN: cores woken */
	BOXPMU_EVENT(woken, "event=0xf8"),
	/* 0xf9 IPIS_SENT: IPIs sent to cores */
	BOXPMU_EVENT(ipis_sent, "event=0xf9"),
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
 */
#ifdef BOXPMU_EVENT_TABLES_CBOX
static const struct boxpmu_event_desc nhmex_cbox_events[] = {
	/* 0x01 BOUNCES_P2C_AD: P2C AD ring bounces, by direction */
	BOXPMU_EVENT(bounces_p2c_ad_sb, "event=0x01,umask=0x01"),
	BOXPMU_EVENT(bounces_p2c_ad_nsb, "event=0x01,umask=0x02"),
	BOXPMU_EVENT(bounces_p2c_ad_all, "event=0x01,umask=0x03"),
	/* 0x02 BOUNCES_C2P_AK */
	BOXPMU_EVENT(bounces_c2p_ak_sb, "event=0x02,umask=0x01"),
	BOXPMU_EVENT(bounces_c2p_ak_nsb, "event=0x02,umask=0x02"),
	BOXPMU_EVENT(bounces_c2p_ak_all, "event=0x02,umask=0x03"),
	/* 0x03 BOUNCES_C2P_BL */
	BOXPMU_EVENT(bounces_c2p_bl_sb, "event=0x03,umask=0x01"),
	BOXPMU_EVENT(bounces_c2p_bl_nsb, "event=0x03,umask=0x02"),
	BOXPMU_EVENT(bounces_c2p_bl_all, "event=0x03,umask=0x03"),
	/* 0x04 BOUNCES_C2P_IV (no sub-events) */
	BOXPMU_EVENT(bounces_c2p_iv, "event=0x04,umask=0x00"),
	/* 0x05 SINKS_P2C */
	BOXPMU_EVENT(sinks_p2c_iv, "event=0x05,umask=0x01"),
	BOXPMU_EVENT(sinks_p2c_ak, "event=0x05,umask=0x02"),
	BOXPMU_EVENT(sinks_p2c_bl, "event=0x05,umask=0x04"),
	/* 0x06 SINKS_C2P */
	BOXPMU_EVENT(sinks_c2p_iv, "event=0x06,umask=0x01"),
	BOXPMU_EVENT(sinks_c2p_ak, "event=0x06,umask=0x02"),
	BOXPMU_EVENT(sinks_c2p_bl, "event=0x06,umask=0x04"),
	/* 0x07 SINKS_S2C */
	BOXPMU_EVENT(sinks_s2c_ad, "event=0x07,umask=0x01"),
	BOXPMU_EVENT(sinks_s2c_ak, "event=0x07,umask=0x02"),
	BOXPMU_EVENT(sinks_s2c_bl, "event=0x07,umask=0x04"),
	/* 0x08 SINKS_S2P_BL (no sub-events) */
	BOXPMU_EVENT(sinks_s2p_bl, "event=0x08,umask=0x00"),
	/*
	 * ARB_WINS (egress arbitration wins) is left out: likwid gives it code
	 * 0x0a with the same umasks as ARB_LOSSES, which cannot both be right,
	 * and the guide's C-box event table was not readable to settle it.
	 */
	/* 0x0a ARB_LOSSES: egress arbitration losses */
	BOXPMU_EVENT(arb_losses_ad_sb, "event=0x0a,umask=0x01"),
	BOXPMU_EVENT(arb_losses_ad_nsb, "event=0x0a,umask=0x02"),
	BOXPMU_EVENT(arb_losses_ad_all, "event=0x0a,umask=0x03"),
	BOXPMU_EVENT(arb_losses_ak_sb, "event=0x0a,umask=0x04"),
	BOXPMU_EVENT(arb_losses_ak_nsb, "event=0x0a,umask=0x08"),
	BOXPMU_EVENT(arb_losses_ak_all, "event=0x0a,umask=0x0c"),
	BOXPMU_EVENT(arb_losses_bl_sb, "event=0x0a,umask=0x10"),
	BOXPMU_EVENT(arb_losses_bl_nsb, "event=0x0a,umask=0x20"),
	BOXPMU_EVENT(arb_losses_bl_all, "event=0x0a,umask=0x30"),
	BOXPMU_EVENT(arb_losses_iv, "event=0x0a,umask=0x40"),
	BOXPMU_EVENT(arb_losses_all, "event=0x0a,umask=0x7f"),
	/*
	 * 0x0b STARVED_EGRESS: cycles an egress queue is starved (guide p.2-27).
	 * Guide names umask 0x02 C2S_AD_SB (likwid: C2P_AD_SB); guide preferred.
	 */
	BOXPMU_EVENT(starved_egress_p2c_ad_sb, "event=0x0b,umask=0x01"),
	BOXPMU_EVENT(starved_egress_c2s_ad_sb, "event=0x0b,umask=0x02"),
	BOXPMU_EVENT(starved_egress_ad_sb, "event=0x0b,umask=0x03"),
	BOXPMU_EVENT(starved_egress_ad_nsb, "event=0x0b,umask=0x04"),
	BOXPMU_EVENT(starved_egress_ad, "event=0x0b,umask=0x07"),
	BOXPMU_EVENT(starved_egress_ak_sb, "event=0x0b,umask=0x08"),
	BOXPMU_EVENT(starved_egress_ak_nsb, "event=0x0b,umask=0x10"),
	BOXPMU_EVENT(starved_egress_ak, "event=0x0b,umask=0x18"),
	BOXPMU_EVENT(starved_egress_bl_sb, "event=0x0b,umask=0x20"),
	BOXPMU_EVENT(starved_egress_bl_nsb, "event=0x0b,umask=0x40"),
	BOXPMU_EVENT(starved_egress_bl, "event=0x0b,umask=0x60"),
	BOXPMU_EVENT(starved_egress_iv, "event=0x0b,umask=0x80"),
	/* 0x0c EGRESS_BYPASS_WINS */
	BOXPMU_EVENT(egress_bypass_wins_ad_byp0, "event=0x0c,umask=0x01"),
	BOXPMU_EVENT(egress_bypass_wins_ad_byp1, "event=0x0c,umask=0x02"),
	BOXPMU_EVENT(egress_bypass_wins_ak_byp0, "event=0x0c,umask=0x04"),
	BOXPMU_EVENT(egress_bypass_wins_ak_byp1, "event=0x0c,umask=0x08"),
	BOXPMU_EVENT(egress_bypass_wins_bl_byp0, "event=0x0c,umask=0x10"),
	BOXPMU_EVENT(egress_bypass_wins_bl_byp1, "event=0x0c,umask=0x20"),
	BOXPMU_EVENT(egress_bypass_wins_iv_byp0, "event=0x0c,umask=0x40"),
	BOXPMU_EVENT(egress_bypass_wins_iv_byp1, "event=0x0c,umask=0x80"),
	/* 0x0e INGRESS_BYPASS_WINS_AD */
	BOXPMU_EVENT(ingress_bypass_wins_ad_irq_byp0, "event=0x0e,umask=0x01"),
	BOXPMU_EVENT(ingress_bypass_wins_ad_irq_byp1, "event=0x0e,umask=0x02"),
	BOXPMU_EVENT(ingress_bypass_wins_ad_ipq_byp0, "event=0x0e,umask=0x04"),
	BOXPMU_EVENT(ingress_bypass_wins_ad_ipq_byp1, "event=0x0e,umask=0x08"),
	/* 0x10 MAF_ACK (no sub-events) */
	BOXPMU_EVENT(maf_ack, "event=0x10,umask=0x00"),
	/* 0x11 MAF_NACK1 */
	BOXPMU_EVENT(maf_nack1_go_pending, "event=0x11,umask=0x01"),
	BOXPMU_EVENT(maf_nack1_vic_pending, "event=0x11,umask=0x02"),
	BOXPMU_EVENT(maf_nack1_snp_pending, "event=0x11,umask=0x04"),
	BOXPMU_EVENT(maf_nack1_ac_pending, "event=0x11,umask=0x08"),
	BOXPMU_EVENT(maf_nack1_idx_block, "event=0x11,umask=0x10"),
	BOXPMU_EVENT(maf_nack1_pa_block, "event=0x11,umask=0x20"),
	BOXPMU_EVENT(maf_nack1_idle_qpi, "event=0x11,umask=0x40"),
	BOXPMU_EVENT(maf_nack1_all_maf_nack1, "event=0x11,umask=0x80"),
	BOXPMU_EVENT(maf_nack1_total_maf_nacks, "event=0x11,umask=0xff"),
	/* 0x12 MAF_NACK2 */
	BOXPMU_EVENT(maf_nack2_maf_full, "event=0x12,umask=0x01"),
	BOXPMU_EVENT(maf_nack2_egress_full, "event=0x12,umask=0x02"),
	BOXPMU_EVENT(maf_nack2_viq_full, "event=0x12,umask=0x04"),
	BOXPMU_EVENT(maf_nack2_no_tracker_credits, "event=0x12,umask=0x08"),
	BOXPMU_EVENT(maf_nack2_no_s_fifo_credits, "event=0x12,umask=0x10"),
	BOXPMU_EVENT(maf_nack2_no_s_reqtbl_entries, "event=0x12,umask=0x20"),
	BOXPMU_EVENT(maf_nack2_wb_pending, "event=0x12,umask=0x40"),
	BOXPMU_EVENT(maf_nack2_nack2_else, "event=0x12,umask=0x80"),
	/* 0x14 LLC_MISSES: by state of the line at lookup (S, F or I) */
	BOXPMU_EVENT(llc_misses_shared, "event=0x14,umask=0x01"),
	BOXPMU_EVENT(llc_misses_forward, "event=0x14,umask=0x02"),
	BOXPMU_EVENT(llc_misses_invalid, "event=0x14,umask=0x04"),
	BOXPMU_EVENT(llc_misses_all, "event=0x14,umask=0x07"),
	/* 0x15 LLC_HITS: by MESF state */
	BOXPMU_EVENT(llc_hits_modified, "event=0x15,umask=0x01"),
	BOXPMU_EVENT(llc_hits_exclusive, "event=0x15,umask=0x02"),
	BOXPMU_EVENT(llc_hits_shared, "event=0x15,umask=0x04"),
	BOXPMU_EVENT(llc_hits_forward, "event=0x15,umask=0x08"),
	BOXPMU_EVENT(llc_hits_all, "event=0x15,umask=0x0f"),
	/* 0x16 LLC_S_FILLS: by MESF state */
	BOXPMU_EVENT(llc_s_fills_modified, "event=0x16,umask=0x01"),
	BOXPMU_EVENT(llc_s_fills_exclusive, "event=0x16,umask=0x02"),
	BOXPMU_EVENT(llc_s_fills_shared, "event=0x16,umask=0x04"),
	BOXPMU_EVENT(llc_s_fills_forward, "event=0x16,umask=0x08"),
	BOXPMU_EVENT(llc_s_fills_all, "event=0x16,umask=0x0f"),
	/*
	 * 0x17 LLC_VICTIMS: by MESF state of the victim. ALL = 0x1f (includes
	 * FILL_WITHOUT_VICTIMS) per likwid NHM-EX; its WSM-EX list uses 0x0f.
	 */
	BOXPMU_EVENT(llc_victims_modified, "event=0x17,umask=0x01"),
	BOXPMU_EVENT(llc_victims_exclusive, "event=0x17,umask=0x02"),
	BOXPMU_EVENT(llc_victims_shared, "event=0x17,umask=0x04"),
	BOXPMU_EVENT(llc_victims_forward, "event=0x17,umask=0x08"),
	BOXPMU_EVENT(llc_victims_fill_without_victims, "event=0x17,umask=0x10"),
	BOXPMU_EVENT(llc_victims_all, "event=0x17,umask=0x1f"),
	/* 0x18 OCCUPANCY_IRQ: ingress request queue occupancy, per cycle */
	BOXPMU_EVENT(occupancy_irq, "event=0x18,umask=0x00"),
	/* 0x19 TRANS_IRQ: ingress request queue allocations */
	BOXPMU_EVENT(trans_irq, "event=0x19,umask=0x00"),
	/* 0x1a OCCUPANCY_IPQ: ingress probe (QPI snoop) queue occupancy */
	BOXPMU_EVENT(occupancy_ipq, "event=0x1a,umask=0x00"),
	/* 0x1b TRANS_IPQ: QPI snoops entering the IPQ (guide p.2-27) */
	BOXPMU_EVENT(trans_ipq, "event=0x1b,umask=0x00"),
	/* 0x1c OCCUPANCY_VIQ: victim queue occupancy */
	BOXPMU_EVENT(occupancy_viq, "event=0x1c,umask=0x00"),
	/* 0x1d TRANS_VIQ: victim queue allocations */
	BOXPMU_EVENT(trans_viq, "event=0x1d,umask=0x00"),
	/* 0x1e OCCUPANCY_MAF: miss address file occupancy */
	BOXPMU_EVENT(occupancy_maf, "event=0x1e,umask=0x00"),
	/* 0x1f TRANS_MAF: miss address file allocations */
	BOXPMU_EVENT(trans_maf, "event=0x1f,umask=0x00"),
	/* 0x20 OCCUPANCY_RWRF: RWRF queue occupancy */
	BOXPMU_EVENT(occupancy_rwrf, "event=0x20,umask=0x00"),
	/* 0x21 TRANS_RWRF: RWRF queue allocations */
	BOXPMU_EVENT(trans_rwrf, "event=0x21,umask=0x00"),
	/* 0x22 OCCUPANCY_RSPF: RSPF queue occupancy */
	BOXPMU_EVENT(occupancy_rspf, "event=0x22,umask=0x00"),
	/* 0x23 TRANS_RSPF: RSPF queue allocations */
	BOXPMU_EVENT(trans_rspf, "event=0x23,umask=0x00"),
	/* 0x27 SNPS: QPI snoops seen by the LLC (guide p.2-27) */
	BOXPMU_EVENT(snps_remote_rd, "event=0x27,umask=0x01"),
	BOXPMU_EVENT(snps_remote_rfo, "event=0x27,umask=0x02"),
	BOXPMU_EVENT(snps_remote_any, "event=0x27,umask=0x03"),
	/* 0x28 SNP_HITS: remote snoops that hit, by request type and state */
	BOXPMU_EVENT(snp_hits_remote_rd_hitm, "event=0x28,umask=0x01"),
	BOXPMU_EVENT(snp_hits_remote_rd_hite, "event=0x28,umask=0x02"),
	BOXPMU_EVENT(snp_hits_remote_rd_hits, "event=0x28,umask=0x04"),
	BOXPMU_EVENT(snp_hits_remote_rd_hitf, "event=0x28,umask=0x08"),
	BOXPMU_EVENT(snp_hits_remote_rfo_hitm, "event=0x28,umask=0x10"),
	BOXPMU_EVENT(snp_hits_remote_rfo_hite, "event=0x28,umask=0x20"),
	BOXPMU_EVENT(snp_hits_remote_rfo_hits, "event=0x28,umask=0x40"),
	BOXPMU_EVENT(snp_hits_remote_rfo_hitf, "event=0x28,umask=0x80"),
	BOXPMU_EVENT(snp_hits_remote_hitm, "event=0x28,umask=0x11"),
	BOXPMU_EVENT(snp_hits_remote_hite, "event=0x28,umask=0x22"),
	BOXPMU_EVENT(snp_hits_remote_hits, "event=0x28,umask=0x44"),
	BOXPMU_EVENT(snp_hits_remote_hitf, "event=0x28,umask=0x88"),
	BOXPMU_EVENT(snp_hits_remote_any, "event=0x28,umask=0xff"),
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
 */
#ifdef BOXPMU_EVENT_TABLES_WBOX
static const struct boxpmu_event_desc nhmex_wbox_events[] = {
	/*
	 * Fixed counter: uncore clock. 0xff is not a hardware ev_sel value; it is
	 * the software encoding that selects the fixed counter (as in mainline).
	 */
	BOXPMU_EVENT(clockticks, "event=0xff,umask=0x00"),
	/*
	 * 0x00 C_THROTTLE_TMP: core throttled due to temperature
	 * (likwid: C_C0_THROTTLE_TMP; guide name used).
	 */
	BOXPMU_EVENT(c_throttle_tmp_c0, "event=0x00,umask=0x01"),
	BOXPMU_EVENT(c_throttle_tmp_c1, "event=0x00,umask=0x02"),
	BOXPMU_EVENT(c_throttle_tmp_c2, "event=0x00,umask=0x04"),
	BOXPMU_EVENT(c_throttle_tmp_c3, "event=0x00,umask=0x08"),
	BOXPMU_EVENT(c_throttle_tmp_c4, "event=0x00,umask=0x10"),
	BOXPMU_EVENT(c_throttle_tmp_c5, "event=0x00,umask=0x20"),
	BOXPMU_EVENT(c_throttle_tmp_c6, "event=0x00,umask=0x40"),
	BOXPMU_EVENT(c_throttle_tmp_c7, "event=0x00,umask=0x80"),
	BOXPMU_EVENT(c_throttle_tmp_c_all, "event=0x00,umask=0xff"),
	/* 0x01 C_C0_THROTTLE_DIE: core throttled in C0 */
	BOXPMU_EVENT(c_c0_throttle_die_c0, "event=0x01,umask=0x01"),
	BOXPMU_EVENT(c_c0_throttle_die_c1, "event=0x01,umask=0x02"),
	BOXPMU_EVENT(c_c0_throttle_die_c2, "event=0x01,umask=0x04"),
	BOXPMU_EVENT(c_c0_throttle_die_c3, "event=0x01,umask=0x08"),
	BOXPMU_EVENT(c_c0_throttle_die_c4, "event=0x01,umask=0x10"),
	BOXPMU_EVENT(c_c0_throttle_die_c5, "event=0x01,umask=0x20"),
	BOXPMU_EVENT(c_c0_throttle_die_c6, "event=0x01,umask=0x40"),
	BOXPMU_EVENT(c_c0_throttle_die_c7, "event=0x01,umask=0x80"),
	BOXPMU_EVENT(c_c0_throttle_die_c_all, "event=0x01,umask=0xff"),
	/* 0x02 PROCHOT: package-wide, no core select */
	BOXPMU_EVENT(prochot, "event=0x02,umask=0x00"),
	/*
	 * 0x03 C0_THROTTLE_PROCHOT: core throttled in C0 due to FORCEPR
	 * (likwid: C_C0_THROTTLE_PROCHOT; guide name used).
	 */
	BOXPMU_EVENT(c0_throttle_prochot_c0, "event=0x03,umask=0x01"),
	BOXPMU_EVENT(c0_throttle_prochot_c1, "event=0x03,umask=0x02"),
	BOXPMU_EVENT(c0_throttle_prochot_c2, "event=0x03,umask=0x04"),
	BOXPMU_EVENT(c0_throttle_prochot_c3, "event=0x03,umask=0x08"),
	BOXPMU_EVENT(c0_throttle_prochot_c4, "event=0x03,umask=0x10"),
	BOXPMU_EVENT(c0_throttle_prochot_c5, "event=0x03,umask=0x20"),
	BOXPMU_EVENT(c0_throttle_prochot_c6, "event=0x03,umask=0x40"),
	BOXPMU_EVENT(c0_throttle_prochot_c7, "event=0x03,umask=0x80"),
	BOXPMU_EVENT(c0_throttle_prochot_c_all, "event=0x03,umask=0xff"),
	/* 0x04 C_CYCLES_TURBO: core in C0 at turbo */
	BOXPMU_EVENT(c_cycles_turbo_c0, "event=0x04,umask=0x01"),
	BOXPMU_EVENT(c_cycles_turbo_c1, "event=0x04,umask=0x02"),
	BOXPMU_EVENT(c_cycles_turbo_c2, "event=0x04,umask=0x04"),
	BOXPMU_EVENT(c_cycles_turbo_c3, "event=0x04,umask=0x08"),
	BOXPMU_EVENT(c_cycles_turbo_c4, "event=0x04,umask=0x10"),
	BOXPMU_EVENT(c_cycles_turbo_c5, "event=0x04,umask=0x20"),
	BOXPMU_EVENT(c_cycles_turbo_c6, "event=0x04,umask=0x40"),
	BOXPMU_EVENT(c_cycles_turbo_c7, "event=0x04,umask=0x80"),
	BOXPMU_EVENT(c_cycles_turbo_c_all, "event=0x04,umask=0xff"),
	/* 0x07 TM1_ON: TM1 throttling on */
	BOXPMU_EVENT(tm1_on_c0, "event=0x07,umask=0x01"),
	BOXPMU_EVENT(tm1_on_c1, "event=0x07,umask=0x02"),
	BOXPMU_EVENT(tm1_on_c2, "event=0x07,umask=0x04"),
	BOXPMU_EVENT(tm1_on_c3, "event=0x07,umask=0x08"),
	BOXPMU_EVENT(tm1_on_c4, "event=0x07,umask=0x10"),
	BOXPMU_EVENT(tm1_on_c5, "event=0x07,umask=0x20"),
	BOXPMU_EVENT(tm1_on_c6, "event=0x07,umask=0x40"),
	BOXPMU_EVENT(tm1_on_c7, "event=0x07,umask=0x80"),
	BOXPMU_EVENT(tm1_on_c_all, "event=0x07,umask=0xff"),
	/* 0x08 RATIO_CHANGE_ABORT */
	BOXPMU_EVENT(ratio_change_abort_c0, "event=0x08,umask=0x01"),
	BOXPMU_EVENT(ratio_change_abort_c1, "event=0x08,umask=0x02"),
	BOXPMU_EVENT(ratio_change_abort_c2, "event=0x08,umask=0x04"),
	BOXPMU_EVENT(ratio_change_abort_c3, "event=0x08,umask=0x08"),
	BOXPMU_EVENT(ratio_change_abort_c4, "event=0x08,umask=0x10"),
	BOXPMU_EVENT(ratio_change_abort_c5, "event=0x08,umask=0x20"),
	BOXPMU_EVENT(ratio_change_abort_c6, "event=0x08,umask=0x40"),
	BOXPMU_EVENT(ratio_change_abort_c7, "event=0x08,umask=0x80"),
	BOXPMU_EVENT(ratio_change_abort_c_all, "event=0x08,umask=0xff"),
	{ }
};
#endif

#endif /* NHMEX_EVENTS_H */
