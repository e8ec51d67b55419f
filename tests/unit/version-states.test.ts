/**
 * Which versions visitors read, language by language: each live language is read as the newest
 * version that published it, alone or with every language.
 */
import { describe, expect, it } from 'vitest'

import { liveLanguagesByVersion, summaryOf } from '@/translation/versions'

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
