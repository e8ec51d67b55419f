import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { compressResponses } from '../../src/server/compression'

const page = `<!doctype html><html><body>${'<p>Slots, fishing and arcade games.</p>'.repeat(300)}</body></html>`

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** Compression in front of Next, which answers `body` as `type`. */
async function compressing(body: string, type = 'text/html; charset=utf-8') {
  const compress = compressResponses()
  const server = createServer((req, res) =>
    compress(req, res, () => {
      res.setHeader('content-type', type)
      res.end(body)
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const port = (server.address() as AddressInfo).port
  return (acceptEncoding: string) =>
    new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      request(
        { port, host: '127.0.0.1', path: '/en', headers: { 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        },
      )
        .on('error', reject)
        .end()
    })
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
