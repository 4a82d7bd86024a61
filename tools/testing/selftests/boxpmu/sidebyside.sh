#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# sidebyside.sh MODEL [PMU...]: mainline's intel_uncore and boxpmu's driver on the same
# simulated uncore: Xeon 7500 (46) or Westmere-EX (47) through the real
# RDMSR/WRMSR (boxpmu_sim_msr first, no MSR backend), Xeon E5-2600 (45) or
# E5 v2 (62) PCI devices bound by each driver in turn. Each row injects the
# same events into one box under each driver and prints both counts and the
# registers each wrote. Run with vm-run --no-load and --cores as many as the
# part's C-boxes (both drivers size them from the cores).
# boxpmu must count every row exactly; where mainline does not, the row is a
# disagreement of Documentation/simulator.rst ("Mainline intel_uncore on the
# simulator") and its check is mainline's own value. With PMUs, only their
# rows. TAP output.

M=/lib/boxpmu
SIM=/sys/kernel/debug/boxpmu_sim
DEV=/sys/bus/event_source/devices
TMP=$(mktemp -d /tmp/sidebyside.XXXXXX) || exit 1
MODEL=${1:-46}
[ $# -gt 0 ] && shift
TAP_NAME=sidebyside.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"

[ -d $SIM ] || mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null
got=$(sed -n 's/^model[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
[ "$got" = "$MODEL" ] || bail "the guest's CPU is model $MODEL" "it is model $got"

# ZDP_CTL_FVC's evnt0 sits above fvid/bcmd/resp (Xeon 7500: bit 11,
# Westmere-EX: 12); two R3QPI links on Ivy Bridge-EP (coexist.sh)
case $MODEL in
46) simargs="msr_backend=0 snbep=0"; drv=boxpmu_nhmex; fvc_shift=11 ;;
47) simargs="msr_backend=0 snbep=0 wsmex=1"; drv=boxpmu_nhmex; fvc_shift=12 ;;
45) simargs="nhmex=0"; drv=boxpmu_snbep ;;
62) simargs="nhmex=0 ivbep=1 ivbep_r3qpi_links=2"; drv=boxpmu_snbep ;;
*) bail "model 45, 46, 47 or 62" "no simulator model for $MODEL" ;;
esac
fvc() { printf '0x%x' $(($1 << fvc_shift)); }

if [ $drv = boxpmu_nhmex ]; then
	insmod $M/boxpmu_sim_msr.ko || bail "boxpmu_sim_msr loads" "insmod failed"
fi
# shellcheck disable=SC2086 # simargs: one word per parameter
if ! { insmod $M/boxpmu_core.ko && insmod $M/boxpmu_sim.ko xscale=0 ixp2800=0 $simargs; }; then
	bail "boxpmu_core and boxpmu_sim load" "insmod failed"
fi
if [ $drv = boxpmu_nhmex ]; then
	dmesg | grep -q "modules loaded after boxpmu_sim_msr reach the models"
	ok $? "the simulator serves the real MSR instructions of modules loaded after boxpmu_sim_msr"
fi

# rows: PMU, injection, mainline's terms, boxpmu's (the same raw terms)
rows() {
	if [ $drv = boxpmu_snbep ]; then
		cat <<EOF
uncore_r3qpi_0|event=0x01 count=1000|event=0x1|event=0x1
uncore_r3qpi_1|event=0x07,umask=0x01 count=1000|event=0x7,umask=0x1|event=0x7,umask=0x1
EOF
		[ "$MODEL" = 62 ] && echo "uncore_irp|event=0x15,umask=0x1 count=555|event=0x15,umask=0x1|event=0x15,umask=0x1"
		return
	fi
	cat <<EOF
uncore_ubox|event=0x00 count=1000|event=0x0|event=0x0
uncore_cbox_0|event=0x14,umask=0x02 count=1000|event=0x14,umask=0x2|event=0x14,umask=0x2
uncore_cbox_7|event=0x01,umask=0x01 count=1000|event=0x1,umask=0x1|event=0x1,umask=0x1
uncore_wbox|event=0x00,umask=0x01 count=1000|event=0x0,umask=0x1|event=0x0,umask=0x1
uncore_wbox|event=0xff count=24000|clockticks|clockticks
uncore_bbox_0|event=0x17 set=3 count=1000|event=0x17,counter=3|event=0x17,counter=3
uncore_bbox_1|event=0x07 set=1 count=1000|event=0x7,counter=1|event=0x7,counter=1
uncore_sbox_0|event=0x03,umask=0x01 count=1000|event=0x3,umask=0x1|event=0x3,umask=0x1
uncore_sbox_1|event=0x00 match=0x1234 count=21|event=0x0,match=0x1234,mask=0xffff|event=0x0,match=0x1234,mask=0xffff
uncore_rbox_0|port=2 iperf=0x80000000 count=1000|event=0xc,iperf_cfg=0x80000000|event=0xc,iperf_cfg=0x80000000
uncore_rbox_1|port=5 iperf=0x04 count=1000|event=0x6,iperf_cfg=0x4|event=0x6,iperf_cfg=0x4
uncore_rbox_0|port=0 iperf=0x80000000 count=1000|qpi0_flit_send|flits_sent_port0
uncore_mbox_0|event=0xd fvc=5 bcmd=0 count=1000|inc_sel=0xd,fvc=$(fvc 5)|inc_sel=0xd,fvc=$(fvc 5)
uncore_mbox_1|event=0xd fvc=1 count=1000|inc_sel=0xd,fvc=$(fvc 1)|inc_sel=0xd,fvc=$(fvc 1)
EOF
	[ "$MODEL" = 47 ] && echo "uncore_cbox_9|event=0x14,umask=0x02 count=1000|event=0x14,umask=0x2|event=0x14,umask=0x2"
}

# measure DRIVER: each row's count into $TMP/DRIVER.N, the box's non-zero
# registers other than the counters into $TMP/DRIVER.N.regs
measure() {
	i=0
	while IFS='|' read -r pmu inj mterms bterms; do
		i=$((i + 1))
		if [ "$1" = mainline ]; then terms=$mterms; else terms=$bterms; fi
		perf stat -a -x, -o "$TMP/$1.$i.stat" -e "$pmu/$terms/" -- sh -c \
			"echo '$inj' > $SIM/$pmu/inject; cat $SIM/$pmu/regs > $TMP/$1.$i.regs" \
			>"$TMP/$1.$i.out" 2>&1
		awk -F, '/^[0-9]/ { print $1; f = 1 } END { if (!f) print "none" }' \
			"$TMP/$1.$i.stat" >"$TMP/$1.$i"
		grep -vE '_CTR[0-9]* |FIXED_CTR |^SIM_| 0x0$' "$TMP/$1.$i.regs" |
			awk '{ printf "%s%s=%s", s, $2, $3; s = " " }' >"$TMP/$1.$i.ctl"
	done <"$TMP/rows"
}

# the 48-bit W-box counter's values as its erratum makes them read
# (p.2-128: a value ending in 0x000000 or 0x000001 reads 0x1000000 high)
wbox_read() {
	if [ $(($1 & 0xffffff)) -le 1 ]; then echo $((($1 + 0x1000000) & 0xffffffffffff)); else echo "$1"; fi
}

rows | awk -F'|' -v only=" $* " 'only == "  " || index(only, " " $1 " ")' >"$TMP/rows"
[ -s "$TMP/rows" ] || bail "rows for $*" "no row of model $MODEL is on those PMUs"
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

echo "# model $MODEL: PMU/terms (mainline | boxpmu), injected, counted by each; registers written"
i=0
while IFS='|' read -r pmu inj mterms bterms; do
	i=$((i + 1))
	want=${inj##*count=}
	m=$(cat "$TMP/mainline.$i")
	b=$(cat "$TMP/boxpmu.$i")
	for d in mainline boxpmu; do
		[ "$(cat "$TMP/$d.$i")" != none ] ||
			sed "s/^/#     $d: /" "$TMP/$d.$i.out" "$TMP/$d.$i.stat" | head -6
	done
	printf '# %-14s %-40s injected %6s  mainline %20s  boxpmu %8s\n' "$pmu" "$bterms" "$want" "$m" "$b"
	echo "#     mainline wrote: $(cat "$TMP/mainline.$i.ctl")"
	echo "#     boxpmu wrote:   $(cat "$TMP/boxpmu.$i.ctl")"
	[ "$b" = "$want" ]
	ok $? "$pmu/$bterms/: $drv counts $b of $want"
	case "$pmu $mterms" in
	"uncore_wbox clockticks")
		# no erratum correction and a 64-bit subtraction (the fixed
		# counter has no width), printed by perf stat through a double
		w0=$(wbox_read "$wfix0")
		w1=$(wbox_read $((wfix0 + want)))
		exp=$(awk -v d="$(printf '%u' $((w1 - w0)))" 'BEGIN { printf "%.0f", d }')
		[ "$m" = "$exp" ]
		ok $? "$pmu/$mterms/: mainline reads the erratum's values as they come ($m, injected $want; settled in simulator.rst)"
		;;
	"uncore_wbox "*)
		# the erratum on a 48-bit counter that starts at 0
		[ "$m" = $(((want - 0x1000000) & 0xffffffffffff)) ]
		ok $? "$pmu/$mterms/: mainline reads the erratum's values as they come ($m, injected $want; settled in simulator.rst)"
		;;
	*)
		[ "$m" = "$want" ]
		ok $? "$pmu/$mterms/: mainline intel_uncore counts $m of $want"
		;;
	esac
done <"$TMP/rows"
ok $((v1 - v0)) "$drv wrote no register against the manual's rules ($((v1 - v0)) writes)"
diag "mainline intel_uncore's register writes against the manual's rules (reported, not failed): $v0"
rm -rf "$TMP"
finish
