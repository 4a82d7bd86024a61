/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Named events of the IXP2800 chip-wide performance monitor (HRM chapter
 * 11). The includer provides struct boxpmu_event_desc and BOXPMU_EVENT();
 * besides the driver, tools/boxpmu-events builds the table on the host for
 * its catalog and perf JSON.
 */
#ifndef IXP2800_EVENTS_H
#define IXP2800_EVENTS_H

/*
 * Each unit of section 11.4.6 with ESC 0; add esc=N for its events. The
 * descriptions name the unit only: the ESC tables were not available, so
 * what ESC 0 counts is unknown and they say so.
 */
static const struct boxpmu_event_desc ixp_events[] = {
	BOXPMU_EVENT(unit_dram_ch0, "event=0x3580",
		     "DRAM channel 0: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_dram_ch1, "event=0x3540",
		     "DRAM channel 1: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_dram_ch2, "event=0x3500",
		     "DRAM channel 2: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_dram_dpla, "event=0x3480",
		     "DRAM DPLA: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_dram_dpsa, "event=0x34c0",
		     "DRAM DPSA: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me00, "event=0x9800",
		     "Microengine ME00: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me01, "event=0x9840",
		     "Microengine ME01: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me02, "event=0x9880",
		     "Microengine ME02: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me03, "event=0x98c0",
		     "Microengine ME03: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me04, "event=0x9900",
		     "Microengine ME04: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me05, "event=0x9940",
		     "Microengine ME05: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me06, "event=0x9980",
		     "Microengine ME06: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me07, "event=0x99c0",
		     "Microengine ME07: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me10, "event=0xac00",
		     "Microengine ME10: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me11, "event=0xac40",
		     "Microengine ME11: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me12, "event=0xac80",
		     "Microengine ME12: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me13, "event=0xacc0",
		     "Microengine ME13: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me14, "event=0xad00",
		     "Microengine ME14: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me15, "event=0xad40",
		     "Microengine ME15: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me16, "event=0xad80",
		     "Microengine ME16: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_me17, "event=0xadc0",
		     "Microengine ME17: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_msf, "event=0x60c0",
		     "MSF: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_pci, "event=0x8140",
		     "PCI unit: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_shac, "event=0x5080",
		     "SHaC: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_sram_ch0, "event=0x2380",
		     "SRAM channel 0: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_sram_ch1, "event=0x2340",
		     "SRAM channel 1: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_sram_ch2, "event=0x2300",
		     "SRAM channel 2: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_sram_ch3, "event=0x22c0",
		     "SRAM channel 3: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_sram_dp0, "event=0x2280",
		     "SRAM DP0: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_sram_dp1, "event=0x2240",
		     "SRAM DP1: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_xpi, "event=0x4040",
		     "XPI: what ESC 0 counts is unknown (no ESC table); esc=N"),
	BOXPMU_EVENT(unit_xscale, "event=0x7100",
		     "XScale core: what ESC 0 counts is unknown (no ESC table); esc=N"),
	{ }
};

#endif /* IXP2800_EVENTS_H */
