import { spawn } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { coverLocalesFor } from '@/art'
import { contentLocales } from '@/i18n/locales'
import { loadGames } from '@/seed/content/load'
import { markdownConverter } from '@/seed/richText'
import { seedSiteCovers } from '@/seed/siteCovers'
import { seedGame, seedMarkKey, seedProgress } from '@/seed'
import type { Media } from '@/payload-types'

import { gameByNumber, runScript, testPayload } from './helpers'

/** What `npm start` runs after the migrations. */
const startSeed = () => runScript(['scripts/seed.ts', '--unless-finished'])

const coversOf = async (gameId: number) => {
  const payload = await testPayload()
  return payload.count({
    collection: 'media',
    where: { filename: { like: `cover-${gameId}-` } },
    overrideAccess: true,
  })
}

const removeGame = async (gameId: number) => {
  const payload = await testPayload()
  await payload.delete({
    collection: 'games',
    where: { gameId: { equals: gameId } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'media',
    where: { filename: { like: `cover-${gameId}-` } },
    overrideAccess: true,
  })
}

/** The cover a site's visitors see: its language's own, or else the English one. */
const coverShown = async (gameId: number, locale: (typeof contentLocales)[number]) => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'games',
    where: { gameId: { equals: gameId } },
    locale,
    fallbackLocale: 'en-US',
    depth: 1,
    draft: false,
    overrideAccess: false,
  })
  return (docs[0]?.cover as Media | undefined)?.filename
}

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
      // Every language's cover shows its own title: its own picture wherever the title differs.
      for (const locale of contentLocales)
        if (locale === 'en-US' || titles[locale] !== titles['en-US'])
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
    const { seed } = await import('@/seed')
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

  it('saves a game whole or not at all: a language that cannot be saved leaves no game and no covers', async () => {
    const payload = await testPayload()
    const broken = structuredClone(loadGames().find((game) => game.id === 104)!)
    broken.id = 9104
    // Its Thai search title is longer than the field takes: the Thai save fails after the English
    // one has gone through.
    broken.sites = ['th']
    broken.text['th-TH'].seoTitle = 'ก'.repeat(71)
    await expect(
      seedGame(payload, broken, await markdownConverter(payload.config)),
    ).rejects.toThrow(/title|invalid/i)
    expect(await gameByNumber(9104)).toBeUndefined()
    expect((await coversOf(9104)).totalDocs).toBe(0)
  })

  it('finishes, on the next start, a first start that was stopped before every game was saved, and leaves a finished one alone', async () => {
    const payload = await testPayload()
    // A game of the Vietnamese site only, which no curated list names.
    const gameId = 104

    // Seeded to the end, then an editor deleted the game: a restart does not bring it back.
    expect(await seedProgress(payload)).toBe('finished')
    await removeGame(gameId)
    expect(startSeed()).toMatch(/loaded before; it was not loaded again/)
    expect(await gameByNumber(gameId)).toBeUndefined()

    // As if the first start had been stopped before it got to the game: the next one loads it.
    await payload.kv.delete(seedMarkKey)
    expect(startSeed()).toMatch(/Demo content loaded/)
    const { docs } = await payload.find({
      collection: 'games',
      where: { gameId: { equals: gameId } },
      locale: 'all',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]?._status).toBe('published')
    const titles = docs[0].title as unknown as Record<string, string>
    for (const locale of contentLocales) expect(titles[locale], locale).toBeTruthy()
    expect((await coversOf(gameId)).totalDocs).toBeGreaterThan(0)
    expect(await seedProgress(payload)).toBe('finished')
  }, 240_000)

  it("serves a first start's games with covers drawn on request, then uploads each site's own in the background", async () => {
    const payload = await testPayload()
    const game = loadGames().find(({ id }) => id === 104)!
    await removeGame(game.id)
    await payload.kv.delete(seedMarkKey)

    // As `npm start` runs it: the seed says when the site can be served, and goes on.
    const seeding = spawn(
      'node_modules/.bin/tsx',
      ['scripts/seed.ts', '--unless-finished', '--site-covers-later'],
      { env: process.env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
    )
    let output = ''
    seeding.stdout!.on('data', (chunk) => (output += chunk))
    seeding.stderr!.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => seeding.on('exit', resolve))
    const ready = await new Promise<boolean>((resolve) => {
      seeding.on('message', (message) => resolve(message === 'ready'))
      seeding.on('exit', () => resolve(false))
    })
    expect(ready, output).toBe(true)

    // When the site is served, the game is out with no cover uploaded yet: the server draws each
    // site's on request (the conventions test fetches such a cover).
    expect((await gameByNumber(game.id))?._status).toBe('published')
    expect(await coverShown(game.id, 'th-TH')).toBeUndefined()
    expect(await seedProgress(payload)).toBe('site covers')

    expect(await exited, output).toBe(0)
    expect(output).toMatch(/The covers are in/)
    expect((await coversOf(game.id)).totalDocs).toBe(coverLocalesFor(game).length)
    expect(await coverShown(game.id, 'en-US')).toBe(`cover-${game.id}-en-US.webp`)
    expect(await coverShown(game.id, 'th-TH')).toBe(`cover-${game.id}-th-TH.webp`)
    expect(await seedProgress(payload)).toBe('finished')
  }, 240_000)

  it("leaves a game an editor has changed since to them when drawing the sites' covers", async () => {
    const payload = await testPayload()
    const game = loadGames().find(({ id }) => id === 104)!
    const toMarkdown = await markdownConverter(payload.config)
    await removeGame(game.id)
    await seedGame(payload, game, toMarkdown, ['en-US'])
    const { docs } = await payload.find({
      collection: 'games',
      where: { gameId: { equals: game.id } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'games',
      id: docs[0].id,
      locale: 'vi-VN',
      draft: true,
      overrideAccess: true,
      data: { subtitle: 'Bản nháp của biên tập viên' },
    })

    await seedSiteCovers(payload, [game], () => {})
    expect((await coversOf(game.id)).totalDocs).toBe(1)
    expect(await coverShown(game.id, 'vi-VN')).toBe(`cover-${game.id}-en-US.webp`)

    // The game as the seed leaves it, for the tests that follow.
    await removeGame(game.id)
    await seedGame(payload, game, toMarkdown)
  })
})
