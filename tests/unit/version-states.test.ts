/**
 * Which versions visitors read, language by language: each live language is read as the newest
 * version that published it, alone or with every language.
 */
import { describe, expect, it } from 'vitest'

import {
  liveLanguagesByVersion,
  publishedTimesOf,
  shownVersions,
  summaryOf,
} from '@/translation/versions'

describe('the versions visitors read', () => {
  // Newest first: a Thai publish after a publish of every language.
  const published = [
    summaryOf({ id: 9, publishedLocale: 'th-TH', version: { _status: 'published' } }),
    summaryOf({ id: 4, publishedLocale: null, version: { _status: 'published' } }),
  ]

  it('are the Thai publish in Thai and the publish of all languages in the others', () => {
    expect(liveLanguagesByVersion(published, ['en-US', 'th-TH', 'ja-JP'])).toEqual(
      new Map([
        [4, ['en-US', 'ja-JP']],
        [9, ['th-TH']],
      ]),
    )
  })

  it('leave out the languages not on the site, and versions no language is read from', () => {
    expect(liveLanguagesByVersion(published, ['en-US'])).toEqual(new Map([[4, ['en-US']]]))
    expect(liveLanguagesByVersion(published, [])).toEqual(new Map())
  })

  it('never take a language from a version that published another one alone', () => {
    expect(liveLanguagesByVersion(published.slice(0, 1), ['en-US'])).toEqual(new Map())
  })

  it('read a version saved as a draft as a draft, and an unknown language as none', () => {
    expect(summaryOf({ id: 1, version: { _status: 'draft' } })).toEqual({ id: 1, status: 'draft' })
    expect(summaryOf({ id: 2, publishedLocale: 'xx', version: { _status: 'published' } })).toEqual({
      id: 2,
      status: 'published',
    })
  })
})

describe('the versions list after a one-language publish (walk 31, F4)', () => {
  it('shows no snapshot but the newest version, when it is one', () => {
    expect(shownVersions()).toEqual({ snapshot: { not_equals: true } })
    expect(shownVersions(12)).toEqual({
      or: [{ snapshot: { not_equals: true } }, { id: { equals: 12 } }],
    })
  })

  it('calls the snapshot of the drafts a draft, though it names the language published', () => {
    const snapshot = { id: 12, publishedLocale: 'en-US', version: { _status: 'draft' } }
    expect(summaryOf(snapshot).status).toBe('draft')
  })
})

describe('when each language visitors read was published (walk 31, F6)', () => {
  const published = [
    {
      id: 9,
      updatedAt: '2026-11-30T14:30:02.000Z',
      publishedLocale: 'th-TH',
      version: { _status: 'published' },
    },
    {
      id: 7,
      updatedAt: '2026-11-29T08:00:00.000Z',
      publishedLocale: 'en-US',
      version: { _status: 'published' },
    },
    {
      id: 4,
      updatedAt: '2026-11-01T08:00:00.000Z',
      publishedLocale: null,
      version: { _status: 'published' },
    },
  ]

  it('is the time of the newest version that published it, alone or with every language', () => {
    expect(publishedTimesOf(published, ['en-US', 'th-TH', 'ja-JP'])).toEqual({
      'th-TH': '2026-11-30T14:30:02.000Z',
      'en-US': '2026-11-29T08:00:00.000Z',
      'ja-JP': '2026-11-01T08:00:00.000Z',
    })
  })

  it('is none for a language visitors do not read', () => {
    expect(publishedTimesOf(published, ['en-US'])).toEqual({ 'en-US': '2026-11-29T08:00:00.000Z' })
    expect(publishedTimesOf([], ['en-US'])).toEqual({})
  })
})
