import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { siteOf } from '@/i18n/server'
import { parseListQuery, type ListView } from '@/lib/gameList'

import { GameListView, listMetadata } from '../view'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * A search of the list, `/{site}/game?q=…` as the proxy rewrites it (it has refused what is no
 * search). Rendered for each request and never stored: see `searchGames`.
 */
export const dynamic = 'force-dynamic'

async function viewOf(searchParams: Props['searchParams']): Promise<ListView> {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams))
    if (typeof value === 'string') params.set(key, value)
  const parsed = parseListQuery(params)
  if (!parsed.ok || !parsed.view.query) notFound()
  return parsed.view
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listMetadata(await siteOf(params), await viewOf(searchParams))
}

export default async function GameSearchPage({ params, searchParams }: Props) {
  const site = await siteOf(params)
  return <GameListView site={site} view={await viewOf(searchParams)} />
}
