import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { isSitePrefix } from './i18n/locales'
import { languageCookie, negotiateAdminLanguage, negotiateSite } from './i18n/negotiate'
import { routing } from './i18n/routing'
import { gameNumberOf } from './lib/gameNumber'
import { listHref, listRoute, parseListQuery } from './lib/gameList'

const intl = createMiddleware(routing)

/**
 * next-intl decodes the path once and rewrites to the decoded form, which Next decodes again:
 * `/en/%25` failed as malformed (a 500) and `/en/%0A` lost its line break and served the home
 * page at a second address. With every `%` escaped, its decoding yields the path as it was sent.
 */
function escapingPercents(request: NextRequest): NextRequest {
  if (!request.nextUrl.pathname.includes('%')) return request
  const url = request.nextUrl.clone()
  url.pathname = url.pathname.replaceAll('%', '%25')
  return new NextRequest(url, request)
}

/** `/en/detail/0024` → `/en/detail/24`: a game's number written another way, at its one address. */
function canonicalGameAddress(request: NextRequest): NextResponse | undefined {
  const [, site, page, segment, ...rest] = request.nextUrl.pathname.split('/')
  if (rest.length || (page !== 'detail' && page !== 'play')) return undefined
  const address = gameNumberOf(segment)
  if (!address || address.canonical) return undefined
  const target = new URL(`/${site}/${page}/${address.number}${request.nextUrl.search}`, request.url)
  return NextResponse.redirect(target, 308)
}

/** A request for `path` (inside the same site) in place of the one made. */
function rewrittenTo(request: NextRequest, path: string, search = ''): NextRequest {
  const url = request.nextUrl.clone()
  url.pathname = path
  url.search = search
  return new NextRequest(url, request)
}

/**
 * The game list (`src/lib/gameList.ts`): `/{site}/game?tab=…&page=…&q=…` to the route that renders
 * that view, another spelling of a view to its one address, a search too long to be one to a 400.
 * The routes' own paths are not addresses: asked for directly, they are a 404.
 */
function gameList(request: NextRequest, site: string, rest: string[]): NextResponse | NextRequest {
  const notFound = () => rewrittenTo(request, `/${site}/game/all/0`)
  if (rest.length) return notFound()
  const parsed = parseListQuery(request.nextUrl.searchParams)
  if (!parsed.ok)
    return parsed.status === 404
      ? notFound()
      : NextResponse.json(
          { error: parsed.error },
          { status: parsed.status, headers: { 'cache-control': 'no-store' } },
        )
  const { view } = parsed
  if (!parsed.canonical)
    return NextResponse.redirect(new URL(listHref(`/${site}`, view), request.url), 308)
  const route = listRoute(view)
  if (!route) return request
  return rewrittenTo(request, `/${site}${route}`, view.query ? request.nextUrl.search : '')
}

/**
 * Before anyone signs in, Payload takes the admin's language from the browser's among the
 * languages Payload ships, and Hindi is not one: a hi-IN browser got an English sign-in page
 * (walk 35, F13). A request without the admin's language cookie is given the one the browser
 * asks for of those the admin speaks, and the browser keeps it; a signed-in account's own language
 * sets the cookie itself (src/collections/Users/signIn.ts).
 */
function withAdminLanguage(request: NextRequest): NextResponse {
  const cookie = 'payload-lng'
  const language = request.cookies.has(cookie)
    ? undefined
    : negotiateAdminLanguage(request.headers.get('accept-language'))
  if (!language) return NextResponse.next()
  const headers = new Headers(request.headers)
  const sent = request.headers.get('cookie')
  headers.set('cookie', `${sent ? `${sent}; ` : ''}${cookie}=${language}`)
  const response = NextResponse.next({ request: { headers } })
  // Kept by the browser too, so the sign-in's own calls (a wrong password's message) speak it
  // (walk 36, F7: the page was Hindi, its error English).
  response.cookies.set(cookie, language, {
    path: '/',
    sameSite: 'lax',
    maxAge: 365 * 24 * 60 * 60,
    secure: request.nextUrl.protocol === 'https:',
  })
  return response
}

/** A path without a site prefix goes to the visitor's site; prefixed paths go to next-intl. */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const [, prefix, page, ...rest] = pathname.split('/')
  if (prefix === 'admin') return withAdminLanguage(request)
  if (isSitePrefix(prefix)) {
    if (page === 'game') {
      const list = gameList(request, prefix, rest)
      return list instanceof NextResponse ? list : intl(list)
    }
    return canonicalGameAddress(request) ?? intl(escapingPercents(request))
  }

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
  // Not Payload (REST, GraphQL), Next internals, the built-in demos or files with a dot; the
  // admin for its language only.
  matcher: ['/((?!api|admin|_next|next|demo|.*\\..*).*)', '/admin', '/admin/:path*'],
}
