import { describe, expect, it } from 'vitest'

import { enquiryBody, enquiryErrors } from '@/enquiries/schema'
import { isOneLine } from '@/lib/oneLine'

const enquiry = {
  name: 'Mai Tran',
  company: 'Lotus Play',
  email: 'mai@lotus-play.example.com',
  country: 'Vietnam',
  channel: 'telegram',
  handle: '@lotusplay',
  type: 'integration',
  message: 'We run a platform in Vietnam.\r\nWe would like your fishing games.',
  locale: 'vi-VN',
  site: 'vn',
}

describe('one-line texts', () => {
  it('refuse line breaks, tabs and other control characters, and keep the rest of Unicode', () => {
    for (const text of ['Mai\r\nX-Forged: 1', 'a\nb', 'a\tb', 'a\u0000', 'a\u0085b', 'a\u2028b'])
      expect(isOneLine(text), JSON.stringify(text)).toBe(false)
    for (const text of ['Mai Trần', '株式会社スター', 'O’Brien & Co. (HK)', '💥'])
      expect(isOneLine(text), text).toBe(true)
  })

  it('name the enquiry field that has one, also at its ends, while the message keeps its lines', () => {
    expect(enquiryBody.safeParse(enquiry).success).toBe(true)
    for (const field of ['name', 'company', 'email', 'country', 'handle'] as const)
      for (const text of [`x\r\nX-Forged: 1`, `${enquiry[field]}\n`]) {
        const parsed = enquiryBody.safeParse({ ...enquiry, [field]: text })
        expect(parsed.success, `${field} ${JSON.stringify(text)}`).toBe(false)
        if (!parsed.success) expect(enquiryErrors(parsed.error)[field]).toBe('oneLine')
      }
  })
})
