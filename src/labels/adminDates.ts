import type { Locale } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { hi } from 'date-fns/locale/hi'
import { th } from 'date-fns/locale/th'
import { vi } from 'date-fns/locale/vi'
import { zhCN } from 'date-fns/locale/zh-CN'

/**
 * The admin's dates where date-fns writes a language otherwise than its readers do. Payload loads
 * a language's date-fns locale by a key from a list of its own (`importDateFNSLocale`), which
 * cannot name this module: each language below asks for a key no admin language of ours uses
 * (`dateFNSKey`, src/admin/config.ts), and the build resolves `date-fns/locale/<key>` here
 * (next.config.ts). The exports are named by those keys.
 */

type Width = 'full' | 'long' | 'medium' | 'short'
type Formats = { date?: Partial<Record<Width, string>>; time?: Partial<Record<Width, string>> }

/** A locale with some of its date and time formats, and its date-and-time joint, replaced. */
function withFormats(locale: Locale, { date, time }: Formats, dateTime?: string): Locale {
  const pick =
    (own: Locale['formatLong']['date'], ours: Formats['date']): Locale['formatLong']['date'] =>
    (options) =>
      ours?.[(options?.width ?? 'full') as Width] ?? own(options)
  return {
    ...locale,
    formatLong: {
      date: pick(locale.formatLong.date, date),
      time: pick(locale.formatLong.time, time),
      dateTime: dateTime ? () => dateTime : locale.formatLong.dateTime,
    },
  }
}

/**
 * US English long dates as US software writes them: "December 2, 2026 at 12:36 PM", not
 * "December 2nd, 2026" (the admin's `PPPp`; s42 US English reader). For Icelandic's key.
 */
export const is = withFormats(enUS, {
  date: { full: 'EEEE, MMMM d, y', long: 'MMMM d, y' },
})

/**
 * Simplified Chinese times on a 24-hour clock, as mainland software writes them: "2026年12月3日
 * 00:18", where "上午 12:18" read as noon to a Chinese editor and made the restore dialog's time
 * seem twelve hours off (s43 reader). Taiwan and Hong Kong keep 上午/下午. For Lithuanian's key.
 */
export const lt = withFormats(zhCN, { time: { short: 'HH:mm', medium: 'HH:mm:ss' } })

/**
 * Vietnamese with the time first, then the day, "16:18 ngày 02/12/2026": date-fns's "ngày 2
 * tháng 12 năm 2026 16:18" after the labels' "lúc" (at a time) put a date where a time belongs,
 * and the screens showed three formats of one date (s43 reader). For Latvian's key.
 */
export const lv = withFormats(
  vi,
  { date: { long: 'dd/MM/y', medium: 'dd/MM/y' } },
  "{{time}} 'ngày' {{date}}",
)

/**
 * Thai times with a no-break space before น. ("14:30 น."): the admin's narrow columns and
 * breadcrumbs broke the line there and left "น." alone on the next. For Estonian's key.
 */
export const et = withFormats(th, {
  time: {
    full: 'H:mm:ss\u00a0น. zzzz',
    long: 'H:mm:ss\u00a0น. z',
    medium: 'H:mm:ss\u00a0น.',
    short: 'H:mm\u00a0น.',
  },
})

/** Latin digits for Devanagari ones (२९ → 29). */
const latinDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - '०'.charCodeAt(0)))

/**
 * Hindi in Latin digits, as Indian software writes dates (date-fns wrote the day and "minutes
 * ago" in Devanagari digits beside a Latin year and time: round 23), and "2 दिसंबर 2026, 21:47":
 * its "2 दिसंबर, 2026 को 9:47 अपराह्न" called 10 at night "afternoon" (its only periods are
 * पूर्वाह्न/अपराह्न), with an English comma after the month and a को that doubled the restore
 * sentence's (s43 reader). Payload lists no Hindi: for Tamil's key.
 */
export const ta: Locale = {
  ...withFormats(
    hi,
    {
      date: { full: 'EEEE, d MMMM y', long: 'd MMMM y' },
      time: { short: 'H:mm', medium: 'H:mm:ss' },
    },
    '{{date}}, {{time}}',
  ),
  formatDistance: (token, count, options) => latinDigits(hi.formatDistance(token, count, options)),
  localize: { ...hi.localize, ordinalNumber: (number) => String(number) },
}

/** The keys the build resolves to this module, each an export of it. */
export const adminDateKeys = ['et', 'is', 'lt', 'lv', 'ta'] as const
