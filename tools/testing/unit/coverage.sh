#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# tools/testing/unit/coverage.sh [path/to/scripts/coverage]: host test of
# scripts/coverage. A toy C file built for gcov runs three times, its counters
# laid out as vm-run --gcov saves a test's: the lines run are counted, a line
# only one step reaches is charged to it, and an audited step reaching a new
# line fails the audit, naming it. TAP output.

# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
COV=${1:-$HERE/../../../scripts/coverage}
B=$T/build
SRC=$B/drivers/toy/toy.c
mkdir -p "$B/drivers/toy"
# line 4 runs only with an argument
cat >"$SRC" <<'EOF'
int pick(int x)
{
	if (x > 1)
		return 2;
	return 1;
}

int main(int argc, char **argv)
{
	(void)argv;
	return pick(argc) - 1;
}
EOF
gcc --coverage -O0 -c "$SRC" -o "$B/drivers/toy/toy.o" && gcc --coverage -o "$B/toy" "$B/drivers/toy/toy.o"
ok $? "a toy object built for gcov"

# step DIR [ARG]: one run of the toy, its counters where vm-run --gcov
# puts a test's (DIR/<absolute path of the object>.gcda)
step() {
	rm -f "$B/drivers/toy/toy.gcda"
	"$B/toy" ${2:+"$2"}
	mkdir -p "$1$B/drivers/toy"
	mv "$B/drivers/toy/toy.gcda" "$1$B/drivers/toy/"
}
step "$T/run/1-guest/00-plain"
step "$T/run/1-guest/01-plain-again"
step "$T/audit/1-guest/00-argument" x
step "$T/subset/1-guest/00-plain"

"$COV" --build "$B" --lines "$T/lines" --unique 5 "$T/run" >"$T/out" 2>&1
ok $? "scripts/coverage over two steps: exit status 0"
sed 's/^/# /' "$T/out"
grep -qE '^# all 2 steps: ([0-9]+) of ([0-9]+) lines run' "$T/out"
ok $? "the summary line"
run=$(sed -n 's/^# all 2 steps: \([0-9]*\) of \([0-9]*\) lines run.*/\1 \2/p' "$T/out")
[ "${run% *}" -lt "${run#* }" ] && [ "$(wc -l <"$T/lines")" = "${run% *}" ]
ok $? "fewer lines run than instrumented, as many listed ($run)"
grep -qx 'drivers/toy/toy.c:3' "$T/lines" && ! grep -qx 'drivers/toy/toy.c:4' "$T/lines"
ok $? "the list has the test of line 3, not the return of line 4"
grep -qE '^# +0 lines run only by run/1-guest/00-plain$' "$T/out"
ok $? "no line is charged to a step that another step repeats"

"$COV" --build "$B" --audit "$T/audit" -- "$T/run" >"$T/audit.out" 2>&1
st=$?
sed 's/^/# /' "$T/audit.out"
[ "$st" = 1 ] && grep -qx 'not reached without the audited steps: drivers/toy/toy.c:4' "$T/audit.out"
ok $? "an audited step reaching line 4 fails the audit and names it"
"$COV" --build "$B" --audit "$T/subset" -- "$T/run" >"$T/subset.out" 2>&1
ok $? "an audited step that repeats the run passes the audit"
"$COV" --build "$B" "$T/nothing" >"$T/none.out" 2>&1
[ $? = 1 ] && grep -q 'no gcov counters' "$T/none.out"
ok $? "no counters at all: exit status 1 and why"
finish
