/**
 * Loads the demo content into Payload. Idempotent: what already exists is left as editors left
 * it, so a second run changes nothing; `reset` deletes the demo content first. Each game (with
 * its covers) and each global (in every language) is saved in one transaction, so a run that is
 * stopped halfway leaves nothing half-saved, and the next run finishes the rest.
 */
import type { Payload, PayloadRequest } from 'payload'

import { seedCatalogueOrder } from './catalogueOrder'
import { clearDemoContent } from './clear'
import { loadGames } from './content/load'
import { seedGame } from './games'
import { seedGlossary } from './glossary'
import { seedHome } from './home'
import { seedLabels } from './labels'
import { markdownConverter } from './richText'
import { seedSiteSettings } from './siteSettings'
import { seedTerms } from './terms'
import { whole } from './transaction'

export { seedGame } from './games'

export type SeedProgress = (done: number, total: number, what: string) => void
type Options = { reset?: boolean; onProgress?: SeedProgress }

/**
 * The seed's mark in Payload's key-value store: absent until a seed runs to the end, then
 * `finishedAt`; from the start of a reset until its end, `resetStartedAt`.
 */
export const seedMarkKey = 'demo-content'
type SeedMark = { finishedAt?: string | null; resetStartedAt?: string }

export async function seed(
  payload: Payload,
  { reset = false, onProgress = () => {} }: Options = {},
) {
  const toMarkdown = await markdownConverter(payload.config)
  const games = loadGames()
  const globals: [string, (req: PayloadRequest) => Promise<void>][] = [
    ['catalogue order', (req) => seedCatalogueOrder(req, reset)],
    ['label sets', (req) => seedLabels(req, reset)],
    ['glossary', (req) => seedGlossary(req, reset)],
    ['home sections', (req) => seedHome(req, reset)],
    ['terms page', (req) => seedTerms(req, toMarkdown, reset)],
    ['site settings', (req) => seedSiteSettings(req, reset)],
  ]
  const total = games.length + globals.length
  let done = 0
  const tick = (what: string) => onProgress(++done, total, what)

  if (reset) {
    await payload.kv.set(seedMarkKey, {
      resetStartedAt: new Date().toISOString(),
    } satisfies SeedMark)
    await clearDemoContent(payload)
  }

  // Uploads and saves wait mostly on the database and the disk: a few games at a time is faster.
  await eachConcurrently(games, 3, async (game) => {
    await seedGame(payload, game, toMarkdown)
    tick(`game ${game.id}`)
  })
  // The curated lists name the games, so the globals come after them.
  for (const [what, seedGlobal] of globals) {
    await whole(payload, seedGlobal)
    tick(what)
  }
  await payload.kv.set(seedMarkKey, { finishedAt: new Date().toISOString() } satisfies SeedMark)
}

/**
 * How far the seed got on this database: `npm start` loads the rest of an `unfinished` one, and
 * does an interrupted reset (`resetting`) again, since the games it deleted had left the
 * catalogue's curated lists.
 */
export async function seedProgress(payload: Payload) {
  const mark = await payload.kv.get<SeedMark>(seedMarkKey)
  if (!mark) return 'unfinished'
  return mark.resetStartedAt ? 'resetting' : 'finished'
}

async function eachConcurrently<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
    }),
  )
}
