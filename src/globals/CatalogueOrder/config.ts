import type { Field, FieldHook, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { hasRole } from '@/access/roles'
import { gamesShownIn, languageOfRead } from '@/lib/shownGames'
import { label } from '@/labels'
import { expireGlobalWhenPublic } from '@/publishing'
import { cacheTags } from '@/lib/cacheTags'
import { catalogueLists } from '@/lib/catalogue'

/**
 * To a visitor over REST or GraphQL, a list names only the games a visitor may read in the
 * language asked (`access/shownGamesOrContentStaff.ts`): read as ids, the lists named the games an
 * editor lined up before their launch (a draft, a game planned for /th), which every page and
 * `/api/games` answered 404 for. Staff and the site's own reads get the lists as stored.
 */
const onlyShownGames: FieldHook = async ({ value, req }) => {
  if (req.payloadAPI === 'local' || hasRole(req.user, 'admin', 'editor', 'translator')) return value
  if (!Array.isArray(value) || !value.length) return value
  const shown = new Set(await gamesShownIn(req.payload.db, languageOfRead(req.locale)))
  const idOf = (item: unknown) =>
    item && typeof item === 'object' ? (item as { id?: unknown }).id : item
  return value.filter((item) => shown.has(Number(idOf(item))))
}

/** The explicit id lists that fix the display order, as the original site had them. */
export const CatalogueOrder: GlobalConfig<'catalogue-order'> = {
  slug: 'catalogue-order',
  label: label((m) => m.catalogueOrder.label),
  admin: {
    group: label((m) => m.groups.catalogue),
    description: label((m) => m.catalogueOrder.about),
  },
  access: { read: anyone, update: editors },
  fields: catalogueLists.map<Field>((name) => ({
    name,
    label: label((m) => m.catalogueOrder.lists[name]),
    type: 'relationship',
    relationTo: 'games',
    hasMany: true,
    // Ids only, whatever depth a read asks for: the lists name over a hundred games, and filling
    // them in made one anonymous read build every game (read them from /api/games, a page at a time).
    maxDepth: 0,
    hooks: { afterRead: [onlyShownGames] },
    admin: { description: label((m) => m.catalogueOrder.listHelp[name]), isSortable: true },
  })),
  hooks: { afterChange: [expireGlobalWhenPublic(cacheTags.catalogueOrder, cacheTags.gameLists)] },
}
