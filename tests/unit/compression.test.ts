import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { compressResponses } from '../../src/server/compression'
import { listen } from '../support/localServer'

const page = `<!doctype html><html><body>${'<p>Slots, fishing and arcade games.</p>'.repeat(300)}</body></html>`

/** Compression in front of Next, which answers `body` as `type`. */
async function compressing(body: string, type = 'text/html; charset=utf-8') {
  const compress = compressResponses()
  const { send } = await listen((req, res) =>
    compress(req, res, () => {
      res.setHeader('content-type', type)
      res.end(body)
    }),
  )
  return (acceptEncoding: string) => send('/en', { headers: { 'accept-encoding': acceptEncoding } })
}

describe('compression on the fly', () => {
  it('sends a page in brotli to a browser that takes it, in gzip to one that does not, varying on Accept-Encoding', async () => {
    const get = await compressing(page)
    const brotli = await get('gzip, deflate, br, zstd')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page)
    expect(brotli.body.length).toBeLessThan(page.length / 10)

    const gzip = await get('gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(page)
  })

  it('leaves alone a browser that takes no coding, a tiny answer and an image', async () => {
    expect(
      (await (await compressing(page))('identity')).headers['content-encoding'],
    ).toBeUndefined()
    const tiny = await (await compressing('{"ok":true}', 'application/json'))('br')
    expect(tiny.headers['content-encoding']).toBeUndefined()
    const image = await (await compressing(page, 'image/webp'))('br')
    expect(image.headers['content-encoding']).toBeUndefined()
  })
})
