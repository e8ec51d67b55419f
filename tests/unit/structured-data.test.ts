/** The JSON-LD of game and home pages is valid schema.org, in the page's language. */
import { describe, expect, it } from 'vitest'

import { sites } from '@/i18n/locales'
import { jsonLdScript, organizationJsonLd, videoGameJsonLd } from '@/components/structuredData'

import { schemaOrgProblems } from '../support/schemaOrg'

const studio = {
  studioName: 'Starfin Games',
  description: 'Starfin Gamesは、アジアと中南米のオペレーター向けにHTML5ゲームを開発しています。',
  contactEmail: 'partners@starfin.example.com',
  foundingDate: '2018',
  social: [{ url: 'https://t.me/starfin_example' }],
}
const japan = sites.find((site) => site.prefix === 'jp')!
const game = {
  gameId: 405,
  title: '竹林パンダの恵み',
  description: '固定パンダワイルドと配当2倍のフリースピン15回。',
  genre: 'スロット',
  imageUrl: '/api/media/file/cover-405-ja-JP-og.webp',
  platforms: ['Windows', 'Android', 'HTML5'],
}

describe('a game page’s VideoGame', () => {
  const data = videoGameJsonLd(game, studio, japan)

  it('has every property schema.org types require of it, typed as schema.org allows', () => {
    expect(schemaOrgProblems(data)).toEqual([])
  })

  it('is in the page’s language: its texts, and inLanguage as the BCP-47 tag (never the URL prefix)', () => {
    expect(data).toMatchObject({ name: '竹林パンダの恵み', genre: 'スロット', inLanguage: 'ja-JP' })
    expect(
      videoGameJsonLd(
        game,
        studio,
        sites.find((site) => site.prefix === 'hk')!,
      ).inLanguage,
    ).toBe('zh-HK')
    expect(data.url).toMatch(/\/jp\/detail\/405$/)
    expect(data.image).toMatch(/^https?:\/\/.+\/api\/media\/file\/cover-405-ja-JP-og\.webp$/)
  })

  it('is caught by the check when a required property is missing or mistyped', () => {
    const { genre: _genre, ...withoutGenre } = data
    expect(schemaOrgProblems(withoutGenre)).toEqual(['$: VideoGame lacks genre'])
    expect(schemaOrgProblems({ ...data, inLanguage: 'jp' })).not.toEqual([])
    expect(schemaOrgProblems({ ...data, image: 'cover.webp' })).not.toEqual([])
    expect(schemaOrgProblems({ ...data, publisher: 'Starfin Games' })).not.toEqual([])
    expect(schemaOrgProblems({ ...data, rating: 5 })).toEqual([
      '$.rating: not a property of VideoGame',
    ])
  })
})

describe('the home page’s Organization', () => {
  it('is valid schema.org with the site’s own description', () => {
    const data = organizationJsonLd(studio, japan)
    expect(schemaOrgProblems(data)).toEqual([])
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Starfin Games',
      description: studio.description,
      foundingDate: '2018',
    })
  })
})

it('escapes < so no text closes the script element', () => {
  expect(jsonLdScript({ name: '</script><b>' })).not.toContain('<')
})
