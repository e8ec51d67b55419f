import type { Labels } from '@/globals/LabelSets/defaults'

import { keepTogether } from '@/i18n/wholeWords'

/** Every text a demo shows: the `demo` group of the player's label set. */
export type DemoLabels = Labels['demo']

/**
 * The demo's labels with the spaces a line must not break at made unbreakable (`keepTogether`),
 * on the server: a narrow button's label wraps between words, never inside one (the Vietnamese
 * autoplay button read Tự | động), and the player's code carries no word lists.
 */
export const keptTogether = (labels: DemoLabels): DemoLabels =>
  Object.fromEntries(
    Object.entries(labels).map(([key, value]) => [
      key,
      typeof value === 'string' ? keepTogether(value) : value,
    ]),
  ) as DemoLabels
