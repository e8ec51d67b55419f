/**
 * The admin names the game kinds as the site does in the same language, so an editor choosing a
 * kind or ordering a tab reads the words visitors read (the Japanese admin said アーケード where
 * the site's tab says アーケードゲーム). The site's words are its label sets as the demo content
 * writes them, which follow each language's glossary; no word of the admin uses a name of a game
 * kind that the glossary rules out (the Korean 피싱 reads as phishing).
 */
import { describe, expect, it } from 'vitest'

import { adminLanguageOf, contentLocales } from '@/i18n/locales'
import { adminMessages } from '@/labels'
import { gameKinds } from '@/lib/catalogue'
import { loadGlossaries, loadLabels } from '@/seed/content/load'

const siteLabels = loadLabels()
const { glossaries } = loadGlossaries()
/** The catalogue lists that are tabs of the game list (the featured list is not a tab). */
const tabs = ['hot', 'new', 'fish', 'slot', 'arcade'] as const
/** The glossary's concepts that are game kinds. */
const kindConcepts = ['slot', 'fishingGame', 'arcadeGame', 'boardGame'] as const

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(textsOf)
      : []

/** A wording without the no-break spaces the site sets to keep it on one line (फ़िश शूटिंग). */
const words = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ')

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A wording as a whole word where its script separates words (a Korean particle may follow). */
const wording = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${escape(phrase)}(?![\\p{Script=Latin}\\p{M}])`, 'iu')

describe('the admin’s game kinds', () => {
  it.each(contentLocales)('are the site’s words in %s', (locale) => {
    const messages = adminMessages[adminLanguageOf[locale]]
    const site = siteLabels[locale]
    expect(
      Object.fromEntries(gameKinds.map((kind) => [kind, words(messages.options.kinds[kind])])),
    ).toEqual(Object.fromEntries(gameKinds.map((kind) => [kind, words(site.kinds[kind])])))
    for (const tab of tabs) {
      expect(words(messages.catalogueOrder.lists[tab]), `the ${tab} list`).toBe(
        words(site.gameMenu[tab]),
      )
      // The list's help names the tab it orders.
      expect(words(messages.catalogueOrder.listHelp[tab])).toContain(words(site.gameMenu[tab]))
    }
  })

  it.each(contentLocales)('avoid what the %s glossary rules out', (locale) => {
    const glossary = glossaries[locale]
    const texts = textsOf(adminMessages[adminLanguageOf[locale]])
    const found = kindConcepts.flatMap((concept) => {
      const { term, avoid } = glossary?.terms[concept] ?? { term: '', avoid: [] }
      return avoid.flatMap((variant) =>
        texts
          // The term itself may contain a variant (フィッシングゲーム, フィッシング).
          .map((text) => text.replace(new RegExp(escape(term), 'giu'), ''))
          .filter((text) => wording(variant).test(text))
          .map((text) => `${variant}: ${text}`),
      )
    })
    expect(found).toEqual([])
  })
})
