import { configuredPurgers } from './purgers'
import { env, type Env } from '@/lib/env'

/**
 * What a shared cache in front of the site (the edge) is told about an answer everyone may get:
 * how long it may keep it, and the cache tags a publish purges it by, in each vendor's header.
 */

/** Without a purger, a shared cache holds an answer this long at most: a publish shows within it. */
export const unpurgedMaxAgeSeconds = 60
/** With one, a day: a publish purges what it changed; the rest is re-checked daily. */
export const purgedMaxAgeSeconds = 86_400

/** How long a shared cache may keep a page or API answer: EDGE_MAX_AGE, else by whether it is purged. */
export function sharedMaxAge(settings: Env = env()): number {
  if (settings.EDGE_MAX_AGE !== undefined) return settings.EDGE_MAX_AGE
  return configuredPurgers(settings).length > 0 ? purgedMaxAgeSeconds : unpurgedMaxAgeSeconds
}

/** The site's own tags among Next's, which adds one per route segment (`_N_T_/en/layout`). */
export function siteTags(nextTags: string | undefined): string[] {
  return [
    ...new Set(
      (nextTags ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag && !tag.startsWith('_N_T_')),
    ),
  ]
}

/**
 * The headers of an answer every visitor gets alike: browsers check it again each time (a 304
 * when it has not changed); shared caches keep it for `maxAge` seconds; the tags go in `xkey`
 * (Varnish), `Surrogate-Key` (Fastly) and `Cache-Tag` (Cloudflare).
 */
export function sharedAnswerHeaders(tags: string[], maxAge: number): Record<string, string> {
  const headers: Record<string, string> = {
    'cache-control': `public, max-age=0, must-revalidate, s-maxage=${maxAge}`,
    'surrogate-control': `max-age=${maxAge}`,
  }
  if (tags.length) {
    headers.xkey = tags.join(' ')
    headers['surrogate-key'] = tags.join(' ')
    headers['cache-tag'] = tags.join(',')
  }
  return headers
}
