/* SPDX-License-Identifier: GPL-2.0 */
/* boxpmu pure logic (counters, assignment, poll intervals), also built for the host */
#ifndef _BOXPMU_LOGIC_H
#define _BOXPMU_LOGIC_H

#ifdef __KERNEL__
#include <linux/types.h>
#include <linux/bits.h>
#include <linux/bitfield.h>
#include <linux/math64.h>
#else
#include <stdbool.h>
typedef unsigned long long u64;
typedef unsigned int u32;
typedef long long s64;
static inline u64 div64_u64(u64 a, u64 b) { return a / b; }
/* linux/bits.h and linux/bitfield.h, without their checks */
#define BIT(nr)			(1UL << (nr))
#define GENMASK(h, l)		((~0UL << (l)) & (~0UL >> (8 * sizeof(long) - 1 - (h))))
#define FIELD_PREP(_mask, _val)	(((typeof(_mask))(_val) << __builtin_ctzll(_mask)) & (_mask))
#define FIELD_GET(_mask, _reg)	((typeof(_mask))(((_reg) & (_mask)) >> __builtin_ctzll(_mask)))
#endif

/**
 * boxpmu_width_mask() - mask of a counter of @width bits (all ones for 64)
 * @width: 1..64
 */
static inline u64 boxpmu_width_mask(unsigned int width)
{
	return width >= 64 ? ~0ULL : (1ULL << width) - 1;
}

/**
 * boxpmu_field_prep() - FIELD_PREP() of a field placed at run time
 * @val:   the field's value; bits above @width are dropped
 * @shift: the field's lowest bit, 0..63
 * @width: its width in bits, 1..64
 */
static inline u64 boxpmu_field_prep(u64 val, unsigned int shift, unsigned int width)
{
	return (val & boxpmu_width_mask(width)) << shift;
}

/**
 * boxpmu_field_get() - FIELD_GET() of a field placed at run time
 * @reg:   the register's value
 * @shift: the field's lowest bit, 0..63
 * @width: its width in bits, 1..64
 */
static inline u64 boxpmu_field_get(u64 reg, unsigned int shift, unsigned int width)
{
	return (reg >> shift) & boxpmu_width_mask(width);
}

/*
 * The next stretch of a sampling period: @left in: events left (<= 0: run
 * out), out: left after it; @program: what to count (at most @max) until the
 * next overflow. Returns whether a sample is due.
 */
static inline bool boxpmu_period_next(s64 *left, s64 period, u64 max, u64 *program)
{
	s64 l = *left;
	bool elapsed = l <= 0;

	if (l <= -period)
		l = period;
	else if (l <= 0)
		l += period;
	if (l > period)	/* PERF_EVENT_IOC_PERIOD made it shorter */
		l = period;
	*left = l;
	*program = (u64)l > max ? max : (u64)l;
	return elapsed;
}

/* MIDR fields: the implementer, and on an XScale its core generation */
#define BOXPMU_MIDR_IMPLEMENTER		GENMASK(31, 24)
#define BOXPMU_MIDR_XSCALE_GEN		GENMASK(15, 13)

/**
 * boxpmu_xscale_gen() - XScale core generation (1, 2, 3) as cputype.h reads it
 * @midr: the CPU ID (MIDR)
 */
static inline unsigned int boxpmu_xscale_gen(u32 midr)
{
	return FIELD_GET(BOXPMU_MIDR_XSCALE_GEN, midr);
}

/* The implementer of every XScale core: Intel, 0x69 ('i') */
#define BOXPMU_XSCALE_IMPLEMENTER	0x69U

/* IXP2400/IXP2800 IDs (proc-xscale.S) say v2; the IXP2800 HRM section 3.8 has v1 counters */
#define BOXPMU_XSCALE_ID_MASK		0xfffffff0U
#define BOXPMU_XSCALE_ID_IXP2400	0x69054190U
#define BOXPMU_XSCALE_ID_IXP2800	0x690541a0U

/**
 * boxpmu_xscale_v1_layout() - has this core the v1 counters boxpmu_xscale drives?
 * @midr:    the CPU ID (MIDR)
 * @ixp_hrm: for the IXP2400/IXP2800 IDs, believe their HRM (v1), not the ID
 */
static inline bool boxpmu_xscale_v1_layout(u32 midr, bool ixp_hrm)
{
	u32 id = midr & BOXPMU_XSCALE_ID_MASK;

	if (FIELD_GET(BOXPMU_MIDR_IMPLEMENTER, midr) != BOXPMU_XSCALE_IMPLEMENTER)
		return false;
	if (ixp_hrm && (id == BOXPMU_XSCALE_ID_IXP2400 || id == BOXPMU_XSCALE_ID_IXP2800))
		return true;
	return boxpmu_xscale_gen(midr) == 1;
}

/*
 * Xeon 7500 W-box erratum (guide 323535 p.2-128): a read ending in 0x000000 or
 * 0x000001 is 0x1000000 too large; a preload must not end in 0xfffffe or 0xffffff.
 */
#define BOXPMU_WBOX_LOW_MASK	0xffffffULL
#define BOXPMU_WBOX_FIXUP	0x1000000ULL

/**
 * boxpmu_wbox_fix_read() - correct a W-box counter read for the erratum
 * @raw:   value read
 * @width: counter width
 */
static inline u64 boxpmu_wbox_fix_read(u64 raw, unsigned int width)
{
	if ((raw & BOXPMU_WBOX_LOW_MASK) <= 1)
		raw -= BOXPMU_WBOX_FIXUP;
	return raw & boxpmu_width_mask(width);
}

/**
 * boxpmu_wbox_safe_period() - lengthen a period to avoid the W-box erratum
 * @period: wanted period (events until overflow)
 * @width:  counter width
 * Return: at most @period + 2, a period whose preload avoids the erratum.
 */
static inline u64 boxpmu_wbox_safe_period(u64 period, unsigned int width)
{
	u64 preload = (0 - period) & boxpmu_width_mask(width);

	if ((preload & BOXPMU_WBOX_LOW_MASK) >= 0xfffffe)
		period += (preload & BOXPMU_WBOX_LOW_MASK) - 0xfffffd;
	return period;
}

/* half the fastest wrap time in ns, at most one hour */
static inline u64 boxpmu_poll_interval_ns(unsigned int width, unsigned int max_inc,
					  unsigned int clock_mhz)
{
	u64 per_us = (u64)(max_inc ? max_inc : 1) * (clock_mhz ? clock_mhz : 1);
	u64 wrap_us = div64_u64(boxpmu_width_mask(width), per_us);
	u64 cap_us = 3600ULL * 1000 * 1000;
	u64 half_us = wrap_us / 2;

	if (half_us > cap_us)
		half_us = cap_us;
	if (half_us == 0)
		half_us = 1;
	return half_us * 1000;
}

/* Augmenting-path step of boxpmu_assign(). */
static inline bool boxpmu_assign_try(int e, const u32 *allowed, int *owner,
				     u32 *seen, int nslots)
{
	int c;

	for (c = 0; c < nslots; c++) {
		if (!(allowed[e] & (1U << c)) || (*seen & (1U << c)))
			continue;
		*seen |= 1U << c;
		if (owner[c] < 0 ||
		    boxpmu_assign_try(owner[c], allowed, owner, seen, nslots)) {
			owner[c] = e;
			return true;
		}
	}
	return false;
}

/*
 * Bipartite matching of @n events to counters; @assign in: each one's counter
 * or -1, which it keeps where it can. False (@assign untouched) if one does not fit.
 */
static inline bool boxpmu_assign(int n, const u32 *allowed, int *assign, int nslots)
{
	int owner[32];
	int out[32];
	int e, c;

	if (n > nslots || nslots > 32)
		return false;
	for (c = 0; c < nslots; c++)
		owner[c] = -1;
	for (e = 0; e < n; e++) {
		c = assign[e];
		if (c >= 0 && c < nslots && (allowed[e] & (1U << c)) && owner[c] < 0)
			owner[c] = e;
	}
	for (e = 0; e < n; e++) {
		u32 seen = 0;
		bool placed = false;

		for (c = 0; c < nslots; c++)
			if (owner[c] == e)
				placed = true;
		if (!placed && !boxpmu_assign_try(e, allowed, owner, &seen, nslots))
			return false;
	}
	for (c = 0; c < nslots; c++)
		if (owner[c] >= 0)
			out[owner[c]] = c;
	for (e = 0; e < n; e++)
		assign[e] = out[e];
	return true;
}

/* A shared register's slots: where its values may go (Xeon 7500 M-box ZDP_CTL_FVC: four) */
#define BOXPMU_SHARED_PARTS	3	/* values that go together in a slot */
#define BOXPMU_SHARED_SLOTS	4	/* interchangeable slots of one register */

struct boxpmu_shared_slot {
	unsigned int ref;	/* events using it */
	u64 val[BOXPMU_SHARED_PARTS];
};

/* A used slot holding exactly @want, else the first free one (set), else -1. */
static inline int boxpmu_shared_claim(struct boxpmu_shared_slot *slot, unsigned int nslots,
				      unsigned int nparts, const u64 *want)
{
	int free = -1;
	unsigned int s, p;

	for (s = 0; s < nslots; s++) {
		if (!slot[s].ref) {
			if (free < 0)
				free = (int)s;
			continue;
		}
		for (p = 0; p < nparts && slot[s].val[p] == want[p]; p++)
			;
		if (p == nparts) {
			slot[s].ref++;
			return (int)s;
		}
	}
	if (free < 0)
		return -1;
	for (p = 0; p < nparts; p++)
		slot[free].val[p] = want[p];
	slot[free].ref = 1;
	return free;
}

/* true if slot @s is free now */
static inline bool boxpmu_shared_release(struct boxpmu_shared_slot *slot, int s)
{
	return slot[s].ref && !--slot[s].ref;
}

/* An event's claims: byte n (bits 8n+7:8n) for request n */
#define BOXPMU_CLAIM_HELD	BIT(7)
#define BOXPMU_CLAIM_SHARED	GENMASK(6, 2)	/* register */
#define BOXPMU_CLAIM_SLOT	GENMASK(1, 0)

/* @claims with request @n (0..7) holding nothing any more */
static inline u64 boxpmu_claim_clear(u64 claims, unsigned int n)
{
	return claims & ~boxpmu_field_prep(~0ULL, 8 * n, 8);
}

/* @claims with request @n holding @slot (0..3) of register @shared (0..31) */
static inline u64 boxpmu_claim_set(u64 claims, unsigned int n, unsigned int shared,
				   unsigned int slot)
{
	u64 byte = BOXPMU_CLAIM_HELD | FIELD_PREP(BOXPMU_CLAIM_SHARED, shared) |
		   FIELD_PREP(BOXPMU_CLAIM_SLOT, slot);

	return boxpmu_claim_clear(claims, n) | boxpmu_field_prep(byte, 8 * n, 8);
}

/* Does request @n hold a slot? Then which (@slot) of which register (@shared). */
static inline bool boxpmu_claim_get(u64 claims, unsigned int n, unsigned int *shared,
				    unsigned int *slot)
{
	unsigned int byte = boxpmu_field_get(claims, 8 * n, 8);

	if (!(byte & BOXPMU_CLAIM_HELD))
		return false;
	*shared = FIELD_GET(BOXPMU_CLAIM_SHARED, byte);
	*slot = FIELD_GET(BOXPMU_CLAIM_SLOT, byte);
	return true;
}

#endif /* _BOXPMU_LOGIC_H */
