#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# demo.sh [--tap]: the guest part of make run (scripts/run-demo), every driver
# loaded, two CPUs. Per simulated platform (Xeon 7500 with Sandy Bridge-EP R3QPI
# and IXP2800; Ivy Bridge-EP; Westmere-EX; XScale counting one task on CPU 0,
# whose CPU 1 events must not count) a workload feeds every box of every PMU
# while perf stat counts an event on each, beside what was injected. Every PMU
# must be there, no register written against the manual's rules; the exit
# status is 0 only if every count was exact. --tap: TAP lines (make check).

ROUNDS=20
TMP=$(mktemp -d /tmp/demo.XXXXXX) || exit 1
TAP=0
[ "${1:-}" = --tap ] && TAP=1

TAP_NAME=demo.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"
tap_rsv0=	# clean() checks after each part: finish need not

say() { [ $TAP = 1 ] && echo "# $*" || echo "$*"; }

# row PMU/EVENT/ COUNTED INJECTED: a check; without --tap, ok only counts it
row() {
	[ "$2" = "$3" ]
	st=$?
	if [ $TAP = 1 ]; then ok $st "$1 counted $2, injected $3"; return; fi
	ok $st "" >/dev/null
	mark=exact
	[ $st = 0 ] || mark=WRONG
	printf '  %-48s %12s %12s  %s\n' "$1" "$2" "$3" "$mark"
}

fail() {
	if [ $TAP = 1 ]; then ok 1 "$1"; else ok 1 "" >/dev/null; echo "  ERROR: $1"; fi
}

failout() { sed 's/^/# /' "$TMP/out"; fail "$1"; }

# measure FAILED NOISY ARGS...: perf stat -x, ARGS into $TMP/stat under the
# table's head; FAILED if it fails, NOISY if it or the workload print anything
measure() {
	[ $TAP = 1 ] || printf '  %-48s %12s %12s\n' "PMU/event/" counted injected
	f=$1 q=$2
	shift 2
	if ! perf stat -x, -o "$TMP/stat" "$@" >"$TMP/out" 2>&1; then
		failout "$f"
		return 1
	fi
	[ ! -s "$TMP/out" ] || failout "$q"
}

counted() {
	awk -F, -v ev="$1" '$3 == ev { print $1; found = 1 } END { if (!found) print "none" }' \
		"$TMP/stat" | head -n 1
}

# boxevent PMU: its first named event and the injection's terms; the B-, R- and
# M-boxes' sets, ports and sub-controls are the simulator's own terms
boxevent() {
	case $1 in
	uncore_bbox_0)	echo "conflicts event=0x17,set=3" ;;
	uncore_bbox_1)	echo "imt_inserts_all event=0x07,set=1" ;;
	uncore_rbox_0)	echo "flits_sent_port2 port=2,iperf=0x80000000" ;;
	uncore_rbox_1)	echo "new_packets_recv_port5_any_drs port=5,iperf=0x04" ;;
	uncore_mbox_0)	echo "bbox_cmds_read event=0xd,fvc=5,bcmd=0" ;;
	uncore_mbox_1)	echo "fvc_ev2_mem_ecc_err event=0xd,fvc=1" ;;
	*)		set -- "$DEV/$1"/events/*
			echo "${1##*/} $(cat "$1")" ;;
	esac
}

clean() {
	v=$(violations)
	v=${v:-0}
	if [ $TAP = 1 ]; then
		ok "$v" "no register written against the manual's rules ($v writes)"
	elif [ "$v" != 0 ]; then
		fail "$v register writes broke the manual's rules (SIM_RESERVED_BIT_WRITES)"
	else
		echo "  no register written against the manual's rules (reserved bits, bits to write as 1)"
	fi
}

# uncore PMU...: the uncore demo over the PMUs named, all of which must be
# there, and no other boxpmu uncore PMU with a simulated box may be missing.
# $TMP/events: PMU EVENT TERMS COUNT, COUNT injected every 10 ms
uncore() {
	pmus=""
	: >"$TMP/events"
	for p in "$@"; do
		if [ -d $DEV/"$p" ] && [ -d $SIM/"$p" ]; then
			pmus="$pmus $p"
			echo "$p $(boxevent "$p") 1000" >>"$TMP/events"
		else
			fail "$p is registered and simulated"
		fi
	done
	for d in "$SIM"/uncore_*; do
		p=${d##*/}
		case " $* " in *" $p "*) ;; *) fail "simulated $p is one of the platform's PMUs" ;; esac
	done
	what="$ROUNDS rounds of 1000 events per box"
	case " $pmus " in *" uncore_wbox "*)
		echo "uncore_wbox clockticks event=0xff 24000" >>"$TMP/events"
		what="$what, and 24000 W-box clock ticks"
	esac
	{
		echo "i=0"
		echo "while [ \$i -lt $ROUNDS ]; do"
		while read -r p e t c; do echo "echo '$t count=$c' >$SIM/$p/inject"; done <"$TMP/events"
		echo "usleep 10000; i=\$((i + 1)); done"
	} >"$TMP/workload.sh"
	say "workload: $what"
	# shellcheck disable=SC2046 # one word per -e and event
	measure "perf stat -a over$pmus" "the workload and perf stat ran without a message" \
		-a $(awk '{ printf " -e %s/%s/", $1, $2 }' "$TMP/events") -- sh "$TMP/workload.sh" || return
	while read -r p e t c; do
		row "$p/$e/" "$(counted "$p/$e/")" $((ROUNDS * c))
	done <"$TMP/events"
}

xscale() {
	x=$SIM/xscale1/inject
	if [ ! -d $DEV/xscale1 ] || [ ! -w $x ]; then
		fail "xscale1 is registered and simulated"
		return
	fi
	cat >"$TMP/xwork.sh" <<-EOF
	i=0
	while [ \$i -lt $ROUNDS ]; do
		echo 'cpu=0 event=0x7 count=1000' >$x
		echo 'cpu=0 event=0xb count=100' >$x
		echo 'cpu=0 clock=1 count=5000' >$x
		for e in 0x7 0xb; do echo "cpu=1 event=\$e count=1000000" >$x; done
		echo 'cpu=1 clock=1 count=1000000' >$x
		usleep 10000; i=\$((i + 1))
	done
	EOF
	say "workload: a task on CPU 0, $ROUNDS rounds of 1000 instructions, 100 data cache misses and 5000 clock ticks on its CPU (and 1000000 of each on CPU 1)"
	measure "perf stat over a task with xscale1 events" \
		"the task and perf stat ran without a message" -e xscale1/instructions/ \
		-e xscale1/dcache_miss/ -e xscale1/cycles/ -- taskset -c 0 sh "$TMP/xwork.sh" || return
	for e in instructions:1000 dcache_miss:100 cycles:5000; do
		row "xscale1/${e%:*}/" "$(counted "xscale1/${e%:*}/")" $((ROUNDS * ${e#*:}))
	done
}

# part TITLE [FAILED SETUP]: a platform's title, then SETUP, its module
# reloads; if they fail, their output and a failed check FAILED
part() {
	[ -z "${sep:-}" ] || say
	sep=1
	say "== $1"
	eval "${3:-}" >"$TMP/out" 2>&1 || { failout "$2"; return 1; }
}

CBOXES="uncore_cbox_0 uncore_cbox_1 uncore_cbox_2 uncore_cbox_3 uncore_cbox_4 uncore_cbox_5 uncore_cbox_6 uncore_cbox_7"
BOXES="uncore_wbox uncore_bbox_0 uncore_bbox_1 uncore_sbox_0 uncore_sbox_1 uncore_rbox_0 uncore_rbox_1 uncore_mbox_0 uncore_mbox_1"
part "Xeon 7500 U-, C-, W-, B-, S-, R-, M-box, Xeon E5-2600 (Sandy Bridge-EP) R3QPI, IXP2800: perf stat -a"
# shellcheck disable=SC2086 # CBOXES, BOXES: one word per box
uncore uncore_ubox $CBOXES $BOXES uncore_r3qpi_0 uncore_r3qpi_1 uncore_ixp2800
clean
# Ivy Bridge-EP has Sandy Bridge-EP's PMU names: the simulator is reloaded to
# model it (and, nhmex=0, its CPU model)
if part "Xeon E5 v2 (Ivy Bridge-EP) IRP and R3QPI: boxpmu_sim reloaded with ivbep=1: perf stat -a" \
	"the modules unload, and the simulator reloads as Ivy Bridge-EP" \
	"rmmod boxpmu_xscale boxpmu_snbep boxpmu_nhmex boxpmu_ixp2800 boxpmu_sim &&
	insmod $M/boxpmu_sim.ko nhmex=0 ixp2800=0 ivbep=1 && insmod $M/boxpmu_snbep.ko irp_filter=0xe8"; then
	uncore uncore_irp uncore_r3qpi_0 uncore_r3qpi_1 uncore_r3qpi_2
	clean
fi
if part "Xeon E7-2800/4800/8800 (Westmere-EX) U-, C- (ten), W-, B-, S-, R-, M-box: boxpmu_sim reloaded with wsmex=1: perf stat -a" \
	"the modules unload, and the simulator reloads as Westmere-EX" \
	"rmmod boxpmu_snbep boxpmu_sim && insmod $M/boxpmu_sim.ko wsmex=1 snbep=0 ixp2800=0 &&
	insmod $M/boxpmu_nhmex.ko"; then
	# shellcheck disable=SC2086 # CBOXES, BOXES: one word per box
	uncore uncore_ubox $CBOXES uncore_cbox_8 uncore_cbox_9 $BOXES
	clean
fi
# Last: on Linux 6.1 a task that counted with xscale1 pins boxpmu_xscale,
# and with it the simulator, until reboot (Documentation/xscale.rst)
if part "XScale core PMU (CP14), one task: perf stat -- taskset -c 0 ..." "boxpmu_xscale loads" \
	"loaded boxpmu_xscale || insmod $M/boxpmu_xscale.ko"; then
	xscale
	clean
fi
rm -rf "$TMP"
[ $TAP = 0 ] || finish
say
[ "$failed" != 0 ] || { say "every count exact: $n of $n"; exit 0; }
say "FAILED: $failed of $n checks (a wrong count, a missing PMU or a broken rule)"
exit 1
