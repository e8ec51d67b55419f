import { createHmac } from 'node:crypto'

/**
 * A token the server's own requests to itself carry, one per purpose, derived from the Payload
 * secret: the revalidation route's (`src/publishing/instance.ts`) and the optimizer's check of a
 * file (`src/server/shownPictures.ts`).
 */
export const secretToken = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest('hex')
