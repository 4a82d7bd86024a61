#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# coexist.sh: boxpmu_nhmex must not fight the in-tree intel_uncore. Run in a
# guest that looks like a Xeon 7500 (vm-run --cpu Nehalem,model=46,-hypervisor
# --no-load): with intel_uncore loaded, boxpmu_nhmex refuses with EBUSY and
# says why; without it, boxpmu_nhmex loads; on a CPU that is not a Xeon 7500
# (no simulator backend) it refuses with ENODEV. TAP output.

M=/lib/boxpmu
n=0
fail=0
check() {	# check COND-STATUS NAME
	n=$((n + 1))
	if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fail=$((fail + 1)); fi
}

echo "TAP version 13"
insmod $M/boxpmu_core.ko
check $? "boxpmu_core loads"

# 1. a real CPU that is not the target, no simulator: ENODEV
if grep -q "model[[:space:]]*: 46$" /proc/cpuinfo; then
	echo "ok $((n = n + 1)) - not-a-Xeon-7500 refusal # SKIP this guest is model 46"
else
	out=$(insmod $M/boxpmu_nhmex.ko 2>&1)
	echo "$out" | grep -q "No such device"
	check $? "boxpmu_nhmex on a non-Xeon-7500 CPU fails with ENODEV ($out)"
fi

# 2. the in-tree driver owns the boxes: EBUSY and a message naming it
if modprobe intel-uncore 2>/dev/null && [ -d /sys/bus/event_source/devices/uncore_ubox ]; then
	insmod $M/boxpmu_sim.ko
	check $? "boxpmu_sim loads"
	out=$(insmod $M/boxpmu_nhmex.ko 2>&1)
	st=$?
	[ $st -ne 0 ] && echo "$out" | grep -q "Device or resource busy"
	check $? "boxpmu_nhmex refuses with EBUSY while intel_uncore owns the boxes"
	dmesg | grep -q "already registered by another driver.*blacklist intel_uncore"
	check $? "the refusal says who owns the boxes and how to blacklist it"
	! grep -q boxpmu_nhmex /proc/modules
	check $? "nothing of boxpmu_nhmex left loaded"
	rmmod intel_uncore
	insmod $M/boxpmu_nhmex.ko
	check $? "boxpmu_nhmex loads once intel_uncore is gone"
	rmmod boxpmu_nhmex && rmmod boxpmu_sim
	check $? "and unloads"
else
	echo "ok $((n = n + 1)) - intel_uncore coexistence # SKIP intel_uncore did not register uncore_ubox (guest CPU not a Xeon 7500?)"
fi
echo "1..$n"
[ $fail -eq 0 ]
