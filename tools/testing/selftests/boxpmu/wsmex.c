// SPDX-License-Identifier: GPL-2.0
/*
 * wsmex: on the simulator's Westmere-EX model (boxpmu_sim wsmex=1) C-boxes 8
 * and 9 (MSRs 0xF40, 0xFC0: LIKWID's registers.h) count exactly, and the
 * M-box ZDP_CTL_FVC takes Westmere-EX's layout from config1 (format fvc).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "boxpmu_lib.h"

#define M0	"uncore_mbox_0"
#define M1	"uncore_mbox_1"

#define CFG(ev, um)		((uint64_t)(ev) | (uint64_t)(um) << 8)
#define MCFG(inc)		((uint64_t)(inc) << 9)
/* ZDP_CTL_FVC of Westmere-EX (Intel PCM's fields_wsm, src/types.h) */
#define W_FVID(v)		((uint64_t)(v))
#define W_BCMD(v)		((uint64_t)(v) << 6)
#define W_RESP(v)		((uint64_t)(v) << 9)
#define W_EVNT(n, v)		((uint64_t)(v) << (12 + 3 * (n)))
#define W_PBOX			BIT_ULL(24)

static int must_open(const char *pmu, uint64_t config, uint64_t c1)
{
	int fd = box_open_filt(pmu, config, c1, 0, -1, 0);

	if (fd < 0)
		tap_bail("open %s config 0x%llx config1 0x%llx: %s", pmu,
			 (unsigned long long)config, (unsigned long long)c1, strerror(-fd));
	return fd;
}

static void ten_cboxes(void)
{
	int fd[2][BOXPMU_CBOX_COUNTERS], b, k, bad;

	tap_check(nr_cbox() == 10 && pmu_exists("uncore_cbox_9") && !pmu_exists("uncore_cbox_10"),
		  "ten C-box PMUs, uncore_cbox_0 to uncore_cbox_9");
	for (b = 0; b < 2; b++)
		for (k = 0; k < BOXPMU_CBOX_COUNTERS; k++)
			fd[b][k] = must_open(cbox_name(8 + b), CFG(0x15, 1u << k), 0);
	sim_inject_ok("uncore_cbox_8", "event=0x15,umask=0x3f count=888");
	sim_inject_ok("uncore_cbox_9", "event=0x15,umask=0x15 count=999");
	sim_inject_ok("uncore_cbox_7", "event=0x15,umask=0x3f count=7");
	for (b = 0; b < 2; b++) {
		bad = 0;
		for (k = 0; k < BOXPMU_CBOX_COUNTERS; k++) {
			uint64_t want = b ? (0x15 & (1u << k) ? 999 : 0) : 888;
			struct box_count c;

			if (box_read(fd[b][k], &c) < 0)
				c.value = UINT64_MAX;
			if (c.value != want || c.running != c.enabled) {
				tap_diag("  %s umask 0x%x: got %llu, want %llu (ran %llu of %llu)",
					 cbox_name(8 + b), 1u << k, (unsigned long long)c.value,
					 (unsigned long long)want, (unsigned long long)c.running,
					 (unsigned long long)c.enabled);
				bad++;
			}
		}
		tap_check(!bad, "%s: all six counters count exactly their box's events",
			  cbox_name(8 + b));
	}
	for (b = 0; b < 2; b++)
		for (k = 0; k < BOXPMU_CBOX_COUNTERS; k++)
			close(fd[b][k]);
}

static void check_zdp(const char *pmu, uint64_t want, const char *what)
{
	uint64_t v = ~0ULL;

	sim_reg(pmu, "M_MSR_PMU_ZDP_CTL_FVC", &v);
	check_u64(v, want, "%s: ZDP_CTL_FVC holds %s", pmu, what);
}

static void fvc_layout(void)
{
	uint64_t bcmd = W_EVNT(0, 5) | W_BCMD(1) | W_FVID(0x25);
	uint64_t resp = W_EVNT(1, 6) | W_RESP(3) | W_FVID(0x25), v;
	int fd[2], n;

	/* bcmd_match and resp_match with an fvid only six bits hold */
	fd[0] = must_open(M0, MCFG(0xd), bcmd);
	check_zdp(M0, bcmd, "bcmd_match, bcmd 1, fvid 0x25 in the Westmere-EX layout");
	fd[1] = must_open(M0, MCFG(0xe), resp);
	check_zdp(M0, bcmd | resp, "resp_match beside it, resp 3, the same fvid");
	sim_inject_ok(M0, "event=0xd fvc=5 bcmd=1 fvid=0x25 count=41");
	sim_inject_ok(M0, "event=0xd fvc=5 bcmd=1 fvid=0x05 count=1000");
	sim_inject_ok(M0, "event=0xd fvc=6 resp=3 fvid=0x25 count=43");
	sim_inject_ok(M0, "event=0xd fvc=6 resp=2 fvid=0x25 count=1000");
	check_u64(box_value(fd[0]), 41, "%s: bcmd_match counts fvid 0x25 only", M0);
	check_u64(box_value(fd[1]), 43, "%s: resp_match counts resp 3 only", M0);
	close(fd[0]);
	close(fd[1]);

	/* smi_nb_trig with pbox_init_err, bit 24 here, in whichever evnt field is free */
	fd[0] = must_open(M1, MCFG(0x10), W_EVNT(3, 7) | W_PBOX);
	v = ~0ULL;
	sim_reg(M1, "M_MSR_PMU_ZDP_CTL_FVC", &v);
	for (n = 0; n < 4; n++)
		if (v == (W_EVNT(n, 7) | W_PBOX))
			break;
	if (!tap_check(n < 4, "%s: ZDP_CTL_FVC holds smi_nb_trig in an evnt field %s", M1,
		       "and pbox_init_err (bit 24)"))
		tap_diag("  0x%llx", (unsigned long long)v);
	sim_inject_ok(M1, "event=0x10 fvc=7 pbox=1 count=5");
	sim_inject_ok(M1, "event=0x10 fvc=7 count=6");
	check_u64(box_value(fd[0]), 11, "%s: smi_nb_trig with pbox_init_err counts both causes",
		  M1);
	close(fd[0]);

	/*
	 * The Xeon 7500's bbox_cmds_read (fvc=0x2800) reads here as evnt0 2
	 * (psn_txn) with resp 4: a resp for an event without one, refused.
	 */
	fd[0] = box_open_filt(M0, MCFG(0xd), 0x2800, 0, -1, 0);
	if (fd[0] >= 0)
		close(fd[0]);
	check_errno(fd[0] < 0 ? fd[0] : 0, EINVAL,
		    "%s: the Xeon 7500's bbox_cmds_read value refused", M0);
	/* bit 25 is above every field */
	fd[0] = box_open_filt(M0, MCFG(0xd), W_EVNT(0, 1) | BIT_ULL(25), 0, -1, 0);
	if (fd[0] >= 0)
		close(fd[0]);
	check_errno(fd[0] < 0 ? fd[0] : 0, EINVAL, "%s: FVC bit 25 refused", M0);
}

static void named(void)
{
	static const struct { const char *pmu, *name, *terms; } ev[] = {
		/* mainline's wsmex_uncore_mbox_events, and PCM's layout */
		{ M0, "bbox_cmds_read", "inc_sel=0xd,fvc=0x5000" },
		{ M1, "bbox_cmds_write", "inc_sel=0xd,fvc=0x5040" },
		{ M0, "fvc_ev1_bbox_rsp_uncor", "inc_sel=0xe,fvc=0x30600" },
		{ M1, "fvc_ev0_pbox_init_err", "inc_sel=0xd,fvc=0x1007000" },
		{ M0, "fvc_ev3_mem_ecc_err", "inc_sel=0x10,fvc=0x200000" },
	};
	char path[200], buf[128];
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(ev); i++) {
		snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/events/%s",
			 ev[i].pmu, ev[i].name);
		if (read_text(path, buf, sizeof(buf)) < 0)
			buf[0] = '\0';
		buf[strcspn(buf, "\n")] = '\0';
		if (!tap_check(!strcmp(buf, ev[i].terms), "%s/%s is %s", ev[i].pmu, ev[i].name,
			       ev[i].terms))
			tap_diag("  sysfs has \"%s\"", buf);
	}
}

/* cboxes= overrides the count of C-boxes found from the cores */
static void cboxes_param(void)
{
	char params[160];
	int ret, n = nr_cbox();

	snprintf(params, sizeof(params), "%s cboxes=11", mod_boot_params());
	ret = mod_reload(params);
	tap_check(ret == -EINVAL, "cboxes=11 (the model has 10): load refused with EINVAL (%d)",
		  ret);
	tap_check(!pmu_exists("uncore_cbox_0") && !pmu_exists("uncore_ubox"),
		  "and nothing registered");
	snprintf(params, sizeof(params), "%s cboxes=%d", mod_boot_params(), n - 1);
	ret = mod_reload(params);
	tap_check(ret == 0, "cboxes=%d loads (%d)", n - 1, ret);
	tap_check(pmu_exists(cbox_name(n - 2)) && !pmu_exists(cbox_name(n - 1)),
		  "%d C-box PMUs, the last %s", n - 1, cbox_name(n - 2));
	if (ret == 0) {
		int fd = must_open(cbox_name(n - 2), CFG(0x15, 1), 0);

		sim_inject_ok(cbox_name(n - 2), "event=0x15,umask=0x01 count=4242");
		check_u64(box_value(fd), 4242, "%s counts exactly", cbox_name(n - 2));
		close(fd);
	}
	ret = mod_restore();
	if (!tap_check(ret == 0, BOXPMU_MODULE " back to its load at the start (%s)",
		       mod_boot_params()))
		tap_diag("  %s", strerror(-ret));
	tap_check(nr_cbox() == n && pmu_exists(cbox_name(n - 1)), "%d C-box PMUs again", n);
}

int main(void)
{
	tap_init("wsmex", 90);
	if (!sim_wsmex()) {
		tap_skip("not the Westmere-EX model", "wsmex: boxpmu_sim wsmex=1 not set");
		return tap_finish();
	}
	if (!pmu_exists("uncore_cbox_0"))
		tap_bail("no uncore_cbox_0 PMU: is " BOXPMU_MODULE " loaded?");
	ten_cboxes();
	fvc_layout();
	named();
	cboxes_param();
	return tap_finish();
}
