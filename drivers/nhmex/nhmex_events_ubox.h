/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The U-box events of the Xeon 7500, which Westmere-EX has too: the body
 * of nhmex_ubox_events[] and of wsmex_ubox_events[] (nhmex_events.h, whose
 * comment before them gives the sources), included inside each. No guard:
 * it is meant to be included twice.
 */
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
