/* SPDX-License-Identifier: GPL-2.0 */
/*
 * C-box events of both models: the body of two tables in nhmex_events.h,
 * which define LLC_VICTIMS_ALL's terms and description; no guard.
 */
#define CBOX_EV(_n, _e, _u, _d)	BOXPMU_EVENT(_n, "event=" #_e ",umask=" #_u, _d),
#define CBOX_SB3(_n, _e, _u1, _u2, _u3, _d)				\
	CBOX_EV(_n##_sb, _e, _u1, _d ", toward the nearest S-box")	\
	CBOX_EV(_n##_nsb, _e, _u2, _d ", away from the nearest S-box")	\
	CBOX_EV(_n##_all, _e, _u3, _d ", either direction")
#define CBOX_SINKS(_n, _e, _u, _d) \
	CBOX_EV(sinks_##_n, _e, _u, "Sinks (taken off the ring) of " _d " messages")
#define CBOX_NACK(_set, _n, _u, _d)					\
	CBOX_EV(maf_nack##_set##_##_n, 0x1##_set, _u,			\
		"MAF requests refused (NACK, set " #_set "): " _d)
	/* LIKWID's Westmere-EX list calls it BOUNCES_C2P_AD, same code and umasks */
	CBOX_SB3(bounces_p2c_ad, 0x01, 0x01, 0x02, 0x03,
		 "Bounces of processor-to-C-box AD messages")
	CBOX_SB3(bounces_c2p_ak, 0x02, 0x01, 0x02, 0x03,
		 "Bounces of C-box-to-processor AK messages")
	CBOX_SB3(bounces_c2p_bl, 0x03, 0x01, 0x02, 0x03,
		 "Bounces of C-box-to-processor BL messages")
	CBOX_EV(bounces_c2p_iv, 0x04, 0x00, "Bounces of C-box-to-processor IV messages")
	CBOX_SINKS(p2c_iv, 0x05, 0x01, "processor-to-C-box IV")
	CBOX_SINKS(p2c_ak, 0x05, 0x02, "processor-to-C-box AK")
	CBOX_SINKS(p2c_bl, 0x05, 0x04, "processor-to-C-box BL")
	CBOX_SINKS(c2p_iv, 0x06, 0x01, "C-box-to-processor IV")
	CBOX_SINKS(c2p_ak, 0x06, 0x02, "C-box-to-processor AK")
	CBOX_SINKS(c2p_bl, 0x06, 0x04, "C-box-to-processor BL")
	CBOX_SINKS(s2c_ad, 0x07, 0x01, "S-box-to-C-box AD")
	CBOX_SINKS(s2c_ak, 0x07, 0x02, "S-box-to-C-box AK")
	CBOX_SINKS(s2c_bl, 0x07, 0x04, "S-box-to-C-box BL")
	CBOX_SINKS(s2p_bl, 0x08, 0x00, "S-box-to-processor BL")
	/*
	 * ARB_WINS is left out: likwid gives it ARB_LOSSES' code and umasks, and
	 * the guide's C-box event table was not readable to settle which is right.
	 */
	CBOX_SB3(arb_losses_ad, 0x0a, 0x01, 0x02, 0x03, "Egress arbitration losses, AD ring")
	CBOX_SB3(arb_losses_ak, 0x0a, 0x04, 0x08, 0x0c, "Egress arbitration losses, AK ring")
	CBOX_SB3(arb_losses_bl, 0x0a, 0x10, 0x20, 0x30, "Egress arbitration losses, BL ring")
	CBOX_EV(arb_losses_iv, 0x0a, 0x40, "Egress arbitration losses, IV ring")
	CBOX_EV(arb_losses_all, 0x0a, 0x7f, "Egress arbitration losses, every ring and direction")
	/* p.2-27, which names umask 0x02 C2S_AD_SB (likwid: C2P_AD_SB) */
	CBOX_EV(starved_egress_p2c_ad_sb, 0x0b, 0x01,
		"Starvation cycles of the processor-to-C-box AD egress, S-box-ward, summed")
	CBOX_EV(starved_egress_c2s_ad_sb, 0x0b, 0x02,
		"Starvation cycles of the C-box-to-S-box AD egress, summed")
	CBOX_EV(starved_egress_ad_sb, 0x0b, 0x03,
		"Starvation cycles of the AD egresses injecting S-box-ward, summed")
	CBOX_EV(starved_egress_ad_nsb, 0x0b, 0x04,
		"Starvation cycles of the AD egresses injecting away from the S-box, summed")
	CBOX_EV(starved_egress_ad, 0x0b, 0x07, "Starvation cycles of all AD egresses, summed")
	CBOX_EV(starved_egress_ak_sb, 0x0b, 0x08,
		"Starvation cycles of the AK egress injecting S-box-ward, summed")
	CBOX_EV(starved_egress_ak_nsb, 0x0b, 0x10,
		"Starvation cycles of the AK egress injecting away from the S-box, summed")
	CBOX_EV(starved_egress_ak, 0x0b, 0x18, "Starvation cycles of both AK egresses, summed")
	CBOX_EV(starved_egress_bl_sb, 0x0b, 0x20,
		"Starvation cycles of the BL egress injecting S-box-ward, summed")
	CBOX_EV(starved_egress_bl_nsb, 0x0b, 0x40,
		"Starvation cycles of the BL egress injecting away from the S-box, summed")
	CBOX_EV(starved_egress_bl, 0x0b, 0x60, "Starvation cycles of both BL egresses, summed")
	CBOX_EV(starved_egress_iv, 0x0b, 0x80, "Starvation cycles of the IV egress, summed")
	CBOX_EV(egress_bypass_wins_ad_byp0, 0x0c, 0x01, "Egress bypass wins, AD ring, bypass 0")
	CBOX_EV(egress_bypass_wins_ad_byp1, 0x0c, 0x02, "Egress bypass wins, AD ring, bypass 1")
	CBOX_EV(egress_bypass_wins_ak_byp0, 0x0c, 0x04, "Egress bypass wins, AK ring, bypass 0")
	CBOX_EV(egress_bypass_wins_ak_byp1, 0x0c, 0x08, "Egress bypass wins, AK ring, bypass 1")
	CBOX_EV(egress_bypass_wins_bl_byp0, 0x0c, 0x10, "Egress bypass wins, BL ring, bypass 0")
	CBOX_EV(egress_bypass_wins_bl_byp1, 0x0c, 0x20, "Egress bypass wins, BL ring, bypass 1")
	CBOX_EV(egress_bypass_wins_iv_byp0, 0x0c, 0x40, "Egress bypass wins, IV ring, bypass 0")
	CBOX_EV(egress_bypass_wins_iv_byp1, 0x0c, 0x80, "Egress bypass wins, IV ring, bypass 1")
	CBOX_EV(ingress_bypass_wins_ad_irq_byp0, 0x0e, 0x01,
		"Ingress bypass wins of AD messages into the IRQ, bypass 0")
	CBOX_EV(ingress_bypass_wins_ad_irq_byp1, 0x0e, 0x02,
		"Ingress bypass wins of AD messages into the IRQ, bypass 1")
	CBOX_EV(ingress_bypass_wins_ad_ipq_byp0, 0x0e, 0x04,
		"Ingress bypass wins of AD messages into the IPQ, bypass 0")
	CBOX_EV(ingress_bypass_wins_ad_ipq_byp1, 0x0e, 0x08,
		"Ingress bypass wins of AD messages into the IPQ, bypass 1")
	CBOX_EV(maf_ack, 0x10, 0x00, "Miss address file (MAF) requests acknowledged")
	CBOX_NACK(1, go_pending, 0x01, "GO pending")
	CBOX_NACK(1, vic_pending, 0x02, "victim pending")
	CBOX_NACK(1, snp_pending, 0x04, "snoop pending")
	CBOX_NACK(1, ac_pending, 0x08, "AC pending")
	CBOX_NACK(1, idx_block, 0x10, "index blocked")
	CBOX_NACK(1, pa_block, 0x20, "address (PA) blocked")
	CBOX_NACK(1, idle_qpi, 0x40, "idle QPI")
	CBOX_NACK(1, all_maf_nack1, 0x80, "any set-1 reason (umask bit 7)")
	CBOX_EV(maf_nack1_total_maf_nacks, 0x11, 0xff,
		"MAF requests refused (NACK), every set-1 sub-event together")
	CBOX_NACK(2, maf_full, 0x01, "MAF full")
	CBOX_NACK(2, egress_full, 0x02, "egress full")
	CBOX_NACK(2, viq_full, 0x04, "victim queue full")
	CBOX_NACK(2, no_tracker_credits, 0x08, "no tracker credits")
	CBOX_NACK(2, no_s_fifo_credits, 0x10, "no S-box FIFO credits")
	CBOX_NACK(2, no_s_reqtbl_entries, 0x20, "no S-box request-table entries")
	CBOX_NACK(2, wb_pending, 0x40, "writeback pending")
	CBOX_NACK(2, nack2_else, 0x80, "any other set-2 reason")
	CBOX_EV(llc_misses_shared, 0x14, 0x01, "LLC misses, line found in S state")
	CBOX_EV(llc_misses_forward, 0x14, 0x02, "LLC misses, line found in F state")
	CBOX_EV(llc_misses_invalid, 0x14, 0x04, "LLC misses, line found in I state")
	CBOX_EV(llc_misses_all, 0x14, 0x07, "LLC misses, line found in S, F or I state")
	CBOX_EV(llc_hits_modified, 0x15, 0x01, "LLC hits on a line in M state")
	CBOX_EV(llc_hits_exclusive, 0x15, 0x02, "LLC hits on a line in E state")
	CBOX_EV(llc_hits_shared, 0x15, 0x04, "LLC hits on a line in S state")
	CBOX_EV(llc_hits_forward, 0x15, 0x08, "LLC hits on a line in F state")
	CBOX_EV(llc_hits_all, 0x15, 0x0f, "LLC hits on a line in any of the M, E, S, F states")
	CBOX_EV(llc_s_fills_modified, 0x16, 0x01,
		"LLC fills from the system (S-box), line in M state")
	CBOX_EV(llc_s_fills_exclusive, 0x16, 0x02,
		"LLC fills from the system (S-box), line in E state")
	CBOX_EV(llc_s_fills_shared, 0x16, 0x04,
		"LLC fills from the system (S-box), line in S state")
	CBOX_EV(llc_s_fills_forward, 0x16, 0x08,
		"LLC fills from the system (S-box), line in F state")
	CBOX_EV(llc_s_fills_all, 0x16, 0x0f,
		"LLC fills from the system (S-box), any of the M, E, S, F states")
	CBOX_EV(llc_victims_modified, 0x17, 0x01, "LLC victims (lines evicted) in M state")
	CBOX_EV(llc_victims_exclusive, 0x17, 0x02, "LLC victims (lines evicted) in E state")
	CBOX_EV(llc_victims_shared, 0x17, 0x04, "LLC victims (lines evicted) in S state")
	CBOX_EV(llc_victims_forward, 0x17, 0x08, "LLC victims (lines evicted) in F state")
	CBOX_EV(llc_victims_fill_without_victims, 0x17, 0x10,
		"LLC fills that evicted no victim line")
	BOXPMU_EVENT(llc_victims_all, CBOX_LLC_VICTIMS_ALL, CBOX_LLC_VICTIMS_ALL_DESC),
	CBOX_EV(occupancy_irq, 0x18, 0x00,
		"Entries in the IRQ (ingress request queue), summed each cycle")
	CBOX_EV(trans_irq, 0x19, 0x00, "Allocations into the IRQ (ingress request queue)")
	CBOX_EV(occupancy_ipq, 0x1a, 0x00,
		"Entries in the IPQ (ingress probe queue), summed each cycle")
	/* p.2-27 */
	CBOX_EV(trans_ipq, 0x1b, 0x00, "QPI snoop probes entering the IPQ (ingress probe queue)")
	CBOX_EV(occupancy_viq, 0x1c, 0x00, "Entries in the VIQ (victim queue), summed each cycle")
	CBOX_EV(trans_viq, 0x1d, 0x00, "Allocations into the VIQ (victim queue)")
	CBOX_EV(occupancy_maf, 0x1e, 0x00,
		"Entries in the MAF (miss address file), summed each cycle")
	CBOX_EV(trans_maf, 0x1f, 0x00, "Allocations into the MAF (miss address file)")
	CBOX_EV(occupancy_rwrf, 0x20, 0x00, "Entries in the RWRF queue, summed each cycle")
	CBOX_EV(trans_rwrf, 0x21, 0x00, "Allocations into the RWRF queue")
	CBOX_EV(occupancy_rspf, 0x22, 0x00, "Entries in the RSPF queue, summed each cycle")
	CBOX_EV(trans_rspf, 0x23, 0x00, "Allocations into the RSPF queue")
	/* p.2-27 */
	CBOX_EV(snps_remote_rd, 0x27, 0x01,
		"QPI SnpData/SnpCode snoops to the LLC that moved a line to S")
	CBOX_EV(snps_remote_rfo, 0x27, 0x02,
		"QPI SnpInvOwn/SnpInvItoE snoops to the LLC that invalidated a line")
	CBOX_EV(snps_remote_any, 0x27, 0x03, "QPI snoops to the LLC that hit a line, read or RFO")
	CBOX_EV(snp_hits_remote_rd_hitm, 0x28, 0x01,
		"Remote read snoops hitting an LLC line in M state")
	CBOX_EV(snp_hits_remote_rd_hite, 0x28, 0x02,
		"Remote read snoops hitting an LLC line in E state")
	CBOX_EV(snp_hits_remote_rd_hits, 0x28, 0x04,
		"Remote read snoops hitting an LLC line in S state")
	CBOX_EV(snp_hits_remote_rd_hitf, 0x28, 0x08,
		"Remote read snoops hitting an LLC line in F state")
	CBOX_EV(snp_hits_remote_rfo_hitm, 0x28, 0x10,
		"Remote RFO snoops hitting an LLC line in M state")
	CBOX_EV(snp_hits_remote_rfo_hite, 0x28, 0x20,
		"Remote RFO snoops hitting an LLC line in E state")
	CBOX_EV(snp_hits_remote_rfo_hits, 0x28, 0x40,
		"Remote RFO snoops hitting an LLC line in S state")
	CBOX_EV(snp_hits_remote_rfo_hitf, 0x28, 0x80,
		"Remote RFO snoops hitting an LLC line in F state")
	CBOX_EV(snp_hits_remote_hitm, 0x28, 0x11,
		"Remote snoops, read or RFO, hitting an LLC line in M state")
	CBOX_EV(snp_hits_remote_hite, 0x28, 0x22,
		"Remote snoops, read or RFO, hitting an LLC line in E state")
	CBOX_EV(snp_hits_remote_hits, 0x28, 0x44,
		"Remote snoops, read or RFO, hitting an LLC line in S state")
	CBOX_EV(snp_hits_remote_hitf, 0x28, 0x88,
		"Remote snoops, read or RFO, hitting an LLC line in F state")
	CBOX_EV(snp_hits_remote_any, 0x28, 0xff,
		"Remote snoops hitting the LLC, any type and state")

#undef CBOX_SB3
#undef CBOX_SINKS
#undef CBOX_NACK
#undef CBOX_EV
