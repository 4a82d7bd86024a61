/* SPDX-License-Identifier: GPL-2.0 */
/* Refused on BAD_CPU or this task, for xscale.c and ixp2800.c; rows follow */
#ifndef XSCALE_BAD_CONFIG_H
#define XSCALE_BAD_CONFIG_H

BOXPMU_FIXTURE_TD(bad_config, setup(_metadata), teardown(_metadata));

FIXTURE_VARIANT(bad_config) {
	uint64_t config, config1, config2;
	int err;
	int per_task;
	int exclude_kernel;
};

TEST_F_TIMEOUT(bad_config, refused, BOXPMU_HARNESS_TIMEOUT)
{
	struct perf_event_attr attr;

	box_attr(&attr, PMU, variant->config);
	attr.config1 = variant->config1;
	attr.config2 = variant->config2;
	attr.exclude_kernel = variant->exclude_kernel;
	EXPECT_TRUE(open_untouched(&attr, variant->per_task ? 0 : -1,
				   variant->per_task ? -1 : BAD_CPU, -1, variant->err))
		TH_LOG("refused (%s), no register read or written", strerror(variant->err));
}

#endif
