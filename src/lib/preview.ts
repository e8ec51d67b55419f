import { sites, type ContentLocale } from '@/i18n/locales'

import { isLocalPath } from './localPath'

/** The site that shows a content language (zh-TW → hk), for previews. */
export const prefixOf = (locale: string | undefined) =>
  sites.find((site) => site.content === (locale as ContentLocale))?.prefix ?? 'en'

/**
 * The page a preview route sends the editor to (`?path=`, else the fallback), or the 400 that
 * refuses anything but a path on this site: these routes must not send anyone elsewhere.
 */
export function previewTarget(request: Request, fallback?: string): string | Response {
  const path = new URL(request.url).searchParams.get('path') ?? fallback ?? ''
  return isLocalPath(path)
    ? path
    : Response.json(
        {
          error:
            'Give a path on this site: one leading /, then printable ASCII (percent-encode the rest), no backslash.',
        },
        { status: 400, headers: { 'cache-control': 'no-store' } },
      )
}

/** The preview route that turns on draft mode for an editor and opens the public page. */
export const previewURL = (path: string) => `/next/preview?path=${encodeURIComponent(path)}`

/** A page within a site (`''` its home page, `/tc`, `#contact`) in the site of the locale being edited. */
export const pathInSiteOf = (within: string, locale: string | undefined) =>
  `/${prefixOf(locale)}${within}`
