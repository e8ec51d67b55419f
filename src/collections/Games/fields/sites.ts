import type {
  CollectionBeforeOperationHook,
  FieldHook,
  PayloadRequest,
  SelectFieldManyValidation,
} from 'payload'

import { hasRole } from '@/access/roles'
import { VisitorLimitError } from '@/hooks/visitorLimits'

import { adminT } from '@/labels/t'
import { contentLocales, siteByPrefix, type ContentLocale } from '@/i18n/locales'
import { latestVersion } from '@/hooks/latestVersion'
import { isBlank } from '@/lib/blankText'

import { checksPublishing } from './validation'

type Texts = { title?: unknown; description?: unknown }

/**
 * The languages in which a game has its title and description: the latest draft of each, with
 * what is being saved (or edited) in the request's own language in place of its stored texts.
 */
export async function languagesWithTexts(
  req: PayloadRequest,
  id: number | string | undefined,
  current: Texts,
): Promise<Set<ContentLocale>> {
  const stored = (id ? await latestVersion(req, { collection: 'games', id }) : undefined) as
    { title?: Record<string, unknown>; description?: Record<string, unknown> } | undefined
  const has = (locale: ContentLocale) => {
    const texts: Texts =
      locale === req.locale
        ? current
        : { title: stored?.title?.[locale], description: stored?.description?.[locale] }
    return !isBlank('text', texts.title) && !isBlank('richText', texts.description)
  }
  return new Set(contentLocales.filter(has))
}

/** The content languages of the listed sites. */
export const languagesOfSites = (prefixes: readonly string[]) => [
  ...new Set(prefixes.flatMap((prefix) => siteByPrefix(prefix)?.content ?? [])),
]

/**
 * A published game is listed on one site at least. A site whose language lacks the title or
 * description does not refuse the publish: it shows the game once they are published
 * (`data/shownSites.ts`), and the site list marks it meanwhile (`SitesSelect`).
 */
export const listedSites: SelectFieldManyValidation = (value, options) =>
  !checksPublishing(options) ||
  Boolean(value?.length) ||
  adminT(options.req.t)('starfin:validation:sitesRequired')

type Published = {
  sites?: string[] | null
  title?: Record<string, unknown> | null
  description?: Record<string, unknown> | null
}

/**
 * The sites that show a published game read in every language (`locale: 'all'`): those it is
 * listed on whose language has its title and description. The sitemap's judgement; the pages'
 * is the same rule in SQL (`data/shownSites.ts`).
 */
export const shownOn = (doc: Published): string[] =>
  (doc.sites ?? []).filter((prefix) => {
    const locale = siteByPrefix(prefix)?.content
    return locale !== undefined && hasShownTexts(doc, locale)
  })

/** Whether a published game, read in every language, has what a site shows in `locale`. */
export const hasShownTexts = (doc: Published, locale: string): boolean =>
  !isBlank('text', doc.title?.[locale]) && !isBlank('richText', doc.description?.[locale])

/**
 * To a visitor over REST or GraphQL, a game's `sites` are the sites that show it (`shownOn`, the
 * sitemap's rule, on the game read in every language), not every site it is listed on: a site
 * whose language has no texts yet is a market the game is planned for, which the studio has not
 * announced (`/api/games` told a stranger `sites: ["en", "th", "in"]` of a game only /en shows).
 * Staff and the site's own reads (the local API) get the stored list.
 */
export const sitesShownToVisitors: FieldHook = async ({ value, data, originalDoc, req }) => {
  if (req.payloadAPI === 'local' || hasRole(req.user, 'admin', 'editor', 'translator')) return value
  if (!Array.isArray(value) || value.length === 0) return value
  const id = ((data as { id?: unknown } | undefined)?.id ??
    (originalDoc as { id?: unknown } | undefined)?.id) as number | string | undefined
  if (id === undefined) return []
  const texts = (await req.payload.findByID({
    collection: 'games',
    id,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { title: true, description: true },
  })) as Published | null
  return texts ? shownOn({ ...texts, sites: value as string[] }) : []
}

/** The fields a `where` names, at any depth of its `and`/`or` (walked without recursion). */
function fieldsNamed(where: unknown): string[] {
  const named: string[] = []
  const pending = [where]
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!node || typeof node !== 'object') continue
    for (const [key, value] of Object.entries(node)) {
      if (!['and', 'or'].includes(key.toLowerCase())) named.push(key)
      else if (value && typeof value === 'object') pending.push(...Object.values(value))
    }
  }
  return named
}

/** Whether a path names a text in one language (`title.th-TH`; Payload reads `__` as `.`). */
const namesLanguage = (path: string) =>
  path
    .replace(/__/g, '.')
    .split('.')
    .some((segment) => (contentLocales as readonly string[]).includes(segment))

/**
 * A visitor's filter or sort on the sites a game is listed on would tell its planned sites from
 * the shown ones (`?where[sites][in]=in` found a game that only /en shows): refused with a 400
 * that says why. A game's sites are read from the game (`sitesShownToVisitors`). So is one on a
 * text in a named language (`where[title.th-TH][exists]`, `sort=title.th-TH`): a read in English
 * filtered on the Thai title of a game that no Thai site shows, and told that title word by word
 * (`like`); a visitor filters in the language it reads (`?locale=th-TH&where[title][…]`), which
 * reads only the games a site of that language shows.
 */
export const noVisitorQueryOnSites: CollectionBeforeOperationHook<'games'> = ({ args, req }) => {
  if (req.payloadAPI === 'local' || hasRole(req.user, 'admin', 'editor', 'translator')) return args
  const { where, sort } = (args ?? {}) as { where?: unknown; sort?: unknown }
  const paths = [
    ...fieldsNamed(where),
    ...(Array.isArray(sort) ? sort : String(sort ?? '').split(',')).map((term) =>
      String(term).trim().replace(/^-/, ''),
    ),
  ]
  if (paths.some((path) => path === 'sites' || path.startsWith('sites.')))
    throw new VisitorLimitError(
      'Games are filtered and sorted on their sites only by signed-in staff; each game lists the sites that show it.',
    )
  if (paths.some(namesLanguage))
    throw new VisitorLimitError(
      'Filter and sort games on a text in the language you read (?locale=th-TH&where[title][like]=…), not on a text of another language.',
    )
  return args
}
