/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Named events of the Xeon 7500 (Nehalem-EX) uncore R-box halves.
 *
 * Sources: Intel Xeon Processor 7500 Series Uncore Programming Guide
 * 323535-001 (Table 2-44, Table 2-49), cross-checked with likwid's
 * src/includes/perfmon_nehalemEX_events.txt and Linux uncore_nhmex.c;
 * where they disagree the guide wins and the entry says so. The includer
 * defines BOXPMU_EVENT_TABLES_RBOX0 and/or _RBOX1.
 */
#ifndef NHMEX_EVENTS_RBOX_H
#define NHMEX_EVENTS_RBOX_H

/*
 * R-box: each half (rbox_0: QPI ports 0-3, rbox_1: ports 4-7) selects with
 * event (config:1-5) a port (event / 6) and a sub-register: 0 or 1
 * IPERF0/1 (iperf_cfg, config1:0-31), 2 or 3 the low or high byte of QLX
 * (qlx_cfg, config1:0-15, the value in that byte), 4 or 5 XBR match set 1 or 2 (xbr_mm_cfg
 * config:32-63, xbr_match config1, xbr_mask config2). The two of each
 * pair are interchangeable: the driver takes whichever is free, so only
 * the first of each pair is named.
 *
 * Named: FLITS_SENT (iperf_cfg 0x80000000) and NULL_IDLE (0x40000000),
 * the IPERF encodings mainline and PCM use (mainline calls them
 * qpi*_flit_send and, misspelt, qpi*_idle_filt); NEW_PACKETS_RECV with
 * its virtual network (VN0 0x00, VN1 0x40, VNA 0x80, any 0xc0) and message
 * class (NCB 0x01, NCS 0x02, DRS 0x04, NDR 0x08, SNP 0x10, HOM 0x20, all
 * 0x3f) sub-events from likwid; ANY_DRS, 0xc4, is mainline's (misspelt)
 * qpi*_date_response. UNVERIFIED: the guide's IPERF_CFG and QLX_CFG field
 * tables were not readable; the other IPERF and the QLX events of likwid's
 * list are not named, since their register values cannot be derived from
 * what was read. They can be counted as raw events.
 * Descriptions: the names read with the port, VN and message class; the
 * QLX classes as Table 2-49 (R_MSR_PORT{7-0}_QLX_CFG, p.2-84) names them
 * (class 6 VNA small, 7 VNA large, which the names call VSM and VLG;
 * bit 7 selects sub-class VN0 or VN1; type 0xa "starvation detected").
 * The R-box event definitions (section 2.6) were still not found in the
 * stored copy of the guide, so the unit (flits, packets, bids; whether QLX
 * events count cycles) is the names' reading: UNVERIFIED.
 */
/*
 * nhmex_events_rbox_port.h lists one port's events. Each stem STEM is
 * named STEM_portN followed by its tail, counts with the port's IPERF or
 * QLX event and the field's value, and is described by NHMEX_RBOX_D_STEM,
 * "QPI port N", its description tail and the sub-register.
 */
#define NHMEX_RBOX_EVENT_(_p, _ev, _stem, _tail, _terms, _dtail) \
	BOXPMU_EVENT(_stem##_port##_p##_tail, "event=" #_ev "," _terms, \
		     NHMEX_RBOX_D_##_stem " QPI port " #_p _dtail)
/* a level between, to expand NHMEX_RBOX_P before it is pasted */
#define NHMEX_RBOX_EVENT(...)	NHMEX_RBOX_EVENT_(__VA_ARGS__)
#define NHMEX_RBOX_I(_stem, _tail, _cfg, _dtail) \
	NHMEX_RBOX_EVENT(NHMEX_RBOX_P, NHMEX_RBOX_P_I, _stem, _tail, \
			 "iperf_cfg=" #_cfg, _dtail " (IPERF)")
#define NHMEX_RBOX_Q(_stem, _tail, _cfg, _dtail) \
	NHMEX_RBOX_EVENT(NHMEX_RBOX_P, NHMEX_RBOX_P_Q, _stem, _tail, \
			 "qlx_cfg=" #_cfg, _dtail " (QLX)")
/* the name tail of an event of the whole port */
#define NHMEX_RBOX_ALL

#define NHMEX_RBOX_D_flits_sent	"Flits sent on"
#define NHMEX_RBOX_D_null_idle	"Null or idle flits on"
#define NHMEX_RBOX_D_new_packets_recv	"Packets received on"
#define NHMEX_RBOX_D_que_arb_bid	"Queue arbitration bids,"
#define NHMEX_RBOX_D_local_arb_bid	"Local arbitration bids,"
#define NHMEX_RBOX_D_global_arb_bid	"Global arbitration bids,"
#define NHMEX_RBOX_D_que_arb_bid_fail	"Failed queue arbitration bids,"
#define NHMEX_RBOX_D_local_arb_bid_fail	"Failed local arbitration bids,"
#define NHMEX_RBOX_D_global_arb_bid_fail	"Failed global arbitration bids,"
#define NHMEX_RBOX_D_target_available	"Target available,"
#define NHMEX_RBOX_D_starving	"Starvation on"

#ifdef BOXPMU_EVENT_TABLES_RBOX0
static const struct boxpmu_event_desc nhmex_rbox0_events[] = {
#define NHMEX_RBOX_P	0
#define NHMEX_RBOX_P_I	0x00
#define NHMEX_RBOX_P_Q	0x02
#include "nhmex_events_rbox_port.h"
#define NHMEX_RBOX_P	1
#define NHMEX_RBOX_P_I	0x06
#define NHMEX_RBOX_P_Q	0x08
#include "nhmex_events_rbox_port.h"
#define NHMEX_RBOX_P	2
#define NHMEX_RBOX_P_I	0x0c
#define NHMEX_RBOX_P_Q	0x0e
#include "nhmex_events_rbox_port.h"
#define NHMEX_RBOX_P	3
#define NHMEX_RBOX_P_I	0x12
#define NHMEX_RBOX_P_Q	0x14
#include "nhmex_events_rbox_port.h"
	{ }
};
#endif

#ifdef BOXPMU_EVENT_TABLES_RBOX1
static const struct boxpmu_event_desc nhmex_rbox1_events[] = {
#define NHMEX_RBOX_P	4
#define NHMEX_RBOX_P_I	0x00
#define NHMEX_RBOX_P_Q	0x02
#include "nhmex_events_rbox_port.h"
#define NHMEX_RBOX_P	5
#define NHMEX_RBOX_P_I	0x06
#define NHMEX_RBOX_P_Q	0x08
#include "nhmex_events_rbox_port.h"
#define NHMEX_RBOX_P	6
#define NHMEX_RBOX_P_I	0x0c
#define NHMEX_RBOX_P_Q	0x0e
#include "nhmex_events_rbox_port.h"
#define NHMEX_RBOX_P	7
#define NHMEX_RBOX_P_I	0x12
#define NHMEX_RBOX_P_Q	0x14
#include "nhmex_events_rbox_port.h"
	{ }
};
#endif

#endif /* NHMEX_EVENTS_RBOX_H */
