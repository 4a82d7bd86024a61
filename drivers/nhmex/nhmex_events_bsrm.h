/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Named events of the Xeon 7500 (Nehalem-EX) uncore B-, S- and M-boxes
 * (the R-box's are in nhmex_events_rbox.h).
 *
 * Sources: Intel Xeon Processor 7500 Series Uncore Programming Guide
 * 323535-001 (B-box Table 2-24 and section 2.4.6, S-box sections 2.5.5 and
 * 2.5.6, pages 2-66 to 2-71 read), cross-checked with likwid's
 * src/includes/perfmon_nehalemEX_events.txt (names, codes and umasks) and
 * Linux uncore_nhmex.c. Where they disagree the guide wins and the entry
 * says so. Same conventions as nhmex_events.h: the includer defines
 * BOXPMU_EVENT_TABLES_<BOX> for the table it wants.
 */
#ifndef NHMEX_EVENTS_BSRM_H
#define NHMEX_EVENTS_BSRM_H

/*
 * B-box: each counter has its own event set (Table 2-24, "PERF_CTL" in the
 * event list); the same code means different events on different
 * counters. Terms: event (config:1-5) and counter (config:6-7). The events
 * whose name ends in _match count what B_MSR_MATCH/MASK select (match,
 * mask: config1, config2).
 * Descriptions: from the definitions in section 2.4.6 (p.2-36:
 * ACK_BEFORE_LAST_SNP, ADDR_IN_MATCH, CONFLICTS, COHQ_BYPASS) and from
 * section 2.4.4's text (pp.2-33 to 2-34): occupancy is not added to the
 * counter each cycle but fed to an accumulator whose overflows the counter
 * counts; the 32-entry IMT (In Memory Table) holds the reads and writes in
 * flight to the M-box, average occupancy = IMT valid count * 32 / cycles;
 * the 256-entry TF (Tracker File) holds every transaction from arrival to
 * completion, average occupancy = TF valid count * 256 / cycles; the
 * 256-entry SNPOQ takes snoops that cannot leave for want of credits or a
 * free port. That the TF_* events are that "TF valid count" is inferred
 * from the formula and their counter-0 place beside the occupancy events:
 * UNVERIFIED. The accumulator scale of DRSQ_, SNPOQ_ and DIRQ_OCCUPANCY is
 * not in the pages read and the descriptions say so. The other events
 * (the *_match events beyond the match/mask terms, the rest of counters 1
 * to 3) rest on Table 2-24's titles and the names: UNVERIFIED. The counter
 * restriction is the one the event's counter= term carries.
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
 * Westmere-EX: the Xeon 7500's B-box events but COHQ_IMT_ALLOC_WAIT and
 * IMT_FULL. LIKWID's Westmere-EX list (perfmon_westmereEX_events.txt,
 * RRZE-HPC/likwid d9c523b1) moves them from 0x13 and 0x16 to 0x0E and
 * 0x12 of counter 3, where the same list still has COHQ_BYPASS and
 * IMPLICIT_WBS (as Table 2-24 has them on the Xeon 7500): two events at
 * one encoding, so at least one of each pair is wrong there, and no manual
 * says which. Named at neither place (they count as raw events once their
 * codes are known); COHQ_BYPASS and IMPLICIT_WBS keep the codes both of
 * LIKWID's lists and Table 2-24 give them. The counter sets of Table 2-24
 * (all of nhmex_events_bbox.h, which nhmex_bbox.c accepts) apply
 * unchanged: LIKWID's Westmere-EX list names no event outside them.
 * UNVERIFIED, all of it.
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
 * S-box: the C-box control layout (event config:0-7, umask config:8-15,
 * edge, inv, thresh). Codes and umasks from likwid, cross-checked with the
 * guide's pages 2-66 to 2-71 (codes 0x03-0x16 and their umask
 * extensions). The guide names the umask 0x3 extension of codes 0x03,
 * 0x06 and 0x07 RBBOX ("R or B-Box"), likwid ALL: the guide's name is used.
 * Only TO_R_PROG_EV (code 0x00) uses the match/mask registers (match,
 * mask: config1, config2).
 * Descriptions: the TO_R_* queue events from their definitions (pp.2-66 to
 * 2-71: a DRS/NCB buffer-full count is undefined for more than one C-box
 * pair), PKTS_SENT_HOM/DRS/NCB and PKTS_RCVD_SNP from p.2-61, queue sizes
 * and flits per message from Table 2-36 and section 2.5.4.3; the others
 * read the names: UNVERIFIED, the unit of NO_CREDIT_* and EGRESS_STARVED_*
 * included. TO_R_B_HOM_MSGQ_CYCLES_NE with both boxes selected: the guide
 * repeats the FULL event's sentence (asserted at 64 entries in all), by
 * all appearances a slip; the description reads it as "not empty",
 * UNVERIFIED.
 */
#ifdef BOXPMU_EVENT_TABLES_SBOX
/* TO_RING_R2S_* and TO_RING_B2S_*: the codes of LIKWID's Nehalem-EX list */
#define SBOX_TO_RING_R2S_NE	"event=0x2c"
#define SBOX_TO_RING_R2S_OCC	"event=0x2e"
#define SBOX_TO_RING_B2S_FULL	"event=0x2b"
#define SBOX_TO_RING_B2S_NE	"event=0x2d"
static const struct boxpmu_event_desc nhmex_sbox_events[] = {
#include "nhmex_events_sbox.h"
	/* per C-box pair: bit n of the umask selects C-boxes n and n + 4 */
	BOXPMU_EVENT(to_r_drs_msgq_cycles_full_cbox0_4, "event=0x0e,umask=0x01",
		     "Cycles the system-bound DRS header buffer of C-boxes 0 and 4 is full"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_full_cbox1_5, "event=0x0e,umask=0x02",
		     "Cycles the system-bound DRS header buffer of C-boxes 1 and 5 is full"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_full_cbox2_6, "event=0x0e,umask=0x04",
		     "Cycles the system-bound DRS header buffer of C-boxes 2 and 6 is full"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_full_cbox3_7, "event=0x0e,umask=0x08",
		     "Cycles the system-bound DRS header buffer of C-boxes 3 and 7 is full"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_full_all, "event=0x0e,umask=0x0f",
		     "Cycles a DRS header buffer is full; undefined unless one C-box pair"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_ne_cbox0_4, "event=0x0f,umask=0x01",
		     "Cycles a system-bound DRS header buffer of C-boxes 0 and 4 is not empty"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_ne_cbox1_5, "event=0x0f,umask=0x02",
		     "Cycles a system-bound DRS header buffer of C-boxes 1 and 5 is not empty"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_ne_cbox2_6, "event=0x0f,umask=0x04",
		     "Cycles a system-bound DRS header buffer of C-boxes 2 and 6 is not empty"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_ne_cbox3_7, "event=0x0f,umask=0x08",
		     "Cycles a system-bound DRS header buffer of C-boxes 3 and 7 is not empty"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_ne_all, "event=0x0f,umask=0x0f",
		     "Cycles a system-bound DRS header buffer of all C-boxes is not empty"),
	BOXPMU_EVENT(to_r_drs_msgq_occupancy_cbox0_4, "event=0x10,umask=0x01",
		     "System-bound DRS header entries of C-boxes 0 and 4, summed each cycle"),
	BOXPMU_EVENT(to_r_drs_msgq_occupancy_cbox1_5, "event=0x10,umask=0x02",
		     "System-bound DRS header entries of C-boxes 1 and 5, summed each cycle"),
	BOXPMU_EVENT(to_r_drs_msgq_occupancy_cbox2_6, "event=0x10,umask=0x04",
		     "System-bound DRS header entries of C-boxes 2 and 6, summed each cycle"),
	BOXPMU_EVENT(to_r_drs_msgq_occupancy_cbox3_7, "event=0x10,umask=0x08",
		     "System-bound DRS header entries of C-boxes 3 and 7, summed each cycle"),
	BOXPMU_EVENT(to_r_drs_msgq_occupancy_all, "event=0x10,umask=0x0f",
		     "System-bound DRS header entries of all C-boxes, summed each cycle"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_full_cbox0_4, "event=0x11,umask=0x01",
		     "Cycles the system-bound NCB header buffer of C-boxes 0 and 4 is full"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_full_cbox1_5, "event=0x11,umask=0x02",
		     "Cycles the system-bound NCB header buffer of C-boxes 1 and 5 is full"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_full_cbox2_6, "event=0x11,umask=0x04",
		     "Cycles the system-bound NCB header buffer of C-boxes 2 and 6 is full"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_full_cbox3_7, "event=0x11,umask=0x08",
		     "Cycles the system-bound NCB header buffer of C-boxes 3 and 7 is full"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_full_all, "event=0x11,umask=0x0f",
		     "Cycles a NCB header buffer is full; undefined unless one C-box pair"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_ne_cbox0_4, "event=0x12,umask=0x01",
		     "Cycles a system-bound NCB header buffer of C-boxes 0 and 4 is not empty"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_ne_cbox1_5, "event=0x12,umask=0x02",
		     "Cycles a system-bound NCB header buffer of C-boxes 1 and 5 is not empty"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_ne_cbox2_6, "event=0x12,umask=0x04",
		     "Cycles a system-bound NCB header buffer of C-boxes 2 and 6 is not empty"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_ne_cbox3_7, "event=0x12,umask=0x08",
		     "Cycles a system-bound NCB header buffer of C-boxes 3 and 7 is not empty"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_ne_all, "event=0x12,umask=0x0f",
		     "Cycles a system-bound NCB header buffer of all C-boxes is not empty"),
	BOXPMU_EVENT(to_r_ncb_msgq_occupancy_cbox0_4, "event=0x13,umask=0x01",
		     "System-bound NCB header entries of C-boxes 0 and 4, summed each cycle"),
	BOXPMU_EVENT(to_r_ncb_msgq_occupancy_cbox1_5, "event=0x13,umask=0x02",
		     "System-bound NCB header entries of C-boxes 1 and 5, summed each cycle"),
	BOXPMU_EVENT(to_r_ncb_msgq_occupancy_cbox2_6, "event=0x13,umask=0x04",
		     "System-bound NCB header entries of C-boxes 2 and 6, summed each cycle"),
	BOXPMU_EVENT(to_r_ncb_msgq_occupancy_cbox3_7, "event=0x13,umask=0x08",
		     "System-bound NCB header entries of C-boxes 3 and 7, summed each cycle"),
	BOXPMU_EVENT(to_r_ncb_msgq_occupancy_all, "event=0x13,umask=0x0f",
		     "System-bound NCB header entries of all C-boxes, summed each cycle"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_full_cbox0_4, "event=0x14,umask=0x01",
		     "Cycles the system-bound NCS header buffer of C-boxes 0 and 4 is full"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_full_cbox1_5, "event=0x14,umask=0x02",
		     "Cycles the system-bound NCS header buffer of C-boxes 1 and 5 is full"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_full_cbox2_6, "event=0x14,umask=0x04",
		     "Cycles the system-bound NCS header buffer of C-boxes 2 and 6 is full"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_full_cbox3_7, "event=0x14,umask=0x08",
		     "Cycles the system-bound NCS header buffer of C-boxes 3 and 7 is full"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_full_all, "event=0x14,umask=0x0f",
		     "Cycles a NCS header buffer is full; undefined unless one C-box pair"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_ne_cbox0_4, "event=0x15,umask=0x01",
		     "Cycles a system-bound NCS header buffer of C-boxes 0 and 4 is not empty"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_ne_cbox1_5, "event=0x15,umask=0x02",
		     "Cycles a system-bound NCS header buffer of C-boxes 1 and 5 is not empty"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_ne_cbox2_6, "event=0x15,umask=0x04",
		     "Cycles a system-bound NCS header buffer of C-boxes 2 and 6 is not empty"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_ne_cbox3_7, "event=0x15,umask=0x08",
		     "Cycles a system-bound NCS header buffer of C-boxes 3 and 7 is not empty"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_ne_all, "event=0x15,umask=0x0f",
		     "Cycles a system-bound NCS header buffer of all C-boxes is not empty"),
	BOXPMU_EVENT(to_r_ncs_msgq_occupancy_cbox0_4, "event=0x16,umask=0x01",
		     "System-bound NCS header entries of C-boxes 0 and 4, summed each cycle"),
	BOXPMU_EVENT(to_r_ncs_msgq_occupancy_cbox1_5, "event=0x16,umask=0x02",
		     "System-bound NCS header entries of C-boxes 1 and 5, summed each cycle"),
	BOXPMU_EVENT(to_r_ncs_msgq_occupancy_cbox2_6, "event=0x16,umask=0x04",
		     "System-bound NCS header entries of C-boxes 2 and 6, summed each cycle"),
	BOXPMU_EVENT(to_r_ncs_msgq_occupancy_cbox3_7, "event=0x16,umask=0x08",
		     "System-bound NCS header entries of C-boxes 3 and 7, summed each cycle"),
	BOXPMU_EVENT(to_r_ncs_msgq_occupancy_all, "event=0x16,umask=0x0f",
		     "System-bound NCS header entries of all C-boxes, summed each cycle"),
	BOXPMU_EVENT(pkts_sent_drs_cbox0_4, "event=0x64,umask=0x01",
		     "DRS packets (9 flits each) sent to the system from C-boxes 0 and 4"),
	BOXPMU_EVENT(pkts_sent_drs_cbox1_5, "event=0x64,umask=0x02",
		     "DRS packets (9 flits each) sent to the system from C-boxes 1 and 5"),
	BOXPMU_EVENT(pkts_sent_drs_cbox2_6, "event=0x64,umask=0x04",
		     "DRS packets (9 flits each) sent to the system from C-boxes 2 and 6"),
	BOXPMU_EVENT(pkts_sent_drs_cbox3_7, "event=0x64,umask=0x08",
		     "DRS packets (9 flits each) sent to the system from C-boxes 3 and 7"),
	BOXPMU_EVENT(pkts_sent_drs_all, "event=0x64,umask=0x0f",
		     "DRS packets (9 flits each) sent to the system from all C-boxes"),
	BOXPMU_EVENT(pkts_sent_ncs_cbox0_4, "event=0x66,umask=0x01",
		     "NCS packets sent to the system from C-boxes 0 and 4"),
	BOXPMU_EVENT(pkts_sent_ncs_cbox1_5, "event=0x66,umask=0x02",
		     "NCS packets sent to the system from C-boxes 1 and 5"),
	BOXPMU_EVENT(pkts_sent_ncs_cbox2_6, "event=0x66,umask=0x04",
		     "NCS packets sent to the system from C-boxes 2 and 6"),
	BOXPMU_EVENT(pkts_sent_ncs_cbox3_7, "event=0x66,umask=0x08",
		     "NCS packets sent to the system from C-boxes 3 and 7"),
	BOXPMU_EVENT(pkts_sent_ncs_all, "event=0x66,umask=0x0f",
		     "NCS packets sent to the system from all C-boxes"),
	BOXPMU_EVENT(pkts_sent_ncb_cbox0_4, "event=0x68,umask=0x01",
		     "NCB packets (11 flits each) sent to the system from C-boxes 0 and 4"),
	BOXPMU_EVENT(pkts_sent_ncb_cbox1_5, "event=0x68,umask=0x02",
		     "NCB packets (11 flits each) sent to the system from C-boxes 1 and 5"),
	BOXPMU_EVENT(pkts_sent_ncb_cbox2_6, "event=0x68,umask=0x04",
		     "NCB packets (11 flits each) sent to the system from C-boxes 2 and 6"),
	BOXPMU_EVENT(pkts_sent_ncb_cbox3_7, "event=0x68,umask=0x08",
		     "NCB packets (11 flits each) sent to the system from C-boxes 3 and 7"),
	BOXPMU_EVENT(pkts_sent_ncb_all, "event=0x68,umask=0x0f",
		     "NCB packets (11 flits each) sent to the system from all C-boxes"),
	{ }
};

#undef SBOX_TO_RING_R2S_NE
#undef SBOX_TO_RING_R2S_OCC
#undef SBOX_TO_RING_B2S_FULL
#undef SBOX_TO_RING_B2S_NE

/*
 * Westmere-EX, by LIKWID's Westmere-EX list (perfmon_westmereEX_events.txt,
 * RRZE-HPC/likwid d9c523b1) where it differs from its Nehalem-EX list: the
 * ring-bound DRS queue events TO_RING_R2S_MSGQ_CYCLES_NE and _OCCUPANCY at
 * 0x2B and 0x2C, TO_RING_B2S_MSGQ_CYCLES_FULL and _NE at 0x2D and 0x2E
 * (Xeon 7500: 0x2C, 0x2E, 0x2B, 0x2D); the events per C-box pair with five
 * umask bits, bit n for C-boxes n and n + 5 (the ten C-boxes in five
 * pairs), _ALL 0x1F; and the events only Westmere-EX has, at codes the
 * Nehalem-EX list leaves unused: TO_RING_NCS_MSGQ_CYCLES_NE 0x25,
 * NO_CREDIT_LOC_NCS 0x8B, TO_R_LOC_NCS_MSGQ_CYCLES_FULL, _CYCLES_NE and
 * _OCCUPANCY 0x8C-0x8E (per C-box pair as above), PKTS_RCVD_LOC_NCS 0x8F
 * and FLITS_SENT_LOC_NCS 0x90. No public manual confirms any of this:
 * UNVERIFIED, all of it. The descriptions of the moved events and of those
 * per C-box pair are the Xeon 7500's (the guide's definitions, the pairs
 * renamed); those of the events only Westmere-EX has read their names
 * beside their Xeon 7500 siblings and say so ("local NCS": LIKWID's LOC_NCS,
 * its meaning unknown). LIKWID's Westmere-EX list also calls 0x76
 * RBOX_CREDITS (Nehalem-EX: RBOX_CREDIT_CARRIERS): kept under the Xeon
 * 7500's name, as the same event.
 */
/* TO_RING_R2S_* and TO_RING_B2S_*: the codes of LIKWID's Westmere-EX list */
#define SBOX_TO_RING_R2S_NE	"event=0x2b"
#define SBOX_TO_RING_R2S_OCC	"event=0x2c"
#define SBOX_TO_RING_B2S_FULL	"event=0x2d"
#define SBOX_TO_RING_B2S_NE	"event=0x2e"
static const struct boxpmu_event_desc wsmex_sbox_events[] = {
#include "nhmex_events_sbox.h"
	/* per C-box pair: bit n of the umask selects C-boxes n and n + 5 */
	BOXPMU_EVENT(to_r_drs_msgq_cycles_full_cbox0_5, "event=0x0e,umask=0x01",
		     "Cycles the system-bound DRS header buffer of C-boxes 0 and 5 is full"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_full_cbox1_6, "event=0x0e,umask=0x02",
		     "Cycles the system-bound DRS header buffer of C-boxes 1 and 6 is full"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_full_cbox2_7, "event=0x0e,umask=0x04",
		     "Cycles the system-bound DRS header buffer of C-boxes 2 and 7 is full"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_full_cbox3_8, "event=0x0e,umask=0x08",
		     "Cycles the system-bound DRS header buffer of C-boxes 3 and 8 is full"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_full_cbox4_9, "event=0x0e,umask=0x10",
		     "Cycles the system-bound DRS header buffer of C-boxes 4 and 9 is full"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_full_all, "event=0x0e,umask=0x1f",
		     "Cycles a DRS header buffer is full; undefined unless one C-box pair"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_ne_cbox0_5, "event=0x0f,umask=0x01",
		     "Cycles a system-bound DRS header buffer of C-boxes 0 and 5 is not empty"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_ne_cbox1_6, "event=0x0f,umask=0x02",
		     "Cycles a system-bound DRS header buffer of C-boxes 1 and 6 is not empty"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_ne_cbox2_7, "event=0x0f,umask=0x04",
		     "Cycles a system-bound DRS header buffer of C-boxes 2 and 7 is not empty"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_ne_cbox3_8, "event=0x0f,umask=0x08",
		     "Cycles a system-bound DRS header buffer of C-boxes 3 and 8 is not empty"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_ne_cbox4_9, "event=0x0f,umask=0x10",
		     "Cycles a system-bound DRS header buffer of C-boxes 4 and 9 is not empty"),
	BOXPMU_EVENT(to_r_drs_msgq_cycles_ne_all, "event=0x0f,umask=0x1f",
		     "Cycles a system-bound DRS header buffer of all ten C-boxes is not empty"),
	BOXPMU_EVENT(to_r_drs_msgq_occupancy_cbox0_5, "event=0x10,umask=0x01",
		     "System-bound DRS header entries of C-boxes 0 and 5, summed each cycle"),
	BOXPMU_EVENT(to_r_drs_msgq_occupancy_cbox1_6, "event=0x10,umask=0x02",
		     "System-bound DRS header entries of C-boxes 1 and 6, summed each cycle"),
	BOXPMU_EVENT(to_r_drs_msgq_occupancy_cbox2_7, "event=0x10,umask=0x04",
		     "System-bound DRS header entries of C-boxes 2 and 7, summed each cycle"),
	BOXPMU_EVENT(to_r_drs_msgq_occupancy_cbox3_8, "event=0x10,umask=0x08",
		     "System-bound DRS header entries of C-boxes 3 and 8, summed each cycle"),
	BOXPMU_EVENT(to_r_drs_msgq_occupancy_cbox4_9, "event=0x10,umask=0x10",
		     "System-bound DRS header entries of C-boxes 4 and 9, summed each cycle"),
	BOXPMU_EVENT(to_r_drs_msgq_occupancy_all, "event=0x10,umask=0x1f",
		     "System-bound DRS header entries of all ten C-boxes, summed each cycle"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_full_cbox0_5, "event=0x11,umask=0x01",
		     "Cycles the system-bound NCB header buffer of C-boxes 0 and 5 is full"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_full_cbox1_6, "event=0x11,umask=0x02",
		     "Cycles the system-bound NCB header buffer of C-boxes 1 and 6 is full"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_full_cbox2_7, "event=0x11,umask=0x04",
		     "Cycles the system-bound NCB header buffer of C-boxes 2 and 7 is full"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_full_cbox3_8, "event=0x11,umask=0x08",
		     "Cycles the system-bound NCB header buffer of C-boxes 3 and 8 is full"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_full_cbox4_9, "event=0x11,umask=0x10",
		     "Cycles the system-bound NCB header buffer of C-boxes 4 and 9 is full"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_full_all, "event=0x11,umask=0x1f",
		     "Cycles a NCB header buffer is full; undefined unless one C-box pair"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_ne_cbox0_5, "event=0x12,umask=0x01",
		     "Cycles a system-bound NCB header buffer of C-boxes 0 and 5 is not empty"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_ne_cbox1_6, "event=0x12,umask=0x02",
		     "Cycles a system-bound NCB header buffer of C-boxes 1 and 6 is not empty"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_ne_cbox2_7, "event=0x12,umask=0x04",
		     "Cycles a system-bound NCB header buffer of C-boxes 2 and 7 is not empty"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_ne_cbox3_8, "event=0x12,umask=0x08",
		     "Cycles a system-bound NCB header buffer of C-boxes 3 and 8 is not empty"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_ne_cbox4_9, "event=0x12,umask=0x10",
		     "Cycles a system-bound NCB header buffer of C-boxes 4 and 9 is not empty"),
	BOXPMU_EVENT(to_r_ncb_msgq_cycles_ne_all, "event=0x12,umask=0x1f",
		     "Cycles a system-bound NCB header buffer of all ten C-boxes is not empty"),
	BOXPMU_EVENT(to_r_ncb_msgq_occupancy_cbox0_5, "event=0x13,umask=0x01",
		     "System-bound NCB header entries of C-boxes 0 and 5, summed each cycle"),
	BOXPMU_EVENT(to_r_ncb_msgq_occupancy_cbox1_6, "event=0x13,umask=0x02",
		     "System-bound NCB header entries of C-boxes 1 and 6, summed each cycle"),
	BOXPMU_EVENT(to_r_ncb_msgq_occupancy_cbox2_7, "event=0x13,umask=0x04",
		     "System-bound NCB header entries of C-boxes 2 and 7, summed each cycle"),
	BOXPMU_EVENT(to_r_ncb_msgq_occupancy_cbox3_8, "event=0x13,umask=0x08",
		     "System-bound NCB header entries of C-boxes 3 and 8, summed each cycle"),
	BOXPMU_EVENT(to_r_ncb_msgq_occupancy_cbox4_9, "event=0x13,umask=0x10",
		     "System-bound NCB header entries of C-boxes 4 and 9, summed each cycle"),
	BOXPMU_EVENT(to_r_ncb_msgq_occupancy_all, "event=0x13,umask=0x1f",
		     "System-bound NCB header entries of all ten C-boxes, summed each cycle"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_full_cbox0_5, "event=0x14,umask=0x01",
		     "Cycles the system-bound NCS header buffer of C-boxes 0 and 5 is full"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_full_cbox1_6, "event=0x14,umask=0x02",
		     "Cycles the system-bound NCS header buffer of C-boxes 1 and 6 is full"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_full_cbox2_7, "event=0x14,umask=0x04",
		     "Cycles the system-bound NCS header buffer of C-boxes 2 and 7 is full"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_full_cbox3_8, "event=0x14,umask=0x08",
		     "Cycles the system-bound NCS header buffer of C-boxes 3 and 8 is full"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_full_cbox4_9, "event=0x14,umask=0x10",
		     "Cycles the system-bound NCS header buffer of C-boxes 4 and 9 is full"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_full_all, "event=0x14,umask=0x1f",
		     "Cycles a NCS header buffer is full; undefined unless one C-box pair"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_ne_cbox0_5, "event=0x15,umask=0x01",
		     "Cycles a system-bound NCS header buffer of C-boxes 0 and 5 is not empty"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_ne_cbox1_6, "event=0x15,umask=0x02",
		     "Cycles a system-bound NCS header buffer of C-boxes 1 and 6 is not empty"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_ne_cbox2_7, "event=0x15,umask=0x04",
		     "Cycles a system-bound NCS header buffer of C-boxes 2 and 7 is not empty"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_ne_cbox3_8, "event=0x15,umask=0x08",
		     "Cycles a system-bound NCS header buffer of C-boxes 3 and 8 is not empty"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_ne_cbox4_9, "event=0x15,umask=0x10",
		     "Cycles a system-bound NCS header buffer of C-boxes 4 and 9 is not empty"),
	BOXPMU_EVENT(to_r_ncs_msgq_cycles_ne_all, "event=0x15,umask=0x1f",
		     "Cycles a system-bound NCS header buffer of all ten C-boxes is not empty"),
	BOXPMU_EVENT(to_r_ncs_msgq_occupancy_cbox0_5, "event=0x16,umask=0x01",
		     "System-bound NCS header entries of C-boxes 0 and 5, summed each cycle"),
	BOXPMU_EVENT(to_r_ncs_msgq_occupancy_cbox1_6, "event=0x16,umask=0x02",
		     "System-bound NCS header entries of C-boxes 1 and 6, summed each cycle"),
	BOXPMU_EVENT(to_r_ncs_msgq_occupancy_cbox2_7, "event=0x16,umask=0x04",
		     "System-bound NCS header entries of C-boxes 2 and 7, summed each cycle"),
	BOXPMU_EVENT(to_r_ncs_msgq_occupancy_cbox3_8, "event=0x16,umask=0x08",
		     "System-bound NCS header entries of C-boxes 3 and 8, summed each cycle"),
	BOXPMU_EVENT(to_r_ncs_msgq_occupancy_cbox4_9, "event=0x16,umask=0x10",
		     "System-bound NCS header entries of C-boxes 4 and 9, summed each cycle"),
	BOXPMU_EVENT(to_r_ncs_msgq_occupancy_all, "event=0x16,umask=0x1f",
		     "System-bound NCS header entries of all ten C-boxes, summed each cycle"),
	BOXPMU_EVENT(pkts_sent_drs_cbox0_5, "event=0x64,umask=0x01",
		     "DRS packets (9 flits each) sent to the system from C-boxes 0 and 5"),
	BOXPMU_EVENT(pkts_sent_drs_cbox1_6, "event=0x64,umask=0x02",
		     "DRS packets (9 flits each) sent to the system from C-boxes 1 and 6"),
	BOXPMU_EVENT(pkts_sent_drs_cbox2_7, "event=0x64,umask=0x04",
		     "DRS packets (9 flits each) sent to the system from C-boxes 2 and 7"),
	BOXPMU_EVENT(pkts_sent_drs_cbox3_8, "event=0x64,umask=0x08",
		     "DRS packets (9 flits each) sent to the system from C-boxes 3 and 8"),
	BOXPMU_EVENT(pkts_sent_drs_cbox4_9, "event=0x64,umask=0x10",
		     "DRS packets (9 flits each) sent to the system from C-boxes 4 and 9"),
	BOXPMU_EVENT(pkts_sent_drs_all, "event=0x64,umask=0x1f",
		     "DRS packets (9 flits each) sent to the system from all ten C-boxes"),
	BOXPMU_EVENT(pkts_sent_ncs_cbox0_5, "event=0x66,umask=0x01",
		     "NCS packets sent to the system from C-boxes 0 and 5"),
	BOXPMU_EVENT(pkts_sent_ncs_cbox1_6, "event=0x66,umask=0x02",
		     "NCS packets sent to the system from C-boxes 1 and 6"),
	BOXPMU_EVENT(pkts_sent_ncs_cbox2_7, "event=0x66,umask=0x04",
		     "NCS packets sent to the system from C-boxes 2 and 7"),
	BOXPMU_EVENT(pkts_sent_ncs_cbox3_8, "event=0x66,umask=0x08",
		     "NCS packets sent to the system from C-boxes 3 and 8"),
	BOXPMU_EVENT(pkts_sent_ncs_cbox4_9, "event=0x66,umask=0x10",
		     "NCS packets sent to the system from C-boxes 4 and 9"),
	BOXPMU_EVENT(pkts_sent_ncs_all, "event=0x66,umask=0x1f",
		     "NCS packets sent to the system from all ten C-boxes"),
	BOXPMU_EVENT(pkts_sent_ncb_cbox0_5, "event=0x68,umask=0x01",
		     "NCB packets (11 flits each) sent to the system from C-boxes 0 and 5"),
	BOXPMU_EVENT(pkts_sent_ncb_cbox1_6, "event=0x68,umask=0x02",
		     "NCB packets (11 flits each) sent to the system from C-boxes 1 and 6"),
	BOXPMU_EVENT(pkts_sent_ncb_cbox2_7, "event=0x68,umask=0x04",
		     "NCB packets (11 flits each) sent to the system from C-boxes 2 and 7"),
	BOXPMU_EVENT(pkts_sent_ncb_cbox3_8, "event=0x68,umask=0x08",
		     "NCB packets (11 flits each) sent to the system from C-boxes 3 and 8"),
	BOXPMU_EVENT(pkts_sent_ncb_cbox4_9, "event=0x68,umask=0x10",
		     "NCB packets (11 flits each) sent to the system from C-boxes 4 and 9"),
	BOXPMU_EVENT(pkts_sent_ncb_all, "event=0x68,umask=0x1f",
		     "NCB packets (11 flits each) sent to the system from all ten C-boxes"),
	/* only Westmere-EX's */
	BOXPMU_EVENT(to_ring_ncs_msgq_cycles_ne, "event=0x25",
		     "Cycles the ring-bound NCS message queue is not empty, by name only"),
	BOXPMU_EVENT(no_credit_loc_ncs, "event=0x8b",
		     "No credit for local NCS messages, by name only (unit unknown)"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_full_cbox0_5, "event=0x8c,umask=0x01",
		     "Cycles the local NCS header buffer of C-boxes 0 and 5 is full, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_full_cbox1_6, "event=0x8c,umask=0x02",
		     "Cycles the local NCS header buffer of C-boxes 1 and 6 is full, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_full_cbox2_7, "event=0x8c,umask=0x04",
		     "Cycles the local NCS header buffer of C-boxes 2 and 7 is full, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_full_cbox3_8, "event=0x8c,umask=0x08",
		     "Cycles the local NCS header buffer of C-boxes 3 and 8 is full, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_full_cbox4_9, "event=0x8c,umask=0x10",
		     "Cycles the local NCS header buffer of C-boxes 4 and 9 is full, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_full_all, "event=0x8c,umask=0x1f",
		     "Cycles a local NCS header buffer is full, all ten C-boxes, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_ne_cbox0_5, "event=0x8d,umask=0x01",
		     "Cycles a local NCS header buffer of C-boxes 0 and 5 is not empty, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_ne_cbox1_6, "event=0x8d,umask=0x02",
		     "Cycles a local NCS header buffer of C-boxes 1 and 6 is not empty, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_ne_cbox2_7, "event=0x8d,umask=0x04",
		     "Cycles a local NCS header buffer of C-boxes 2 and 7 is not empty, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_ne_cbox3_8, "event=0x8d,umask=0x08",
		     "Cycles a local NCS header buffer of C-boxes 3 and 8 is not empty, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_ne_cbox4_9, "event=0x8d,umask=0x10",
		     "Cycles a local NCS header buffer of C-boxes 4 and 9 is not empty, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_cycles_ne_all, "event=0x8d,umask=0x1f",
		     "Cycles a local NCS header buffer of all C-boxes is not empty, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_occupancy_cbox0_5, "event=0x8e,umask=0x01",
		     "Local NCS header entries of C-boxes 0 and 5, summed each cycle, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_occupancy_cbox1_6, "event=0x8e,umask=0x02",
		     "Local NCS header entries of C-boxes 1 and 6, summed each cycle, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_occupancy_cbox2_7, "event=0x8e,umask=0x04",
		     "Local NCS header entries of C-boxes 2 and 7, summed each cycle, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_occupancy_cbox3_8, "event=0x8e,umask=0x08",
		     "Local NCS header entries of C-boxes 3 and 8, summed each cycle, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_occupancy_cbox4_9, "event=0x8e,umask=0x10",
		     "Local NCS header entries of C-boxes 4 and 9, summed each cycle, by name"),
	BOXPMU_EVENT(to_r_loc_ncs_msgq_occupancy_all, "event=0x8e,umask=0x1f",
		     "Local NCS header entries of all ten C-boxes, summed each cycle, by name"),
	BOXPMU_EVENT(pkts_rcvd_loc_ncs, "event=0x8f",
		     "Local NCS packets received, by name only (unit: packets)"),
	BOXPMU_EVENT(flits_sent_loc_ncs, "event=0x90",
		     "Local NCS flits sent, by name only (unit: flits)"),
	{ }
};

#undef SBOX_TO_RING_R2S_NE
#undef SBOX_TO_RING_R2S_OCC
#undef SBOX_TO_RING_B2S_FULL
#undef SBOX_TO_RING_B2S_NE
#endif

/*
 * M-box: the ZDP_CTL_FVC events, inc_sel 0xd to 0x10 (FVC_EV0 to FVC_EV3),
 * each selecting its sub-event in its own 3-bit field evnt0-3 of
 * M_MSR_PMU_ZDP_CTL_FVC (fvc, config1:0-31, laid out as the register:
 * Table 2-80, fvid 4:0, bcmd 7:5, resp 10:8, evnt<n> 13+3n:11+3n,
 * pbox_init_err 23). Sub-event codes from Table 2-81, named as it names
 * them: smi_crc_err 0, mem_ecc_err 1, psn_txn 2, alrt_frm 3, fast_rst 4,
 * bcmd_match 5, resp_match 6, smi_nb_trig 7 (with pbox_init_err set:
 * pbox_init_err). The four are functionally identical: the driver moves an
 * event to a free field. bcmd and resp values from likwid, and the same in
 * the guide's Table 2-89 (unit masks for FVC_EV0, p.2-115): commands
 * READS 0 and WRITES 1, responses ACK 0, RETRY 1, COR 2, UNCOR 3,
 * SPEC_ACK 4, SPR_ACK 5, SPR_UNCORE 7 (6 counts nothing); mainline names
 * the first two bbox_cmds_read/_write.
 *
 * The M-box events that use the DSP, ISS, MAP, MSC_THR, PGT and PLD
 * sub-control registers are not named: the guide's field tables of those
 * registers (pages 2-103 to 2-107) were not readable, so their values
 * cannot be derived. They are counted as raw events with inc_sel or
 * set_flag_sel and the register value (dsp, iss, map, thr, pgt, pld).
 * Descriptions: written from the guide's definitions, section 2.7.7
 * (FVC_EV0-3, pp.2-114 to 2-115, and Table 2-89's line for each
 * sub-event), for every event but the pbox_init_err ones: Table 2-89 has
 * no pbox_init_err line, so those four rest on the field's name alone
 * (UNVERIFIED, and say "name only"). The bcmd_match and resp_match
 * sub-events share one bcmd and one resp field of the register, so the
 * guide allows one FVC_EVx.bcmd_match and one FVC_EVx.resp_match event at
 * a time; their descriptions say so.
 */
#ifdef BOXPMU_EVENT_TABLES_MBOX
static const struct boxpmu_event_desc nhmex_mbox_events[] = {
	/* FVC_EV0: inc_sel 0xd, sub-event in evnt0 (bits 13:11) */
	BOXPMU_EVENT(fvc_ev0_smi_crc_err, "inc_sel=0xd,fvc=0x0",
		     "Link-level CRC errors on the SMI channel, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_mem_ecc_err, "inc_sel=0xd,fvc=0x800",
		     "Memory ECC errors other than SMI link CRC errors, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_psn_txn, "inc_sel=0xd,fvc=0x1000",
		     "Transactions writing a poisoned directory to memory, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_alrt_frm, "inc_sel=0xd,fvc=0x1800",
		     "Alert frames on the SMI channel, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_fast_rst, "inc_sel=0xd,fvc=0x2000",
		     "Fast reset requests made by the M-boxes, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_smi_nb_trig, "inc_sel=0xd,fvc=0x3800",
		     "SMI northbound debug bits from buffer status frames, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_pbox_init_err, "inc_sel=0xd,fvc=0x803800",
		     "P-box initialisation errors (name only), FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_bbox_cmds_reads, "inc_sel=0xd,fvc=0x2800",
		     "Read commands from the B-box (from memory); field 0, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_cmds_writes, "inc_sel=0xd,fvc=0x2820",
		     "Write commands from the B-box (to memory); field 0, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_ack, "inc_sel=0xd,fvc=0x3000",
		     "ACK responses to the B-box, no error; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_retry, "inc_sel=0xd,fvc=0x3100",
		     "Retry responses to B-box, error undecided; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_cor, "inc_sel=0xd,fvc=0x3200",
		     "Corrected-error responses to the B-box; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_uncor, "inc_sel=0xd,fvc=0x3300",
		     "Uncorrectable-error responses to B-box; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_spec_ack, "inc_sel=0xd,fvc=0x3400",
		     "Early ACK responses to B-box fast reads; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_spr_ack, "inc_sel=0xd,fvc=0x3500",
		     "ACK responses to B-box, DIMM in sparing; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_spr_uncore, "inc_sel=0xd,fvc=0x3700",
		     "Uncorrectable responses, DIMM in sparing; field 0, one resp event at once"),
	/* FVC_EV1: inc_sel 0xe, sub-event in evnt1 (bits 16:14) */
	BOXPMU_EVENT(fvc_ev1_smi_crc_err, "inc_sel=0xe,fvc=0x0",
		     "Link-level CRC errors on the SMI channel, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_mem_ecc_err, "inc_sel=0xe,fvc=0x4000",
		     "Memory ECC errors other than SMI link CRC errors, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_psn_txn, "inc_sel=0xe,fvc=0x8000",
		     "Transactions writing a poisoned directory to memory, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_alrt_frm, "inc_sel=0xe,fvc=0xc000",
		     "Alert frames on the SMI channel, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_fast_rst, "inc_sel=0xe,fvc=0x10000",
		     "Fast reset requests made by the M-boxes, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_smi_nb_trig, "inc_sel=0xe,fvc=0x1c000",
		     "SMI northbound debug bits from buffer status frames, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_pbox_init_err, "inc_sel=0xe,fvc=0x81c000",
		     "P-box initialisation errors (name only), FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_bbox_cmds_reads, "inc_sel=0xe,fvc=0x14000",
		     "Read commands from the B-box (from memory); field 1, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_cmds_writes, "inc_sel=0xe,fvc=0x14020",
		     "Write commands from the B-box (to memory); field 1, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_ack, "inc_sel=0xe,fvc=0x18000",
		     "ACK responses to the B-box, no error; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_retry, "inc_sel=0xe,fvc=0x18100",
		     "Retry responses to B-box, error undecided; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_cor, "inc_sel=0xe,fvc=0x18200",
		     "Corrected-error responses to the B-box; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_uncor, "inc_sel=0xe,fvc=0x18300",
		     "Uncorrectable-error responses to B-box; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_spec_ack, "inc_sel=0xe,fvc=0x18400",
		     "Early ACK responses to B-box fast reads; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_spr_ack, "inc_sel=0xe,fvc=0x18500",
		     "ACK responses to B-box, DIMM in sparing; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_spr_uncore, "inc_sel=0xe,fvc=0x18700",
		     "Uncorrectable responses, DIMM in sparing; field 1, one resp event at once"),
	/* FVC_EV2: inc_sel 0xf, sub-event in evnt2 (bits 19:17) */
	BOXPMU_EVENT(fvc_ev2_smi_crc_err, "inc_sel=0xf,fvc=0x0",
		     "Link-level CRC errors on the SMI channel, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_mem_ecc_err, "inc_sel=0xf,fvc=0x20000",
		     "Memory ECC errors other than SMI link CRC errors, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_psn_txn, "inc_sel=0xf,fvc=0x40000",
		     "Transactions writing a poisoned directory to memory, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_alrt_frm, "inc_sel=0xf,fvc=0x60000",
		     "Alert frames on the SMI channel, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_fast_rst, "inc_sel=0xf,fvc=0x80000",
		     "Fast reset requests made by the M-boxes, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_smi_nb_trig, "inc_sel=0xf,fvc=0xe0000",
		     "SMI northbound debug bits from buffer status frames, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_pbox_init_err, "inc_sel=0xf,fvc=0x8e0000",
		     "P-box initialisation errors (name only), FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_bbox_cmds_reads, "inc_sel=0xf,fvc=0xa0000",
		     "Read commands from the B-box (from memory); field 2, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_cmds_writes, "inc_sel=0xf,fvc=0xa0020",
		     "Write commands from the B-box (to memory); field 2, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_ack, "inc_sel=0xf,fvc=0xc0000",
		     "ACK responses to the B-box, no error; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_retry, "inc_sel=0xf,fvc=0xc0100",
		     "Retry responses to B-box, error undecided; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_cor, "inc_sel=0xf,fvc=0xc0200",
		     "Corrected-error responses to the B-box; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_uncor, "inc_sel=0xf,fvc=0xc0300",
		     "Uncorrectable-error responses to B-box; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_spec_ack, "inc_sel=0xf,fvc=0xc0400",
		     "Early ACK responses to B-box fast reads; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_spr_ack, "inc_sel=0xf,fvc=0xc0500",
		     "ACK responses to B-box, DIMM in sparing; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_spr_uncore, "inc_sel=0xf,fvc=0xc0700",
		     "Uncorrectable responses, DIMM in sparing; field 2, one resp event at once"),
	/* FVC_EV3: inc_sel 0x10, sub-event in evnt3 (bits 22:20) */
	BOXPMU_EVENT(fvc_ev3_smi_crc_err, "inc_sel=0x10,fvc=0x0",
		     "Link-level CRC errors on the SMI channel, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_mem_ecc_err, "inc_sel=0x10,fvc=0x100000",
		     "Memory ECC errors other than SMI link CRC errors, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_psn_txn, "inc_sel=0x10,fvc=0x200000",
		     "Transactions writing a poisoned directory to memory, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_alrt_frm, "inc_sel=0x10,fvc=0x300000",
		     "Alert frames on the SMI channel, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_fast_rst, "inc_sel=0x10,fvc=0x400000",
		     "Fast reset requests made by the M-boxes, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_smi_nb_trig, "inc_sel=0x10,fvc=0x700000",
		     "SMI northbound debug bits from buffer status frames, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_pbox_init_err, "inc_sel=0x10,fvc=0xf00000",
		     "P-box initialisation errors (name only), FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_bbox_cmds_reads, "inc_sel=0x10,fvc=0x500000",
		     "Read commands from the B-box (from memory); field 3, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_cmds_writes, "inc_sel=0x10,fvc=0x500020",
		     "Write commands from the B-box (to memory); field 3, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_ack, "inc_sel=0x10,fvc=0x600000",
		     "ACK responses to the B-box, no error; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_retry, "inc_sel=0x10,fvc=0x600100",
		     "Retry responses to B-box, error undecided; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_cor, "inc_sel=0x10,fvc=0x600200",
		     "Corrected-error responses to the B-box; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_uncor, "inc_sel=0x10,fvc=0x600300",
		     "Uncorrectable-error responses to B-box; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_spec_ack, "inc_sel=0x10,fvc=0x600400",
		     "Early ACK responses to B-box fast reads; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_spr_ack, "inc_sel=0x10,fvc=0x600500",
		     "ACK responses to B-box, DIMM in sparing; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_spr_uncore, "inc_sel=0x10,fvc=0x600700",
		     "Uncorrectable responses, DIMM in sparing; field 3, one resp event at once"),
	/* mainline's names for FVC_EV0 BBOX_CMDS READS and WRITES */
	BOXPMU_EVENT(bbox_cmds_read, "inc_sel=0xd,fvc=0x2800",
		     "Read commands from the B-box (field 0); one bcmd event at once"),
	BOXPMU_EVENT(bbox_cmds_write, "inc_sel=0xd,fvc=0x2820",
		     "Write commands from the B-box (field 0); one bcmd event at once"),
	{ }
};
#endif

/*
 * Westmere-EX: the same events in its ZDP_CTL_FVC layout (Intel PCM's
 * fields_wsm: fvid 5:0, bcmd 8:6, resp 11:9, evnt<n> 14+3n:12+3n,
 * pbox_init_err 24), which nhmex_mbox_setup() puts in place of the table
 * above on model 47. mainline's bbox_cmds_read/_write for Westmere-EX
 * (fvc=0x5000, 0x5040) agree. Descriptions as above, from the Xeon 7500
 * guide's definitions (no Westmere-EX guide read: that the events count
 * the same there is UNVERIFIED).
 */
#ifdef BOXPMU_EVENT_TABLES_MBOX
static const struct boxpmu_event_desc wsmex_mbox_events[] = {
	/* FVC_EV0: inc_sel 0xd, sub-event in evnt0 (bits 14:12) */
	BOXPMU_EVENT(fvc_ev0_smi_crc_err, "inc_sel=0xd,fvc=0x0",
		     "Link-level CRC errors on the SMI channel, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_mem_ecc_err, "inc_sel=0xd,fvc=0x1000",
		     "Memory ECC errors other than SMI link CRC errors, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_psn_txn, "inc_sel=0xd,fvc=0x2000",
		     "Transactions writing a poisoned directory to memory, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_alrt_frm, "inc_sel=0xd,fvc=0x3000",
		     "Alert frames on the SMI channel, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_fast_rst, "inc_sel=0xd,fvc=0x4000",
		     "Fast reset requests made by the M-boxes, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_smi_nb_trig, "inc_sel=0xd,fvc=0x7000",
		     "SMI northbound debug bits from buffer status frames, FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_pbox_init_err, "inc_sel=0xd,fvc=0x1007000",
		     "P-box initialisation errors (name only), FVC field 0"),
	BOXPMU_EVENT(fvc_ev0_bbox_cmds_reads, "inc_sel=0xd,fvc=0x5000",
		     "Read commands from the B-box (from memory); field 0, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_cmds_writes, "inc_sel=0xd,fvc=0x5040",
		     "Write commands from the B-box (to memory); field 0, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_ack, "inc_sel=0xd,fvc=0x6000",
		     "ACK responses to the B-box, no error; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_retry, "inc_sel=0xd,fvc=0x6200",
		     "Retry responses to B-box, error undecided; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_cor, "inc_sel=0xd,fvc=0x6400",
		     "Corrected-error responses to the B-box; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_uncor, "inc_sel=0xd,fvc=0x6600",
		     "Uncorrectable-error responses to B-box; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_spec_ack, "inc_sel=0xd,fvc=0x6800",
		     "Early ACK responses to B-box fast reads; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_spr_ack, "inc_sel=0xd,fvc=0x6a00",
		     "ACK responses to B-box, DIMM in sparing; field 0, one resp event at once"),
	BOXPMU_EVENT(fvc_ev0_bbox_rsp_spr_uncore, "inc_sel=0xd,fvc=0x6e00",
		     "Uncorrectable responses, DIMM in sparing; field 0, one resp event at once"),
	/* FVC_EV1: inc_sel 0xe, sub-event in evnt1 (bits 17:15) */
	BOXPMU_EVENT(fvc_ev1_smi_crc_err, "inc_sel=0xe,fvc=0x0",
		     "Link-level CRC errors on the SMI channel, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_mem_ecc_err, "inc_sel=0xe,fvc=0x8000",
		     "Memory ECC errors other than SMI link CRC errors, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_psn_txn, "inc_sel=0xe,fvc=0x10000",
		     "Transactions writing a poisoned directory to memory, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_alrt_frm, "inc_sel=0xe,fvc=0x18000",
		     "Alert frames on the SMI channel, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_fast_rst, "inc_sel=0xe,fvc=0x20000",
		     "Fast reset requests made by the M-boxes, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_smi_nb_trig, "inc_sel=0xe,fvc=0x38000",
		     "SMI northbound debug bits from buffer status frames, FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_pbox_init_err, "inc_sel=0xe,fvc=0x1038000",
		     "P-box initialisation errors (name only), FVC field 1"),
	BOXPMU_EVENT(fvc_ev1_bbox_cmds_reads, "inc_sel=0xe,fvc=0x28000",
		     "Read commands from the B-box (from memory); field 1, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_cmds_writes, "inc_sel=0xe,fvc=0x28040",
		     "Write commands from the B-box (to memory); field 1, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_ack, "inc_sel=0xe,fvc=0x30000",
		     "ACK responses to the B-box, no error; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_retry, "inc_sel=0xe,fvc=0x30200",
		     "Retry responses to B-box, error undecided; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_cor, "inc_sel=0xe,fvc=0x30400",
		     "Corrected-error responses to the B-box; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_uncor, "inc_sel=0xe,fvc=0x30600",
		     "Uncorrectable-error responses to B-box; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_spec_ack, "inc_sel=0xe,fvc=0x30800",
		     "Early ACK responses to B-box fast reads; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_spr_ack, "inc_sel=0xe,fvc=0x30a00",
		     "ACK responses to B-box, DIMM in sparing; field 1, one resp event at once"),
	BOXPMU_EVENT(fvc_ev1_bbox_rsp_spr_uncore, "inc_sel=0xe,fvc=0x30e00",
		     "Uncorrectable responses, DIMM in sparing; field 1, one resp event at once"),
	/* FVC_EV2: inc_sel 0xf, sub-event in evnt2 (bits 20:18) */
	BOXPMU_EVENT(fvc_ev2_smi_crc_err, "inc_sel=0xf,fvc=0x0",
		     "Link-level CRC errors on the SMI channel, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_mem_ecc_err, "inc_sel=0xf,fvc=0x40000",
		     "Memory ECC errors other than SMI link CRC errors, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_psn_txn, "inc_sel=0xf,fvc=0x80000",
		     "Transactions writing a poisoned directory to memory, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_alrt_frm, "inc_sel=0xf,fvc=0xc0000",
		     "Alert frames on the SMI channel, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_fast_rst, "inc_sel=0xf,fvc=0x100000",
		     "Fast reset requests made by the M-boxes, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_smi_nb_trig, "inc_sel=0xf,fvc=0x1c0000",
		     "SMI northbound debug bits from buffer status frames, FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_pbox_init_err, "inc_sel=0xf,fvc=0x11c0000",
		     "P-box initialisation errors (name only), FVC field 2"),
	BOXPMU_EVENT(fvc_ev2_bbox_cmds_reads, "inc_sel=0xf,fvc=0x140000",
		     "Read commands from the B-box (from memory); field 2, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_cmds_writes, "inc_sel=0xf,fvc=0x140040",
		     "Write commands from the B-box (to memory); field 2, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_ack, "inc_sel=0xf,fvc=0x180000",
		     "ACK responses to the B-box, no error; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_retry, "inc_sel=0xf,fvc=0x180200",
		     "Retry responses to B-box, error undecided; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_cor, "inc_sel=0xf,fvc=0x180400",
		     "Corrected-error responses to the B-box; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_uncor, "inc_sel=0xf,fvc=0x180600",
		     "Uncorrectable-error responses to B-box; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_spec_ack, "inc_sel=0xf,fvc=0x180800",
		     "Early ACK responses to B-box fast reads; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_spr_ack, "inc_sel=0xf,fvc=0x180a00",
		     "ACK responses to B-box, DIMM in sparing; field 2, one resp event at once"),
	BOXPMU_EVENT(fvc_ev2_bbox_rsp_spr_uncore, "inc_sel=0xf,fvc=0x180e00",
		     "Uncorrectable responses, DIMM in sparing; field 2, one resp event at once"),
	/* FVC_EV3: inc_sel 0x10, sub-event in evnt3 (bits 23:21) */
	BOXPMU_EVENT(fvc_ev3_smi_crc_err, "inc_sel=0x10,fvc=0x0",
		     "Link-level CRC errors on the SMI channel, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_mem_ecc_err, "inc_sel=0x10,fvc=0x200000",
		     "Memory ECC errors other than SMI link CRC errors, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_psn_txn, "inc_sel=0x10,fvc=0x400000",
		     "Transactions writing a poisoned directory to memory, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_alrt_frm, "inc_sel=0x10,fvc=0x600000",
		     "Alert frames on the SMI channel, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_fast_rst, "inc_sel=0x10,fvc=0x800000",
		     "Fast reset requests made by the M-boxes, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_smi_nb_trig, "inc_sel=0x10,fvc=0xe00000",
		     "SMI northbound debug bits from buffer status frames, FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_pbox_init_err, "inc_sel=0x10,fvc=0x1e00000",
		     "P-box initialisation errors (name only), FVC field 3"),
	BOXPMU_EVENT(fvc_ev3_bbox_cmds_reads, "inc_sel=0x10,fvc=0xa00000",
		     "Read commands from the B-box (from memory); field 3, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_cmds_writes, "inc_sel=0x10,fvc=0xa00040",
		     "Write commands from the B-box (to memory); field 3, one bcmd event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_ack, "inc_sel=0x10,fvc=0xc00000",
		     "ACK responses to the B-box, no error; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_retry, "inc_sel=0x10,fvc=0xc00200",
		     "Retry responses to B-box, error undecided; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_cor, "inc_sel=0x10,fvc=0xc00400",
		     "Corrected-error responses to the B-box; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_uncor, "inc_sel=0x10,fvc=0xc00600",
		     "Uncorrectable-error responses to B-box; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_spec_ack, "inc_sel=0x10,fvc=0xc00800",
		     "Early ACK responses to B-box fast reads; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_spr_ack, "inc_sel=0x10,fvc=0xc00a00",
		     "ACK responses to B-box, DIMM in sparing; field 3, one resp event at once"),
	BOXPMU_EVENT(fvc_ev3_bbox_rsp_spr_uncore, "inc_sel=0x10,fvc=0xc00e00",
		     "Uncorrectable responses, DIMM in sparing; field 3, one resp event at once"),
	/* mainline's names (wsmex_uncore_mbox_events) */
	BOXPMU_EVENT(bbox_cmds_read, "inc_sel=0xd,fvc=0x5000",
		     "Read commands from the B-box (field 0); one bcmd event at once"),
	BOXPMU_EVENT(bbox_cmds_write, "inc_sel=0xd,fvc=0x5040",
		     "Write commands from the B-box (field 0); one bcmd event at once"),
	{ }
};
#endif

#endif /* NHMEX_EVENTS_BSRM_H */
