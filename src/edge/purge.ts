import { edgePurged, edgePurgeFailed } from '../observe/metrics'

import type { Purger, PurgeRequest } from './purgers'

/** A purge that failed at every attempt: the edge may show these tags' pages stale. */
export type PurgeFailure = { edge: string; tags: string[]; attempts: number; error: string }

export type PurgeOptions = {
  /** Attempts per request, the first included. */
  attempts?: number
  /** The wait before attempt n + 1 (n from 1). */
  retryDelayMs?: (attempt: number) => number
  timeoutMs?: number
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

/** 0.5 s, 1.5 s, 4.5 s, 13.5 s: an edge that is briefly unreachable or rate-limiting is given 20 s. */
const defaultRetryDelay = (attempt: number) => 500 * 3 ** (attempt - 1)

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
 * Purges the tags at every edge, each request retried on failure. Resolves (never rejects) with
 * the purges that failed at every attempt, for the caller to record.
 */
export async function purgeTags(
  purgers: Purger[],
  tags: string[],
  options: PurgeOptions = {},
): Promise<PurgeFailure[]> {
  const settings: Required<PurgeOptions> = {
    attempts: 5,
    retryDelayMs: defaultRetryDelay,
    timeoutMs: 5000,
    fetch: globalThis.fetch,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...options,
  }
  const unique = [...new Set(tags)]
  if (unique.length === 0) return []
  const failures = await Promise.all(
    purgers.flatMap((purger) =>
      purger.requests(unique).map(async (request): Promise<PurgeFailure | null> => {
        let error = ''
        for (let attempt = 1; attempt <= settings.attempts; attempt++) {
          try {
            await send(request, purger, settings)
            edgePurged(purger.name)
            return null
          } catch (cause) {
            error = cause instanceof Error ? cause.message : String(cause)
            if (attempt < settings.attempts) await settings.sleep(settings.retryDelayMs(attempt))
          }
        }
        edgePurgeFailed(purger.name)
        return { edge: purger.name, tags: request.tags, attempts: settings.attempts, error }
      }),
    ),
  )
  return failures.filter((failure): failure is PurgeFailure => failure !== null)
}
