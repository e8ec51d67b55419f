import { describe, expect, it } from 'vitest'

import { acceptedLanguages, negotiateAdminLanguage, negotiateSite } from '@/i18n/negotiate'

const site = (cookie: string | null, acceptLanguage: string | null) =>
  negotiateSite(cookie, acceptLanguage).prefix

describe('choosing the site of a visitor who asked for no prefix', () => {
  it('follows the i18n_redirected cookie first', () => {
    expect(site('jp', 'ko-KR,ko;q=0.9')).toBe('jp')
    expect(site('hk', 'en-US')).toBe('hk')
    expect(site('ph', null)).toBe('ph')
  })

  it('ignores a cookie that is no known prefix and uses the browser languages', () => {
    expect(site('ja-JP', 'th-TH,th;q=0.9')).toBe('th')
    expect(site('xx', null)).toBe('en')
  })

  it('matches browser languages by language', () => {
    expect(site(null, 'ja')).toBe('jp')
    expect(site(null, 'ko-KR')).toBe('kr')
    expect(site(null, 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('in')
    expect(site(null, 'hi')).toBe('in')
    expect(site(null, 'id')).toBe('id')
    expect(site(null, 'pt-PT')).toBe('pt')
    expect(site(null, 'vi')).toBe('vn')
    expect(site(null, 'th')).toBe('th')
  })

  it('sends Traditional Chinese to hk and Simplified or plain Chinese to cn', () => {
    expect(site(null, 'zh-TW')).toBe('hk')
    expect(site(null, 'zh-HK')).toBe('hk')
    expect(site(null, 'zh-Hant-TW')).toBe('hk')
    expect(site(null, 'zh-CN')).toBe('cn')
    expect(site(null, 'zh')).toBe('cn')
    expect(site(null, 'zh-Hans')).toBe('cn')
  })

  it('sends English from the Philippines to ph and other English to en', () => {
    expect(site(null, 'en-PH')).toBe('ph')
    expect(site(null, 'en-GB')).toBe('en')
  })

  it('respects quality values and skips languages no site speaks', () => {
    expect(site(null, 'de-DE,de;q=0.9,ja;q=0.8,en;q=0.7')).toBe('jp')
    expect(site(null, 'en;q=0.5,ko;q=0.9')).toBe('kr')
    expect(site(null, 'fr;q=1,ja;q=0')).toBe('en')
  })

  it('falls back to English without cookie or languages', () => {
    expect(site(null, null)).toBe('en')
    expect(site('', '')).toBe('en')
    expect(site(null, '*')).toBe('en')
  })

  it('parses Accept-Language in preference order', () => {
    expect(acceptedLanguages('da, en-gb;q=0.8, en;q=0.7')).toEqual(['da', 'en-gb', 'en'])
  })
})

describe('the admin language a browser asks for (before signing in)', () => {
  it('is one the admin speaks, Hindi included, which Payload’s own choice leaves out', () => {
    expect(negotiateAdminLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi')
    expect(negotiateAdminLanguage('th-TH')).toBe('th')
    expect(negotiateAdminLanguage('pt-PT,en;q=0.5')).toBe('pt')
    expect(negotiateAdminLanguage('fr-FR,de;q=0.9,ko;q=0.8')).toBe('ko')
    expect(negotiateAdminLanguage('fr-FR')).toBeUndefined()
    expect(negotiateAdminLanguage(null)).toBeUndefined()
  })

  it('tells traditional from simplified Chinese by region or script', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-HK'])
      expect(negotiateAdminLanguage(tag), tag).toBe('zh-TW')
    for (const tag of ['zh-CN', 'zh', 'zh-SG', 'zh-Hans-CN'])
      expect(negotiateAdminLanguage(tag), tag).toBe('zh')
  })
})
