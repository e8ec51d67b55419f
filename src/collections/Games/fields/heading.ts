import type { TextField } from 'payload'

import { label } from '@/admin/i18n'

type Head = { gameId?: number | null; title?: string | null }

/**
 * "999 · Lucky Koi": what heads a game's page in the admin, its row in lists and its entry in
 * relation pickers. Stored per language, so it can be searched; a language without its own
 * title shows the English heading.
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
        const title = (
          (siblingData as Head).title ?? (originalDoc as Head | undefined)?.title
        )?.trim()
        return gameId && title ? `${gameId} · ${title}` : null
      },
    ],
  },
}
