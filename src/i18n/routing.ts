import { defineRouting } from 'next-intl/routing'

import { defaultSite, sites, siteTags, type SiteTag } from './locales'

/**
 * next-intl locales are the sites' BCP-47 tags; the URL shows each site's short prefix
 * (`ja-JP` → `/jp`). Detection of a visitor's site and the `i18n_redirected` cookie, whose value
 * is the prefix as the original site wrote it, are ours (see `negotiate.ts` and the proxy).
 */
export const routing = defineRouting({
  locales: siteTags,
  defaultLocale: defaultSite.tag,
  localePrefix: {
    mode: 'always',
    prefixes: Object.fromEntries(sites.map((site) => [site.tag, `/${site.prefix}`])) as Record<
      SiteTag,
      string
    >,
  },
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})
