/**
 * The game list's views and their addresses. A visitor's address is `/{site}/game` with `tab`,
 * `page` and `q` in the query; the proxy rewrites it to the route that renders that view (a
 * cached one per tab and page, an uncached one for a search), and the pages link back with the
 * visitor's form. Page 1 has no `page`, the "all" tab no `tab`: each view has one address.
 */
import { catalogueLists, type GameKind } from './catalogue'

export const catalogueTabs = ['all', 'new', 'hot', 'fish', 'slot', 'arcade'] as const
export type CatalogueTab = (typeof catalogueTabs)[number]

/**
 * The kinds of game each kind's tab shows: a game is in its tab whether or not the editors have
 * put it in that tab's list, which orders the tab (the rest follow by number). The spec fixes the
 * tabs (All, New, Hot, Fishing, Slot, Arcade) and the kinds: the arcade game is the coin pusher
 * (445), and the one board game, the dice game Tai Xiu (104, on the Vietnamese site), is no
 * arcade game, so it is listed under All only.
 */
export const tabKinds = {
  fish: ['fish'],
  slot: ['slot'],
  arcade: ['arcade'],
} as const satisfies Partial<Record<CatalogueTab, readonly GameKind[]>>

/** The kinds a tab shows, or null for a tab that is an editors' list (All, New, Hot). */
export const kindsOfTab = (list: string): readonly GameKind[] | null =>
  Object.hasOwn(tabKinds, list) ? tabKinds[list as keyof typeof tabKinds] : null

/** The ordered lists behind the tabs: the tabs themselves, and the featured row above them. */
export type ListName = Exclude<CatalogueTab, 'all'> | (typeof catalogueLists)[number]

/** Cards per page: a phone's first answer stays within a new connection's first round trip. */
export const listPageSize = 24

/** The longest search a visitor may send, in characters: longer is refused (400). */
export const maxQueryLength = 64

/** Links shared before the arcade tab had its own name still open it. */
const tabAliases: Record<string, CatalogueTab> = { street: 'arcade' }

export const isCatalogueTab = (value: string): value is CatalogueTab =>
  (catalogueTabs as readonly string[]).includes(value)

export type ListView = { tab: CatalogueTab; page: number; query: string }

/**
 * A search as the list reads it: width-folded (full-width letters as typed on a CJK keyboard),
 * without control or formatting characters, spaces collapsed. Case is left as typed: the match
 * ignores it. U+FFFD stands for bytes that were not UTF-8 (`?q=%FF`): it is no part of a name.
 */
export function normaliseQuery(raw: string): string {
  return (
    raw
      .normalize('NFKC')
      .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\uFFFD]/gu, '')
      // Once more: a character left out may have kept two others from composing (e, ZWJ, ◌́).
      .normalize('NFKC')
      .replace(/\s+/gu, ' ')
      .trim()
  )
}

export type ParsedView =
  { ok: true; view: ListView; canonical: boolean } | { ok: false; status: 400 | 404; error: string }

/**
 * Reads a list address's query. An unknown tab is the "all" tab (as before the list was paged);
 * a page that is not a whole number from 2 up is no page (404); `page=1`, an alias or a repeated
 * parameter is a view with another, canonical address; a search too long to be a game's name is
 * refused.
 */
export function parseListQuery(params: URLSearchParams): ParsedView {
  const askedTab = params.get('tab') ?? ''
  const alias = Object.hasOwn(tabAliases, askedTab) ? tabAliases[askedTab] : undefined
  const tab: CatalogueTab = alias ?? (isCatalogueTab(askedTab) ? askedTab : 'all')
  const askedPage = params.get('page')
  let page = 1
  if (askedPage !== null) {
    if (!/^[1-9]\d{0,3}$/.test(askedPage))
      return { ok: false, status: 404, error: 'There is no such page of the game list.' }
    page = Number(askedPage)
  }
  const rawQuery = params.get('q') ?? ''
  if ([...rawQuery].length > maxQueryLength * 4)
    return {
      ok: false,
      status: 400,
      error: `A search may be at most ${maxQueryLength} characters long.`,
    }
  const query = normaliseQuery(rawQuery)
  if ([...query].length > maxQueryLength)
    return {
      ok: false,
      status: 400,
      error: `A search may be at most ${maxQueryLength} characters long.`,
    }
  const view = { tab, page, query }
  // Anything else in the query (a tracking parameter, a repeated one) is left out of the view's address.
  const canonical = listSearch(view) === params.toString()
  return { ok: true, view, canonical }
}

/** The query string of a view's address, without `?` ('' for the first page of all games). */
export function listSearch({ tab, page, query }: ListView): string {
  const params = new URLSearchParams()
  if (tab !== 'all') params.set('tab', tab)
  if (query) params.set('q', query)
  if (page > 1) params.set('page', String(page))
  return params.toString()
}

/** A view's address on a site (`base` is the site's path, `/en`). */
export function listHref(base: string, view: ListView): string {
  const search = listSearch(view)
  return `${base}/game${search ? `?${search}` : ''}`
}

/** The route segment, below `/{site}/game`, that renders a search. */
const searchSegment = 'search'

/** The route that renders a view, inside a site; `undefined` for the first page of all games. */
export function listRoute({ tab, page, query }: ListView): string | undefined {
  if (query) return `/game/${searchSegment}`
  if (tab === 'all' && page === 1) return undefined
  return `/game/${tab}/${page}`
}

/** The view of a tab's page route (`/game/{tab}/{page}`), or none for segments that name none. */
export function tabPageView(tab: string, page: string): ListView | undefined {
  if (!isCatalogueTab(tab) || !/^[1-9]\d{0,5}$/.test(page)) return undefined
  return { tab, page: Number(page), query: '' }
}

/**
 * The view a route of the list renders, from its segments below `/{site}/game` (as `listRoute`
 * wrote them) and, for a search, the address's query. The search box reads its view so, not from
 * the address alone: a cached page (`/game/fish/1`) was rendered without the query the browser's
 * address has (`?tab=fish`), and the box must be the same in its HTML and in the browser.
 */
export function routeView(segments: readonly string[], search: URLSearchParams): ListView {
  const [first = '', second = ''] = segments
  const parsed = first === searchSegment ? parseListQuery(search) : undefined
  if (parsed?.ok) return parsed.view
  return tabPageView(first, second) ?? { tab: 'all', page: 1, query: '' }
}

/** The number of pages of a list of `total` games (a list without games has its one, empty page). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / listPageSize))
