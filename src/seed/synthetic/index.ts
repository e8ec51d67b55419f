/**
 * Writes synthetic games (`./games`) in bulk, for measuring the site at a larger catalogue.
 *
 * Saving a game through the local API runs every hook and validation, once per language and
 * again to publish: about a second a game. Here each game goes straight to Payload's database
 * adapter, which turns it into the rows Payload itself writes (the game, its languages, arrays
 * and selects, one published version), many games to a transaction. What the hooks would have
 * added (the heading, the demo's defaults) is written here; `tests/int/synthetic-catalogue.test.ts`
 * proves a synthetic game reads back exactly as the same game saved through the local API.
 */
import { randomBytes } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { contentLocales, defaultContentLocale, type ContentLocale } from '@/i18n/locales'
import { rebuildTranslationStatus } from '@/translation/statusTable'

import { gameData } from '../games'
import { markdownConverter } from '../richText'
import { context } from '../transaction'

import { firstSyntheticGameId, syntheticGames, type SyntheticGame } from './games'

export { firstSyntheticGameId, syntheticGame, syntheticGames } from './games'

/** The synthetic catalogue's mark in Payload's key-value store, once it is complete. */
export const syntheticMarkKey = 'synthetic-catalogue'
export type SyntheticMark = { games: number; seconds: number }

const perTransaction = 100

type Progress = (done: number, total: number) => void

/**
 * Adds the first `count` synthetic games that are not in the database yet. Idempotent: the
 * games are numbered, and those already written are left alone.
 */
export async function seedSyntheticGames(
  payload: Payload,
  count: number,
  onProgress: Progress = () => {},
) {
  const toMarkdown = await markdownConverter(payload.config)
  const { docs } = await payload.find({
    collection: 'games',
    where: { gameId: { greater_than_equal: firstSyntheticGameId } },
    select: { gameId: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const present = new Set(docs.map((doc) => doc.gameId))
  const games = syntheticGames(count).filter((game) => !present.has(game.id))
  for (let start = 0; start < games.length; start += perTransaction) {
    const req = await createLocalReq({ context }, payload)
    await initTransaction(req)
    try {
      for (const game of games.slice(start, start + perTransaction))
        await writeGame(req, game, toMarkdown)
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      throw error
    }
    onProgress(Math.min(start + perTransaction, games.length), games.length)
  }
  // Written past the hooks: the translation status is computed once, for every entry.
  if (games.length > 0) await rebuildTranslationStatus(payload)
}

/** A row id of an array, as Payload makes them (an ObjectId's 24 hex digits). */
const rowId = () => randomBytes(12).toString('hex')

/** One published game, as Payload stores a game published in every language at once. */
async function writeGame(
  req: PayloadRequest,
  game: SyntheticGame,
  toMarkdown: (md: string) => object,
) {
  const { shared, localized } = gameData(game, toMarkdown)
  const texts = Object.fromEntries(contentLocales.map((locale) => [locale, localized(locale)]))
  const inEach = <T>(value: (locale: ContentLocale) => T) =>
    Object.fromEntries(contentLocales.map((locale) => [locale, value(locale)]))
  const now = new Date().toISOString()
  const data = {
    ...shared,
    heading: inEach((locale) => `${game.id} · ${texts[locale].title}`),
    title: inEach((locale) => texts[locale].title),
    // What the field's own hook keeps beside every language (src/collections/Games/fields/heading.ts).
    englishTitle: texts[defaultContentLocale].title,
    subtitle: inEach((locale) => texts[locale].subtitle),
    description: inEach((locale) => texts[locale].description ?? null),
    typeText: inEach((locale) => texts[locale].typeText),
    meta: {
      title: inEach((locale) => texts[locale].meta.title),
      description: inEach((locale) => texts[locale].meta.description),
    },
    features: game.text[defaultContentLocale].features.map((_, i) => ({
      id: rowId(),
      text: inEach((locale) => game.text[locale].features[i]),
    })),
    demo: { available: true },
    _status: 'published',
    createdAt: now,
    updatedAt: now,
  }
  const { db } = req.payload
  const created = await db.create({ collection: 'games', data, req })
  await db.createVersion({
    collectionSlug: 'games',
    parent: created.id,
    versionData: { ...data, id: created.id } as never,
    autosave: false,
    createdAt: now,
    updatedAt: now,
    req,
  })
  if (game.stale)
    await db.create({
      collection: 'translation-states',
      data: {
        entry: `games/${game.id}`,
        locale: game.stale.locale,
        sources: { title: game.stale.staleTitle },
        createdAt: now,
        updatedAt: now,
      },
      req,
    })
}
