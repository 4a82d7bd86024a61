#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# fuzz.sh [CALLS [SECONDS]]: trinity on perf_event_open in the guest, at most
# CALLS calls (default 100000) and SECONDS (default 120), seed BOXPMU_FUZZ_SEED
# (default 1), 2 processes per CPU; Documentation/testing.rst, "Fuzzing". trinity
# draws a sysfs PMU for one event type in eight: a kretprobe counts what
# reaches boxpmu_event_init (-ENOENT: an event of another type, offered to
# every PMU in turn). TAP 13.

CALLS=${1:-100000}
TIME=${2:-120}
SEED=${BOXPMU_FUZZ_SEED:-1}
TR=/sys/kernel/tracing
KP=boxpmu_fuzz/event_init
ENOENT=2

TAP_NAME=fuzz.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"

echo "# fuzz.sh"

case "$CALLS$TIME" in
*[!0-9]*) bail "calls and seconds are numbers" "CALLS='$CALLS' SECONDS='$TIME'" ;;
esac
{ [ "$CALLS" -gt 0 ] && [ "$TIME" -gt 0 ]; } ||
	bail "calls and seconds are positive" "CALLS=$CALLS SECONDS=$TIME"
command -v trinity >/dev/null 2>&1 ||
	bail "trinity is installed" "no trinity in PATH (scripts/deps --fuzz on the host)"
[ "$(id -u)" = 0 ] || bail "runs as root" "trinity is run as root here (--dangerous)"

# uncore_* are ours when boxpmu_core is loaded and intel_uncore (same names) is not
ours=0 all=0 mine=-
[ -d /sys/module/boxpmu_core ] && [ ! -d /sys/module/intel_uncore ] && mine='uncore_*'
for d in "$DEV"/*; do
	[ -r "$d/type" ] || continue
	all=$((all + 1)) mark=
	# shellcheck disable=SC2254 # mine is a pattern
	case ${d##*/} in $mine) ours=$((ours + 1)) mark=" (boxpmu)" ;; esac
	diag "PMU type $(cat "$d/type") ${d##*/}$mark"
done
diag "$ours of the $all PMUs are boxpmu's"
ok "$([ "$ours" -gt 0 ]; echo $?)" "boxpmu PMUs registered (trinity's sysfs targets)"

[ -d "$TR/events" ] || mount -t tracefs tracefs "$TR" 2>/dev/null
kprobe=0
if [ -w "$TR/kprobe_events" ] &&
   echo "r:$KP boxpmu_core:boxpmu_event_init ret=\$retval:u32" >>"$TR/kprobe_events" 2>/dev/null; then
	if echo 'hist:keys=ret' >"$TR/events/$KP/trigger" 2>/dev/null &&
	   echo 1 >"$TR/events/$KP/enable"; then
		kprobe=1
	else
		echo "-:$KP" >>"$TR/kprobe_events"
	fi
fi
for a in "$SIM"/*/accesses; do
	[ -w "$a" ] && echo 0 >"$a"
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/fuzz.XXXXXX") || bail "work directory" "mktemp failed"
trap 'rm -rf "$WORK"' EXIT
children=$(($(nproc) * 2))

# As root trinity wants --dangerous, then counts down 10 s unless --clowntown;
# it may create files in its working directory. -l off: per-child logs are
# fsync'ed before each call, slow under TCG; perf fds only also makes group_fd
# a perf event more often. SIGINT is trinity's own stop (it prints totals).
diag "trinity -c perf_event_open, at most $CALLS calls and ${TIME}s, seed $SEED, $children children"
start=$(cut -d. -f1 /proc/uptime)
(cd "$WORK" && exec timeout -s INT -k 20 "$TIME" trinity --dangerous --clowntown -q \
	-l off --enable-fds=perf -c perf_event_open -N "$CALLS" -s "$SEED" -C "$children") \
	>"$WORK/out" 2>&1
st=$?
secs=$(($(cut -d. -f1 /proc/uptime) - start))
grep -vE '^Continuing in|^\[child[0-9]|^[[:space:]]*=' "$WORK/out" | tail -n 25 | sed 's/^/#   /'

ran=$(sed -n 's/.*Ran \([0-9]*\) syscalls.*/\1/p' "$WORK/out" | tail -n1)
why=$(sed -n 's/.*Bailing main loop because \(.*[^.]\)\.*$/\1/p' "$WORK/out" | tail -n1)
case "$why" in
"Completed maximum number of operations") r=0 stop="call count" ;;
ctrl-c) r=0 stop="time limit" ;;	# timeout's SIGINT
*) r=1 stop=${why:-no reason printed} ;;
esac
diag "trinity: exit status $st, ${ran:-no} calls in ${secs}s, stopped at: $stop"
ok "$st" "trinity exit status ($st)"
ok "$([ "${ran:-0}" -gt 0 ]; echo $?)" "trinity ran calls (${ran:-0} in ${secs}s)"
ok "$r" "trinity stopped at the call count or the time limit ($stop)"

if [ "$kprobe" = 1 ]; then
	echo 0 >"$TR/events/$KP/enable"
	# lines "{ ret:        -22 } hitcount:       1234"
	sed -n 's/^{ ret: *\(-\{0,1\}[0-9]*\) *} hitcount: *\([0-9]*\).*/\1 \2/p' \
		"$TR/events/$KP/hist" >"$WORK/hist"
	echo '!hist:keys=ret' >"$TR/events/$KP/trigger"
	echo "-:$KP" >>"$TR/kprobe_events"
	mine=0
	other=0
	while read -r ret cnt; do
		# the histogram prints the key unsigned
		[ "$ret" -lt 2147483648 ] || ret=$((ret - 4294967296))
		if [ "$ret" = "-$ENOENT" ]; then
			other=$cnt
			diag "boxpmu_event_init: $cnt events of other types offered (-ENOENT)"
		else
			mine=$((mine + cnt))
			diag "boxpmu_event_init: $cnt events of our types returned $ret"
		fi
	done <"$WORK/hist"
	ok "$([ "$mine" -gt 0 ]; echo $?)" "trinity's calls reached boxpmu's PMUs ($mine events of our types, $other of others offered)"
else
	skip "no kretprobe on boxpmu_core:boxpmu_event_init" "trinity's calls reached boxpmu's PMUs"
fi
for a in "$SIM"/*/accesses; do
	[ -r "$a" ] || continue
	b=${a%/accesses}
	w=$(sed -n 's/.*writes=\([0-9]*\).*/\1/p' "$a")
	[ "${w:-0}" -gt 0 ] && diag "simulator: ${b##*/}: $(cat "$a")"
done
finish
