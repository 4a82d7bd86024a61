# shellcheck shell=bash
# SPDX-License-Identifier: GPL-2.0
# What scripts/vm-run (x86) and scripts/vm-run-arm share: options, the guest's
# root skeleton and module list, the results of scripts/vm-init on the
# control channel and their exit status. Sourced after HERE is set.

PROG=${0##*/}
DEBUG=${BOXPMU_VM_DEBUG:-0}
SHARE=
LOAD=1
MODPARAMS=()
APPEND=()
QPID=
declare -A PARAMS=()
# the options both take; VAL_OPT: --NAME VALUE into a variable, FLAG_OPT:
# --NAME sets VAR=VALUE
declare -A VAL_OPT=([--share]=SHARE [--timeout]=TIMEOUT [--kernel]=KERNEL)
declare -A FLAG_OPT=([--no-load]=LOAD=0)

usage() { sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; }
err() { echo "$PROG: $*" >&2; }
die() { err "error: $*"; exit 125; }
bad_usage() { err "$*"; usage >&2; exit 125; }
need_arg() { [ $# -ge 2 ] || bad_usage "option $1 needs a value"; }
is_uint() { case "$1" in '' | *[!0-9]*) return 1 ;; esac; }
is_posint() { is_uint "$1" && [ "$1" -ge 1 ]; }

vm_parse() {	# vm_parse ARGS...: the options, then CMD
	while [ $# -gt 0 ]; do
		case "$1" in
		--modparam) need_arg "$@"; MODPARAMS+=("$2"); shift ;;
		--append) need_arg "$@"; APPEND+=("$2"); shift ;;
		-h | --help) usage; exit 0 ;;
		--) shift; break ;;
		'') bad_usage "unknown option ''" ;;
		*)
			if [ -n "${FLAG_OPT[$1]:-}" ]; then
				printf -v "${FLAG_OPT[$1]%%=*}" %s "${FLAG_OPT[$1]#*=}"
			elif [ -n "${VAL_OPT[$1]:-}" ]; then
				need_arg "$@"
				printf -v "${VAL_OPT[$1]}" %s "$2"
				shift
			else
				bad_usage "unknown option '$1'"
			fi
			;;
		esac
		shift
	done
	[ $# -gt 0 ] || bad_usage "no command given"
	# shellcheck disable=SC2034 # for the sourcing script
	CMD="$*"
	is_uint "$TIMEOUT" || die "--timeout needs a number (seconds)"
}

vm_debug_scale() {	# the debug kernel's SCALE, TIMEOUT multiplied by it
	SCALE=${BOXPMU_DEBUG_SCALE:-6}
	is_posint "$SCALE" || die "BOXPMU_DEBUG_SCALE must be a positive number"
	TIMEOUT=$((TIMEOUT * SCALE))
}

# shellcheck disable=SC2317 # run by the EXIT trap
vm_cleanup() {
	[ -z "$QPID" ] || kill "$QPID" 2>/dev/null || true
	if [ "$DEBUG" = 1 ]; then err "kept $TMP"; else rm -rf "$TMP"; fi
}
# TMP, removed at exit unless BOXPMU_VM_DEBUG=1; QEMU's serial lines: ttyS0
# the console, ttyS1 CMD's output: QEMU's stdout (ours, the same file
# description keeps the caller's file offset right), ttyS2 the control channel
vm_tmp() {
	TMP=$(mktemp -d "${TMPDIR:-/tmp}/boxpmu-vm${PROG#vm-run}.XXXXXX")
	trap vm_cleanup EXIT
	# shellcheck disable=SC2034 # for the sourcing script
	CHARDEVS=(-chardev "file,id=con,path=$TMP/console.log" -chardev "stdio,id=out"
		-chardev "file,id=ctl,path=$TMP/ctl.log")
}

vm_root() {	# vm_root DIR HOST-BUSYBOX: $BUSYBOX with HOST-BUSYBOX's applets, /init
	local r=$1 a
	mkdir -p "$r"/{bin,sbin,usr/bin,usr/sbin,proc,sys,dev,tmp,mnt,etc,root,lib/boxpmu}
	install -m 0755 "$BUSYBOX" "$r/bin/busybox"
	for a in $("$2" --list-full); do
		# never link the name busybox itself over the binary
		[ "${a##*/}" = busybox ] && continue
		mkdir -p "$r/$(dirname "$a")"
		ln -sf /bin/busybox "$r/$a"
	done
	printf 'root:x:0:0:root:/root:/bin/sh\n' >"$r/etc/passwd"
	printf 'root:x:0:\n' >"$r/etc/group"
	install -m 0755 "$HERE/vm-init" "$r/init"
}

vm_cpio() { (cd "$1" && find . | LC_ALL=C sort | cpio -o -H newc -R 0:0 --quiet); }

vm_run_files() {	# vm_run_files DIR MODULE...: DIR's /etc/boxpmu/{cmd,load}, share
	local r=$1 w kv m words
	shift
	mkdir -p "$r/etc/boxpmu"
	[ "$SCALE" = 1 ] || printf 'export BOXPMU_TIMEOUT_SCALE=%s\n' "$SCALE" >"$r/etc/boxpmu/cmd"
	for w in ${MODPARAMS[@]+"${MODPARAMS[@]}"}; do
		read -ra words <<<"$w"
		for kv in ${words[@]+"${words[@]}"}; do
			case "$kv" in *:*=*) ;; *) die "--modparam: '$kv' is not MODULE:PARAM=VALUE" ;; esac
			m=${kv%%:*}
			m=${m%.ko}
			m=${m//-/_}
			PARAMS[$m]="${PARAMS[$m]:+${PARAMS[$m]} }${kv#*:}"
		done
	done
	if [ "$LOAD" = 1 ]; then
		for m; do
			echo "/lib/boxpmu/$m.ko ${PARAMS[$m]:-}" >>"$r/etc/boxpmu/load"
			unset "PARAMS[$m]"
		done
		for m in "${!PARAMS[@]}"; do
			die "--modparam for $m, which is not loaded (no drivers/**/$m.ko)"
		done
	fi
	if [ -n "$SHARE" ]; then
		mkdir -p "$r/mnt/share"
		cp -a "$SHARE/." "$r/mnt/share/"
	fi
}

vm_kargs() {	# vm_kargs LOG_BUF_LEN ARGS...: KARGS, then --append's
	KARGS="console=ttyS0 panic=-1 quiet loglevel=4 log_buf_len=$1 rdinit=/init ${*:2}"
	[ ${#APPEND[@]} -eq 0 ] || KARGS="$KARGS ${APPEND[*]}"
}

ctl_value() { sed -n "s/^@@BOXPMU-$1 \([0-9]*\)\$/\1/p" "$TMP/ctl.log" | tail -n1; }
ctl_block() { sed -n "/^@@BOXPMU-$1-BEGIN\$/,/^@@BOXPMU-$1-END\$/p" "$TMP/ctl.log" | sed '1d;$d'; }

vm_status() {	# vm_status QEMU-EXIT: STATUS, the guest's; none: exit 124 or 125
	local qrc=$1
	touch "$TMP/ctl.log" "$TMP/console.log"
	STATUS=$(ctl_value STATUS)
	[ -z "$STATUS" ] || return 0
	if [ "$qrc" = 124 ] || [ "$qrc" = 137 ]; then
		err "timeout after ${TIMEOUT}s: no result from the guest"
	elif [ -s "$TMP/qemu.err" ] && [ "$qrc" != 0 ]; then
		err "qemu failed (exit $qrc):"
		cat "$TMP/qemu.err" >&2
		exit 125
	else
		err "guest ended without a result (panic or crash?)"
	fi
	err "---- console tail ----"
	tail -n 60 "$TMP/console.log" | sed -e 's/\x1b\[[0-9;?]*[a-zA-Z]//g' -e 's/\x1bc//g' | tr -d '\r' >&2
	if [ -s "$TMP/ctl.log" ]; then
		err "---- control channel tail ----"
		tail -n 30 "$TMP/ctl.log" >&2
	fi
	exit 124
}

vm_exit() {	# exit with STATUS, 125 if a module did not load, 120 if unhealthy
	local dmesg taint healthy=1
	dmesg=$(ctl_block DMESG; ctl_block KMEMLEAK)
	if grep -q '^@@BOXPMU-LOADFAIL' "$TMP/ctl.log"; then
		err "module load failed, command not run:"
		sed -n '/^@@BOXPMU-LOADFAIL/,/^@@BOXPMU-DMESG-BEGIN$/p' "$TMP/ctl.log" |
			sed -e '$d' -e 's/^@@BOXPMU-LOADFAIL /  /' >&2
		err "---- dmesg since /init ----"
		printf '%s\n' "$dmesg" | awk '/Run \/init as init process/ { p = 1 } p' >&2
		exit 125
	fi
	printf '%s\n' "$dmesg" >"$TMP/dmesg"
	if ! "$HERE/kernel-health" "$TMP/dmesg" 2>"$TMP/health"; then
		healthy=0
		err "kernel health check failed (scripts/kernel-health):"
		cat "$TMP/health" >&2
	fi
	taint=$(ctl_value TAINT)
	if [ -z "$taint" ] || [ $((taint & ~(4096 | 8192))) -ne 0 ]; then
		healthy=0
		err "kernel health check failed: tainted=${taint:-?} (only O=4096 and E=8192 are allowed)"
	fi
	[ "$healthy" = 1 ] || [ "$STATUS" != 0 ] || exit 120
	exit "$STATUS"
}
