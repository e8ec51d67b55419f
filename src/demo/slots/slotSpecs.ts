import { unstable_cache } from 'next/cache'

import { calibrateSlot, type SlotTargets } from './paytable'

/**
 * The calibrated machine of a slot. Calibration is a search (up to a second for the largest
 * line games), so its result is kept in Next's data cache, keyed by every figure it reads: a
 * change in the CMS makes a new key, never a stale machine.
 */
export const slotSpecFor = unstable_cache(async (targets: SlotTargets) => calibrateSlot(targets).spec, ['demo-slot-spec-v1'])
