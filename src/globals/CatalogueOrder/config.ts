import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { revalidateGlobal } from '@/hooks/revalidateGlobal'
import { cacheTags } from '@/lib/cacheTags'
import { catalogueLists } from '@/lib/catalogue'

const descriptions: Record<(typeof catalogueLists)[number], string> = {
  featured: 'The games of “Our games” on the home page and the first of the game list.',
  hot: 'The “Hot” tab and GET /api/hotGames.',
  new: 'The “New” tab and GET /api/newGames.',
  fish: 'The “Fishing” tab and the home page’s fishing section. The original list starts with 701.',
  slot: 'The “Slot” tab.',
  arcade: 'The “Arcade” tab.',
}

/** The explicit id lists that fix the display order, as the original site had them. */
export const CatalogueOrder: GlobalConfig<'catalogue-order'> = {
  slug: 'catalogue-order',
  label: 'Catalogue order',
  admin: {
    group: 'Catalogue',
    description: 'Drag games to reorder a list. Unpublished games never show.',
  },
  access: { read: anyone, update: editors },
  fields: catalogueLists.map<Field>((name) => ({
    name,
    type: 'relationship',
    relationTo: 'games',
    hasMany: true,
    admin: { description: descriptions[name], isSortable: true },
  })),
  hooks: { afterChange: [revalidateGlobal(cacheTags.catalogueOrder, cacheTags.gameLists)] },
}
