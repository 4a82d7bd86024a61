/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The S-box events counted per C-box pair, the one list of them; not a
 * header. The includer defines SBOX_PAIRS(name, code, description
 * before and after "C-boxes n and m", the same around "all C-boxes" for the
 * _all event) and SBOX_PAIRS_ALL(..., the _all event's description).
 */
	SBOX_PAIRS_ALL(to_r_drs_msgq_cycles_full, 0x0e,
		       "Cycles the system-bound DRS header buffer of ", " is full",
		       "Cycles a DRS header buffer is full; undefined unless one C-box pair")
	SBOX_PAIRS(to_r_drs_msgq_cycles_ne, 0x0f,
		   "Cycles a system-bound DRS header buffer of ", " is not empty")
	SBOX_PAIRS(to_r_drs_msgq_occupancy, 0x10,
		   "System-bound DRS header entries of ", ", summed each cycle")
	SBOX_PAIRS_ALL(to_r_ncb_msgq_cycles_full, 0x11,
		       "Cycles the system-bound NCB header buffer of ", " is full",
		       "Cycles a NCB header buffer is full; undefined unless one C-box pair")
	SBOX_PAIRS(to_r_ncb_msgq_cycles_ne, 0x12,
		   "Cycles a system-bound NCB header buffer of ", " is not empty")
	SBOX_PAIRS(to_r_ncb_msgq_occupancy, 0x13,
		   "System-bound NCB header entries of ", ", summed each cycle")
	SBOX_PAIRS_ALL(to_r_ncs_msgq_cycles_full, 0x14,
		       "Cycles the system-bound NCS header buffer of ", " is full",
		       "Cycles a NCS header buffer is full; undefined unless one C-box pair")
	SBOX_PAIRS(to_r_ncs_msgq_cycles_ne, 0x15,
		   "Cycles a system-bound NCS header buffer of ", " is not empty")
	SBOX_PAIRS(to_r_ncs_msgq_occupancy, 0x16,
		   "System-bound NCS header entries of ", ", summed each cycle")
	SBOX_PAIRS(pkts_sent_drs, 0x64,
		   "DRS packets (9 flits each) sent to the system from ", "")
	SBOX_PAIRS(pkts_sent_ncs, 0x66,
		   "NCS packets sent to the system from ", "")
	SBOX_PAIRS(pkts_sent_ncb, 0x68,
		   "NCB packets (11 flits each) sent to the system from ", "")
