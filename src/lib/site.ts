import { defaultSite, sites, type Site } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

/** The site's public origin: canonical URLs, hreflang, sitemap, Open Graph, revalidation calls. */
export const siteOrigin = () =>
  process.env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${process.env.PORT || 3000}`

/** `/{prefix}{path}` for a path inside a site ('' is the home page), from next-intl's routing. */
export const sitePath = (site: Pick<Site, 'tag'>, path = '') =>
  getPathname({ locale: site.tag, href: path || '/' })

/** Canonical URL and hreflang alternates of one page across the eleven sites. */
export function alternatesFor(site: Site, path: string, listedOn?: readonly string[]) {
  const shown = listedOn ? sites.filter((s) => listedOn.includes(s.prefix)) : sites
  const languages: Record<string, string> = Object.fromEntries(
    shown.map((s) => [s.tag, sitePath(s, path)]),
  )
  if (shown.some((s) => s === defaultSite)) languages['x-default'] = sitePath(defaultSite, path)
  return { canonical: sitePath(site, path), languages }
}
