// SPDX-License-Identifier: GPL-2.0
/*
 * boxpmu benchmark, run inside the QEMU guest by scripts/bench.
 *
 * For each box PMU present (those of whichever Xeon E5 generation the
 * simulator models): simulator register accesses per counter read,
 * per event add/start (ioctl ENABLE) and per stop/del (ioctl DISABLE), and
 * read() latency of the uncore event as a ratio to a software event opened
 * the same way on the same CPU. The add/start and stop/del figures of the
 * events with filters include the writes of their filter registers.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>

#define SIM "/sys/kernel/debug/boxpmu_sim"
#define DEVICES "/sys/bus/event_source/devices"
#define READS 20000

/* fscanf() of file @dir/@pmu/@file with @fmt: the items read, -1 without the file */
static int scan(const char *dir, const char *pmu, const char *file, const char *fmt, ...)
{
	char path[256];
	va_list ap;
	FILE *fp;
	int n;

	snprintf(path, sizeof(path), "%s/%s/%s", dir, pmu, file);
	fp = fopen(path, "r");
	if (!fp)
		return -1;
	va_start(ap, fmt);
	n = vfscanf(fp, fmt, ap);
	va_end(ap);
	fclose(fp);
	return n;
}

/* The simulator's register accesses of @pmu since the previous call, -1 if unknown. */
static void sim_accesses(const char *pmu, long long *r, long long *w)
{
	char path[256];
	int fd;

	snprintf(path, sizeof(path), SIM "/%s/accesses", pmu);
	*r = *w = -1;
	scan(SIM, pmu, "accesses", "reads=%lld writes=%lld", r, w);
	fd = open(path, O_WRONLY);
	if (fd >= 0) {
		if (write(fd, "0", 1) < 0)
			perror("reset accesses");
		close(fd);
	}
}

static int open_event(uint32_t type, uint64_t config, uint64_t config1, uint64_t config2,
		      int cpu)
{
	struct perf_event_attr a = { .size = sizeof(a), .type = type, .config = config,
				     .config1 = config1, .config2 = config2, .disabled = 1 };

	return syscall(__NR_perf_event_open, &a, -1, cpu, -1, 0);
}

/* Average ns per read() over READS reads. */
static double read_ns(int fd)
{
	struct timespec t0, t1;
	uint64_t v;
	int i;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < READS; i++)
		if (read(fd, &v, sizeof(v)) != sizeof(v))
			return -1;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	return ((t1.tv_sec - t0.tv_sec) * 1e9 + t1.tv_nsec - t0.tv_nsec) / READS;
}

static int bench(const char *pmu, const char *terms_note, uint64_t config, uint64_t config1,
		 uint64_t config2)
{
	long long r0, w0, r1, w1, r2, w2;
	double tu = 1e18, ts = 1e18;
	int fd, sw, cpu, type;
	cpu_set_t set;
	uint64_t v;
	int i;

	if (scan(DEVICES, pmu, "type", "%d", &type) != 1 ||
	    scan(DEVICES, pmu, "cpumask", "%d", &cpu) != 1)
		return 0;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	sched_setaffinity(0, sizeof(set), &set);

	fd = open_event(type, config, config1, config2, cpu);
	if (fd < 0) {
		printf("%-16s open failed: %s\n", pmu, strerror(errno));
		return 1;
	}
	sim_accesses(pmu, &r0, &w0);
	ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
	sim_accesses(pmu, &r0, &w0);
	for (i = 0; i < 1000; i++)
		if (read(fd, &v, sizeof(v)) != sizeof(v))
			return 1;
	sim_accesses(pmu, &r1, &w1);
	sw = open_event(PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK, 0, 0, cpu);
	ioctl(sw, PERF_EVENT_IOC_ENABLE, 0);
	/* best of 7 alternating rounds, so that a burst of other activity hits both alike */
	for (i = 0; i < 7; i++) {
		double u = read_ns(fd), s = read_ns(sw);

		tu = u < tu ? u : tu;
		ts = s < ts ? s : ts;
	}
	close(sw);
	sim_accesses(pmu, &r2, &w2);
	ioctl(fd, PERF_EVENT_IOC_DISABLE, 0);
	sim_accesses(pmu, &r2, &w2);
	close(fd);

	printf("%-16s %-26s read: %.2f reads %.2f writes", pmu, terms_note,
	       r1 / 1000.0, w1 / 1000.0);
	printf(" | add/start: %lld r %lld w | stop/del: %lld r %lld w", r0, w0, r2, w2);
	printf(" | read() %.0f ns vs sw %.0f ns = %.2f\n", tu, ts, tu / ts);
	return 0;
}

int main(void)
{
	int ret = 0;

	printf("# register accesses counted by the simulator; read() best of 7 rounds of %d\n",
	       READS);
	ret |= bench("uncore_ubox", "event=0x1", 0x1, 0, 0);
	ret |= bench("uncore_cbox_0", "event=0x14,umask=0x1", 0x0114, 0, 0);
	ret |= bench("uncore_wbox", "event=0x2", 0x2, 0, 0);
	ret |= bench("uncore_wbox", "clockticks (fixed)", 0xff, 0, 0);
	ret |= bench("uncore_bbox_0", "imt_inserts_all", 0x07 << 1 | 1 << 6, 0, 0);
	ret |= bench("uncore_bbox_0", "msg_in_match (match/mask)", 0x01 << 1 | 1 << 6, 0x5, 0xf);
	ret |= bench("uncore_sbox_0", "to_r_prog_ev (mm_cfg)", 0x00, 0x5, 0xf);
	ret |= bench("uncore_rbox_0", "flits_sent_port0 (iperf)", 0x00, 0x80000000, 0);
	ret |= bench("uncore_rbox_1", "xbr set 1, port 4", 0x04 << 1 | 1ULL << 32, 0x5, 0xf);
	ret |= bench("uncore_mbox_0", "bbox_cmds_read (fvc)", 0xd << 9, 0x2800, 0);
	ret |= bench("uncore_mbox_1", "iss+pld, address match", 0xa << 9, 0x3 | 0x5ULL << 32,
		     1ULL << 63 | 0x1000);
	ret |= bench("uncore_r3qpi_0", "event=0x1", 0x1, 0, 0);
	/* Ivy Bridge-EP (boxpmu_sim ivbep=1): the unaligned IRP, link 2 */
	ret |= bench("uncore_irp", "event=0x15,umask=0x1", 0x115, 0, 0);
	ret |= bench("uncore_r3qpi_2", "event=0x1", 0x1, 0, 0);
	return ret;
}
