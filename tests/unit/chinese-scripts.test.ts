/**
 * The Traditional Chinese content (the hk site) writes no Simplified-only character, and the
 * Simplified content (cn) no Traditional-only one, by OpenCC's conversion tables.
 */
import { describe, expect, it } from 'vitest'

import type { ContentLocale } from '@/i18n/locales'

import { otherScriptCharacters } from '../support/chineseScripts'
import { copyOf } from '../support/contentCopy'

const scripts = { 'zh-TW': 'traditional', 'zh-CN': 'simplified' } as const

describe('OpenCC’s script tables', () => {
  it('tell the characters of one script only from those both scripts write', () => {
    expect(otherScriptCharacters('发说线为', 'traditional')).toEqual([...'发说线为'])
    expect(otherScriptCharacters('皇后干涉公里着陸山峰', 'traditional')).toEqual([])
    expect(otherScriptCharacters('發說綫裡', 'simplified')).toEqual([...'發說綫裡'])
    expect(otherScriptCharacters('乾坤著名皇后', 'simplified')).toEqual([])
  })
})

describe.each(Object.entries(scripts))('the %s content', (locale, script) => {
  it(`writes only ${script} characters`, () => {
    const found = copyOf(locale as ContentLocale)
      .map(([where, text]) => [where, otherScriptCharacters(text, script).join('')])
      .filter(([, characters]) => characters)
    expect(found).toEqual([])
  })
})
