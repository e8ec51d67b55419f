import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { isSitePrefix } from './i18n/locales'
import { languageCookie, negotiateSite } from './i18n/negotiate'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/** A path without a site prefix goes to the visitor's site; prefixed paths go to next-intl. */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (isSitePrefix(pathname.split('/')[1])) return intl(request)

  const site = negotiateSite(
    request.cookies.get(languageCookie.name)?.value,
    request.headers.get('accept-language'),
  )
  const target = new URL(`/${site.prefix}${pathname === '/' ? '' : pathname}${search}`, request.url)
  const response = NextResponse.redirect(target, 307)
  response.headers.set('vary', 'cookie, accept-language')
  response.headers.set('cache-control', 'private, no-store')
  return response
}

export const config = {
  // Not Payload (admin, REST, GraphQL), Next internals, the built-in demos or files with a dot.
  matcher: ['/((?!api|admin|_next|next|demo|.*\\..*).*)'],
}
