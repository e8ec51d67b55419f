/**
 * The translation status on hand-made documents shaped as Payload reads them with
 * `locale: 'all'`: each localized field an object of values by locale, rows of arrays and
 * blocks shared by all languages with their localized children inside.
 */
import type { I18nClient } from '@payloadcms/translations'
import { describe, expect, it } from 'vitest'

import { labelSetGlobals } from '@/globals/LabelSets/config'
import { labelDefaults } from '@/globals/LabelSets/defaults'
import { contentLocales, type ContentLocale } from '@/i18n/locales'
import { contentTypes } from '@/content/registry'
import { translationEntries } from '@/translation/entries'
import { localesWith, statusOf } from '@/translation/status'
import { statusTableShape } from '@/translation/statusTable'
import { isBlank } from '@/lib/blankText'
import { placeLabel, placeText, textAt, textLabel } from '@/translation/texts'
import { adminMessages } from '@/labels'

import { configOptions } from '../../payload.config'

/** The site's registered content, as its config declares it. */
const types = contentTypes(configOptions)
const translatableGlobals = types.filter((type) => type.kind === 'global').map(({ slug }) => slug)

type TranslatableDocuments = { games: Record<string, unknown>[]; globals: Record<string, unknown> }
const translationStatus = ({ games, globals }: TranslatableDocuments) =>
  translationEntries(types, { collections: { games }, globals }).map((entry) => statusOf(entry))

/** The same text in every language, with the given ones replaced. */
const all = (text: unknown, except: Partial<Record<ContentLocale, unknown>> = {}) =>
  ({ ...Object.fromEntries(contentLocales.map((locale) => [locale, text])), ...except }) as Record<
    string,
    unknown
  >

const richText = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      children: text ? [{ type: 'text', text }] : [],
    })),
  },
})

function game(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    gameId: 24,
    title: all('Lantern River'),
    subtitle: all('Send a wish downstream.'),
    description: all(richText('On festival night…')),
    typeText: all('5×3 · 9 paylines'),
    features: [
      { id: 'row-a', text: all('Expanding wilds') },
      { id: 'row-b', text: all('10 free spins') },
    ],
    cover: all(3),
    meta: { title: all('Lantern River slot'), description: all('A festival slot.') },
    ...overrides,
  }
}

const noGlobals: Record<string, unknown> = Object.fromEntries(
  translatableGlobals.map((slug) => [slug, {}]),
)
const statusOfGame = (doc: ReturnType<typeof game>) =>
  translationStatus({ games: [doc], globals: noGlobals }).find((entry) => entry.key === 'games/24')!

describe('what counts as blank', () => {
  it('takes missing values, empty strings and white space as blank text', () => {
    for (const value of [undefined, null, '', '  \n ']) expect(isBlank('text', value)).toBe(true)
    expect(isBlank('text', 'ไทย')).toBe(false)
  })

  it('takes rich text without a word in it as blank, as the editor saves an emptied field', () => {
    expect(isBlank('richText', null)).toBe(true)
    expect(isBlank('richText', richText(''))).toBe(true)
    expect(isBlank('richText', richText(' ', ''))).toBe(true)
    expect(isBlank('richText', richText('', 'Hello'))).toBe(false)
    expect(
      isBlank('richText', { root: { type: 'root', children: [{ type: 'upload', value: 4 }] } }),
    ).toBe(false)
  })
})

describe('the status of a game', () => {
  it('is complete when every language has every text', () => {
    const entry = statusOfGame(game())
    expect(entry.title).toBe('24 · Lantern River')
    expect(entry.ref).toEqual({ collection: 'games', id: 7 })
    expect(localesWith(entry.missing)).toEqual([])
  })

  it('lists the texts a language misses: absent, empty or blank', () => {
    const entry = statusOfGame(
      game({ title: all('Lantern River', { 'th-TH': undefined, 'ja-JP': '', 'ko-KR': '  ' }) }),
    )
    expect(entry.missing['th-TH']).toEqual(['title'])
    expect(entry.missing['ja-JP']).toEqual(['title'])
    expect(entry.missing['ko-KR']).toEqual(['title'])
    expect(localesWith(entry.missing)).toEqual(['ja-JP', 'ko-KR', 'th-TH'])
  })

  it('counts an optional subtitle or description as missing only where English has one', () => {
    const withoutEnglish = statusOfGame(
      game({
        subtitle: all(null, { 'ja-JP': '願いを流せば' }),
        description: all(richText('')),
        meta: { title: all(null), description: all(null) },
      }),
    )
    expect(localesWith(withoutEnglish.missing)).toEqual([])

    const english = statusOfGame(
      game({
        subtitle: all('Send a wish.', { 'th-TH': null }),
        description: all(richText('Text'), { 'vi-VN': richText('') }),
      }),
    )
    expect(english.missing['th-TH']).toEqual(['subtitle'])
    expect(english.missing['vi-VN']).toEqual(['description'])
  })

  it('counts a required title missing in English too', () => {
    expect(
      statusOfGame(game({ title: all('Lantern River', { 'en-US': '' }) })).missing['en-US'],
    ).toEqual(['title'])
  })

  it('names feature rows by position and SEO texts by group, and leaves the cover out', () => {
    const entry = statusOfGame(
      game({
        features: [
          { id: 'row-a', text: all('Expanding wilds') },
          { id: 'row-b', text: all('10 free spins', { 'hi-IN': null }) },
        ],
        meta: {
          title: all('Lantern River slot', { 'hi-IN': '' }),
          description: all('A festival slot.'),
        },
        cover: all(3, { 'hi-IN': null }),
      }),
    )
    expect(entry.missing['hi-IN']).toEqual(['features 2 › text', 'meta › title'])
  })

  it('names texts on the admin’s screens by their fields’ labels, in the admin’s language', () => {
    const entry = translationEntries(types, {
      collections: {
        games: [
          game({
            features: [
              { id: 'row-a', text: all('Expanding wilds') },
              { id: 'row-b', text: all('10 free spins', { 'th-TH': null }) },
            ],
            meta: { title: all('Lantern River slot', { 'th-TH': '' }) },
          }),
        ],
      },
      globals: {},
    }).find(({ key }) => key === 'games/24')!
    const t = (key: string) => key
    const inLanguage = (language: string) =>
      statusOf(entry, (text) => textLabel(text, { language, t } as unknown as I18nClient))
    // Not the field paths of the form ("features 2 › text", "meta › title").
    expect(inLanguage('th').missing['th-TH']).toEqual([
      `${adminMessages.th.games.feature} 2 › ${adminMessages.th.games.feature}`,
      `${adminMessages.th.games.meta} › ${adminMessages.th.games.metaTitle}`,
    ])
    expect(inLanguage('en').missing['th-TH']).toEqual([
      'Feature 2 › Feature',
      'Search engines and link previews › Page title',
    ])
  })

  /**
   * A fishing game's names for its special shots are texts of fishing games alone: the form shows
   * them for `kind: 'fish'` only (their `admin.condition`), and a slot that holds some (a game
   * turned from fish to slot) has none to translate, in no language and no file.
   */
  it('counts the special shots’ names of a fishing game, never of a slot', () => {
    const shotNames = {
      net: all('Angler Laser', { 'th-TH': '' }),
      lightning: all('Storm Jelly'),
      bomb: all('Depth Torpedo', { 'th-TH': null }),
    }
    const fish = statusOfGame(game({ kind: 'fish', shotNames }))
    expect(fish.missing['th-TH']).toEqual(['shotNames › net', 'shotNames › bomb'])
    expect(fish.missing['ja-JP']).toEqual([])
    const slot = statusOfGame(game({ kind: 'slot', shotNames }))
    expect(slot.missing['th-TH']).toEqual([])
    for (const kind of ['slot', 'arcade', 'board'])
      expect(
        translationEntries(types, {
          collections: { games: [game({ kind, shotNames })] },
          globals: {},
        })
          .find(({ key }) => key === 'games/24')!
          .texts.filter((text) => text.path.startsWith('shotNames')),
        kind,
      ).toEqual([])
    // Said as the admin labels them, by what each shot costs.
    const games = configOptions.collections?.find(({ slug }) => slug === 'games')
    const i18n = (language: string) =>
      ({ language, t: (key: string) => key }) as unknown as I18nClient
    expect(placeLabel(games!.fields, 'shotNames › net', i18n('en'))).toBe(
      'Special shots’ names › Special shot at 6× the bet',
    )
    expect(placeLabel(games!.fields, 'shotNames › bomb', i18n('th'))).toBe(
      'ชื่อกระสุนพิเศษ › กระสุนพิเศษ 30 เท่าของเดิมพัน',
    )
  })

  it('says a place the status table stored (features 2 › text) as the fields label it', () => {
    const games = configOptions.collections?.find(({ slug }) => slug === 'games')
    const i18n = (language: string) =>
      ({ language, t: (key: string) => key }) as unknown as I18nClient
    const stored = statusOf(
      translationEntries(types, {
        collections: {
          games: [game({ features: [{ id: 'r', text: all('Wilds', { 'th-TH': null }) }] })],
        },
        globals: {},
      }).find(({ key }) => key === 'games/24')!,
    ).missing['th-TH']
    expect(stored).toEqual(['features 1 › text'])
    expect(placeLabel(games!.fields, stored[0]!, i18n('th'))).toBe(
      `${adminMessages.th.games.feature} 1 › ${adminMessages.th.games.feature}`,
    )
    expect(placeLabel(games!.fields, 'meta › title', i18n('en'))).toBe(
      'Search engines and link previews › Page title',
    )
    // A place the fields no longer have is said as stored.
    expect(placeLabel(games!.fields, 'retired › text', i18n('en'))).toBe('retired › text')
  })
})

describe('the status of the globals', () => {
  const homeSections = {
    sections: [
      {
        id: 'b-hero',
        blockType: 'hero',
        hidden: false,
        eyebrow: all('Studio'),
        title: all('We make games', { 'th-TH': '' }),
        text: all('…'),
        primaryCta: all('Play'),
        secondaryCta: all('Contact'),
      },
      {
        id: 'b-about',
        blockType: 'about',
        heading: all('About'),
        text: all('…'),
        claims: [{ id: 'c-1', value: '70+', label: all('games', { 'th-TH': null }) }],
        partnership: all(null),
      },
      {
        id: 'b-services',
        blockType: 'services',
        heading: all('Services'),
        text: all('…'),
        team: { title: all('Team', { 'th-TH': null }), text: all('…') },
        gameDesign: { title: all('Game design'), text: all('…') },
        artDesign: { title: all('Art design'), text: all('…') },
        soundDesign: { title: all('Sound design'), text: all('…') },
        partners: { title: all('Partners'), text: all('…') },
      },
    ],
    meta: { title: all(null), description: all(null) },
  }

  /** Each label-set global with every label written in every language. */
  const labelSets = Object.fromEntries(
    labelSetGlobals.map(({ slug, groups }) => [
      slug,
      Object.fromEntries(
        groups.map((group) => [
          group,
          Object.fromEntries(
            Object.entries(labelDefaults[group]).map(([key, english]) => [key, all(english)]),
          ),
        ]),
      ),
    ]),
  )
  labelSets['label-sets'].mainNav.home = all('Home', { 'vi-VN': '' })

  const documents: TranslatableDocuments = {
    games: [
      game(),
      { ...game({ title: all('Koi Fortune', { 'th-TH': null }) }), id: 8, gameId: 63 },
      { ...game({ title: all('Dragon Gate', { 'ja-JP': null }) }), id: 9, gameId: 65 },
    ],
    globals: {
      ...noGlobals,
      ...labelSets,
      'home-sections': homeSections,
      'terms-page': {
        title: all('Terms'),
        content: all(richText('Play responsibly.'), { 'zh-CN': richText('') }),
      },
    },
  }
  const statuses = translationStatus(documents)
  const byKey = (key: string) => statuses.find((entry) => entry.key === key)!

  it('lists the globals first, named in every admin language, then the games in the order read', () => {
    expect(statuses.map((entry) => entry.key)).toEqual([
      ...translatableGlobals,
      'games/24',
      'games/63',
      'games/65',
    ])
    expect(byKey('home-sections')).toMatchObject({
      title: { en: 'Home sections', th: 'ส่วนต่าง ๆ ของหน้าแรก', hi: 'होम पेज के सेक्शन' },
      ref: { global: 'home-sections' },
    })
  })

  it('names block texts by block type, with claims by position and service groups by name', () => {
    expect(byKey('home-sections').missing['th-TH']).toEqual([
      'hero › title',
      'about › claims 1 › label',
      'services › team › title',
    ])
    expect(localesWith(byKey('home-sections').missing)).toEqual(['th-TH'])
  })

  it('finds labels and rich-text terms missing', () => {
    expect(byKey('label-sets').missing['vi-VN']).toEqual(['mainNav › home'])
    expect(localesWith(byKey('form-labels').missing)).toEqual([])
    expect(byKey('terms-page').missing['zh-CN']).toEqual(['content'])
  })

  it('counts a global never saved as missing every required text', () => {
    const terms = translationStatus({ games: [], globals: noGlobals }).find(
      (entry) => entry.key === 'terms-page',
    )!
    for (const locale of contentLocales) expect(terms.missing[locale]).toEqual(['title', 'content'])
  })

  it('finds the entries missing Thai', () => {
    // The glossary is never saved here: it misses its required texts in every language.
    const missingIn = (locale: ContentLocale) =>
      statuses.filter((entry) => entry.missing[locale].length > 0).map((entry) => entry.title)
    expect(
      statuses.filter((entry) => entry.missing['th-TH'].length > 0).map((entry) => entry.key),
    ).toEqual(['home-sections', 'glossary', 'games/63'])
    expect(missingIn('ja-JP').filter((title) => typeof title === 'string')).toEqual([
      '65 · Dragon Gate',
    ])
    expect(missingIn('en-US').filter((title) => typeof title === 'string')).toEqual([])
  })
})

describe('an optional text a language leaves out on purpose', () => {
  const home = (partnershipAbsent: Record<string, unknown>) => ({
    sections: [
      {
        id: 'b-about',
        blockType: 'about',
        heading: all('About'),
        text: all('…'),
        claims: [],
        partnership: all('Reviewed by an independent platform.', {
          'id-ID': null,
          'hi-IN': '',
          'vi-VN': null,
        }),
        partnershipAbsent,
      },
    ],
  })
  const status = (partnershipAbsent: Record<string, unknown>) =>
    translationStatus({
      games: [],
      globals: { ...noGlobals, 'home-sections': home(partnershipAbsent) },
    }).find((entry) => entry.key === 'home-sections')!

  it('is missing where the language has no text and has not said it leaves it out', () => {
    const entry = status(all(false))
    expect(localesWith(entry.missing)).toEqual(['id-ID', 'hi-IN', 'vi-VN'])
    expect(entry.missing['hi-IN']).toEqual(['about › partnership'])
  })

  it('is done where the editor marked it not stated in that language', () => {
    const entry = status(all(false, { 'hi-IN': true, 'vi-VN': true }))
    expect(localesWith(entry.missing)).toEqual(['id-ID'])
    expect(
      localesWith(status(all(false, { 'id-ID': true, 'hi-IN': true, 'vi-VN': true })).missing),
    ).toEqual([])
    expect(entry.leftOut['hi-IN']).toEqual(['about › partnership'])
    expect(entry.leftOut['ja-JP']).toEqual([])
  })

  it('counts the box only where it is ticked, not a fallback or an unsaved language', () => {
    expect(localesWith(status(all(null, { 'vi-VN': true })).missing)).toEqual(['id-ID', 'hi-IN'])
  })
})

describe('text paths', () => {
  it('find and replace a row’s text by row id in a document read in one language', () => {
    const doc = {
      title: 'สายน้ำโคมไฟ',
      features: [
        { id: 'row-a', text: 'A' },
        { id: 'row-b', text: null },
      ],
      meta: { title: null },
    }
    expect(textAt(doc, 'features.row-a.text')).toBe('A')
    expect(placeText(doc, 'features.row-b.text', 'B')).toBe(true)
    expect(placeText(doc, 'meta.title', 'M')).toBe(true)
    expect(doc.features[1].text).toBe('B')
    expect(doc.meta.title).toBe('M')
    expect(placeText(doc, 'features.row-gone.text', 'C')).toBe(false)
  })
})

describe('the status table’s shape', () => {
  it('changes with a localised field added, so the table is rebuilt for it, and not otherwise', () => {
    const shape = (config: object) => statusTableShape({ config } as never)
    const withBadge = {
      ...configOptions,
      collections: configOptions.collections?.map((collection) =>
        collection.slug === 'games'
          ? {
              ...collection,
              fields: [...collection.fields, { name: 'badge', type: 'text', localized: true }],
            }
          : collection,
      ),
    }
    expect(shape({ ...configOptions })).toBe(shape({ ...configOptions }))
    expect(shape(withBadge)).not.toBe(shape({ ...configOptions }))
  })
})
