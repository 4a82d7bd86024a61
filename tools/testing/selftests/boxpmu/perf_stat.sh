#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# perf_stat.sh: the perf tool sees the boxpmu PMUs and their named events,
# the named events have the manuals' encodings, and perf counts exactly what
# the simulator injects while perf stat -a runs. TAP 13 output.

export HOME="${HOME:-/tmp}"
SYS=/sys/bus/event_source/devices
SIM=/sys/kernel/debug/boxpmu_sim
TMP=$(mktemp -d "${TMPDIR:-/tmp}/perf_stat.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
trap 'echo "not ok $((n + 1)) - perf_stat.sh finished before the runner'"'"'s timeout"; exit 1' TERM

TAP_NAME=perf_stat.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"

echo "TAP version 13"
echo "# perf_stat.sh"

# a guest without perf is broken: this test must not pass or skip for it
command -v perf >/dev/null 2>&1 || bail "perf is in PATH" "no perf binary in the guest"
[ -d "$SIM" ] || mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null
if [ ! -d "$SYS/uncore_cbox_0" ] || [ ! -d "$SIM/uncore_cbox_0" ]; then
	echo "not ok 1 - boxpmu PMUs and simulator present"
	echo "Bail out! no uncore_cbox_0 PMU or simulator"
	exit 1
fi

# The manuals' encodings, written apart from the driver's tables (so that a
# wrong encoding there cannot "count exactly" what it injects):
#   C-box llc_misses_all   LLC_MISSES 0x14 (hardware-facts.md section 3.5),
#                          SHARED 0x01 | FORWARD 0x02 | INVALID 0x04 = 0x07
#   U-box u2r_requests     U2R_REQUESTS 0x50, no sub-events (section 3.5)
#   W-box prochot          PROCHOT 0x02 (guide Table 2-102, section 3.4)
#   W-box clockticks       0xff, the fixed counter (section 3.4)
#   R3QPI rxr_inserts_snp  UNC_R3_RxR_INSERTS.SNP 0x11, umask 0x02 (section 4.5)
CEV=llc_misses_all;	CTERMS="event=0x14,umask=0x07"
UEV=u2r_requests;	UTERMS="event=0x50"
WEV=prochot;		WTERMS="event=0x02"
FEV=clockticks;		FTERMS="event=0xff"
REV=rxr_inserts_snp;	RTERMS="event=0x11,umask=0x02"
R3=uncore_r3qpi_0

# config_of TERMS: the config of "event=0x14,umask=0x07,..." or "invalid"
config_of() {
	cfg=0
	for t in $(echo "$1" | tr ',' ' '); do
		k=${t%%=*}; v=${t#*=}
		[ "$k" = "$t" ] && v=1
		case $v in ''|*[!0-9a-fA-Fx]*) echo invalid; return ;; esac
		case $k in
		event)	cfg=$((cfg | v)) ;;
		umask)	cfg=$((cfg | v << 8)) ;;
		edge)	cfg=$((cfg | v << 18)) ;;
		inv)	cfg=$((cfg | v << 23)) ;;
		thresh)	cfg=$((cfg | v << 24)) ;;
		*)	echo invalid; return ;;
		esac
	done
	echo "$cfg"
}

encoding() {
	f="$SYS/$1/events/$2"
	got=$(tr -d ' \n' <"$f" 2>/dev/null)
	[ -n "$got" ] && [ "$(config_of "$got")" = "$(config_of "$3")" ]
	r=$?
	ok $r "$1/$2/ is $3 (the manual's encoding)"
	[ $r -eq 0 ] || diag "  $f: '${got:-missing}'"
}
diag "named events: $CEV $UEV $WEV $FEV $REV"

# ---- perf list ---------------------------------------------------------------
perf list >"$TMP/list" 2>&1
has_r3=0
[ -d "$SYS/$R3" ] && has_r3=1
list="uncore_cbox_0 $CEV,uncore_cbox_7 $CEV,uncore_ubox $UEV,uncore_wbox $WEV,uncore_wbox $FEV"
list="$list,uncore_bbox_0 conflicts,uncore_sbox_1 to_r_prog_ev,uncore_rbox_0 null_idle_port3"
list="$list,uncore_mbox_1 fvc_ev1_smi_nb_trig"
[ "$has_r3" -eq 1 ] && list="$list,$R3 $REV"
IFS=,
# shellcheck disable=SC2086 # split on the commas, on purpose
set -- $list
unset IFS
for pe in "$@"; do
	# shellcheck disable=SC2086 # "PMU EVENT": split on the space
	set -- $pe
	# perf may list the cboxes one by one or once as uncore_cbox.
	stem=$(echo "$1" | sed 's/_[0-9]*$//')
	grep -q -e "$1/$2/" -e "$stem/$2/" "$TMP/list"
	ok $? "perf list shows $1/$2/"
done

# ---- perf stat ---------------------------------------------------------------
pstat() {
	out=$1; ev=$2; shift 2
	perf stat -a -x, -o "$TMP/stat" -e "$ev" -- sh -c "$1" >"$TMP/stat.out" 2>&1
	rc=$?
	if [ $rc -ne 0 ]; then
		diag "perf stat -e $ev exited $rc:"
		sed 's/^/#   /' "$TMP/stat.out" "$TMP/stat" 2>/dev/null
	fi
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

# ---- named events: the driver's encodings, then counts -------------------------
encoding uncore_cbox_0 "$CEV" "$CTERMS"
encoding uncore_ubox "$UEV" "$UTERMS"
encoding uncore_wbox "$WEV" "$WTERMS"
encoding uncore_wbox "$FEV" "$FTERMS"

pstat "$TMP/c" "uncore_cbox_0/$CEV/" \
	"echo 'event=0x14,umask=0x01 count=1000' > $SIM/uncore_cbox_0/inject;
	 echo 'event=0x14,umask=0x02 count=200' > $SIM/uncore_cbox_0/inject;
	 echo 'event=0x14,umask=0x04 count=34' > $SIM/uncore_cbox_0/inject;
	 echo 'event=0x14,umask=0x08 count=5000' > $SIM/uncore_cbox_0/inject"
expect "$TMP/c" 1234 "perf stat -e uncore_cbox_0/$CEV/ counts the S, F and I misses (1234)"

pstat "$TMP/raw" "uncore_cbox_0/event=0x14,umask=0x1/" \
	"echo 'event=0x14,umask=0x1 count=4321' > $SIM/uncore_cbox_0/inject"
expect "$TMP/raw" 4321 "perf stat -e uncore_cbox_0/event=0x14,umask=0x1/ counts 4321"

pstat "$TMP/alias" "uncore_cbox/event=0x14,umask=0x1/" \
	"echo 'event=0x14,umask=0x1 count=100' > $SIM/uncore_cbox_0/inject;
	 echo 'event=0x14,umask=0x1 count=200' > $SIM/uncore_cbox_3/inject"
expect "$TMP/alias" 300 "perf stat -e uncore_cbox/event=0x14,umask=0x1/ sums cbox_0 and cbox_3 (300)"

pstat "$TMP/w" "uncore_wbox/$FEV/" \
	"echo '$FTERMS count=987654' > $SIM/uncore_wbox/inject"
expect "$TMP/w" 987654 "perf stat -e uncore_wbox/$FEV/ counts 987654"

pstat "$TMP/wg" "uncore_wbox/$WEV/" \
	"echo '$WTERMS count=4242' > $SIM/uncore_wbox/inject;
	 echo 'event=0x03,umask=0x01 count=99' > $SIM/uncore_wbox/inject"
expect "$TMP/wg" 4242 "perf stat -e uncore_wbox/$WEV/ counts 4242"

pstat "$TMP/u" "uncore_ubox/$UEV/" \
	"echo '$UTERMS count=55' > $SIM/uncore_ubox/inject;
	 echo 'event=0x51 count=7' > $SIM/uncore_ubox/inject"
expect "$TMP/u" 55 "perf stat -e uncore_ubox/$UEV/ counts 55"

if [ $has_r3 -eq 1 ]; then
	encoding $R3 "$REV" "$RTERMS"
	pstat "$TMP/r" "$R3/$REV/" \
		"echo '$RTERMS count=77' > $SIM/$R3/inject;
		 echo 'event=0x11,umask=0x01 count=1000' > $SIM/$R3/inject"
	expect "$TMP/r" 77 "perf stat -e $R3/$REV/ counts 77 (SNP, not HOM)"
else
	why="no $R3 PMU: boxpmu_snbep is not loaded"
	[ -d /sys/module/boxpmu_snbep ] && why="no $R3 PMU although boxpmu_snbep is loaded"
	skip "$why" "$R3/$REV/ encoding and count"
fi

# The B-, S-, R- and M-boxes: named events summed over the boxes of a type,
# and raw events with their filter terms (config1/config2 formats).
pstat "$TMP/b" "uncore_bbox/conflicts/" \
	"echo 'event=0x17 set=3 count=100' > $SIM/uncore_bbox_0/inject;
	 echo 'event=0x17 set=3 count=200' > $SIM/uncore_bbox_1/inject;
	 echo 'event=0x17 set=1 count=4000' > $SIM/uncore_bbox_1/inject"
expect "$TMP/b" 300 "perf stat -e uncore_bbox/conflicts/ sums bbox_0 and bbox_1 (300)"

pstat "$TMP/bm" "uncore_bbox_1/event=0x01,counter=1,match=0x5,mask=0xf/" \
	"echo 'event=0x01 set=1 match=0x15 count=40' > $SIM/uncore_bbox_1/inject;
	 echo 'event=0x01 set=1 match=0x16 count=1000' > $SIM/uncore_bbox_1/inject;
	 echo 'event=0x01 set=1 match=0x25 count=2' > $SIM/uncore_bbox_1/inject"
expect "$TMP/bm" 42 "perf stat -e uncore_bbox_1/event=0x01,counter=1,match=0x5,mask=0xf/ counts 42"

pstat "$TMP/s" "uncore_sbox/to_r_prog_ev,match=0x30,mask=0xf0/" \
	"echo 'event=0x00 match=0x31 count=70' > $SIM/uncore_sbox_0/inject;
	 echo 'event=0x00 match=0x3f count=7' > $SIM/uncore_sbox_1/inject;
	 echo 'event=0x00 match=0x41 count=500' > $SIM/uncore_sbox_1/inject"
expect "$TMP/s" 77 "perf stat -e uncore_sbox/to_r_prog_ev,match=0x30,mask=0xf0/ sums both S-boxes (77)"

pstat "$TMP/rb" "uncore_rbox_1/flits_sent_port4/" \
	"echo 'port=4 iperf=0x80000000 count=6543' > $SIM/uncore_rbox_1/inject;
	 echo 'port=5 iperf=0x80000000 count=100' > $SIM/uncore_rbox_1/inject"
expect "$TMP/rb" 6543 "perf stat -e uncore_rbox_1/flits_sent_port4/ counts 6543"

pstat "$TMP/mb" "uncore_mbox/bbox_cmds_read/" \
	"echo 'event=0xd fvc=5 bcmd=0 count=11' > $SIM/uncore_mbox_0/inject;
	 echo 'event=0xe fvc=5 bcmd=0 count=22' > $SIM/uncore_mbox_1/inject;
	 echo 'event=0xd fvc=5 bcmd=1 count=300' > $SIM/uncore_mbox_1/inject"
expect "$TMP/mb" 33 "perf stat -e uncore_mbox/bbox_cmds_read/ sums both M-boxes (33)"

pstat "$TMP/m1" "uncore_cbox_1/event=0x15,umask=0x3/" \
	"echo 'event=0x15,umask=0x1 count=10' > $SIM/uncore_cbox_1/inject;
	 echo 'event=0x15,umask=0x2 count=20' > $SIM/uncore_cbox_1/inject;
	 echo 'event=0x15,umask=0x4 count=40' > $SIM/uncore_cbox_1/inject;
	 echo 'event=0x15,umask=0x1 count=80' > $SIM/uncore_cbox_2/inject"
expect "$TMP/m1" 30 "perf stat umask 0x3 on cbox_1 counts only its sub-events of its box (30)"

finish
