/* SPDX-License-Identifier: GPL-2.0 */
/* Both R3QPI tables' events alike in 327043 section 2.9 and 329468 section 2.10 */
	SNBEP_EV01(rxr_cycles_ne_hom, 0x10, 0x01, "Cycles the HOM ingress queue is not empty")
	SNBEP_EV01(rxr_cycles_ne_snp, 0x10, 0x02, "Cycles the SNP ingress queue is not empty")
	SNBEP_EV01(rxr_cycles_ne_ndr, 0x10, 0x04, "Cycles the NDR ingress queue is not empty")
	SNBEP_CLS6(rxr_inserts, 0x11, "Allocations into the ", " ingress queue" SNBEP_C01)
	SNBEP_EV01(rxr_bypassed_ad, 0x12, 0x01, "AD ingress bypasses")
	SNBEP_CLS6(rxr_occupancy, 0x13,
		   "", " ingress queue entries, summed each cycle; counter 0 only")
	SNBEP_EV01(vna_credit_cycles_out, 0x31, 0x00, "Cycles with no VNA credit available")
	SNBEP_EV01(vna_credit_cycles_used, 0x32, 0x00, "Cycles with one or more VNA credits in use")
	SNBEP_CLS6(vna_credits_reject, 0x34, "VNA credit requests rejected, ", SNBEP_C01)
	SNBEP_CLS6(vn0_credits_used, 0x36, "VN0 credits used, ", SNBEP_C01)
	SNBEP_CLS6(vn0_credits_reject, 0x37, "VN0 credit acquisitions failed, ", SNBEP_C01)
