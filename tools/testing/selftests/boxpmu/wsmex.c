// SPDX-License-Identifier: GPL-2.0
/*
 * wsmex: on the simulator's Westmere-EX model (boxpmu_sim wsmex=1) the M-box
 * ZDP_CTL_FVC takes its layout from config1; cboxes= overrides the C-boxes
 * found from the cores (count_exact.all_cboxes counts on all ten).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "nhmex.h"

#define M0	"uncore_mbox_0"
#define M1	"uncore_mbox_1"

#define MCFG(inc)		((uint64_t)(inc) << 9)
/* ZDP_CTL_FVC of Westmere-EX (Intel PCM's fields_wsm, src/types.h) */
#define W_FVID(v)		((uint64_t)(v))
#define W_BCMD(v)		((uint64_t)(v) << 6)
#define W_RESP(v)		((uint64_t)(v) << 9)
#define W_EVNT(n, v)		((uint64_t)(v) << (12 + 3 * (n)))
#define W_PBOX			BIT_ULL(24)

#define NOT_WSMEX		OTHER_PLATFORM "not the Westmere-EX model (boxpmu_sim wsmex=1)"

BOXPMU_FIXTURE(wsmex, nhmex_setup_cbox0(_metadata, 90));

TEST_F_TIMEOUT(wsmex, fvc_layout, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t bcmd = W_EVNT(0, 5) | W_BCMD(1) | W_FVID(0x25);
	uint64_t resp = W_EVNT(1, 6) | W_RESP(3) | W_FVID(0x25), v;
	int fd[2], n;

	if (!sim_wsmex())
		SKIP(return, NOT_WSMEX);
	fd[0] = OPEN(M0, MCFG(0xd), bcmd, 0, -1);
	EXPECT_EQ(bcmd, sim_reg_val(M0, "M_MSR_PMU_ZDP_CTL_FVC"))
		TH_LOG("ZDP_CTL_FVC holds bcmd_match, bcmd 1, fvid 0x25 (six bits) in its layout");
	fd[1] = OPEN(M0, MCFG(0xe), resp, 0, -1);
	EXPECT_EQ(bcmd | resp, sim_reg_val(M0, "M_MSR_PMU_ZDP_CTL_FVC"))
		TH_LOG("ZDP_CTL_FVC holds resp_match beside it, resp 3, the same fvid");
	sim_inject_ok(M0, "event=0xd fvc=5 bcmd=1 fvid=0x25 count=41");
	sim_inject_ok(M0, "event=0xd fvc=5 bcmd=1 fvid=0x05 count=1000");
	sim_inject_ok(M0, "event=0xd fvc=6 resp=3 fvid=0x25 count=43");
	sim_inject_ok(M0, "event=0xd fvc=6 resp=2 fvid=0x25 count=1000");
	EXPECT_EQ(41, box_value(fd[0])) TH_LOG("%s: bcmd_match counts fvid 0x25 only", M0);
	EXPECT_EQ(43, box_value(fd[1])) TH_LOG("%s: resp_match counts resp 3 only", M0);
	close(fd[0]);
	close(fd[1]);

	/* smi_nb_trig with pbox_init_err, bit 24 here, in whichever evnt field is free */
	fd[0] = OPEN(M1, MCFG(0x10), W_EVNT(3, 7) | W_PBOX, 0, -1);
	v = sim_reg_val(M1, "M_MSR_PMU_ZDP_CTL_FVC");
	for (n = 0; n < 4; n++)
		if (v == (W_EVNT(n, 7) | W_PBOX))
			break;
	EXPECT_GT(4, n) TH_LOG("%s: ZDP_CTL_FVC 0x%llx holds smi_nb_trig in an evnt field %s",
			       M1, (unsigned long long)v, "and pbox_init_err (bit 24)");
	sim_inject_ok(M1, "event=0x10 fvc=7 pbox=1 count=5");
	sim_inject_ok(M1, "event=0x10 fvc=7 count=6");
	EXPECT_EQ(11, box_value(fd[0]))
		TH_LOG("%s: smi_nb_trig with pbox_init_err counts both causes", M1);
	close(fd[0]);

	/* the Xeon 7500's bbox_cmds_read (0x2800) is here evnt0 2 (psn_txn) with a resp 4 */
	REJECTED(M0, MCFG(0xd), 0x2800, 0, -1, "the Xeon 7500's bbox_cmds_read value");
	REJECTED(M0, MCFG(0xd), W_EVNT(0, 1) | BIT_ULL(25), 0, -1, "FVC bit 25, above every field");
}

TEST_F_TIMEOUT(wsmex, cboxes_param, BOXPMU_HARNESS_TIMEOUT)
{
	char params[160];
	int ret, n = nr_cbox();

	if (!sim_wsmex())
		SKIP(return, NOT_WSMEX);
	snprintf(params, sizeof(params), "%s cboxes=11", mod_boot_params());
	EXPECT_EQ(-EINVAL, mod_reload(params)) TH_LOG("cboxes=11 (the model has 10): load refused");
	EXPECT_FALSE(pmu_exists("uncore_cbox_0") || pmu_exists("uncore_ubox"))
		TH_LOG("and nothing registered");
	snprintf(params, sizeof(params), "%s cboxes=%d", mod_boot_params(), n - 1);
	ret = mod_reload(params);
	EXPECT_EQ(0, ret) TH_LOG("cboxes=%d loads", n - 1);
	EXPECT_TRUE(pmu_exists(cbox_name(n - 2)) && !pmu_exists(cbox_name(n - 1)))
		TH_LOG("%d C-box PMUs, the last %s", n - 1, cbox_name(n - 2));
	if (ret == 0)
		EXPECT_EQ(4242, box_fresh_count(cbox_name(n - 2), BOX_CFG(0x15, 1, 0, 0, 0),
						"event=0x15,umask=0x01", 0, 4242))
			TH_LOG("%s counts exactly", cbox_name(n - 2));
	EXPECT_EQ(0, mod_restore()) TH_LOG("%s back to its load at the start (%s)",
					   BOXPMU_MODULE, mod_boot_params());
	EXPECT_TRUE(nr_cbox() == n && pmu_exists(cbox_name(n - 1)))
		TH_LOG("%d C-box PMUs again", n);
}

TEST_HARNESS_MAIN
