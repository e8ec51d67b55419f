/** The shape of the demo content files, checked before anything is loaded. */
import { z } from 'zod'

import { glossaryTermKeys } from '@/globals/Glossary/keys'
import { contentLocales, extraNameLocales, sitePrefixes } from '@/i18n/locales'
import { gameKinds, gameThemes, platforms, specialShotIds, volatilities } from '@/lib/catalogue'
import { contactChannels } from '@/enquiries/options'

const text = z.string().trim().min(1)

const perLocale = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(contentLocales.map((locale) => [locale, schema])) as Record<
      (typeof contentLocales)[number],
      T
    >,
  )

const gameText = z.object({
  title: text,
  subtitle: z.string(),
  description: z.string(),
  type: text,
  features: z.array(text).min(2).max(6),
  seoTitle: text,
  seoDescription: text,
  /** A fishing game's names for its special shots, as its description writes them (the demo's buttons). */
  shots: z
    .object(
      Object.fromEntries(specialShotIds.map((shot) => [shot, text])) as Record<
        (typeof specialShotIds)[number],
        typeof text
      >,
    )
    .optional(),
})

const layout = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('lines'),
    reels: z.number().int(),
    rows: z.number().int(),
    lines: z.number().int(),
  }),
  z.object({
    mode: z.literal('ways'),
    reels: z.number().int(),
    rows: z.number().int(),
    ways: z.number().int(),
  }),
  z.object({
    mode: z.literal('megaways'),
    reels: z.number().int(),
    maxRowsPerReel: z.array(z.number().int()),
    ways: z.number().int(),
  }),
  z.object({ mode: z.literal('none') }),
])

export const gameFile = z.object({
  id: z.number().int().positive(),
  kind: z.enum(gameKinds),
  theme: z.enum(gameThemes),
  sites: z.union([z.literal('all'), z.array(z.enum(sitePrefixes as [string, ...string[]])).min(1)]),
  layout,
  maxMultiplier: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('value'), value: z.number().positive() }),
    z.object({ kind: z.literal('unlimited') }),
    z.object({ kind: z.literal('none') }),
  ]),
  /** A fishing game's biggest ordinary fish, in bets ("Fish pay 2× to N× the bet"). */
  topFishPay: z.number().int().min(2).optional(),
  rtp: z.number(),
  volatility: z.enum(volatilities),
  hitFrequency: z.number(),
  bet: z.object({ min: z.number().positive(), max: z.number().positive() }),
  buyFeature: z.boolean(),
  /** What buying the feature costs, in bets (the demo sells it at this price). */
  buyPrice: z.number().int().min(10).max(1000).optional(),
  mechanics: z.object({
    freeSpins: z.number().int().positive().nullable(),
    freeSpinMultiplier: z.number().positive().nullable(),
    respin: z.boolean(),
  }),
  releaseYear: z.number().int().nullable(),
  platforms: z.array(z.enum(platforms)).min(1),
  art: z.object({
    motif: text,
    palette: z.tuple([
      z.string().regex(/^#[0-9a-f]{6}$/i),
      z.string().regex(/^#[0-9a-f]{6}$/i),
      z.string().regex(/^#[0-9a-f]{6}$/i),
    ]),
  }),
  names: z.object(
    Object.fromEntries(extraNameLocales.map((locale) => [locale, text])) as Record<
      (typeof extraNameLocales)[number],
      typeof text
    >,
  ),
  text: perLocale(gameText),
})
export type GameFile = z.infer<typeof gameFile>

export const catalogueOrderFile = z.object({
  featured: z.array(z.number().int()),
  hot: z.array(z.number().int()),
  new: z.array(z.number().int()),
  fish: z.array(z.number().int()),
  slot: z.array(z.number().int()),
  arcade: z.array(z.number().int()),
})
export type CatalogueOrderFile = z.infer<typeof catalogueOrderFile>

/** A claim: its figure (the same in every language), its label and, where the language writes the figure its own way, `valueText` (20年以上). */
const claim = z.object({ value: text, label: text, valueText: text.optional() })
const headed = z.object({ heading: text, text })
const service = z.object({ title: text, text })

export const homeFile = z.object({
  meta: z.object({ title: text, description: text }),
  hero: z.object({ eyebrow: text, title: text, text, primaryCta: text, secondaryCta: text }),
  featured: headed,
  fishing: headed,
  services: headed.extend({
    items: z.object({
      team: service,
      gameDesign: service,
      artDesign: service,
      soundDesign: service,
      partners: service,
    }),
  }),
  about: headed.extend({
    claims: z.object({ games: claim, founded: claim, fishing: claim, engine: claim }),
    partnership: z.string(),
  }),
  vision: headed,
  contact: headed,
})
export type HomeFile = z.infer<typeof homeFile>

export const siteFile = z.object({
  studioName: text,
  tagline: perLocale(text),
  contactEmail: z.email(),
  social: z.array(z.object({ network: text, url: z.url() })),
  /** Each site's contact channels, its market's usual one first, and its example number. */
  contacts: z.array(
    z.object({
      site: z.enum(sitePrefixes as [string, ...string[]]),
      channels: z.array(z.enum(contactChannels)).min(1),
      phoneExample: text,
    }),
  ),
})
export type SiteFile = z.infer<typeof siteFile>

const glossaryTerm = z.object({ term: text, avoid: z.array(text), note: z.string().optional() })

/**
 * One language's glossary: its naming rule for titles, the one wording of each concept, the
 * variants it replaces, the studio's claims.
 */
export const glossaryFile = z.object({
  /** The market's rule for game names: when to transliterate, when to translate. */
  naming: text,
  terms: z.object(
    Object.fromEntries(glossaryTermKeys.map((key) => [key, glossaryTerm])) as Record<
      (typeof glossaryTermKeys)[number],
      typeof glossaryTerm
    >,
  ),
  claims: z.object({
    games: text,
    founded: text,
    fishing: text,
    engine: text,
    partnership: text.nullable(),
  }),
})
export type GlossaryFile = z.infer<typeof glossaryFile>
