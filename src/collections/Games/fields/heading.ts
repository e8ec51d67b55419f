import type { Field, TextField } from 'payload'

import { adminT, label } from '@/labels'
import { defaultContentLocale } from '@/i18n/locales'

type Head = { gameId?: number | null; title?: unknown; englishTitle?: string | null }

const trimmed = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : null

/**
 * The English title, kept beside the texts of every language: what heads a game in a language
 * that has no title of its own yet. Written whenever the English title is saved.
 */
const englishTitle: TextField = {
  name: 'englishTitle',
  type: 'text',
  // Nowhere in the admin, not even as a list column (its name was "English Title" in every
  // admin language there).
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  hooks: {
    beforeChange: [
      ({ siblingData, originalDoc, req }) => {
        const title = (siblingData as Head).title
        // The seed and imports write every language at once (locale "all"); in one language's
        // save, an object is not a title, and the English one stays as it was.
        if (typeof title === 'object' && title !== null)
          return req.locale === 'all'
            ? trimmed((title as Record<string, unknown>)[defaultContentLocale])
            : ((originalDoc as Head | undefined)?.englishTitle ?? null)
        if (req.locale === defaultContentLocale && title !== undefined) return trimmed(title)
        return (originalDoc as Head | undefined)?.englishTitle ?? null
      },
    ],
  },
}

/**
 * "999 · Lucky Koi": what heads a game's page in the admin, its row in lists and its entry in
 * relation pickers. Stored per language, so it can be searched. A language without its own title
 * is headed by the game id and the English title, marked as English (the admin reads each
 * language without falling back, so a stored fallback would never show).
 */
export const heading: TextField = {
  name: 'heading',
  label: label((m) => m.games.heading),
  type: 'text',
  localized: true,
  admin: { hidden: true },
  hooks: {
    beforeChange: [
      ({ siblingData, originalDoc }) => {
        const gameId = (siblingData as Head).gameId ?? (originalDoc as Head | undefined)?.gameId
        const title = trimmed(
          (siblingData as Head).title ?? (originalDoc as Head | undefined)?.title,
        )
        return gameId && title ? `${gameId} · ${title}` : null
      },
    ],
    afterRead: [
      ({ value, siblingData, req }) => {
        if (value) return value
        const { gameId, englishTitle: english } = siblingData as Head
        if (!gameId) return value
        if (!english) return String(gameId)
        return `${gameId} · ${adminT(req.t)('starfin:editorial:englishTitle', { title: english })}`
      },
    ],
  },
}

export const headingFields: Field[] = [heading, englishTitle]
