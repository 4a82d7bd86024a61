# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
# lib.sh, sourced by the host tests: tap.sh, TAP_NAME the test's file name, a
# temporary directory $T removed on exit
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
TAP_NAME=${0##*/}
# shellcheck source=../selftests/boxpmu/tap.sh
. "$HERE/../selftests/boxpmu/tap.sh"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
