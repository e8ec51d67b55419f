import { defaultSite, sites, type Site } from '@/i18n/locales'
import { envValue } from './env'

/** The site's public origin: canonical URLs, hreflang, sitemap, Open Graph, revalidation calls. */
export const siteOrigin = () =>
  process.env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${envValue('PORT')}`

/**
 * `/{prefix}{path}` for a path inside a site ('' is the home page), as next-intl's routing
 * (`i18n/routing.ts`) prefixes it. Not next-intl's `getPathname`: `createNavigation`, which makes
 * it, also makes next-intl's client-side Link, and that reference alone put 10 KB (brotli) of
 * next-intl's message formatting into every public page's scripts.
 */
export const sitePath = (site: Pick<Site, 'prefix'>, path = '') => `/${site.prefix}${path}`

/** Canonical URL and hreflang alternates of one page across the eleven sites. */
export function alternatesFor(site: Site, path: string, listedOn?: readonly string[]) {
  const shown = listedOn ? sites.filter((s) => listedOn.includes(s.prefix)) : sites
  const languages: Record<string, string> = Object.fromEntries(
    shown.map((s) => [s.tag, sitePath(s, path)]),
  )
  if (shown.some((s) => s === defaultSite)) languages['x-default'] = sitePath(defaultSite, path)
  return { canonical: sitePath(site, path), languages }
}
