import { createHash } from 'node:crypto'

import type { Endpoint, PayloadRequest } from 'payload'

import type { Connect } from '@/data/cached'
import { orderedList, themeGroups } from '@/data/gameLists'
import { isSitePrefix } from '@/i18n/locales'

import { fail, guarded } from './lib/http'
import { endpointPaths } from './paths'

/**
 * Answers from the data cache (refreshed when editors publish) with an ETag, so clients
 * revalidate cheaply and see a publish at once.
 */
async function cachedAnswer(req: PayloadRequest, data: () => Promise<unknown>): Promise<Response> {
  const site = new URL(req.url!).searchParams.get('site') ?? undefined
  if (site !== undefined && !isSitePrefix(site)) return fail(400, `Unknown site "${site}".`)
  const body = JSON.stringify({ data: await data.call(null) })
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  const headers = {
    etag,
    'cache-control': 'public, max-age=0, must-revalidate',
    'content-type': 'application/json; charset=utf-8',
  }
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(body, { status: 200, headers })
}

const list = (
  path: string,
  data: (connect: Connect, site?: string) => Promise<unknown>,
): Endpoint => ({
  path,
  method: 'get',
  handler: (req) =>
    guarded(
      () =>
        cachedAnswer(req, () =>
          data(async () => req.payload, new URL(req.url!).searchParams.get('site') ?? undefined),
        ),
      (error) => req.payload.logger.error({ err: error }, `${path} failed`),
    ),
})

/** GET /api/hotGames, /api/newGames, /api/typeGames (optionally `?site=vn`). */
export const gameListEndpoints: Endpoint[] = [
  list(endpointPaths.hotGames, (connect, site) => orderedList(connect, 'hot', site)),
  list(endpointPaths.newGames, (connect, site) => orderedList(connect, 'new', site)),
  list(endpointPaths.typeGames, themeGroups),
]
