# SPDX-License-Identifier: GPL-2.0
# Build the boxpmu modules against a kernel tree, and run the project's checks.
#
#   make                 modules against Debian's 6.1 headers (KDIR= overrides)
#   make KDIR=...        another tree, e.g. the 6.12 headers
#   make run             boot QEMU and show perf counting on every box
#   make check           every test (unit, build, style, QEMU selftests)

# Debian's 6.1 headers (the newest installed); nothing is installed here:
# scripts/deps installs them, and make run / make check call it.
ifeq ($(origin KDIR), undefined)
KDIR := $(lastword $(shell ls -d /usr/src/linux-headers-6.1.*-amd64 2>/dev/null | sort -V))
endif
PWD := $(CURDIR)

all: modules

modules:
	@test -n "$(KDIR)" || { echo "no kernel tree: run scripts/deps or set KDIR" >&2; exit 1; }
	$(MAKE) -C $(KDIR) M=$(PWD) modules

clean:
	$(MAKE) -C $(KDIR) M=$(PWD) clean 2>/dev/null || true
	rm -rf build

run:
	scripts/run-demo

check:
	scripts/check

.PHONY: all modules clean run check
