#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# perf_stat.sh: the perf tool sees the boxpmu PMUs, their named events and
# counts exactly what the simulator injects while `perf stat -a` runs.
# TAP 13 output; POSIX sh (busybox ash in the guest).

export HOME=${HOME:-/tmp}
SYS=/sys/bus/event_source/devices
SIM=/sys/kernel/debug/boxpmu_sim
TMP=$(mktemp -d "${TMPDIR:-/tmp}/perf_stat.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
# The runner's timeout: report it, and still clean up (the EXIT trap).
trap 'echo "not ok $((n + 1)) - perf_stat.sh finished before the runner'"'"'s timeout"; exit 1' TERM

n=0
failed=0
ok() {		# ok COND-STATUS NAME
	n=$((n + 1))
	if [ "$1" -eq 0 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		failed=$((failed + 1))
	fi
}
skip() {	# skip REASON NAME
	n=$((n + 1))
	echo "ok $n - $2 # SKIP $1"
}
diag() { echo "# $*"; }
finish() {
	echo "1..$n"
	echo "# perf_stat.sh: $n checks, $failed failed"
	[ "$failed" -eq 0 ]
	exit $?
}

echo "TAP version 13"
echo "# perf_stat.sh"

if ! command -v perf >/dev/null 2>&1; then
	skip "perf not in PATH" "perf stat"
	finish
fi
[ -d "$SIM" ] || mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null
if [ ! -d "$SYS/uncore_cbox_0" ] || [ ! -d "$SIM/uncore_cbox_0" ]; then
	echo "not ok 1 - boxpmu PMUs and simulator present"
	echo "Bail out! no uncore_cbox_0 PMU or simulator"
	exit 1
fi

# The terms of a sysfs event (e.g. "event=0x14,umask=0x07"), cleaned of
# blanks so that they can go straight into inject.
terms() { tr -d ' \n' < "$SYS/$1/events/$2"; }

# Pick a named C-box event with a umask: llc_misses_all if there is one.
if [ -f "$SYS/uncore_cbox_0/events/llc_misses_all" ]; then
	CEV=llc_misses_all
else
	CEV=
	for f in "$SYS"/uncore_cbox_0/events/*; do
		case "$(cat "$f")" in *umask=0x0[1-9a-f]*|*umask=0x[1-9a-f]*)
			CEV=${f##*/}; break ;;
		esac
	done
fi
UEV=$(ls "$SYS/uncore_ubox/events" 2>/dev/null | grep -v '\.' | head -n 1)
[ -f "$SYS/uncore_ubox/events/u2r_requests" ] && UEV=u2r_requests
diag "named events used: uncore_cbox_0/$CEV/ uncore_ubox/$UEV/ uncore_wbox/clockticks/"

# ---- perf list ---------------------------------------------------------------
perf list >"$TMP/list" 2>&1
for pe in "uncore_cbox_0 $CEV" "uncore_cbox_7 $CEV" "uncore_ubox $UEV" \
	  "uncore_wbox clockticks"; do
	set -- $pe
	# perf may list the cboxes one by one or once as uncore_cbox.
	stem=$(echo "$1" | sed 's/_[0-9]*$//')
	grep -q -e "$1/$2/" -e "$stem/$2/" "$TMP/list"
	ok $? "perf list shows $1/$2/"
done

# ---- perf stat ---------------------------------------------------------------
# pstat OUT EVENT SHELL-COMMAND: perf stat -a, CSV, counts summed over lines.
pstat() {
	out=$1; ev=$2; shift 2
	perf stat -a -x, -o "$TMP/stat" -e "$ev" -- sh -c "$1" >"$TMP/stat.out" 2>&1
	rc=$?
	if [ $rc -ne 0 ]; then
		diag "perf stat -e $ev exited $rc:"
		sed 's/^/#   /' "$TMP/stat.out" "$TMP/stat" 2>/dev/null
	fi
	# Data lines start with a number (or <not counted>/<not supported>).
	awk -F, '/^[0-9]/ { s += $1; n++ } END { if (n) print s; else print "none" }' \
		"$TMP/stat" >"$out"
	[ "$(cat "$out")" = none ] && sed 's/^/#   /' "$TMP/stat" "$TMP/stat.out"
	return $rc
}

expect() {	# expect FILE WANT NAME
	got=$(cat "$1")
	[ "$got" = "$2" ]
	r=$?
	ok $r "$3"
	[ $r -eq 0 ] || diag "  got $got, want $2"
}

cterms=$(terms uncore_cbox_0 "$CEV")
pstat "$TMP/c" "uncore_cbox_0/$CEV/" \
	"echo '$cterms count=1234' > $SIM/uncore_cbox_0/inject"
expect "$TMP/c" 1234 "perf stat -e uncore_cbox_0/$CEV/ counts 1234"

pstat "$TMP/raw" "uncore_cbox_0/event=0x14,umask=0x1/" \
	"echo 'event=0x14,umask=0x1 count=4321' > $SIM/uncore_cbox_0/inject"
expect "$TMP/raw" 4321 "perf stat -e uncore_cbox_0/event=0x14,umask=0x1/ counts 4321"

pstat "$TMP/alias" "uncore_cbox/event=0x14,umask=0x1/" \
	"echo 'event=0x14,umask=0x1 count=100' > $SIM/uncore_cbox_0/inject;
	 echo 'event=0x14,umask=0x1 count=200' > $SIM/uncore_cbox_3/inject"
expect "$TMP/alias" 300 "perf stat -e uncore_cbox/event=0x14,umask=0x1/ sums cbox_0 and cbox_3 (300)"

pstat "$TMP/w" "uncore_wbox/clockticks/" \
	"echo 'event=0xff count=987654' > $SIM/uncore_wbox/inject"
expect "$TMP/w" 987654 "perf stat -e uncore_wbox/clockticks/ counts 987654"

if [ -n "$UEV" ]; then
	uterms=$(terms uncore_ubox "$UEV")
	pstat "$TMP/u" "uncore_ubox/$UEV/" \
		"echo '$uterms count=55' > $SIM/uncore_ubox/inject"
	expect "$TMP/u" 55 "perf stat -e uncore_ubox/$UEV/ counts 55"
else
	skip "no named U-box event" "perf stat uncore_ubox"
fi

# Several box events in one perf stat, each only its own injections.
pstat "$TMP/m1" "uncore_cbox_1/event=0x15,umask=0x3/" \
	"echo 'event=0x15,umask=0x1 count=10' > $SIM/uncore_cbox_1/inject;
	 echo 'event=0x15,umask=0x2 count=20' > $SIM/uncore_cbox_1/inject;
	 echo 'event=0x15,umask=0x4 count=40' > $SIM/uncore_cbox_1/inject;
	 echo 'event=0x15,umask=0x1 count=80' > $SIM/uncore_cbox_2/inject"
expect "$TMP/m1" 30 "perf stat umask 0x3 on cbox_1 counts only its sub-events of its box (30)"

finish
