import type { GlobalConfig, LabelFunction, StaticLabel } from 'payload'

import { Games } from '@/collections/Games'
import { HomeSections } from '@/globals/HomeSections/config'
import { LabelSets, type LabelSetSlug } from '@/globals/LabelSets/config'
import { TermsPage } from '@/globals/TermsPage/config'
import { defaultContentLocale } from '@/i18n/locales'

import { localizedTexts, type LocalizedText } from './texts'

/** The globals that hold translated texts, in the admin's order (site settings has but a tagline). */
const globalConfigs: GlobalConfig[] = [HomeSections, ...LabelSets, TermsPage]

export type TranslatableGlobal = 'home-sections' | LabelSetSlug | 'terms-page'
export const translatableGlobals = globalConfigs.map(({ slug }) => slug as TranslatableGlobal)

/** The documents with translated texts, each read with `locale: 'all'`. */
export type TranslatableDocuments = {
  games: { id: number | string; gameId: number; title?: unknown }[]
  globals: Record<TranslatableGlobal, unknown>
}

export type EntryRef = { collection: 'games'; id: number | string } | { global: TranslatableGlobal }

/** A game or a global with its localized texts: a row of the translation status. */
export type TranslationEntry = {
  /** Stable across databases, and the prefix of its texts' keys: `games/24`, `label-sets`. */
  key: string
  /** The game id and English title, or the global's name in each admin language. */
  title: StaticLabel | LabelFunction
  ref: EntryRef
  texts: LocalizedText[]
}

/** A text's key in export files: `games/24/meta.title`, `label-sets/mainNav.home`. */
export const textKey = (entry: TranslationEntry, text: LocalizedText) => `${entry.key}/${text.path}`

export const gameKey = (gameId: number) => `games/${gameId}`

export function gameEntry(game: TranslatableDocuments['games'][number]): TranslationEntry {
  const english = (game.title as Record<string, unknown> | null | undefined)?.[defaultContentLocale]
  return {
    key: gameKey(game.gameId),
    title: `${game.gameId} · ${typeof english === 'string' && english ? english : 'Untitled'}`,
    ref: { collection: 'games', id: game.id },
    texts: localizedTexts(Games.fields, game),
  }
}

export const isTranslatableGlobal = (slug: unknown): slug is TranslatableGlobal =>
  translatableGlobals.includes(slug as TranslatableGlobal)

export function globalEntry(slug: TranslatableGlobal, doc: unknown): TranslationEntry {
  const { label, fields } = globalConfigs.find((config) => config.slug === slug)!
  return {
    key: slug,
    title: label ?? slug,
    ref: { global: slug },
    texts: localizedTexts(fields, doc),
  }
}

/** The globals first, then the games in the order given. */
export const translationEntries = ({
  games,
  globals,
}: TranslatableDocuments): TranslationEntry[] => [
  ...translatableGlobals.map((slug) => globalEntry(slug, globals[slug])),
  ...games.map(gameEntry),
]
