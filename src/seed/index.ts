/**
 * Loads the demo content into Payload. Idempotent: what already exists is left as editors left
 * it, so a second run changes nothing; `reset` deletes the demo content first. Each game (with
 * its covers) and each global (in every language) is saved in one transaction, so a run that is
 * stopped halfway leaves nothing half-saved, and the next run finishes the rest.
 *
 * Drawing and uploading the covers in ten languages is most of the work. A first start serves
 * sooner with `siteCovers: 'later'`: the games go out without uploaded covers (the server draws
 * each one on request, data/generatedCover), and `seedSiteCovers` uploads them once the site is up.
 */
import type { Payload, PayloadRequest } from 'payload'

import { rebuildTranslationStatus } from '@/translation/statusTable'

import { seedCatalogueOrder } from './catalogueOrder'
import { clearDemoContent } from './clear'
import { eachConcurrently } from './concurrently'
import { loadGames } from './content/load'
import { seedGame } from './games'
import { seedGlossary } from './glossary'
import { seedHome } from './home'
import { seedLabels } from './labels'
import { markdownConverter } from './richText'
import { seedSiteCovers } from './siteCovers'
import { seedSiteSettings } from './siteSettings'
import { seedTerms } from './terms'
import { whole } from './transaction'

export { seedGame } from './games'

export type SeedProgress = (done: number, total: number, what: string) => void
type Options = { reset?: boolean; siteCovers?: 'now' | 'later'; onProgress?: SeedProgress }

/**
 * The seed's mark in Payload's key-value store: absent until a seed runs to the end, then
 * `finishedAt`, with `siteCovers: 'later'` while the sites' covers are still to be uploaded;
 * from the start of a reset until its end, `resetStartedAt`.
 */
export const seedMarkKey = 'demo-content'
type SeedMark = { finishedAt?: string | null; resetStartedAt?: string; siteCovers?: 'later' }

const finished = (siteCovers: 'now' | 'later'): SeedMark => ({
  finishedAt: new Date().toISOString(),
  ...(siteCovers === 'later' ? { siteCovers } : {}),
})

export async function seed(
  payload: Payload,
  { reset = false, siteCovers = 'now', onProgress = () => {} }: Options = {},
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
  // A seed that draws every cover also draws those an earlier one left for later.
  const drawCoversNow =
    siteCovers === 'now' && !reset && (await seedProgress(payload)) === 'site covers'
  const total = games.length * (drawCoversNow ? 2 : 1) + globals.length
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
    await seedGame(payload, game, toMarkdown, siteCovers === 'later' ? [] : undefined)
    tick(`game ${game.id}`)
  })
  // The curated lists name the games, so the globals come after them.
  for (const [what, seedGlobal] of globals) {
    await whole(payload, seedGlobal)
    tick(what)
  }
  if (drawCoversNow) await seedSiteCovers(payload, games, tick)
  // The seed's saves skip the translation hooks (`./transaction`): the status is computed once.
  await rebuildTranslationStatus(payload)
  await payload.kv.set(seedMarkKey, finished(siteCovers))
}

/** Draws and uploads the covers that a seed with `siteCovers: 'later'` left out. */
export async function seedLaterCovers(payload: Payload, onProgress: SeedProgress = () => {}) {
  const games = loadGames()
  let done = 0
  await seedSiteCovers(payload, games, (what) => onProgress(++done, games.length, what))
  await rebuildTranslationStatus(payload)
  await payload.kv.set(seedMarkKey, finished('now'))
}

/**
 * How far the seed got on this database: `npm start` loads the rest of an `unfinished` one, does
 * an interrupted reset (`resetting`) again, since the games it deleted had left the catalogue's
 * curated lists, and draws the covers a first start left for later (`site covers`).
 */
export async function seedProgress(payload: Payload) {
  const mark = await payload.kv.get<SeedMark>(seedMarkKey)
  if (!mark) return 'unfinished'
  if (mark.resetStartedAt) return 'resetting'
  return mark.siteCovers === 'later' ? 'site covers' : 'finished'
}
