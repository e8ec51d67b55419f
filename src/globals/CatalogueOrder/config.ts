import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { label } from '@/labels'
import { expireGlobalWhenPublic } from '@/publishing'
import { cacheTags } from '@/lib/cacheTags'
import { catalogueLists } from '@/lib/catalogue'

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
    admin: { description: label((m) => m.catalogueOrder.listHelp[name]), isSortable: true },
  })),
  hooks: { afterChange: [expireGlobalWhenPublic(cacheTags.catalogueOrder, cacheTags.gameLists)] },
}
