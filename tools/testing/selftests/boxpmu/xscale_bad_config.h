/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Configurations refused with -err before any register access, on CPU
 * BAD_CPU or, per_task, on this task. Included by xscale.c and ixp2800.c
 * where they want the fixture, with their PMU, setup() and teardown(); the
 * rows follow the include.
 */
#ifndef XSCALE_BAD_CONFIG_H
#define XSCALE_BAD_CONFIG_H

FIXTURE(bad_config) {};

FIXTURE_VARIANT(bad_config) {
	uint64_t config, config1, config2;
	int err;
	int per_task;
};

FIXTURE_SETUP(bad_config)
{
	setup(_metadata);
}

FIXTURE_TEARDOWN(bad_config)
{
	teardown(_metadata);
}

TEST_F_TIMEOUT(bad_config, refused, BOXPMU_HARNESS_TIMEOUT)
{
	refused(_metadata, PMU, variant->config, variant->config1, variant->config2,
		variant->per_task ? -1 : BAD_CPU, variant->err);
}

#endif
