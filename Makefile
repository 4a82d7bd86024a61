# SPDX-License-Identifier: GPL-2.0
# Build the boxpmu modules against a kernel tree, and run the project's checks.
#
#   make                 modules against Debian's 6.1 headers (KDIR= overrides)
#   make KDIR=...        another tree, e.g. the 6.12 headers
#   make run             boot QEMU and show perf counting on every box
#   make check           every test (unit, build, style, QEMU selftests)
#   make debug-modules   modules against the debug kernel (scripts/kernel/
#                        build-debug builds it on first use) in build/debug/,
#                        where scripts/vm-run --kernel debug takes them
#   make modules612      modules against the newest installed 6.12 headers
#                        in build/612/, where scripts/vm-run --kernel stock612
#                        takes them
#   make check-debug     the selftests, stress tests and fuzzing on the debug
#                        kernel (KASAN, lockdep, kmemleak, ...) and the lines
#                        they ran (gcov): run before an issue that touches
#                        drivers/core is resolved; AUDIT=1 also runs the
#                        repeats it leaves out and checks they add no line
#   make install         the modules of the last build, except the simulator,
#                        into /lib/modules/<their kernel>/extra, the
#                        modprobe.d file, depmod (INSTALL_MOD_PATH= stages)
#   make uninstall       removes them again

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

# Built for gcov (the debug kernel has CONFIG_GCOV_KERNEL): scripts/coverage
# reads what the guests ran.
debug-modules:
	@kd=$$(scripts/kernel/build-debug -q) && scripts/copy-tree $(PWD)/build/debug && \
	$(MAKE) -C $$kd/build M=$(PWD)/build/debug GCOV_PROFILE=y modules

# Debian's 6.12 kernel (scripts/deps installs its headers and caches its
# image), whose guests scripts/vm-run --kernel stock612 boots.
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

# Install the modules of the last build (not the simulator), the modprobe.d
# file and depmod; KREL, INSTALL_MOD_PATH and INSTALL_MOD_DIR as for
# scripts/install.
install uninstall:
	KREL="$(KREL)" INSTALL_MOD_PATH="$(INSTALL_MOD_PATH)" INSTALL_MOD_DIR="$(INSTALL_MOD_DIR)" \
		scripts/install $@

.PHONY: all modules clean run check debug-modules modules612 check-debug install uninstall
