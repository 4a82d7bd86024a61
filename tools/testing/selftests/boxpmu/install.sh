#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# shellcheck disable=SC2317 # order calls its loaders through "$@"
# install.sh MODEL [DIR]: the modules as make install (or DKMS: DIR
# updates/dkms) installs them, loaded by the real kmod (/opt/kmod/bin) as a
# distribution loads modules, beside intel_uncore, then uninstalled. Run with
# vm-run --no-load, the staged install in ./root, in a guest of CPU model
# MODEL without the hypervisor flag. The simulator (with boxpmu_core) stands
# in for the hardware, insmod'ed first, never part of an install. TAP output.

TAP_NAME=install.sh
# shellcheck source=tap.sh
. "$(dirname "$0")/tap.sh"

K=/opt/kmod/bin
KREL=$(uname -r)
SUB=${2:-extra}
EXTRA=/lib/modules/$KREL/$SUB

pmus() { (cd $DEV && for p in uncore_*; do [ -e "$p" ] && printf '%s ' "$p"; done); }

by_alias() { for a; do "$K"/modprobe -b -q "$a" 2>/dev/null; done; }
cpu_alias() { cat /sys/devices/system/cpu/modalias; }
pci_aliases() { for d in $DEVS; do cat /sys/bus/pci/devices/*:"$d"/modalias; done; }
coldplug() { find /sys/devices -name modalias | while read -r f; do by_alias "$(cat "$f" 2>/dev/null)"; done; }

unload() {
	for m in intel_uncore boxpmu_ixp2800 boxpmu_snbep boxpmu_nhmex; do
		! loaded $m || $K/rmmod $m || return 1
	done
}

# intel_uncore limits the Xeon 7500's C-boxes to the cores and names a single
# one uncore_cbox; boxpmu_nhmex registers the part's eight (perf's
# uncore_cbox/.../ means either)
kept() {
	for p in $BEFORE; do
		[ -d $DEV/"$p" ] || [ -d $DEV/"${p}_0" ] || { echo "$p"; return 1; }
	done
}

check_loaded() {
	lost=$(kept)
	ok $? "$1: every PMU intel_uncore had before is there${lost:+ (not $lost)}"
	if [ -n "$NHMEX" ]; then
		loaded boxpmu_nhmex && ! loaded intel_uncore
		ok $? "$1: boxpmu_nhmex loaded, intel_uncore not"
	else
		loaded intel_uncore && ! loaded boxpmu_nhmex
		ok $? "$1: intel_uncore loaded (and not boxpmu_nhmex)"
	fi
	bound boxpmu_snbep "$DEVS"
	ok $? "$1: boxpmu_snbep has the simulated devices ($(owners "$DEVS"))"
	said=$(dmesg | tail -n +$((MARK + 1)) | grep -E "already registered|bound to|duplicate")
	[ -z "$said" ]
	ok $? "$1: no refusal or duplicate in dmesg${said:+ ($said)}"
}

# order NAME CMD...: CMD loads the modules as udev may, then check_loaded NAME
order() {
	MARK=$(dmesg | wc -l)
	_name=$1
	shift
	"$@"
	check_loaded "$_name"
	unload
	ok $? "all unload"
}
by_name() {
	"$K"/modprobe intel_uncore
	ok $? "modprobe intel_uncore (by name) succeeds"
}

resolve() { $K/modprobe -R "$1" 2>/dev/null | tr '\n' ' '; }
# alias_is MODALIAS MODULE WHAT: kmod resolves the device WHAT to MODULE alone
alias_is() {
	r=$(resolve "$1")
	[ "$r" = "$2 " ]
	ok $? "$3 resolves to $2 ($r)"
}

MODEL=${1:-}
NHMEX=
model=$(cpuinfo model)
{ [ -n "$MODEL" ] && [ "$model" = "$MODEL" ]; } ||
	bail "CPU model" "want model ${MODEL:-(none given)}, the guest has $model"
sim_model "$MODEL" || bail "CPU model" "no case for model $MODEL"
case $MODEL in 4[67]) NHMEX=1 ;; esac
[ -x $K/modprobe ] || bail "kmod in the guest" "no $K/modprobe (scripts/vm-run)"
[ -d root/lib/modules/"$KREL/$SUB" ] ||
	bail "staged install" "no root/lib/modules/$KREL/$SUB: built for another kernel?"

# --- what was staged (DKMS compresses as the kernel's own modules are)
staged=$(cd root/lib/modules/"$KREL/$SUB" && for f in *; do echo "${f%.xz}"; done | sort | tr '\n' ' ')
[ "$staged" = "boxpmu_core.ko boxpmu_nhmex.ko boxpmu_snbep.ko " ]
ok $? "the install stages boxpmu_core, boxpmu_nhmex and boxpmu_snbep, nothing else ($staged)"
conf=root/etc/modprobe.d/boxpmu.conf
[ -f $conf ] && ! grep -q '^[[:space:]]*blacklist' $conf
ok $? "and etc/modprobe.d/boxpmu.conf, which blacklists nothing"

# --- the test rig: kmod's modprobe where modprobe.d's commands find it, as
# on a distribution; the simulated hardware
ln -sf $K/modprobe /sbin/modprobe && /sbin/modprobe --version | grep -q kmod
ok $? "kmod's modprobe as /sbin/modprobe"
# shellcheck disable=SC2086 # one word per parameter
insmod $M/boxpmu_core.ko && insmod $M/boxpmu_sim.ko $SIMOPTS
ok $? "test rig: boxpmu_core and boxpmu_sim ${SIMOPTS:-(defaults)} insmod'ed from $M"

# --- before: the machine without boxpmu
coldplug
BEFORE=$(pmus)
OWNERS_BEFORE=$(owners "$DEVS")
loaded intel_uncore && [ -n "$BEFORE" ]
ok $? "before: coldplug loads intel_uncore, which registers $BEFORE"
if [ -z "$NHMEX" ]; then
	case "$OWNERS_BEFORE" in *-* | *boxpmu*) false ;; esac
	ok $? "before: intel_uncore has the simulated devices ($OWNERS_BEFORE)"
fi
unload
ok $? "before: intel_uncore unloads"

# --- install: the staged files into /, as a package would put them there
mkdir -p "$EXTRA" && cp root/lib/modules/"$KREL/$SUB"/* "$EXTRA"/ &&
	cp $conf /etc/modprobe.d/
ok $? "the staged files copied to /"
$K/depmod -a
ok $? "depmod -a"
if [ -n "$NHMEX" ]; then mod=boxpmu_nhmex; else mod=boxpmu_snbep; fi
deps=$($K/modprobe --show-depends $mod | sed 's/^insmod //; s/ .*//; s/\.xz$//' | tr '\n' ' ')
[ "$deps" = "$EXTRA/boxpmu_core.ko $EXTRA/$mod.ko " ]
ok $? "modprobe $mod would load boxpmu_core first, both from $SUB/ ($deps)"
$K/modprobe -c | grep -q '^install intel_uncore .*boxpmu_snbep.*boxpmu_nhmex'
ok $? "kmod reads boxpmu.conf's install command for intel_uncore"

# --- aliases: which modules udev would load for which device
r=$(resolve "$(cpu_alias)")
case "$NHMEX:$r" in
1:"boxpmu_nhmex intel_uncore " | 1:"intel_uncore boxpmu_nhmex " | :"intel_uncore ") ;;
*) false ;;
esac
ok $? "the CPU's modalias resolves to intel_uncore (and on 46/47 boxpmu_nhmex) ($r)"
alias_is pci:v00008086d00003C44sv00008086sd00000000bc11sc01i00 boxpmu_snbep \
	"a Sandy Bridge-EP R3QPI device (8086:3c44)"
alias_is pci:v00008086d00000E39sv00008086sd00000000bc11sc01i00 boxpmu_snbep \
	"an Ivy Bridge-EP IRP device (8086:0e39)"
r=$(resolve "cpu:type:x86,ven0000fam0006mod001A:feature:,0000")
case "$r" in *boxpmu*) false ;; esac
ok $? "a Nehalem-EP CPU (model 26) resolves to no boxpmu module (${r:-none})"
if [ -n "$NHMEX" ]; then
	# the IXP2800 driver, which an x86 install leaves out: the rig's own
	cp $M/boxpmu_ixp2800.ko "$EXTRA"/ && $K/depmod -a
	ok $? "test rig: boxpmu_ixp2800 added to $SUB/, depmod -a"
	alias_is "of:NpmuT(null)Cintel,ixp2800-pmu" boxpmu_ixp2800 "a devicetree node intel,ixp2800-pmu"
fi

# --- loading, in each order udev may take
# shellcheck disable=SC2046 # one word per modalias
order "CPU's modalias first" by_alias "$(cpu_alias)" $(pci_aliases)
# shellcheck disable=SC2046 # one word per modalias
order "PCI devices' modaliases first" by_alias $(pci_aliases) "$(cpu_alias)"
order "intel_uncore by name" by_name

# --- the boot: every device's modalias, then counting
MARK=$(dmesg | wc -l)
coldplug
check_loaded "coldplug"
if [ -n "$NHMEX" ]; then
	loaded boxpmu_ixp2800
	ok $? "coldplug loads boxpmu_ixp2800 (the simulated platform device)"
	counts uncore_cbox_0 "event=0x14,umask=0x01" 4321
fi
counts uncore_r3qpi_0 "event=0x01" 1234
echo "# PMUs: $(pmus)"

# --- uninstall: the staged files (and the rig's) out again
unload
ok $? "all unload"
(cd root && find . -type f) | while read -r f; do rm "/${f#./}" || exit 1; done &&
	rm -f "$EXTRA"/boxpmu_ixp2800.ko && rmdir "$EXTRA" && $K/depmod -a
ok $? "the staged files removed again, depmod -a"
! $K/modprobe -c | grep -q boxpmu
ok $? "kmod knows nothing of boxpmu"
coldplug
[ "$(pmus)" = "$BEFORE" ] && [ "$(owners "$DEVS")" = "$OWNERS_BEFORE" ] && loaded intel_uncore
ok $? "coldplug: intel_uncore as before ($(pmus); $(owners "$DEVS"))"
unload && rmmod boxpmu_sim && rmmod boxpmu_core
ok $? "all unload, the rig too"
finish
