import type { PayloadRequest, SelectFieldManyValidation } from 'payload'

import { adminT } from '@/labels/t'
import {
  contentLocaleLabels,
  contentLocales,
  siteByPrefix,
  type ContentLocale,
} from '@/i18n/locales'
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
 * A game goes out only on sites whose language has its title and description; a published game
 * is on one site at least. Drafts may list any.
 */
export const listedSites: SelectFieldManyValidation = async (value, options) => {
  const { data, id, req } = options
  if (!checksPublishing(options)) return true
  const t = adminT(req.t)
  if (!value?.length) return t('starfin:validation:sitesRequired')
  const complete = await languagesWithTexts(req, id, data as Texts)
  const lacking = languagesOfSites(value).filter((locale) => !complete.has(locale))
  return lacking.length
    ? t('starfin:validation:sitesNeedTexts', {
        languages: lacking.map((locale) => contentLocaleLabels[locale]).join(', '),
      })
    : true
}
