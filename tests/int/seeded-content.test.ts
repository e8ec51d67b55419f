import { describe, expect, it } from 'vitest'

import { contentLocales } from '@/i18n/locales'
import { loadGames } from '@/seed/content/load'

import { testPayload } from './helpers'

describe('the seeded demo content', () => {
  it('publishes every game of the content files with its cover art and all ten languages', async () => {
    const payload = await testPayload()
    const files = loadGames()
    const { docs } = await payload.find({
      collection: 'games',
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.gameId).sort((a, b) => a - b)).toEqual(
      files.map((file) => file.id),
    )
    for (const doc of docs) {
      expect(doc._status, `game ${doc.gameId}`).toBe('published')
      const titles = doc.title as unknown as Record<string, string>
      const covers = doc.cover as unknown as Record<string, number | null>
      for (const locale of contentLocales)
        expect(titles[locale], `game ${doc.gameId} ${locale}`).toBeTruthy()
      expect(covers['en-US'], `game ${doc.gameId} cover`).toBeTruthy()
      for (const locale of ['ja-JP', 'ko-KR', 'zh-CN', 'zh-TW', 'th-TH', 'hi-IN'])
        expect(covers[locale], `game ${doc.gameId} ${locale} cover`).toBeTruthy()
      expect(doc.supportedLanguages).toHaveLength(10)
    }
  })

  it('gives every game the motif and palette its cover was drawn with, as fields editors see', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'games',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const artOf = new Map(docs.map((doc) => [doc.gameId, doc.art]))
    for (const { id, art } of loadGames()) {
      const [accent, highlight, background] = art.palette
      expect(artOf.get(id), `game ${id}`).toEqual({
        motif: art.motif,
        accent,
        highlight,
        background,
      })
    }
  })

  it('does nothing when seeded a second time', async () => {
    const payload = await testPayload()
    const { seed } = await import('@/seed/seed')
    const before = {
      games: await payload.count({ collection: 'games', overrideAccess: true }),
      media: await payload.count({ collection: 'media', overrideAccess: true }),
    }
    const versions = await payload.countVersions({ collection: 'games', overrideAccess: true })
    await seed(payload)
    expect(await payload.count({ collection: 'games', overrideAccess: true })).toEqual(before.games)
    expect(await payload.count({ collection: 'media', overrideAccess: true })).toEqual(before.media)
    expect(await payload.countVersions({ collection: 'games', overrideAccess: true })).toEqual(
      versions,
    )
  })
})
