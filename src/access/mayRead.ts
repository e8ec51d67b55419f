import type { CollectionSlug, PayloadRequest } from 'payload'

import { isValidId } from '@/lib/requestErrors'

/**
 * Whether the request's account may read the document of that id (one that does not exist, or an
 * id no document could have, is a no): counted with the account's own access, so a stranger learns
 * nothing of what it may not read.
 */
export async function mayRead(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: unknown,
): Promise<boolean> {
  if (!['number', 'string'].includes(typeof id) || !isValidId(String(id))) return false
  const { totalDocs } = await req.payload.count({
    collection,
    where: { id: { equals: Number(id) } },
    overrideAccess: false,
    req,
  })
  return totalDocs > 0
}
