/* SPDX-License-Identifier: GPL-2.0 */
/* boxpmu-events: Nehalem core events (SDM vol. 3B Table 19-17) and boxpmu PMUs' named events */
#ifndef BPE_H
#define BPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

#define BIT(n)		(1U << (n))

/* include/boxpmu/core.h's type, for compiling the drivers' event tables here */
struct boxpmu_event_desc {
	const char *name;
	const char *terms;
	const char *desc;	/* kept here, dropped by the kernel's macro */
};

#define BOXPMU_EVENT(_name, _terms, _desc) \
	{ .name = #_name, .terms = _terms, .desc = _desc }

/* bits of struct bpe_core_event.mods */
#define BPE_CMASK(n)	((uint32_t)(n) & 0xff)	/* counter mask (cmask) */
#define BPE_CMASK_OF(m)	((m) & 0xff)
#define BPE_INV		BIT(8)	/* invert the cmask comparison */
#define BPE_EDGE	BIT(9)	/* count rising edges */
#define BPE_ANY		BIT(10)	/* both threads of the core (AnyThread) */
#define BPE_OFFCORE	BIT(11)	/* needs MSR_OFFCORE_RSP_0: offcore_rsp= */
#define BPE_PEBS	BIT(12)	/* can be sampled precisely (PEBS) */
#define BPE_PRECISE	BIT(13)	/* counts only as a precise event */
#define BPE_LL		BIT(14)	/* load latency: MSR_PEBS_LD_LAT_THRESHOLD */
#define BPE_LL_SET	BIT(15)	/* ... with its threshold in .ldlat */
#define BPE_NOT_EX	BIT(16)	/* not in Intel's list for Nehalem-EX */

/* one event of the processor core */
struct bpe_core_event {
	const char *name;	/* the SDM's event mask mnemonic (L1D.REPL) */
	uint8_t event;		/* event select, IA32_PERFEVTSELx bits 7:0 */
	uint8_t umask;		/* unit mask, bits 15:8 */
	uint8_t counters;	/* bit n: counts on IA32_PMCn; 0: on its fixed counter only */
	int8_t fixed;		/* the IA32_FIXED_CTRn that counts it, or -1 */
	uint32_t mods;		/* BPE_* and the counter mask */
	uint16_t ldlat;		/* load-latency threshold in core cycles (BPE_LL_SET) */
	const char *desc;
};

extern const struct bpe_core_event bpe_nhm_events[];
extern const size_t bpe_nhm_nevents;
const char *bpe_nhm_topic(const struct bpe_core_event *e);

/* one kind of PMU the catalog knows */
struct bpe_pmu {
	const char *platform;	/* nehalem (the core), nhmex, wsmex, snbep, ivbep, ixp2800 */
	const char *stem;	/* its PMUs: uncore_<stem>[_<n>]; cpu for the core */
	unsigned int nboxes;	/* at most this many PMUs of the kind per system */
	const struct boxpmu_event_desc *events;	/* the driver's table; NULL: the core */
	const char *title;
	const char *perf_dirs;	/* perf pmu-events directories (arch/model ...) of its JSON */
};

extern const struct bpe_pmu bpe_pmus[];
extern const size_t bpe_npmus;

/* an event of the catalog, core or box */
struct bpe_event {
	const struct bpe_pmu *pmu;
	const char *name;	/* the SDM mnemonic (core) or the driver's sysfs name (box) */
	char terms[128];	/* perf terms, canonical: event=0x51,umask=0x01 */
	char desc[256];
	const char *need;	/* terms a user must add (ldlat, offcore_rsp, match,mask...) */
	char note[512];		/* what a user must know beyond the encoding */
	const struct bpe_core_event *core;	/* NULL for box events */
};

extern struct bpe_event *bpe_events;
extern size_t bpe_nevents;

int bpe_catalog_init(void);
void bpe_counters(uint64_t m, const char *pre, char *buf, size_t len);
uint64_t bpe_core_terms(const struct bpe_core_event *c, char *buf, size_t len);

extern const char *bpe_sysfs;	/* the PMUs' directory: --sysfs DIR */
int bpe_sysfs_read(char *buf, size_t len, const char *fmt, ...);
int bpe_sysfs_instances(const struct bpe_pmu *p, char names[][32], int max);
int bpe_sysfs_nevents(const char *pmu);

#define BPE_MAX_TERMS	12

struct bpe_term {
	char name[32];
	uint64_t val;
};

int bpe_terms_parse(const char *s, struct bpe_term *t, char *err, size_t errlen);
int bpe_encode(const char *pmu, const char *terms, uint64_t cfg[3], bool quiet);

int bpe_json_write(const char *dir);
FILE *bpe_create(const char *path);

/* linux_src.c: the Nehalem tables of a Linux source tree */
int bpe_check_constraints(const char *src);
int bpe_cpu_formats(const char *src, const char *outdir);

#endif /* BPE_H */
