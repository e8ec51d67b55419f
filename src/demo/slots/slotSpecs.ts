import { calibrateSlot, type SlotTargets } from './paytable'
import type { SlotSpec } from './engine'

const specs = new Map<string, SlotSpec>()

/**
 * The calibrated machine of a slot. Calibration is a search (up to a second for the largest
 * line games), so each server process keeps its results, keyed by every figure they were made
 * from: a change in the CMS makes a new key, and new code starts with none.
 */
export function slotSpecFor(targets: SlotTargets): SlotSpec {
  const key = JSON.stringify(targets)
  let spec = specs.get(key)
  if (!spec) {
    spec = calibrateSlot(targets).spec
    specs.set(key, spec)
  }
  return spec
}
