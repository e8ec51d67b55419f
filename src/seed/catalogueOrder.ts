import type { PayloadRequest } from 'payload'

import { catalogueLists } from '@/lib/catalogue'

import { loadCatalogueOrder } from './content/load'
import { needsSeeding } from './globals'

/** The curated lists name the games by id, so they are seeded after the games. */
export async function seedCatalogueOrder(req: PayloadRequest, reset: boolean) {
  if (!(await needsSeeding(req, 'catalogue-order', reset))) return
  const order = loadCatalogueOrder()
  const { docs } = await req.payload.find({
    collection: 'games',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { gameId: true },
  })
  const idOf = new Map(docs.map((doc) => [doc.gameId, doc.id]))
  const data = Object.fromEntries(
    catalogueLists.map((list) => [
      list,
      order[list].map((gameId) => idOf.get(gameId)).filter(Boolean),
    ]),
  )
  await req.payload.updateGlobal({
    slug: 'catalogue-order',
    overrideAccess: true,
    req,
    data: data as never,
  })
}
