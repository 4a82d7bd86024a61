# SPDX-License-Identifier: GPL-2.0
# Build the boxpmu modules against a kernel tree, KDIR (default: the newest
# Debian 6.1 headers, which scripts/deps installs; nothing is installed
# here), and run the project's checks. README.md and
# Documentation/testing.rst say what each target does; modules612 and
# debug-modules build copies of the sources in build/612/ and build/debug/,
# where scripts/vm-run --kernel stock612 and debug take them.
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

# Built for gcov (the debug kernel has CONFIG_GCOV_KERNEL): scripts/coverage
# reads what the guests ran.
debug-modules:
	@kd=$$(scripts/kernel/build-debug -q) && scripts/copy-tree $(PWD)/build/debug && \
	$(MAKE) -C $$kd/build M=$(PWD)/build/debug GCOV_PROFILE=y modules

modules612:
	@kd=$$(scripts/deps -q --print-kdir612) && \
	{ test -f "$$kd/Makefile" || { echo "no 6.12 headers in '$$kd': run scripts/deps" >&2; exit 1; }; } && \
	scripts/copy-tree $(PWD)/build/612 && $(MAKE) -C $$kd M=$(PWD)/build/612 modules

run:
	scripts/run-demo

check:
	scripts/check

check-debug:
	scripts/check --kernel debug $(if $(AUDIT),--audit)

install uninstall:
	KREL="$(KREL)" INSTALL_MOD_PATH="$(INSTALL_MOD_PATH)" INSTALL_MOD_DIR="$(INSTALL_MOD_DIR)" \
		scripts/install $@

.PHONY: all modules clean run check debug-modules modules612 check-debug install uninstall
