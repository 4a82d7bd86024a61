// SPDX-License-Identifier: GPL-2.0
/*
 * modcycle: unload and reload every boxpmu module CYCLES times, as and in the
 * order scripts/vm-run's /init loaded them (/etc/boxpmu/load); after each load
 * one event on each of the U-, C- and W-box PMUs counts exactly.
 *
 * Usage: modcycle [CYCLES]   (default 100)
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

#include "boxpmu_lib.h"

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
	{ "uncore_cbox_0", BOX_CFG(0x14, 0x01, 0, 0, 0), "event=0x14,umask=0x01" },
	{ "uncore_wbox", WBOX_CLOCKTICKS, "event=0xff" },
};

#define NEV ((int)ARRAY_SIZE(evs))

static int is_loaded(const char *name)
{
	char path[128];

	snprintf(path, sizeof(path), "/sys/module/%s", name);
	return access(path, F_OK) == 0;
}

/* Leave the guest as we found it: every module loaded. */
static void reload_all(void)
{
	int i;

	for (i = 0; i < nmods; i++)
		if (!is_loaded(mods[i].name))
			module_load_file(mods[i].path, mods[i].params);
}

static void read_list(void)
{
	FILE *f = fopen(LOADLIST, "r");
	char line[512];

	if (!f)
		tap_bail("no %s: run under scripts/vm-run (with the modules loaded)", LOADLIST);
	while (fgets(line, sizeof(line), f) && nmods < MAXMOD) {
		struct mod *m = &mods[nmods];
		char *p, *base;

		line[strcspn(line, "\n")] = 0;
		p = strchr(line, ' ');
		if (p)
			*p++ = 0;
		if (!line[0])
			continue;
		snprintf(m->path, sizeof(m->path), "%.127s", line);
		snprintf(m->params, sizeof(m->params), "%.255s", p ? p : "");
		base = strrchr(line, '/');
		snprintf(m->name, sizeof(m->name), "%.63s", base ? base + 1 : line);
		m->name[strcspn(m->name, ".")] = 0;
		nmods++;
	}
	fclose(f);
}

int main(int argc, char **argv)
{
	long cycles = argc > 1 ? strtol(argv[1], NULL, 10) : 100;
	uint64_t loads = 0, unloads = 0, gone = 0, back = 0, exact = 0, t0;
	uint64_t want_events;
	long c;
	int i, ret, first_err = 0;

	tap_init("modcycle", 55 + (unsigned int)(cycles * 3));
	if (cycles < 1 || cycles > 10000)
		tap_bail("CYCLES must be 1..10000");
	read_list();
	if (!tap_check(nmods >= 3, "%d modules in %s", nmods, LOADLIST))
		return tap_finish();
	for (i = 0; i < nmods; i++)
		tap_diag("module %s: %s", mods[i].name, mods[i].params);
	tap_cleanup(reload_all);

	t0 = now_ms();
	for (c = 0; c < cycles; c++) {
		for (i = nmods - 1; i >= 0; i--) {
			ret = module_unload_wait(mods[i].name, 5000);
			if (!ret)
				unloads++;
			else if (!first_err)
				first_err = ret;
		}
		for (i = 0; i < NEV; i++)
			gone += !pmu_exists(evs[i].pmu);
		for (i = 0; i < nmods; i++) {
			ret = module_load_file(mods[i].path, mods[i].params);
			if (!ret)
				loads++;
			else if (!first_err)
				first_err = ret;
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
	want_events = (uint64_t)cycles * NEV;
	tap_diag("%ld cycles in %llu ms: %llu delete_module, %llu finit_module, %llu exact counts",
		 c, (unsigned long long)(now_ms() - t0), (unsigned long long)unloads,
		 (unsigned long long)loads, (unsigned long long)exact);
	if (first_err)
		tap_diag("first failure: %s", strerror(-first_err));
	check_u64(unloads, (uint64_t)cycles * nmods, "every unload succeeded");
	check_u64(loads, (uint64_t)cycles * nmods, "every load succeeded");
	check_u64(gone, want_events, "the PMUs were gone after every unload");
	check_u64(back, want_events, "the PMUs were back after every load");
	check_u64(exact, want_events, "every event opened after a load counted exactly");
	for (i = 0; i < nmods; i++)
		if (!is_loaded(mods[i].name))
			break;
	tap_check(i == nmods, "all %d modules loaded at the end", nmods);
	return tap_finish();
}
