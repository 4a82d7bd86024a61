#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# tools.sh [MODEL]: LIKWID and Intel PCM, Debian's unmodified binaries,
# program the simulated Xeon 7500 (46) or Westmere-EX (47) uncore through the
# simulator's /dev/cpu/N/msr (boxpmu_sim msr_dev=1, msr_backend=0), or the
# Sandy (45) or Ivy Bridge-EP (62) R3QPI devices of two sockets through
# /proc/bus/pci (62: and the IRP, with MSR 0xC00 behind /dev/cpu/N/msr).
# MODEL is the CPU model the guest must have. Run with nothing preloaded, e.g.
#
#   vm-run --no-load --cpu Nehalem,model=46,-hypervisor,+rdtscp --cores 8 \
#          --share tools/testing/selftests/boxpmu -- ./tools.sh 46
#   vm-run --no-load --cpu SandyBridge,model=45,-hypervisor,+rdtscp --smp 2 \
#          --sockets 2 --numa --share tools/testing/selftests/boxpmu -- ./tools.sh 45
#   (62: IvyBridge,model=62,-hypervisor,+rdtscp)
#
# (--numa: LIKWID finds the devices through hwloc, which must place each in
# its package, else LIKWID dereferences NULL)
#
# (without RDTSCP PCM estimates the clock from MSR 0x10, which reads 0 under
# TCG). For each box LIKWID supports, likwid-perfctr -M 0 counts a few events
# around injections; then pcm. A check wants the exact injected count or,
# where Documentation/simulator.rst ("Other tools on the simulator") explains
# why not, the tool's exact wrong value, so that any change shows. Reserved-bit
# writes are reported, not failed. TAP output.

M=/lib/boxpmu
S=/sys/kernel/debug/boxpmu_sim
TAP_NAME=tools.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"
tap_rsv0=	# reserved-bit writes are reported here, not failed by finish
TMP=$(mktemp -d /tmp/tools.XXXXXX) || exit 1

echo "TAP version 13"
model=$(sed -n 's/^model[[:space:]]*: //p' /proc/cpuinfo | head -1)
want=${1:-46}
[ "$model" = "$want" ]
ok $? "the guest CPU is model $want (it is $model)"
[ -d $S ] || mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null
case $want in
45) simopts="nhmex=0 snbep_sockets=2" ;;
62) simopts="nhmex=0 ivbep=1 snbep_sockets=2" ;;
47) simopts="msr_backend=0 snbep=0 wsmex=1" ;;
*) simopts="msr_backend=0 snbep=0" ;;
esac
insmod $M/boxpmu_core.ko
# shellcheck disable=SC2086 # one word per parameter
insmod $M/boxpmu_sim.ko xscale=0 ixp2800=0 msr_dev=1 $simopts
ok $? "boxpmu_sim serves /dev/cpu/N/msr (msr_dev=1 $simopts)"
[ -c /dev/cpu/0/msr ]
ok $? "/dev/cpu/0/msr is there"

# rsv: the simulator's reserved-bit writes so far
rsv() { violations; }

# ctls FILE: package ${LKPKG:-0}'s non-zero control, filter and global registers
ctls() {
	awk -v p="${LKPKG:-0}" '{ k = $1; if (sub(/\.pkg[0-9]+$/, "", k)) q = substr($1, length(k) + 5); else q = 0 }
	     q == p && k !~ /CTR[0-9]*$/ && k !~ /^SIM_/ && k !~ /STATUS/ && $3 != "0x0" {
		sub(/_(MSR|PCI)_(PMON_|PMU_)?/, "_", k); printf "%s%s=%s", sep, k, $3; sep = " " }' "$1"
}

# likwid-perfctr starts the command, stops it (SIGSTOP), starts the counters
# and lets it go on: what it does before the SIGSTOP is not counted. Every
# workload first waits until counting is on (en_all, U_MSR_PMON_GLOBAL_CTL
# bit 28; on 45 the box's rst_ctrs, its start) and notes in $TMP/waited
# whether it had to. 62: LIKWID's setup freezes the package
# (U_MSR_PMON_GLOBAL_CTL frz_all) and its start unfreezes it: the second
# write to it since lk's mark ($TMP/w0)
# shellcheck disable=SC2016 # expanded in w.sh, which sets pmu and sfx
case $want in
45) wfile=$S/'${pmu}'/regs wreg='R3_L${pmu##*_}_PCI_PMON_BOX_CTL${sfx}' wtest='(v & 0x2) != 0' ;;
62) wfile=$S/ivbep_global wreg='SIM_GLOBAL_CTL_WRITES${sfx}' wtest='v - $(cat '$TMP'/w0) >= 2' ;;
*) wfile=$S/uncore_ubox/regs wreg=U_MSR_PMON_GLOBAL_CTL wtest='(v & 0x10000000) != 0' ;;
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

# LIKWID reads the counters once more mid-run when its sleep is cut short: a
# fresh W-box counter then reads 0x1000000 (the erratum), the final read counts
# as going backwards and LIKWID prints (final - 0x1000000) mod 2^64 as WRAP.
# midread: the workload saw a read of the box besides LIKWID's first look
WRAP=1.844674e+19
midread() {
	_r=$(sed -n 's/^reads=\([0-9]*\).*/\1/p' "$TMP/acc")
	if [ "${_r:-0}" -gt 1 ]; then echo yes; else echo no; fi
}

row() {	# row BOX WHAT INJECTION RIGHT COUNTED REGISTERS: one table line
	printf '# %-4s %-44s %-36s %9s %9s  %s\n' "$@"
}
row box "event:counter[:options]" "injection" right counted \
	"registers the tool wrote (package 0, non-zero, while counting)"

# lk BOX PMU EVENT:COUNTER[:OPTIONS] INJECTION RIGHT [COUNTED WHY]: the check
# wants RIGHT (the guide's count) or, where LIKWID counts otherwise for the
# reason WHY, exactly COUNTED
lk() {
	box=$1 pmu=$2 ec=$3 inj=$4 right=$5 exp=${6:-$5} why=${7:-}
	# likwid-perfctr joins the command's words with blanks and splits them
	# again (no quoting survives): the workload is a script
	cat >"$TMP/w.sh" <<-EOF
		pmu=$pmu sfx=${LKPKG:+.pkg$LKPKG}
		. $TMP/wait.sh
		cat $S/$pmu/accesses > $TMP/acc
		${LKPRE:-}
		echo '$inj' > $S/$pmu/inject
		cat $S/$pmu/regs > $TMP/regs
		[ $pmu = uncore_ubox ] || grep -s '^U_MSR_PMON_GLOBAL_CTL ' $S/uncore_ubox/regs >> $TMP/regs
		grep -s '^U_MSR_PMON_GLOBAL_CTL' $S/ivbep_global >> $TMP/regs
	EOF
	awk -v r="SIM_GLOBAL_CTL_WRITES${LKPKG:+.pkg$LKPKG}" '$1 == r { print $3 }' \
		$S/ivbep_global >"$TMP/w0" 2>/dev/null
	r0=$(rsv)
	: >"$TMP/regs"
	echo 0 >"$S/$pmu/accesses"
	: >"$TMP/acc"
	likwid-perfctr -M 0 -C "${LKPKG:-0}" -O -g "$ec" -- sh "$TMP/w.sh" >"$TMP/out" 2>&1
	st=$?
	got=$(awk -F, -v e="${ec%%:*}" -v c="${ec#*:}" '$1 == e && $2 == c { print $3 }' "$TMP/out")
	[ -n "$got" ] || got=none
	[ "$pmu" != uncore_wbox ] || diag "  W-box reads before the injection: $(cat "$TMP/acc")"
	if [ "$pmu" = uncore_wbox ] && [ "$(midread)" = yes ] && [ "$exp" = "$right" ]; then
		exp=$WRAP
		why="LIKWID read the W-box counter mid-run at 0, as 0x1000000 (erratum), and took the smaller final read for a wrap"
		right="$right*"
	fi
	r=$(($(rsv) - r0))
	row "$box" "$ec" "${LKPRE:+stops 1 s, }$inj" "$right" "$got" "$(ctls "$TMP/regs")"
	[ $r = 0 ] || diag "  $box $ec: $r write(s) of reserved bits (dmesg names them): reported, not failed"
	if [ $st != 0 ] || [ "$got" = none ]; then
		sed 's/^/#   /' "$TMP/out" | tail -5
	fi
	[ "$got" = "$exp" ]
	st=$?
	if [ "$exp" = "$right" ]; then
		ok $st "LIKWID $ec counts what the hardware would ($got of $right; $pmu: $inj)"
	else
		ok $st "LIKWID $ec counts $got where the hardware counts $right, as explained: $why"
	fi
}

if ! command -v likwid-perfctr >/dev/null; then
	skip "no likwid-perfctr in the guest (scripts/deps installs likwid)" "LIKWID"
elif [ "$want" = 45 ]; then
	# RBOXl is link l's R3QPI; LKPKG: the socket, and the guest's CPU in it
	lk R3 uncore_r3qpi_0 RBOX_CLOCKTICKS:RBOX0C0 'event=0x01 count=1000' 1000
	lk R3 uncore_r3qpi_0 RING_AD_USED_CW_EVEN:RBOX0C1 'event=0x07,umask=0x01 count=1001' 1001
	lk R3 uncore_r3qpi_1 IIO_CREDITS_ACQUIRED_NCB:RBOX1C1 'event=0x20,umask=0x10 count=1002' 1002
	lk R3 uncore_r3qpi_1 RXR_OCCUPANCY_HOM:RBOX1C0 'event=0x13,umask=0x01 count=100 inc=7' 700
	# two events named RING_IV_USED: LIKWID takes the C-box's (0x1E)
	lk R3 uncore_r3qpi_1 RING_IV_USED_ANY:RBOX1C2 'event=0x0a,umask=0x0f count=1003' 1003 none \
		"LIKWID's RING_IV_USED is the C-box event, refused on RBOX counters"
	lk R3 uncore_r3qpi_0 RING_AD_USED_CW_EVEN:RBOX0C2:THRESHOLD=0x3 'event=0x07,umask=0x01 count=100 inc=5' 100
	lk R3 uncore_r3qpi_0 RING_AD_USED_CW_EVEN:RBOX0C0:INVERT:THRESHOLD=0x3 'event=0x07,umask=0x01 count=100 inc=2' 100
	lk R3 uncore_r3qpi_1 RING_AD_USED_CW_EVEN:RBOX1C1:EDGEDETECT 'event=0x07,umask=0x01 count=100 burst=1' 1
	LKPKG=1
	lk R3 uncore_r3qpi_1 RBOX_CLOCKTICKS:RBOX1C0 'event=0x01 count=1004 pkg=1' 1004
	LKPKG=
	# a carry out of the low dword between LIKWID's two reads (high, then
	# low): the simulator advances the counter by one after each
	echo 1 >$S/uncore_r3qpi_0/carry_between_reads
	lk R3 uncore_r3qpi_0 RBOX_CLOCKTICKS:RBOX0C0 'event=0x01 count=0xffffffff' 4294967295 0 \
		"LIKWID reads the high dword, then the low: the carry between them is lost"
	echo 0 >$S/uncore_r3qpi_0/carry_between_reads
elif [ "$want" = 62 ]; then
	# RBOX2 is link 2 (12.5); R3QPI has no invert on Ivy Bridge-EP
	lk R3 uncore_r3qpi_0 RBOX_CLOCKTICKS:RBOX0C0 'event=0x01 count=1000' 1000
	lk R3 uncore_r3qpi_1 R3QPI_RING_AD_USED_CW_VR0_EVEN:RBOX1C2 'event=0x07,umask=0x01 count=1001' 1001
	# its counter setup has no case for RBOX2: the control is never written
	lk R3 uncore_r3qpi_2 R3QPI_RING_BL_USED_ANY:RBOX2C1 'event=0x09,umask=0xff count=1002' 1002 0 \
		"LIKWID never writes link 2's counter control (no RBOX2 case in its setup)"
	lk R3 uncore_r3qpi_1 RXR_OCCUPANCY_HOM:RBOX1C0 'event=0x13,umask=0x01 count=100 inc=7' 700
	lk R3 uncore_r3qpi_0 RXR_INSERTS_HOM:RBOX0C1 'event=0x11,umask=0x01 count=1003' 1003
	# its event list names RBOX0C0|RBOX0C1|RBOX1C0|RBOX0C1 for these
	lk R3 uncore_r3qpi_1 RXR_INSERTS_HOM:RBOX1C1 'event=0x11,umask=0x01 count=1003' 1003 none \
		"LIKWID's RxR events list RBOX0C1 twice and RBOX1C1 not"
	lk R3 uncore_r3qpi_1 R3QPI_RING_AD_USED_CW_VR0_EVEN:RBOX1C2:THRESHOLD=0x3 'event=0x07,umask=0x01 count=100 inc=5' 100
	lk R3 uncore_r3qpi_0 R3QPI_RING_AD_USED_CW_VR0_EVEN:RBOX0C1:EDGEDETECT 'event=0x07,umask=0x01 count=100 burst=1' 1
	LKPKG=1
	lk R3 uncore_r3qpi_1 RBOX_CLOCKTICKS:RBOX1C0 'event=0x01 count=1004 pkg=1' 1004
	lk R3 uncore_r3qpi_0 RBOX_CLOCKTICKS:RBOX0C2 'event=0x01 count=1005 pkg=1' 1005
	LKPKG=
	# LIKWID seeks every device on the bus of link 0's R3QPI
	lk IRP uncore_irp IBOX_CLOCKTICKS:IBOX0C0 'event=0x00 count=1006' 1006 none \
		"LIKWID seeks the IRP at <uncore bus>/05.6, not on the IIO bus"
else
	lk U uncore_ubox BUF_VALID_LOCAL_INT:UBOX0 'event=0x00 count=1000' 1000
	lk C uncore_cbox_0 LLC_MISSES_ALL:CBOX0C0 'event=0x14,umask=0x02 count=1000' 1000
	lk C uncore_cbox_7 LLC_MISSES_ALL:CBOX7C5 'event=0x14,umask=0x04 count=1001' 1001
	[ "$want" = 47 ] &&
		lk C uncore_cbox_9 LLC_MISSES_ALL:CBOX9C1 'event=0x14,umask=0x01 count=1002' 1002
	# a counter that holds 500 before LIKWID starts: the Xeon 7500 code
	# resets every counter (U_MSR_PMON_GLOBAL_CTL bit 29), the
	# Westmere-EX code means to but sets bits 4:0 instead
	pcm-msr -w 500 -c 0 0xd13 >/dev/null 2>&1
	ok $? "pcm-msr preloads C_MSR_PMON_CTR1 of C-box 0 with 500"
	if [ "$want" = 47 ]; then
		lk C uncore_cbox_0 LLC_MISSES_ALL:CBOX0C1 'event=0x14,umask=0x02 count=1000' 1000 1500 \
			"LIKWID's Westmere-EX start does not reset the counters"
	else
		lk C uncore_cbox_0 LLC_MISSES_ALL:CBOX0C1 'event=0x14,umask=0x02 count=1000' 1000
	fi
	# LIKWID's C-box setup keeps 5 bits of the threshold (Table 2-13: 31:24)
	lk C uncore_cbox_0 LLC_MISSES_ALL:CBOX0C2:THRESHOLD=0x3 'event=0x14,umask=0x02 count=100 inc=5' 100
	lk C uncore_cbox_0 LLC_MISSES_ALL:CBOX0C3:INVERT:THRESHOLD=0x3 'event=0x14,umask=0x02 count=100 inc=2' 100
	lk C uncore_cbox_0 LLC_MISSES_ALL:CBOX0C4:EDGEDETECT 'event=0x14,umask=0x02 count=100 burst=1' 1
	lk C uncore_cbox_0 LLC_MISSES_ALL:CBOX0C2:THRESHOLD=0x21 'event=0x14,umask=0x02 count=100 inc=2' 0 100 \
		"LIKWID's C-box setup writes threshold 0x21 as 0x01"
	lk S uncore_sbox_0 EGRESS_BYPASS_AD:SBOX0C1:THRESHOLD=0x21 'event=0x40,umask=0x01 count=100 inc=0x22' 100
	lk U uncore_ubox BUF_VALID_LOCAL_INT:UBOX0:EDGEDETECT 'event=0x00 count=100 burst=1' 1
	lk B uncore_bbox_0 MSGS_S_TO_B:BBOX0C2 'event=0x02 set=2 count=1003' 1003
	lk B uncore_bbox_1 IMT_INSERTS_WR:BBOX1C1 'event=0x0c set=1 count=1004' 1004
	lk S uncore_sbox_0 EGRESS_BYPASS_AD:SBOX0C0 'event=0x40,umask=0x01 count=1005' 1005
	lk S uncore_sbox_1 BBOX_CREDITS:SBOX1C3 'event=0x77 count=1006' 1006
	# B- and S-box MATCH/MASK; LIKWID's S-box 0 MM_CFG address is 0xE49
	# (S_MSR_MATCH) instead of 0xE48
	lk B uncore_bbox_0 MSG_IN_MATCH:BBOX0C1:MATCH0=0x1234:MASK0=0xffff 'event=0x01 set=1 match=0x1234 count=10' 10
	lk B uncore_bbox_1 MSG_IN_MATCH:BBOX1C1:MATCH0=0x1234:MASK0=0xffff 'event=0x01 set=1 match=0x1235 count=10' 0
	lk S uncore_sbox_1 TO_R_PROG_EV:SBOX1C0:MATCH0=0x1234:MASK0=0xffff 'event=0x00 match=0x1234 count=21' 21
	lk S uncore_sbox_0 TO_R_PROG_EV:SBOX0C0:MATCH0=0x1234:MASK0=0xffff 'event=0x00 match=0x1234 count=21' 21 0 \
		"LIKWID writes S-box 0's MM_CFG enable into S_MSR_MATCH (0xE49)"
	lk R uncore_rbox_0 ALLOC_TO_ARB_PORT0_IPERF0_NCB:RBOX0C0 'port=0 iperf=0x200 count=1007' 1007
	lk R uncore_rbox_1 ALLOC_TO_ARB_PORT5_IPERF0_NCB:RBOX1C2 'port=5 iperf=0x200 count=1008' 1008
	lk R uncore_rbox_0 ALLOC_TO_ARB_PORT0_IPERF1_NCB:RBOX0C2 'port=0 iperf=0x200 count=51' 51
	lk R uncore_rbox_0 GLOBAL_ARB_BID_FAIL_PORT0_QLX0_VN0_HOM:RBOX0C0 'port=0 qlx=0x05 count=56' 56
	lk R uncore_rbox_0 GLOBAL_ARB_BID_PORT3_QLX1:RBOX0C5 'port=3 qlx=0x02 count=54' 54
	lk R uncore_rbox_1 GLOBAL_ARB_BID_PORT7_QLX1:RBOX1C7 'port=7 qlx=0x02 count=55' 55
	# LIKWID zeroes the M-box timestamp unit (0xCA4/0xCE4) first: a
	# failed write there would leave the M-box unprogrammed
	lk M uncore_mbox_0 MBOX_CLOCKTICKS:MBOX0C0 'event=0x1b count=1009' 1009
	# ZDP_CTL_FVC: LIKWID writes bcmd_match (5) into evnt0 at bit 12, as
	# on Westmere-EX, also on the Xeon 7500, whose evnt0 is at bit 11
	# (Table 2-80; mainline's bbox_cmds_read is fvc=0x2800 there)
	if [ "$want" = 47 ]; then
		lk M uncore_mbox_1 FVC_EV0_BBOX_CMDS_READS:MBOX1C1 'event=0xd fvc=5 bcmd=0 count=1010' 1010
	else
		lk M uncore_mbox_1 FVC_EV0_BBOX_CMDS_READS:MBOX1C1 'event=0xd fvc=5 bcmd=0 count=1010' 1010 0 \
			"LIKWID writes ZDP_CTL_FVC in Westmere-EX's layout (0x5000, Table 2-80 wants 0x2800)"
	fi
	lk W uncore_wbox C_CYCLES_TURBO_C0:WBOX0 'event=0x04,umask=0x01 count=1011' 1011
	lk Wfix uncore_wbox UNCORE_CLOCK:WBOXFIX 'event=0xff count=24000' 24000
	# a workload that stops itself makes LIKWID read the counters mid-run
	# (SIGCHLD ends its sleep): a wrap on a fresh W-box counter
	LKPRE='(sleep 1; kill -CONT $$) & kill -STOP $$'
	lk C uncore_cbox_0 LLC_MISSES_ALL:CBOX0C0 'event=0x14,umask=0x02 count=1000' 1000
	lk Wfix uncore_wbox UNCORE_CLOCK:WBOXFIX 'event=0xff count=24000' 24000 $WRAP \
		"LIKWID's mid-run read of the fresh counter gets 0x1000000 (erratum)"
	LKPRE=
	# a W-box event that counted nothing: its counter, reset to 0, reads
	# 0x1000000 (erratum), which LIKWID reports
	lk W uncore_wbox PROCHOT:WBOX2 'event=0x04,umask=0x01 count=5' 0 16777216 \
		"LIKWID ignores the W-box read erratum: 0 reads as 0x1000000"
	# a W-box counter read that ends in 0x000000 or 0x000001 is 0x1000000
	# too high (erratum, guide p.2-128): LIKWID does not correct it
	lk Wfix uncore_wbox UNCORE_CLOCK:WBOXFIX 'event=0xff count=16777216' 16777216 33554432 \
		"LIKWID ignores the W-box read erratum"
	cat >"$TMP/w.sh" <<-EOF
		. $TMP/wait.sh
		cat $S/uncore_wbox/accesses > $TMP/acc
		echo 'event=0xff count=5000' > $S/uncore_wbox/inject
		echo 'event=0x14,umask=0x02 count=300' > $S/uncore_cbox_3/inject
		echo 'event=0x00 count=7' > $S/uncore_ubox/inject
	EOF
	echo 0 >$S/uncore_wbox/accesses
	: >"$TMP/acc"
	likwid-perfctr -M 0 -C 0 -O -g UNCORE_CLOCK:WBOXFIX,LLC_MISSES_ALL:CBOX3C0,BUF_VALID_LOCAL_INT:UBOX0 \
		-- sh "$TMP/w.sh" >"$TMP/out" 2>&1
	got=$(awk -F, '$2 == "WBOXFIX" || $2 == "CBOX3C0" || $2 == "UBOX0" { printf "%s%s", s, $3; s = " " }' "$TMP/out")
	row W,C,U "WBOXFIX, CBOX3C0, UBOX0 in one group" "5000 clock ticks, 300, 7" "5000 300 7" "$got" ""
	if [ "$(midread)" = yes ]; then
		[ "$got" = "$WRAP 300 7" ]
		ok $? "LIKWID counts a W-, C- and U-box event in one group ($got; 5000 300 7), WBOXFIX $WRAP: read mid-run at 0"
	else
		[ "$got" = "5000 300 7" ]
		ok $? "LIKWID counts a W-, C- and U-box event in one group ($got; 5000 300 7)"
	fi
fi
if [ -s "$TMP/waited" ]; then
	raced=$(awk '$1 > 0 { k++ } END { print k + 0 }' "$TMP/waited")
	diag "LIKWID's race: $raced of $(wc -l <"$TMP/waited") workloads ran before LIKWID started counting and waited"
fi

# PCM programs the Beckton uncore (and SNB-EP's) only from PCM::program(),
# which first wants the core PMU of CPUID leaf 0xA: TCG reports none, so pcm
# stops before any uncore write. The checks want exactly that, so that a
# change shows.
if ! command -v pcm >/dev/null; then
	skip "no pcm in the guest (scripts/deps installs pcm)" "PCM"
else
	if [ "$want" = 45 ] || [ "$want" = 62 ]; then
		pinj="event=0x01 count=1000 uncore_r3qpi_0" pboxes=uncore_r3qpi_0 plabel=R3
	else
		pinj="event=0xff count=24000 uncore_wbox, event=0xd fvc=5 bcmd=0 count=1000 uncore_mbox_0, port=0 iperf=0xc4 count=300 uncore_rbox_0"
		pboxes="uncore_wbox uncore_mbox_0 uncore_rbox_0" plabel=W,M,R
	fi
	echo "$pinj" | tr , '\n' | sed "s|^ *\(.*\) \([^ ]*\)\$|echo '\1' > $S/\2/inject|" >"$TMP/p.sh"
	for b in $pboxes; do echo "cat $S/$b/regs >> $TMP/pregs"; done >>"$TMP/p.sh"
	r0=$(rsv)
	PCM_NO_PERF=1 pcm -csv="$TMP/pcm.csv" -- sh "$TMP/p.sh" >"$TMP/pout" 2>&1
	st=$?
	grep -q "^CPU model number *: $want\$" "$TMP/pout"
	ok $? "PCM reads the simulated CPU as model $want"
	grep -q "^Core PMU (perfmon) version: 0\$" "$TMP/pout" &&
		grep -q "PCM ERROR: Trying to program [24] general purpose counters with only 0 available" "$TMP/pout" &&
		[ $st != 0 ]
	ok $? "PCM refuses: no core PMU in CPUID leaf 0xA under TCG (exit $st)"
	[ ! -f "$TMP/pregs" ] && [ ! -s "$TMP/pcm.csv" ]
	ok $? "so it neither runs the workload nor reports an uncore count"
	if [ "$want" = 45 ] || [ "$want" = 62 ]; then
		grep -q "^Can not access server uncore PCI configuration space" "$TMP/pout"
		ok $? "PCM's uncore PCI path stops first: no ACPI MCFG table (QEMU's pc machine has none)"
	fi
	r=$(($(rsv) - r0))
	row "$plabel" "pcm -csv -- sh p.sh" "$pinj" - \
		"exit $st" "none: no core PMU in CPUID 0xA"
	[ $r = 0 ] || diag "  PCM: $r write(s) of reserved bits: reported, not failed"
	if [ $st = 0 ]; then sed 's/^/#   /' "$TMP/pout" | tail -20; fi
fi
finish
