import { edgePurged, edgePurgeFailed } from '../observe/metrics'

import type { Purger, PurgeRequest } from './purgers'

/** A purge an edge did not take: until it does, the edge may show these tags' pages stale. */
export type PurgeFailure = { edge: string; tags: string[]; error: string }

export type PurgeOptions = {
  timeoutMs?: number
  fetch?: typeof fetch
}

async function send(request: PurgeRequest, purger: Purger, options: Required<PurgeOptions>) {
  const response = await options.fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(options.timeoutMs),
  })
  if (!(await purger.succeeded(response)))
    throw new Error(`answered ${response.status} ${response.statusText}`.trim())
}

/**
 * Sends the requests that purge the tags at every edge, each once. Resolves (never rejects) with
 * the purges that failed, for the caller to try again (src/publishing/edge.ts).
 */
export async function purgeTags(
  purgers: Purger[],
  tags: string[],
  options: PurgeOptions = {},
): Promise<PurgeFailure[]> {
  const settings: Required<PurgeOptions> = { timeoutMs: 5000, fetch: globalThis.fetch, ...options }
  const unique = [...new Set(tags)]
  if (unique.length === 0) return []
  const failures = await Promise.all(
    purgers.flatMap((purger) =>
      purger.requests(unique).map(async (request): Promise<PurgeFailure | null> => {
        try {
          await send(request, purger, settings)
          edgePurged(purger.name)
          return null
        } catch (cause) {
          const error = cause instanceof Error ? cause.message : String(cause)
          edgePurgeFailed(purger.name)
          return { edge: purger.name, tags: request.tags, error }
        }
      }),
    ),
  )
  return failures.filter((failure): failure is PurgeFailure => failure !== null)
}
