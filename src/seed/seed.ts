/**
 * Loads the demo content into Payload. Idempotent: what already exists is left as editors left
 * it, so a second run changes nothing; `reset` deletes the demo content first. Each game (with
 * its covers) and each global (in every language) is saved in one transaction, so a run that is
 * stopped halfway leaves nothing half-saved, and the next run finishes the rest.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import {
  contentLocales,
  defaultContentLocale,
  extraNameLocales,
  nameFieldOf,
  sites,
  type ContentLocale,
} from '@/i18n/locales'
import { glossaryTermKeys } from '@/globals/Glossary/keys'
import { labelSetGlobals, type LabelSetSlug } from '@/globals/LabelSets/config'
import { catalogueLists } from '@/lib/catalogue'
import { pick } from '@/lib/pick'

import { coverInputFor, coverLocalesFor, renderCover } from '@/art'
import {
  loadCatalogueOrder,
  loadGames,
  loadGlossaries,
  loadHome,
  loadLabels,
  loadSite,
  loadTerms,
} from './content/load'
import type { GameFile, HomeFile } from './content/schema'
import { markdownConverter } from './richText'

export type SeedProgress = (done: number, total: number, what: string) => void
type Options = { reset?: boolean; onProgress?: SeedProgress }

const context = { disableRevalidate: true }
/**
 * The seed's mark in Payload's key-value store: absent until a seed runs to the end, then
 * `finishedAt`; from the start of a reset until its end, `resetStartedAt`.
 */
export const seedMarkKey = 'demo-content'
type SeedMark = { finishedAt?: string | null; resetStartedAt?: string }
const others = contentLocales.filter((locale) => locale !== defaultContentLocale)

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

/**
 * Runs one unit of the seed (a game with its covers, or a global in every language) in a
 * transaction of its own: it is saved whole, or not at all.
 */
async function whole(payload: Payload, work: (req: PayloadRequest) => Promise<void>) {
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  try {
    await work(req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function clearDemoContent(payload: Payload) {
  await payload.delete({
    collection: 'games',
    where: { gameId: { exists: true } },
    overrideAccess: true,
    context,
  })
  await payload.delete({
    collection: 'media',
    where: { filename: { like: 'cover-' } },
    overrideAccess: true,
    context,
  })
}

async function eachConcurrently<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
    }),
  )
}

/**
 * Cover art has the title drawn in. Sites in another script get art in their own script;
 * Latin-script sites show the English brand name on the art, as studios keep their logos.
 */
const ownArt = (locale: ContentLocale) =>
  locale === defaultContentLocale || !['id-ID', 'pt-BR', 'vi-VN'].includes(locale)

async function uploadCovers(req: PayloadRequest, game: GameFile) {
  const covers: Partial<Record<ContentLocale, number>> = {}
  for (const locale of coverLocalesFor(game).filter(ownArt)) {
    const { title } = game.text[locale]
    const data = await renderCover(coverInputFor(game, locale))
    const media = await req.payload.create({
      collection: 'media',
      data: { alt: title },
      locale,
      file: {
        data,
        mimetype: 'image/webp',
        name: `cover-${game.id}-${locale}.webp`,
        size: data.length,
      },
      overrideAccess: true,
      req,
    })
    covers[locale] = media.id
  }
  return covers
}

const paletteFields = ([accent, highlight, background]: GameFile['art']['palette']) => ({
  accent,
  highlight,
  background,
})

/**
 * Loads one game of the content files, with its covers and all ten languages, unless it exists,
 * in one transaction.
 */
export const seedGame = (payload: Payload, game: GameFile, toMarkdown: (md: string) => object) =>
  whole(payload, (req) => createGame(req, game, toMarkdown))

async function createGame(req: PayloadRequest, game: GameFile, toMarkdown: (md: string) => object) {
  const existing = await req.payload.find({
    collection: 'games',
    where: { gameId: { equals: game.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs.length) return

  const covers = await uploadCovers(req, game)
  const { layout, maxMultiplier } = game
  const english = game.text[defaultContentLocale]
  const localized = (locale: ContentLocale) => {
    const t = game.text[locale]
    return {
      title: t.title,
      subtitle: t.subtitle,
      description: t.description ? toMarkdown(t.description) : undefined,
      typeText: t.type,
      meta: { title: t.seoTitle, description: t.seoDescription },
      ...(covers[locale] ? { cover: covers[locale] } : {}),
    }
  }

  const created = await req.payload.create({
    collection: 'games',
    locale: defaultContentLocale,
    draft: false,
    overrideAccess: true,
    req,
    data: {
      _status: 'published',
      gameId: game.id,
      kind: game.kind,
      theme: game.theme,
      sites: game.sites === 'all' ? sites.map((site) => site.prefix) : game.sites,
      layout: {
        mode: layout.mode,
        reels: 'reels' in layout ? layout.reels : null,
        rows: 'rows' in layout ? layout.rows : null,
        lines: 'lines' in layout ? layout.lines : null,
        ways: 'ways' in layout ? layout.ways : null,
        maxRowsPerReel: 'maxRowsPerReel' in layout ? layout.maxRowsPerReel.join(' ') : null,
      },
      maxMultiplier: {
        kind: maxMultiplier.kind,
        value: 'value' in maxMultiplier ? maxMultiplier.value : null,
      },
      rtp: game.rtp,
      volatility: game.volatility,
      hitFrequency: game.hitFrequency,
      bet: game.bet,
      buyFeature: game.buyFeature,
      buyPrice: game.buyFeature ? (game.buyPrice ?? null) : null,
      mechanics: game.mechanics,
      releaseYear: game.releaseYear,
      supportedLanguages: [...contentLocales],
      platforms: game.platforms,
      art: { motif: game.art.motif, ...paletteFields(game.art.palette) },
      names: Object.fromEntries(
        extraNameLocales.map((locale) => [nameFieldOf(locale), game.names[locale]]),
      ),
      features: english.features.map((text) => ({ text })),
      ...localized(defaultContentLocale),
    } as never,
  })

  for (const locale of others) {
    await req.payload.update({
      collection: 'games',
      id: created.id,
      locale,
      draft: false,
      overrideAccess: true,
      req,
      data: {
        _status: 'published',
        ...localized(locale),
        features: (created.features ?? []).map((row, i) => ({
          id: row.id,
          text: game.text[locale].features[i],
        })),
      } as never,
    })
  }
}

type GlobalSlug =
  LabelSetSlug | 'glossary' | 'home-sections' | 'terms-page' | 'catalogue-order' | 'site-settings'

/** A global is seeded once: when it was never saved, or on reset. */
async function needsSeeding(req: PayloadRequest, slug: GlobalSlug, reset: boolean) {
  if (reset) return true
  const doc = (await req.payload.findGlobal({
    slug,
    depth: 0,
    overrideAccess: true,
    draft: true,
  })) as {
    updatedAt?: string | null
  }
  return !doc.updatedAt
}

/** Saves a global in English first, then each other language, published. */
async function publishGlobal(
  req: PayloadRequest,
  slug: GlobalSlug,
  data: (locale: ContentLocale) => Record<string, unknown>,
) {
  for (const locale of contentLocales) {
    await req.payload.updateGlobal({
      slug,
      locale,
      draft: false,
      overrideAccess: true,
      req,
      data: { _status: 'published', ...data(locale) } as never,
    })
  }
}

async function seedCatalogueOrder(req: PayloadRequest, reset: boolean) {
  if (!(await needsSeeding(req, 'catalogue-order', reset))) return
  const order = loadCatalogueOrder()
  const { docs } = await req.payload.find({
    collection: 'games',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { gameId: true },
  })
  const idOf = new Map(docs.map((doc) => [doc.gameId, doc.id]))
  const data = Object.fromEntries(
    catalogueLists.map((list) => [
      list,
      order[list].map((gameId) => idOf.get(gameId)).filter(Boolean),
    ]),
  )
  await req.payload.updateGlobal({
    slug: 'catalogue-order',
    overrideAccess: true,
    req,
    data: data as never,
  })
}

async function seedLabels(req: PayloadRequest, reset: boolean) {
  const labels = loadLabels()
  for (const { slug, groups } of labelSetGlobals) {
    if (!(await needsSeeding(req, slug, reset))) continue
    await publishGlobal(req, slug, (locale) => pick(labels[locale], groups))
  }
}

/** The glossaries that exist so far; a language still without one reads the English terms meanwhile. */
async function seedGlossary(req: PayloadRequest, reset: boolean) {
  if (!(await needsSeeding(req, 'glossary', reset))) return
  const { glossaries } = loadGlossaries()
  // The rows are shared by all languages: later languages reuse the ids the first one made.
  let rowIds: (string | null | undefined)[] = []
  for (const locale of contentLocales) {
    const glossary = glossaries[locale]
    if (!glossary) continue
    const terms = glossaryTermKeys.map((key, i) => {
      const { term, avoid, note } = glossary.terms[key]
      return { id: rowIds[i], key, term, avoid: avoid.join('\n'), note: note ?? '' }
    })
    const saved = await req.payload.updateGlobal({
      slug: 'glossary',
      locale,
      overrideAccess: true,
      req,
      data: { terms, claims: glossary.claims } as never,
    })
    rowIds = (saved.terms ?? []).map((row) => row.id)
  }
}

function homeSections(
  home: HomeFile,
  previous?: { blockType: string; id?: string | null; claims?: { id?: string | null }[] | null }[],
) {
  const keep = (blockType: string) => previous?.find((block) => block.blockType === blockType)
  const block = <T extends Record<string, unknown>>(blockType: string, fields: T) => ({
    blockType,
    id: keep(blockType)?.id,
    hidden: false,
    ...fields,
  })
  const { claims } = home.about
  const claimRows = [claims.games, claims.founded, claims.fishing, claims.engine].map(
    (claim, i) => ({ id: keep('about')?.claims?.[i]?.id, ...claim }),
  )
  return [
    block('hero', home.hero),
    block('featuredGames', home.featured),
    block('fishingGames', home.fishing),
    block('services', {
      heading: home.services.heading,
      text: home.services.text,
      ...home.services.items,
    }),
    block('about', {
      heading: home.about.heading,
      text: home.about.text,
      claims: claimRows,
      // A language without the sentence leaves it out on purpose, rather than showing the English one.
      partnership: home.about.partnership,
      partnershipAbsent: !home.about.partnership.trim(),
    }),
    block('vision', home.vision),
    block('contact', home.contact),
  ]
}

async function seedHome(req: PayloadRequest, reset: boolean) {
  if (!(await needsSeeding(req, 'home-sections', reset))) return
  const home = loadHome()
  // Blocks are shared by all languages: later languages must reuse the ids the first one made.
  let previous: Parameters<typeof homeSections>[1]
  for (const locale of contentLocales) {
    const saved = await req.payload.updateGlobal({
      slug: 'home-sections',
      locale,
      draft: false,
      overrideAccess: true,
      req,
      data: {
        _status: 'published',
        sections: homeSections(home[locale], previous),
        meta: home[locale].meta,
      } as never,
    })
    previous = (saved as { sections?: Parameters<typeof homeSections>[1] }).sections
  }
}

async function seedTerms(req: PayloadRequest, toMarkdown: (md: string) => object, reset: boolean) {
  if (!(await needsSeeding(req, 'terms-page', reset))) return
  const terms = loadTerms()
  await publishGlobal(req, 'terms-page', (locale) => {
    const [first, ...rest] = terms[locale].trim().split('\n')
    return { title: first.replace(/^#\s*/, ''), content: toMarkdown(rest.join('\n').trim()) }
  })
}

async function seedSiteSettings(req: PayloadRequest, reset: boolean) {
  if (!(await needsSeeding(req, 'site-settings', reset))) return
  const site = loadSite()
  for (const locale of contentLocales) {
    await req.payload.updateGlobal({
      slug: 'site-settings',
      locale,
      overrideAccess: true,
      req,
      data: {
        studioName: site.studioName,
        contactEmail: site.contactEmail,
        social: site.social,
        tagline: site.tagline[locale],
      } as never,
    })
  }
}
