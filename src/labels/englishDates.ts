import type { Locale } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'

/** date-fns's long and full dates in US English, without its ordinals. */
const dates: Record<string, string> = { full: 'EEEE, MMMM d, y', long: 'MMMM d, y' }

/**
 * date-fns's US English, its long dates as US software writes them: "December 2, 2026 at 12:36
 * PM", not "December 2nd, 2026" (the admin's `PPPp`; s42 US English reader). The other widths
 * are date-fns's own.
 */
export const englishWithoutOrdinals: Locale = {
  ...enUS,
  formatLong: {
    ...enUS.formatLong,
    date: (options) => dates[options?.width ?? ''] ?? enUS.formatLong.date(options),
  },
}

/**
 * In the place of date-fns's Icelandic. Payload's admin loads a language's date-fns locale by a
 * key from a list of its own (`importDateFNSLocale`); its English asks for `en-US`, which cannot
 * be replaced without replacing what this module reads. The English admin asks for Icelandic
 * (`dateFNSKey: 'is'`), no admin language of ours is Icelandic, and the build resolves
 * `date-fns/locale/is` to this module (next.config.ts), as it does Tamil for Hindi
 * (`hindiDates.ts`).
 */
export { englishWithoutOrdinals as is }
