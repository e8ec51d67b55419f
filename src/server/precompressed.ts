/**
 * The build's scripts and style sheets, compressed once at brotli's highest quality.
 *
 * `next start` gzips every response as it sends it. Brotli at quality 11 makes the framework's
 * scripts about 15 % smaller than gzip, but takes far too long to run per request, so the build
 * writes a `.br` beside each file (`precompressStatic`) and the production server
 * (`serve.ts`) sends it, as it is, to browsers that accept brotli.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'

import { immutableCacheControl } from '../lib/constants'

const compress = promisify(brotliCompress)

/** Where `next build` puts the hashed, immutable files it serves under `/_next/static/`. */
export const staticDir = path.join('.next', 'static')

const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(file)
    else yield file
  }
}

/** Writes `file.br` beside every script and style sheet of the build; returns the byte counts. */
export async function precompressStatic(dir = staticDir) {
  const sources = [...filesUnder(dir)].filter((file) => path.extname(file) in contentTypes)
  let before = 0
  let after = 0
  // zlib runs on libuv's thread pool, so these compress in parallel.
  await Promise.all(
    sources.map(async (file) => {
      const body = readFileSync(file)
      const packed = await compress(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
      writeFileSync(`${file}.br`, packed)
      before += body.length
      after += packed.length
    }),
  )
  return { files: sources.length, before, after }
}

type Asset = { body: Buffer; type: string; etag: string }
export type Precompressed = Map<string, Asset>

/** The `.br` files of the build, by the URL path of the file each one compresses. */
export function loadPrecompressed(dir = staticDir): Precompressed {
  const assets = new Map<string, Asset>()
  for (const file of filesUnder(dir)) {
    if (!file.endsWith('.br')) continue
    const source = file.slice(0, -'.br'.length)
    const type = contentTypes[path.extname(source)]
    if (!type) continue
    const body = readFileSync(file)
    const etag = `"br-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`
    assets.set(`/_next/static/${path.relative(dir, source).split(path.sep).join('/')}`, {
      body,
      type,
      etag,
    })
  }
  return assets
}

/** Whether an `Accept-Encoding` header accepts brotli (`br`, not `br;q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header
  if (!value) return false
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding.trim() !== 'br') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/**
 * Answers a GET or HEAD for a precompressed file when the browser accepts brotli; returns false
 * (and sends nothing) otherwise, for Next.js to answer as usual.
 */
export function sendPrecompressed(
  req: IncomingMessage,
  res: ServerResponse,
  assets: Precompressed,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const pathname = (req.url ?? '').split('?')[0]
  const asset = assets.get(pathname)
  if (!asset || !acceptsBrotli(req.headers['accept-encoding'])) return false

  res.setHeader('Cache-Control', immutableCacheControl)
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('ETag', asset.etag)
  if (req.headers['if-none-match'] === asset.etag) {
    res.statusCode = 304
    res.end()
    return true
  }
  res.setHeader('Content-Type', asset.type)
  res.setHeader('Content-Encoding', 'br')
  res.setHeader('Content-Length', asset.body.length)
  res.end(req.method === 'HEAD' ? undefined : asset.body)
  return true
}
