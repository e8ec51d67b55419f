/**
 * Every site reads as written in its language, against the running server: no sentence of the
 * English page on a localised one (an optional text a language leaves out is absent, not
 * English), the figures a page states agree with what it lists, and the JSON-LD is valid
 * schema.org in the page's language.
 */
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { sites, type Site } from '@/i18n/locales'
import { glossaryTermKeys } from '@/globals/Glossary/keys'
import { loadGames, loadGlossaries, loadHome, loadLabels } from '@/seed/content/load'

import { decode, visibleRuns } from '../support/html'
import { jsonLdOf, schemaOrgProblems } from '../support/schemaOrg'
import { page, serverURL, staff } from './helpers'

const english = sites.find((site) => site.prefix === 'en')!
/** The sites in another language than English (`ph` is the English site of the Philippines). */
const localised = sites.filter((site) => site.content !== 'en-US')
const games = loadGames()
const detailId = 405
const paths = (site: Site) =>
  ['', '/game', `/detail/${detailId}`, '/tc'].map((path) => `/${site.prefix}${path}`)

/** Names that are the same in every language: the studio, and game titles written in Latin script. */
const sharedNames = new Set([
  'Starfin Games',
  ...games.flatMap((game) => Object.values(game.text).map((text) => text.title)),
])

/**
 * The English page's sentences: runs of at least three words with a lower-case English word,
 * split at sentence ends; names, figures and one- or two-word labels are not sentences.
 */
function sentences(runs: string[]): string[] {
  return [
    ...new Set(
      runs
        .filter((run) => !sharedNames.has(run))
        .flatMap((run) => run.split(/(?<=[.!?])\s+/))
        .map((sentence) => sentence.trim())
        .filter(
          (sentence) =>
            sentence.split(' ').length >= 3 &&
            /\b[a-z]{3,}\b/.test(sentence) &&
            !sharedNames.has(sentence),
        ),
    ),
  ]
}

describe('no English on a localised page', () => {
  it.each(localised)(
    '/$prefix: home, list, a detail and terms contain no sentence of the English page',
    async (site) => {
      const found: string[] = []
      for (const [i, path] of paths(site).entries()) {
        const [englishPage, localPage] = await Promise.all([page(paths(english)[i]), page(path)])
        expect(localPage.status, path).toBe(200)
        const text = visibleRuns(localPage.html).join('\n')
        for (const sentence of sentences(visibleRuns(englishPage.html)))
          if (text.includes(sentence)) found.push(`${path}: "${sentence}"`)
      }
      expect(found).toEqual([])
    },
  )

  it('finds English where there is some (the check itself works)', () => {
    const englishRuns = [
      'Our games are reviewed and listed by an independent slot-review platform.',
      'Bamboo Bounty',
      'Slot',
    ]
    const found = sentences(englishRuns)
    expect(found).toEqual([
      'Our games are reviewed and listed by an independent slot-review platform.',
    ])
  })

  it.each(['in', 'vn', 'id', 'jp', 'th'])(
    '/%s: states no partnership sentence, in English or otherwise (the language leaves it out)',
    async (prefix) => {
      const { html } = await page(`/${prefix}`)
      expect(html).not.toContain('independent slot-review platform')
      expect(html).not.toContain('about__partnership')
    },
  )

  it('/cn states the partnership sentence in Chinese', async () => {
    const { html } = await page('/cn')
    const { partnership } = loadHome()['zh-CN'].about
    expect(partnership).toMatch(/[\u4e00-\u9fff]/)
    expect(visibleRuns(html).join('')).toContain(partnership)
  })
})

/** The game list's words (search labels) of a site, as its pages write them. */
const searchWords = (site: Site) =>
  createTranslator({
    locale: site.tag,
    messages: { search: loadLabels()[site.content].search },
    namespace: 'search',
  })

describe('figures agree with what the page lists', () => {
  const onSite = (site: Site) =>
    games.filter((game) => game.sites === 'all' || game.sites.includes(site.prefix))

  it.each(sites)(
    '/$prefix/game: the result count is the number of games its pages list, and every game of the site is listed',
    async (site) => {
      const first = await page(`/${site.prefix}/game`)
      const count = decode(/class="catalogue__count"[^>]*>([^<]*)/.exec(first.html)?.[1] ?? '')
      const cards = new Set<number>()
      let onFirstPage = 0
      let html: string | undefined = first.html
      while (html) {
        const results = html.slice(html.indexOf('id="catalogue-results"'))
        for (const match of results
          .slice(0, results.indexOf('</ul>'))
          .matchAll(/data-game-id="(\d+)"/g))
          cards.add(Number(match[1]))
        onFirstPage ||= cards.size
        const next: string | undefined = /<link rel="next" href="([^"]+)"/.exec(html)?.[1]
        html = next ? (await page(next.replaceAll('&amp;', '&'))).html : undefined
      }
      // "Showing 1–24 of 85 games", in the site's words and figures.
      const t = searchWords(site)
      expect(count, site.prefix).toBe(
        cards.size > onFirstPage
          ? t('range', { from: 1, to: onFirstPage, count: cards.size })
          : t('results', { count: cards.size }),
      )
      expect([...cards].sort((a, b) => a - b)).toEqual(onSite(site).map((game) => game.id))
    },
  )

  it.each(sites)(
    '/$prefix/game?q=…: the count over a search names what was searched, in the site’s words',
    async (site) => {
      const query = '701'
      const { html } = await page(`/${site.prefix}/game?q=${query}`)
      const count = decode(/class="catalogue__count"[^>]*>([^<]*)/.exec(html)?.[1] ?? '')
      const results = html.slice(html.indexOf('id="catalogue-results"'))
      const found = new Set(
        [...results.slice(0, results.indexOf('</ul>')).matchAll(/data-game-id="(\d+)"/g)].map(
          (match) => match[1],
        ),
      )
      expect(found.has('701'), site.prefix).toBe(true)
      const t = searchWords(site)
      expect(count, site.prefix).toBe(t('matches', { count: found.size, query }))
      expect(count, site.prefix).toContain(query)
    },
  )

  // Thai and Korean readers saw "0 games" ("พบ 0 เกม", "게임 없음") over "No games match …".
  it.each(sites)(
    '/$prefix/game?q=…: a search that finds nothing says so once, in the site’s words',
    async (site) => {
      const query = 'zzzqx'
      const { html } = await page(`/${site.prefix}/game?q=${query}`)
      const count = decode(/class="catalogue__count"[^>]*>([^<]*)/.exec(html)?.[1] ?? 'none')
      expect(count, site.prefix).toBe('')
      const empty = /<p class="catalogue__empty" role="status">([\s\S]*?)<\/p>/.exec(html)?.[1]
      const t = searchWords(site)
      expect(decode((empty ?? '').replace(/<[^>]+>/g, '')), site.prefix).toBe(
        t('noMatch', { query }),
      )
    },
  )

  it('lists the Vietnamese-only dice game on /vn alone, so /vn counts one more', () => {
    const counts = new Map(sites.map((site) => [site.prefix, onSite(site).length]))
    expect(counts.get('vn')).toBe(counts.get('en')! + 1)
    expect(
      new Set(sites.filter((site) => site.prefix !== 'vn').map((site) => counts.get(site.prefix)))
        .size,
    ).toBe(1)
  })

  it.each(sites)(
    '/$prefix: the home page’s “N+ games” claim holds for the games the site lists',
    async (site) => {
      const { html } = await page(`/${site.prefix}`)
      // The first claim counts the games, written as the market writes it (70+, 70本以上, 70+款).
      const claims = html.slice(html.indexOf('<dl class="claims">'))
      const games = /<dd>[^<\d]*(\d+)[^<]*<\/dd>/.exec(claims)?.[1]
      expect(games).toBeDefined()
      expect(Number(games)).toBeLessThanOrEqual(onSite(site).length)
    },
  )
})

describe('JSON-LD', () => {
  it.each(sites)(
    '/$prefix/detail/405: a VideoGame in the page’s language, valid schema.org',
    async (site) => {
      const { html } = await page(`/${site.prefix}/detail/${detailId}`)
      const [game, ...rest] = jsonLdOf(html) as Record<string, unknown>[]
      expect(rest).toEqual([])
      expect(schemaOrgProblems(game)).toEqual([])
      const title = games.find((g) => g.id === detailId)!.text[site.content].title
      expect(game).toMatchObject({ '@type': 'VideoGame', name: title, inLanguage: site.tag })
    },
  )

  it.each(sites)(
    '/$prefix: the home page describes the studio as a valid Organization',
    async (site) => {
      const { html } = await page(`/${site.prefix}`)
      const [organization] = jsonLdOf(html) as Record<string, unknown>[]
      expect(schemaOrgProblems(organization)).toEqual([])
      expect(organization).toMatchObject({
        '@type': 'Organization',
        name: 'Starfin Games',
        foundingDate: '2018',
      })
    },
  )
})

describe('the glossary global', () => {
  it('is seeded from the glossary files, one row per concept, for the content staff only', async () => {
    const visitor = await fetch(`${serverURL}/api/globals/glossary?locale=ja-JP`)
    expect(visitor.status).toBe(403)
    const { headers } = await staff('translator', ['ja-JP'])
    const response = await fetch(`${serverURL}/api/globals/glossary?locale=ja-JP&depth=0`, {
      headers,
    })
    expect(response.status).toBe(200)
    const glossary = (await response.json()) as {
      naming: string | null
      terms: { key: string; term: string }[]
      claims: Record<string, string | null>
    }
    const japanese = loadGlossaries().glossaries['ja-JP']!
    expect(glossary.terms.map((row) => row.key)).toEqual([...glossaryTermKeys])
    expect(glossary.terms.find((row) => row.key === 'stake')?.term).toBe(japanese.terms.stake.term)
    expect(glossary.claims.games).toBe(japanese.claims.games)
    expect(glossary.naming).toBe(japanese.naming)
  })
})
