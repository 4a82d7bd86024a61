// SPDX-License-Identifier: GPL-2.0
/*
 * nhmex_boxes: the Xeon 7500 B-, S-, R- and M-boxes count exactly through their
 * filters, and the shared filter registers never hold two values at once.
 *
 * Encodings written here from the guide (323535-001), independently of the
 * driver's tables:
 *   B-box  config = ev << 1 | counter << 6 (ev_sel 5:1; the counter is
 *          perf's choice of event set); match, mask in config1, config2
 *   S-box  the C-box layout; TO_R_PROG_EV (0x00) takes match/mask
 *   R-box  config = ev << 1 | xbr_mm_cfg << 32, ev = port * 6 + sub:
 *          0/1 IPERF (config1 32 bits), 2/3 QLX (config1 laid out as
 *          QLX_CFG, Table 2-49: the low byte for 2, the high byte for 3),
 *          4/5 XBR (config1 match, config2 mask)
 *   M-box  config = inc_sel << 9 (or 1 << 7 | set_flag_sel << 19),
 *          counting up (count_mode 00, Table 2-67); the
 *          sub-control value in config1 (PLD in 63:32), ZDP_CTL_FVC laid
 *          out as the register (evnt<n> at 11 + 3n, bcmd 7:5, resp 10:8,
 *          fvid 4:0, pbox_init_err 23); the address match in config2.
 * Every box test runs in PMI mode and in poll mode (variants pmi and poll).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "nhmex.h"

#define B0	"uncore_bbox_0"
#define B1	"uncore_bbox_1"
#define S0	"uncore_sbox_0"
#define S1	"uncore_sbox_1"
#define R0	"uncore_rbox_0"
#define R1	"uncore_rbox_1"
#define M0	"uncore_mbox_0"
#define M1	"uncore_mbox_1"

#define BCFG(ctr, ev)		((uint64_t)(ev) << 1 | (uint64_t)(ctr) << 6)
#define RCFG(ev, mm)		((uint64_t)(ev) << 1 | (uint64_t)(mm) << 32)
#define MCFG(inc)		((uint64_t)(inc) << 9)
#define MFLAG(sel)		(BIT_ULL(7) | (uint64_t)(sel) << 19)
/* ZDP_CTL_FVC: one bit up from fvid on Westmere-EX (PCM's fields_wsm; set by setup()) */
static unsigned int fvc_up;
#define FVC(n, evnt)		((uint64_t)(evnt) << (11 + fvc_up + 3 * (n)))
#define FVC_BCMD(v)		((uint64_t)(v) << (5 + fvc_up))
#define FVC_RESP(v)		((uint64_t)(v) << (8 + fvc_up))
#define FVC_PBOX		BIT_ULL(23 + fvc_up)
#define MADDR_EN		BIT_ULL(63)

static void expect_count(struct __test_metadata *_metadata, int fd, uint64_t want,
			 const char *what)
{
	struct box_count c;
	int ret = box_read(fd, &c);

	EXPECT_EQ(0, ret) TH_LOG("%s: read: %s", what, strerror(-ret));
	if (ret)
		return;
	EXPECT_EQ(want, c.value) TH_LOG("%s", what);
	EXPECT_EQ(c.enabled, c.running) TH_LOG("%s: on a counter all the time", what);
}

#define COUNT(fd, want, what)	expect_count(_metadata, fd, want, what)

static void setup(struct __test_metadata *_metadata)
{
	static const char pmus[][16] = { B0, B1, S0, S1, R0, R1, M0, M1 };
	unsigned int i;

	nhmex_setup(150);
	for (i = 0; i < ARRAY_SIZE(pmus); i++) {
		ASSERT_TRUE(pmu_exists(pmus[i])) TH_LOG("no %s PMU: is %s loaded?", pmus[i],
							BOXPMU_MODULE);
	}
	fvc_up = sim_wsmex();
}

FIXTURE_VARIANT(nhmex_boxes) {
	int pmi;
};

static void mode_setup(struct __test_metadata *_metadata,
		       const struct _fixture_variant_nhmex_boxes *variant)
{
	setup(_metadata);
	if (nhmex_pmi_mode() != variant->pmi)
		ASSERT_EQ(0, mod_reload(variant->pmi ? "pmi=1" : "pmi=0"))
			TH_LOG("reload %s in %s mode", BOXPMU_MODULE,
			       variant->pmi ? "pmi" : "poll");
	ASSERT_EQ(variant->pmi, nhmex_pmi_mode()) TH_LOG("%s in the variant's mode", BOXPMU_MODULE);
}

BOXPMU_FIXTURE(nhmex_boxes, mode_setup(_metadata, variant));

FIXTURE_VARIANT_ADD(nhmex_boxes, pmi) { 1 };
FIXTURE_VARIANT_ADD(nhmex_boxes, poll) { 0 };

/* one event of each counter's own set (Table 2-24) */
static const struct box_scenario sets = { {
	{ B0, BCFG(0, 0x04), 0, 0, 15, "counter 0 tf_all: N*inc" },
	{ B0, BCFG(1, 0x07), 0, 0, 100, "counter 1 imt_inserts_all: only its own set's 0x07" },
	{ B0, BCFG(2, 0x07), 0, 0, 30, "counter 2 imt_ne_cycles: only its own set's 0x07" },
	{ B0, BCFG(3, 0x17), 0, 0, 9, "counter 3 conflicts: not counter 1's 0x17" },
	{ B1, BCFG(1, 0x07), 0, 0, 77, "counter 1: its own box only" },
}, {
	{ B0, "event=0x07 set=1 count=100" }, { B0, "event=0x07 set=2 count=30" },
	{ B0, "event=0x04 set=0 count=5 inc=3" }, { B0, "event=0x17 set=3 count=9" },
	{ B0, "event=0x17 set=1 count=1000" },	/* DIRQ_INSERTS: not open */
	{ B1, "event=0x07 set=1 count=77" },
} };

static const struct box_scenario match = { {
	{ B0, BCFG(1, 0x01), 0xabc, 0xfff, 13, "msg_in_match: messages the match/mask selects" },
	{ B0, BCFG(0, 0x01), 0xabc, 0xfff, 4,
	  "msg_addr_in_match with the same values: shares the filter" },
}, {
	{ B0, "event=0x01 set=1 match=0xabc count=10" },
	{ B0, "event=0x01 set=1 match=0xabd count=7" },
	{ B0, "event=0x01 set=1 match=0x5abc count=3" },
	{ B0, "event=0x01 set=0 match=0xabc count=4" },
} };

TEST_F_TIMEOUT(nhmex_boxes, bbox_counters, BOXPMU_HARNESS_TIMEOUT)
{
	EXPECT_EQ(0, scenario_run(&sets));
	EXPECT_EQ(0, scenario_run(&match));
}

TEST_F_TIMEOUT(nhmex_boxes, bbox_rejects, BOXPMU_HARNESS_TIMEOUT)
{
	REJECTED(B0, BCFG(0, 0x19), 0, 0, -1, "counter 3's 0x19 on counter 0");
	REJECTED(B0, BCFG(3, 0x1f), 0, 0, -1, "counter 1's 0x1f on counter 3");
	REJECTED(B0, BCFG(2, 0x05), 0, 0, -1, "code 0x05 on counter 2 (not in its set)");
	REJECTED(B0, BCFG(0, 0x04), 1, 0, -1, "a match for tf_all (no filter)");
	REJECTED(B0, BCFG(3, 0x17), 0, 1, -1, "a mask for conflicts (no filter)");
	REJECTED(B0, BCFG(0, 0x04) | 1, 0, 0, -1, "config bit 0 (the enable)");
	REJECTED(B0, BCFG(0, 0x04) | BIT_ULL(8), 0, 0, -1, "config bit 8");
	REJECTED(B1, BCFG(0, 0x04) | BIT_ULL(62), 0, 0, -1, "config bit 62");
}

/* TO_R_DRS_MSGQ_OCCUPANCY per C-box pair, and the C-box counting rule */
static const struct box_scenario occ = { {
	{ S0, BOX_CFG(0x10, 0x01, 0, 0, 0), 0, 0, 80, "cbox0_4 occupancy: N*inc" },
	{ S0, BOX_CFG(0x10, 0x0f, 0, 0, 0), 0, 0, 110, "all C-boxes: both injections" },
	{ S0, BOX_CFG(0x10, 0x04, 0, 0, 3), 0, 0, 10, "cbox2_6 thresh=3: cycles with inc >= 3" },
	{ S0, BOX_CFG(0x07, 0x03, 0, 0, 0), 0, 0, 300,
	  "to_r_b_hom_msgq_occupancy_rbbox: the B-box part" },
}, {
	{ S0, "event=0x10,umask=0x1 count=40 inc=2" },
	{ S0, "event=0x10,umask=0x4 count=10 inc=3" },
	{ S0, "event=0x07,umask=0x2 count=6 inc=50" }, { S1, "event=0x10,umask=0x1 count=1000" },
} };

TEST_F_TIMEOUT(nhmex_boxes, sbox_counters, BOXPMU_HARNESS_TIMEOUT)
{
	int f;

	EXPECT_EQ(0, scenario_run(&occ));
	/* TO_R_PROG_EV through MM_CFG/MATCH/MASK; the enable only while in use */
	f = OPEN(S0, 0x00, 0x1200, 0xff00, -1);
	EXPECT_EQ(BIT_ULL(63), sim_reg_val(S0, "S_MSR_MM_CFG"))
		TH_LOG("sbox_0: MM_CFG enabled while to_r_prog_ev counts");
	EXPECT_EQ(0x1200, sim_reg_val(S0, "S_MSR_MATCH")) TH_LOG("sbox_0: MATCH holds the event's");
	EXPECT_EQ(0xff00, sim_reg_val(S0, "S_MSR_MASK")) TH_LOG("sbox_0: MASK holds the event's");
	sim_inject_ok(S0, "event=0x00 match=0x1234 count=21");
	sim_inject_ok(S0, "event=0x00 match=0x1334 count=5");
	COUNT(f, 21, "sbox_0 to_r_prog_ev: the messages the mask/match selects");
	close(f);
	EXPECT_EQ(0, sim_reg_val(S0, "S_MSR_MM_CFG"))
		TH_LOG("sbox_0: MM_CFG disabled once no event uses it");
}

TEST_F_TIMEOUT(nhmex_boxes, sbox_rejects, BOXPMU_HARNESS_TIMEOUT)
{
	REJECTED(S0, 0x0e | 0x01 << 8, 1, 0, -1, "a match for to_r_drs_msgq_cycles_full");
	REJECTED(S1, 0x0e | 0x01 << 8 | BIT_ULL(20), 0, 0, -1, "config bit 20 (pmi_en)");
	REJECTED(S1, 0x0e | BIT_ULL(22), 0, 0, -1, "config bit 22 (en)");
	REJECTED(S1, 0x0e | BIT_ULL(50), 0, 0, -1, "config bit 50");
}

/* QLX bytes (Table 2-49): type 3:0, class 6:4, VN 7; a high byte's event's given there */
static const struct box_scenario ports = { {
	{ R0, RCFG(0x00, 0), 0x80000000, 0, 1000, "port 0 flits sent" },
	{ R0, RCFG(0x06, 0), 0xc4, 0, 100, "port 1 any DRS: N*inc" },
	{ R0, RCFG(0x0e, 0), 0x25, 0, 60, "port 2 QLX low byte: its type, class and VN only" },
	{ R0, RCFG(0x0f, 0), 0x4000, 0, 7, "port 2 QLX high byte" },
	{ R0, RCFG(0x16, 1), 0x55, 0xff, 11, "port 3 XBR set 1: one message matches 0x55/0xff" },
	{ R0, RCFG(0x17, 1), 0xaa00, 0xff00, 13,
	  "port 3 XBR set 2: one message matches 0xaa00/0xff00" },
	{ R0, RCFG(0x01, 0), 0x40000000, 0, 300, "port 0 null idle on IPERF1" },
	{ R0, RCFG(0x12, 0), 0x01, 0, 17, "port 3 IPERF: only its port" },
}, {
	{ R0, "port=0 iperf=0x80000000 count=1000" }, { R0, "port=0 iperf=0x40000000 count=300" },
	{ R0, "port=1 iperf=0x04 count=50 inc=2" }, { R0, "port=2 qlx=0x25 count=60" },
	{ R0, "port=2 qlx=0xa5 count=1000" },	/* the same on VN1 */
	{ R0, "port=2 qlx=0x15 count=1000" },	/* on SNP */
	{ R0, "port=2 qlx=0x40 count=7" }, { R0, "port=3 xbr=0x1255 count=11" },
	{ R0, "port=3 xbr=0xaa56 count=13" }, { R0, "port=3 iperf=0x01 count=17" },
	{ R1, "port=4 iperf=0x80000000 count=99999" },
} };

TEST_F_TIMEOUT(nhmex_boxes, rbox_counters, BOXPMU_HARNESS_TIMEOUT)
{
	int fd[2];

	EXPECT_EQ(0, scenario_run(&ports));

	/* twins: two IPERF values on port 1 take IPERF0 and IPERF1 */
	fd[0] = OPEN(R0, RCFG(0x06, 0), 0x1, 0, -1);
	fd[1] = OPEN(R0, RCFG(0x06, 0), 0x2, 0, fd[0]);
	sim_inject_ok(R0, "port=1 iperf=0x1 count=5");
	sim_inject_ok(R0, "port=1 iperf=0x2 count=6");
	COUNT(fd[0], 5, "rbox_0 twins: first IPERF value");
	COUNT(fd[1], 6, "rbox_0 twins: second value in a group, on the twin register");
	EXPECT_EQ(1, sim_reg_val(R0, "R_MSR_PORT1_IPERF_CFG0")) TH_LOG("rbox_0 twins: IPERF_CFG0");
	EXPECT_EQ(2, sim_reg_val(R0, "R_MSR_PORT1_IPERF_CFG1")) TH_LOG("rbox_0 twins: IPERF_CFG1");
	REJECTED(R0, RCFG(0x07, 0), 0x4, 0, fd[0],
		 "a third IPERF value for port 1 in the group");
	close(fd[0]);
	close(fd[1]);

	fd[0] = OPEN(R1, RCFG(0x12, 0), 0x80000000, 0, -1);	/* port 7 */
	sim_inject_ok(R1, "port=7 iperf=0x80000000 count=4242");
	sim_inject_ok(R1, "port=6 iperf=0x80000000 count=1");
	COUNT(fd[0], 4242, "rbox_1 port 7 flits sent");
	close(fd[0]);
}

TEST_F_TIMEOUT(nhmex_boxes, rbox_rejects, BOXPMU_HARNESS_TIMEOUT)
{
	REJECTED(R0, RCFG(0x18, 0), 0, 0, -1, "ev_sel 0x18 (no such port)");
	REJECTED(R0, RCFG(0x00, 0), BIT_ULL(32), 0, -1, "an IPERF value over 32 bits");
	REJECTED(R0, RCFG(0x00, 0), 1, 1, -1, "a mask for an IPERF event");
	REJECTED(R0, RCFG(0x00, 1), 1, 0, -1, "an xbr_mm_cfg for an IPERF event");
	REJECTED(R1, RCFG(0x02, 0), 0x100, 0, -1, "QLX high byte for a low-byte event");
	REJECTED(R1, RCFG(0x03, 0), 0x40, 0, -1, "QLX low byte for a high-byte event");
	REJECTED(R1, RCFG(0x03, 0), 0x10000, 0, -1, "a QLX value over 16 bits");
	REJECTED(R1, RCFG(0x02, 0) | 1, 0, 0, -1, "config bit 0 (the enable)");
	REJECTED(R1, RCFG(0x02, 0) | BIT_ULL(6), 0, 0, -1, "config bit 6 (pmi_en)");
}

/* [0]: FVC(0, 5) | FVC_BCMD(1), set at run time (fvc_up) */
static struct box_scenario sel = { {
	{ M0, MCFG(0xd), 0, 0, 31, "FVC bcmd_match WRITES: only that command" },
	{ M0, MCFG(0x0), 0x9, 0, 48, "DSP selection: only its DSP value, N*inc" },
	{ M0, MCFG(0xa), 0x3 | 0x7ULL << 32, 0, 14, "ISS+PLD selection: both registers" },
	{ M0, MFLAG(0x6), 0x21, 0, 8, "set_flag_sel MAP: flag mode only" },
	{ M0, MCFG(0x1b), 0, 0, 123, "selection without sub-control" },
	{ M0, MFLAG(0x1), 0x3, 0, 9, "set_flag_sel ISS sharing ISS with the inc_sel 0xa event" },
}, {
	{ M0, "event=0xd fvc=5 bcmd=1 count=31" }, { M0, "event=0xd fvc=5 bcmd=0 count=1000" },
	{ M0, "event=0x0 dsp=9 count=12 inc=4" }, { M0, "event=0x0 dsp=8 count=1000" },
	{ M0, "event=0xa iss=3 pld=7 count=14" }, { M0, "event=0xa iss=3 pld=6 count=1000" },
	{ M0, "event=0x6 flag=1 map=0x21 count=8" },
	{ M0, "event=0x6 count=1000" },	/* inc_sel 0x6: not flag mode */
	{ M0, "event=0x1b count=123" }, { M0, "event=0x1 flag=1 iss=3 count=9" },
	{ M0, "event=0x1 flag=1 iss=2 count=1000" },
} };

TEST_F_TIMEOUT(nhmex_boxes, mbox_counters, BOXPMU_HARNESS_TIMEOUT)
{
	unsigned int seen;
	int fd[6], i, g;
	uint64_t v;

	sel.ev[0].config1 = FVC(0, 5) | FVC_BCMD(1);
	EXPECT_EQ(0, scenario_run(&sel));

	/* an enabled address match filters every PLD selection: none can count without */
	fd[0] = OPEN(M0, MCFG(0xb), 0x5ULL << 32, MADDR_EN | 0x1000 | 0xf000ULL << 34, -1);
	REJECTED(M0, MCFG(0xa), 0x3 | 0x5ULL << 32, 0, fd[0],
		 "a PLD event without the address match in a group with one with it");
	fd[1] = OPEN(M0, MCFG(0xa), 0x3 | 0x5ULL << 32, MADDR_EN | 0x1000 | 0xf000ULL << 34, fd[0]);
	sim_inject_ok(M0, "event=0xb pld=5 addr=0x31234 count=15");
	sim_inject_ok(M0, "event=0xb pld=5 addr=0x32234 count=1000");
	sim_inject_ok(M0, "event=0xa iss=3 pld=5 addr=0x1fff count=16");
	sim_inject_ok(M0, "event=0xa iss=3 pld=5 addr=0x0fff count=1000");
	COUNT(fd[0], 15, "mbox_0 PLD with address match: only the matching address");
	COUNT(fd[1], 16, "mbox_0 ISS+PLD with the same address match, in its group");
	EXPECT_EQ(BIT_ULL(63), sim_reg_val(M0, "M_MSR_PMU_MM_CFG"))
		TH_LOG("mbox_0: MM_CFG enabled while the address match is used");
	close(fd[0]);
	close(fd[1]);
	EXPECT_EQ(0, sim_reg_val(M0, "M_MSR_PMU_MM_CFG")) TH_LOG("mbox_0: MM_CFG disabled after");

	/*
	 * FVC field moving: four sub-events all asked as FVC_EV0 (inc_sel
	 * 0xd) take the four evnt fields and count at once; a fifth cannot
	 * be in their group.
	 */
	g = OPEN(M1, MCFG(0xd), FVC(0, 0), 0, -1);
	fd[1] = OPEN(M1, MCFG(0xd), FVC(0, 1), 0, g);
	fd[2] = OPEN(M1, MCFG(0xd), FVC(0, 2), 0, g);
	fd[3] = OPEN(M1, MCFG(0xe), FVC(1, 3), 0, g);
	REJECTED(M1, MCFG(0xd), FVC(0, 4), 0, g, "a fifth FVC sub-event in the group");
	sim_inject_ok(M1, "event=0xd fvc=0 count=10");
	sim_inject_ok(M1, "event=0xe fvc=1 count=20");
	sim_inject_ok(M1, "event=0xf fvc=2 count=30");
	sim_inject_ok(M1, "event=0x10 fvc=3 count=40");
	sim_inject_ok(M1, "event=0xd fvc=4 count=1000");
	COUNT(g, 10, "mbox_1 FVC smi_crc_err (field 0)");
	COUNT(fd[1], 20, "mbox_1 FVC mem_ecc_err moved to a free field");
	COUNT(fd[2], 30, "mbox_1 FVC psn_txn moved to a free field");
	COUNT(fd[3], 40, "mbox_1 FVC alrt_frm asked as FVC_EV1");
	v = sim_reg_val(M1, "M_MSR_PMU_ZDP_CTL_FVC");
	seen = 0;
	for (i = 0; i < 4; i++)
		seen |= 1u << ((v >> (11 + fvc_up + 3 * i)) & 7);
	EXPECT_EQ(0xf, seen) TH_LOG("mbox_1: sub-events 0-3 in the four evnt fields (0x%llx)",
				    (unsigned long long)v);
	close(fd[1]);
	close(fd[2]);
	close(fd[3]);
	close(g);

	/* smi_nb_trig with and without pbox_init_err are different values */
	fd[0] = OPEN(M1, MCFG(0xd), FVC(0, 7) | FVC_PBOX, 0, -1);
	sim_inject_ok(M1, "event=0xd fvc=7 pbox=1 count=3");
	sim_inject_ok(M1, "event=0xd fvc=7 count=4");
	COUNT(fd[0], 7, "mbox_1 FVC smi_nb_trig with pbox_init_err: both causes");
	close(fd[0]);
}

TEST_F_TIMEOUT(nhmex_boxes, mbox_rejects, BOXPMU_HARNESS_TIMEOUT)
{
	REJECTED(M0, MCFG(0xd), FVC(0, 1) | FVC(1, 2), 0, -1,
		 "an FVC value with two sub-events");
	REJECTED(M0, MCFG(0xd), FVC(0, 1) | FVC_BCMD(2), 0, -1,
		 "a bcmd for a sub-event that does not match commands");
	REJECTED(M0, MCFG(0xd), FVC(0, 5) | FVC_RESP(2), 0, -1,
		 "a resp for bcmd_match");
	REJECTED(M0, MCFG(0xd), FVC(0, 5) | FVC_PBOX << 1, 0, -1,
		 "the FVC bit above pbox_init_err (ignored by the register)");
	REJECTED(M0, MCFG(0x1b), 1, 0, -1, "a sub-control value for a selection without");
	REJECTED(M0, MCFG(0x0), BIT_ULL(32), 0, -1, "a PLD value for a DSP selection");
	REJECTED(M0, MCFG(0x9), 1, MADDR_EN | 1, -1, "an address match for ISS only");
	REJECTED(M1, MCFG(0xb), BIT_ULL(32), 1, -1, "an address match without its enable");
	REJECTED(M1, MCFG(0xb), BIT_ULL(32), MADDR_EN | BIT_ULL(61), -1,
		 "config2 bit 61");
	REJECTED(M1, MCFG(0x1b) | 1, 0, 0, -1, "config bit 0 (the enable)");
	REJECTED(M1, MCFG(0x1b) | BIT_ULL(1), 0, 0, -1, "config bit 1 (pmi_en)");
	REJECTED(M1, MCFG(0x1b) | BIT_ULL(8), 0, 0, -1, "config bit 8");
	/* Table 2-67: the driver's deltas count up; what storage_mode does is not known */
	REJECTED(M1, MCFG(0x1b) | 1 << 2, 0, 0, -1, "count_mode 01 (down)");
	REJECTED(M1, MCFG(0x1b) | 2 << 2, 0, 0, -1, "count_mode 10 (up and down)");
	REJECTED(M1, MCFG(0x1b) | 3 << 2, 0, 0, -1, "count_mode 11 (undefined)");
	REJECTED(M1, MCFG(0x1b) | 1 << 4, 0, 0, -1, "storage_mode 01");
}

/*
 * @a and @b need different values of one filter register. Each round injects
 * @inj_a (MUX_STEP events, @a's only) and @inj_b (1 event, @b's only); the
 * decoys count only with the other's value, so @a with @b's value shows as a
 * count not a multiple of MUX_STEP, @b with @a's as one of MUX_STEP or more.
 */
#define MUX_ROUNDS	60
#define MUX_STEP	1000ULL

struct conflict {
	const char *pmu;
	const char *what;
	uint64_t cfg_a, c1_a, c2_a;
	uint64_t cfg_b, c1_b, c2_b;
	const char *inj_a, *inj_b, *decoy_a, *decoy_b;
};

static void conflict(struct __test_metadata *_metadata, const struct conflict *t)
{
	unsigned int seed = (unsigned int)time(NULL) ^ (unsigned int)getpid();
	struct box_count ca, cb;
	int a, b, i, ret;

	a = OPEN(t->pmu, t->cfg_a, t->c1_a, t->c2_a, -1);
	REJECTED(t->pmu, t->cfg_b, t->c1_b, t->c2_b, a, t->what);
	b = OPEN(t->pmu, t->cfg_b, t->c1_b, t->c2_b, -1);	/* on its own it opens */
	TH_LOG("random seed %u", seed);
	srand(seed);
	for (i = 0; i < MUX_ROUNDS; i++) {
		sleep_ms(3 + rand() % 25);
		sim_inject_ok(t->pmu, "%s count=%llu", t->inj_a, MUX_STEP);
		sim_inject_ok(t->pmu, "%s count=1", t->inj_b);
		if (t->decoy_a)
			sim_inject_ok(t->pmu, "%s count=1", t->decoy_a);
		if (t->decoy_b)
			sim_inject_ok(t->pmu, "%s count=%llu", t->decoy_b, MUX_STEP);
	}
	ret = box_read(a, &ca);
	if (!ret)
		ret = box_read(b, &cb);
	close(a);
	close(b);
	ASSERT_EQ(0, ret) TH_LOG("read: %s", strerror(-ret));
	TH_LOG("%s: a %llu (%llu/%llu), b %llu (%llu/%llu)", t->what,
	       (unsigned long long)ca.value, (unsigned long long)ca.running,
	       (unsigned long long)ca.enabled, (unsigned long long)cb.value,
	       (unsigned long long)cb.running, (unsigned long long)cb.enabled);
	EXPECT_TRUE(ca.running < ca.enabled || cb.running < cb.enabled)
		TH_LOG("%s: %s: multiplexed (running < enabled)", t->pmu, t->what);
	EXPECT_TRUE(ca.running > 0 && cb.running > 0)
		TH_LOG("%s: %s: both got the register", t->pmu, t->what);
	EXPECT_TRUE(ca.value % MUX_STEP == 0 && cb.value < MUX_STEP)
		TH_LOG("%s: %s: neither ever counted with the other's filter value", t->pmu,
		       t->what);
	EXPECT_TRUE(ca.value <= MUX_ROUNDS * MUX_STEP && cb.value <= MUX_ROUNDS)
		TH_LOG("%s: %s: no more than happened", t->pmu, t->what);
}

/* [2]'s ZDP_CTL_FVC values are the model's: set by the test (fvc_up) */
static struct conflict conflicts[] = {
	{ B0, "msg_addr_in_match and msg_in_match with other match values",
	  BCFG(0, 0x01), 0x11, 0xff, BCFG(1, 0x01), 0x22, 0xff,
	  "event=0x01 set=0 match=0x11", "event=0x01 set=1 match=0x22",
	  "event=0x01 set=0 match=0x22", "event=0x01 set=1 match=0x11" },
	{ S1, "to_r_prog_ev with two match/mask values",
	  0x00, 0x30, 0xf0, 0x00, 0x05, 0x0f,
	  "event=0x00 match=0x30", "event=0x00 match=0x05", NULL, NULL },
	{ M0, "bbox_cmds_read and bbox_cmds_write (one bcmd field)",
	  MCFG(0xd), 0, 0, MCFG(0xd), 0, 0,
	  "event=0xd fvc=5 bcmd=0", "event=0xd fvc=5 bcmd=1", NULL, NULL },
	{ M1, "two DSP values",
	  MCFG(0x0), 0x5, 0, MCFG(0x0), 0x6, 0,
	  "event=0x0 dsp=5", "event=0x0 dsp=6", NULL, NULL },
};

TEST_F_TIMEOUT(nhmex_boxes, conflicts, BOXPMU_HARNESS_TIMEOUT)
{
	unsigned int i;

	conflicts[2].c1_a = FVC(0, 5) | FVC_BCMD(0);
	conflicts[2].c1_b = FVC(0, 5) | FVC_BCMD(1);
	for (i = 0; i < ARRAY_SIZE(conflicts); i++)
		conflict(_metadata, &conflicts[i]);
}

struct named {
	const char *pmu, *name, *terms;
};

static const struct named named[] = {
	{ B0, "conflicts", "event=0x17,counter=3" },		/* Table 2-24 */
	{ B1, "addr_in_match", "event=0x04,counter=2" },
	{ B0, "tf_ioh_non_invitoe_rd", "event=0x1c,counter=0" },
	{ S0, "to_r_prog_ev", "event=0x00" },
	{ S1, "to_r_b_hom_msgq_occupancy_rbbox", "event=0x07,umask=0x03" },	/* p.2-67 */
	{ R0, "flits_sent_port1", "event=0x06,iperf_cfg=0x80000000" },
	{ R1, "new_packets_recv_port5_any_drs", "event=0x06,iperf_cfg=0xc4" },
	{ R1, "null_idle_port7", "event=0x12,iperf_cfg=0x40000000" },
	{ R0, "global_arb_bid_fail_port3_vn1_ncs", "event=0x14,qlx_cfg=0xb5" },	/* 2-49 */
	{ R1, "target_available_port6_vn0_vlg", "event=0x0e,qlx_cfg=0x79" },
	{ R1, "que_arb_bid_fail_port4_drs", "event=0x02,qlx_cfg=0x43" },
};

/*
 * The S-box's that differ by model: [0] Xeon 7500 (the guide), [1]
 * Westmere-EX (LIKWID's Westmere-EX list: C-boxes n and n + 5 in a pair,
 * the R2S queue's codes moved, 0x8F only there; no manual, UNVERIFIED).
 */
static const struct named named_sbox[2][3] = {
	{
		{ S1, "to_r_ncb_msgq_occupancy_cbox2_6", "event=0x13,umask=0x04" }, /* p.2-68 */
		{ S0, "to_r_ncs_msgq_cycles_full_all", "event=0x14,umask=0x0f" },
		{ S0, "to_ring_r2s_msgq_cycles_ne", "event=0x2c" },
	}, {
		{ S1, "to_r_ncb_msgq_occupancy_cbox2_7", "event=0x13,umask=0x04" },
		{ S0, "to_r_ncs_msgq_cycles_full_all", "event=0x14,umask=0x1f" },
		{ S0, "pkts_rcvd_loc_ncs", "event=0x8f" },
	},
};

/* The M-box's, by the model's ZDP_CTL_FVC layout: [0] Xeon 7500, [1] Westmere-EX */
static const struct named named_fvc[2][8] = {
	{
		{ M0, "fvc_ev2_psn_txn", "inc_sel=0xf,fvc=0x40000" },	/* Tables 2-80/81 */
		{ M1, "fvc_ev3_pbox_init_err", "inc_sel=0x10,fvc=0xf00000" },
		{ M0, "bbox_cmds_write", "inc_sel=0xd,fvc=0x2820" },
	}, {
		{ M0, "fvc_ev2_psn_txn", "inc_sel=0xf,fvc=0x80000" },	/* PCM fields_wsm */
		{ M1, "fvc_ev3_pbox_init_err", "inc_sel=0x10,fvc=0x1e00000" },
		{ M0, "bbox_cmds_write", "inc_sel=0xd,fvc=0x5040" },
		/* mainline's wsmex_uncore_mbox_events */
		{ M0, "bbox_cmds_read", "inc_sel=0xd,fvc=0x5000" },
		{ M1, "bbox_cmds_write", "inc_sel=0xd,fvc=0x5040" },
		{ M0, "fvc_ev1_bbox_rsp_uncor", "inc_sel=0xe,fvc=0x30600" },
		{ M1, "fvc_ev0_pbox_init_err", "inc_sel=0xd,fvc=0x1007000" },
		{ M0, "fvc_ev3_mem_ecc_err", "inc_sel=0x10,fvc=0x200000" },
	},
};

static void check_named(struct __test_metadata *_metadata, const struct named *e)
{
	char path[200], buf[128];

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/events/%s", e->pmu,
		 e->name);
	if (read_text(path, buf, sizeof(buf)) < 0)
		buf[0] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	EXPECT_STREQ(e->terms, buf) TH_LOG("%s/%s", e->pmu, e->name);
}

static int count_events(const char *pmu)
{
	char path[160];

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/events", pmu);
	return dir_each(path, NULL, NULL);
}

BOXPMU_FIXTURE(named_events, setup(_metadata));

TEST_F_TIMEOUT(named_events, terms, BOXPMU_HARNESS_TIMEOUT)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(named); i++)
		check_named(_metadata, &named[i]);
	for (i = 0; i < ARRAY_SIZE(named_fvc[0]) && named_fvc[fvc_up][i].pmu; i++)
		check_named(_metadata, &named_fvc[fvc_up][i]);
	for (i = 0; i < ARRAY_SIZE(named_sbox[0]); i++)
		check_named(_metadata, &named_sbox[fvc_up][i]);
}

/*
 * [fvc_up]: B-box: the guide's 50, on Westmere-EX two fewer; S-box: likwid's
 * 175, or 209 by its Westmere-EX list; see nhmex.rst
 */
TEST_F_TIMEOUT(named_events, per_box, BOXPMU_HARNESS_TIMEOUT)
{
	static const int bbox[] = { 50, 48 }, sbox[] = { 175, 209 };
	const char *model = fvc_up ? " (Westmere-EX)" : "";

	EXPECT_EQ(bbox[fvc_up], count_events(B0))
		TH_LOG("%s: the B-box names Table 2-24's events%s", B0, model);
	EXPECT_EQ(sbox[fvc_up], count_events(S1))
		TH_LOG("%s: the S-box names its %d events%s", S1, sbox[fvc_up], model);
	EXPECT_EQ(66, count_events(M0)) TH_LOG("%s: 4 x 16 FVC events and mainline's two", M0);
	EXPECT_EQ(4 * (30 + 44), count_events(R1))
		TH_LOG("%s: 30 IPERF and 44 QLX events on each of its 4 ports", R1);
}

TEST_HARNESS_MAIN
