import { timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'
import { revalidationToken } from '@/publishing/instance'
import { expireInNextCache } from '@/publishing/nextCache'

/**
 * Expires cache tags in this instance's Next cache, for its own publish listener
 * (src/publishing/listener.ts), which hears of a publish outside any Next request. Only callers
 * holding the token derived from PAYLOAD_SECRET may use it.
 */
export async function POST(request: Request) {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '')
  const expected = Buffer.from(revalidationToken(env().PAYLOAD_SECRET ?? ''))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ error: 'Not allowed.' }, { status: 401 })
  }
  const body = (await request.json().catch(() => null)) as {
    tags?: unknown
    stale?: unknown
  } | null
  const tags = Array.isArray(body?.tags)
    ? body.tags.filter((tag): tag is string => typeof tag === 'string' && tag.length <= 256)
    : []
  if (tags.length === 0)
    return Response.json({ error: 'Give the tags to revalidate.' }, { status: 400 })
  await expireInNextCache(tags, { stale: body?.stale === true })
  return Response.json({ revalidated: tags })
}
