/* SPDX-License-Identifier: GPL-2.0 */
/* BOXPMU_EVENT()'s siblings for the event lists (kernel: core.h; tool: bpe.h) */
#ifndef BOXPMU_EVENTS_H
#define BOXPMU_EVENTS_H

#define BOXPMU_EVENT_EU(_name, _event, _umask, _desc) \
	BOXPMU_EVENT(_name, "event=" #_event ",umask=" #_umask, _desc)

#endif /* BOXPMU_EVENTS_H */
