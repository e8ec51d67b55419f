import { format, formatDistance } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { ta as hindiAdminDates } from '@/labels/adminDates'

describe('the Hindi admin’s dates', () => {
  const date = new Date(2026, 10, 29, 20, 22)

  it('write every number in Latin digits, the day as the year and time', () => {
    const written = format(date, 'PPPp', { locale: hindiAdminDates })
    expect(written).toBe('29 नवंबर 2026, 20:22')
    expect(written).not.toMatch(/[०-९]/)
    // The time on a 24-hour clock: date-fns's Hindi called 10 at night "afternoon" (अपराह्न).
    expect(format(new Date(2026, 11, 2, 22, 0), 'p', { locale: hindiAdminDates })).toBe('22:00')
  })

  it('write "minutes ago" in Latin digits too', () => {
    const ago = formatDistance(new Date(2026, 10, 29, 20, 18), date, {
      locale: hindiAdminDates,
      addSuffix: true,
    })
    expect(ago).toBe('4 मिनट पहले')
  })
})
