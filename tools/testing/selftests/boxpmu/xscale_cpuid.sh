#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# xscale_cpuid.sh GEN: on ARM, boxpmu_xscale drives the core only if its CPU
# ID says it has the XSC1 counters (IXP2400/IXP2800 IDs by their HRM), with
# the simulator loaded or not: the simulator emulates them behind encodings
# only a v1 core leaves undefined. GEN is the generation the guest's CPU must
# have (1: QEMU tosa, 2: mainstone), so that a guest with another CPU cannot
# pass in the wrong branch. Run with scripts/vm-run-arm --no-load. TAP output.

TAP_NAME=xscale_cpuid.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"

want=${1:-}
case "$want" in
1 | 2) ;;
*) bail "usage" "xscale_cpuid.sh 1|2 (the XScale generation of the guest's CPU)" ;;
esac

# CPU part: ID bits 15:4, whose top three bits (15:13) are the XScale generation
impl=$(cpuinfo "CPU implementer")
part=$(cpuinfo "CPU part")
diag "CPU implementer $impl, part $part ($(cpuinfo Hardware))"
[ "$impl" = 0x69 ]
ok $? "the CPU is an XScale (implementer 0x69, Intel)"
gen=$(((part >> 9) & 7))
[ "$gen" = "$want" ]
ok $? "the CPU ID says XScale generation $want (part $part: $gen)"

insmod $M/boxpmu_core.ko && insmod $M/boxpmu_sim.ko
ok $? "boxpmu_core and the simulator load"

dmesg -c >/dev/null
out=$(insmod $M/boxpmu_xscale.ko irq=28 2>&1)
st=$?
msg=$(dmesg | grep 'boxpmu_xscale' | tail -n1)
diag "insmod boxpmu_xscale: status $st ${out:+($out)}"
diag "dmesg: ${msg:-nothing}"
if [ "$want" = 1 ]; then
	[ "$st" = 0 ] && [ -d $DEV/xscale1 ]
	ok $? "on an XScale v1 core, boxpmu_xscale loads and registers the xscale1 PMU"
	rmmod boxpmu_xscale
	ok $? "rmmod boxpmu_xscale"
else
	[ "$st" != 0 ] && [ ! -d $DEV/xscale1 ]
	ok $? "on an XScale v2 core, boxpmu_xscale refuses, the simulator notwithstanding"
	rmmod boxpmu_xscale 2>/dev/null
	case "$out" in *"No such device"*) r=0 ;; *) r=1 ;; esac
	ok $r "with ENODEV"
	case "$msg" in *"says XScale generation 2"*) r=0 ;; *) r=1 ;; esac
	ok $r "and says why: the CPU ID's generation"
	! insmod $M/boxpmu_xscale.ko irq=28 ixp_hrm_layout=0 2>/dev/null && [ ! -d $DEV/xscale1 ]
	ok $? "refused with ixp_hrm_layout=0 too (not an IXP2400/IXP2800 ID)"
	rmmod boxpmu_xscale 2>/dev/null
fi

rmmod boxpmu_sim && rmmod boxpmu_core
ok $? "the simulator and boxpmu_core unload"
finish
