import type { Labels } from '@/globals/LabelSets/defaults'

import { keepTogether } from '@/i18n/wholeWords'

/** Every text a demo shows: the `demo` group of the player's label set. */
export type DemoLabels = Labels['demo']

/**
 * The demo's labels with the spaces a line must not break at made unbreakable (`keepTogether`),
 * on the server, so that the player's code carries no word lists. (Not Tự động, the Vietnamese
 * autoplay button's two syllables: kept together, it overflows its button on a 360 px phone;
 * phone-layout.spec.)
 */
export const keptTogether = (labels: DemoLabels): DemoLabels =>
  Object.fromEntries(
    Object.entries(labels).map(([key, value]) => [
      key,
      typeof value === 'string' ? keepTogether(value) : value,
    ]),
  ) as DemoLabels
