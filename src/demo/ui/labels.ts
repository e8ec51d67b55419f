import type { Labels } from '@/globals/LabelSets/defaults'

/** Every text a demo shows: the `demo` group of the player's label set. */
export type DemoLabels = Labels['demo']
