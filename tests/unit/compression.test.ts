import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { compressResponses, pageQuality, searchQuality } from '../../src/server/compression'
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
  return (acceptEncoding: string, path = '/en') =>
    send(path, { headers: { 'accept-encoding': acceptEncoding } })
}

const brotliAt = (body: string, quality: number) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })

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

  it('compresses a search, made afresh for each visitor, quicker than a page that is stored', async () => {
    // Words that do not repeat, as a page of cards does not: the qualities then part.
    const cards = Array.from({ length: 400 }, (_, i) => `<li>Game ${(i * 7919) % 10007}</li>`)
    const list = `<!doctype html><html><body><ul>${cards.join('')}</ul></body></html>`
    expect(brotliAt(list, searchQuality).length).not.toBe(brotliAt(list, pageQuality).length)
    const get = await compressing(list)
    for (const path of [
      '/en/game?q=dragon',
      '/th/game?tab=fish&q=%E0%B8%A1',
      '/en/game?q=ra&_rsc=x',
    ]) {
      const search = await get('br', path)
      expect(brotliDecompressSync(search.body).toString()).toBe(list)
      expect(search.body).toEqual(brotliAt(list, searchQuality))
    }
    for (const path of ['/en/game', '/en/game?tab=fish', '/en/game?q=', '/en/detail/24?q=dragon']) {
      const page = await get('br', path)
      expect(page.body).toEqual(brotliAt(list, pageQuality))
    }
  })

  it('sends a search whole, not in the blocks Next flushes after each piece of its stream', async () => {
    const pieces = Array.from({ length: 6 }, (_, i) =>
      `${i}:["$","li",null,{"game":${i * 7919}}]\n`.repeat(40),
    )
    const whole = pieces.join('')
    const compress = compressResponses()
    const { send } = await listen((req, res) =>
      compress(req, res, () => {
        res.setHeader('content-type', 'text/x-component')
        const flush = (res as { flush?: () => void }).flush
        for (const piece of pieces) {
          res.write(piece)
          // As Next's stream does, when the response has a compressor to flush.
          if (typeof flush === 'function') flush.call(res)
        }
        res.end()
      }),
    )
    const ask = (path: string) => send(path, { headers: { 'accept-encoding': 'br', rsc: '1' } })
    const search = await ask('/en/game?q=dragon&_rsc=abc')
    expect(brotliDecompressSync(search.body).toString()).toBe(whole)
    expect(search.body).toEqual(brotliAt(whole, searchQuality))
    // A page's flight data is still flushed piece by piece: more blocks than the whole in one.
    const page = await ask('/en/game?_rsc=abc')
    expect(brotliDecompressSync(page.body).toString()).toBe(whole)
    expect(page.body).not.toEqual(brotliAt(whole, pageQuality))
  })
})
