import type { PayloadRequest, SelectFieldManyValidation } from 'payload'

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
