/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Named events of the SNB-EP R3QPI and IVB-EP R3QPI and IRP boxes, with the
 * conventions of nhmex_events.h; tools/boxpmu-events builds them too.
 * Descriptions: the guides' event lists (327043 section 2.9, 329468
 * sections 2.10 and 2.6), IRP occupancies from 329468 p.104. UNVERIFIED
 * where only the title was seen: ring-in-use, credits-empty and IIO
 * credits-in-use cycles, the IRP tickle and stall events.
 */
#ifndef SNBEP_EVENTS_H
#define SNBEP_EVENTS_H

#include <boxpmu/events.h>

#define SNBEP_C01			"; counters 0-1"
#define SNBEP_EV01(_n, _e, _u, _d)	BOXPMU_EVENT_EU(_n, _e, _u, _d SNBEP_C01),
#define SNBEP_IRP(_n, _e, _u, _d)	BOXPMU_EVENT_EU(_n, _e, _u, _d SNBEP_C01 " of its IRP"),
#define SNBEP_RING(_R, _d)		"Cycles the " _R " ring is used at this stop, " _d
/* a ring's use at this stop by direction, even and odd (IVB-EP: of VR0) */
#define SNBEP_RING4(_r, _e, _R, _cw, _ccw, _vr)					\
	BOXPMU_EVENT_EU(ring_##_r##_used_##_cw##_even, _e, 0x01,		\
			SNBEP_RING(_R, "clockwise" _vr ", even")),		\
	BOXPMU_EVENT_EU(ring_##_r##_used_##_cw##_odd, _e, 0x02,			\
			SNBEP_RING(_R, "clockwise" _vr ", odd")),		\
	BOXPMU_EVENT_EU(ring_##_r##_used_##_ccw##_even, _e, 0x04,		\
			SNBEP_RING(_R, "counter-clockwise" _vr ", even")),	\
	BOXPMU_EVENT_EU(ring_##_r##_used_##_ccw##_odd, _e, 0x08,		\
			SNBEP_RING(_R, "counter-clockwise" _vr ", odd")),
#define SNBEP_RING_DIR(_r, _e, _R)							\
	BOXPMU_EVENT_EU(ring_##_r##_used_cw, _e, 0x33, SNBEP_RING(_R, "clockwise")),	\
	BOXPMU_EVENT_EU(ring_##_r##_used_ccw, _e, 0xcc, SNBEP_RING(_R, "counter-clockwise")),
/* a sub-event per message class, one umask bit each */
#define SNBEP_CLS6(_n, _e, _pre, _post)				\
	BOXPMU_EVENT_EU(_n##_hom, _e, 0x01, _pre "HOM" _post),	\
	BOXPMU_EVENT_EU(_n##_snp, _e, 0x02, _pre "SNP" _post),	\
	BOXPMU_EVENT_EU(_n##_ndr, _e, 0x04, _pre "NDR" _post),	\
	BOXPMU_EVENT_EU(_n##_drs, _e, 0x08, _pre "DRS" _post),	\
	BOXPMU_EVENT_EU(_n##_ncb, _e, 0x10, _pre "NCB" _post),	\
	BOXPMU_EVENT_EU(_n##_ncs, _e, 0x20, _pre "NCS" _post),
/* the classes bound for the IIO, counters 0-1 */
#define SNBEP_IIO3(_n, _e, _pre, _post)				\
	SNBEP_EV01(_n##_drs, _e, 0x08, _pre "DRS" _post)	\
	SNBEP_EV01(_n##_ncb, _e, 0x10, _pre "NCB" _post)	\
	SNBEP_EV01(_n##_ncs, _e, 0x20, _pre "NCS" _post)
/* a QPI link's credits: the VNA pool, then VN0 and VN1 per class */
#define SNBEP_VN7(_n, _e, _pre, _post)					\
	BOXPMU_EVENT_EU(_n##_vna, _e, 0x01, _pre "VNA" _post),		\
	BOXPMU_EVENT_EU(_n##_vn0_hom, _e, 0x02, _pre "VN0 HOM" _post),	\
	BOXPMU_EVENT_EU(_n##_vn0_snp, _e, 0x04, _pre "VN0 SNP" _post),	\
	BOXPMU_EVENT_EU(_n##_vn0_ndr, _e, 0x08, _pre "VN0 NDR" _post),	\
	BOXPMU_EVENT_EU(_n##_vn1_hom, _e, 0x10, _pre "VN1 HOM" _post),	\
	BOXPMU_EVENT_EU(_n##_vn1_snp, _e, 0x20, _pre "VN1 SNP" _post),	\
	BOXPMU_EVENT_EU(_n##_vn1_ndr, _e, 0x40, _pre "VN1 NDR" _post),

#ifdef BOXPMU_EVENT_TABLES_R3QPI
/*
 * Every R3QPI event of the SNB-EP guide (intel/perfmon Jaketown_uncore.json
 * V24, Unit R3QPI): UNC_R3_<NAME> is <name> with '.' as '_'.
 * The events the IVB-EP table shares with it are listed once, in
 * r3qpi_shared_events.h, included in both.
 */
static const struct boxpmu_event_desc snbep_r3qpi_events[] = {
	BOXPMU_EVENT_EU(clockticks, 0x01, 0x00, "Uncore clock cycles (uclk) of the R3QPI"),
	SNBEP_RING4(ad, 0x07, "AD", cw, ccw, "")
	SNBEP_RING4(ak, 0x08, "AK", cw, ccw, "")
	SNBEP_RING4(bl, 0x09, "BL", cw, ccw, "")
	BOXPMU_EVENT_EU(ring_iv_used_any, 0x0a, 0x0f, SNBEP_RING("IV", "any direction")),
#include "r3qpi_shared_events.h"
	SNBEP_IIO3(rxr_cycles_ne, 0x10, "Cycles the ", " ingress queue is not empty")
	SNBEP_IIO3(iio_credits_acquired, 0x20, "BL credits to the IIO acquired, ", "")
	SNBEP_IIO3(iio_credits_reject, 0x21, "BL credit requests to the IIO rejected, ", "")
	SNBEP_IIO3(iio_credits_used, 0x22, "Cycles a BL credit to the IIO is in use, ", "")
	SNBEP_EV01(vna_credits_acquired, 0x33, 0x00, "VNA credits acquired")
	{ }
};

/*
 * Every R3QPI event of the IVB-EP manual (ivytown_uncore.json, Unit R3QPI).
 * Left out: RxR_AD_BYPASSED and VNA_CREDITS_ACQUIRED with umask 0, which
 * selects nothing (Table 2-214 has the sub-events listed here).
 */
static const struct boxpmu_event_desc ivbep_r3qpi_events[] = {
	BOXPMU_EVENT_EU(clockticks, 0x01, 0x00, "Uncore clock cycles (uclk) of the R3QPI"),
	SNBEP_RING4(ad, 0x07, "AD", cw_vr0, ccw_vr0, " VR0")
	SNBEP_RING_DIR(ad, 0x07, "AD")
	SNBEP_RING4(ak, 0x08, "AK", cw_vr0, ccw_vr0, " VR0")
	SNBEP_RING_DIR(ak, 0x08, "AK")
	SNBEP_RING4(bl, 0x09, "BL", cw_vr0, ccw_vr0, " VR0")
	SNBEP_RING_DIR(bl, 0x09, "BL")
	SNBEP_RING_DIR(iv, 0x0a, "IV")
	BOXPMU_EVENT_EU(ring_iv_used_any, 0x0a, 0xff, SNBEP_RING("IV", "any direction")),
#include "r3qpi_shared_events.h"
	SNBEP_EV01(txr_nack_cw_ad, 0x26, 0x01, "Egress NACKs, AD ring, clockwise")
	SNBEP_EV01(txr_nack_cw_ak, 0x26, 0x02, "Egress NACKs, AK ring, clockwise")
	SNBEP_EV01(txr_nack_cw_bl, 0x26, 0x04, "Egress NACKs, BL ring, clockwise")
	SNBEP_EV01(txr_nack_ccw_ad, 0x28, 0x01, "Egress NACKs, AD ring, counter-clockwise")
	SNBEP_EV01(txr_nack_ccw_ak, 0x28, 0x02, "Egress NACKs, AK ring, counter-clockwise")
	SNBEP_EV01(txr_nack_ccw_bl, 0x28, 0x04, "Egress NACKs, BL ring, counter-clockwise")
	SNBEP_VN7(qpi0_ad_credits_empty, 0x29, "Cycles with no QPI0 AD credit, ", SNBEP_C01)
	SNBEP_VN7(qpi1_ad_credits_empty, 0x2a, "Cycles with no QPI1 AD credit, ", SNBEP_C01)
	SNBEP_EV01(c_lo_ad_credits_empty_cbo0, 0x2b, 0x01, "Cycles with no AD credit to C-box 0")
	SNBEP_EV01(c_lo_ad_credits_empty_cbo1, 0x2b, 0x02, "Cycles with no AD credit to C-box 1")
	SNBEP_EV01(c_lo_ad_credits_empty_cbo2, 0x2b, 0x04, "Cycles with no AD credit to C-box 2")
	SNBEP_EV01(c_lo_ad_credits_empty_cbo3, 0x2b, 0x08, "Cycles with no AD credit to C-box 3")
	SNBEP_EV01(c_lo_ad_credits_empty_cbo4, 0x2b, 0x10, "Cycles with no AD credit to C-box 4")
	SNBEP_EV01(c_lo_ad_credits_empty_cbo5, 0x2b, 0x20, "Cycles with no AD credit to C-box 5")
	SNBEP_EV01(c_lo_ad_credits_empty_cbo6, 0x2b, 0x40, "Cycles with no AD credit to C-box 6")
	SNBEP_EV01(c_lo_ad_credits_empty_cbo7, 0x2b, 0x80, "Cycles with no AD credit to C-box 7")
	SNBEP_EV01(c_hi_ad_credits_empty_cbo8, 0x2c, 0x01, "Cycles with no AD credit to C-box 8")
	SNBEP_EV01(c_hi_ad_credits_empty_cbo9, 0x2c, 0x02, "Cycles with no AD credit to C-box 9")
	SNBEP_EV01(c_hi_ad_credits_empty_cbo10, 0x2c, 0x04, "Cycles with no AD credit to C-box 10")
	SNBEP_EV01(c_hi_ad_credits_empty_cbo11, 0x2c, 0x08, "Cycles with no AD credit to C-box 11")
	SNBEP_EV01(c_hi_ad_credits_empty_cbo12, 0x2c, 0x10, "Cycles with no AD credit to C-box 12")
	SNBEP_EV01(c_hi_ad_credits_empty_cbo13, 0x2c, 0x20, "Cycles with no AD credit to C-box 13")
	SNBEP_EV01(c_hi_ad_credits_empty_cbo14, 0x2c, 0x40, "Cycles with no AD credit to C-box 14")
	SNBEP_VN7(qpi0_bl_credits_empty, 0x2d, "Cycles with no QPI0 BL credit, ", SNBEP_C01)
	SNBEP_VN7(qpi1_bl_credits_empty, 0x2e, "Cycles with no QPI1 BL credit, ", SNBEP_C01)
	SNBEP_EV01(ha_r2_bl_credits_empty_ha0, 0x2f, 0x01, "Cycles with no BL credit to HA0")
	SNBEP_EV01(ha_r2_bl_credits_empty_ha1, 0x2f, 0x02, "Cycles with no BL credit to HA1")
	SNBEP_EV01(ha_r2_bl_credits_empty_r2_ncb, 0x2f, 0x04,
		   "Cycles with no BL credit to R2PCIe, NCB")
	SNBEP_EV01(ha_r2_bl_credits_empty_r2_ncs, 0x2f, 0x08,
		   "Cycles with no BL credit to R2PCIe, NCS")
	SNBEP_EV01(vna_credits_acquired_ad, 0x33, 0x01, "VNA credits acquired, AD")
	SNBEP_EV01(vna_credits_acquired_bl, 0x33, 0x04, "VNA credits acquired, BL")
	SNBEP_CLS6(vn1_credits_used, 0x38, "VN1 credits used, ", SNBEP_C01)
	SNBEP_CLS6(vn1_credits_reject, 0x39, "VN1 credit acquisitions failed, ", SNBEP_C01)
	{ }
};
#endif

#ifdef BOXPMU_EVENT_TABLES_IRP
/*
 * Every IRP event of the manual (329468 section 2.6.4; ivytown_uncore.json,
 * Unit IRP: UNC_I_<NAME>). The JSON's PD_PREFETCHES repeats RD_PREFETCHES.
 */
static const struct boxpmu_event_desc irp_events[] = {
	SNBEP_IRP(clockticks, 0x00, 0x00, "IRP clock cycles")
	SNBEP_IRP(rxr_bl_drs_inserts, 0x01, 0x00, "BL ingress allocations, DRS")
	SNBEP_IRP(rxr_bl_ncb_inserts, 0x02, 0x00, "BL ingress allocations, NCB")
	SNBEP_IRP(rxr_bl_ncs_inserts, 0x03, 0x00, "BL ingress allocations, NCS")
	SNBEP_IRP(rxr_bl_drs_cycles_full, 0x04, 0x00, "Cycles the BL ingress DRS queue is full")
	SNBEP_IRP(rxr_bl_ncb_cycles_full, 0x05, 0x00, "Cycles the BL ingress NCB queue is full")
	SNBEP_IRP(rxr_bl_ncs_cycles_full, 0x06, 0x00, "Cycles the BL ingress NCS queue is full")
	SNBEP_IRP(rxr_bl_drs_occupancy, 0x07, 0x00, "BL ingress DRS entries, summed each cycle")
	SNBEP_IRP(rxr_bl_ncb_occupancy, 0x08, 0x00, "BL ingress NCB entries, summed each cycle")
	SNBEP_IRP(rxr_bl_ncs_occupancy, 0x09, 0x00, "BL ingress NCS entries, summed each cycle")
	SNBEP_IRP(rxr_ak_inserts, 0x0a, 0x00, "AK ingress allocations")
	SNBEP_IRP(rxr_ak_cycles_full, 0x0b, 0x00, "Cycles the AK ingress is full")
	SNBEP_IRP(rxr_ak_occupancy, 0x0c, 0x00, "AK ingress entries, summed each cycle")
	SNBEP_IRP(txr_request_occupancy, 0x0d, 0x00,
		  "Outbound request queue entries, summed each cycle")
	SNBEP_IRP(txr_data_inserts_ncb, 0x0e, 0x00, "Outbound NCB data insertions")
	SNBEP_IRP(txr_data_inserts_ncs, 0x0f, 0x00, "Outbound NCS data insertions")
	SNBEP_IRP(cache_read_occupancy_any, 0x10, 0x01, "Reads outstanding, summed each cycle")
	SNBEP_IRP(cache_read_occupancy_source, 0x10, 0x02,
		  "Reads outstanding per cycle, filter= source")
	SNBEP_IRP(cache_write_occupancy_any, 0x11, 0x01, "Writes outstanding, summed each cycle")
	SNBEP_IRP(cache_write_occupancy_source, 0x11, 0x02,
		  "Writes outstanding per cycle, filter= source")
	SNBEP_IRP(cache_total_occupancy_any, 0x12, 0x01,
		  "Reads plus writes outstanding, summed each cycle")
	SNBEP_IRP(cache_total_occupancy_source, 0x12, 0x02,
		  "Reads+writes outstanding per cycle, filter= source")
	SNBEP_IRP(cache_own_occupancy_any, 0x13, 0x01,
		  "Ownership fetches outstanding, summed each cycle")
	SNBEP_IRP(cache_own_occupancy_source, 0x13, 0x02,
		  "Ownerships pending per cycle, filter= source")
	SNBEP_IRP(cache_ack_pending_occupancy_any, 0x14, 0x01,
		  "Writes awaiting their ACK, summed each cycle")
	SNBEP_IRP(cache_ack_pending_occupancy_source, 0x14, 0x02,
		  "Writes awaiting ACK per cycle, filter= source")
	SNBEP_IRP(transactions_reads, 0x15, 0x01, "Inbound read transactions")
	SNBEP_IRP(transactions_writes, 0x15, 0x02, "Inbound write transactions")
	SNBEP_IRP(transactions_rd_prefetches, 0x15, 0x04, "Inbound read prefetches")
	SNBEP_IRP(transactions_orderingq, 0x15, 0x08,
		  "Inbound transactions from the queue in filter=")
	SNBEP_IRP(tickles_lost_ownership, 0x16, 0x01, "Tickles: ownership lost")
	SNBEP_IRP(tickles_top_of_queue, 0x16, 0x02, "Tickles: data returned")
	SNBEP_IRP(address_match_stall_count, 0x17, 0x01, "Address conflicts that stalled")
	SNBEP_IRP(address_match_merge_count, 0x17, 0x02, "Address conflicts that were merged")
	SNBEP_IRP(txr_ad_stall_credit_cycles, 0x18, 0x00,
		  "Cycles stalled for want of an AD egress credit")
	SNBEP_IRP(txr_bl_stall_credit_cycles, 0x19, 0x00,
		  "Cycles stalled for want of a BL egress credit")
	SNBEP_IRP(write_ordering_stall_cycles, 0x1a, 0x00, "Cycles writes stalled for ordering")
	{ }
};
#endif

#undef SNBEP_RING_DIR
#undef SNBEP_RING4
#undef SNBEP_RING
#undef SNBEP_VN7
#undef SNBEP_CLS6
#undef SNBEP_IIO3
#undef SNBEP_IRP
#undef SNBEP_EV01
#undef SNBEP_C01

#endif /* SNBEP_EVENTS_H */
