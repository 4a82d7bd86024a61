/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Named events of the IXP2800 chip-wide performance monitor (HRM chapter
 * 11). The includer provides struct boxpmu_event_desc and BOXPMU_EVENT();
 * besides the driver, tools/boxpmu-events builds the table on the host for
 * its catalog and perf JSON.
 */
#ifndef IXP2800_EVENTS_H
#define IXP2800_EVENTS_H

/* Each unit of section 11.4.6 with ESC 0; add esc=N for its events. */
static const struct boxpmu_event_desc ixp_events[] = {
	BOXPMU_EVENT(unit_dram_ch0, "event=0x3580"),
	BOXPMU_EVENT(unit_dram_ch1, "event=0x3540"),
	BOXPMU_EVENT(unit_dram_ch2, "event=0x3500"),
	BOXPMU_EVENT(unit_dram_dpla, "event=0x3480"),
	BOXPMU_EVENT(unit_dram_dpsa, "event=0x34c0"),
	BOXPMU_EVENT(unit_me00, "event=0x9800"),
	BOXPMU_EVENT(unit_me01, "event=0x9840"),
	BOXPMU_EVENT(unit_me02, "event=0x9880"),
	BOXPMU_EVENT(unit_me03, "event=0x98c0"),
	BOXPMU_EVENT(unit_me04, "event=0x9900"),
	BOXPMU_EVENT(unit_me05, "event=0x9940"),
	BOXPMU_EVENT(unit_me06, "event=0x9980"),
	BOXPMU_EVENT(unit_me07, "event=0x99c0"),
	BOXPMU_EVENT(unit_me10, "event=0xac00"),
	BOXPMU_EVENT(unit_me11, "event=0xac40"),
	BOXPMU_EVENT(unit_me12, "event=0xac80"),
	BOXPMU_EVENT(unit_me13, "event=0xacc0"),
	BOXPMU_EVENT(unit_me14, "event=0xad00"),
	BOXPMU_EVENT(unit_me15, "event=0xad40"),
	BOXPMU_EVENT(unit_me16, "event=0xad80"),
	BOXPMU_EVENT(unit_me17, "event=0xadc0"),
	BOXPMU_EVENT(unit_msf, "event=0x60c0"),
	BOXPMU_EVENT(unit_pci, "event=0x8140"),
	BOXPMU_EVENT(unit_shac, "event=0x5080"),
	BOXPMU_EVENT(unit_sram_ch0, "event=0x2380"),
	BOXPMU_EVENT(unit_sram_ch1, "event=0x2340"),
	BOXPMU_EVENT(unit_sram_ch2, "event=0x2300"),
	BOXPMU_EVENT(unit_sram_ch3, "event=0x22c0"),
	BOXPMU_EVENT(unit_sram_dp0, "event=0x2280"),
	BOXPMU_EVENT(unit_sram_dp1, "event=0x2240"),
	BOXPMU_EVENT(unit_xpi, "event=0x4040"),
	BOXPMU_EVENT(unit_xscale, "event=0x7100"),
	{ }
};

#endif /* IXP2800_EVENTS_H */
