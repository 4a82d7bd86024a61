# shellcheck shell=bash
# SPDX-License-Identifier: GPL-2.0
# What scripts/kernel/build-debug and build-arm share: build (once) a kernel
# from Debian's linux-source-6.1 with patches and config fragments, cached by
# a hash of its inputs in $BOXPMU_CACHE/$FLAVOUR-<key>/.
#
# The script sets SRC, FRAGS, PATCHES, FLAVOUR, WHAT (for messages), LOCK,
# CC_VERSION (the compiler's version line), MKARGS (make's extra arguments),
# BASECONFIG (the target the fragments are merged onto), MERGE (other files
# merge_config.sh takes before FRAGS, outside the key), TARGETS, SYMS (what
# Module.symvers must export), and may define kb_install, which installs the
# modules into $T/mods/: then build/ keeps no .ko and no vmlinux; and kb_opt,
# which takes one more option of its own or fails.

PROG=${0##*/}
CACHE=${BOXPMU_CACHE:-/var/cache/boxpmu}
QUIET=0
JOBS=$(nproc)
FORMAT=1
MERGE=()

err() { echo "$PROG: $*" >&2; }
die() { err "error: $*"; exit 1; }
log() { [ "$QUIET" = 1 ] || err "$*"; }

kb_parse() {	# kb_parse ARGS...: -q, --help, and what kb_opt takes if defined
	while [ $# -gt 0 ]; do
		case "$1" in
		-q) QUIET=1 ;;
		-h | --help) sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; exit 0 ;;
		*) { declare -F kb_opt >/dev/null && kb_opt "$1"; } || die "unknown option '$1'" ;;
		esac
		shift
	done
}

kb_done() { [ -f "$D/.complete" ] && echo "$D"; }

kb_build() {
	local p f line opt got bad=0 start end o lean=()
	[ -f "$SRC/.complete" ] || die "$SRC is not a complete unpacked source"
	KEY=$({
		echo "format $FORMAT"
		echo "source $(cat "$SRC/.complete")"
		echo "$CC_VERSION"
		cat "${FRAGS[@]}"
		for p in "${PATCHES[@]}"; do
			echo "patch $(basename "$p")"
			cat "$p"
		done
	} | sha256sum | cut -c1-16)
	D=$CACHE/$FLAVOUR-$KEY
	kb_done && exit 0

	mkdir -p "$CACHE"
	exec 9>"$CACHE/$LOCK"
	if ! flock -n 9; then
		log "another $WHAT build holds $CACHE/$LOCK; waiting"
		flock 9
	fi
	kb_done && exit 0

	# built in place: O= records the source's absolute path
	T=$D
	rm -rf "$T"
	mkdir -p "$T"
	LOG=$T/build.log
	log "building the $WHAT $KEY in $D (log: $LOG)"
	start=$(date +%s)

	# patched files are replaced by copies first, so the shared source is never written
	cp -al "$SRC" "$T/src"
	for p in "${PATCHES[@]}"; do
		# shellcheck disable=SC2013 # kernel source paths: one word each
		for f in $(sed -n 's|^+++ b/\([^[:space:]]*\).*|\1|p' "$p"); do
			cp --remove-destination "$SRC/$f" "$T/src/$f"
		done
		(cd "$T/src" && patch -p1 --forward --no-backup-if-mismatch -s <"$p") >>"$LOG" 2>&1 ||
			die "patch $(basename "$p") does not apply (see $LOG)"
	done

	MK=(nice -n 10 make -C "$T/src" O="$T/build" "${MKARGS[@]}" -j"$JOBS")
	{
		"${MK[@]}" "$BASECONFIG"
		"$T/src/scripts/kconfig/merge_config.sh" -m -O "$T/build" "$T/build/.config" \
			${MERGE[@]+"${MERGE[@]}"} "${FRAGS[@]}"
		"${MK[@]}" olddefconfig
	} >>"$LOG" 2>&1 || die "configuring failed (see $LOG)"

	# every option of the fragments must survive olddefconfig (the last
	# fragment that sets an option decides, as for merge_config.sh)
	declare -A want=()
	while IFS= read -r line; do
		case "$line" in
		CONFIG_*=*) want[${line%%=*}]=${line#*=} ;;
		"# CONFIG_"*" is not set") opt=${line#\# }; want[${opt%% *}]=n ;;
		esac
	done < <(cat "${FRAGS[@]}")
	for opt in "${!want[@]}"; do
		got=$(sed -n "s/^$opt=//p" "$T/build/.config")
		got=${got:-n}
		if [ "$got" != "${want[$opt]}" ]; then
			err "config: $opt is '$got', the fragments want '${want[$opt]}'"
			bad=1
		fi
	done
	[ "$bad" = 0 ] || die "the fragments did not apply; fix ${FRAGS[*]##*/scripts/}"

	log "configured; compiling $TARGETS with $JOBS jobs (nice 10)"
	# shellcheck disable=SC2086 # TARGETS are words
	"${MK[@]}" $TARGETS >>"$LOG" 2>&1 || { tail -n 40 "$LOG" >&2; die "build failed (see $LOG)"; }
	if declare -F kb_install >/dev/null; then
		kb_install
		lean=(-o -name '*.ko')
		rm -f "$T/build/vmlinux"
	fi
	for f in $SYMS; do
		grep -q "^$f\$" <(awk '{ print $2 }' "$T/build/Module.symvers") ||
			die "Module.symvers does not export $f: a patch did not take"
	done

	find "$T/build" \( -path "$T/build/scripts" -o -path "$T/build/tools" \) -prune -o \
		-type f \( -name '*.o' -o -name '*.a' ${lean[@]+"${lean[@]}"} -o -name '.*.cmd' -o -name '*.mod.c' \) \
		-print0 | xargs -0 -r rm -f
	rm -f "$T/build/vmlinux.o" "$T"/build/arch/*/boot/compressed/vmlinux

	end=$(date +%s)
	echo "built in $((end - start)) s with $JOBS jobs" >>"$LOG"
	log "built in $((end - start)) s"
	echo "$KEY $((end - start))" >"$D/.complete"
	for o in "$CACHE/$FLAVOUR"-*; do
		[ "$o" = "$D" ] || [ ! -d "$o" ] || rm -rf "$o"
	done
	echo "$D"
}
