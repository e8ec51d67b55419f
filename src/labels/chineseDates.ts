import type { Locale } from 'date-fns'
import { zhCN } from 'date-fns/locale/zh-CN'

/** date-fns's Simplified Chinese times on a 24-hour clock. */
const times: Record<string, string> = { short: 'HH:mm', medium: 'HH:mm:ss' }

/**
 * date-fns's Simplified Chinese with the time on a 24-hour clock, as mainland software writes
 * it: "2026年12月3日 00:18", where its own "上午 12:18" read as noon to a Chinese editor, and made
 * the restore dialog's time seem twelve hours off (s43 Simplified Chinese reader). Taiwan and
 * Hong Kong keep 上午/下午.
 */
export const chineseOn24Hours: Locale = {
  ...zhCN,
  formatLong: {
    ...zhCN.formatLong,
    time: (options) => times[options?.width ?? ''] ?? zhCN.formatLong.time(options),
  },
}

/**
 * In the place of date-fns's Lithuanian, as `englishDates.ts` stands in for Icelandic: the
 * Simplified Chinese admin asks for it (`dateFNSKey: 'lt'`), and the build resolves
 * `date-fns/locale/lt` to this module (next.config.ts).
 */
export { chineseOn24Hours as lt }
