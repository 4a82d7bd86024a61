#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# install.sh: the modules as `make install` installs them, loaded the way a
# distribution loads modules. Run in a guest that looks like a Xeon 7500
# (vm-run --no-load --cpu Nehalem,model=46,-hypervisor), with the staged
# install (make install INSTALL_MOD_PATH=DIR) in ./root and the real kmod in
# /opt/kmod/bin. Checks: the staged tree, depmod, dependency resolution,
# the aliases of the device tables (the CPU's, the PCI devices', the
# platform device's and a devicetree node's), that the modprobe.d file keeps
# intel_uncore from being autoloaded, and a udev-style coldplug that loads
# boxpmu_nhmex and boxpmu_snbep with boxpmu_core, after which perf counts
# exactly what the simulator injects. TAP output.
#
# The simulator is not part of an install (it must never load on a server):
# the test adds it, and the IXP2800 driver that an x86 install leaves out,
# to the module tree as the test rig's own, after the install checks.

TAP_NAME=install.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"

K=/opt/kmod/bin
KREL=$(uname -r)
EXTRA=/lib/modules/$KREL/extra
SIM=/sys/kernel/debug/boxpmu_sim

loaded() { grep -q "^$1 " /proc/modules; }

echo "TAP version 13"
[ -x $K/modprobe ] || bail "kmod in the guest" "no $K/modprobe (scripts/vm-run)"
[ -d root/lib/modules/"$KREL"/extra ] ||
	bail "staged install" "no root/lib/modules/$KREL/extra: built for another kernel?"

# --- what make install staged
staged=$(cd root/lib/modules/"$KREL"/extra && for f in *; do echo "$f"; done | sort | tr '\n' ' ')
[ "$staged" = "boxpmu_core.ko boxpmu_nhmex.ko boxpmu_snbep.ko " ]
ok $? "make install stages boxpmu_core, boxpmu_nhmex and boxpmu_snbep, nothing else ($staged)"
[ -f root/etc/modprobe.d/boxpmu.conf ] && grep -qx 'blacklist intel_uncore' root/etc/modprobe.d/boxpmu.conf
ok $? "and etc/modprobe.d/boxpmu.conf, which blacklists intel_uncore"

# --- into the guest's module tree, as a package would put it there
mkdir -p "$EXTRA" && cp root/lib/modules/"$KREL"/extra/*.ko "$EXTRA"/ &&
	cp root/etc/modprobe.d/boxpmu.conf /etc/modprobe.d/
ok $? "the staged files copied to /"
$K/depmod -a
ok $? "depmod -a"
deps=$($K/modprobe --show-depends boxpmu_nhmex | sed 's/^insmod //; s/ .*//' | tr '\n' ' ')
[ "$deps" = "$EXTRA/boxpmu_core.ko $EXTRA/boxpmu_nhmex.ko " ]
ok $? "modprobe boxpmu_nhmex would load boxpmu_core first, both from extra/ ($deps)"

# --- aliases: which modules udev would load for each device
cpu=$(cat /sys/devices/system/cpu/modalias)
case $cpu in *fam0006mod002E*) ;; *) bail "CPU modalias" "not a model 46 guest: $cpu" ;; esac
# what a load by this alias would insmod (-n -v: a dry run; -b: with the
# blacklist, as udev loads)
would() { $K/modprobe "$@" -b -n -v 2>/dev/null | sed -n 's|^insmod .*/\([^/]*\)\.ko.*|\1|p' | tr '\n' ' '; }
r=$(would "$cpu")
[ "$r" = "boxpmu_core boxpmu_nhmex " ]
ok $? "loading by the CPU's modalias: boxpmu_core, boxpmu_nhmex and not intel_uncore, blacklisted ($r)"
r=$(would -C /dev/null "$cpu")
[ "$r" = "intel-uncore boxpmu_core boxpmu_nhmex " ]
ok $? "without boxpmu.conf it would load intel_uncore as well ($r)"
r=$($K/modprobe -R pci:v00008086d00003C44sv00008086sd00000000bc11sc01i00 2>/dev/null | tr '\n' ' ')
[ "$r" = "boxpmu_snbep " ]
ok $? "a Sandy Bridge-EP R3QPI device (8086:3c44) resolves to boxpmu_snbep ($r)"
r=$($K/modprobe -R pci:v00008086d00000E39sv00008086sd00000000bc11sc01i00 2>/dev/null | tr '\n' ' ')
[ "$r" = "boxpmu_snbep " ]
ok $? "an Ivy Bridge-EP IRP device (8086:0e39) resolves to boxpmu_snbep ($r)"
r=$($K/modprobe -R "cpu:type:x86,ven0000fam0006mod001A:feature:,0000" 2>/dev/null | tr '\n' ' ')
case "$r" in *boxpmu*) false ;; esac
ok $? "a Nehalem-EP CPU (model 26) resolves to no boxpmu module (${r:-none})"

# --- the test rig: the simulator and the IXP2800 driver
cp /lib/boxpmu/boxpmu_sim.ko /lib/boxpmu/boxpmu_ixp2800.ko "$EXTRA"/ && $K/depmod -a
ok $? "test rig: boxpmu_sim and boxpmu_ixp2800 added to extra/, depmod -a"
r=$($K/modprobe -R "of:NpmuT(null)Cintel,ixp2800-pmu" 2>/dev/null | tr '\n' ' ')
[ "$r" = "boxpmu_ixp2800 " ]
ok $? "a devicetree node intel,ixp2800-pmu resolves to boxpmu_ixp2800 ($r)"
$K/modprobe boxpmu_sim && loaded boxpmu_core && loaded boxpmu_sim
ok $? "modprobe boxpmu_sim loads boxpmu_core by itself"

# --- coldplug: what udev does for every device with a modalias
find /sys/devices -name modalias | while read -r f; do
	a=$(cat "$f" 2>/dev/null) && [ -n "$a" ] && $K/modprobe -b -q "$a" 2>/dev/null
done
loaded boxpmu_nhmex
ok $? "coldplug loads boxpmu_nhmex (the CPU)"
loaded boxpmu_snbep
ok $? "coldplug loads boxpmu_snbep (the simulated R3QPI devices)"
loaded boxpmu_ixp2800
ok $? "coldplug loads boxpmu_ixp2800 (the simulated platform device)"
! loaded intel_uncore
ok $? "coldplug leaves intel_uncore unloaded"
for p in uncore_ubox uncore_cbox_0 uncore_wbox uncore_r3qpi_0 uncore_ixp2800; do
	[ -d /sys/bus/event_source/devices/$p ]
	ok $? "PMU $p registered"
done

perf stat -a -x, -o /tmp/stat -e uncore_cbox_0/event=0x14,umask=0x01/ -- \
	sh -c "echo 'event=0x14,umask=0x01 count=4321' > $SIM/uncore_cbox_0/inject"
got=$(awk -F, '/^[0-9]/ { s += $1; k++ } END { if (k) print s; else print "none" }' /tmp/stat)
[ "$got" = 4321 ]
ok $? "perf stat counts what the simulator injects into the C-box ($got of 4321)"

$K/modprobe -r boxpmu_ixp2800 boxpmu_snbep boxpmu_nhmex boxpmu_sim && ! loaded boxpmu_core
ok $? "modprobe -r unloads them, boxpmu_core last"
finish
