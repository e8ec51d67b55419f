import { describe, expect, it } from 'vitest'

import { contentLocales, gameNameLocales, sites } from '@/i18n/locales'

describe('the locale table', () => {
  it('has eleven sites with distinct prefixes and BCP-47 tags', () => {
    expect(sites).toHaveLength(11)
    expect(new Set(sites.map((s) => s.prefix)).size).toBe(11)
    expect(new Set(sites.map((s) => s.tag)).size).toBe(11)
    for (const { tag } of sites) expect(Intl.getCanonicalLocales(tag)).toEqual([tag])
  })

  it('serves the ten content languages, ph showing English and hk Traditional Chinese', () => {
    expect(contentLocales).toHaveLength(10)
    expect(new Set(sites.map((s) => s.content))).toEqual(new Set(contentLocales))
    expect(sites.find((s) => s.prefix === 'ph')).toMatchObject({ tag: 'en-PH', content: 'en-US' })
    expect(sites.find((s) => s.prefix === 'hk')).toMatchObject({ tag: 'zh-HK', content: 'zh-TW' })
  })

  it('names thirteen game-name languages for the game-list API', () => {
    expect(gameNameLocales).toHaveLength(13)
    expect(new Set(gameNameLocales).size).toBe(13)
  })
})
