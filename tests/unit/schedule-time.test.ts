import { describe, expect, it } from 'vitest'

import { format } from 'date-fns'
import { enUS, th } from 'date-fns/locale'
import { defaultTimezones } from 'payload/shared'

import { adminLanguages } from '@/labels'
import {
  fromPicker,
  instantAt,
  isToCome,
  pickerFormatIn,
  presetZone,
  scheduledTimeIn,
  toPicker,
  zoneLabelsIn,
} from '@/translation/Publication/zonedTime'

const listed = [
  { value: 'America/New_York' },
  { value: 'Asia/Jakarta' },
  { value: 'Asia/Bangkok' },
  { value: 'Asia/Shanghai' },
]

describe('a scheduled time in the time zone the editor chose', () => {
  it('is the instant that zone’s clocks read it, whatever the browser’s zone', () => {
    const clock = { year: 2027, month: 1, day: 15, hour: 10, minute: 0 }
    expect(instantAt('Asia/Bangkok', clock).toISOString()).toBe('2027-01-15T03:00:00.000Z')
    expect(instantAt('Asia/Kolkata', clock).toISOString()).toBe('2027-01-15T04:30:00.000Z')
    // Either side of a daylight-saving change.
    expect(instantAt('America/New_York', clock).toISOString()).toBe('2027-01-15T15:00:00.000Z')
    expect(instantAt('America/New_York', { ...clock, month: 7 }).toISOString()).toBe(
      '2027-07-15T14:00:00.000Z',
    )
  })
})

describe('the time zone a schedule starts in', () => {
  const now = new Date('2026-11-29T03:00:00Z')

  it('is the editor’s own when it is listed', () => {
    expect(presetZone(listed, 'Asia/Shanghai', 'Asia/Bangkok', now)).toEqual({
      zone: 'Asia/Bangkok',
      whose: 'computer',
    })
  })

  it('is a listed zone with the same clock when the editor’s is not listed (Hanoi reads Jakarta’s)', () => {
    expect(presetZone(listed, 'Asia/Shanghai', 'Asia/Ho_Chi_Minh', now)).toEqual({
      zone: 'Asia/Jakarta',
      whose: 'computer',
    })
  })

  it('is the studio’s when no listed zone has the editor’s clock', () => {
    expect(presetZone(listed, 'Asia/Shanghai', 'Asia/Kathmandu', now)).toEqual({
      zone: 'Asia/Shanghai',
      whose: 'studio',
    })
  })
})

describe('the time zones offered in the schedule drawer', () => {
  const labelOf = (language: string, zone: string) =>
    zoneLabelsIn(language, defaultTimezones).find(({ value }) => value === zone)?.label

  it('name the zone in the admin’s language and keep the offset', () => {
    expect(labelOf('th', 'Asia/Bangkok')).toBe('(UTC+07:00) เวลาไทย')
    expect(labelOf('hi', 'Europe/London')).toBe('(UTC+00:00) यूनाइटेड किंगडम समय')
    expect(labelOf('ja', 'Asia/Shanghai')).toBe('(UTC+08:00) 中国時間')
    expect(labelOf('en', 'Asia/Bangkok')).toBe('(UTC+07:00) Bangkok')
  })

  it('leave no two zones alike in any admin language', () => {
    for (const language of adminLanguages) {
      const labels = zoneLabelsIn(language, defaultTimezones).map(({ label }) => label)
      expect(new Set(labels).size, language).toBe(defaultTimezones.length)
    }
  })
})

describe('an upcoming scheduled publish in the drawer’s list', () => {
  it('is dated in the Gregorian year the picker and every other admin date write, in Thai too', () => {
    const at = '2027-01-15T03:00:00.000Z'
    const thai = scheduledTimeIn('th', at, 'Asia/Bangkok')
    expect(thai).toContain('2027')
    expect(thai).not.toContain('2570')
    expect(thai).toContain('10:00')
    for (const language of adminLanguages)
      expect(scheduledTimeIn(language, at, 'Asia/Bangkok'), language).toMatch(/2027/)
    expect(scheduledTimeIn('en', at, 'Asia/Bangkok')).toBe('Jan 15, 2027, 10:00 AM')
  })
})

describe('the times the schedule picker offers', () => {
  const now = new Date('2026-11-30T02:40:00.000Z')

  it('start at today on the chosen zone’s clocks', () => {
    const today = toPicker('Asia/Bangkok', now)
    expect([today.getFullYear(), today.getMonth() + 1, today.getDate()]).toEqual([2026, 11, 30])
    expect([today.getHours(), today.getMinutes()]).toEqual([9, 40])
    // Still the 29th in New York.
    expect(toPicker('America/New_York', now).getDate()).toBe(29)
    expect(fromPicker('Asia/Kolkata', toPicker('Asia/Kolkata', now)).toISOString()).toBe(
      now.toISOString(),
    )
  })

  it('grey out a time already past, as the server refuses it (walk 29, F4)', () => {
    const at = (minutes: number) =>
      toPicker('Asia/Bangkok', new Date(now.getTime() + minutes * 60_000))
    expect(isToCome('Asia/Bangkok', at(-9 * 60), now)).toBe(false)
    expect(isToCome('Asia/Bangkok', at(-5), now)).toBe(false)
    expect(isToCome('Asia/Bangkok', at(5), now)).toBe(true)
    expect(isToCome('Asia/Bangkok', at(24 * 60), now)).toBe(true)
  })
})

describe('the picker’s field, as the upcoming events write a time (walk 30, F9)', () => {
  const picked = new Date(2026, 10, 30, 21, 30)
  it('writes Thai in its own order with a 24-hour clock, as the events row does', () => {
    const row = scheduledTimeIn('th', picked)
    const field = format(picked, pickerFormatIn('th'), { locale: th })
    expect(field).toBe('30 พ.ย. 2026 21:30')
    expect(row).toBe(field)
  })
  it('keeps a 12-hour clock where the language writes one', () => {
    expect(format(picked, pickerFormatIn('en'), { locale: enUS })).toBe('Nov 30, 2026 9:30 PM')
  })
})
