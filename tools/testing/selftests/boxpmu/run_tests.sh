#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# run_tests.sh: run the boxpmu selftests (inside the guest), show their TAP
# and end with "boxpmu-selftests: N passed, N failed, N skipped". A test that
# exits non-zero without a "not ok" line (crash, timeout), or runs fewer
# tests than it planned, counts as one more failure.
#
# Usage: run_tests.sh [TEST[:ARG,...]...]   (default: all, in the order below)
#   TEST:ARG,ARG runs ./TEST ARG ARG, e.g. hotplug:200 (200 storm cycles)
#        run_tests.sh -TEST...                all but those
# Environment: BOXPMU_TEST_TIMEOUT  seconds per test (default 400)
#              BOXPMU_TIMEOUT_SCALE multiplies it and every test's watchdog
#              BOXPMU_STEP_HOOK     a command run after each test with its
#                                   name (scripts/vm-run --gcov: its counters)
#
# The timeout is longer than every test's own watchdog, so that a hung test
# reports it and cleans up itself; then SIGTERM (the tests clean up on it too)
# and SIGKILL 15 s later.

cd "$(dirname "$0")" || exit 1

# modcycle late: its failure cannot disturb the others. xscale, then
# perf_stat.sh, last: on 6.1 a task that had an xscale1 event keeps
# boxpmu_xscale (and the core and simulator) loaded until reboot, and perf
# list is such a task (under TCG xscale1 takes the generic hardware events).
# Not here: xscale_mainline, which needs boxpmu_xscale never used (its guest)
ALL="count_exact wrap multiplex reject nhmex_boxes wsmex sampling pmi access_fail
	hotplug modload r3qpi ivbep ixp2800 sessions unpriv modcycle xscale perf_stat.sh"
TESTS=${*:-$ALL}
case "${1:-}" in
-*)
	TESTS=
	for t in $ALL; do
		case " $* " in *" -$t "*) ;; *) TESTS="$TESTS $t" ;; esac
	done
	;;
esac
TIMEOUT=${BOXPMU_TEST_TIMEOUT:-400}
TIMEOUT=$((TIMEOUT * ${BOXPMU_TIMEOUT_SCALE:-1}))
TMP=$(mktemp -d "${TMPDIR:-/tmp}/boxpmu-selftests.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
run=
command -v timeout >/dev/null 2>&1 && run="timeout -s TERM -k 15 $TIMEOUT"

passed=0
failed=0
skipped=0

[ -d /sys/kernel/debug/boxpmu_sim ] ||
	mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null

for spec in $TESTS; do
	t=${spec%%:*}
	args=
	case "$spec" in *:*) args=$(echo "${spec#*:}" | tr ',' ' ') ;; esac
	echo "# ==== $t${args:+ $args} ===="
	start=$(date +%s)
	if [ ! -x "./$t" ]; then
		echo "not ok - $t: not built (run make -C tools/testing/selftests/boxpmu)"
		failed=$((failed + 1))
		continue
	fi
	# shellcheck disable=SC2086 # args are words by design
	{ $run "./$t" $args 2>&1; echo $? >"$TMP/rc"; } | tee "$TMP/out"
	rc=$(cat "$TMP/rc")
	s=$(grep '^ok ' "$TMP/out" | grep -c '# *SKIP' | tr -d ' ')
	p=$(($(grep -c '^ok ' "$TMP/out") - s))
	f=$(grep -c '^not ok ' "$TMP/out" | tr -d ' ')
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
		echo "not ok - $t exited with status $rc"
		f=1
	fi
	if grep -q '^# Planned tests != run tests' "$TMP/out"; then
		echo "not ok - $t ran another number of tests than it planned"
		f=$((f + 1))
	fi
	if ! grep -q '^1\.\.[0-9]' "$TMP/out" && [ "$f" -eq 0 ]; then
		echo "not ok - $t printed no TAP plan"
		f=1
	fi
	echo "# $t${args:+ $args}: $p passed, $f failed, $s skipped (exit $rc, $(($(date +%s) - start)) s)"
	[ -z "${BOXPMU_STEP_HOOK:-}" ] || $BOXPMU_STEP_HOOK "$t${args:+_$args}"
	passed=$((passed + p))
	failed=$((failed + f))
	skipped=$((skipped + s))
done

echo "boxpmu-selftests: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
