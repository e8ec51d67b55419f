/**
 * Translation freshness on hand-made documents (plain texts only; rich text goes through the
 * editor's Markdown, which the integration tests cover): what a save stamps, and when a
 * translation needs update.
 */
import { describe, expect, it } from 'vitest'

import { Games } from '@/collections/Games'
import { contentLocales, type ContentLocale } from '@/i18n/locales'
import { contentTypes } from '@/content/registry'
import { documentEntry } from '@/translation/entries'
import {
  stampsAfterRestore,
  stampsAfterSave,
  withSources,
  type EntryStates,
} from '@/translation/freshness'
import type { TextConverter } from '@/translation/sources'
import { statusOf, textState } from '@/translation/status'
import { isBlank } from '@/lib/blankText'
import { localizedTexts } from '@/translation/texts'

const plainTexts: TextConverter = {
  toPlain: (text, value) => (isBlank(text.format, value) ? '' : String(value)),
  fromPlain: (_, plain) => plain,
}

/** A localised text: the given languages, blank in the others. */
const inAll = (values: Partial<Record<ContentLocale, string>>) =>
  Object.fromEntries(contentLocales.map((locale) => [locale, values[locale] ?? ''])) as Record<
    ContentLocale,
    string
  >

function game(subtitle = 'Send a wish downstream.') {
  return {
    id: 7,
    gameId: 24,
    title: inAll({ 'en-US': 'Lantern River', 'th-TH': 'สายน้ำโคมไฟ', 'ja-JP': 'ランタン川' }),
    subtitle: inAll({ 'en-US': subtitle, 'th-TH': 'ส่งคำอธิษฐาน', 'ja-JP': '願いを流そう' }),
    features: [{ id: 'row-a', text: inAll({ 'en-US': 'Wilds', 'th-TH': 'ไวลด์' }) }],
  }
}

const statusWith = (doc: ReturnType<typeof game>, states: EntryStates) => {
  const [games] = contentTypes({ collections: [Games] })
  const [entry] = withSources(
    [documentEntry(games, doc)],
    new Map([['games/24', states]]),
    plainTexts,
  )
  return { entry, status: statusOf(entry) }
}

describe('a translation needs update', () => {
  it('when the English it was made from differs from the English now, counted apart from missing', () => {
    const { entry, status } = statusWith(game('Float a wish downstream.'), {
      'th-TH': { sources: { subtitle: 'Send a wish downstream.' }, notes: {} },
      'ja-JP': { sources: { subtitle: 'Float a wish downstream.' }, notes: {} },
    })
    expect(status.outdated['th-TH']).toEqual(['subtitle'])
    expect(status.outdated['ja-JP']).toEqual([])
    expect(status.missing['th-TH']).toEqual([])
    expect(status.missing['ko-KR']).toEqual(['title', 'subtitle', 'features 1 › text'])
    expect(status.outdated['ko-KR']).toEqual([])
    const subtitle = entry.texts.find((text) => text.path === 'subtitle')!
    expect(textState(subtitle, 'th-TH')).toBe('needs-update')
    expect(textState(subtitle, 'ko-KR')).toBe('missing')
  })

  it('never without a record of its English, nor in English itself', () => {
    const { status } = statusWith(game('Float a wish downstream.'), {})
    for (const locale of contentLocales) expect(status.outdated[locale]).toEqual([])
  })
})

describe('a save stamps', () => {
  const texts = (doc: ReturnType<typeof game>) => localizedTexts(Games.fields, doc)
  const inLocale = (doc: ReturnType<typeof game>, locale: ContentLocale) => ({
    title: doc.title[locale],
    subtitle: doc.subtitle[locale],
    features: doc.features.map((row) => ({ id: row.id, text: row.text[locale] })),
  })

  it('the English now for each translation changed in the language saved', () => {
    const before = game()
    const after = game()
    after.subtitle['th-TH'] = 'ลอยคำอธิษฐาน'
    after.features[0].text['th-TH'] = 'ไวลด์ขยาย'
    const stamps = stampsAfterSave({
      texts: texts(after),
      previousDoc: inLocale(before, 'th-TH'),
      locale: 'th-TH',
      states: {},
      converter: plainTexts,
    })
    expect(Object.fromEntries(stamps)).toEqual({
      'th-TH': { subtitle: 'Send a wish downstream.', 'features.row-a.text': 'Wilds' },
    })
  })

  it('when the English changes, the English before for each translation that has no record yet', () => {
    const after = game('Float a wish downstream.')
    const stamps = stampsAfterSave({
      texts: texts(after),
      previousDoc: inLocale(game(), 'en-US'),
      locale: 'en-US',
      states: { 'ja-JP': { sources: { subtitle: 'Older English' }, notes: {} } },
      converter: plainTexts,
    })
    // Japanese keeps the record it has; languages without a subtitle have nothing to update.
    expect(Object.fromEntries(stamps)).toEqual({
      'th-TH': { subtitle: 'Send a wish downstream.' },
    })
  })
})

describe('a restore stamps (walk 31, F9)', () => {
  // The versions, newest first: the Thai updated to the new English, the English changed, and the
  // version restored (both as before), whose Thai was written with the English of its time.
  const home = 'Set a wish afloat and let the lanterns carry it home.'
  const tonight = 'Set a wish afloat and let the lanterns carry it home, tonight.'
  const withSubtitles = (english: string, thai: string) => {
    const doc = game(english)
    doc.subtitle['th-TH'] = thai
    return doc
  }
  const restored = withSubtitles(home, 'ส่งคำอธิษฐาน')
  const beforeRestore = withSubtitles(tonight, 'ส่งคำอธิษฐาน คืนนี้')
  const versions = [
    beforeRestore,
    withSubtitles(tonight, 'ส่งคำอธิษฐาน'),
    restored,
    withSubtitles(home, 'ส่งคำอธิษฐาน'),
    withSubtitles('Send a wish downstream.', 'ส่งคำอธิษฐาน'),
    withSubtitles('Send a wish downstream.', ''),
  ]

  it('stamps a translation it brought back with the English it was made from', () => {
    const stamps = stampsAfterRestore({
      fields: Games.fields,
      before: beforeRestore,
      after: restored,
      versions,
      states: { 'th-TH': { sources: { subtitle: tonight }, notes: {} } },
      converter: plainTexts,
    })
    // Written when the English was "Send a wish downstream.": restored, it still needs update,
    // as it did in the version restored.
    expect(stamps.get('th-TH')).toEqual({ subtitle: 'Send a wish downstream.' })
    // The Japanese, which the restore did not change and which had no stamp, gets the English it
    // was written from, as the versions tell it.
    expect(stamps.get('ja-JP')).toEqual({ subtitle: 'Send a wish downstream.' })
  })

  it('so that a translation that matched the restored English matches it again', () => {
    const fresh = [
      beforeRestore,
      withSubtitles(tonight, 'ส่งคำอธิษฐาน'),
      restored,
      withSubtitles(home, 'ส่งคำอธิษฐาน'),
      withSubtitles(home, ''),
    ]
    const stamps = stampsAfterRestore({
      fields: Games.fields,
      before: beforeRestore,
      after: restored,
      versions: fresh,
      states: { 'th-TH': { sources: { subtitle: tonight }, notes: {} } },
      converter: plainTexts,
    })
    expect(stamps.get('th-TH')).toEqual({ subtitle: home })
    const { status } = statusWith(restored, {
      'th-TH': { sources: { subtitle: home, title: 'Lantern River' }, notes: {} },
    })
    expect(status.outdated['th-TH']).toEqual([])
  })
})
