/**
 * Synthetic games for measuring how the site grows with its catalogue: plausible games in the
 * demo content's own shape (`GameFile`), each the same for the same number, so that two runs of
 * one size hold the same catalogue.
 */
import { createRng, hashSeed } from '@/art/random'
import {
  contentLocales,
  extraNameLocales,
  sites,
  type ContentLocale,
  type SitePrefix,
} from '@/i18n/locales'
import { themeLooks } from '@/lib/themes'

import type { GameFile } from '../content/schema'

import { adjectives, fishTexts, nameIn, nouns, paysIn, slotTexts, type Figures } from './words'

/** Synthetic games are numbered from here on, above every demo game. */
export const firstSyntheticGameId = 100_001

const nounNames = Object.keys(nouns)
/** A fishing game's namesakes: the sea's creatures, and the emblems fishing halls are named after. */
const seaNouns = [
  ...nounNames.filter((name) => nouns[name].sea),
  'dragon',
  'phoenix',
  'crown',
  'star',
]

/**
 * How far the other texts of a synthetic game lag behind the English: `missing` languages (never
 * one of the game's sites) have no subtitle or description yet; a `stale` language was
 * translated from an older English title (`staleTitle`), so its title needs update.
 */
export type SyntheticGame = GameFile & {
  missing: ContentLocale[]
  stale?: { locale: ContentLocale; staleTitle: string }
}

const slotLayouts = [
  { mode: 'lines', reels: 5, rows: 3, lines: 20 },
  { mode: 'lines', reels: 5, rows: 3, lines: 25 },
  { mode: 'lines', reels: 5, rows: 4, lines: 40 },
  { mode: 'lines', reels: 5, rows: 4, lines: 50 },
  { mode: 'ways', reels: 5, rows: 3, ways: 243 },
  { mode: 'ways', reels: 5, rows: 4, ways: 1024 },
  { mode: 'megaways', reels: 6, maxRowsPerReel: [7, 7, 7, 7, 7, 7], ways: 117649 },
] as const

/**
 * The `index`-th synthetic game (0-based). Every name is the combination of an adjective, a noun
 * and sometimes "Deluxe"; a combination taken before gets a sequel's number, as studios do.
 */
export function syntheticGame(index: number, taken: Map<string, number>): SyntheticGame {
  const rng = createRng(hashSeed('synthetic game', index))
  const id = firstSyntheticGameId + index
  const fish = rng.chance(0.2)
  const layout = fish ? ({ mode: 'none' } as const) : rng.pick(slotLayouts)
  const megaways = layout.mode === 'megaways'
  const deluxe = !megaways && rng.chance(0.2)
  // A name not taken yet if a few draws find one; else the sequel of one that is.
  const draw = () => {
    const nounName = fish ? rng.pick(seaNouns) : rng.pick(nounNames)
    const adjective = rng.pick(adjectives)
    const key = `${adjectives.indexOf(adjective)}/${nounName}/${deluxe}/${megaways}`
    return { nounName, adjective, key }
  }
  let choice = draw()
  for (let tries = 1; tries < 8 && taken.has(choice.key); tries++) choice = draw()
  const { nounName, adjective, key } = choice
  const noun = nouns[nounName]
  const times = (taken.get(key) ?? 0) + 1
  taken.set(key, times)
  const extra = { deluxe, megaways, sequel: times > 1 ? times : undefined }

  const spins = rng.pick([8, 10, 12, 15, 20])
  const multiplier = rng.pick([2, 3, 5])
  const max = fish ? rng.pick([300, 500, 800, 1000]) : rng.pick([2000, 2500, 5000, 10000, 25000])
  const theme = fish ? 'fishing' : noun.theme
  const text = Object.fromEntries(
    contentLocales.map((locale) => {
      const figures: Figures = {
        title: nameIn(locale, adjective, noun, extra),
        reels: 'reels' in layout ? layout.reels : 0,
        rows: 'rows' in layout ? layout.rows : 0,
        pays:
          layout.mode === 'none'
            ? ''
            : paysIn[locale](layout.mode, 'lines' in layout ? layout.lines : layout.ways),
        spins,
        multiplier,
        max,
      }
      const texts = (fish ? fishTexts : slotTexts)[locale]
      return [
        locale,
        {
          title: figures.title,
          subtitle: texts.subtitle(figures),
          description: texts.description(figures),
          type: texts.type(figures),
          features: texts.features(figures),
          seoTitle: texts.seoTitle(figures),
          seoDescription: texts.seoDescription(figures),
        },
      ]
    }),
  ) as GameFile['text']

  // Half the games are on every site; the others on English and a few regions.
  const listed: 'all' | SitePrefix[] = rng.chance(0.5)
    ? 'all'
    : [
        'en',
        ...sites
          .map((site) => site.prefix as SitePrefix)
          .filter((prefix) => prefix !== 'en' && rng.chance(0.35)),
      ]
  const listedLanguages = new Set(
    listed === 'all'
      ? contentLocales
      : listed.map((prefix) => sites.find((site) => site.prefix === prefix)!.content),
  )
  const unlisted = contentLocales.filter((locale) => !listedLanguages.has(locale))
  // A game on few sites is often translated only for them.
  const missing = unlisted.filter(() => rng.chance(0.4))
  for (const locale of missing) text[locale] = { ...text[locale], subtitle: '', description: '' }
  const translated = contentLocales.filter((locale) => locale !== 'en-US')
  // One game in eight had its English title changed after one language was translated.
  const stale =
    index % 8 === 3
      ? {
          locale: rng.pick(translated),
          staleTitle: nameIn('en-US', adjective, noun, { ...extra, deluxe: !deluxe }),
        }
      : undefined

  return {
    id,
    kind: fish ? 'fish' : 'slot',
    theme,
    sites: listed,
    layout: layout as GameFile['layout'],
    maxMultiplier: { kind: 'value', value: max },
    rtp: rng.pick([95.5, 96, 96.2, 96.5, 96.8, 97]),
    volatility: rng.pick(['low', 'medium', 'high', 'very-high'] as const),
    hitFrequency: Math.round(rng.range(18, 45) * 10) / 10,
    bet: { min: rng.pick([0.1, 0.2, 0.5]), max: rng.pick([50, 100, 200, 500]) },
    buyFeature: !fish && rng.chance(0.3),
    buyPrice: 100,
    mechanics: fish
      ? { freeSpins: null, freeSpinMultiplier: null, respin: false }
      : { freeSpins: spins, freeSpinMultiplier: multiplier, respin: rng.chance(0.3) },
    releaseYear: rng.int(2019, 2026),
    platforms: ['windows', 'mac', 'android', 'ios', 'html5'],
    art: { motif: nounName, palette: themeLooks[theme].palette },
    names: Object.fromEntries(
      extraNameLocales.map((locale) => [locale, nameIn(locale, adjective, noun, extra)]),
    ) as GameFile['names'],
    text,
    missing,
    stale,
  }
}

/** The first `count` synthetic games. */
export function syntheticGames(count: number): SyntheticGame[] {
  const taken = new Map<string, number>()
  return Array.from({ length: count }, (_, index) => syntheticGame(index, taken))
}
