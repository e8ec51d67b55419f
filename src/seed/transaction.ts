import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { withoutTranslationStamps } from '@/translation/freshness'

/**
 * The seed saves without revalidating each document: it revalidates everything once at its end.
 * Its translations are the baseline, so it records no translation freshness either; it computes
 * the translation status table once, at its end.
 */
export const context = { disableRevalidate: true, [withoutTranslationStamps]: true }

/**
 * Runs one unit of the seed (a game with its covers, or a global in every language) in a
 * transaction of its own: it is saved whole, or not at all.
 */
export async function whole(payload: Payload, work: (req: PayloadRequest) => Promise<void>) {
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  try {
    await work(req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
