import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { inlineScriptHashes } from '../../src/security/headers'
import { secureResponses } from '../../src/server/secureResponses'
import { listen, type Head } from '../support/localServer'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

afterEach(() => vi.unstubAllEnvs())

/**
 * The security step in front of `next`, on a server that also answers the site's settings, as the
 * production server's own API does. `settings.embedOrigins` is what an editor set in Site
 * settings; `settings.up` false is the database away.
 */
async function securedServer(next: Handler, { ttlMs = 10_000 } = {}) {
  const settings = { embedOrigins: '', up: true, reads: 0 }
  const { server, port, open, send } = await listen()
  const secure = secureResponses({ port, ttlMs })
  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/api/globals/site-settings')) {
      settings.reads++
      if (!settings.up) return void res.writeHead(500).end()
      res.setHeader('content-type', 'application/json')
      return void res.end(JSON.stringify({ demo: { embedOrigins: settings.embedOrigins } }))
    }
    const holdDocument = await secure(req, res)
    holdDocument()
    next(req, res)
  })
  const fetchAnswer = (path: string, headers?: Record<string, string>) => send(path, { headers })
  return { open, fetchAnswer, settings }
}

const page = (title: string) =>
  `<!doctype html><html><body><h1>${title}</h1>` +
  `<script>self.__next_f.push([1,"${title}"])</script></body></html>`

/** What Next sends: internal headers included, the body in two pieces a moment apart. */
function nextAnswering(type: string, body: string, { status = 200 } = {}) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const next: Handler = (_req, res) => {
    res.statusCode = status
    res.setHeader('content-type', type)
    res.setHeader('x-powered-by', 'Next.js')
    res.setHeader('x-nextjs-cache', 'HIT')
    if (status === 304) return void res.end()
    res.write(body.slice(0, 40))
    void released.then(() => res.end(body.slice(40)))
  }
  return { next, release }
}

const policyOf = (answer: Pick<Head, 'headers'>) =>
  String(answer.headers['content-security-policy'])

describe('the security step', () => {
  it('holds a page until it is whole, then sends it with the hashes of its inline scripts', async () => {
    const { next, release } = nextAnswering('text/html; charset=utf-8', page('Koi Fortune'))
    const site = await securedServer(next)
    let arrived = false
    const answer = site.open('/en/game/koi-fortune').then((sent) => {
      arrived = true
      return sent
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(arrived).toBe(false)

    release()
    const whole = await (await answer).answer
    expect(whole.text).toBe(page('Koi Fortune'))
    for (const hash of inlineScriptHashes(whole.text)) expect(policyOf(whole)).toContain(hash)
    expect(policyOf(whole)).toContain("frame-ancestors 'self'")
    expect(whole.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('streams anything else, such as a page’s flight data, as Next writes it', async () => {
    const flight = `0:{"title":"Koi Fortune"}\n${'1:["$","p",null,{"children":"Slots"}]\n'.repeat(4)}`
    const { next, release } = nextAnswering('text/x-component', flight)
    const site = await securedServer(next)
    const head = await site.open('/en/game/koi-fortune?_rsc=1')
    expect(head.status).toBe(200)
    release()
    expect((await head.answer).text).toBe(flight)
  })

  it('tells a visitor nothing of the server’s internals, on pages and API answers alike', async () => {
    for (const [path, type] of [
      ['/en', 'text/html; charset=utf-8'],
      ['/api/games', 'application/json'],
    ]) {
      const { next, release } = nextAnswering(type, page('Koi Fortune'))
      const site = await securedServer(next)
      release()
      const answer = await site.fetchAnswer(path)
      expect(answer.headers['x-powered-by']).toBeUndefined()
      expect(answer.headers['x-nextjs-cache']).toBeUndefined()
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      if (path.startsWith('/api/')) expect(policyOf(answer)).toMatch(/^default-src 'none'/)
    }
  })

  it('answers a page that renders the site’s 404 with status 404, and its words and scripts as rendered', async () => {
    const missing =
      '<!doctype html><html lang="th-TH"><body><main class="not-found" data-page-not-found="">' +
      '<h1>ไม่พบหน้าที่ต้องการ: /th/nope</h1></main><script>self.__next_f.push([1,"x"])</script></body></html>'
    const { next, release } = nextAnswering('text/html; charset=utf-8', missing)
    const site = await securedServer(next)
    release()
    const answer = await site.fetchAnswer('/th/nope')
    expect(answer.status).toBe(404)
    expect(answer.text).toBe(missing)
    for (const hash of inlineScriptHashes(missing)) expect(policyOf(answer)).toContain(hash)

    // A page that only mentions the mark in its text is a page like any other.
    const mentioned = page('data-page-not-found=&quot;&quot;')
    const other = nextAnswering('text/html; charset=utf-8', mentioned)
    other.release()
    expect((await (await securedServer(other.next)).fetchAnswer('/en')).status).toBe(200)
  })

  it('answers 304 to a page without a policy, so the browser keeps the one with the page’s hashes', async () => {
    const { next } = nextAnswering('text/html; charset=utf-8', '', { status: 304 })
    const site = await securedServer(next)
    const answer = await site.fetchAnswer('/en', { 'if-none-match': '"abc"' })
    expect(answer.status).toBe(304)
    expect(answer.headers['content-security-policy']).toBeUndefined()
    expect(answer.headers['x-powered-by']).toBeUndefined()
  })
})

describe('the operator sites that may frame a demo', () => {
  const demo = () => nextAnswering('text/html; charset=utf-8', page('Koi Fortune'))

  it('are the environment’s and Site settings’, for demos only; no X-Frame-Options then', async () => {
    vi.stubEnv('DEMO_FRAME_ANCESTORS', 'https://lobby.example.com')
    const { next, release } = demo()
    release()
    const site = await securedServer(next)
    site.settings.embedOrigins = 'https://*.casino.example'
    const framed = await site.fetchAnswer('/demo/182')
    expect(policyOf(framed)).toContain(
      "frame-ancestors 'self' https://lobby.example.com https://*.casino.example",
    )
    expect(framed.headers['x-frame-options']).toBeUndefined()

    const gamePage = await site.fetchAnswer('/en/game/koi-fortune')
    expect(policyOf(gamePage)).toMatch(/frame-ancestors 'self'(;|$)/)
    expect(gamePage.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('follow an editor’s change within the lifetime, and stay as last read while the database is away', async () => {
    const { next, release } = demo()
    release()
    const site = await securedServer(next, { ttlMs: 100 })
    site.settings.embedOrigins = 'https://lobby.example.com'
    expect(policyOf(await site.fetchAnswer('/demo/182'))).toContain('https://lobby.example.com')

    site.settings.embedOrigins = 'https://new-lobby.example.com'
    await new Promise((resolve) => setTimeout(resolve, 150))
    // This request starts the refresh and is answered with the list it had.
    await site.fetchAnswer('/demo/182')
    await vi.waitFor(async () =>
      expect(policyOf(await site.fetchAnswer('/demo/182'))).toContain(
        'https://new-lobby.example.com',
      ),
    )

    site.settings.up = false
    const reads = site.settings.reads
    await new Promise((resolve) => setTimeout(resolve, 150))
    await site.fetchAnswer('/demo/182')
    await vi.waitFor(() => expect(site.settings.reads).toBeGreaterThan(reads))
    expect(policyOf(await site.fetchAnswer('/demo/182'))).toContain('https://new-lobby.example.com')
  })
})
