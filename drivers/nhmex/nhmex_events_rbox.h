/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Named events of the Xeon 7500 uncore R-box halves, sourced as in
 * nhmex_events.h. The includer defines BOXPMU_EVENT_TABLES_RBOX0 and/or _RBOX1.
 */
#ifndef NHMEX_EVENTS_RBOX_H
#define NHMEX_EVENTS_RBOX_H

/*
 * event (config:1-5) picks a port (event / 6) and a sub-register pair, see
 * nhmex_rbox.c; only the first of each interchangeable pair is named.
 * FLITS_SENT and NULL_IDLE are the IPERF encodings of mainline and PCM;
 * NEW_PACKETS_RECV's VN and class sub-events are likwid's. QLX classes and
 * types as Table 2-49 (R_MSR_PORT{7-0}_QLX_CFG, p.2-84) names them.
 * UNVERIFIED: the IPERF_CFG and QLX_CFG field tables and the R-box event
 * definitions (section 2.6) were not readable: units read the names, and
 * likwid's other IPERF and QLX events stay unnamed (raw events).
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
