import { format, formatDistance } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { ta as hindiAdminDates } from '@/labels/hindiDates'

describe('the Hindi admin’s dates', () => {
  const date = new Date(2026, 10, 29, 20, 22)

  it('write every number in Latin digits, the day as the year and time', () => {
    const written = format(date, 'PPPp', { locale: hindiAdminDates })
    expect(written).toContain('29 नवंबर')
    expect(written).toContain('2026')
    expect(written).not.toMatch(/[०-९]/)
  })

  it('write "minutes ago" in Latin digits too', () => {
    const ago = formatDistance(new Date(2026, 10, 29, 20, 18), date, {
      locale: hindiAdminDates,
      addSuffix: true,
    })
    expect(ago).toBe('4 मिनट पहले')
  })
})
