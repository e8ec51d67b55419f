/**
 * The glossary check: each language names each concept one way. Every language has a glossary
 * with every key; no text of a language uses a variant its glossary rules out; and where an
 * aligned English text (a game's feature line or type, an interface label) names a concept, the
 * same text in every language names it with that language's term.
 */
import { describe, expect, it } from 'vitest'

import { glossaryClaimKeys, glossaryTermKeys, type GlossaryTermKey } from '@/globals/Glossary/keys'
import { contentLocales, defaultContentLocale, type ContentLocale } from '@/i18n/locales'
import { loadGames, loadGlossaries, loadHome, loadLabels, loadTerms } from '@/seed/content/load'
import type { GlossaryFile } from '@/seed/content/schema'

const { glossaries, missing } = loadGlossaries()
const games = loadGames()
const home = loadHome()
const labels = loadLabels()
const terms = loadTerms()

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Scripts written with spaces between words: a wording there must stand as whole words. */
const spaced = /[\p{Script=Latin}\p{Script=Devanagari}\p{Script=Hangul}]/u
const wordChar = '[\\p{L}\\p{M}\\p{N}]'

/** Korean particles, written onto the word before them: 피싱이 is the word 피싱. */
const particles =
  '이|가|을|를|은|는|의|에|에서|에게|으로|로|와|과|도|만|이나|나|까지|부터|처럼|보다|이다|입니다'

/** A pattern for a wording: case-insensitive; whole words where its script separates words. */
function wording(phrase: string) {
  const text = phrase.trim()
  const body = escape(text).replace(/\s+/g, '\\s+')
  const before = spaced.test(text[0] ?? '') ? `(?<!${wordChar})` : ''
  const last = text.at(-1) ?? ''
  const after = /\p{Script=Hangul}/u.test(last)
    ? `(?=(?:${particles})?(?!${wordChar}))`
    : spaced.test(last)
      ? `(?!${wordChar})`
      : ''
  return new RegExp(`${before}${body}${after}`, 'giu')
}

/** Every text of a language: the games' text blocks, home, labels and terms, each with where it is. */
function textsOf(locale: ContentLocale): [where: string, text: string][] {
  const out: [string, string][] = []
  const walk = (where: string, value: unknown) => {
    if (typeof value === 'string') out.push([where, value])
    else if (Array.isArray(value)) value.forEach((item, i) => walk(`${where}[${i}]`, item))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(`${where}.${key}`, item)
  }
  for (const game of games) walk(`game ${game.id}`, game.text[locale])
  walk('home', home[locale])
  walk('labels', labels[locale])
  walk('terms', terms[locale])
  return out
}

/**
 * The fields that say the same thing in every language: each game's feature lines and type, and
 * every interface label. Keyed by where they are.
 */
function alignedOf(locale: ContentLocale): Map<string, string> {
  const out = new Map<string, string>()
  for (const game of games) {
    out.set(`game ${game.id} type`, game.text[locale].type)
    game.text[locale].features.forEach((line, i) => out.set(`game ${game.id} features[${i}]`, line))
  }
  for (const [group, entries] of Object.entries(labels[locale])) {
    for (const [key, value] of Object.entries(entries)) out.set(`labels.${group}.${key}`, value)
  }
  return out
}

/**
 * "Hot" and "New" name the catalogue's lists and badges; as everyday adjectives ("a new wild",
 * "open in a new tab") they are not the concept. They count only where the text is the name alone.
 */
const listNames: GlossaryTermKey[] = ['hot', 'new']

const isNameAlone = (text: string, { term, avoid }: GlossaryFile['terms'][GlossaryTermKey]) =>
  [term, ...avoid].some((phrase) => phrase.trim().toLowerCase() === text.trim().toLowerCase())

/** English texts that use a key's word for something else than its concept; each entry says why. */
const notTheConcept: Record<string, GlossaryTermKey[]> = {
  // "Paylines pay both ways": a direction, not the ways-to-win count.
  'game 468 features[0]': ['ways'],
  // The cards' badge says that a game is new (pt Novo, zh 新): an adjective, not the list's name.
  'labels.gameMenu.newBadge': ['new'],
}

/** The same, in one language: its wording names the concept with a counter, not the word. */
const notTheConceptIn: Partial<Record<ContentLocale, Record<string, GlossaryTermKey[]>>> = {
  // The list's counter counts its games in 件 under the list's heading (全85件中1〜24件目を表示):
  // the standard Japanese pager line, which two readers found wordy with ゲーム in it.
  'ja-JP': { 'labels.search.range': ['game', 'games'] },
}

/**
 * A kind's name alone, where a game's type row names its kind as the cards' tag does: /cn's
 * 游戏类型 捕鱼 (捕鱼游戏 there repeated 游戏, a mainland reader in round 41).
 */
const kindInTypeRow: Partial<Record<ContentLocale, Partial<Record<GlossaryTermKey, string>>>> = {
  'zh-CN': { fishingGame: '捕鱼' },
}

/** The keys whose English wording an English text uses, longest wordings first, each span counted once. */
function conceptsIn(english: string, glossary: GlossaryFile): GlossaryTermKey[] {
  const wordings = glossaryTermKeys
    .flatMap((key) =>
      [glossary.terms[key].term, ...glossary.terms[key].avoid].map((phrase) => ({ key, phrase })),
    )
    .sort((a, b) => b.phrase.length - a.phrase.length)
  let rest = english
  const found = new Set<GlossaryTermKey>()
  for (const { key, phrase } of wordings) {
    const pattern = wording(phrase)
    if (pattern.test(rest)) {
      found.add(key)
      // "fishing game" is the fishing-game concept, not also the bare "game".
      rest = rest.replace(pattern, ' \u0000 ')
    }
  }
  return [...found]
}

const patterns = new Map<string, RegExp>()
/** Where a wording occurs in a text: [start, end) spans. */
function spansOf(phrase: string, text: string) {
  if (!patterns.has(phrase)) patterns.set(phrase, wording(phrase))
  return [...text.matchAll(patterns.get(phrase)!)].map((match) => [
    match.index,
    match.index + match[0].length,
  ])
}

/**
 * The variants of the language's glossary a text uses: anywhere but inside one of the language's
 * terms (a variant may sit inside a term). A term inside the variant does not excuse it: "free
 * game" is ruled out although "game" is a term.
 */
function variantsIn(text: string, glossary: GlossaryFile) {
  const terms = glossaryTermKeys.flatMap((key) => spansOf(glossary.terms[key].term, text))
  const insideTerm = ([start, end]: number[]) =>
    terms.some(([from, to]) => from! <= start! && end! <= to! && to! - from! > end! - start!)
  return glossaryTermKeys.flatMap((key) =>
    glossary.terms[key].avoid
      .filter((variant) => spansOf(variant, text).some((span) => !insideTerm(span)))
      .map((variant) => ({ key, variant })),
  )
}

describe('the glossaries', () => {
  it('exist for all ten languages', () => {
    expect(missing, 'languages without src/seed/content/glossary/{locale}.json').toEqual([])
  })

  it.each(contentLocales.filter((locale) => glossaries[locale]))(
    '%s has every term and claim',
    (locale) => {
      const glossary = glossaries[locale]!
      expect(Object.keys(glossary.terms).sort()).toEqual([...glossaryTermKeys].sort())
      expect(Object.keys(glossary.claims).sort()).toEqual([...glossaryClaimKeys].sort())
      for (const key of glossaryTermKeys) {
        const { term, avoid } = glossary.terms[key]
        expect(
          avoid.filter((variant) => variant.trim().toLowerCase() === term.trim().toLowerCase()),
          `${locale} ${key}: the term is also listed to avoid`,
        ).toEqual([])
      }
    },
  )

  it.each(contentLocales.filter((locale) => glossaries[locale]))(
    '%s states the claims as its home page does',
    (locale) => {
      const { claims } = glossaries[locale]!
      const { about } = home[locale]
      for (const key of ['games', 'founded', 'fishing', 'engine'] as const)
        expect(about.claims[key].label, `${locale} claim ${key}`).toBe(claims[key])
      expect(about.partnership.trim() || null, `${locale} partnership`).toBe(claims.partnership)
    },
  )
})

describe('the content follows its glossary', () => {
  it.each(contentLocales.filter((locale) => glossaries[locale]))(
    '%s uses none of the variants its glossary rules out',
    (locale) => {
      const glossary = glossaries[locale]!
      const found: string[] = []
      for (const [where, text] of textsOf(locale)) {
        for (const { key, variant } of variantsIn(text, glossary))
          found.push(`${where}: "${variant}" (use "${glossary.terms[key].term}")`)
      }
      expect(found).toEqual([])
    },
  )

  it.each(contentLocales.filter((locale) => locale !== defaultContentLocale && glossaries[locale]))(
    '%s uses its term wherever the English text names the concept',
    (locale) => {
      const english = glossaries[defaultContentLocale]
      expect(english, 'the English glossary is the reference').toBeDefined()
      const glossary = glossaries[locale]!
      const translated = alignedOf(locale)
      const found: string[] = []
      for (const [where, source] of alignedOf(defaultContentLocale)) {
        const text = translated.get(where) ?? ''
        for (const key of conceptsIn(source, english!)) {
          if (notTheConcept[where]?.includes(key)) continue
          if (notTheConceptIn[locale]?.[where]?.includes(key)) continue
          if (listNames.includes(key) && !isNameAlone(source, english!.terms[key])) continue
          const { term } = glossary.terms[key]
          // Any space counts as one, as in wording(): a no-break space keeps a term on one line.
          const plain = (value: string) => value.replace(/\s+/g, ' ').toLowerCase()
          const kind = kindInTypeRow[locale]?.[key]
          if (kind && /^game \d+ type$/.test(where) && plain(text).includes(plain(kind))) continue
          if (!plain(text).includes(plain(term)))
            found.push(`${where}: "${text}" lacks ${key} "${term}" (English: "${source}")`)
        }
      }
      expect(found).toEqual([])
    },
  )
})

describe('the glossary check itself', () => {
  it('finds a ruled-out variant that contains a term: "free game" holds the term "game"', () => {
    const english = glossaries['en-US']!
    expect(variantsIn('Three scatters award 10 free games.', english)).toContainEqual({
      key: 'freeSpins',
      variant: 'free games',
    })
    expect(variantsIn('Try any game for free.', english)).toEqual([])
  })

  it('finds a ruled-out Korean word followed by a particle, not inside a longer word', () => {
    const korean = glossaries['ko-KR']!
    expect(variantsIn('피싱이 시작됩니다.', korean)).toContainEqual({
      key: 'fishingGame',
      variant: '피싱',
    })
    expect(variantsIn('피싱으로 즐기세요.', korean).map(({ variant }) => variant)).toContain('피싱')
    expect(variantsIn('인기 게임', korean)).toEqual([])
  })
})
