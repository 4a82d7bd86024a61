/* SPDX-License-Identifier: GPL-2.0 */
/* Xeon 7500 uncore B-, S- and M-box events, sourced as in nhmex_events.h */
#ifndef NHMEX_EVENTS_BSRM_H
#define NHMEX_EVENTS_BSRM_H

#include <boxpmu/events.h>

/*
 * B-box: event (config:1-5) and counter (config:6-7), Table 2-24; sections
 * 2.4.4 (pp.2-33 to 2-34) and 2.4.6 (p.2-36): occupancy feeds an accumulator
 * whose overflows count; IMT average = count * 32 / cycles, TF = count * 256
 * / cycles. UNVERIFIED: TF_*'s scale (from the formula), DRSQ, SNPOQ and
 * DIRQ's, and descriptions resting on Table 2-24's titles and the names.
 */
#ifdef BOXPMU_EVENT_TABLES_BBOX
#define NHMEX_BBOX_EVENT(_c, _e, _n, _d) \
	BOXPMU_EVENT(_n, "event=" #_e ",counter=" #_c, _d "; counter " #_c " only"),
#define NHMEX_BBOX_EVENT_MM(_c, _e, _n, _d) \
	NHMEX_BBOX_EVENT(_c, _e, _n, _d " (match=, mask=)")

static const struct boxpmu_event_desc nhmex_bbox_events[] = {
#define NHMEX_BBOX_EV		NHMEX_BBOX_EVENT
#define NHMEX_BBOX_MM		NHMEX_BBOX_EVENT_MM
#define NHMEX_BBOX_EV_7500	NHMEX_BBOX_EVENT
#include "nhmex_events_bbox.h"
	{ }
};

/*
 * Westmere-EX (UNVERIFIED, no manual): LIKWID's list (d9c523b1) puts
 * COHQ_IMT_ALLOC_WAIT and IMT_FULL at COHQ_BYPASS's and IMPLICIT_WBS's
 * codes, so one of each pair is wrong: those two are left out.
 */
static const struct boxpmu_event_desc wsmex_bbox_events[] = {
#define NHMEX_BBOX_EV		NHMEX_BBOX_EVENT
#define NHMEX_BBOX_MM		NHMEX_BBOX_EVENT_MM
#define NHMEX_BBOX_EV_7500(_c, _e, _n, _d)
#include "nhmex_events_bbox.h"
	{ }
};
#endif

/*
 * S-box: codes and umasks from likwid, checked against pp.2-66 to 2-71
 * (0x03-0x16); umask 0x3 of 0x03, 0x06, 0x07 is the guide's RBBOX (likwid:
 * ALL). Descriptions: TO_R_* from pp.2-66 to 2-71, PKTS_SENT_* and
 * PKTS_RCVD_SNP from p.2-61, sizes from Table 2-36 and section 2.5.4.3.
 * UNVERIFIED: the others (names), and TO_R_B_HOM_MSGQ_CYCLES_NE with both
 * boxes, whose guide sentence repeats FULL's (read as "not empty").
 */
#ifdef BOXPMU_EVENT_TABLES_SBOX
#define SBOX_PAIR(_s, _e, _i, _j, _u, _pre, _post)	\
	BOXPMU_EVENT_EU(_s##_cbox##_i##_##_j, _e, _u,	\
			_pre "C-boxes " #_i " and " #_j _post),
#define SBOX_PAIRS_ALL(_s, _e, _pre, _post, _alld)			\
	SBOX_CBOX_PAIRS(_s, _e, _pre, _post)				\
	BOXPMU_EVENT(_s##_all, "event=" #_e ",umask=" SBOX_MODEL("0x0f", "0x1f"), _alld),
#define SBOX_PAIRS(_s, _e, _pre, _post)					\
	SBOX_PAIRS_ALL(_s, _e, _pre, _post,				\
		       _pre SBOX_MODEL("all C-boxes", "all ten C-boxes") _post)
/* bit n of the umask: C-boxes n and n + 4 (Xeon 7500) or n + 5 (Westmere-EX) */
#define SBOX_PAIR_(...)	SBOX_PAIR(__VA_ARGS__)
#define SBOX_CBOX_PAIRS(_s, _e, _pre, _post)				\
	SBOX_PAIR_(_s, _e, 0, SBOX_MODEL(4, 5), 0x01, _pre, _post)	\
	SBOX_PAIR_(_s, _e, 1, SBOX_MODEL(5, 6), 0x02, _pre, _post)	\
	SBOX_PAIR_(_s, _e, 2, SBOX_MODEL(6, 7), 0x04, _pre, _post)	\
	SBOX_PAIR_(_s, _e, 3, SBOX_MODEL(7, 8), 0x08, _pre, _post)	\
	SBOX_MODEL(, SBOX_PAIR(_s, _e, 4, 9, 0x10, _pre, _post))
#define SBOX_MODEL(_xeon7500, _wsmex)	_xeon7500
static const struct boxpmu_event_desc nhmex_sbox_events[] = {
#include "nhmex_events_sbox.h"
#include "nhmex_events_sbox_pairs.h"
	{ }
};

#undef SBOX_MODEL

/*
 * Westmere-EX, where LIKWID's Westmere-EX list (d9c523b1) differs from its
 * Nehalem-EX one (UNVERIFIED, no public manual): TO_RING_R2S/B2S codes
 * moved, five C-box pairs, LOC_NCS events (meaning unknown; descriptions
 * read the names). RBOX_CREDITS (0x76) is RBOX_CREDIT_CARRIERS.
 */
#define SBOX_MODEL(_xeon7500, _wsmex)	_wsmex
static const struct boxpmu_event_desc wsmex_sbox_events[] = {
#include "nhmex_events_sbox.h"
#include "nhmex_events_sbox_pairs.h"
	/* only Westmere-EX's */
	BOXPMU_EVENT(to_ring_ncs_msgq_cycles_ne, "event=0x25",
		     "Cycles the ring-bound NCS message queue is not empty, by name only"),
	BOXPMU_EVENT(no_credit_loc_ncs, "event=0x8b",
		     "No credit for local NCS messages, by name only (unit unknown)"),
	SBOX_PAIRS_ALL(to_r_loc_ncs_msgq_cycles_full, 0x8c,
		       "Cycles the local NCS header buffer of ", " is full, by name",
		       "Cycles a local NCS header buffer is full, all ten C-boxes, by name")
	SBOX_PAIRS_ALL(to_r_loc_ncs_msgq_cycles_ne, 0x8d,
		       "Cycles a local NCS header buffer of ", " is not empty, by name",
		       "Cycles a local NCS header buffer of all C-boxes is not empty, by name")
	SBOX_PAIRS(to_r_loc_ncs_msgq_occupancy, 0x8e,
		   "Local NCS header entries of ", ", summed each cycle, by name")
	BOXPMU_EVENT(pkts_rcvd_loc_ncs, "event=0x8f",
		     "Local NCS packets received, by name only (unit: packets)"),
	BOXPMU_EVENT(flits_sent_loc_ncs, "event=0x90",
		     "Local NCS flits sent, by name only (unit: flits)"),
	{ }
};

#undef SBOX_CBOX_PAIRS
#undef SBOX_PAIR_
#undef SBOX_MODEL
#undef SBOX_PAIRS
#undef SBOX_PAIRS_ALL
#undef SBOX_PAIR
#endif

/*
 * M-box: FVC_EV0-3 (inc_sel 0xd-0x10) of ZDP_CTL_FVC (fvc, config1:0-31,
 * Table 2-80), sub-events as Table 2-81 names them; the driver moves an
 * event to a free evnt field. bcmd and resp values from likwid and Table
 * 2-89 (p.2-115; resp 6 counts nothing), descriptions from section 2.7.7
 * but pbox_init_err's (UNVERIFIED, "name only"). bcmd_match and resp_match
 * each share one field: one event of each at a time. DSP, ISS, MAP,
 * MSC_THR, PGT, PLD events are unnamed (pp.2-103 to 2-107 unreadable).
 */
#ifdef BOXPMU_EVENT_TABLES_MBOX
#define NHMEX_MBOX_DESC_FVC(_d, _f)	_d ", FVC field " #_f
#define NHMEX_MBOX_DESC_BCMD(_d, _f)	_d "; field " #_f ", one bcmd event at once"
#define NHMEX_MBOX_DESC_RESP(_d, _f)	_d "; field " #_f ", one resp event at once"
#define NHMEX_MBOX_EVENT(_f, _inc, _n, _k, _d, _v) \
	BOXPMU_EVENT(fvc_ev##_f##_##_n, "inc_sel=" #_inc ",fvc=" #_v, NHMEX_MBOX_DESC_##_k(_d, _f)),

static const struct boxpmu_event_desc nhmex_mbox_events[] = {
#define NHMEX_MBOX_FVC(_n, _k, _d, _v, ...) \
	NHMEX_MBOX_EVENT(0, 0xd, _n, _k, _d, _v)
#include "nhmex_events_mbox.h"
#define NHMEX_MBOX_FVC(_n, _k, _d, _s1, _v, ...) \
	NHMEX_MBOX_EVENT(1, 0xe, _n, _k, _d, _v)
#include "nhmex_events_mbox.h"
#define NHMEX_MBOX_FVC(_n, _k, _d, _s1, _s2, _v, ...) \
	NHMEX_MBOX_EVENT(2, 0xf, _n, _k, _d, _v)
#include "nhmex_events_mbox.h"
#define NHMEX_MBOX_FVC(_n, _k, _d, _s1, _s2, _s3, _v, ...) \
	NHMEX_MBOX_EVENT(3, 0x10, _n, _k, _d, _v)
#include "nhmex_events_mbox.h"
	/* mainline's names for FVC_EV0 BBOX_CMDS READS and WRITES */
	BOXPMU_EVENT(bbox_cmds_read, "inc_sel=0xd,fvc=0x2800",
		     "Read commands from the B-box (field 0); one bcmd event at once"),
	BOXPMU_EVENT(bbox_cmds_write, "inc_sel=0xd,fvc=0x2820",
		     "Write commands from the B-box (field 0); one bcmd event at once"),
	{ }
};

/* Westmere-EX: PCM's fields_wsm layout (mainline agrees); UNVERIFIED: same counts */
static const struct boxpmu_event_desc wsmex_mbox_events[] = {
#define NHMEX_MBOX_FVC(_n, _k, _d, _s1, _s2, _s3, _s4, _v, ...) \
	NHMEX_MBOX_EVENT(0, 0xd, _n, _k, _d, _v)
#include "nhmex_events_mbox.h"
#define NHMEX_MBOX_FVC(_n, _k, _d, _s1, _s2, _s3, _s4, _s5, _v, ...) \
	NHMEX_MBOX_EVENT(1, 0xe, _n, _k, _d, _v)
#include "nhmex_events_mbox.h"
#define NHMEX_MBOX_FVC(_n, _k, _d, _s1, _s2, _s3, _s4, _s5, _s6, _v, ...) \
	NHMEX_MBOX_EVENT(2, 0xf, _n, _k, _d, _v)
#include "nhmex_events_mbox.h"
#define NHMEX_MBOX_FVC(_n, _k, _d, _s1, _s2, _s3, _s4, _s5, _s6, _s7, _v) \
	NHMEX_MBOX_EVENT(3, 0x10, _n, _k, _d, _v)
#include "nhmex_events_mbox.h"
	/* mainline's names (wsmex_uncore_mbox_events) */
	BOXPMU_EVENT(bbox_cmds_read, "inc_sel=0xd,fvc=0x5000",
		     "Read commands from the B-box (field 0); one bcmd event at once"),
	BOXPMU_EVENT(bbox_cmds_write, "inc_sel=0xd,fvc=0x5040",
		     "Write commands from the B-box (field 0); one bcmd event at once"),
	{ }
};
#endif

#endif /* NHMEX_EVENTS_BSRM_H */
