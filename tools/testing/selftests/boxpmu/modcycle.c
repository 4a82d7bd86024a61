// SPDX-License-Identifier: GPL-2.0
/*
 * modcycle: unload and reload every boxpmu module CYCLES times, as and in the
 * order scripts/vm-run's /init loaded them (/etc/boxpmu/load); after each load
 * one event on each of the U-, C- and W-box PMUs counts exactly.
 *
 * Usage: modcycle [CYCLES]   (default 100)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhmex.h"

#define LOADLIST	"/etc/boxpmu/load"
#define MAXMOD		16

struct mod {
	char path[128];
	char name[64];
	char params[256];
};

static struct mod mods[MAXMOD];
static int nmods;

static const struct {
	const char *pmu;
	uint64_t config;
	const char *terms;
} evs[] = {
	{ "uncore_ubox", 0x50, "event=0x50" },
	{ "uncore_cbox_0", CBOX_EVENT },
	{ "uncore_wbox", WBOX_CLOCKTICKS, "event=0xff" },
};

#define NEV ((int)ARRAY_SIZE(evs))

/* Leave the guest as we found it: every module loaded. */
static void reload_all(void)
{
	int i;

	for (i = 0; i < nmods; i++)
		if (!module_loaded(mods[i].name))
			module_load_file(mods[i].path, mods[i].params);
}

static void read_list(void)
{
	FILE *f = fopen(LOADLIST, "r");
	char line[512];

	if (!f)
		return;
	while (fgets(line, sizeof(line), f) && nmods < MAXMOD) {
		struct mod *m = &mods[nmods];
		char *base;

		m->params[0] = 0;
		if (sscanf(line, "%127s %255[^\n]", m->path, m->params) < 1)
			continue;
		base = strrchr(m->path, '/');
		snprintf(m->name, sizeof(m->name), "%.63s", base ? base + 1 : m->path);
		m->name[strcspn(m->name, ".")] = 0;
		nmods++;
	}
	fclose(f);
}

static long cycles = 100;

BOXPMU_FIXTURE(modcycle, nhmex_setup(55 + (unsigned int)(cycles * 3)));

TEST_F_TIMEOUT(modcycle, reload_all, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t loads = 0, unloads = 0, gone = 0, back = 0, exact = 0, t0;
	uint64_t want_events = (uint64_t)cycles * NEV;
	long c;
	int i, ret, first_err = 0;

	read_list();
	ASSERT_LE(3, nmods)
		TH_LOG("modules in %s: run under scripts/vm-run (modules loaded)", LOADLIST);
	for (i = 0; i < nmods; i++)
		TH_LOG("module %s: %s", mods[i].name, mods[i].params);
	test_add_cleanup(reload_all);

	t0 = now_ms();
	for (c = 0; c < cycles; c++) {
		for (i = nmods - 1; i >= 0; i--) {
			ret = module_unload_wait(mods[i].name, 5000);
			unloads += !ret;
			first_err = first_err ?: ret;
		}
		for (i = 0; i < NEV; i++)
			gone += !pmu_exists(evs[i].pmu);
		for (i = 0; i < nmods; i++) {
			ret = module_load_file(mods[i].path, mods[i].params);
			loads += !ret;
			first_err = first_err ?: ret;
		}
		for (i = 0; i < NEV; i++) {
			uint64_t n = 1000 * (uint64_t)(c + 1) + i;
			int fd;

			back += pmu_exists(evs[i].pmu);
			fd = box_open(evs[i].pmu, evs[i].config, 0);
			if (fd < 0)
				continue;
			if (sim_inject(evs[i].pmu, "%s count=%llu", evs[i].terms,
				       (unsigned long long)n) == 0 &&
			    box_value(fd) == n)
				exact++;
			close(fd);
		}
		if (first_err)
			break;
	}
	TH_LOG("%ld cycles in %llu ms: %llu delete_module, %llu finit_module, %llu exact counts",
	       c, (unsigned long long)(now_ms() - t0), (unsigned long long)unloads,
	       (unsigned long long)loads, (unsigned long long)exact);
	if (first_err)
		TH_LOG("first failure: %s", strerror(-first_err));
	EXPECT_EQ(cycles * nmods, unloads) TH_LOG("every unload succeeded");
	EXPECT_EQ(cycles * nmods, loads) TH_LOG("every load succeeded");
	EXPECT_EQ(want_events, gone) TH_LOG("the PMUs were gone after every unload");
	EXPECT_EQ(want_events, back) TH_LOG("the PMUs were back after every load");
	EXPECT_EQ(want_events, exact) TH_LOG("every event opened after a load counted exactly");
	for (i = 0; i < nmods; i++)
		if (!module_loaded(mods[i].name))
			break;
	EXPECT_EQ(nmods, i) TH_LOG("all %d modules loaded at the end", nmods);
}

int main(int argc, char **argv)
{
	if (argc > 1)
		cycles = strtol(argv[1], NULL, 10);
	if (cycles < 1 || cycles > 10000)
		ksft_exit_fail_msg("CYCLES must be 1..10000\n");
	return test_harness_run(argc, argv);
}
