/**
 * The shared caches a deployment may put in front of the site (the edge), and how each is told
 * that a publish expired some cache tags. Each answer the edge may keep names its tags
 * (`src/edge/cacheHeaders.ts`); a purger asks the edge to drop every answer with one of them.
 *
 * A purger only builds requests; `src/edge/purge.ts` sends them, and the publish path
 * (`src/publishing/edge.ts`) tries a refused one again.
 */
import { env, type Env } from '@/lib/env'

export type PurgeRequest = {
  /** The tags this request purges. */
  tags: string[]
  url: string
  method: 'PURGE' | 'POST'
  headers: Record<string, string>
  body?: string
}

export type Purger = {
  /** The edge, as the log and the admin name it. */
  name: string
  /** The requests that purge these tags: several when the vendor limits the tags per call. */
  requests(tags: string[]): PurgeRequest[]
  /** Whether the edge's answer says the purge was done. */
  succeeded(response: Response): Promise<boolean>
}

const inBatches = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  )

/**
 * Varnish with the xkey vmod (deploy/varnish/default.vcl): a `PURGE` request whose `xkey-purge`
 * header lists the tags, space-separated. The VCL accepts it from the addresses it trusts, with
 * the bearer token when Varnish is given one (VARNISH_PURGE_TOKEN on both sides).
 */
export function varnishPurger(url: string, token?: string): Purger {
  return {
    name: `Varnish ${url}`,
    requests: (tags) => [
      {
        tags,
        url,
        method: 'PURGE',
        headers: {
          'xkey-purge': tags.join(' '),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
    ],
    succeeded: async (response) => response.ok,
  }
}

/**
 * Fastly: a batch purge by surrogate key, `POST /service/{id}/purge` with the keys in the
 * `Surrogate-Key` header, space-separated, at most 256 per call; the API token in `Fastly-Key`.
 */
export function fastlyPurger({ serviceId, token }: { serviceId: string; token: string }): Purger {
  return {
    name: 'Fastly',
    requests: (tags) =>
      inBatches(tags, 256).map((keys) => ({
        tags: keys,
        url: `https://api.fastly.com/service/${encodeURIComponent(serviceId)}/purge`,
        method: 'POST',
        headers: {
          'fastly-key': token,
          'surrogate-key': keys.join(' '),
          accept: 'application/json',
        },
      })),
    succeeded: async (response) => response.ok,
  }
}

/**
 * Cloudflare: `POST /zones/{zone}/purge_cache` with `{"tags": [...]}`, at most 30 tags per call
 * (the limit of the plans with the fewest), authorised by an API token with Cache Purge rights.
 * Cloudflare answers 200 with `"success": true` when it took the purge.
 */
export function cloudflarePurger({ zoneId, token }: { zoneId: string; token: string }): Purger {
  return {
    name: 'Cloudflare',
    requests: (tags) =>
      inBatches(tags, 30).map((batch) => ({
        tags: batch,
        url: `https://api.cloudflare.com/client/v4/zones/${encodeURIComponent(zoneId)}/purge_cache`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: batch }),
      })),
    succeeded: async (response) =>
      response.ok &&
      (await response.json().then(
        (body: { success?: unknown }) => body.success === true,
        () => false,
      )),
  }
}

/** The edge's settings, as the environment module reads them. */
type EdgeSettings = Pick<
  Env,
  | 'VARNISH_PURGE_URLS'
  | 'VARNISH_PURGE_TOKEN'
  | 'FASTLY_SERVICE_ID'
  | 'FASTLY_API_TOKEN'
  | 'CLOUDFLARE_ZONE_ID'
  | 'CLOUDFLARE_API_TOKEN'
>

/** The variables each edge needs, all or none. */
const edgeVariables = {
  Varnish: ['VARNISH_PURGE_URLS'],
  Fastly: ['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN'],
  Cloudflare: ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'],
} as const

/** Why the edge settings cannot work (one variable of a pair set, the other not), or null. */
export function edgeSettingsProblem(settings: EdgeSettings = env()): string | null {
  for (const [edge, names] of Object.entries(edgeVariables)) {
    const missing = names.filter((name) => !settings[name]?.length)
    if (missing.length && missing.length < names.length)
      return `${edge} purging needs ${names.join(' and ')}; ${missing.join(' and ')} is not set.`
  }
  return null
}

/** The edges this deployment purges on publish, from its environment (README, "Behind a shared cache"). */
export function configuredPurgers(settings: EdgeSettings = env()): Purger[] {
  const { VARNISH_PURGE_TOKEN, FASTLY_SERVICE_ID, FASTLY_API_TOKEN } = settings
  const { CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN } = settings
  const purgers = settings.VARNISH_PURGE_URLS.map((url) => varnishPurger(url, VARNISH_PURGE_TOKEN))
  if (FASTLY_SERVICE_ID && FASTLY_API_TOKEN)
    purgers.push(fastlyPurger({ serviceId: FASTLY_SERVICE_ID, token: FASTLY_API_TOKEN }))
  if (CLOUDFLARE_ZONE_ID && CLOUDFLARE_API_TOKEN)
    purgers.push(cloudflarePurger({ zoneId: CLOUDFLARE_ZONE_ID, token: CLOUDFLARE_API_TOKEN }))
  return purgers
}
