/* SPDX-License-Identifier: GPL-2.0 */
/* refused() on BAD_CPU or this task, for xscale.c and ixp2800.c; rows follow */
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
	refused(_metadata, PMU, variant->config, variant->config1, variant->config2,
		variant->per_task ? -1 : BAD_CPU, variant->exclude_kernel, variant->err);
}

#endif
