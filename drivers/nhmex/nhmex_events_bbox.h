/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The B-box events (Table 2-24), the one list of them; not a header. Each
 * includer defines NHMEX_BBOX_EV(counter, code, name, description), and
 * the same for NHMEX_BBOX_MM (events counting what B_MSR_MATCH/MASK select)
 * and NHMEX_BBOX_EV_7500 (events LIKWID's Westmere-EX list names elsewhere).
 */
#define NHMEX_BBOX_TF(_e, _n, _d) \
	NHMEX_BBOX_EV(0, _e, tf_##_n, "TF occupancy, " _d ", 1 per 256 entry-cycles")
#define NHMEX_BBOX_IMT(_e, _n, _d) NHMEX_BBOX_EV(1, _e, imt_inserts_##_n, "IMT insertions, " _d)
	NHMEX_BBOX_MM(0, 0x01, msg_addr_in_match, "Inputs matching message class and address")
	NHMEX_BBOX_MM(0, 0x02, opcode_addr_in_match, "Inputs matching opcode and address")
	NHMEX_BBOX_MM(0, 0x03, msg_opcode_addr_in_match,
		      "Inputs matching message, opcode and address")
	NHMEX_BBOX_TF(0x04, all, "all requests")
	NHMEX_BBOX_TF(0x05, wr, "writes")
	NHMEX_BBOX_TF(0x06, invitoe, "InvItoE")
	NHMEX_BBOX_EV(0, 0x07, imt_valid_occupancy,
		      "IMT occupancy (valid entries), 1 per 32 entry-cycles")
	NHMEX_BBOX_EV(0, 0x09, drsq_occupancy,
		      "DRS queue occupancy, accumulator overflows (scale unknown)")
	NHMEX_BBOX_TF(0x0b, ioh, "IOH requests")
	NHMEX_BBOX_TF(0x0d, ioh_wr, "IOH writes")
	NHMEX_BBOX_TF(0x0f, ioh_invitoe, "IOH InvItoE")
	NHMEX_BBOX_EV(0, 0x12, snpoq_occupancy,
		      "SNPOQ occupancy, accumulator overflows (scale unknown)")
	NHMEX_BBOX_EV(0, 0x17, dirq_occupancy,
		      "DIRQ occupancy, accumulator overflows (scale unknown)")
	NHMEX_BBOX_TF(0x1c, ioh_non_invitoe_rd, "IOH non-InvItoE reads")
	NHMEX_BBOX_MM(1, 0x01, msg_in_match, "Inputs matching message class")
	NHMEX_BBOX_MM(1, 0x02, msg_out_match, "Outputs matching message class")
	NHMEX_BBOX_MM(1, 0x03, opcode_in_match, "Inputs matching opcode")
	NHMEX_BBOX_MM(1, 0x04, opcode_out_match, "Outputs matching opcode")
	NHMEX_BBOX_MM(1, 0x05, msg_opcode_in_match, "Inputs matching message class and opcode")
	NHMEX_BBOX_MM(1, 0x06, msg_opcode_out_match, "Outputs matching message class and opcode")
	NHMEX_BBOX_EV(1, 0x07, imt_inserts_all,
		      "IMT insertions (memory requests sent to the M-box), all")
	NHMEX_BBOX_EV(1, 0x09, drsq_inserts, "DRS queue insertions")
	NHMEX_BBOX_IMT(0x0a, ioh, "IOH requests")
	NHMEX_BBOX_IMT(0x0b, non_ioh, "non-IOH requests")
	NHMEX_BBOX_IMT(0x0c, wr, "writes")
	NHMEX_BBOX_IMT(0x0d, ioh_wr, "IOH writes")
	NHMEX_BBOX_IMT(0x0e, non_ioh_wr, "non-IOH writes")
	NHMEX_BBOX_IMT(0x0f, invitoe, "InvItoE requests")
	NHMEX_BBOX_IMT(0x10, ioh_invitoe, "IOH InvItoE requests")
	NHMEX_BBOX_EV(1, 0x12, snpoq_inserts, "Snoops queued for output (no credit or port busy)")
	NHMEX_BBOX_EV(1, 0x17, dirq_inserts, "DIRQ insertions")
	NHMEX_BBOX_IMT(0x1c, non_ioh_invitoe, "non-IOH InvItoE requests")
	NHMEX_BBOX_IMT(0x1d, rd, "reads")
	NHMEX_BBOX_IMT(0x1f, non_ioh_rd, "non-IOH reads")
	NHMEX_BBOX_EV(2, 0x01, msgs_in_non_snp, "Incoming messages other than snoops")
	NHMEX_BBOX_EV(2, 0x02, msgs_s_to_b, "Messages from the S-box to the B-box")
	NHMEX_BBOX_EV(2, 0x03, msgs_b_to_s, "Messages from the B-box to the S-box")
	NHMEX_BBOX_MM(2, 0x04, addr_in_match, "Inputs matching the address")
	NHMEX_BBOX_EV(2, 0x07, imt_ne_cycles, "Cycles the IMT holds an M-box request in flight")
	NHMEX_BBOX_EV(3, 0x02, early_ack, "Early ACKs")
	NHMEX_BBOX_EV(3, 0x06, imt_prealloc, "IMT preallocations")
	NHMEX_BBOX_EV(3, 0x0e, cohq_bypass, "Requests bypassing the coherence queue (COHQ)")
	NHMEX_BBOX_EV(3, 0x0f, demand_fetch, "Demand fetches")
	NHMEX_BBOX_EV(3, 0x12, implicit_wbs, "Implicit writebacks")
	NHMEX_BBOX_EV(3, 0x14, sbox_vn0_unavail, "S-box VN0 unavailable")
	NHMEX_BBOX_EV(3, 0x15, rbox_vna_unavail, "R-box VNA unavailable")
	NHMEX_BBOX_EV(3, 0x17, conflicts, "Conflicts")
	NHMEX_BBOX_EV(3, 0x19, ack_before_last_snp,
		      "M-box ACKs before the last snoop response, prefetches")
	NHMEX_BBOX_EV_7500(3, 0x13, cohq_imt_alloc_wait, "COHQ waits for an IMT allocation")
	NHMEX_BBOX_EV_7500(3, 0x16, imt_full, "IMT full")

#undef NHMEX_BBOX_TF
#undef NHMEX_BBOX_IMT
#undef NHMEX_BBOX_EV
#undef NHMEX_BBOX_MM
#undef NHMEX_BBOX_EV_7500
