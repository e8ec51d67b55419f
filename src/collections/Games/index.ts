import type { CollectionConfig } from 'payload'

import { contentStaff } from '@/access/contentStaff'
import { contentWriters } from '@/access/contentWriters'
import { editors } from '@/access/editors'
import { shownGamesOrContentStaff } from '@/access/shownGamesOrContentStaff'
import { label } from '@/labels'
import { defaultContentLocale } from '@/i18n/locales'
import { localisedContent } from '@/content/registry'
import { cacheTags } from '@/lib/cacheTags'

import { art } from './fields/art'
import { figures } from './fields/figures'
import { identity } from './fields/identity'
import { listing } from './fields/listing'
import { publication } from './fields/publication'
import { hasShownTexts, noVisitorQueryOnSites, shownOn } from './fields/sites'
import { seo } from './fields/seo'
import { named } from './fields/shared'
import { texts } from './fields/texts'
import { createdInEnglish, fishingFieldsOnFishingGames } from './fields/validation'

const games: CollectionConfig<'games'> = {
  slug: 'games',
  labels: { singular: named('singular'), plural: named('plural') },
  admin: {
    // "999 · Lucky Koi" heads the document; the URL keeps the database id.
    useAsTitle: 'heading',
    // Each language's own publication state (translation/Publication), not Payload's `_status`.
    defaultColumns: ['gameId', 'title', 'publication', 'kind', 'theme', 'updatedAt'],
    listSearchableFields: ['title', 'gameId'],
    group: label((m) => m.groups.catalogue),
    description: named('about'),
    // The heading as the game id and title are typed (Payload's is written only on a save).
    components: {
      edit: { beforeDocumentControls: ['/collections/Games/components/LiveHeading#LiveHeading'] },
    },
  },
  defaultSort: 'gameId',
  access: {
    read: shownGamesOrContentStaff,
    readVersions: contentStaff,
    create: editors,
    update: contentWriters,
    delete: editors,
  },
  versions: {
    maxPerDoc: 50,
    // Drafts are validated too (each rule decides what a draft may lack), as every collection
    // with autosave must (src/plugins/draftRules.ts): "Create New" saves nothing empty.
    drafts: { autosave: { interval: 1500 }, schedulePublish: true, validate: true },
  },
  hooks: {
    beforeOperation: [noVisitorQueryOnSites],
    beforeChange: [createdInEnglish, fishingFieldsOnFishingGames],
  },
  fields: [...identity, { type: 'tabs', tabs: [texts, figures, art, listing, seo] }, publication],
}

type GameDoc = { gameId?: number | null; title?: unknown }

/** Each game has its page on the sites that list it, keyed by its public number everywhere. */
export const Games = localisedContent(games, {
  paths: (doc) => ((doc as GameDoc).gameId ? [`/detail/${(doc as GameDoc).gameId}`] : []),
  listPaths: ['/game'],
  tags: [cacheTags.gameLists],
  docTags: (doc) => [`game:${(doc as GameDoc).gameId ?? ''}`],
  // The sites that show it: listed there, with that language's title and description.
  listedOn: (doc) => shownOn(doc),
  // A language is live once its title and description are: the same rule as the sites'.
  shownIn: (doc, locale) => hasShownTexts(doc, locale),
  entry: {
    key: (doc) => `games/${(doc as GameDoc).gameId}`,
    named: (keys) => ({
      gameId: {
        in: keys.flatMap((key) => (/^games\/\d{1,9}$/.test(key) ? [Number(key.slice(6))] : [])),
      },
    }),
    title: (doc) => {
      const english = (doc as GameDoc).title
      const title =
        typeof english === 'string'
          ? english
          : (english as Record<string, unknown>)?.[defaultContentLocale]
      return `${(doc as GameDoc).gameId} · ${typeof title === 'string' && title ? title : 'Untitled'}`
    },
  },
})
