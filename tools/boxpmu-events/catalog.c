// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu-events: the PMUs the catalog knows and the unified event list.
 *
 * The box events are the drivers' own tables, included here from the
 * drivers' headers exactly as the drivers include them, so that the tool
 * and the modules can never disagree about a name or an encoding.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "bpe.h"

#define BOXPMU_EVENT_TABLES_UBOX
#define BOXPMU_EVENT_TABLES_CBOX
#define BOXPMU_EVENT_TABLES_WBOX
#define BOXPMU_EVENT_TABLES_BBOX
#define BOXPMU_EVENT_TABLES_SBOX
#define BOXPMU_EVENT_TABLES_MBOX
#define BOXPMU_EVENT_TABLES_RBOX0
#define BOXPMU_EVENT_TABLES_RBOX1
#define BOXPMU_EVENT_TABLES_R3QPI
#define BOXPMU_EVENT_TABLES_IRP
#include "../../drivers/nhmex/nhmex_events.h"
#include "../../drivers/nhmex/nhmex_events_bsrm.h"
#include "../../drivers/nhmex/nhmex_events_rbox.h"
#include "../../drivers/snbep/snbep_events.h"
#include "../../drivers/ixp2800/ixp2800_events.h"

/*
 * nboxes: the most PMUs of the kind a system has (C-boxes: ten on Westmere-EX).
 * Westmere-EX has the Xeon 7500's boxes and tables (perf_dirs: both models)
 * but for the M-box's (its ZDP_CTL_FVC layout) and the U-, C-, B- and
 * S-box's (LIKWID's lists), which are kinds of their own.
 */
#define NHMEX(_stem, _n, _events, _title, _dirs)	\
	{ "nhmex", #_stem, _n, _events, "Xeon 7500 " _title, _dirs }
#define WSMEX(_stem, _n, _title)	\
	{ "wsmex", #_stem, _n, wsmex_##_stem##_events, "Westmere-EX " _title, "x86/westmereex" }
#define BOTH	"x86/nehalemex x86/westmereex"

const struct bpe_pmu bpe_pmus[] = {
	{ "nehalem", "cpu", 1, NULL, "Nehalem core (SDM vol. 3B Table 19-17)",
	  "x86/nehalemep x86/nehalemex" },
	NHMEX(ubox, 1, nhmex_ubox_events, "U-box", "x86/nehalemex"),
	WSMEX(ubox, 1, "U-box"),
	NHMEX(cbox, 8, nhmex_cbox_events, "C-box", "x86/nehalemex"),
	WSMEX(cbox, 10, "C-box"),
	NHMEX(wbox, 1, nhmex_wbox_events, "W-box", BOTH),
	NHMEX(bbox, 2, nhmex_bbox_events, "B-box", "x86/nehalemex"),
	WSMEX(bbox, 2, "B-box"),
	NHMEX(sbox, 2, nhmex_sbox_events, "S-box", "x86/nehalemex"),
	WSMEX(sbox, 2, "S-box"),
	NHMEX(rbox_0, 1, nhmex_rbox0_events, "R-box, ports 0-3", BOTH),
	NHMEX(rbox_1, 1, nhmex_rbox1_events, "R-box, ports 4-7", BOTH),
	NHMEX(mbox, 2, nhmex_mbox_events, "M-box", "x86/nehalemex"),
	WSMEX(mbox, 2, "M-box"),
	{ "snbep", "r3qpi", 2, snbep_r3qpi_events, "Xeon E5-2600 (Sandy Bridge-EP) R3QPI",
	  "x86/jaketown" },
	{ "ivbep", "irp", 1, irp_events, "Xeon E5 v2 (Ivy Bridge-EP) IRP", "x86/ivytown" },
	{ "ivbep", "r3qpi", 3, ivbep_r3qpi_events, "Xeon E5 v2 (Ivy Bridge-EP) R3QPI",
	  "x86/ivytown" },
	{ "ixp2800", "ixp2800", 1, ixp_events, "IXP2800 chip performance monitor",
	  "arm/ixp2800" },
};

const size_t bpe_npmus = ARRAY_SIZE(bpe_pmus);

struct bpe_event *bpe_events;
size_t bpe_nevents;

/* @pre and the counters of mask @m, "0,1"; "none" if none */
void bpe_counters(uint64_t m, const char *pre, char *buf, size_t len)
{
	size_t off = 0;
	int i;

	for (i = 0; i < 8; i++)
		if (m & (1U << i))
			off += snprintf(buf + off, len - off, "%s%d", off ? "," : pre, i);
	if (!off)
		snprintf(buf, len, "none");
}

/* The perf terms of core event @c into @buf; its config (IA32_PERFEVTSELx bits) */
uint64_t bpe_core_terms(const struct bpe_core_event *c, char *buf, size_t len)
{
	static const struct {
		uint32_t flag;
		const char *term;
		int bit;
	} mods[] = {
		{ BPE_INV, ",inv=1", 23 }, { BPE_EDGE, ",edge=1", 18 }, { BPE_ANY, ",any=1", 21 },
	};
	uint64_t cfg = c->event | c->umask << 8 | (uint64_t)BPE_CMASK_OF(c->mods) << 24;
	size_t off, i;

	off = snprintf(buf, len, "event=0x%02x,umask=0x%02x", c->event, c->umask);
	if (BPE_CMASK_OF(c->mods))
		off += snprintf(buf + off, len - off, ",cmask=%u", BPE_CMASK_OF(c->mods));
	for (i = 0; i < ARRAY_SIZE(mods); i++) {
		if (!(c->mods & mods[i].flag))
			continue;
		off += snprintf(buf + off, len - off, "%s", mods[i].term);
		cfg |= 1ULL << mods[i].bit;
	}
	if (c->mods & BPE_LL_SET)
		snprintf(buf + off, len - off, ",ldlat=%u", c->ldlat);
	return cfg;
}

/* What a user must know about event @e beyond its encoding. */
static void event_note(struct bpe_event *e)
{
	const struct bpe_core_event *c = e->core;
	size_t off = 0, len = sizeof(e->note);
	char *buf = e->note;
	char ctrs[32];

	if (e->need)
		off += snprintf(buf + off, len - off, "needs %s=; ", e->need);
	if (!c)
		goto out;
	bpe_counters(c->counters, "", ctrs, sizeof(ctrs));
	if (c->fixed >= 0)
		off += snprintf(buf + off, len - off, "fixed counter %d (IA32_FIXED_CTR%d); ",
				c->fixed, c->fixed);
	else if (c->counters != 0xf)
		off += snprintf(buf + off, len - off,
				"counter restriction: only on counter%s %s (IA32_PMC%s); ",
				strchr(ctrs, ',') ? "s" : "", ctrs, ctrs);
	if (c->mods & BPE_PRECISE)
		off += snprintf(buf + off, len - off,
				"precise only: add the p modifier (cpu/.../p) to count it through PEBS; ");
	else if (c->mods & BPE_PEBS)
		off += snprintf(buf + off, len - off,
				"PEBS: can be sampled precisely (p modifier); ");
	if (c->mods & BPE_LL)
		off += snprintf(buf + off, len - off,
				"load latency: threshold in MSR_PEBS_LD_LAT_THRESHOLD (0x3f6), cycles; ");
	if (c->mods & BPE_OFFCORE)
		off += snprintf(buf + off, len - off,
				"offcore_rsp= is MSR_OFFCORE_RSP_0 (0x1a6); ");
	if (c->mods & BPE_ANY)
		off += snprintf(buf + off, len - off, "any=1 counts both threads of the core; ");
	if (c->mods & BPE_NOT_EX)
		off += snprintf(buf + off, len - off, "not on Xeon 7500 (Nehalem-EX); ");
out:
	if (off >= 2 && off < len)
		buf[off - 2] = '\0';
}

int bpe_catalog_init(void)
{
	size_t n = bpe_nhm_nevents, i, k = 0;
	const struct boxpmu_event_desc *d;

	for (i = 0; i < bpe_npmus; i++)
		for (d = bpe_pmus[i].events; d && d->name; d++)
			n++;
	bpe_events = calloc(n, sizeof(*bpe_events));
	if (!bpe_events)
		return -ENOMEM;
	for (i = 0; i < bpe_nhm_nevents; i++, k++) {
		const struct bpe_core_event *c = &bpe_nhm_events[i];
		struct bpe_event *e = &bpe_events[k];

		e->pmu = &bpe_pmus[0];
		e->name = c->name;
		e->core = c;
		bpe_core_terms(c, e->terms, sizeof(e->terms));
		snprintf(e->desc, sizeof(e->desc), "%s", c->desc);
		if ((c->mods & BPE_LL) && !(c->mods & BPE_LL_SET))
			e->need = "ldlat";
		else if (c->mods & BPE_OFFCORE)
			e->need = "offcore_rsp";
		event_note(e);
	}
	for (i = 1; i < bpe_npmus; i++) {
		const struct bpe_pmu *p = &bpe_pmus[i];

		for (d = p->events; d && d->name; d++, k++) {
			struct bpe_event *e = &bpe_events[k];
			size_t len;

			e->pmu = p;
			e->name = d->name;
			if (strlen(d->terms) >= sizeof(e->terms))
				return -E2BIG;
			strcpy(e->terms, d->terms);
			len = snprintf(e->desc, sizeof(e->desc), "%s: %s", p->title, d->desc ?: "");
			if (!d->desc || !*d->desc || len >= sizeof(e->desc))
				return -EINVAL;
			/* terms it needs beyond its own to count something (drivers' headers) */
			len = strlen(d->name);
			if (!strcmp(p->stem, "bbox") && len > 6 &&
			    !strcmp(d->name + len - 6, "_match"))
				e->need = "match,mask";
			else if (!strcmp(p->stem, "ixp2800"))
				e->need = "esc";
			event_note(e);
		}
	}
	bpe_nevents = k;
	return 0;
}
