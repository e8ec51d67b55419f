import type { IncomingMessage } from 'node:http'

import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { edgeAnswers } from '../../src/edge/edgeAnswers'
import { inlineScriptHashes } from '../../src/security/headers'
import { observeRequest } from '../../src/server/observeRequests'
import { clientAddressOf, settleClientAddress } from '../../src/server/clientAddress'
import { compressResponses } from '../../src/server/compression'
import type { Drain } from '../../src/server/drain'
import { requestPipeline } from '../../src/server/pipeline'
import { createRequestBodies } from '../../src/server/requestBodies'
import { requestClassifier } from '../../src/server/requestClass'
import { shownPictures } from '../../src/server/shownPictures'
import { secureResponses } from '../../src/server/secureResponses'
import { serverActionsForStaff } from '../../src/server/serverActions'
import { createStoredResponses, isShared, keyOf } from '../../src/server/storedResponses'
import { createVisitorQueue } from '../../src/server/visitorQueue'
import { listen } from '../support/localServer'

/** The request log, unwritten. */
const silent = pino({ enabled: false })

const page = (title: string) =>
  `<!doctype html><html><body><h1>${title}</h1>${'<p>Slots and fishing games.</p>'.repeat(60)}` +
  `<script>self.__next_f.push([1,"${title}"])</script></body></html>`

/** The production pipeline with its real steps, Next replaced by a page that counts its renders. */
async function pipelineServer({ draining = false } = {}) {
  let renders = 0
  let title = 'Koi Fortune'
  const stored = createStoredResponses({ safetyMs: 60_000 })
  const drain: Drain = {
    refuse: (_req, res) => {
      if (!draining) return false
      res.writeHead(503).end('draining')
      return true
    },
  }
  const { send } = await listen(
    requestPipeline({
      drain,
      client: settleClientAddress(clientAddressOf({ proxies: [], hops: 0 })),
      // Staff, for these tests: a request whose credentials say so (Payload's verdict, played).
      classify: requestClassifier({
        verifyStaff: async ({ authorization }) => authorization === 'JWT staff',
      }),
      observe: (req, res, requestClass) => observeRequest(req, res, requestClass, silent),
      actions: serverActionsForStaff({ firstUserScreenOpen: true }),
      pictures: shownPictures({ port: 1, fetchFile: async () => new Response('file') }),
      bodies: createRequestBodies(),
      secure: secureResponses({ port: 1 }),
      precompressed: new Map(),
      stored,
      compress: compressResponses(),
      visitorQueue: createVisitorQueue(),
      edge: edgeAnswers({
        maxAge: 60,
        anonymous: (req) => keyOf(req) !== undefined,
        shared: (status, headers) => isShared(status, headers),
      }),
      next: (_req: IncomingMessage, res) => {
        renders++
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('cache-control', 's-maxage=31536000')
        res.setHeader('x-nextjs-cache', 'HIT')
        res.setHeader('x-powered-by', 'Next.js')
        const html = page(title)
        // In two pieces, as Next streams a page.
        res.write(html.slice(0, 200))
        res.end(html.slice(200))
      },
    }),
  )
  const get = (path: string) => send(path, { headers: { 'accept-encoding': 'br' } })
  return {
    get,
    send,
    stored,
    renders: () => renders,
    retitle: (next: string) => (title = next),
  }
}

const policyHashes = (policy: string | string[] | undefined) =>
  [...String(policy).matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1])

describe('the request pipeline', () => {
  it("sends a page compressed, with its inline scripts' hashes in the policy and no internal headers", async () => {
    const site = await pipelineServer()
    const answer = await site.get('/en/game')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.text).toContain('Koi Fortune')
    expect(policyHashes(answer.headers['content-security-policy'])).toEqual(
      inlineScriptHashes(answer.text).map((hash) => hash.replace(/^'|'$/g, '')),
    )
    expect(answer.headers['x-powered-by']).toBeUndefined()
    expect(answer.headers['x-nextjs-cache']).toBeUndefined()
  })

  it('answers from the stored copy once an address was asked twice, policy and all, without Next; a publish sends it back to Next', async () => {
    const site = await pipelineServer()
    const first = await site.get('/en/game')
    await site.get('/en/game')
    await site.stored.settled()
    const second = await site.get('/en/game')
    expect(site.renders()).toBe(2)
    expect(second.text).toBe(first.text)
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(second.headers['x-frame-options']).toBe('SAMEORIGIN')
    // What the edge was told of the page (its lifetime for shared caches) is kept with the copy.
    expect(first.headers['surrogate-control']).toMatch(/^max-age=\d+$/)
    expect(second.headers['cache-control']).toBe(first.headers['cache-control'])
    expect(second.headers['surrogate-control']).toBe(first.headers['surrogate-control'])

    site.retitle('Dragon Pearl')
    site.stored.expireAll()
    const afterPublish = await site.get('/en/game')
    expect(site.renders()).toBe(3)
    expect(afterPublish.text).toContain('Dragon Pearl')
    expect(policyHashes(afterPublish.headers['content-security-policy'])).not.toEqual(
      policyHashes(first.headers['content-security-policy']),
    )
  })

  it('gives every answer its own request id: Next’s, a stored copy’s, a refusal’s', async () => {
    const site = await pipelineServer()
    // (A copy is stored on an address's second ask.)
    const ids = [(await site.get('/en/game')).headers['x-request-id']]
    ids.push((await site.get('/en/game')).headers['x-request-id'])
    await site.stored.settled()
    ids.push((await site.get('/en/game')).headers['x-request-id'])
    ids.push((await site.send('/en/game', { method: 'DELETE' })).headers['x-request-id'])
    expect(site.renders()).toBe(2)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(ids).size).toBe(4)
  })

  it('while draining, answers before any step that works on the request', async () => {
    const site = await pipelineServer({ draining: true })
    const answer = await site.get('/en/game')
    expect(answer.status).toBe(503)
    expect(site.renders()).toBe(0)
    expect(answer.headers['content-security-policy']).toBeUndefined()
  })

  it('answers a method a page does not take with 405 and Allow, before Next; TRACE everywhere', async () => {
    const site = await pipelineServer()
    for (const method of ['PUT', 'DELETE', 'POST', 'TRACE']) {
      const answer = await site.send('/en', { method })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD')
    }
    const trace = await site.send('/api/games', { method: 'TRACE' })
    expect(trace.status).toBe(405)
    expect(trace.headers.allow).toMatch(/GET.*PATCH/)
    const options = await site.send('/en/game', { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS')
    expect(site.renders()).toBe(0)
    // The admin's server functions post to its pages (staff's only: see the next test), with
    // their header; any other POST there drew the page as a GET, outside the heavy line (round
    // 54, F1), even for staff.
    for (const headers of [
      { authorization: 'JWT staff' },
      { authorization: 'JWT staff', 'content-type': 'application/x-www-form-urlencoded' },
    ] as Record<string, string>[]) {
      const stray = await site.send('/admin/collections/games?limit=100', {
        method: 'POST',
        headers,
        body: 'a=1',
      })
      expect(stray.status).toBe(405)
      expect(stray.headers.allow).toBe('GET, HEAD')
    }
    expect(site.renders()).toBe(0)
  })

  it('answers the admin’s server functions for staff only, before reading the body; the open first-account screen for anyone', async () => {
    const site = await pipelineServer()
    // A server function's arguments, as the admin sends them (round 33: any other body is a 400).
    const call = (path: string, headers: Record<string, string> = {}, body = '[{"a":1}]') =>
      site.send(path, {
        method: 'POST',
        headers: { 'next-action': '40b35fd46a58', 'content-type': 'text/plain', ...headers },
        body,
      })
    const stranger = await call('/admin')
    expect(stranger.status).toBe(403)
    expect(JSON.parse(stranger.text)).toEqual({
      errors: [{ message: 'Sign in to the admin first.' }],
    })
    expect(stranger.headers['cache-control']).toBe('no-store')
    expect((await call('/admin/collections/games')).status).toBe(403)
    expect(site.renders()).toBe(0)
    expect((await call('/admin/collections/games', { authorization: 'JWT staff' })).status).toBe(
      200,
    )
    // Staff's call not shaped as the admin's own is refused before the site reads it.
    expect(
      (await call('/admin/collections/games', { authorization: 'JWT staff' }, 'garbage')).status,
    ).toBe(400)
    expect((await call('/admin/create-first-user')).status).toBe(200)
    expect(site.renders()).toBe(2)
    // A form naming an action in its fields, without the header, ran the function past the
    // checks that read the header (round 54, F4): no admin client sends one, staff or not.
    for (const headers of [{}, { authorization: 'JWT staff' }] as Record<string, string>[]) {
      const form = await site.send('/admin', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...headers },
        body: '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_40b35fd46a58"\r\n\r\n\r\n--x--\r\n',
      })
      expect(form.status).toBe(405)
    }
    expect(site.renders()).toBe(2)
  })

  it('refuses an address of more than a thousand parameters, which the checks would read in part (round 54, F2)', async () => {
    const site = await pipelineServer()
    const fillers = Array.from({ length: 1000 }, (_, index) => `a${index}=1`).join('&')
    for (const path of ['/api/games', '/admin/collections/games', '/en']) {
      const answer = await site.send(`${path}?${fillers}&locale=all`)
      expect(answer.status, path).toBe(400)
      expect(answer.text).toMatch(/at most 1000 query parameters/)
    }
    expect(site.renders()).toBe(0)
    expect((await site.send(`/en?${fillers}`)).status).toBe(200)
    // Behind a second "?", a query is still the query (round 55, F1).
    expect((await site.send(`/api/games?x=?&${fillers}&locale=all`)).status).toBe(400)
    expect((await site.send('/api/users?x=?&limit=5&limit=6')).status).toBe(400)
  })

  it('refuses an address with dot segments or a backslash before any step judges it by its path', async () => {
    const site = await pipelineServer()
    for (const path of [
      '/api/health/../games',
      '/en/%2e%2e/admin',
      '/en/../api/games',
      '/en/%5cx',
    ]) {
      const answer = await site.send(path)
      expect(answer.status, path).toBe(400)
      expect(answer.text).toMatch(/segments or a backslash/)
    }
    expect(site.renders()).toBe(0)
  })

  it('refuses a path that percent-encodes a letter, digit or -._~, which Next decodes and the steps would not (round 48, F1)', async () => {
    const site = await pipelineServer()
    for (const path of [
      '/api/payload-preferences/%6cocale',
      '/api/globals/site-settings/%76ersions',
      '/api/payload-%70references/locale',
      '/en/%7Eabout',
      '/en/game%2D1',
    ]) {
      const answer = await site.send(path)
      expect(answer.status, path).toBe(400)
      expect(answer.text).toMatch(/percent-encodes a letter/)
    }
    expect(site.renders()).toBe(0)
    // A Thai path, a slash or a space stays encoded, as every browser sends them; so does a query.
    for (const path of ['/th/%E0%B8%81', '/en/a%2Fb', '/en/a%20b', '/en/game?q=%6c'])
      expect((await site.send(path)).status, path).not.toBe(400)
  })

  it('refuses an address with a NUL in its path or query (the admin’s `?locale=%00` was a 500)', async () => {
    const site = await pipelineServer()
    for (const path of ['/admin?locale=%00', '/api/payload-preferences/%00', '/en/game?q=a%00b']) {
      const answer = await site.send(path)
      expect(answer.status, path).toBe(400)
      expect(answer.text).toMatch(/NUL/)
    }
    expect(site.renders()).toBe(0)
  })

  it('refuses a request target that is not a path (Next failed on `GET *` with a 500)', async () => {
    const site = await pipelineServer()
    for (const [method, target] of [
      ['GET', '*'],
      ['HEAD', '*'],
      ['GET', 'http://evil.example/en'],
      ['POST', 'http://127.0.0.1/api/createMember'],
    ]) {
      const answer = await site.send(target, { method })
      expect(answer.status, `${method} ${target}`).toBe(400)
    }
    expect(site.renders()).toBe(0)
    // `OPTIONS *` asks about the server, not a resource: answered as a page's OPTIONS.
    expect((await site.send('*', { method: 'OPTIONS' })).status).toBe(204)
  })

  it('gives its refusals the security headers every other answer has', async () => {
    const site = await pipelineServer()
    for (const [method, path] of [
      ['PUT', '/en'],
      ['GET', '/en/%E0%A4%A'],
    ]) {
      const answer = await site.send(path, { method })
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff')
      expect(answer.headers['content-security-policy'], path).toBeDefined()
    }
  })
})
