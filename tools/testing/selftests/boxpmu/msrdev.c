// SPDX-License-Identifier: GPL-2.0
/*
 * msrdev: /dev/cpu/N/msr as boxpmu_sim msr_dev=1 serves it, with msr.ko's
 * interface (char 202, minor = CPU; 8-byte pread/pwrite at the MSR's number;
 * EINVAL for another size, EIO for a faulting MSR, EPERM without CAP_SYS_RAWIO).
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

#include "nhmex.h"

#define MSR_DEV		"/dev/cpu/0/msr"
#define APIC_BASE	0x1b	/* IA32_APIC_BASE: the CPU's, never the model's */
#define U_GCTL		0xc00
#define C0_GCTL		0xd00	/* C_MSR_PMON_GLOBAL_CTL: ctr_en, one bit per counter */
#define C0_GSTATUS	0xd01	/* C_MSR_PMON_GLOBAL_STATUS: overflow, one bit per counter */
#define C0_GOVF		0xd02	/* C_MSR_PMON_GLOBAL_OVF_CTL: write 1 to clear */
#define C0_EVTSEL0	0xd10	/* C_MSR_PMON_EVT_SEL0 of C-box 0 */
#define EVTSEL_RSV	BIT_ULL(50)	/* Table 2-13: "reserved, must write 0" */
#define NO_BOX		0xfff	/* in the uncore's range, in no box */

static int xfer(int fd, uint32_t msr, uint64_t *val, int write)
{
	ssize_t n = write ? pwrite(fd, val, 8, msr) : pread(fd, val, 8, msr);

	return n == 8 ? 0 : n < 0 ? -errno : -EIO;
}

#define rd(fd, msr, val)	xfer(fd, msr, val, 0)
#define wr(fd, msr, v)		xfer(fd, msr, &(uint64_t){ v }, 1)

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

FIXTURE(msrdev) {
	int fd;
};

FIXTURE_SETUP(msrdev)
{
	nhmex_setup(60);
	self->fd = open(MSR_DEV, O_RDWR);
	ASSERT_LE(0, self->fd) TH_LOG("open %s: %s (boxpmu_sim msr_dev=1 not loaded?)", MSR_DEV,
				      strerror(errno));
}

FIXTURE_TEARDOWN(msrdev)
{
	close(self->fd);
	BOXPMU_END_CHECKS();
}

TEST_F_TIMEOUT(msrdev, device, BOXPMU_HARNESS_TIMEOUT)
{
	struct stat s;

	ASSERT_EQ(0, stat(MSR_DEV, &s)) TH_LOG("%s: %s", MSR_DEV, strerror(errno));
	EXPECT_TRUE(S_ISCHR(s.st_mode) && major(s.st_rdev) == 202 && minor(s.st_rdev) == 0)
		TH_LOG("%s is char device 202:0, as msr.ko's (mode 0%o, %u:%u)", MSR_DEV,
		       s.st_mode, major(s.st_rdev), minor(s.st_rdev));
	EXPECT_EQ(EPERM, open_without_rawio()) TH_LOG("open without CAP_SYS_RAWIO: EPERM");
}

/* the model's registers, as its regs files show them */
TEST_F_TIMEOUT(msrdev, model_registers, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t v = 0;

	EXPECT_EQ(0, rd(self->fd, U_GCTL, &v)) TH_LOG("read U_MSR_PMON_GLOBAL_CTL");
	EXPECT_EQ(sim_reg_val("uncore_ubox", "U_MSR_PMON_GLOBAL_CTL"), v)
		TH_LOG("U_MSR_PMON_GLOBAL_CTL reads the model's value");
	EXPECT_EQ(0, wr(self->fd, C0_EVTSEL0, 0x400214)) TH_LOG("write C_MSR_PMON_EVT_SEL0");
	EXPECT_EQ(0x400214, sim_reg_val("uncore_cbox_0", "C_MSR_PMON_EVT_SEL0"))
		TH_LOG("a write of C_MSR_PMON_EVT_SEL0 reaches the model");
	v = 0;
	EXPECT_EQ(0, rd(self->fd, C0_EVTSEL0, &v)) TH_LOG("read C_MSR_PMON_EVT_SEL0");
	EXPECT_EQ(0x400214, v) TH_LOG("and reads back");
	EXPECT_EQ(0, wr(self->fd, C0_EVTSEL0, 0)) TH_LOG("C_MSR_PMON_EVT_SEL0 written 0 again");
}

TEST_F_TIMEOUT(msrdev, access_size, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t v, pair[2] = { 0, 1 };

	EXPECT_EQ(-EINVAL, pread(self->fd, &v, 4, U_GCTL) == -1 ? -errno : 0)
		TH_LOG("a read of 4 bytes: EINVAL");
	EXPECT_EQ(16, pread(self->fd, pair, 16, U_GCTL)) TH_LOG("a read of 16 bytes");
	EXPECT_EQ(pair[0], pair[1]) TH_LOG("a read of 16 bytes reads the same MSR twice");
}

TEST_F_TIMEOUT(msrdev, no_box, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t v;

	EXPECT_EQ(-EIO, rd(self->fd, NO_BOX, &v)) TH_LOG("MSR 0x%x, in no box: EIO (#GP)", NO_BOX);
	EXPECT_EQ(-EIO, wr(self->fd, NO_BOX, 0)) TH_LOG("a write of MSR 0x%x: EIO (#GP)", NO_BOX);
}

/* an MSR no model owns goes to the CPU: its local APIC's base */
TEST_F_TIMEOUT(msrdev, cpu_msr, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t v = 0;

	EXPECT_EQ(0, rd(self->fd, APIC_BASE, &v)) TH_LOG("read IA32_APIC_BASE");
	EXPECT_EQ(0xfee00000, v & ~0xfffULL) TH_LOG("IA32_APIC_BASE comes from the CPU");
}

/* a box's status register holds its overflow bits, apart from its control */
TEST_F_TIMEOUT(msrdev, box_status, BOXPMU_HARNESS_TIMEOUT)
{
	uint64_t ctl = 0, v = ~0ULL;

	ASSERT_EQ(0, rd(self->fd, C0_GCTL, &ctl)) TH_LOG("read C_MSR_PMON_GLOBAL_CTL");
	EXPECT_EQ(0, wr(self->fd, C0_GOVF, 0x3f)) TH_LOG("clear C-box 0's overflow bits");
	EXPECT_EQ(0, wr(self->fd, C0_GCTL, 0x5)) TH_LOG("enable counters 0 and 2");
	EXPECT_EQ(0, rd(self->fd, C0_GCTL, &v)) TH_LOG("read C_MSR_PMON_GLOBAL_CTL");
	EXPECT_EQ(0x5, v) TH_LOG("C_MSR_PMON_GLOBAL_CTL reads back 0x5");
	v = ~0ULL;
	EXPECT_EQ(0, rd(self->fd, C0_GSTATUS, &v)) TH_LOG("read C_MSR_PMON_GLOBAL_STATUS");
	EXPECT_EQ(0, v) TH_LOG("C_MSR_PMON_GLOBAL_STATUS: no overflow, whatever the control");
	EXPECT_EQ(0, wr(self->fd, C0_GCTL, ctl)) TH_LOG("C_MSR_PMON_GLOBAL_CTL restored");
}

/* the model's policing counts every write breaking a rule, once each */
TEST_F_TIMEOUT(msrdev, reserved_per_write, BOXPMU_HARNESS_TIMEOUT)
{
	int64_t before = sim_reserved_writes(), after;

	EXPECT_EQ(0, wr(self->fd, C0_EVTSEL0, EVTSEL_RSV)) TH_LOG("EVT_SEL0 with bit 50");
	EXPECT_EQ(0, wr(self->fd, C0_EVTSEL0, EVTSEL_RSV)) TH_LOG("the same value again");
	after = sim_reserved_writes();
	sim_reserved_expect(2);	/* made on purpose */
	EXPECT_EQ(2, before < 0 || after < 0 ? -1 : after - before)
		TH_LOG("two writes of reserved bit 50: two violations");
	EXPECT_EQ(0, wr(self->fd, C0_EVTSEL0, 0)) TH_LOG("C_MSR_PMON_EVT_SEL0 written 0 again");
}

TEST_HARNESS_MAIN
