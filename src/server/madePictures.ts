/**
 * Whether the image optimizer already holds the picture a request asks for, by Next's own rule:
 * its parameters read as Next reads them (`validateParams`: the format chosen from `Accept`, the
 * width and quality it allows) and its disk cache's key for them. A picture made before is sent
 * from that cache in milliseconds: it does not wait its turn with the encodes
 * (`visitorQueue.ts`). Waiting behind a stranger's thirty-two first-time encodes, a page's twelve
 * cached card pictures took 22–31 s each (round 41, F3).
 *
 * Only the disk cache is looked at: where the optimizer keeps its pictures elsewhere (a fleet's
 * cache handler), every picture takes its turn, as a first-time encode does.
 */
import { readdir } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import type { ParsedUrlQuery } from 'node:querystring'

import { ImageOptimizerCache } from 'next/dist/server/image-optimizer.js'
import type { NextConfigComplete } from 'next/dist/server/config-shared.js'

export type MadeBefore = (req: IncomingMessage) => Promise<boolean>

export function optimizerMadeBefore(distDir: string, config: NextConfigComplete): MadeBefore {
  const cacheDir = path.join(distDir, 'cache', 'images')
  return async (req) => {
    const url = new URL(req.url ?? '/', 'http://same-origin.invalid')
    if (url.pathname !== '/_next/image') return false
    const query: ParsedUrlQuery = {}
    for (const [name, value] of url.searchParams) {
      const held = query[name]
      query[name] = held === undefined ? value : [held, value].flat()
    }
    const params = ImageOptimizerCache.validateParams(req, query, config, false)
    // Refused by Next at once (a 400): no encode to wait for.
    if ('errorMessage' in params) return true
    const key = ImageOptimizerCache.getCacheKey(params)
    return readdir(path.join(cacheDir, key)).then(
      (files) => files.length > 0,
      () => false,
    )
  }
}
