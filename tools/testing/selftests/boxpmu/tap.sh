# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# shellcheck disable=SC2034 # M, DEV, SIMOPTS: for the scripts that source this
#
# tap.sh: TAP 13 helpers for the selftests in POSIX sh (busybox ash in the
# guest). Set TAP_NAME, then source it: . "$(dirname "$0")/tap.sh"; it prints
# the TAP header (not if TAP=0).
#
# ok STATUS NAME     one check: "ok" if STATUS is 0, "not ok" otherwise
# skip REASON NAME   one check that did not run
# diag TEXT...       a "# " line
# bail NAME REASON   one failed check NAME, "Bail out! REASON", then finish
# finish             the plan; exits 0 only if nothing failed. If the simulator
#                    was loaded at the start and still is, first a check that
#                    the test made it see no register write against the manual
# pcount             a check per line of stdin, EVENT|WANT|WHAT|BOX:TERMS[|...]:
#                    "perf stat -e EVENT WHAT": perf stat -a counts WANT while
#                    the simulator's BOX takes each TERMS in turn
# counts PMU EVENT N one pcount check: perf stat -a counts N injected EVENTs
# violations         the simulator's count of register writes against the
#                    manual's rules; nothing if the simulator is not loaded
# cpuinfo FIELD      FIELD of /proc/cpuinfo's first CPU ("model", "CPU part")
# loaded MODULE      status: MODULE is loaded
# owners "DEV.FN..." the driver of each simulated PCI device, or "-"
# bound DRV "DEV.FN..." status: DRV has each of the devices

M=/lib/boxpmu
SIM=/sys/kernel/debug/boxpmu_sim
DEV=/sys/bus/event_source/devices
grep -q ' /sys/kernel/debug debugfs ' /proc/mounts ||
	mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null
[ "${TAP:-1}" = 0 ] || echo "TAP version 13"
n=0
failed=0
ok() {
	n=$((n + 1))
	if [ "$1" -eq 0 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		failed=$((failed + 1))
	fi
}
skip() {
	n=$((n + 1))
	echo "ok $n - $2 # SKIP $1"
}
diag() { echo "# $*"; }
loaded() { grep -q "^$1 " /proc/modules; }
violations() {
	[ -d $SIM ] || return 0
	cat "$SIM"/*/regs "$SIM"/ivbep_global 2>/dev/null |
		awk '$1 ~ /^SIM_RESERVED_BIT_WRITES(\.pkg[0-9]+)?$/ { print $3 }' |
		{ _v=0; while read -r _x; do _v=$((_v + _x)); done; echo $_v; }
}
tap_rsv0=$(violations)
finish() {
	_now=$(violations)
	if [ -n "$tap_rsv0" ] && [ -n "$_now" ]; then
		# fewer than at the start: the simulator was reloaded meanwhile
		if [ "$_now" -ge "$tap_rsv0" ]; then _v=$((_now - tap_rsv0)); else _v=$_now; fi
		ok "$_v" "no register written against the manual's rules ($_v writes; dmesg names them)"
	fi
	echo "1..$n"
	echo "# ${TAP_NAME:-test}: $n checks, $failed failed"
	exit $((failed > 0))
}
bail() {
	ok 1 "$1"
	echo "Bail out! $2"
	finish
}
pcount() {
	while IFS='|' read -r _ev _want _what _injs; do
		_cmd=
		IFS='|'
		for _i in $_injs; do _cmd="$_cmd echo '${_i#*:}' > $SIM/${_i%%:*}/inject;"; done
		unset IFS
		perf stat -a -x, -o /tmp/tap.stat -e "$_ev" -- sh -c "$_cmd" >/tmp/tap.out 2>&1 </dev/null
		_rc=$?
		if [ $_rc -ne 0 ]; then
			diag "perf stat -e $_ev exited $_rc:"
			sed 's/^/#   /' /tmp/tap.out /tmp/tap.stat 2>/dev/null
		fi
		_got=$(awk -F, '/^[0-9]/ { s += $1; k++ } END { if (k) print s; else print "none" }' /tmp/tap.stat)
		[ "$_got" = none ] && sed 's/^/#   /' /tmp/tap.stat /tmp/tap.out
		[ "$_got" = "$_want" ]
		_rc=$?
		ok $_rc "perf stat -e $_ev $_what"
		[ $_rc -eq 0 ] || diag "  got $_got, want $_want"
	done
}
counts() {
	pcount <<-EOF
	$1/$2/|$3|counts what the simulator injects into $1 ($3)|$1:$2 count=$3
	EOF
}
# sim_model MODEL: the simulator's options for the CPU MODEL beside
# intel_uncore (SIMOPTS) and its R3QPI (and IRP) PCI devices (DEVS). 62: two
# links, 6.1's intel_uncore indexes past its array for link 2 (8086:0e3e)
sim_model() {
	DEVS="13.5 13.6"
	case $1 in
	46) SIMOPTS= ;;
	47) SIMOPTS=wsmex=1 ;;
	45) SIMOPTS="nhmex=0 ixp2800=0" ;;
	62) SIMOPTS="nhmex=0 ixp2800=0 ivbep=1 ivbep_r3qpi_links=2" DEVS="05.6 $DEVS" ;;
	*) return 1 ;;
	esac
}
cpuinfo() { sed -n "s/^$1[[:space:]]*: *//p" /proc/cpuinfo | head -n 1; }
owners() {
	for _d in $1; do
		_o=$(readlink /sys/bus/pci/devices/*:"$_d"/driver 2>/dev/null)
		_o=${_o##*/}
		printf '%s ' "${_o:--}"
	done
}
bound() { [ "$(owners "$2")" = "$(for _d in $2; do printf '%s ' "$1"; done)" ]; }
