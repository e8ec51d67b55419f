import type { Payload } from 'payload'

import { context } from './transaction'

/** A reset's first step: the demo games and their covers go. */
export async function clearDemoContent(payload: Payload) {
  await payload.delete({
    collection: 'games',
    where: { gameId: { exists: true } },
    overrideAccess: true,
    context,
  })
  await payload.delete({
    collection: 'media',
    where: { filename: { like: 'cover-' } },
    overrideAccess: true,
    context,
  })
}
