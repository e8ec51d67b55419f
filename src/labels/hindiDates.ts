import type { Locale } from 'date-fns'
import { hi } from 'date-fns/locale/hi'

/** Latin digits for Devanagari ones (२९ → 29). */
const latinDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - '०'.charCodeAt(0)))

/**
 * date-fns's Hindi with Latin digits, as Indian software writes dates: its own wrote the day and
 * the "minutes ago" in Devanagari digits beside a Latin year and time ("२९ नवंबर, 2026 को 8:22
 * अपराह्न", admin walk, round 23).
 */
export const hindiWithLatinDigits: Locale = {
  ...hi,
  formatDistance: (token, count, options) => latinDigits(hi.formatDistance(token, count, options)),
  localize: { ...hi.localize, ordinalNumber: (number) => String(number) },
  formatLong: {
    ...hi.formatLong,
    // "2 दिसंबर 2026, 21:47": date-fns's "2 दिसंबर, 2026 को 9:47 अपराह्न" called 10 at night
    // "afternoon" (its only periods are पूर्वाह्न/अपराह्न), with an English comma after the month
    // and a को that doubled the restore sentence's (s43 Hindi reader). A 24-hour clock instead.
    date: (options) =>
      options?.width === 'long' || options?.width === 'full'
        ? `${options.width === 'full' ? 'EEEE, ' : ''}d MMMM y`
        : hi.formatLong.date(options),
    time: (options) =>
      options?.width === 'short' || options?.width === 'medium'
        ? `H:mm${options.width === 'medium' ? ':ss' : ''}`
        : hi.formatLong.time(options),
    dateTime: () => '{{date}}, {{time}}',
  },
}

/**
 * In the place of date-fns's Tamil. Payload's admin loads a language's date-fns locale by a key
 * from a list of its own (`importDateFNSLocale`), which has no Hindi, so the Hindi admin asks for
 * Tamil (`dateFNSKey: 'ta'`, src/labels/payload-hi.ts), no admin language of ours is Tamil, and
 * the build resolves `date-fns/locale/ta` to this module (next.config.ts).
 */
export { hindiWithLatinDigits as ta }
