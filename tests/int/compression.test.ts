import { get } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { compileHint } from '../../scripts/lib/compileHints'

import { serverURL } from './helpers'

/** A response as it travels: headers and the still-compressed body. */
const raw = (url: string, acceptEncoding?: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(
        url,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          )
        },
      ).on('error', reject)
    },
  )

/** The build's scripts a page loads; `modern`: only those a current browser runs (not `noModule`). */
async function scriptsOf(path: string, { modern = false } = {}) {
  const html = await (await fetch(`${serverURL}${path}`)).text()
  return [...html.matchAll(/<script([^>]+)>/g)]
    .filter(([, attributes]) => !modern || !/nomodule/i.test(attributes))
    .map(([, attributes]) => /src="(\/_next\/static\/[^"]+\.js)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src))
}

describe('the production server compresses the build’s scripts', () => {
  it('sends every script of a detail page brotli-compressed to a browser, the same bytes as uncompressed', async () => {
    const scripts = await scriptsOf('/en/detail/473')
    expect(scripts.length).toBeGreaterThan(3)
    for (const script of scripts) {
      const plain = await raw(`${serverURL}${script}`)
      const browser = await raw(`${serverURL}${script}`, 'gzip, deflate, br, zstd')
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(browser.headers['content-encoding']).toBe('br')
      expect(browser.headers['content-type']).toMatch(/javascript/)
      expect(browser.headers['cache-control']).toContain('immutable')
      expect(browser.headers.vary).toContain('Accept-Encoding')
      expect(brotliDecompressSync(browser.body).equals(plain.body)).toBe(true)
      // Brotli at its highest quality beats the gzip Next.js applies on the fly (to bodies over 1 KB).
      if (plain.body.length > 1024) {
        const gzip = await raw(`${serverURL}${script}`, 'gzip')
        expect(gzip.headers['content-encoding']).toBe('gzip')
        expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
        expect(browser.body.length).toBeLessThan(gzip.body.length)
      }
    }
  })

  it('honours a refusal of brotli and revalidation by ETag', async () => {
    const [script] = await scriptsOf('/en')
    expect((await raw(`${serverURL}${script}`, 'br;q=0, gzip')).headers['content-encoding']).toBe(
      'gzip',
    )
    const first = await raw(`${serverURL}${script}`, 'br')
    const etag = String(first.headers.etag)
    const again = await fetch(`${serverURL}${script}`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })

  it('leaves a missing script to Next.js, with no trace of the server in the answer', async () => {
    const missing = await raw(`${serverURL}/_next/static/chunks/no-such-chunk.js`, 'br')
    expect(missing.body.toString()).not.toContain('at ')
  })
})

describe('the scripts a visitor’s page starts with are compiled while they download', () => {
  const hinted = async (script: string) =>
    (await (await fetch(`${serverURL}${script}`)).text()).startsWith(compileHint)

  it('every script of home, list, game page, terms, play and demo pages carries V8’s compile hint, in every coding', async () => {
    const pages = [
      '/en',
      '/jp/game',
      '/th/detail/473',
      '/cn/tc',
      '/en/play/104',
      '/demo/104?lang=en-US',
    ]
    // The polyfills (`noModule`) are for old browsers only, which know no compile hints.
    const scripts = new Set(
      (await Promise.all(pages.map((page) => scriptsOf(page, { modern: true })))).flat(),
    )
    expect(scripts.size).toBeGreaterThan(5)
    for (const script of scripts) {
      expect(await hinted(script), script).toBe(true)
      const browser = await raw(`${serverURL}${script}`, 'br')
      expect(brotliDecompressSync(browser.body).toString().startsWith(compileHint), script).toBe(
        true,
      )
    }
  })

  it('the admin’s own scripts, mostly not called on an editor’s visit, are left to compile lazily', async () => {
    const site = new Set(await scriptsOf('/en/detail/473'))
    const adminOnly = (await scriptsOf('/admin/login')).filter((script) => !site.has(script))
    expect(adminOnly.length).toBeGreaterThan(0)
    for (const script of adminOnly) expect(await hinted(script), script).toBe(false)
  })
})

describe('the production server compresses pages and the API as it sends them', () => {
  it('sends a page in brotli to a browser that takes it, small enough for the first round trip, and in gzip to one that does not', async () => {
    const browser = await raw(`${serverURL}/th`, 'gzip, deflate, br, zstd')
    const gzip = await raw(`${serverURL}/th`, 'gzip')
    const plain = await raw(`${serverURL}/th`)
    expect(browser.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(browser.headers.vary).toContain('Accept-Encoding')
    const html = brotliDecompressSync(browser.body).toString()
    expect(html).toContain('<html lang="th-TH"')
    expect(gunzipSync(gzip.body).toString()).toBe(html)
    expect(plain.body.toString()).toBe(html)
    // A new connection's first round trip carries about 14 KB (ten packets).
    expect(browser.body.length).toBeLessThan(14_600)
    expect(browser.body.length).toBeLessThan(gzip.body.length)
  })

  it('compresses the sitemap and the API’s answers too', async () => {
    const sitemap = await raw(`${serverURL}/sitemaps/sitemap/0.xml`, 'br')
    expect(sitemap.headers['content-type']).toMatch(/xml/)
    expect(sitemap.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(sitemap.body).toString()).toContain('/jp/detail/')

    const api = await raw(`${serverURL}/api/typeGames`, 'br')
    expect(api.headers['content-type']).toMatch(/application\/json/)
    expect(api.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(api.body).toString())).toHaveProperty('data')
  })
})
