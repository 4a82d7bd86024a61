// SPDX-License-Identifier: GPL-2.0
/*
 * msrdev: /dev/cpu/N/msr as boxpmu_sim msr_dev=1 serves it, with msr.ko's
 * interface (char 202, minor = CPU; 8-byte pread/pwrite at the MSR's number;
 * EINVAL for another size, EIO for a faulting MSR, EPERM without CAP_SYS_RAWIO).
 * Run by make check in the guests of the real MSR instructions.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <linux/capability.h>

#include "boxpmu_lib.h"

#define MSR_DEV		"/dev/cpu/0/msr"
#define APIC_BASE	0x1b	/* IA32_APIC_BASE: the CPU's, never the model's */
#define U_GCTL		0xc00
#define C0_EVTSEL0	0xd10	/* C_MSR_PMON_EVT_SEL0 of C-box 0 */
#define NO_BOX		0xfff	/* in the uncore's range, in no box */

static int rd(int fd, uint32_t msr, uint64_t *val)
{
	ssize_t n = pread(fd, val, 8, msr);

	return n == 8 ? 0 : n < 0 ? -errno : -EIO;
}

static int wr(int fd, uint32_t msr, uint64_t val)
{
	ssize_t n = pwrite(fd, &val, 8, msr);

	return n == 8 ? 0 : n < 0 ? -errno : -EIO;
}

/* open() in a child that has dropped CAP_SYS_RAWIO and nothing else */
static int open_without_rawio(void)
{
	struct __user_cap_header_struct h = { .version = _LINUX_CAPABILITY_VERSION_3 };
	struct __user_cap_data_struct d[2];
	int st, fd;
	pid_t pid;

	pid = fork();
	if (pid == 0) {
		if (syscall(SYS_capget, &h, d))
			_exit(100);
		d[CAP_SYS_RAWIO / 32].effective &= ~(1u << (CAP_SYS_RAWIO % 32));
		if (syscall(SYS_capset, &h, d))
			_exit(101);
		fd = open(MSR_DEV, O_RDONLY);
		_exit(fd < 0 ? errno : 0);
	}
	if (pid < 0 || waitpid(pid, &st, 0) != pid || !WIFEXITED(st))
		return -1;
	return WEXITSTATUS(st);
}

int main(void)
{
	uint64_t v = 0, w = 0, pair[2];
	struct stat s;
	int fd, st, e;

	tap_init("msrdev", 60);
	if (stat(MSR_DEV, &s))
		tap_bail("%s: %s (boxpmu_sim msr_dev=1 not loaded?)", MSR_DEV, strerror(errno));
	tap_check(S_ISCHR(s.st_mode) && major(s.st_rdev) == 202 && minor(s.st_rdev) == 0,
		  "%s is char device 202:0, as msr.ko's", MSR_DEV);
	fd = open(MSR_DEV, O_RDWR);
	if (fd < 0)
		tap_bail("open %s: %s", MSR_DEV, strerror(errno));

	/* the model's registers, as its regs files show them */
	st = rd(fd, U_GCTL, &v) || sim_reg("uncore_ubox", "U_MSR_PMON_GLOBAL_CTL", &w);
	tap_check(!st && v == w,
		  "U_MSR_PMON_GLOBAL_CTL reads the model's value (0x%llx, regs 0x%llx)",
		  (unsigned long long)v, (unsigned long long)w);
	st = wr(fd, C0_EVTSEL0, 0x400214) || sim_reg("uncore_cbox_0", "C_MSR_PMON_EVT_SEL0", &w);
	tap_check(!st && w == 0x400214,
		  "a write of C_MSR_PMON_EVT_SEL0 reaches the model (regs 0x%llx)",
		  (unsigned long long)w);
	st = rd(fd, C0_EVTSEL0, &v);
	tap_check(!st && v == 0x400214, "and reads back (0x%llx)", (unsigned long long)v);
	tap_check(!wr(fd, C0_EVTSEL0, 0), "C_MSR_PMON_EVT_SEL0 written 0 again");

	e = pread(fd, &v, 4, U_GCTL) == -1 ? errno : 0;
	tap_check(e == EINVAL, "a read of 4 bytes: EINVAL (%s)", strerror(e));
	tap_check(pread(fd, pair, 16, U_GCTL) == 16 && pair[0] == pair[1],
		  "a read of 16 bytes reads the same MSR twice");
	check_errno(rd(fd, NO_BOX, &v), EIO, "MSR 0x%x, in no box: EIO (#GP)", NO_BOX);
	check_errno(wr(fd, NO_BOX, 0), EIO, "a write of MSR 0x%x: EIO (#GP)", NO_BOX);
	e = open_without_rawio();
	tap_check(e == EPERM, "open without CAP_SYS_RAWIO: EPERM (%s)", strerror(e));

	/* an MSR no model owns goes to the CPU: its local APIC's base */
	st = rd(fd, APIC_BASE, &v);
	tap_check(!st && (v & ~0xfffULL) == 0xfee00000,
		  "IA32_APIC_BASE comes from the CPU (0x%llx)", (unsigned long long)v);
	close(fd);
	return tap_finish();
}
