import { describe, expect, it } from 'vitest'

import { purgeTags } from '@/edge/purge'
import {
  cloudflarePurger,
  configuredPurgers,
  edgeSettingsProblem,
  fastlyPurger,
  varnishPurger,
} from '@/edge/purgers'
import { env } from '@/lib/env'
import { attemptsSoFar, lastAttempt, purgeEdgeTask, purgeRetries } from '@/publishing/edge'

const tags = ['site', 'games', 'game:409']

describe('the purge requests, as each edge documents them', () => {
  it('Varnish: PURGE with the tags in xkey-purge, space-separated', () => {
    expect(varnishPurger('http://varnish:6081').requests(tags)).toEqual([
      {
        tags,
        url: 'http://varnish:6081',
        method: 'PURGE',
        headers: { 'xkey-purge': 'site games game:409' },
      },
    ])
    expect(varnishPurger('http://varnish:6081', 'secret').requests(tags)[0].headers).toEqual({
      'xkey-purge': 'site games game:409',
      authorization: 'Bearer secret',
    })
  })

  it('Fastly: POST /service/{id}/purge with Surrogate-Key and Fastly-Key, 256 keys a call', () => {
    const purger = fastlyPurger({ serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: 'fastly-token' })
    expect(purger.requests(tags)).toEqual([
      {
        tags,
        url: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge',
        method: 'POST',
        headers: {
          'fastly-key': 'fastly-token',
          'surrogate-key': 'site games game:409',
          accept: 'application/json',
        },
      },
    ])
    const many = Array.from({ length: 300 }, (_, i) => `game:${i}`)
    const batches = purger.requests(many)
    expect(batches.map((request) => request.headers['surrogate-key'].split(' ').length)).toEqual([
      256, 44,
    ])
    expect(batches.flatMap((request) => request.tags)).toEqual(many)
  })

  it('Cloudflare: POST /zones/{zone}/purge_cache with {"tags": [...]} and a bearer token, 30 tags a call', () => {
    const purger = cloudflarePurger({ zoneId: '023e105f4ecef8ad9ca31a8372d0c353', token: 'cf' })
    expect(purger.requests(tags)).toEqual([
      {
        tags,
        url: 'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
        method: 'POST',
        headers: { authorization: 'Bearer cf', 'content-type': 'application/json' },
        body: '{"tags":["site","games","game:409"]}',
      },
    ])
    const many = Array.from({ length: 61 }, (_, i) => `game:${i}`)
    expect(purger.requests(many).map((request) => JSON.parse(request.body!).tags.length)).toEqual([
      30, 30, 1,
    ])
  })

  it('Cloudflare’s purge counts only when its answer says success', async () => {
    const purger = cloudflarePurger({ zoneId: 'z', token: 't' })
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    expect(await purger.succeeded(answer(200, { success: true, result: { id: 'x' } }))).toBe(true)
    expect(await purger.succeeded(answer(200, { success: false, errors: [{ code: 1 }] }))).toBe(
      false,
    )
    expect(await purger.succeeded(answer(403, { success: false }))).toBe(false)
  })
})

describe('the edges a deployment purges', () => {
  it('come from its environment, each only when fully set', () => {
    expect(configuredPurgers(env({}))).toEqual([])
    const names = configuredPurgers(
      env({
        VARNISH_PURGE_URLS: 'http://edge-1:6081, http://edge-2:6081',
        FASTLY_SERVICE_ID: 'svc',
        FASTLY_API_TOKEN: 'tok',
        CLOUDFLARE_ZONE_ID: 'zone',
      }),
    ).map((purger) => purger.name)
    expect(names).toEqual(['Varnish http://edge-1:6081', 'Varnish http://edge-2:6081', 'Fastly'])
  })

  it('half-set (a token without its zone) stops the server with the name of what is missing', () => {
    expect(edgeSettingsProblem(env({ CLOUDFLARE_ZONE_ID: 'zone' }))).toMatch(/CLOUDFLARE_API_TOKEN/)
    expect(edgeSettingsProblem(env({ FASTLY_API_TOKEN: 'tok' }))).toMatch(/FASTLY_SERVICE_ID/)
    expect(
      edgeSettingsProblem(env({ FASTLY_API_TOKEN: 'tok', FASTLY_SERVICE_ID: 'svc' })),
    ).toBeNull()
  })
})

describe('one purge', () => {
  it('sends each request once and reports the ones refused, with the edge, the tags and the error', async () => {
    let calls = 0
    const failures = await purgeTags(
      [varnishPurger('http://varnish'), fastlyPurger({ serviceId: 's', token: 't' })],
      tags,
      {
        fetch: async (url) => {
          calls++
          if (String(url).startsWith('http://varnish')) throw new TypeError('fetch failed')
          return new Response(null, { status: 200 })
        },
      },
    )
    expect(calls).toBe(2)
    expect(failures).toEqual([{ edge: 'Varnish http://varnish', tags, error: 'fetch failed' }])
  })

  it('counts an answer that is not a success as refused', async () => {
    const failures = await purgeTags([varnishPurger('http://varnish')], tags, {
      fetch: async () => new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    })
    expect(failures).toEqual([
      { edge: 'Varnish http://varnish', tags, error: 'answered 503 Service Unavailable' },
    ])
  })
})

describe('a refused purge, tried again by the job queue', () => {
  it('is tried three more times with a growing back-off, and recorded only at the last (five attempts in all)', () => {
    expect(purgeEdgeTask.retries).toMatchObject({
      attempts: purgeRetries,
      backoff: { type: 'exponential' },
    })
    // Payload counts the job's earlier failed runs in totalTried.
    expect([0, 1, 2, 3].map(lastAttempt)).toEqual([false, false, false, true])
    expect(attemptsSoFar(3)).toBe(5)
  })
})
