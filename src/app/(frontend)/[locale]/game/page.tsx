import type { Metadata } from 'next'

import { siteOf } from '@/i18n/server'

import { GameListView, listMetadata } from './view'

type Props = { params: Promise<{ locale: string }> }

/** The first page of all games: `/{site}/game`. Other views are rewritten by the proxy. */
const view = { tab: 'all', page: 1, query: '' } as const

/**
 * Rendered as a page without a query: the layout's search box reads the address's query
 * (`useSearchParams`) for a search, and on a page Next renders ahead of any request that would
 * leave the box to the browser, behind a Suspense boundary. Such a boundary is no good on the
 * search itself: React sends one that follows 12.8 KB of page at the end of the document, hidden
 * until scripts run, so a browser without them would show the search in an empty box.
 */
export const dynamic = 'force-static'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata(await siteOf(params), view)
}

export default async function GameListPage({ params }: Props) {
  return <GameListView site={await siteOf(params)} view={view} />
}
