/**
 * The site's own registry of localised content, as its config declares it. Each registered
 * collection and global is checked where it must be joined (its pages' getters, the previews, the
 * sitemap), so a collection added through the registry is checked too, with nothing to edit here.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { buildConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { previewAddress } from '@/content/plugin'
import {
  contentType,
  contentTypes,
  isInSitemap,
  isPreviewed,
  localisedContent,
  tagsOf,
  tagsOfReads,
  type ContentType,
} from '@/content/registry'
import { sitemapReads } from '@/content/sitemap'
import { cachedGetters } from '@/data/cached'

import { configOptions } from '../../payload.config'

const types = contentTypes(configOptions)
const declared = (kind: 'collection' | 'global', slug: string) =>
  contentType(types, kind, slug)!.content

const previewed = (kind: 'collection' | 'global', slug: string, doc: object, locale: string) => {
  const address = previewAddress(declared(kind, slug), doc as Record<string, unknown>, locale)
  return address && decodeURIComponent(address.replace('/next/preview?path=', ''))
}

/** Each getter of `src/data` and the tags it is cached under, as the registry resolves them. */
const getterTags = (registered: ContentType[]) =>
  cachedGetters.map(({ key, reads }) => ({
    key,
    reads: (typeof reads === 'function' ? reads(registered) : reads).flatMap((read) =>
      typeof read === 'string' ? [] : [read.content],
    ),
    tags: tagsOfReads(registered, key, reads),
  }))

/**
 * What a registered collection or global lacks to be served: a getter that reads it, a publish
 * that expires that getter's pages. Content with public pages (a page of its own, a listing, or a
 * preview) must have both; content no page shows (the glossary) neither.
 */
function unservedContent(registered: ContentType[]): string[] {
  const getters = getterTags(registered)
  return registered.flatMap(({ kind, slug, content }) => {
    if (!isPreviewed(content) && !isInSitemap(content)) return []
    const readers = getters.filter((getter) => getter.reads.includes(slug))
    if (readers.length === 0)
      return [
        `${kind} ${slug} has public pages, but no getter of src/data reads it: read it through ` +
          `cached('${slug}', [allOf('${slug}')], …) (src/data/cached.ts), or its pages are never ` +
          `refreshed by a publish`,
      ]
    const expired = new Set(tagsOf(content, {}))
    const stale = readers.filter((getter) => !getter.tags.some((tag) => expired.has(tag)))
    return stale.map(
      ({ key }) =>
        `${kind} ${slug}: a publish expires [${[...expired].join(', ')}], none of the tags of ` +
        `the getter "${key}" that reads it: give the declaration its tags (or leave them to default to its slug)`,
    )
  })
}

beforeAll(async () => {
  // Every getter of the site registers itself when its module loads.
  const dataDir = path.resolve('src/data')
  await Promise.all(
    readdirSync(dataDir)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => import(path.join(dataDir, file))),
  )
}, 60_000)

describe('the registry of localised content', () => {
  it('holds the games, the label sets, home sections, the glossary and the terms', () => {
    expect(types.map(({ kind, slug }) => `${kind}:${slug}`)).toEqual(
      expect.arrayContaining([
        'global:home-sections',
        'global:label-sets',
        'global:form-labels',
        'global:demo-labels',
        'global:glossary',
        'global:terms-page',
        'collection:games',
      ]),
    )
  })

  it('has a getter for every registered entry with public pages, cached under tags its publish expires', () => {
    expect(unservedContent(types)).toEqual([])
  })

  it('finds a registered collection whose pages no getter reads, and says what to do', () => {
    const probe = localisedContent(
      { slug: 'registry-probe', fields: [{ name: 'title', type: 'text', localized: true }] },
      { listPaths: ['/probe'] },
    )
    const withProbe = contentTypes({ ...configOptions, collections: [probe] })
    expect(unservedContent([...types, ...withProbe])).toEqual([
      expect.stringMatching(
        /^collection registry-probe has public pages, but no getter of src\/data reads it: read it through cached\('registry-probe', \[allOf\('registry-probe'\)\]/,
      ),
    ])
  })

  it('finds a getter that reads registered content whose publish expires nothing', () => {
    const silent = types.map((type) =>
      type.slug === 'terms-page' ? { ...type, content: { ...type.content, tags: [] } } : type,
    )
    expect(unservedContent(silent)).toEqual([
      expect.stringMatching(/^global terms-page: a publish expires \[\], .*"terms"/),
    ])
  })

  it('tags a getter with what the registry declares for what it reads', () => {
    const byKey = Object.fromEntries(getterTags(types).map((getter) => [getter.key, getter.tags]))
    expect(byKey.labels).toEqual(['labels', 'labels', 'labels'])
    expect(byKey.home).toEqual(['home'])
    expect(byKey['related-games']).toEqual(['games'])
    expect(
      tagsOfReads(types, 'game', cachedGetters.find((g) => g.key === 'game')!.reads, 24),
    ).toEqual(['game:24'])
    // A slug no one registers: the registry test's own, outside the test configuration.
    expect(() => tagsOfReads(types, 'probe-page', [{ content: 'registry-probe' }])).toThrow(
      /"probe-page" reads "registry-probe", which is not registered localised content: declare it with localisedContent/,
    )
  })

  it('previews each on the page that shows it, in the site of the language edited', async () => {
    expect(previewed('collection', 'games', { gameId: 24 }, 'th-TH')).toBe('/th/detail/24')
    expect(previewed('collection', 'games', {}, 'th-TH')).toBeNull()
    expect(previewed('global', 'home-sections', {}, 'zh-TW')).toBe('/hk')
    expect(previewed('global', 'terms-page', {}, 'ja-JP')).toBe('/jp/tc')
    expect(previewed('global', 'label-sets', {}, 'en-US')).toBe('/en/game')
    expect(previewed('global', 'form-labels', {}, 'ko-KR')).toBe('/kr#contact')
    expect(previewed('global', 'demo-labels', {}, 'vi-VN')).toBe('/vn/play/701')
    expect(previewed('global', 'glossary', {}, 'en-US')).toBeNull()

    // Every previewed entry of the built config has live preview.
    const { admin } = await buildConfig(configOptions)
    for (const { kind, slug } of types.filter((type) => isPreviewed(type.content)))
      expect(admin.livePreview?.[kind === 'global' ? 'globals' : 'collections'], slug).toContain(
        slug,
      )
  })

  it('expires a game’s own page and every list of games when it is published', () => {
    expect(tagsOf(declared('collection', 'games'), { gameId: 24 })).toEqual(['games', 'game:24'])
    expect(tagsOf(declared('global', 'label-sets'), {})).toEqual(['labels'])
    expect(tagsOf(declared('global', 'glossary'), {})).toEqual([])
  })

  it('lists in the sitemap every entry with pages of its own, not the labels or the glossary', () => {
    const listed = tagsOfReads(types, 'sitemap-pages', sitemapReads)
    for (const { slug, content } of types.filter((type) => isInSitemap(type.content)))
      expect(listed, slug).toEqual(expect.arrayContaining(content.tags ?? []))
    const inSitemap = types.filter(({ content }) => isInSitemap(content)).map(({ slug }) => slug)
    expect(inSitemap).toEqual(expect.arrayContaining(['home-sections', 'terms-page', 'games']))
    expect(inSitemap).not.toContain('label-sets')
    expect(inSitemap).not.toContain('glossary')
  })
})
