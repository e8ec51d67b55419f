import type { Payload, PayloadRequest } from 'payload'

import { coverLocalesFor } from '@/art'
import {
  contentLocales,
  defaultContentLocale,
  extraNameLocales,
  nameFieldOf,
  sites,
  type ContentLocale,
} from '@/i18n/locales'

import type { GameFile } from './content/schema'
import { uploadCovers } from './covers'
import { whole } from './transaction'

const others = contentLocales.filter((locale) => locale !== defaultContentLocale)

const paletteFields = ([accent, highlight, background]: GameFile['art']['palette']) => ({
  accent,
  highlight,
  background,
})

/**
 * Loads one game of the content files, with all ten languages and its covers in the given
 * languages, unless it exists, in one transaction.
 */
export const seedGame = (
  payload: Payload,
  game: GameFile,
  toMarkdown: (md: string) => object,
  coverLocales: readonly ContentLocale[] = coverLocalesFor(game),
) => whole(payload, (req) => createGame(req, game, toMarkdown, coverLocales))

async function createGame(
  req: PayloadRequest,
  game: GameFile,
  toMarkdown: (md: string) => object,
  coverLocales: readonly ContentLocale[],
) {
  const existing = await req.payload.find({
    collection: 'games',
    where: { gameId: { equals: game.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs.length) return

  const covers = await uploadCovers(req, game, coverLocales)
  const { shared, localized } = gameData(game, toMarkdown)
  const withCover = (locale: ContentLocale) => ({
    ...localized(locale),
    ...(covers[locale] ? { cover: covers[locale] } : {}),
  })

  // Written as a draft language by language, then published in every language at once, as the
  // editor's Publish button does. Its rules check each site's language for its texts; the
  // content files' schema has already required every language's.
  const created = await req.payload.create({
    collection: 'games',
    locale: defaultContentLocale,
    draft: true,
    overrideAccess: true,
    req,
    data: {
      _status: 'draft',
      ...shared,
      features: game.text[defaultContentLocale].features.map((text) => ({ text })),
      ...withCover(defaultContentLocale),
    } as never,
  })

  for (const locale of others) {
    await req.payload.update({
      collection: 'games',
      id: created.id,
      locale,
      draft: true,
      overrideAccess: true,
      req,
      data: {
        _status: 'draft',
        ...withCover(locale),
        features: (created.features ?? []).map((row, i) => ({
          id: row.id,
          text: game.text[locale].features[i],
        })),
      } as never,
    })
  }
  await req.payload.update({
    collection: 'games',
    id: created.id,
    locale: defaultContentLocale,
    draft: false,
    overrideAccess: true,
    req,
    data: { _status: 'published' },
  })
}

/**
 * A game of the content files as the Games collection holds it: the fields every language
 * shares, and each language's texts.
 */
export function gameData(game: GameFile, toMarkdown: (md: string) => object) {
  const { layout, maxMultiplier } = game
  const shared = {
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
    topFishPay: game.topFishPay ?? null,
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
  }
  const localized = (locale: ContentLocale) => {
    const t = game.text[locale]
    return {
      title: t.title,
      subtitle: t.subtitle,
      description: t.description ? toMarkdown(t.description) : undefined,
      typeText: t.type,
      meta: { title: t.seoTitle, description: t.seoDescription },
      ...(t.shots && { shotNames: t.shots }),
    }
  }
  return { shared, localized }
}
