import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { siteOf } from '@/i18n/server'
import { tabPageView, type ListView } from '@/lib/gameList'

import { GameListView, listMetadata } from '../../view'

type Props = { params: Promise<{ locale: string; tab: string; page: string }> }

/**
 * A tab's page, `/{site}/game?tab=…&page=…` as the proxy rewrites it (a request for this path
 * itself is sent there): cached like every catalogue page until a publish.
 */
async function viewOf(params: Props['params']): Promise<ListView> {
  const { tab, page } = await params
  return tabPageView(tab, page) ?? notFound()
}

// Rendered without an address's query, which the layout's search box would otherwise wait for
// (see `../../page.tsx`).
export const dynamic = 'force-static'

// Each tab's pages are rendered on first request and cached (the build needs no database).
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata(await siteOf(params), await viewOf(params))
}

export default async function GameListTabPage({ params }: Props) {
  const site = await siteOf(params)
  return <GameListView site={site} view={await viewOf(params)} />
}
