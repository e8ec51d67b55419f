import type { Metadata } from 'next'

import { siteOf } from '@/i18n/server'

import { GameListView, listMetadata } from './view'

type Props = { params: Promise<{ locale: string }> }

/** The first page of all games: `/{site}/game`. Other views are rewritten by the proxy. */
const view = { tab: 'all', page: 1, query: '' } as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata(await siteOf(params), view)
}

export default async function GameListPage({ params }: Props) {
  return <GameListView site={await siteOf(params)} view={view} />
}
