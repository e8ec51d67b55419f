import { allOf } from '@/content/registry'
import { labelSetGlobals } from '@/globals/LabelSets/config'
import { withLabelDefaults, type Labels } from '@/globals/LabelSets/defaults'
import { defaultContentLocale, type ContentLocale } from '@/i18n/locales'

import { cached } from './cached'

/**
 * Every interface string of one language (all label sets), falling back key by key to the
 * editors' English, then to the English default.
 */
export const getLabels = cached(
  'labels',
  labelSetGlobals.map(({ slug }) => allOf(slug)),
  async ({ draft, connect }, locale: ContentLocale): Promise<Labels> => {
    const payload = await connect()
    const sets = await Promise.all(
      labelSetGlobals.map(async ({ slug, groups }) => {
        const doc = await payload.findGlobal({
          slug,
          locale,
          fallbackLocale: defaultContentLocale,
          depth: 0,
          overrideAccess: draft,
          draft,
        })
        return withLabelDefaults(doc as unknown as Partial<Labels>, groups)
      }),
    )
    return Object.assign({}, ...sets) as Labels
  },
)
