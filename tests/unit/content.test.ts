/**
 * The content check: the demo content is complete, in every language, within the figures of the
 * original specification, before anything is seeded.
 */
import { describe, expect, it } from 'vitest'

import { seo } from '@/collections/Games/fields/seo'
import { placeholderVariants } from '@/globals/LabelSets/defaults'
import { contentLocales, defaultContentLocale } from '@/i18n/locales'
import {
  loadCatalogueOrder,
  loadGames,
  loadHome,
  loadLabels,
  loadSite,
  loadTerms,
} from '@/seed/content/load'

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)
/** Every game id the specification lists. */
const specIds = [
  24,
  63,
  65,
  68,
  104,
  158,
  ...range(180, 182),
  323,
  ...range(405, 411),
  ...range(415, 428),
  ...range(433, 441),
  443,
  ...range(445, 457),
  ...range(459, 463),
  ...range(465, 471),
  ...range(473, 475),
  477,
  483,
  701,
  702,
  ...range(40001, 40008),
  50008,
  50016,
  60007,
  60009,
  60010,
]
const fishIds = [701, 702, 40002, 40003, 40007]

const games = loadGames()
const byId = new Map(games.map((game) => [game.id, game]))

describe('the catalogue', () => {
  it('has every id of the specification exactly once, and no other', () => {
    const files = games.map((game) => game.id).sort((a, b) => a - b)
    expect(files).toEqual([...specIds].sort((a, b) => a - b))
  })

  it('gives every game the kind the specification says', () => {
    for (const game of games) {
      const expected = fishIds.includes(game.id)
        ? 'fish'
        : game.id === 445
          ? 'arcade'
          : game.id === 104
            ? 'board'
            : 'slot'
      expect(game.kind, `game ${game.id}`).toBe(expected)
    }
    expect(byId.get(104)?.sites).toEqual(['vn'])
  })

  it('spreads the slots over all five theme groups', () => {
    const themes = new Set(games.filter((g) => g.kind === 'slot').map((g) => g.theme))
    expect(themes).toEqual(new Set(['chinese', 'classic', 'fantasy', 'fishing', 'western']))
  })

  it('keeps every game’s page title and meta description within what the admin accepts', () => {
    // The seed writes them to the SEO tab's fields (`meta.title`, `meta.description`), whose
    // maxLength Payload checks: a longer one fails the whole seed (a Thai title of 72 did).
    const meta = seo.fields.find((field) => 'name' in field && field.name === 'meta')
    const limit = (name: string) => {
      const field =
        meta && 'fields' in meta
          ? meta.fields.find((f) => 'name' in f && f.name === name)
          : undefined
      return field && 'maxLength' in field ? field.maxLength : undefined
    }
    const limits = { seoTitle: limit('title'), seoDescription: limit('description') }
    expect(limits.seoTitle).toBeGreaterThan(0)
    expect(limits.seoDescription).toBeGreaterThan(0)
    const tooLong = games.flatMap((game) =>
      contentLocales.flatMap((locale) =>
        (['seoTitle', 'seoDescription'] as const)
          .filter((field) => game.text[locale][field].length > limits[field]!)
          .map((field) => `game ${game.id} ${locale} ${field}: ${game.text[locale][field]}`),
      ),
    )
    expect(tooLong).toEqual([])
  })

  it('fills every text of every game in all ten languages', () => {
    for (const game of games) {
      for (const locale of contentLocales) {
        const text = game.text[locale]
        for (const field of ['title', 'type', 'seoTitle', 'seoDescription'] as const) {
          expect(text[field].trim(), `game ${game.id} ${locale} ${field}`).not.toBe('')
        }
        expect(text.features.length, `game ${game.id} ${locale} features`).toBe(
          game.text['en-US'].features.length,
        )
        expect(
          text.features.every((f) => f.trim()),
          `game ${game.id} ${locale} features`,
        ).toBe(true)
        // Subtitle and description may be empty only deliberately: then empty in every language.
        for (const field of ['subtitle', 'description'] as const) {
          expect(Boolean(text[field].trim()), `game ${game.id} ${locale} ${field}`).toBe(
            Boolean(game.text['en-US'][field].trim()),
          )
        }
      }
      for (const name of Object.values(game.names)) expect(name.trim()).not.toBe('')
    }
  })

  it('never gives two games the same title in any language', () => {
    for (const locale of contentLocales) {
      const titles = games.map((game) => game.text[locale].title.trim().toLowerCase())
      const duplicates = titles.filter((title, i) => titles.indexOf(title) !== i)
      expect(duplicates, locale).toEqual([])
    }
  })

  it('writes each language in its own script', () => {
    const scripts: Partial<Record<(typeof contentLocales)[number], RegExp>> = {
      'ja-JP': /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
      'ko-KR': /\p{Script=Hangul}/u,
      'zh-CN': /\p{Script=Han}/u,
      'zh-TW': /\p{Script=Han}/u,
      'th-TH': /\p{Script=Thai}/u,
      'hi-IN': /\p{Script=Devanagari}/u,
    }
    for (const game of games) {
      for (const [locale, script] of Object.entries(scripts)) {
        const text = game.text[locale as keyof typeof game.text]
        expect(text.description || text.title, `game ${game.id} ${locale}`).toMatch(script!)
      }
    }
  })

  it('keeps the figures within the ranges of the specification', () => {
    const grids = new Set(['3x3', '3x5', '4x5', '4x6', '5x3', '5x4', '5x5', '6x5', '6x6', '7x7'])
    const paylines = new Set([1, 5, 9, 10, 15, 20, 25, 27, 30, 40, 50])
    const waysCounts = new Set([243, 1024, 2000, 4096, 15625, 32400, 200704])
    for (const game of games) {
      const { layout, maxMultiplier } = game
      const where = `game ${game.id}`
      if (game.kind === 'slot') {
        expect(layout.mode, where).not.toBe('none')
        if (layout.mode === 'lines' || layout.mode === 'ways') {
          const grid = `${layout.reels}x${layout.rows}`
          expect(
            grids.has(grid) || grids.has(`${layout.rows}x${layout.reels}`),
            `${where} grid ${grid}`,
          ).toBe(true)
        }
        if (layout.mode === 'lines') expect(paylines.has(layout.lines), `${where} lines`).toBe(true)
        if (layout.mode === 'ways') {
          expect(waysCounts.has(layout.ways), `${where} ways`).toBe(true)
          expect(layout.rows ** layout.reels, `${where} ways`).toBe(layout.ways)
        }
        if (layout.mode === 'megaways') {
          expect(waysCounts.has(layout.ways), `${where} ways`).toBe(true)
          expect(layout.maxRowsPerReel).toHaveLength(layout.reels)
          expect(
            layout.maxRowsPerReel.reduce((a, b) => a * b, 1),
            `${where} ways`,
          ).toBe(layout.ways)
        }
      } else {
        expect(layout.mode, where).toBe('none')
      }
      if (maxMultiplier.kind === 'value' && game.kind !== 'fish' && game.kind !== 'arcade') {
        expect(maxMultiplier.value, where).toBeGreaterThanOrEqual(500)
        expect(maxMultiplier.value, where).toBeLessThanOrEqual(30000)
      }
      expect(game.rtp, where).toBeGreaterThanOrEqual(94)
      expect(game.rtp, where).toBeLessThanOrEqual(97.5)
      expect(game.hitFrequency, where).toBeGreaterThan(0)
      expect(game.hitFrequency, where).toBeLessThan(100)
      expect(game.bet.min, where).toBeLessThan(game.bet.max)
      if (game.releaseYear !== null) {
        expect(game.releaseYear, where).toBeGreaterThanOrEqual(2018)
        expect(game.releaseYear, where).toBeLessThanOrEqual(2026)
      }
      if (game.mechanics.freeSpins !== null) {
        expect(game.mechanics.freeSpins, where).toBeGreaterThanOrEqual(5)
        expect(game.mechanics.freeSpins, where).toBeLessThanOrEqual(60)
      }
      expect(game.text['en-US'].features.length, where).toBeGreaterThanOrEqual(2)
      expect(game.text['en-US'].features.length, where).toBeLessThanOrEqual(6)
    }
    const unlimitedOrNone = games.filter((g) => g.maxMultiplier.kind !== 'value').length
    expect(unlimitedOrNone).toBeGreaterThan(0)
    expect(unlimitedOrNone).toBeLessThan(games.length / 5)
  })

  it('describes the special shots of the fishing games at 10x, 6x and 30x stakes', () => {
    const english = fishIds.map((id) => byId.get(id)!.text['en-US'])
    const text = english.map((t) => `${t.description} ${t.features.join(' ')}`).join(' ')
    for (const stake of ['10', '6', '30']) expect(text).toMatch(new RegExp(`\\b${stake}(x|×)`, 'i'))
  })

  /**
   * The demo's special-shot buttons show the game's own names (`shots`): those its page gives
   * them in that language, word for word, so page and demo agree. Only fishing games have them.
   */
  it('names every fishing game’s special shots in every language as its description does', () => {
    const costs = { net: '6', lightning: '10', bomb: '30' }
    for (const id of fishIds)
      for (const locale of contentLocales) {
        const { shots, description } = byId.get(id)!.text[locale]
        const where = `game ${id}, ${locale}`
        expect(shots, where).toBeDefined()
        // The same words; a name may take an ordinary hyphen where the description has a
        // no-break one (U+2011), so that the button's line can break after it.
        const words = (text: string) => text.replaceAll('\u2011', '-')
        for (const [shot, name] of Object.entries(shots!)) {
          expect(words(description), `${where}: ${shot}`).toContain(words(name))
          expect(costs[shot as keyof typeof costs], `${where}: ${shot}`).toBeDefined()
        }
        expect(new Set(Object.values(shots!)).size, where).toBe(3)
      }
    const others = games.filter((game) => !fishIds.includes(game.id))
    expect(
      others.filter((game) => contentLocales.some((locale) => game.text[locale].shots)),
    ).toEqual([])
  })

  it('gives every game a release year, which its page shows: after the studio was founded, 2019 to 2026', () => {
    const without = games.filter((game) => game.releaseYear === null).map((game) => game.id)
    expect(without).toEqual([])
    for (const game of games) {
      expect(game.releaseYear, `game ${game.id}`).toBeGreaterThanOrEqual(2019)
      expect(game.releaseYear, `game ${game.id}`).toBeLessThanOrEqual(2026)
    }
  })

  it('lists the same platforms on every fishing game: none lacks one its siblings run on', () => {
    const platforms = new Set(fishIds.flatMap((id) => byId.get(id)!.platforms))
    for (const id of fishIds)
      expect(
        [...platforms].filter((p) => !byId.get(id)!.platforms.includes(p)),
        `game ${id}`,
      ).toEqual([])
  })

  /**
   * The demo sells free spins (`calibrateSlot`): a game without them has no feature to buy there,
   * so neither its "Buy feature" row nor its texts may offer one. A reader of 453 saw its page
   * describe a buy its demo does not have.
   */
  it('offers a feature buy only where the demo sells one, and says so in its texts only then', () => {
    const buysWord = /\b(buy|bought|purchase)/i
    for (const game of games) {
      const where = `game ${game.id}`
      if (game.buyFeature) expect(game.mechanics.freeSpins, where).toBeGreaterThan(0)
      const english = game.text['en-US']
      const text = [english.description, ...english.features, english.seoDescription ?? ''].join(
        ' ',
      )
      expect(buysWord.test(text), `${where}: ${text.match(buysWord)?.[0]}`).toBe(game.buyFeature)
      // Each language lists the same features as the English: a buy removed from one is removed from all.
      for (const locale of contentLocales)
        expect(game.text[locale].features.length, `${where} ${locale}`).toBe(
          english.features.length,
        )
    }
  })
})

describe('the ordered lists', () => {
  const order = loadCatalogueOrder()

  it('refer only to games of the catalogue, once each', () => {
    for (const [list, ids] of Object.entries(order)) {
      expect(new Set(ids).size, list).toBe(ids.length)
      for (const id of ids) expect(byId.has(id), `${list}: ${id}`).toBe(true)
    }
  })

  it('start the fishing list with 701, hold only 445 in arcade, and list every fish and slot game', () => {
    expect(order.fish[0]).toBe(701)
    expect(new Set(order.fish)).toEqual(new Set(fishIds))
    expect(order.arcade).toEqual([445])
    expect(new Set(order.slot)).toEqual(
      new Set(games.filter((g) => g.kind === 'slot').map((g) => g.id)),
    )
    expect(order.featured.length).toBeGreaterThanOrEqual(6)
    expect(order.hot.length).toBeGreaterThanOrEqual(6)
    expect(order.new.length).toBeGreaterThanOrEqual(6)
  })
})

describe('labels, home sections, terms and site settings', () => {
  const keysOf = (object: object, prefix = ''): string[] =>
    Object.entries(object).flatMap(([key, value]) =>
      value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
  const labels = loadLabels()
  const home = loadHome()
  const englishLabels = new Set(keysOf(labels[defaultContentLocale]))
  const translations = contentLocales.filter((locale) => locale !== defaultContentLocale)

  it('have the same keys in all ten languages, none empty', () => {
    for (const locale of contentLocales) {
      // A label may wait for its translations (see the next test); it may not be one English lacks.
      expect(
        keysOf(labels[locale]).filter((key) => !englishLabels.has(key)),
        `${locale}: labels that are not in src/globals/LabelSets/defaults.ts`,
      ).toEqual([])
      // A claim's value as the language writes it (20年以上) is optional: the figure serves elsewhere.
      const homeKeys = (of: object) => keysOf(of).filter((key) => !key.endsWith('.valueText'))
      expect(homeKeys(home[locale]), locale).toEqual(homeKeys(home['en-US']))
      const emptyLabels = keysOf(labels[locale]).filter(
        (key) =>
          !String(
            key
              .split('.')
              .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], labels[locale]),
          ).trim(),
      )
      expect(emptyLabels, locale).toEqual([])
    }
  })

  it('give each home figure one value in every language: it is one field, not a text', () => {
    // `value` is not localised (src/globals/HomeSections/config.ts): whichever language the seed
    // writes last would set it for all; a language writes its own form in `valueText` (20年以上).
    const english = home[defaultContentLocale].about.claims
    for (const locale of translations)
      for (const [claim, { value }] of Object.entries(home[locale].about.claims))
        expect(value, `${locale}: about.claims.${claim}.value`).toBe(
          english[claim as keyof typeof english].value,
        )
  })

  /*
   * A new label needs only its English (defaults.ts): until its translations arrive, the pages of
   * the other languages show the English and the translation status lists it as missing in each.
   * What the demo content does translate, it translates in every language: a label in some of
   * them but not all is a file left behind, an English text nobody is told about.
   */
  it('translate each label in every language, or (a new one, not yet) in none', () => {
    const partly = [...englishLabels].flatMap((key) => {
      const translated = translations.filter((locale) => keysOf(labels[locale]).includes(key))
      const lacking = translations.filter((locale) => !translated.includes(locale))
      return translated.length > 0 && lacking.length > 0
        ? [`${key}: not in ${lacking.join(', ')}`]
        : []
    })
    expect(partly, 'add these to src/seed/content/labels/{locale}.json').toEqual([])
  })

  it('keep the placeholders of every interface string', () => {
    const placeholders = (text: string, variants: Record<string, string> = {}) =>
      [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => variants[m[1]] ?? m[1]).sort()
    for (const locale of contentLocales) {
      for (const [group, strings] of Object.entries(labels['en-US'])) {
        for (const [key, english] of Object.entries(strings)) {
          const text = labels[locale][group]?.[key]
          if (text === undefined) continue
          const variants = placeholderVariants[`${group}.${key}`]
          expect(placeholders(text, variants), `${locale} ${group}.${key}`).toEqual(
            placeholders(english),
          )
        }
      }
    }
  })

  it('promise a reply as soon as possible in Traditional Chinese', () => {
    expect(labels['zh-TW'].form.success).toMatch(/盡快/)
    expect(home['zh-TW'].contact.text).toMatch(/盡快/)
  })

  it('have a terms page with a title and sections in every language', () => {
    const terms = loadTerms()
    for (const locale of contentLocales) {
      expect(terms[locale], locale).toMatch(/^# \S/)
      expect(terms[locale].match(/^## /gm)?.length ?? 0, locale).toBeGreaterThanOrEqual(5)
    }
  })

  it('have terms of the English shape in every language: the same headings, paragraphs and lists in order', () => {
    // A translation file gives each block of the English its translation: a heading or a paragraph
    // that only one language has shifts every block after it, and the first import of the
    // language's own export rewrites its terms (a Thai-only heading did).
    const shape = (markdown: string) =>
      markdown
        .trim()
        .split(/\n\s*\n/)
        .map((block) =>
          block.startsWith('#') ? 'heading' : /^\s*- /.test(block) ? 'list' : 'paragraph',
        )
    const terms = loadTerms()
    for (const locale of contentLocales)
      expect(shape(terms[locale]), locale).toEqual(shape(terms[defaultContentLocale]))
  })

  it('give the studio a contact address on a reserved domain and a tagline in every language', () => {
    const site = loadSite()
    expect(site.contactEmail).toMatch(/@([\w-]+\.)*example\.(com|org|net)$|\.example$/)
    for (const locale of contentLocales) expect(site.tagline[locale].trim()).not.toBe('')
  })
})
