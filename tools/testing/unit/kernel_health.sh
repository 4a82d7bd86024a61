#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# tools/testing/unit/kernel_health.sh [path/to/kernel-health]: host test of
# scripts/kernel-health: each kind of report is caught wherever it stands in a
# log larger than a pipe buffer, and a clean log passes. TAP output.

# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
HEALTH=${1:-$HERE/../../../scripts/kernel-health}

# 4000 ordinary boot lines (about 300 KiB): more than a pipe buffer
for ((i = 0; i < 4000; i++)); do
	printf '[%5d.%06d] boxpmu: ordinary line %d of a long boot log, no warning in it at all\n' \
		$((i / 100)) $((i * 997 % 1000000)) "$i"
done >"$T/filler"
size=$(stat -c %s "$T/filler")

expect() {
	local st

	"$HEALTH" "$T/log" >"$T/out" 2>"$T/err"
	st=$?
	[ "$st" = "$1" ]
	ok $? "$2 (exit $st, want $1)"
	[ "$st" = "$1" ] || sed 's/^/#   /' "$T/err" | head -20
}

cp "$T/filler" "$T/log"
expect 0 "a clean log of $size bytes passes"

# one line of each kind of report the debug kernel prints
reports=(
	"WARNING: CPU: 1 PID: 212 at drivers/core/overflow.c:120 boxpmu_service+0x40/0x90"
	"BUG: KASAN: slab-use-after-free in boxpmu_pmu_unregister+0x2c/0x80"
	"BUG: kernel NULL pointer dereference, address: 0000000000000010"
	"Oops: 0002 [#1] PREEMPT SMP KASAN NOPTI"
	"general protection fault, probably for non-canonical address 0xdffffc0000000002"
	"watchdog: BUG: soft lockup - CPU#0 stuck for 22s! [modprobe:201]"
	"UBSAN: shift-out-of-bounds in drivers/core/counter.c:57:20"
	"refcount_t: underflow; use-after-free."
	"INFO: task rmmod:300 blocked for more than 120 seconds."
	"WARNING: possible circular locking dependency detected"
	"WARNING: possible recursive locking detected"
	"WARNING: suspicious RCU usage"
	"WARNING: inconsistent lock state"
	"BUG: sleeping function called from invalid context at kernel/locking/mutex.c:580"
	"BUG: scheduling while atomic: perf/320/0x00000002"
	"ODEBUG: free active (active state 0) object: ffff888003a1c000 object type: timer_list"
	"unreferenced object 0xffff888004d2a400 (size 192):"
	"Uhhuh. NMI received for unknown reason 20 on CPU 1."
	"Dazed and confused, but trying to continue"
	"rcu: INFO: rcu_preempt self-detected stall on CPU"
	"BUG kmalloc-64 (Not tainted): Poison overwritten"
	"BUG kmalloc-128 (Tainted: G           O      ): Right Redzone overwritten"
)
for r in "${reports[@]}"; do
	# first, in the middle and last: the first is what a pipe into grep -q misses
	for at in 0 2000 4000; do
		{ head -n "$at" "$T/filler"; echo "$r"; tail -n "+$((at + 1))" "$T/filler"; } >"$T/log"
		expect 1 "caught after line $at of $size bytes: ${r:0:48}"
	done
done

# the report names the offending line and shows the log from it on
{ head -n 10 "$T/filler"; echo "${reports[0]}"; cat "$T/filler"; } >"$T/log"
"$HEALTH" "$T/log" 2>"$T/err"
grep -qF "  ${reports[0]}" "$T/err"
ok $? "the offending line is printed"
grep -A1 -F -- "---- dmesg from the first offending line" "$T/err" >"$T/from"
grep -qF "${reports[0]}" "$T/from"
ok $? "the excerpt starts at the offending line"
ok $(($(wc -l <"$T/err") <= 124 ? 0 : 1)) "the excerpt is bounded ($(wc -l <"$T/err") lines)"

"$HEALTH" "$T/no-such-file" 2>/dev/null
ok $(($? == 2 ? 0 : 1)) "an unreadable log is an error (exit 2), not a clean bill"

finish
