/**
 * The site's own registry of localised content, as its config declares it: which page previews
 * each entry, what a publish expires, what the sitemap lists.
 */
import { describe, expect, it } from 'vitest'

import { previewAddress } from '@/content/plugin'
import { contentType, contentTypes, isInSitemap, tagsOf } from '@/content/registry'

import { configOptions } from '../../payload.config'

const types = contentTypes(configOptions)
const declared = (kind: 'collection' | 'global', slug: string) =>
  contentType(types, kind, slug)!.content

const previewed = (kind: 'collection' | 'global', slug: string, doc: object, locale: string) => {
  const address = previewAddress(declared(kind, slug), doc as Record<string, unknown>, locale)
  return address && decodeURIComponent(address.replace('/next/preview?path=', ''))
}

describe('the registry of localised content', () => {
  it('holds the games, the label sets, home sections, the glossary and the terms', () => {
    expect(types.map(({ kind, slug }) => `${kind}:${slug}`)).toEqual([
      'global:home-sections',
      'global:label-sets',
      'global:form-labels',
      'global:demo-labels',
      'global:glossary',
      'global:terms-page',
      'collection:games',
    ])
  })

  it('previews each on the page that shows it, in the site of the language edited', () => {
    expect(previewed('collection', 'games', { gameId: 24 }, 'th-TH')).toBe('/th/detail/24')
    expect(previewed('collection', 'games', {}, 'th-TH')).toBeNull()
    expect(previewed('global', 'home-sections', {}, 'zh-TW')).toBe('/hk')
    expect(previewed('global', 'terms-page', {}, 'ja-JP')).toBe('/jp/tc')
    expect(previewed('global', 'label-sets', {}, 'en-US')).toBe('/en/game')
    expect(previewed('global', 'form-labels', {}, 'ko-KR')).toBe('/kr#contact')
    expect(previewed('global', 'demo-labels', {}, 'vi-VN')).toBe('/vn/play/701')
    expect(previewed('global', 'glossary', {}, 'en-US')).toBeNull()
  })

  it('expires a game’s own page and every list of games when it is published', () => {
    expect(tagsOf(declared('collection', 'games'), { gameId: 24 })).toEqual(['games', 'game:24'])
    expect(tagsOf(declared('global', 'label-sets'), {})).toEqual(['labels'])
    expect(tagsOf(declared('global', 'glossary'), {})).toEqual([])
  })

  it('lists in the sitemap the pages of its own, not the labels or the glossary', () => {
    expect(types.filter(({ content }) => isInSitemap(content)).map(({ slug }) => slug)).toEqual([
      'home-sections',
      'terms-page',
      'games',
    ])
  })
})
