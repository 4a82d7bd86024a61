#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# perf_stat.sh: the perf tool sees the boxpmu PMUs and their named events,
# the named events have the manuals' encodings, and perf counts exactly what
# the simulator injects while perf stat -a runs. TAP 13 output.

export HOME="${HOME:-/tmp}"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/perf_stat.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
trap 'echo "not ok $((n + 1)) - perf_stat.sh finished before the runner'"'"'s timeout"; exit 1' TERM

TAP_NAME=perf_stat.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"

echo "# perf_stat.sh"

# a guest without perf is broken: this test must not pass or skip for it
command -v perf >/dev/null 2>&1 || bail "perf is in PATH" "no perf binary in the guest"
{ [ -d "$DEV/uncore_cbox_0" ] && [ -d "$SIM/uncore_cbox_0" ]; } ||
	bail "boxpmu PMUs and simulator present" "no uncore_cbox_0 PMU or simulator"

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
	f="$DEV/$1/events/$2"
	got=$(tr -d ' \n' <"$f" 2>/dev/null)
	[ -n "$got" ] && [ "$(config_of "$got")" = "$(config_of "$3")" ]
	r=$?
	ok $r "$1/$2/ is $3 (the manual's encoding)"
	[ $r -eq 0 ] || diag "  $f: '${got:-missing}'"
}
diag "named events: $CEV $UEV $WEV $FEV $REV"

# perf may list the cboxes one by one or once as uncore_cbox
perf list >"$TMP/list" 2>&1
has_r3=0
[ -d "$DEV/$R3" ] && has_r3=1
while read -r pmu ev; do
	[ -n "$pmu" ] || continue
	grep -q -e "$pmu/$ev/" -e "${pmu%_[0-9]*}/$ev/" "$TMP/list"
	ok $? "perf list shows $pmu/$ev/"
done <<EOF
uncore_cbox_0 $CEV
uncore_cbox_7 $CEV
uncore_ubox $UEV
uncore_wbox $WEV
uncore_wbox $FEV
uncore_bbox_0 conflicts
uncore_sbox_1 to_r_prog_ev
uncore_rbox_0 null_idle_port3
uncore_mbox_1 fvc_ev1_smi_nb_trig
$([ $has_r3 -eq 0 ] || echo "$R3 $REV")
EOF

encoding uncore_cbox_0 "$CEV" "$CTERMS"
encoding uncore_ubox "$UEV" "$UTERMS"
encoding uncore_wbox "$WEV" "$WTERMS"
encoding uncore_wbox "$FEV" "$FTERMS"
C=uncore_cbox_0:event=0x14
pcount <<EOF
uncore_cbox_0/$CEV/|1234|counts the S, F and I misses (1234)|$C,umask=0x01 count=1000|$C,umask=0x02 count=200|$C,umask=0x04 count=34|$C,umask=0x08 count=5000
uncore_cbox_0/event=0x14,umask=0x1/|4321|counts 4321|$C,umask=0x1 count=4321
uncore_cbox/event=0x14,umask=0x1/|300|sums cbox_0 and cbox_3 (300)|$C,umask=0x1 count=100|uncore_cbox_3:event=0x14,umask=0x1 count=200
uncore_wbox/$FEV/|987654|counts 987654|uncore_wbox:$FTERMS count=987654
uncore_wbox/$WEV/|4242|counts 4242|uncore_wbox:$WTERMS count=4242|uncore_wbox:event=0x03,umask=0x01 count=99
uncore_ubox/$UEV/|55|counts 55|uncore_ubox:$UTERMS count=55|uncore_ubox:event=0x51 count=7
EOF

if [ $has_r3 -eq 1 ]; then
	encoding $R3 "$REV" "$RTERMS"
	pcount <<EOF
$R3/$REV/|77|counts 77 (SNP, not HOM)|$R3:$RTERMS count=77|$R3:event=0x11,umask=0x01 count=1000
EOF
else
	why="no $R3 PMU: boxpmu_snbep is not loaded"
	[ -d /sys/module/boxpmu_snbep ] && why="no $R3 PMU although boxpmu_snbep is loaded"
	skip "$why" "$R3/$REV/ encoding and count"
fi

# The B-, S-, R- and M-boxes: named events summed over the boxes of a type,
# and raw events with their filter terms (config1/config2 formats).
pcount <<EOF
uncore_bbox/conflicts/|300|sums bbox_0 and bbox_1 (300)|uncore_bbox_0:event=0x17 set=3 count=100|uncore_bbox_1:event=0x17 set=3 count=200|uncore_bbox_1:event=0x17 set=1 count=4000
uncore_bbox_1/event=0x01,counter=1,match=0x5,mask=0xf/|42|counts 42|uncore_bbox_1:event=0x01 set=1 match=0x15 count=40|uncore_bbox_1:event=0x01 set=1 match=0x16 count=1000|uncore_bbox_1:event=0x01 set=1 match=0x25 count=2
uncore_sbox/to_r_prog_ev,match=0x30,mask=0xf0/|77|sums both S-boxes (77)|uncore_sbox_0:event=0x00 match=0x31 count=70|uncore_sbox_1:event=0x00 match=0x3f count=7|uncore_sbox_1:event=0x00 match=0x41 count=500
uncore_rbox_1/flits_sent_port4/|6543|counts 6543|uncore_rbox_1:port=4 iperf=0x80000000 count=6543|uncore_rbox_1:port=5 iperf=0x80000000 count=100
uncore_mbox/bbox_cmds_read/|33|sums both M-boxes (33)|uncore_mbox_0:event=0xd fvc=5 bcmd=0 count=11|uncore_mbox_1:event=0xe fvc=5 bcmd=0 count=22|uncore_mbox_1:event=0xd fvc=5 bcmd=1 count=300
uncore_cbox_1/event=0x15,umask=0x3/|30|counts only its sub-events of its box (30)|uncore_cbox_1:event=0x15,umask=0x1 count=10|uncore_cbox_1:event=0x15,umask=0x2 count=20|uncore_cbox_1:event=0x15,umask=0x4 count=40|uncore_cbox_2:event=0x15,umask=0x1 count=80
EOF

finish
