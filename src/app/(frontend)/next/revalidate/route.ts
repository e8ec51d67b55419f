import { timingSafeEqual } from 'node:crypto'

import { payloadClient } from '@/data/payload'
import { expireInThisRequest, revalidationToken } from '@/lib/revalidate'

/**
 * Expires cache tags on behalf of work that runs outside a Next request (scheduled publishing
 * jobs, the seed CLI). Only callers holding the token derived from PAYLOAD_SECRET may use it.
 */
export async function POST(request: Request) {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '')
  const expected = Buffer.from(revalidationToken())
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ error: 'Not allowed.' }, { status: 401 })
  }
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null
  const tags = Array.isArray(body?.tags)
    ? body.tags.filter((tag): tag is string => typeof tag === 'string' && tag.length <= 256)
    : []
  if (tags.length === 0)
    return Response.json({ error: 'Give the tags to revalidate.' }, { status: 400 })
  expireInThisRequest(tags, payloadClient)
  return Response.json({ revalidated: tags })
}
