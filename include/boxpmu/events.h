/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Siblings of BOXPMU_EVENT(), which core.h defines for the kernel and
 * tools/boxpmu-events/bpe.h for the tool: the event lists include this.
 */
#ifndef BOXPMU_EVENTS_H
#define BOXPMU_EVENTS_H

#define BOXPMU_EVENT_EU(_name, _event, _umask, _desc) \
	BOXPMU_EVENT(_name, "event=" #_event ",umask=" #_umask, _desc)

#endif /* BOXPMU_EVENTS_H */
