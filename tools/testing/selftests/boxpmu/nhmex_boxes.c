// SPDX-License-Identifier: GPL-2.0
/*
 * nhmex_boxes: the Xeon 7500 B-, S-, R- and M-boxes count exactly what the
 * simulator is told happened, through their filters, and the shared
 * filter registers are never given to two values at once.
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
 *
 * Run in the mode the driver is loaded in and again in poll mode.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "boxpmu_lib.h"

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
/* ZDP_CTL_FVC: one bit up from fvid on Westmere-EX (PCM's fields_wsm; set by main()) */
static unsigned int fvc_up;
#define FVC(n, evnt)		((uint64_t)(evnt) << (11 + fvc_up + 3 * (n)))
#define FVC_BCMD(v)		((uint64_t)(v) << (5 + fvc_up))
#define FVC_RESP(v)		((uint64_t)(v) << (8 + fvc_up))
#define FVC_PBOX		BIT_ULL(23 + fvc_up)
#define MADDR_EN		BIT_ULL(63)

static const char *mode;	/* "pmi" or "poll", in every check's name */

static int must_open(const char *pmu, uint64_t config, uint64_t c1, uint64_t c2, int group)
{
	int fd = box_open_filt(pmu, config, c1, c2, group, 0);

	if (fd < 0)
		tap_bail("%s: open %s config 0x%llx config1 0x%llx config2 0x%llx: %s", mode, pmu,
			 (unsigned long long)config, (unsigned long long)c1, (unsigned long long)c2,
			 strerror(-fd));
	return fd;
}

static void expect_count(int fd, uint64_t want, int exclusive, const char *fmt, const char *what)
{
	struct box_count c;

	if (box_read(fd, &c) < 0)
		c.value = UINT64_MAX;
	check_u64(c.value, want, fmt, mode, what);
	if (exclusive && c.running != c.enabled)
		tap_check(0, "%s: %s: on a counter all the time (running %llu of %llu)", mode, what,
			  (unsigned long long)c.running, (unsigned long long)c.enabled);
}

#define COUNT(fd, want, what)	expect_count(fd, want, 1, "%s: %s", what)

/* An attempt that must fail with @want and write no register. */
static void rejected(const char *pmu, uint64_t config, uint64_t c1, uint64_t c2, int group,
		     int want, const char *what)
{
	struct sim_acc a;
	int fd;

	sim_accesses_reset_all();
	fd = box_open_filt(pmu, config, c1, c2, group, 0);
	a = sim_accesses_all();
	if (fd >= 0)
		close(fd);
	check_errno(fd < 0 ? fd : 0, want, "%s: %s: %s refused", mode, pmu, what);
	if (!tap_check(a.writes == 0, "%s: %s: %s: no register written", mode, pmu, what))
		tap_diag("  %llu register writes", (unsigned long long)a.writes);
}

static void bbox_counters(void)
{
	int fd[4], f1, i;

	/* one event of each counter's own set (Table 2-24) */
	fd[0] = must_open(B0, BCFG(0, 0x04), 0, 0, -1);	/* TF_ALL */
	fd[1] = must_open(B0, BCFG(1, 0x07), 0, 0, -1);	/* IMT_INSERTS_ALL */
	fd[2] = must_open(B0, BCFG(2, 0x07), 0, 0, -1);	/* IMT_NE_CYCLES */
	fd[3] = must_open(B0, BCFG(3, 0x17), 0, 0, -1);	/* CONFLICTS */
	f1 = must_open(B1, BCFG(1, 0x07), 0, 0, -1);
	sim_inject_ok(B0, "event=0x07 set=1 count=100");
	sim_inject_ok(B0, "event=0x07 set=2 count=30");
	sim_inject_ok(B0, "event=0x04 set=0 count=5 inc=3");
	sim_inject_ok(B0, "event=0x17 set=3 count=9");
	sim_inject_ok(B0, "event=0x17 set=1 count=1000");	/* DIRQ_INSERTS: not open */
	sim_inject_ok(B1, "event=0x07 set=1 count=77");
	COUNT(fd[0], 15, "bbox_0 counter 0 tf_all: N*inc");
	COUNT(fd[1], 100, "bbox_0 counter 1 imt_inserts_all: only its own set's 0x07");
	COUNT(fd[2], 30, "bbox_0 counter 2 imt_ne_cycles: only its own set's 0x07");
	COUNT(fd[3], 9, "bbox_0 counter 3 conflicts: not counter 1's 0x17");
	COUNT(f1, 77, "bbox_1 counter 1: its own box only");
	for (i = 0; i < 4; i++)
		close(fd[i]);
	close(f1);

	/* the match events: only messages the filter selects */
	fd[0] = must_open(B0, BCFG(1, 0x01), 0xabc, 0xfff, -1);	/* MSG_IN_MATCH */
	fd[1] = must_open(B0, BCFG(0, 0x01), 0xabc, 0xfff, -1);	/* same values: shared */
	sim_inject_ok(B0, "event=0x01 set=1 match=0xabc count=10");
	sim_inject_ok(B0, "event=0x01 set=1 match=0xabd count=7");
	sim_inject_ok(B0, "event=0x01 set=1 match=0x5abc count=3");
	sim_inject_ok(B0, "event=0x01 set=0 match=0xabc count=4");
	COUNT(fd[0], 13, "bbox_0 msg_in_match: messages the match/mask selects");
	COUNT(fd[1], 4, "bbox_0 msg_addr_in_match with the same values: shares the filter");
	close(fd[0]);
	close(fd[1]);
}

static void bbox_rejects(void)
{
	rejected(B0, BCFG(0, 0x19), 0, 0, -1, EINVAL, "counter 3's 0x19 on counter 0");
	rejected(B0, BCFG(3, 0x1f), 0, 0, -1, EINVAL, "counter 1's 0x1f on counter 3");
	rejected(B0, BCFG(2, 0x05), 0, 0, -1, EINVAL, "code 0x05 on counter 2 (not in its set)");
	rejected(B0, BCFG(0, 0x04), 1, 0, -1, EINVAL, "a match for tf_all (no filter)");
	rejected(B0, BCFG(3, 0x17), 0, 1, -1, EINVAL, "a mask for conflicts (no filter)");
	rejected(B0, BCFG(0, 0x04) | 1, 0, 0, -1, EINVAL, "config bit 0 (the enable)");
	rejected(B0, BCFG(0, 0x04) | BIT_ULL(8), 0, 0, -1, EINVAL, "config bit 8");
	rejected(B1, BCFG(0, 0x04) | BIT_ULL(62), 0, 0, -1, EINVAL, "config bit 62");
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

static void conflict(const struct conflict *t)
{
	struct box_count ca, cb;
	int a, b, i, ret;

	a = must_open(t->pmu, t->cfg_a, t->c1_a, t->c2_a, -1);
	rejected(t->pmu, t->cfg_b, t->c1_b, t->c2_b, a, EINVAL, t->what);
	close(a);
	a = box_open_filt(t->pmu, t->cfg_a, t->c1_a, t->c2_a, -1, 1);
	b = box_open_filt(t->pmu, t->cfg_b, t->c1_b, t->c2_b, -1, 1);
	if (!tap_check(a >= 0 && b >= 0, "%s: %s: %s: each opens on its own", mode, t->pmu,
		       t->what))
		tap_bail("cannot go on");
	box_enable(a);
	box_enable(b);
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
	if (ret)
		tap_bail("read: %s", strerror(-ret));
	tap_diag("%s: %s: a %llu (%llu/%llu), b %llu (%llu/%llu)", mode, t->what,
		 (unsigned long long)ca.value, (unsigned long long)ca.running,
		 (unsigned long long)ca.enabled, (unsigned long long)cb.value,
		 (unsigned long long)cb.running, (unsigned long long)cb.enabled);
	tap_check(ca.running < ca.enabled || cb.running < cb.enabled,
		  "%s: %s: %s: multiplexed (running < enabled)", mode, t->pmu, t->what);
	tap_check(ca.running > 0 && cb.running > 0, "%s: %s: %s: both got the register",
		  mode, t->pmu, t->what);
	tap_check(ca.value % MUX_STEP == 0 && cb.value < MUX_STEP,
		  "%s: %s: %s: neither ever counted with the other's filter value", mode,
		  t->pmu, t->what);
	tap_check(ca.value <= MUX_ROUNDS * MUX_STEP && cb.value <= MUX_ROUNDS,
		  "%s: %s: %s: no more than happened", mode, t->pmu, t->what);
}

/* not const: the ZDP_CTL_FVC values are the model's (init_conflicts()) */
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

static void init_conflicts(void)
{
	conflicts[2].c1_a = FVC(0, 5) | FVC_BCMD(0);
	conflicts[2].c1_b = FVC(0, 5) | FVC_BCMD(1);
}

static void sbox_counters(void)
{
	uint64_t v;
	int fd[4], f, i;

	/* TO_R_DRS_MSGQ_OCCUPANCY per C-box pair, and the C-box counting rule */
	fd[0] = must_open(S0, 0x10 | 0x01 << 8, 0, 0, -1);
	fd[1] = must_open(S0, 0x10 | 0x0f << 8, 0, 0, -1);
	fd[2] = must_open(S0, 0x10 | 0x04 << 8 | 3ULL << 24, 0, 0, -1);	/* thresh 3 */
	fd[3] = must_open(S0, 0x07 | 0x03 << 8, 0, 0, -1);		/* ..._RBBOX */
	sim_inject_ok(S0, "event=0x10,umask=0x1 count=40 inc=2");
	sim_inject_ok(S0, "event=0x10,umask=0x4 count=10 inc=3");
	sim_inject_ok(S0, "event=0x07,umask=0x2 count=6 inc=50");
	sim_inject_ok(S1, "event=0x10,umask=0x1 count=1000");
	COUNT(fd[0], 80, "sbox_0 cbox0_4 occupancy: N*inc");
	COUNT(fd[1], 110, "sbox_0 all C-boxes: both injections");
	COUNT(fd[2], 10, "sbox_0 cbox2_6 thresh=3: cycles with inc >= 3");
	COUNT(fd[3], 300, "sbox_0 to_r_b_hom_msgq_occupancy_rbbox: the B-box part");
	for (i = 0; i < 4; i++)
		close(fd[i]);

	/* TO_R_PROG_EV through MM_CFG/MATCH/MASK; the enable only while in use */
	f = must_open(S0, 0x00, 0x1200, 0xff00, -1);
	tap_check(sim_reg(S0, "S_MSR_MM_CFG", &v) == 0 && v == BIT_ULL(63),
		  "%s: sbox_0: MM_CFG enabled while to_r_prog_ev counts", mode);
	tap_check(sim_reg(S0, "S_MSR_MATCH", &v) == 0 && v == 0x1200 &&
		  sim_reg(S0, "S_MSR_MASK", &v) == 0 && v == 0xff00,
		  "%s: sbox_0: MATCH and MASK hold the event's values", mode);
	sim_inject_ok(S0, "event=0x00 match=0x1234 count=21");
	sim_inject_ok(S0, "event=0x00 match=0x1334 count=5");
	COUNT(f, 21, "sbox_0 to_r_prog_ev: the messages the mask/match selects");
	close(f);
	tap_check(sim_reg(S0, "S_MSR_MM_CFG", &v) == 0 && v == 0,
		  "%s: sbox_0: MM_CFG disabled once no event uses it", mode);
}

static void sbox_rejects(void)
{
	rejected(S0, 0x0e | 0x01 << 8, 1, 0, -1, EINVAL, "a match for to_r_drs_msgq_cycles_full");
	rejected(S1, 0x0e | 0x01 << 8 | BIT_ULL(20), 0, 0, -1, EINVAL, "config bit 20 (pmi_en)");
	rejected(S1, 0x0e | BIT_ULL(22), 0, 0, -1, EINVAL, "config bit 22 (en)");
	rejected(S1, 0x0e | BIT_ULL(50), 0, 0, -1, EINVAL, "config bit 50");
}

static void rbox_counters(void)
{
	int fd[8], i;
	uint64_t v;

	fd[0] = must_open(R0, RCFG(0x00, 0), 0x80000000, 0, -1);	/* port 0 IPERF */
	fd[1] = must_open(R0, RCFG(0x06, 0), 0xc4, 0, -1);		/* port 1 IPERF */
	/* QLX bytes (Table 2-49): type 3:0, class 6:4, VN 7 */
	fd[2] = must_open(R0, RCFG(0x0e, 0), 0x25, 0, -1);	/* global arb fail VN0 NDR */
	/* the high byte's event, given in the high byte as QLX_CFG holds it */
	fd[3] = box_open_filt(R0, RCFG(0x0f, 0), 0x4000, 0, -1, 0);	/* queue arb bid DRS */
	if (!tap_check(fd[3] >= 0, "%s: rbox_0 QLX high byte's event with qlx_cfg=0x4000 opens",
		       mode))
		tap_diag("  %s", strerror(-fd[3]));
	fd[4] = must_open(R0, RCFG(0x16, 1), 0x55, 0xff, -1);		/* port 3 XBR 1 */
	fd[5] = must_open(R0, RCFG(0x17, 1), 0xaa00, 0xff00, -1);	/* port 3 XBR 2 */
	fd[6] = must_open(R0, RCFG(0x01, 0), 0x40000000, 0, -1);	/* port 0 IPERF1 */
	fd[7] = must_open(R0, RCFG(0x12, 0), 0x01, 0, -1);		/* port 3 IPERF */
	sim_inject_ok(R0, "port=0 iperf=0x80000000 count=1000");
	sim_inject_ok(R0, "port=0 iperf=0x40000000 count=300");
	sim_inject_ok(R0, "port=1 iperf=0x04 count=50 inc=2");
	sim_inject_ok(R0, "port=2 qlx=0x25 count=60");
	sim_inject_ok(R0, "port=2 qlx=0xa5 count=1000");	/* the same on VN1 */
	sim_inject_ok(R0, "port=2 qlx=0x15 count=1000");	/* on SNP */
	sim_inject_ok(R0, "port=2 qlx=0x40 count=7");
	sim_inject_ok(R0, "port=3 xbr=0x1255 count=11");
	sim_inject_ok(R0, "port=3 xbr=0xaa56 count=13");
	sim_inject_ok(R0, "port=3 iperf=0x01 count=17");
	sim_inject_ok(R1, "port=4 iperf=0x80000000 count=99999");
	COUNT(fd[0], 1000, "rbox_0 port 0 flits sent");
	COUNT(fd[1], 100, "rbox_0 port 1 any DRS: N*inc");
	COUNT(fd[2], 60, "rbox_0 port 2 QLX low byte: its type, class and VN only");
	if (fd[3] >= 0)
		COUNT(fd[3], 7, "rbox_0 port 2 QLX high byte");
	COUNT(fd[4], 11, "rbox_0 port 3 XBR set 1: one message matches 0x55/0xff");
	COUNT(fd[5], 13, "rbox_0 port 3 XBR set 2: one message matches 0xaa00/0xff00");
	COUNT(fd[6], 300, "rbox_0 port 0 null idle on IPERF1");
	COUNT(fd[7], 17, "rbox_0 port 3 IPERF: only its port");
	for (i = 0; i < 8; i++)
		if (fd[i] >= 0)
			close(fd[i]);

	/* twins: two IPERF values on port 1 take IPERF0 and IPERF1 */
	fd[0] = must_open(R0, RCFG(0x06, 0), 0x1, 0, -1);
	fd[1] = must_open(R0, RCFG(0x06, 0), 0x2, 0, fd[0]);
	sim_inject_ok(R0, "port=1 iperf=0x1 count=5");
	sim_inject_ok(R0, "port=1 iperf=0x2 count=6");
	COUNT(fd[0], 5, "rbox_0 twins: first IPERF value");
	COUNT(fd[1], 6, "rbox_0 twins: second value in a group, on the twin register");
	tap_check(sim_reg(R0, "R_MSR_PORT1_IPERF_CFG0", &v) == 0 && v == 1 &&
		  sim_reg(R0, "R_MSR_PORT1_IPERF_CFG1", &v) == 0 && v == 2,
		  "%s: rbox_0 twins: IPERF_CFG0 = 1, IPERF_CFG1 = 2", mode);
	rejected(R0, RCFG(0x07, 0), 0x4, 0, fd[0], EINVAL,
		 "a third IPERF value for port 1 in the group");
	close(fd[0]);
	close(fd[1]);

	fd[0] = must_open(R1, RCFG(0x12, 0), 0x80000000, 0, -1);	/* port 7 */
	sim_inject_ok(R1, "port=7 iperf=0x80000000 count=4242");
	sim_inject_ok(R1, "port=6 iperf=0x80000000 count=1");
	COUNT(fd[0], 4242, "rbox_1 port 7 flits sent");
	close(fd[0]);
}

static void rbox_rejects(void)
{
	rejected(R0, RCFG(0x18, 0), 0, 0, -1, EINVAL, "ev_sel 0x18 (no such port)");
	rejected(R0, RCFG(0x00, 0), BIT_ULL(32), 0, -1, EINVAL, "an IPERF value over 32 bits");
	rejected(R0, RCFG(0x00, 0), 1, 1, -1, EINVAL, "a mask for an IPERF event");
	rejected(R0, RCFG(0x00, 1), 1, 0, -1, EINVAL, "an xbr_mm_cfg for an IPERF event");
	rejected(R1, RCFG(0x02, 0), 0x100, 0, -1, EINVAL, "QLX high byte for a low-byte event");
	rejected(R1, RCFG(0x03, 0), 0x40, 0, -1, EINVAL, "QLX low byte for a high-byte event");
	rejected(R1, RCFG(0x03, 0), 0x10000, 0, -1, EINVAL, "a QLX value over 16 bits");
	rejected(R1, RCFG(0x02, 0) | 1, 0, 0, -1, EINVAL, "config bit 0 (the enable)");
	rejected(R1, RCFG(0x02, 0) | BIT_ULL(6), 0, 0, -1, EINVAL, "config bit 6 (pmi_en)");
}

static void mbox_counters(void)
{
	unsigned int seen;
	int fd[6], i, g, ret;
	uint64_t v;

	fd[0] = must_open(M0, MCFG(0xd), FVC(0, 5) | FVC_BCMD(1), 0, -1);	/* writes */
	fd[1] = must_open(M0, MCFG(0x0), 0x9, 0, -1);				/* DSP */
	fd[2] = must_open(M0, MCFG(0xa), 0x3 | 0x7ULL << 32, 0, -1);		/* ISS+PLD */
	fd[3] = must_open(M0, MFLAG(0x6), 0x21, 0, -1);				/* MAP flag */
	fd[4] = must_open(M0, MCFG(0x1b), 0, 0, -1);		/* no sub-control */
	fd[5] = must_open(M0, MFLAG(0x1), 0x3, 0, -1);		/* ISS flag, shared */
	sim_inject_ok(M0, "event=0xd fvc=5 bcmd=1 count=31");
	sim_inject_ok(M0, "event=0xd fvc=5 bcmd=0 count=1000");
	sim_inject_ok(M0, "event=0x0 dsp=9 count=12 inc=4");
	sim_inject_ok(M0, "event=0x0 dsp=8 count=1000");
	sim_inject_ok(M0, "event=0xa iss=3 pld=7 count=14");
	sim_inject_ok(M0, "event=0xa iss=3 pld=6 count=1000");
	sim_inject_ok(M0, "event=0x6 flag=1 map=0x21 count=8");
	sim_inject_ok(M0, "event=0x6 count=1000");	/* inc_sel 0x6: not flag mode */
	sim_inject_ok(M0, "event=0x1b count=123");
	sim_inject_ok(M0, "event=0x1 flag=1 iss=3 count=9");
	sim_inject_ok(M0, "event=0x1 flag=1 iss=2 count=1000");
	COUNT(fd[0], 31, "mbox_0 FVC bcmd_match WRITES: only that command");
	COUNT(fd[1], 48, "mbox_0 DSP selection: only its DSP value, N*inc");
	COUNT(fd[2], 14, "mbox_0 ISS+PLD selection: both registers");
	COUNT(fd[3], 8, "mbox_0 set_flag_sel MAP: flag mode only");
	COUNT(fd[4], 123, "mbox_0 selection without sub-control");
	COUNT(fd[5], 9, "mbox_0 set_flag_sel ISS sharing ISS with the inc_sel 0xa event");
	for (i = 0; i < 6; i++)
		close(fd[i]);

	/*
	 * The address match filters every PLD selection once enabled: a PLD
	 * event with it and one without cannot count together.
	 */
	fd[0] = must_open(M0, MCFG(0xb), 0x5ULL << 32, MADDR_EN | 0x1000 | 0xf000ULL << 34, -1);
	rejected(M0, MCFG(0xa), 0x3 | 0x5ULL << 32, 0, fd[0], EINVAL,
		 "a PLD event without the address match in a group with one with it");
	fd[1] = must_open(M0, MCFG(0xa), 0x3 | 0x5ULL << 32,
			  MADDR_EN | 0x1000 | 0xf000ULL << 34, fd[0]);
	sim_inject_ok(M0, "event=0xb pld=5 addr=0x31234 count=15");
	sim_inject_ok(M0, "event=0xb pld=5 addr=0x32234 count=1000");
	sim_inject_ok(M0, "event=0xa iss=3 pld=5 addr=0x1fff count=16");
	sim_inject_ok(M0, "event=0xa iss=3 pld=5 addr=0x0fff count=1000");
	COUNT(fd[0], 15, "mbox_0 PLD with address match: only the matching address");
	COUNT(fd[1], 16, "mbox_0 ISS+PLD with the same address match, in its group");
	tap_check(sim_reg(M0, "M_MSR_PMU_MM_CFG", &v) == 0 && v == BIT_ULL(63),
		  "%s: mbox_0: MM_CFG enabled while the address match is used", mode);
	close(fd[0]);
	close(fd[1]);
	tap_check(sim_reg(M0, "M_MSR_PMU_MM_CFG", &v) == 0 && v == 0,
		  "%s: mbox_0: MM_CFG disabled after", mode);

	/*
	 * FVC field moving: four sub-events all asked as FVC_EV0 (inc_sel
	 * 0xd) take the four evnt fields and count at once; a fifth cannot
	 * be in their group.
	 */
	g = must_open(M1, MCFG(0xd), FVC(0, 0), 0, -1);
	fd[1] = must_open(M1, MCFG(0xd), FVC(0, 1), 0, g);
	fd[2] = must_open(M1, MCFG(0xd), FVC(0, 2), 0, g);
	fd[3] = must_open(M1, MCFG(0xe), FVC(1, 3), 0, g);
	rejected(M1, MCFG(0xd), FVC(0, 4), 0, g, EINVAL, "a fifth FVC sub-event in the group");
	sim_inject_ok(M1, "event=0xd fvc=0 count=10");
	sim_inject_ok(M1, "event=0xe fvc=1 count=20");
	sim_inject_ok(M1, "event=0xf fvc=2 count=30");
	sim_inject_ok(M1, "event=0x10 fvc=3 count=40");
	sim_inject_ok(M1, "event=0xd fvc=4 count=1000");
	COUNT(g, 10, "mbox_1 FVC smi_crc_err (field 0)");
	COUNT(fd[1], 20, "mbox_1 FVC mem_ecc_err moved to a free field");
	COUNT(fd[2], 30, "mbox_1 FVC psn_txn moved to a free field");
	COUNT(fd[3], 40, "mbox_1 FVC alrt_frm asked as FVC_EV1");
	ret = sim_reg(M1, "M_MSR_PMU_ZDP_CTL_FVC", &v);
	seen = 0;
	for (i = 0; i < 4; i++)
		seen |= 1u << ((v >> (11 + fvc_up + 3 * i)) & 7);
	tap_check(ret == 0 && seen == 0xf,
		  "%s: mbox_1: sub-events 0-3 in the four evnt fields (0x%llx)", mode,
		  (unsigned long long)v);
	close(fd[1]);
	close(fd[2]);
	close(fd[3]);
	close(g);

	/* smi_nb_trig with and without pbox_init_err are different values */
	fd[0] = must_open(M1, MCFG(0xd), FVC(0, 7) | FVC_PBOX, 0, -1);
	sim_inject_ok(M1, "event=0xd fvc=7 pbox=1 count=3");
	sim_inject_ok(M1, "event=0xd fvc=7 count=4");
	COUNT(fd[0], 7, "mbox_1 FVC smi_nb_trig with pbox_init_err: both causes");
	close(fd[0]);
}

static void mbox_rejects(void)
{
	rejected(M0, MCFG(0xd), FVC(0, 1) | FVC(1, 2), 0, -1, EINVAL,
		 "an FVC value with two sub-events");
	rejected(M0, MCFG(0xd), FVC(0, 1) | FVC_BCMD(2), 0, -1, EINVAL,
		 "a bcmd for a sub-event that does not match commands");
	rejected(M0, MCFG(0xd), FVC(0, 5) | FVC_RESP(2), 0, -1, EINVAL,
		 "a resp for bcmd_match");
	rejected(M0, MCFG(0xd), FVC(0, 5) | FVC_PBOX << 1, 0, -1, EINVAL,
		 "the FVC bit above pbox_init_err (ignored by the register)");
	rejected(M0, MCFG(0x1b), 1, 0, -1, EINVAL, "a sub-control value for a selection without");
	rejected(M0, MCFG(0x0), BIT_ULL(32), 0, -1, EINVAL, "a PLD value for a DSP selection");
	rejected(M0, MCFG(0x9), 1, MADDR_EN | 1, -1, EINVAL, "an address match for ISS only");
	rejected(M1, MCFG(0xb), BIT_ULL(32), 1, -1, EINVAL, "an address match without its enable");
	rejected(M1, MCFG(0xb), BIT_ULL(32), MADDR_EN | BIT_ULL(61), -1, EINVAL,
		 "config2 bit 61");
	rejected(M1, MCFG(0x1b) | 1, 0, 0, -1, EINVAL, "config bit 0 (the enable)");
	rejected(M1, MCFG(0x1b) | BIT_ULL(1), 0, 0, -1, EINVAL, "config bit 1 (pmi_en)");
	rejected(M1, MCFG(0x1b) | BIT_ULL(8), 0, 0, -1, EINVAL, "config bit 8");
	/* Table 2-67: the driver's deltas count up; what storage_mode does is not known */
	rejected(M1, MCFG(0x1b) | 1 << 2, 0, 0, -1, EINVAL, "count_mode 01 (down)");
	rejected(M1, MCFG(0x1b) | 2 << 2, 0, 0, -1, EINVAL, "count_mode 10 (up and down)");
	rejected(M1, MCFG(0x1b) | 3 << 2, 0, 0, -1, EINVAL, "count_mode 11 (undefined)");
	rejected(M1, MCFG(0x1b) | 1 << 4, 0, 0, -1, EINVAL, "storage_mode 01");
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
static const struct named named_fvc[2][3] = {
	{
		{ M0, "fvc_ev2_psn_txn", "inc_sel=0xf,fvc=0x40000" },	/* Tables 2-80/81 */
		{ M1, "fvc_ev3_pbox_init_err", "inc_sel=0x10,fvc=0xf00000" },
		{ M0, "bbox_cmds_write", "inc_sel=0xd,fvc=0x2820" },
	}, {
		{ M0, "fvc_ev2_psn_txn", "inc_sel=0xf,fvc=0x80000" },	/* PCM fields_wsm */
		{ M1, "fvc_ev3_pbox_init_err", "inc_sel=0x10,fvc=0x1e00000" },
		{ M0, "bbox_cmds_write", "inc_sel=0xd,fvc=0x5040" },
	},
};

static void check_named(const struct named *e)
{
	char path[200], buf[128];

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/events/%s", e->pmu,
		 e->name);
	if (read_text(path, buf, sizeof(buf)) < 0)
		buf[0] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	if (!tap_check(!strcmp(buf, e->terms), "%s/%s is %s", e->pmu, e->name, e->terms))
		tap_diag("  sysfs has \"%s\"", buf);
}

static int count_events(const char *pmu)
{
	char path[160];
	struct dirent *de;
	int n = 0;
	DIR *d;

	snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/events", pmu);
	d = opendir(path);
	if (!d)
		return -1;
	while ((de = readdir(d)))
		if (de->d_name[0] != '.')
			n++;
	closedir(d);
	return n;
}

static void named_events(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(named); i++)
		check_named(&named[i]);
	for (i = 0; i < ARRAY_SIZE(named_fvc[0]); i++)
		check_named(&named_fvc[fvc_up][i]);
	for (i = 0; i < ARRAY_SIZE(named_sbox[0]); i++)
		check_named(&named_sbox[fvc_up][i]);
	/*
	 * B-box: the guide's 50, on Westmere-EX two fewer; S-box: likwid's 175,
	 * or 209 by its Westmere-EX list; see nhmex.rst
	 */
	if (fvc_up) {
		check_u64(count_events(B0), 48,
			  "%s: the B-box names Table 2-24's events but two (Westmere-EX)", B0);
		check_u64(count_events(S1), 209, "%s: the S-box names its 209 events (Westmere-EX)",
			  S1);
	} else {
		check_u64(count_events(B0), 50, "%s: the B-box names every event of Table 2-24",
			  B0);
		check_u64(count_events(S1), 175, "%s: the S-box names its 175 events", S1);
	}
	check_u64(count_events(M0), 66, "%s: 4 x 16 FVC events and mainline's two", M0);
	check_u64(count_events(R1), 4 * (30 + 44),
		  "%s: 30 IPERF and 44 QLX events on each of its 4 ports", R1);
}

static void all(void)
{
	unsigned int i;

	bbox_counters();
	bbox_rejects();
	sbox_counters();
	sbox_rejects();
	rbox_counters();
	rbox_rejects();
	mbox_counters();
	mbox_rejects();
	for (i = 0; i < ARRAY_SIZE(conflicts); i++)
		conflict(&conflicts[i]);
}

int main(void)
{
	static const char * const pmus[] = { B0, B1, S0, S1, R0, R1, M0, M1 };
	unsigned int i, seed;
	int ret, pmi;

	tap_init("nhmex_boxes", 150);
	for (i = 0; i < ARRAY_SIZE(pmus); i++)
		if (!pmu_exists(pmus[i]))
			tap_bail("no %s PMU: is " BOXPMU_MODULE " loaded?", pmus[i]);
	fvc_up = sim_wsmex();
	init_conflicts();
	seed = (unsigned int)time(NULL) ^ (unsigned int)getpid();
	tap_diag("random seed %u", seed);
	srand(seed);

	named_events();
	pmi = nhmex_pmi_mode();
	mode = pmi == 1 ? "pmi" : "poll";
	all();
	/* and the other mode */
	ret = mod_reload(pmi == 1 ? "pmi=0" : "pmi=1");
	if (!tap_check(ret == 0, "reload " BOXPMU_MODULE " in %s mode", pmi == 1 ? "poll" : "pmi"))
		tap_bail("%s", strerror(-ret));
	pmi = nhmex_pmi_mode();
	mode = pmi == 1 ? "pmi" : "poll";
	all();
	ret = mod_restore();
	if (!tap_check(ret == 0, BOXPMU_MODULE " back to its load at the start (%s)",
		       mod_boot_params()))
		tap_diag("  %s", strerror(-ret));
	return tap_finish();
}
