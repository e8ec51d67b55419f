import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { payloadClient } from '@/data/payload'
import { getGame } from '@/data/games'
import { getLabels } from '@/data/labels'
import { PusherDemo } from '@/demo/arcade/PusherDemo'
import type { DemoLabels } from '@/demo/ui/labels'
import { DiceDemo } from '@/demo/dice/DiceDemo'
import { FishingDemo } from '@/demo/fishing/FishingDemo'
import { NotAvailable } from '@/demo/NotAvailable'
import { demoRequestOf } from '@/demo/request'
import { SlotDemo } from '@/demo/slots/SlotDemo'
import { gameNumberOf } from '@/lib/gameNumber'

type Props = {
  params: Promise<{ gameId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * The built-in demo server: /demo/{gameId}?lang=…&account=…&currency=…&lobby=…, what the default
 * launch-URL template points at. Plays a published game with a demo, on the site of its language;
 * a game without a demo here gets the "not available" screen, one that does not exist the 404.
 */
async function demoOf({ params, searchParams }: Props) {
  const { gameId } = await params
  const query = await searchParams
  const address = gameNumberOf(gameId)
  const request = demoRequestOf(query, address?.number ?? 0)
  const [game, labels] = await Promise.all([
    address?.canonical ? getGame(payloadClient, address.number, request.site.content) : null,
    getLabels(payloadClient, request.site.content),
  ])
  const playable =
    game && game.demo?.available !== false && game.sites.includes(request.site.prefix) ? game : null
  return {
    address,
    query,
    request,
    // A game no site shows yet is no game to a visitor: the 404 of a made-up number.
    found: Boolean(game?.sites.length),
    game: playable,
    labels: labels.demo as DemoLabels,
  }
}

/** The launch URL's query, kept through a redirect. */
function searchOf(query: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    for (const one of [value ?? []].flat()) search.append(key, one)
  return search.size ? `?${search}` : ''
}

// Not found here, not in the metadata: the demo's own not-found screen is the page's boundary.
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { game, labels } = await demoOf(props)
  return { title: game?.title ?? labels.notAvailable }
}

export default async function DemoPage(props: Props) {
  const { address, query, request, found, game, labels } = await demoOf(props)
  if (address && !address.canonical) permanentRedirect(`/demo/${address.number}${searchOf(query)}`)
  if (!found) notFound()
  if (!game)
    return (
      <NotAvailable message={labels.notAvailable} back={labels.backToGame} lobby={request.lobby} />
    )
  switch (game.kind) {
    case 'slot':
      return <SlotDemo game={game} request={request} labels={labels} />
    case 'fish':
      return <FishingDemo game={game} request={request} labels={labels} />
    case 'arcade':
      return <PusherDemo game={game} request={request} labels={labels} />
    case 'board':
      return <DiceDemo game={game} request={request} labels={labels} />
  }
}
