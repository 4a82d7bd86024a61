#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# verify-guest.sh KINDS [open|perf] - run by scripts/check in a guest with the
# modules loaded, beside a static boxpmu-events. "open": every catalogued
# event of every boxpmu PMU encoded from sysfs format/, compared with the
# kernel's alias and opened; KINDS kinds of PMU must be checked, so that a
# guest where nothing registered cannot pass. "perf": perf parses and opens
# the tool's strings. Default: both. TCG has no cpu PMU: test_catalog.py
# encodes the Nehalem core events with the source's cpu format/ on the host.
cd "$(dirname "$0")" || exit 1
want=${1:?usage: verify-guest.sh KINDS [open|perf]}
part=${2:-all}
case "$part" in all | open | perf) ;; *) echo "verify-guest.sh: no part '$part'" >&2; exit 2 ;; esac
out=/tmp/bpe-verify.$$
st=0

verify_open() {
	./boxpmu-events verify --open >"$out" 2>&1 || st=1
	cat "$out"
	got=$(grep -cE '^ok [0-9]+ - .* and open$' "$out")
	if [ "$got" != "$want" ]; then
		echo "not ok - boxpmu-events verify --open: $got kinds of PMU checked, want $want"
		st=1
	fi
}

# perf itself: the strings the tool prints for each PMU, all of a PMU in
# one perf stat, must parse and open (a count, or <not counted> for an
# event multiplexing left unscheduled; <not supported> is a failure)
perf_strings() {
	./boxpmu-events strings >"$out.s" 2>&1 || st=1
	cut -f1 "$out.s" | cut -d/ -f1 | sort -u >"$out.l"
	while read -r pmu; do
		[ "$pmu" = cpu ] && continue
		grep "^$pmu/" "$out.s" | cut -f1 >"$out.e"
		n=$(wc -l <"$out.e")
		rm -f "$out.p"
		perf stat -a -x, -o "$out.p" -e "$(paste -sd, "$out.e")" true >/dev/null 2>&1
		pst=$?
		counted=$(grep -cE '^([0-9.]+|<not counted>),' "$out.p")
		bad=$(grep -c '<not supported>' "$out.p")
		if [ "$pst" = 0 ] && [ "$counted" = "$n" ] && [ "$bad" = 0 ]; then
			echo "ok - perf stat opens the tool's $n strings for $pmu"
		else
			echo "not ok - perf stat of the tool's $n strings for $pmu: exit $pst," \
				"$counted counted, $bad not supported"
			grep -B1 -A1 '<not supported>' "$out.p" | head -6 | sed 's/^/# /'
			st=1
		fi
	done <"$out.l"
}

[ "$part" = perf ] || verify_open
[ "$part" = open ] || perf_strings
rm -f "$out" "$out".?
exit $st
