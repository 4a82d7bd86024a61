# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
#
# tap.sh: TAP 13 helpers for the selftests in POSIX sh (busybox ash in the
# guest). Set TAP_NAME, then source it: . "$(dirname "$0")/tap.sh"
#
# ok STATUS NAME     one check: "ok" if STATUS is 0, "not ok" otherwise
# skip REASON NAME   one check that did not run
# diag TEXT...       a "# " line
# bail NAME REASON   one failed check NAME, "Bail out! REASON", then finish
# finish             the plan; exits 0 only if nothing failed. If the simulator
#                    was loaded at the start and still is, first a check that
#                    the test made it see no register write against the manual
# counts PMU EVENT N one check: perf stat -a counts exactly N injected EVENTs
# violations         the simulator's count of register writes against the
#                    manual's rules; nothing if the simulator is not loaded
# cpu_model          the CPU's model number
# owners "DEV.FN..." the driver of each simulated PCI device, or "-"
# bound DRV "DEV.FN..." status: DRV has each of the devices

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
violations() {
	[ -d /sys/kernel/debug/boxpmu_sim ] || return 0
	_v=0
	for _f in /sys/kernel/debug/boxpmu_sim/*/regs /sys/kernel/debug/boxpmu_sim/ivbep_global; do
		[ -r "$_f" ] || continue
		while read -r _name _ _val; do
			case $_name in
			SIM_RESERVED_BIT_WRITES | SIM_RESERVED_BIT_WRITES.pkg*) _v=$((_v + _val)) ;;
			esac
		done <"$_f"
	done
	echo $_v
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
	[ "$failed" -eq 0 ]
	exit $?
}
bail() {
	ok 1 "$1"
	echo "Bail out! $2"
	finish
}
counts() {
	perf stat -a -x, -o /tmp/stat -e "$1/$2/" -- \
		sh -c "echo '$2 count=$3' > /sys/kernel/debug/boxpmu_sim/$1/inject"
	got=$(awk -F, '/^[0-9]/ { s += $1; k++ } END { if (k) print s; else print "none" }' /tmp/stat)
	[ "$got" = "$3" ]
	ok $? "perf stat counts what the simulator injects into $1 ($got of $3)"
}
cpu_model() { sed -n 's/^model[[:space:]]*: //p' /proc/cpuinfo | head -n 1; }
owners() {
	for _d in $1; do
		_o=$(readlink /sys/bus/pci/devices/*:"$_d"/driver 2>/dev/null)
		_o=${_o##*/}
		printf '%s ' "${_o:--}"
	done
}
bound() { [ "$(owners "$2")" = "$(for _d in $2; do printf '%s ' "$1"; done)" ]; }
