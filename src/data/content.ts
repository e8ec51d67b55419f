/** The published globals that the public pages read. */
import { allOf } from '@/content/registry'
import { defaultContentLocale, type ContentLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import type { HomeSection, SiteSetting, TermsPage } from '@/payload-types'

import { cached } from './cached'
import { toPicture } from './media'

export type HomeBlock = NonNullable<HomeSection['sections']>[number]

export const getHome = cached(
  'home',
  [allOf('home-sections')],
  async ({ draft, connect }, locale: ContentLocale) => {
    const payload = await connect()
    const home = await payload.findGlobal({
      slug: 'home-sections',
      locale,
      fallbackLocale: defaultContentLocale,
      depth: 0,
      overrideAccess: draft,
      draft,
    })
    return {
      sections: (home.sections ?? []).filter((section) => !section.hidden) as HomeBlock[],
      meta: home.meta ?? {},
    }
  },
)

export const getTerms = cached(
  'terms',
  [allOf('terms-page')],
  async (
    { draft, connect },
    locale: ContentLocale,
  ): Promise<Pick<TermsPage, 'title' | 'content' | 'updatedAt'>> => {
    const payload = await connect()
    const { title, content, updatedAt } = await payload.findGlobal({
      slug: 'terms-page',
      locale,
      fallbackLocale: defaultContentLocale,
      depth: 0,
      overrideAccess: draft,
      draft,
    })
    return { title, content, updatedAt }
  },
)

export const getSiteSettings = cached(
  'site-settings',
  [cacheTags.siteSettings],
  async ({ connect }, locale: ContentLocale) => {
    const payload = await connect()
    const settings: SiteSetting = await payload.findGlobal({
      slug: 'site-settings',
      locale,
      fallbackLocale: defaultContentLocale,
      depth: 1,
      overrideAccess: false,
    })
    return {
      studioName: settings.studioName ?? 'Starfin Games',
      tagline: settings.tagline ?? '',
      contactEmail: settings.contactEmail ?? '',
      logo: toPicture(settings.logo),
      social: (settings.social ?? []).map(({ network, url }) => ({ network, url })),
      contacts: (settings.contacts ?? []).map(({ site, channels, phoneExample }) => ({
        site,
        channels,
        phoneExample,
      })),
      demo: settings.demo,
    }
  },
)
