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

  it('refuse the characters that reorder or hide text, and keep the joiners Indic and Persian need', () => {
    const hidden = {
      'line separator': '\u2028',
      'paragraph separator': '\u2029',
      'Arabic letter mark': '\u061c',
      'left-to-right mark': '\u200e',
      'right-to-left mark': '\u200f',
      'right-to-left override': '\u202e',
      'left-to-right embedding': '\u202a',
      'first strong isolate': '\u2068',
      'pop directional isolate': '\u2069',
      'zero-width space': '\u200b',
      'word joiner': '\u2060',
      'invisible separator': '\u2063',
      'byte order mark': '\ufeff',
      'combining grapheme joiner': '\u034f',
      'Mongolian vowel separator': '\u180e',
      'soft hyphen': '\u00ad',
    }
    for (const [name, character] of Object.entries(hidden)) {
      expect(isOneLine(`Acme ${character}STEI`), name).toBe(false)
      expect(enquiryBody.safeParse({ ...enquiry, company: `Acme ${character}STEI` }).success).toBe(
        false,
      )
    }
    for (const text of [
      'क्\u200dष', // Devanagari with a zero-width joiner
      'क्\u200cष', // …and with a non-joiner
      'می\u200cخواهم', // Persian with a zero-width non-joiner
      '👩\u200d💻', // an emoji joined by ZWJ
      '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}', // a flag written with tag characters
      '❤\ufe0f', // a variation selector
      'مرحبا', // Arabic itself
    ]) {
      expect(isOneLine(text), text).toBe(true)
      expect(enquiryBody.safeParse({ ...enquiry, name: text }).success, text).toBe(true)
    }
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

describe('an enquiry’s message', () => {
  const errorOf = (message: string) => {
    const parsed = enquiryBody.safeParse({ ...enquiry, message })
    return parsed.success ? null : enquiryErrors(parsed.error).message
  }

  it('left empty (or only spaces) is required; a few words are too short; enough is taken', () => {
    expect(errorOf('')).toBe('required')
    expect(errorOf('   \n ')).toBe('required')
    expect(errorOf('short')).toBe('tooShort')
    expect(errorOf('We would like your fishing games.')).toBeNull()
  })
})
