#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# coexist.sh: boxpmu drivers must not fight the in-tree intel_uncore, which
# drives the same boxes. Run with no module preloaded (vm-run --no-load) in
# a guest whose CPU model decides the case:
#   46 (Xeon 7500):    intel_uncore registers uncore_ubox & co: boxpmu_nhmex
#                      refuses with EBUSY and says why, loads once it is gone
#   45 (Xeon E5-2600): intel_uncore binds the (simulated) R3QPI PCI devices:
#                      boxpmu_snbep refuses with EBUSY, names the owner, binds
#                      them once it is gone
#   62 (Xeon E5 v2):   the same with the (simulated) Ivy Bridge-EP IRP and two
#                      R3QPI links, which intel_uncore's ivbep driver binds
#   other:             without the simulator, boxpmu_nhmex (no Xeon 7500)
#                      and boxpmu_snbep (no R3QPI device) fail with ENODEV
# TAP output. With an argument, the CPU model the guest must have (so that
# a QEMU that ignored -cpu ...,model= cannot pass in the wrong branch).

M=/lib/boxpmu
TAP_NAME=coexist.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"

busy() {	# busy MODULE: insmod fails with EBUSY and leaves nothing loaded
	out=$(insmod "$M/$1.ko" 2>&1)
	st=$?
	[ $st -ne 0 ] && echo "$out" | grep -q "Device or resource busy"
	ok $? "$1 refuses with EBUSY while intel_uncore owns the boxes"
	! grep -q "^$1 " /proc/modules
	ok $? "nothing of $1 left loaded"
}

model=$(sed -n 's/^model[[:space:]]*: //p' /proc/cpuinfo | head -1)
echo "TAP version 13"
echo "# CPU model $model"
if [ -n "${1:-}" ]; then
	[ "$model" = "$1" ]
	ok $? "the guest CPU is model $1 (it is $model)"
fi
insmod $M/boxpmu_core.ko
ok $? "boxpmu_core loads"

case $model in
46)
	if ! modprobe intel-uncore 2>/dev/null || [ ! -d /sys/bus/event_source/devices/uncore_ubox ]; then
		skip "intel_uncore did not register uncore_ubox" "intel_uncore coexistence"
	else
		insmod $M/boxpmu_sim.ko
		ok $? "boxpmu_sim loads"
		busy boxpmu_nhmex
		dmesg | grep -q "uncore_ubox is already registered by another driver.*blacklist intel_uncore"
		ok $? "the refusal names the taken PMU and how to blacklist intel_uncore"
		rmmod intel_uncore
		insmod $M/boxpmu_nhmex.ko
		ok $? "boxpmu_nhmex loads once intel_uncore is gone"
		rmmod boxpmu_nhmex && rmmod boxpmu_sim
		ok $? "and unloads"
	fi
	;;
45)
	insmod $M/boxpmu_sim.ko
	ok $? "boxpmu_sim loads (simulated R3QPI PCI devices)"
	modprobe intel-uncore 2>/dev/null
	owner=$(basename "$(readlink /sys/bus/pci/devices/*:13.5/driver 2>/dev/null)")
	if [ "$owner" != snbep_uncore ]; then
		skip "intel_uncore did not bind the R3QPI devices ($owner)" "intel_uncore coexistence"
	else
		busy boxpmu_snbep
		dmesg | grep -q "bound to driver snbep_uncore.*blacklist intel_uncore"
		ok $? "the refusal names the driver holding the devices and how to blacklist it"
		owner=$(basename "$(readlink /sys/bus/pci/devices/*:13.5/driver)")
		[ "$owner" = snbep_uncore ]
		ok $? "the devices stay with intel_uncore ($owner)"
		rmmod intel_uncore
		insmod $M/boxpmu_snbep.ko
		ok $? "boxpmu_snbep loads once intel_uncore is gone"
		owner=$(basename "$(readlink /sys/bus/pci/devices/*:13.5/driver)")
		[ "$owner" = boxpmu_snbep ]
		ok $? "and binds the R3QPI devices ($owner)"
		rmmod boxpmu_snbep && rmmod boxpmu_sim
		ok $? "and unloads"
	fi
	;;
62)
	# Two links only: intel_uncore of 6.1 declares two Ivy Bridge-EP R3QPI
	# boxes and indexes a third, past its array, for link 2 (8086:0e3e).
	insmod $M/boxpmu_sim.ko nhmex=0 ixp2800=0 ivbep=1 ivbep_r3qpi_links=2
	ok $? "boxpmu_sim loads (simulated Ivy Bridge-EP IRP and two R3QPI links)"
	modprobe intel-uncore 2>/dev/null
	irp=$(basename "$(readlink /sys/bus/pci/devices/*:05.6/driver 2>/dev/null)")
	r3=$(basename "$(readlink /sys/bus/pci/devices/*:13.5/driver 2>/dev/null)")
	if [ "$irp" != ivbep_uncore ] || [ "$r3" != ivbep_uncore ]; then
		skip "intel_uncore did not bind the IRP and R3QPI devices ($irp, $r3)" "intel_uncore coexistence"
	else
		busy boxpmu_snbep
		dmesg | grep -q "bound to driver ivbep_uncore.*blacklist intel_uncore"
		ok $? "the refusal names the driver holding the devices and how to blacklist it"
		irp=$(basename "$(readlink /sys/bus/pci/devices/*:05.6/driver)")
		r3=$(basename "$(readlink /sys/bus/pci/devices/*:13.6/driver)")
		[ "$irp" = ivbep_uncore ] && [ "$r3" = ivbep_uncore ]
		ok $? "the devices stay with intel_uncore ($irp, $r3)"
		rmmod intel_uncore
		insmod $M/boxpmu_snbep.ko
		ok $? "boxpmu_snbep loads once intel_uncore is gone"
		irp=$(basename "$(readlink /sys/bus/pci/devices/*:05.6/driver)")
		r3=$(basename "$(readlink /sys/bus/pci/devices/*:13.6/driver)")
		[ "$irp" = boxpmu_snbep ] && [ "$r3" = boxpmu_snbep ]
		ok $? "and binds the IRP and R3QPI devices ($irp, $r3)"
		D=/sys/bus/event_source/devices
		[ -d $D/uncore_irp ] && [ -d $D/uncore_r3qpi_1 ] && [ ! -d $D/uncore_r3qpi_2 ]
		ok $? "uncore_irp and two R3QPI PMUs, none for the link the part lacks"
		rmmod boxpmu_snbep && rmmod boxpmu_sim
		ok $? "and unloads"
	fi
	;;
*)
	out=$(insmod $M/boxpmu_nhmex.ko 2>&1)
	echo "$out" | grep -q "No such device"
	ok $? "boxpmu_nhmex on a CPU that is not a Xeon 7500 fails with ENODEV"
	out=$(insmod $M/boxpmu_snbep.ko 2>&1)
	echo "$out" | grep -q "No such device"
	ok $? "boxpmu_snbep without any R3QPI device fails with ENODEV"
	! grep -qE "^boxpmu_(nhmex|snbep) " /proc/modules
	ok $? "neither driver left loaded"
	;;
esac
finish
