#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# coexist.sh [MODEL]: boxpmu's drivers beside the in-tree intel_uncore, which
# drives the same boxes (vm-run --no-load; MODEL: the guest's, so that a QEMU
# ignoring -cpu ...,model= fails). 46/47 (Xeon 7500, Westmere-EX): boxpmu_nhmex
# refuses and says why; 45/62 (Xeon E5-2600, E5 v2): the first of boxpmu_snbep
# and intel_uncore binds the simulated R3QPI (and IRP) devices, the other
# refuses them or drives the rest; other models: without the simulator both
# drivers fail with ENODEV. TAP.

TAP_NAME=coexist.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"

# busy MODULE: insmod fails with EBUSY and leaves nothing loaded. kmod's
# insmod tries once; busybox's tries finit_module, then init_module (two inits)
busy() {
	out=$(/opt/kmod/bin/insmod "$M/$1.ko" 2>&1)
	st=$?
	[ $st -ne 0 ] && echo "$out" | grep -q "Device or resource busy"
	ok $? "$1 refuses with EBUSY while intel_uncore owns the boxes"
	! loaded "$1"
	ok $? "nothing of $1 left loaded"
}

model=$(cpuinfo model)
echo "# CPU model $model"
if [ -n "${1:-}" ]; then
	[ "$model" = "$1" ]
	ok $? "the guest CPU is model $1 (it is $model)"
fi
insmod $M/boxpmu_core.ko
ok $? "boxpmu_core loads"

sim_model "$model"
case $model in
46 | 47)
	if ! modprobe intel-uncore 2>/dev/null || [ ! -d $DEV/uncore_ubox ]; then
		skip "intel_uncore did not register uncore_ubox" "intel_uncore coexistence"
	else
		# shellcheck disable=SC2086 # one word per parameter
		insmod $M/boxpmu_sim.ko $SIMOPTS
		ok $? "boxpmu_sim loads ${SIMOPTS:-(defaults)}"
		busy boxpmu_nhmex
		dmesg | grep -q "uncore_ubox is already registered by another driver.*modprobe -r intel_uncore"
		ok $? "the refusal names the taken PMU and how to hand it over"
		rmmod intel_uncore
		insmod $M/boxpmu_nhmex.ko
		ok $? "boxpmu_nhmex loads once intel_uncore is gone"
		rmmod boxpmu_nhmex && rmmod boxpmu_sim
		ok $? "and unloads"
	fi
	;;
45 | 62)
	drv=snbep_uncore what=R3QPI
	[ "$model" = 45 ] || drv=ivbep_uncore what="IRP and R3QPI"
	# shellcheck disable=SC2086 # one word per parameter
	insmod $M/boxpmu_sim.ko $SIMOPTS
	ok $? "boxpmu_sim loads (simulated $what PCI devices: $SIMOPTS)"

	# boxpmu_snbep first, as the installed modprobe.d file orders them:
	# intel_uncore then drives every other box and leaves these alone
	insmod $M/boxpmu_snbep.ko
	ok $? "boxpmu_snbep loads before intel_uncore"
	modprobe intel-uncore
	ok $? "intel_uncore loads after it"
	bound boxpmu_snbep "$DEVS"
	ok $? "the $what devices stay with boxpmu_snbep ($(owners "$DEVS"))"
	# one C-box per core: uncore_cbox in a guest of one vCPU
	for p in uncore_ubox uncore_cbox uncore_pcu; do
		[ -d $DEV/$p ] || [ -d $DEV/${p}_0 ]
		ok $? "intel_uncore registers $p beside boxpmu_snbep's PMUs"
	done
	[ -d $DEV/uncore_r3qpi_0 ] && [ -d $DEV/uncore_r3qpi_1 ] &&
		{ [ "$model" = 45 ] || [ -d $DEV/uncore_irp ]; }
	ok $? "boxpmu_snbep's PMUs are there"
	counts uncore_r3qpi_1 "event=0x01" 4321
	v=$(violations)
	ok "$v" "boxpmu_snbep wrote no register against the manual's rules ($v writes)"
	rmmod intel_uncore && rmmod boxpmu_snbep
	ok $? "both unload"

	v0=$(violations)
	mark0=$(dmesg | wc -l)
	modprobe intel-uncore 2>/dev/null
	if ! bound $drv "$DEVS"; then
		skip "intel_uncore did not bind the $what devices ($(owners "$DEVS"))" \
			"intel_uncore coexistence"
	else
		mark=$(dmesg | wc -l)
		busy boxpmu_snbep
		said=$(dmesg | tail -n +$((mark + 1)) | grep boxpmu_snbep)
		[ "$(echo "$said" | grep -c .)" = 1 ] &&
			echo "$said" | grep -q "bound to intel_uncore (driver $drv).*modprobe -r intel_uncore"
		ok $? "the refusal is one message: intel_uncore's driver has the devices, and what to do (${said:-nothing})"
		bound $drv "$DEVS"
		ok $? "the devices stay with intel_uncore ($(owners "$DEVS"))"
		# intel_uncore is known to count right on the hardware: it must
		# count what the simulator injects too
		counts uncore_r3qpi_1 "event=0x01" 4321
		[ "$model" = 45 ] || counts uncore_irp "event=0x15,umask=0x1" 555
		# On Ivy Bridge-EP intel_uncore writes the box controls without
		# bits 17:16, which 329468 says software must write 1
		# (Documentation/snbep.rst): those writes, and no other.
		v=$(($(violations) - v0))
		other=$(dmesg | tail -n +$((mark0 + 1)) | grep 'boxpmu_sim: .* written 0x' |
			grep -cv '_PCI_PMON_BOX_CTL written 0x[0-9a-f]*: bits 0x30000 must be written 1')
		if [ "$model" = 45 ]; then
			ok "$v" "intel_uncore wrote no register against 327043's rules ($v writes)"
		else
			diag "intel_uncore wrote $v box control values without bits 17:16"
			ok "$other" "intel_uncore broke no rule of 329468 but bits 17:16 of the box controls ($other other writes)"
		fi
		if [ "$model" = 62 ]; then
			# some devices free, others with intel_uncore: still no
			# half of them for boxpmu_snbep
			basename /sys/bus/pci/devices/*:05.6 >/sys/bus/pci/drivers/$drv/unbind &&
				[ ! -d $DEV/uncore_irp ]
			ok $? "the IRP unbound from $drv (its uncore_irp gone)"
			busy boxpmu_snbep
			[ "$(owners "$DEVS")" = "- $drv $drv " ] && [ ! -d $DEV/uncore_irp ]
			ok $? "with the IRP free, boxpmu_snbep takes none of the devices ($(owners "$DEVS"))"
		fi
		rmmod intel_uncore
		insmod $M/boxpmu_snbep.ko
		ok $? "boxpmu_snbep loads once intel_uncore is gone"
		bound boxpmu_snbep "$DEVS"
		ok $? "and binds the $what devices ($(owners "$DEVS"))"
		if [ "$model" = 62 ]; then
			[ -d $DEV/uncore_irp ] && [ -d $DEV/uncore_r3qpi_1 ] && [ ! -d $DEV/uncore_r3qpi_2 ]
			ok $? "uncore_irp and two R3QPI PMUs, none for the link the part lacks"
		fi
		rmmod boxpmu_snbep && rmmod boxpmu_sim
		ok $? "and unloads"
	fi
	;;
*)
	insmod $M/boxpmu_nhmex.ko 2>&1 | grep -q "No such device"
	ok $? "boxpmu_nhmex on a CPU that is not a Xeon 7500 fails with ENODEV"
	insmod $M/boxpmu_snbep.ko 2>&1 | grep -q "No such device"
	ok $? "boxpmu_snbep without any R3QPI device fails with ENODEV"
	! loaded boxpmu_nhmex && ! loaded boxpmu_snbep
	ok $? "neither driver left loaded"
	;;
esac
finish
