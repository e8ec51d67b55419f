import type { Metadata } from 'next'

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

type Props = {
  params: Promise<{ gameId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * The built-in demo server: /demo/{gameId}?lang=…&account=…&currency=…&lobby=…, what the default
 * launch-URL template points at. Plays a published game with a demo, on the site of its language.
 */
async function demoOf({ params, searchParams }: Props) {
  const { gameId } = await params
  const id = /^\d{1,9}$/.test(gameId) ? Number(gameId) : 0
  const request = demoRequestOf(await searchParams, id)
  const [game, labels] = await Promise.all([
    id ? getGame(payloadClient, id, request.site.content) : null,
    getLabels(payloadClient, request.site.content),
  ])
  const playable =
    game && game.demo?.available !== false && game.sites.includes(request.site.prefix) ? game : null
  return {
    request,
    game: playable,
    labels: labels.demo as DemoLabels,
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { game, labels } = await demoOf(props)
  return { title: game?.title ?? labels.notAvailable }
}

export default async function DemoPage(props: Props) {
  const { request, game, labels } = await demoOf(props)
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
