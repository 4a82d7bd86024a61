/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The M-box FVC sub-events (Table 2-81), the one list of them; not a header.
 * Each row: name, the description's kind (FVC, or one BCMD or RESP event at
 * a time), the description, then the fvc value in FVC_EV0..3's evnt field
 * on the Xeon 7500 (bits 13:11, 16:14, 19:17, 22:20) and on Westmere-EX
 * (bits 14:12, 17:15, 20:18, 23:21). The includer defines NHMEX_MBOX_FVC().
 */
	NHMEX_MBOX_FVC(smi_crc_err, FVC, "Link-level CRC errors on the SMI channel",
		       0x0, 0x0, 0x0, 0x0,  0x0, 0x0, 0x0, 0x0)
	NHMEX_MBOX_FVC(mem_ecc_err, FVC, "Memory ECC errors other than SMI link CRC errors",
		       0x800, 0x4000, 0x20000, 0x100000,  0x1000, 0x8000, 0x40000, 0x200000)
	NHMEX_MBOX_FVC(psn_txn, FVC, "Transactions writing a poisoned directory to memory",
		       0x1000, 0x8000, 0x40000, 0x200000,  0x2000, 0x10000, 0x80000, 0x400000)
	NHMEX_MBOX_FVC(alrt_frm, FVC, "Alert frames on the SMI channel",
		       0x1800, 0xc000, 0x60000, 0x300000,  0x3000, 0x18000, 0xc0000, 0x600000)
	NHMEX_MBOX_FVC(fast_rst, FVC, "Fast reset requests made by the M-boxes",
		       0x2000, 0x10000, 0x80000, 0x400000,  0x4000, 0x20000, 0x100000, 0x800000)
	NHMEX_MBOX_FVC(smi_nb_trig, FVC, "SMI northbound debug bits from buffer status frames",
		       0x3800, 0x1c000, 0xe0000, 0x700000,  0x7000, 0x38000, 0x1c0000, 0xe00000)
	NHMEX_MBOX_FVC(pbox_init_err, FVC, "P-box initialisation errors (name only)",
		       0x803800, 0x81c000, 0x8e0000, 0xf00000,
		       0x1007000, 0x1038000, 0x11c0000, 0x1e00000)
	NHMEX_MBOX_FVC(bbox_cmds_reads, BCMD, "Read commands from the B-box (from memory)",
		       0x2800, 0x14000, 0xa0000, 0x500000,  0x5000, 0x28000, 0x140000, 0xa00000)
	NHMEX_MBOX_FVC(bbox_cmds_writes, BCMD, "Write commands from the B-box (to memory)",
		       0x2820, 0x14020, 0xa0020, 0x500020,  0x5040, 0x28040, 0x140040, 0xa00040)
	NHMEX_MBOX_FVC(bbox_rsp_ack, RESP, "ACK responses to the B-box, no error",
		       0x3000, 0x18000, 0xc0000, 0x600000,  0x6000, 0x30000, 0x180000, 0xc00000)
	NHMEX_MBOX_FVC(bbox_rsp_retry, RESP, "Retry responses to B-box, error undecided",
		       0x3100, 0x18100, 0xc0100, 0x600100,  0x6200, 0x30200, 0x180200, 0xc00200)
	NHMEX_MBOX_FVC(bbox_rsp_cor, RESP, "Corrected-error responses to the B-box",
		       0x3200, 0x18200, 0xc0200, 0x600200,  0x6400, 0x30400, 0x180400, 0xc00400)
	NHMEX_MBOX_FVC(bbox_rsp_uncor, RESP, "Uncorrectable-error responses to B-box",
		       0x3300, 0x18300, 0xc0300, 0x600300,  0x6600, 0x30600, 0x180600, 0xc00600)
	NHMEX_MBOX_FVC(bbox_rsp_spec_ack, RESP, "Early ACK responses to B-box fast reads",
		       0x3400, 0x18400, 0xc0400, 0x600400,  0x6800, 0x30800, 0x180800, 0xc00800)
	NHMEX_MBOX_FVC(bbox_rsp_spr_ack, RESP, "ACK responses to B-box, DIMM in sparing",
		       0x3500, 0x18500, 0xc0500, 0x600500,  0x6a00, 0x30a00, 0x180a00, 0xc00a00)
	NHMEX_MBOX_FVC(bbox_rsp_spr_uncore, RESP, "Uncorrectable responses, DIMM in sparing",
		       0x3700, 0x18700, 0xc0700, 0x600700,  0x6e00, 0x30e00, 0x180e00, 0xc00e00)

#undef NHMEX_MBOX_FVC
