import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'

import {
  et as thaiAdminDates,
  is as englishAdminDates,
  lt as chineseAdminDates,
  lv as vietnameseAdminDates,
} from '@/labels/adminDates'

describe('the English admin’s dates', () => {
  const date = new Date(2026, 11, 2, 12, 36)

  it('write the day without an ordinal, as US software does', () => {
    expect(format(date, 'PPPp', { locale: englishAdminDates })).toBe('December 2, 2026 at 12:36 PM')
    expect(format(date, 'PPPPp', { locale: englishAdminDates })).toBe(
      'Wednesday, December 2, 2026 at 12:36 PM',
    )
    // The short forms as date-fns writes them.
    expect(format(date, 'PPp', { locale: englishAdminDates })).toBe('Dec 2, 2026, 12:36 PM')
  })
})

describe('the Simplified Chinese admin’s dates', () => {
  it('write the time on a 24-hour clock: a quarter past midnight is no noon', () => {
    const date = new Date(2026, 11, 3, 0, 18)
    expect(format(date, 'PPPp', { locale: chineseAdminDates })).toBe('2026年12月3日 00:18')
    expect(format(new Date(2026, 11, 2, 16, 18), 'PPp', { locale: chineseAdminDates })).toMatch(
      /16:18$/,
    )
  })
})

describe('the Vietnamese admin’s dates', () => {
  it('write the time first, then the day, as “lúc” in the labels asks', () => {
    const date = new Date(2026, 11, 2, 16, 18)
    expect(format(date, 'PPPp', { locale: vietnameseAdminDates })).toBe('16:18 ngày 02/12/2026')
    expect(format(date, 'PPp', { locale: vietnameseAdminDates })).toBe('16:18 ngày 02/12/2026')
  })
})

describe('the Thai admin’s dates', () => {
  it('keep a time whole: น. never starts a line of its own', () => {
    const date = new Date(2026, 11, 2, 14, 30)
    const written = format(date, 'PPPp', { locale: thaiAdminDates })
    expect(written).toMatch(/14:30\u00a0น\.$/)
    expect(written).not.toMatch(/\d น\./)
    expect(format(date, 'Pp', { locale: thaiAdminDates })).toMatch(/14:30\u00a0น\.$/)
  })
})

describe('the admin languages’ date-fns keys', () => {
  it('are each one the build resolves to our formats, and none Payload gives a language of ours', async () => {
    const { i18n } = await import('@/admin/config')
    const { adminDateKeys } = await import('@/labels/adminDates')
    const exported = (await import('@/labels/adminDates')) as Record<string, unknown>
    const ownKeys: Record<string, string> = {
      en: 'en-US',
      id: 'id',
      hi: 'hi',
      ja: 'ja',
      ko: 'ko',
      pt: 'pt',
      th: 'th',
      vi: 'vi',
      zh: 'zh-CN',
      'zh-TW': 'zh-TW',
    }
    const asked = Object.values(i18n?.supportedLanguages ?? {}).map(
      (language) => (language as { dateFNSKey: string }).dateFNSKey,
    )
    for (const key of asked.filter((key) => !Object.values(ownKeys).includes(key))) {
      expect(adminDateKeys, key).toContain(key)
      expect(exported[key], key).toBeTypeOf('object')
    }
    for (const key of adminDateKeys) expect(Object.values(ownKeys)).not.toContain(key)
  })
})
