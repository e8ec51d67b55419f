import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import {
  acceptsBrotli,
  loadPrecompressed,
  precompressStatic,
  sendPrecompressed,
} from '../../src/server/precompressed'
import { listen } from '../support/localServer'

const script = `self.__next_chunk=function(){${'return "Koi Fortune";'.repeat(200)}}`
const sheet = `.card{color:#fff}${'.tile{margin:0 auto}'.repeat(100)}`

/** A build's `.next/static` with a script, a style sheet, a font and a manifest. */
function buildOutput() {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-'))
  mkdirSync(path.join(dir, 'chunks'))
  mkdirSync(path.join(dir, 'css'))
  mkdirSync(path.join(dir, 'media'))
  writeFileSync(path.join(dir, 'chunks', 'main-3f2a.js'), script)
  writeFileSync(path.join(dir, 'css', 'app-91c0.css'), sheet)
  writeFileSync(path.join(dir, 'media', 'noto-sans.woff2'), Buffer.alloc(2048, 7))
  writeFileSync(path.join(dir, 'build-manifest.json'), '{"pages":{}}')
  return dir
}

/** The server's first step for the build's files; Next answers what it does not. */
async function serving(dir: string) {
  const assets = loadPrecompressed(dir)
  const { send } = await listen((req, res) => {
    if (sendPrecompressed(req, res, assets)) return
    res.setHeader('x-answered-by', 'next')
    res.end(script)
  })
  return send
}

describe('the build’s brotli files', () => {
  it('are written beside each script and style sheet, and hold the same bytes', async () => {
    const dir = buildOutput()
    const { files, before, after } = await precompressStatic(dir)
    expect(files).toBe(2)
    expect(after).toBeLessThan(before / 4)
    expect(readdirSync(path.join(dir, 'media'))).toEqual(['noto-sans.woff2'])
    expect(readdirSync(dir)).not.toContain('build-manifest.json.br')

    const get = await serving(dir)
    const answer = await get('/_next/static/chunks/main-3f2a.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
    const css = await get('/_next/static/css/app-91c0.css', {
      headers: { 'accept-encoding': 'br' },
    })
    expect(brotliDecompressSync(css.body).toString()).toBe(sheet)
  })

  it('are sent to a browser that accepts brotli, encoded, varying on Accept-Encoding, kept a year', async () => {
    const dir = buildOutput()
    await precompressStatic(dir)
    const get = await serving(dir)
    const answer = await get('/_next/static/chunks/main-3f2a.js?dpl=build-7', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(answer.body.length),
    })
    expect(answer.headers['x-answered-by']).toBeUndefined()
    const css = await get('/_next/static/css/app-91c0.css', {
      headers: { 'accept-encoding': 'br' },
    })
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
  })

  it('answer a browser that holds the file 304 without a body, and HEAD with the headers alone', async () => {
    const dir = buildOutput()
    await precompressStatic(dir)
    const get = await serving(dir)
    const file = '/_next/static/chunks/main-3f2a.js'
    const first = await get(file, { headers: { 'accept-encoding': 'br' } })
    const again = await get(file, {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers).toMatchObject({ etag: first.headers.etag, vary: 'Accept-Encoding' })

    const head = await get(file, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it('are left to Next for a browser without brotli, another method, or a file without one', async () => {
    const dir = buildOutput()
    await precompressStatic(dir)
    const get = await serving(dir)
    const file = '/_next/static/chunks/main-3f2a.js'
    for (const answer of [
      await get(file, { headers: { 'accept-encoding': 'gzip, deflate' } }),
      await get(file, { headers: { 'accept-encoding': 'br;q=0, gzip' } }),
      await get(file, { method: 'POST', headers: { 'accept-encoding': 'br' } }),
      await get('/_next/static/media/noto-sans.woff2', { headers: { 'accept-encoding': 'br' } }),
      await get('/_next/static/chunks/other-77aa.js', { headers: { 'accept-encoding': 'br' } }),
    ]) {
      expect(answer.headers['x-answered-by']).toBe('next')
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.headers.vary).toBeUndefined()
    }
  })
})

describe('acceptsBrotli', () => {
  it('reads the Accept-Encoding header as browsers and proxies write it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('br;q=0.5, gzip;q=1')).toBe(true)
    expect(acceptsBrotli(['gzip', 'BR'])).toBe(true)
    expect(acceptsBrotli('gzip, deflate')).toBe(false)
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false)
    expect(acceptsBrotli('brotli')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
    expect(acceptsBrotli('')).toBe(false)
  })
})
