#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# testbed.sh MODEL [drivers|tools] [PMU...]: a model's simulated uncore
# counted by boxpmu, mainline's intel_uncore and Debian's unmodified LIKWID and
# PCM, in one table: per box and event the injection, each one's count and the
# registers it wrote (Documentation/simulator.rst, "Others' code on the
# simulator"). drivers|tools: only those rows; PMUs: only the drivers' rows on
# them. boxpmu must count exactly and write no reserved bit; the others the
# injected count or their exact wrong value. Guest: --no-load, a core per
# C-box, +rdtscp (else PCM's clock is MSR 0x10, 0 under TCG). TAP.

TAP_NAME=testbed.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"
TMP=$(mktemp -d /tmp/testbed.XXXXXX) || exit 1
MODEL=${1:-46}
[ $# -gt 0 ] && shift
only='' pmus=''
for a; do
	case $a in
	drivers | tools) only="$only $a " ;;
	*) pmus="$pmus $a " ;;
	esac
done
phase() { [ -z "$only" ] || [ "${only#* "$1" }" != "$only" ]; }

got=$(cpuinfo model)
[ "$got" = "$MODEL" ] || bail "the guest's CPU is model $MODEL" "it is model $got"

# ZDP_CTL_FVC's evnt0: Xeon 7500 bit 11, Westmere-EX 12. 62: the drivers see
# two R3QPI links (6.1's intel_uncore indexes past its two for 8086:0e3e).
links='' fvc_shift=0
case $MODEL in
46) simargs="msr_backend=0 snbep=0"; drv=boxpmu_nhmex; fvc_shift=11 ;;
47) simargs="msr_backend=0 snbep=0 wsmex=1"; drv=boxpmu_nhmex; fvc_shift=12 ;;
45) simargs="nhmex=0 snbep_sockets=2"; drv=boxpmu_snbep ;;
62) simargs="nhmex=0 ivbep=1 snbep_sockets=2"; drv=boxpmu_snbep links=ivbep_r3qpi_links=2 ;;
*) bail "model 45, 46, 47 or 62" "no simulator model for $MODEL" ;;
esac
fvc() { printf '0x%x' $(($1 << fvc_shift)); }
# shellcheck disable=SC2086 # one word per parameter
load_sim() { insmod $M/boxpmu_sim.ko xscale=0 ixp2800=0 msr_dev=1 $simargs "$@"; }

if [ $drv = boxpmu_nhmex ]; then
	insmod $M/boxpmu_sim_msr.ko || bail "boxpmu_sim_msr loads" "insmod failed"
fi
# shellcheck disable=SC2086 # links: one word or none
{ insmod $M/boxpmu_core.ko && load_sim $links; } ||
	bail "boxpmu_core and boxpmu_sim load ($simargs $links)" "insmod failed"
if [ $drv = boxpmu_nhmex ]; then
	dmesg | grep -q "modules loaded after boxpmu_sim_msr reach the models"
	ok $? "the simulator serves the real MSR instructions of modules loaded after boxpmu_sim_msr"
fi

# ctls FILE: package ${LKPKG:-0}'s non-zero control, filter and global registers
ctls() {
	awk -v p="${LKPKG:-0}" '{ k = $1; if (sub(/\.pkg[0-9]+$/, "", k)) q = substr($1, length(k) + 5); else q = 0 }
	     q == p && k !~ /CTR[0-9]*$/ && k !~ /^SIM_/ && k !~ /STATUS/ && $3 != "0x0" {
		sub(/_(MSR|PCI)_(PMON_|PMU_)?/, "_", k); printf "%s%s=%s", sep, k, $3; sep = " " }' "$1"
}

# inject PMU INJECTION: a workload's lines, the registers kept in $TMP/regs
inject() {
	cat <<-EOF
		echo '$2' > $SIM/$1/inject
		cat $SIM/$1/regs > $TMP/regs
		[ $1 = uncore_ubox ] || grep -s '^U_MSR_PMON_GLOBAL_CTL ' $SIM/uncore_ubox/regs >> $TMP/regs
		grep -s '^U_MSR_PMON_GLOBAL_CTL' $SIM/ivbep_global >> $TMP/regs
		true
	EOF
}

row() {	# row PMU TOOL EVENT INJECTION RIGHT COUNTED REGISTERS: one table line
	printf '# %-14s %-8s %-44s %-34s %9s %9s  %s\n' "$@"
}
row PMU tool "event" "injection" right counted \
	"registers the tool wrote (package 0, non-zero, while counting)"

# the drivers' rows where "MODEL DRIVER" matches ON: PMU, injection,
# mainline's terms, boxpmu's (if not the same)
rows() {
	while IFS='|' read -r on pmu inj mterms bterms; do
		# shellcheck disable=SC2254 # ON is a pattern
		case "$MODEL $drv" in $on) echo "$pmu|$inj|$mterms|${bterms:-$mterms}" ;; esac
	done <<EOF
*snbep|uncore_r3qpi_0|event=0x01 count=1000|event=0x1
*snbep|uncore_r3qpi_1|event=0x07,umask=0x01 count=1000|event=0x7,umask=0x1
62*|uncore_irp|event=0x15,umask=0x1 count=555|event=0x15,umask=0x1
*nhmex|uncore_ubox|event=0x00 count=1000|event=0x0
*nhmex|uncore_cbox_0|event=0x14,umask=0x02 count=1000|event=0x14,umask=0x2
*nhmex|uncore_cbox_7|event=0x01,umask=0x01 count=1000|event=0x1,umask=0x1
*nhmex|uncore_wbox|event=0x00,umask=0x01 count=1000|event=0x0,umask=0x1
*nhmex|uncore_wbox|event=0xff count=24000|clockticks
*nhmex|uncore_bbox_0|event=0x17 set=3 count=1000|event=0x17,counter=3
*nhmex|uncore_bbox_1|event=0x07 set=1 count=1000|event=0x7,counter=1
*nhmex|uncore_sbox_0|event=0x03,umask=0x01 count=1000|event=0x3,umask=0x1
*nhmex|uncore_sbox_1|event=0x00 match=0x1234 count=21|event=0x0,match=0x1234,mask=0xffff
*nhmex|uncore_rbox_0|port=2 iperf=0x80000000 count=1000|event=0xc,iperf_cfg=0x80000000
*nhmex|uncore_rbox_1|port=5 iperf=0x04 count=1000|event=0x6,iperf_cfg=0x4
*nhmex|uncore_rbox_0|port=0 iperf=0x80000000 count=1000|qpi0_flit_send|flits_sent_port0
*nhmex|uncore_mbox_0|event=0xd fvc=5 bcmd=0 count=1000|inc_sel=0xd,fvc=$(fvc 5)
*nhmex|uncore_mbox_1|event=0xd fvc=1 count=1000|inc_sel=0xd,fvc=$(fvc 1)
47*|uncore_cbox_9|event=0x14,umask=0x02 count=1000|event=0x14,umask=0x2
EOF
}

# measure DRIVER: each row's count in $TMP/DRIVER.N, its registers in .N.ctl
measure() {
	i=0
	while IFS='|' read -r pmu inj mterms bterms; do
		i=$((i + 1))
		if [ "$1" = mainline ]; then terms=$mterms; else terms=$bterms; fi
		inject "$pmu" "$inj" >"$TMP/w.sh"
		perf stat -a -x, -o "$TMP/$1.$i.stat" -e "$pmu/$terms/" -- sh "$TMP/w.sh" >"$TMP/$1.$i.out" 2>&1
		awk -F, '/^[0-9]/ { print $1; f = 1 } END { if (!f) print "none" }' \
			"$TMP/$1.$i.stat" >"$TMP/$1.$i"
		ctls "$TMP/regs" >"$TMP/$1.$i.ctl"
	done <"$TMP/rows"
}

# the W-box counter's erratum (p.2-128): 0x...000000/1 reads 0x1000000 high
wbox_read() {
	if [ $(($1 & 0xffffff)) -le 1 ]; then echo $((($1 + 0x1000000) & 0xffffffffffff)); else echo "$1"; fi
}

run_drivers() {
	rows | awk -F'|' -v only="$pmus" 'only == "" || index(only, " " $1 " ")' >"$TMP/rows"
	[ -s "$TMP/rows" ] || bail "rows for$pmus" "no row of model $MODEL is on those PMUs"
	modprobe intel-uncore
	[ -d "$DEV/$(head -n 1 "$TMP/rows" | cut -d'|' -f1)" ]
	ok $? "mainline intel_uncore registers its PMUs over the simulated model $MODEL"
	# the W-box fixed counter before mainline's row: what its first read sees
	wfix0=$(awk '$1 == "W_MSR_PMON_FIXED_CTR" { print $3 }' $SIM/uncore_wbox/regs 2>/dev/null)
	measure mainline
	rmmod intel_uncore
	v0=$(violations)
	insmod $M/$drv.ko
	ok $? "$drv loads after intel_uncore is gone"
	measure boxpmu
	rmmod $drv
	v1=$(violations)

	i=0
	while IFS='|' read -r pmu inj mterms bterms; do
		i=$((i + 1))
		want=${inj##*count=}
		m=$(cat "$TMP/mainline.$i")
		b=$(cat "$TMP/boxpmu.$i")
		row "$pmu" boxpmu "$bterms" "$inj" "$want" "$b" "$(cat "$TMP/boxpmu.$i.ctl")"
		row "$pmu" mainline "$mterms" "$inj" "$want" "$m" "$(cat "$TMP/mainline.$i.ctl")"
		for d in mainline boxpmu; do
			[ "$(cat "$TMP/$d.$i")" != none ] ||
				sed "s/^/#     $d: /" "$TMP/$d.$i.out" "$TMP/$d.$i.stat" | head -6
		done
		[ "$b" = "$want" ]
		ok $? "$pmu/$bterms/: $drv counts $b of $want"
		exp=$want what="mainline intel_uncore counts $m of $want"
		case "$pmu $mterms" in
		"uncore_wbox clockticks")
			# the fixed counter: no width, a 64-bit difference through a double
			w0=$(wbox_read "$wfix0") w1=$(wbox_read $((wfix0 + want)))
			exp=$(awk -v d="$(printf '%u' $((w1 - w0)))" 'BEGIN { printf "%.0f", d }') ;;
		"uncore_wbox "*) exp=$(((want - 0x1000000) & 0xffffffffffff)) ;;
		esac
		[ "$pmu" != uncore_wbox ] ||
			what="mainline reads the erratum's values as they come ($m, injected $want; settled in simulator.rst)"
		[ "$m" = "$exp" ]
		ok $? "$pmu/$mterms/: $what"
	done <"$TMP/rows"
	ok $((v1 - v0)) "$drv wrote no register against the manual's rules ($((v1 - v0)) writes)"
	diag "mainline intel_uncore's register writes against the manual's rules (reported, not failed): $v0"
}

# likwid-perfctr starts the command, SIGSTOPs it, starts the counters and
# lets it go on: each workload first waits until counting is on (en_all,
# U_MSR_PMON_GLOBAL_CTL bit 28; 45: the box's rst_ctrs; 62: the second write to
# U_MSR_PMON_GLOBAL_CTL since $TMP/w0, setup's frz_all then start's unfreeze)
# and notes in $TMP/waited whether it had to
# shellcheck disable=SC2016 # expanded in w.sh, which sets pmu and sfx
case $MODEL in
45) wfile=$SIM/'${pmu}'/regs wreg='R3_L${pmu##*_}_PCI_PMON_BOX_CTL${sfx}' wtest='(v & 0x2) != 0' ;;
62) wfile=$SIM/ivbep_global wreg='SIM_GLOBAL_CTL_WRITES${sfx}' wtest='v - $(cat '$TMP'/w0) >= 2' ;;
*) wfile=$SIM/uncore_ubox/regs wreg=U_MSR_PMON_GLOBAL_CTL wtest='(v & 0x10000000) != 0' ;;
esac
cat >"$TMP/wait.sh" <<EOF
i=0
while :; do
	v=\$(awk -v r="$wreg" '\$1 == r { print \$3 }' "$wfile")
	[ \$(($wtest)) = 1 ] || [ \$i -ge 400 ] && break
	i=\$((i + 1))
	sleep 0.05
done
echo \$i >> $TMP/waited
EOF
: >"$TMP/waited"
waitfor() { printf '. %s\ncat %s > %s\n' "$TMP/wait.sh" "$SIM/$1/accesses" "$TMP/acc"; }

# LIKWID reads the counters mid-run when its sleep is cut short: a fresh W-box
# counter reads 0x1000000 (erratum), the final read seems to go backwards and
# LIKWID prints (final - 0x1000000) mod 2^64, WRAP. midread: the workload saw a
# read of the box besides LIKWID's first look
WRAP=1.844674e+19
midread() { [ "$(sed -n 's/^reads=\([0-9]*\).*/\1/p' "$TMP/acc")" -gt 1 ] 2>/dev/null; }

# likwid CPU EVENTS PMU: likwid-perfctr over $TMP/w.sh, PMU's reads noted
likwid() {
	echo 0 >"$SIM/$3/accesses"
	: >"$TMP/acc"
	likwid-perfctr -M 0 -C "$1" -O -g "$2" -- sh "$TMP/w.sh" >"$TMP/out" 2>&1 </dev/null
}

# lk: a LIKWID check per line MODELS|PMU|EVENT:COUNTER[:OPTIONS]|INJECTION|
# RIGHT[|COUNTED|WHY] on the models MODELS matches: RIGHT (the guide's count)
# or, where LIKWID counts otherwise for WHY, exactly COUNTED. pkg=1: LIKWID on
# socket 1's CPU. "stops 1 s, ": the workload stops itself first, so LIKWID
# reads mid-run (SIGCHLD ends its sleep). likwid-perfctr keeps no quoting of
# the command: the workload is a script.
lk() {
	while IFS='|' read -r models pmu ec inj right exp why; do
		# shellcheck disable=SC2254 # MODELS is a pattern
		case $MODEL in $models) ;; *) continue ;; esac
		case $inj in *pkg=1*) LKPKG=1 ;; *) LKPKG= ;; esac
		LKPRE=
		case $inj in "stops 1 s, "*) LKPRE='(sleep 1; kill -CONT $$) & kill -STOP $$' inj=${inj#*, } ;; esac
		exp=${exp:-$right}
		{
			echo "pmu=$pmu sfx=${LKPKG:+.pkg$LKPKG}"
			waitfor "$pmu"
			echo "${LKPRE:-}"
			inject "$pmu" "$inj"
		} >"$TMP/w.sh"
		awk -v r="SIM_GLOBAL_CTL_WRITES${LKPKG:+.pkg$LKPKG}" '$1 == r { print $3 }' \
			$SIM/ivbep_global >"$TMP/w0" 2>/dev/null
		r0=$(violations)
		: >"$TMP/regs"
		likwid "${LKPKG:-0}" "$ec" "$pmu"
		st=$?
		got=$(awk -F, -v e="${ec%%:*}" -v c="${ec#*:}" '$1 == e && $2 == c { print $3 }' "$TMP/out")
		[ -n "$got" ] || got=none
		[ "$pmu" != uncore_wbox ] || diag "  W-box reads before the injection: $(cat "$TMP/acc")"
		if [ "$pmu" = uncore_wbox ] && midread && [ "$exp" = "$right" ]; then
			exp=$WRAP
			why="LIKWID read the W-box counter mid-run at 0, as 0x1000000 (erratum), and took the smaller final read for a wrap"
			right="$right*"
		fi
		r=$(($(violations) - r0))
		row "$pmu" LIKWID "$ec" "${LKPRE:+stops 1 s, }$inj" "$right" "$got" "$(ctls "$TMP/regs")"
		[ $r = 0 ] || diag "  $ec: $r write(s) of reserved bits (dmesg names them): reported, not failed"
		{ [ $st = 0 ] && [ "$got" != none ]; } || sed 's/^/#   /' "$TMP/out" | tail -5
		[ "$got" = "$exp" ]
		st=$?
		if [ "$exp" = "$right" ]; then
			ok $st "LIKWID $ec counts what the hardware would ($got of $right; $pmu: $inj)"
		else
			ok $st "LIKWID $ec counts $got where the hardware counts $right, as explained: $why"
		fi
	done
	LKPKG=
}

lkrace() {
	[ -s "$TMP/waited" ] || return 0
	raced=$(awk '$1 > 0 { k++ } END { print k + 0 }' "$TMP/waited")
	diag "LIKWID's race: $raced of $(wc -l <"$TMP/waited") workloads ran before LIKWID started counting and waited"
}

# RBOXl is link l's R3QPI (62: RBOX2 is link 2, 12.5); R3QPI has no invert on
# Ivy Bridge-EP; 62: LIKWID seeks every device on the bus of link 0's R3QPI.
# LIKWID's C-box setup keeps 5 bits of the threshold (Table 2-13: 31:24).
run_likwid() {
	if ! command -v likwid-perfctr >/dev/null; then
		skip "no likwid-perfctr in the guest (scripts/deps installs likwid)" "LIKWID"
		return
	fi
	lk <<EOF
45|uncore_r3qpi_0|RBOX_CLOCKTICKS:RBOX0C0|event=0x01 count=1000|1000
45|uncore_r3qpi_0|RING_AD_USED_CW_EVEN:RBOX0C1|event=0x07,umask=0x01 count=1001|1001
45|uncore_r3qpi_1|IIO_CREDITS_ACQUIRED_NCB:RBOX1C1|event=0x20,umask=0x10 count=1002|1002
45|uncore_r3qpi_1|RXR_OCCUPANCY_HOM:RBOX1C0|event=0x13,umask=0x01 count=100 inc=7|700
45|uncore_r3qpi_1|RING_IV_USED_ANY:RBOX1C2|event=0x0a,umask=0x0f count=1003|1003|none|LIKWID's RING_IV_USED is the C-box event, refused on RBOX counters
45|uncore_r3qpi_0|RING_AD_USED_CW_EVEN:RBOX0C2:THRESHOLD=0x3|event=0x07,umask=0x01 count=100 inc=5|100
45|uncore_r3qpi_0|RING_AD_USED_CW_EVEN:RBOX0C0:INVERT:THRESHOLD=0x3|event=0x07,umask=0x01 count=100 inc=2|100
45|uncore_r3qpi_1|RING_AD_USED_CW_EVEN:RBOX1C1:EDGEDETECT|event=0x07,umask=0x01 count=100 burst=1|1
45|uncore_r3qpi_1|RBOX_CLOCKTICKS:RBOX1C0|event=0x01 count=1004 pkg=1|1004
62|uncore_r3qpi_0|RBOX_CLOCKTICKS:RBOX0C0|event=0x01 count=1000|1000
62|uncore_r3qpi_1|R3QPI_RING_AD_USED_CW_VR0_EVEN:RBOX1C2|event=0x07,umask=0x01 count=1001|1001
62|uncore_r3qpi_2|R3QPI_RING_BL_USED_ANY:RBOX2C1|event=0x09,umask=0xff count=1002|1002|0|LIKWID never writes link 2's counter control (no RBOX2 case in its setup)
62|uncore_r3qpi_1|RXR_OCCUPANCY_HOM:RBOX1C0|event=0x13,umask=0x01 count=100 inc=7|700
62|uncore_r3qpi_0|RXR_INSERTS_HOM:RBOX0C1|event=0x11,umask=0x01 count=1003|1003
62|uncore_r3qpi_1|RXR_INSERTS_HOM:RBOX1C1|event=0x11,umask=0x01 count=1003|1003|none|LIKWID's RxR events list RBOX0C1 twice and RBOX1C1 not
62|uncore_r3qpi_1|R3QPI_RING_AD_USED_CW_VR0_EVEN:RBOX1C2:THRESHOLD=0x3|event=0x07,umask=0x01 count=100 inc=5|100
62|uncore_r3qpi_0|R3QPI_RING_AD_USED_CW_VR0_EVEN:RBOX0C1:EDGEDETECT|event=0x07,umask=0x01 count=100 burst=1|1
62|uncore_r3qpi_1|RBOX_CLOCKTICKS:RBOX1C0|event=0x01 count=1004 pkg=1|1004
62|uncore_r3qpi_0|RBOX_CLOCKTICKS:RBOX0C2|event=0x01 count=1005 pkg=1|1005
62|uncore_irp|IBOX_CLOCKTICKS:IBOX0C0|event=0x00 count=1006|1006|none|LIKWID seeks the IRP at <uncore bus>/05.6, not on the IIO bus
4[67]|uncore_ubox|BUF_VALID_LOCAL_INT:UBOX0|event=0x00 count=1000|1000
4[67]|uncore_cbox_0|LLC_MISSES_ALL:CBOX0C0|event=0x14,umask=0x02 count=1000|1000
4[67]|uncore_cbox_7|LLC_MISSES_ALL:CBOX7C5|event=0x14,umask=0x04 count=1001|1001
47|uncore_cbox_9|LLC_MISSES_ALL:CBOX9C1|event=0x14,umask=0x01 count=1002|1002
EOF
	case $MODEL in 4[67]) ;; *) lkrace; return ;; esac
	# a counter that holds 500 before LIKWID starts: the Xeon 7500 code
	# resets every counter (U_MSR_PMON_GLOBAL_CTL bit 29), the Westmere-EX
	# code means to but sets bits 4:0 instead. B- and S-box MATCH/MASK:
	# LIKWID's S-box 0 MM_CFG address is 0xE49 (S_MSR_MATCH), not 0xE48.
	# LIKWID zeroes the M-box timestamp unit (0xCA4/0xCE4) first: a failed
	# write there would leave the M-box unprogrammed. ZDP_CTL_FVC: LIKWID
	# writes bcmd_match (5) into evnt0 at bit 12 as on Westmere-EX, also on
	# the Xeon 7500, whose evnt0 is at bit 11 (Table 2-80; mainline's
	# bbox_cmds_read is fvc=0x2800 there). A W-box counter reset to 0, or a
	# read ending in 0x000000 or 0x000001, is 0x1000000 too high (erratum,
	# guide p.2-128): LIKWID does not correct it.
	pcm-msr -w 500 -c 0 0xd13 >/dev/null 2>&1
	ok $? "pcm-msr preloads C_MSR_PMON_CTR1 of C-box 0 with 500"
	lk <<EOF
47|uncore_cbox_0|LLC_MISSES_ALL:CBOX0C1|event=0x14,umask=0x02 count=1000|1000|1500|LIKWID's Westmere-EX start does not reset the counters
46|uncore_cbox_0|LLC_MISSES_ALL:CBOX0C1|event=0x14,umask=0x02 count=1000|1000
4[67]|uncore_cbox_0|LLC_MISSES_ALL:CBOX0C2:THRESHOLD=0x3|event=0x14,umask=0x02 count=100 inc=5|100
4[67]|uncore_cbox_0|LLC_MISSES_ALL:CBOX0C3:INVERT:THRESHOLD=0x3|event=0x14,umask=0x02 count=100 inc=2|100
4[67]|uncore_cbox_0|LLC_MISSES_ALL:CBOX0C4:EDGEDETECT|event=0x14,umask=0x02 count=100 burst=1|1
4[67]|uncore_cbox_0|LLC_MISSES_ALL:CBOX0C2:THRESHOLD=0x21|event=0x14,umask=0x02 count=100 inc=2|0|100|LIKWID's C-box setup writes threshold 0x21 as 0x01
4[67]|uncore_sbox_0|EGRESS_BYPASS_AD:SBOX0C1:THRESHOLD=0x21|event=0x40,umask=0x01 count=100 inc=0x22|100
4[67]|uncore_ubox|BUF_VALID_LOCAL_INT:UBOX0:EDGEDETECT|event=0x00 count=100 burst=1|1
4[67]|uncore_bbox_0|MSGS_S_TO_B:BBOX0C2|event=0x02 set=2 count=1003|1003
4[67]|uncore_bbox_1|IMT_INSERTS_WR:BBOX1C1|event=0x0c set=1 count=1004|1004
4[67]|uncore_sbox_0|EGRESS_BYPASS_AD:SBOX0C0|event=0x40,umask=0x01 count=1005|1005
4[67]|uncore_sbox_1|BBOX_CREDITS:SBOX1C3|event=0x77 count=1006|1006
4[67]|uncore_bbox_0|MSG_IN_MATCH:BBOX0C1:MATCH0=0x1234:MASK0=0xffff|event=0x01 set=1 match=0x1234 count=10|10
4[67]|uncore_bbox_1|MSG_IN_MATCH:BBOX1C1:MATCH0=0x1234:MASK0=0xffff|event=0x01 set=1 match=0x1235 count=10|0
4[67]|uncore_sbox_1|TO_R_PROG_EV:SBOX1C0:MATCH0=0x1234:MASK0=0xffff|event=0x00 match=0x1234 count=21|21
4[67]|uncore_sbox_0|TO_R_PROG_EV:SBOX0C0:MATCH0=0x1234:MASK0=0xffff|event=0x00 match=0x1234 count=21|21|0|LIKWID writes S-box 0's MM_CFG enable into S_MSR_MATCH (0xE49)
4[67]|uncore_rbox_0|ALLOC_TO_ARB_PORT0_IPERF0_NCB:RBOX0C0|port=0 iperf=0x200 count=1007|1007
4[67]|uncore_rbox_1|ALLOC_TO_ARB_PORT5_IPERF0_NCB:RBOX1C2|port=5 iperf=0x200 count=1008|1008
4[67]|uncore_rbox_0|ALLOC_TO_ARB_PORT0_IPERF1_NCB:RBOX0C2|port=0 iperf=0x200 count=51|51
4[67]|uncore_rbox_0|GLOBAL_ARB_BID_FAIL_PORT0_QLX0_VN0_HOM:RBOX0C0|port=0 qlx=0x05 count=56|56
4[67]|uncore_rbox_0|GLOBAL_ARB_BID_PORT3_QLX1:RBOX0C5|port=3 qlx=0x02 count=54|54
4[67]|uncore_rbox_1|GLOBAL_ARB_BID_PORT7_QLX1:RBOX1C7|port=7 qlx=0x02 count=55|55
4[67]|uncore_mbox_0|MBOX_CLOCKTICKS:MBOX0C0|event=0x1b count=1009|1009
47|uncore_mbox_1|FVC_EV0_BBOX_CMDS_READS:MBOX1C1|event=0xd fvc=5 bcmd=0 count=1010|1010
46|uncore_mbox_1|FVC_EV0_BBOX_CMDS_READS:MBOX1C1|event=0xd fvc=5 bcmd=0 count=1010|1010|0|LIKWID writes ZDP_CTL_FVC in Westmere-EX's layout (0x5000, Table 2-80 wants 0x2800)
4[67]|uncore_wbox|C_CYCLES_TURBO_C0:WBOX0|event=0x04,umask=0x01 count=1011|1011
4[67]|uncore_wbox|UNCORE_CLOCK:WBOXFIX|event=0xff count=24000|24000
4[67]|uncore_cbox_0|LLC_MISSES_ALL:CBOX0C0|stops 1 s, event=0x14,umask=0x02 count=1000|1000
4[67]|uncore_wbox|UNCORE_CLOCK:WBOXFIX|stops 1 s, event=0xff count=24000|24000|$WRAP|LIKWID's mid-run read of the fresh counter gets 0x1000000 (erratum)
4[67]|uncore_wbox|PROCHOT:WBOX2|event=0x04,umask=0x01 count=5|0|16777216|LIKWID ignores the W-box read erratum: 0 reads as 0x1000000
4[67]|uncore_wbox|UNCORE_CLOCK:WBOXFIX|event=0xff count=16777216|16777216|33554432|LIKWID ignores the W-box read erratum
EOF
	{
		waitfor uncore_wbox
		echo "echo 'event=0xff count=5000' > $SIM/uncore_wbox/inject"
		echo "echo 'event=0x14,umask=0x02 count=300' > $SIM/uncore_cbox_3/inject"
		echo "echo 'event=0x00 count=7' > $SIM/uncore_ubox/inject"
	} >"$TMP/w.sh"
	likwid 0 UNCORE_CLOCK:WBOXFIX,LLC_MISSES_ALL:CBOX3C0,BUF_VALID_LOCAL_INT:UBOX0 uncore_wbox
	got=$(awk -F, '$2 == "WBOXFIX" || $2 == "CBOX3C0" || $2 == "UBOX0" { printf "%s%s", s, $3; s = " " }' "$TMP/out")
	row wbox,cbox_3,ubox LIKWID "WBOXFIX, CBOX3C0, UBOX0 in one group" "5000 clock ticks, 300, 7" "5000 300 7" "$got" ""
	exp="5000 300 7" why=
	! midread || exp="$WRAP 300 7" why=", WBOXFIX $WRAP: read mid-run at 0"
	[ "$got" = "$exp" ]
	ok $? "LIKWID counts a W-, C- and U-box event in one group ($got; 5000 300 7)$why"
	lkrace
}

# PCM programs the Beckton uncore (and SNB-EP's) only from PCM::program(),
# which first wants the core PMU of CPUID leaf 0xA: TCG has none, so pcm stops
# before any uncore write. The checks want exactly that, so that a change shows.
run_pcm() {
	command -v pcm >/dev/null || { skip "no pcm in the guest (scripts/deps installs pcm)" "PCM"; return; }
	pinj="event=0x01 count=1000 uncore_r3qpi_0"
	[ $drv = boxpmu_snbep ] ||
		pinj="event=0xff count=24000 uncore_wbox, event=0xd fvc=5 bcmd=0 count=1000 uncore_mbox_0, port=0 iperf=0xc4 count=300 uncore_rbox_0"
	boxes=$(echo "$pinj" | sed 's/[^,]* \([^ ,]*\)/\1/g')
	echo "$pinj" | tr , '\n' | sed "s|^ *\(.*\) \([^ ]*\)\$|echo '\1' > $SIM/\2/inject|" >"$TMP/p.sh"
	echo "$boxes" | tr , '\n' | sed "s|.*|cat $SIM/&/regs >> $TMP/pregs|" >>"$TMP/p.sh"
	r0=$(violations)
	PCM_NO_PERF=1 pcm -csv="$TMP/pcm.csv" -- sh "$TMP/p.sh" >"$TMP/pout" 2>&1
	st=$?
	grep -q "^CPU model number *: $MODEL\$" "$TMP/pout"
	ok $? "PCM reads the simulated CPU as model $MODEL"
	grep -q "^Core PMU (perfmon) version: 0\$" "$TMP/pout" &&
		grep -q "PCM ERROR: Trying to program [24] general purpose counters with only 0 available" "$TMP/pout" &&
		[ $st != 0 ]
	ok $? "PCM refuses: no core PMU in CPUID leaf 0xA under TCG (exit $st)"
	[ ! -f "$TMP/pregs" ] && [ ! -s "$TMP/pcm.csv" ]
	ok $? "so it neither runs the workload nor reports an uncore count"
	if [ $drv = boxpmu_snbep ]; then
		grep -q "^Can not access server uncore PCI configuration space" "$TMP/pout"
		ok $? "PCM's uncore PCI path stops first: no ACPI MCFG table (QEMU's pc machine has none)"
	fi
	r=$(($(violations) - r0))
	row "$boxes" PCM "pcm -csv -- sh p.sh" "$pinj" - "exit $st" "none: no core PMU in CPUID 0xA"
	[ $r = 0 ] || diag "  PCM: $r write(s) of reserved bits: reported, not failed"
	[ $st != 0 ] || sed 's/^/#   /' "$TMP/pout" | tail -20
}

if phase drivers; then run_drivers; fi
if phase tools; then
	# the tools start on hardware out of reset, as after a boot: LIKWID's
	# Westmere-EX start keeps what the counters hold (62: three links)
	rmmod boxpmu_sim && load_sim
	ok $? "boxpmu_sim reloaded for the tools${links:+, with three R3QPI links}"
	run_likwid
	run_pcm
fi
rm -rf "$TMP"
finish
