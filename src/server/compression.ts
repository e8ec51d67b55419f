import type { IncomingMessage, ServerResponse } from 'node:http'
import { constants } from 'node:zlib'

import compression from 'compression'

import { isSearch } from './listAddresses'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const brotliAt = (quality: number) =>
  // Typed for Express; it only uses what Node's own request and response have.
  compression({
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: quality } },
  }) as unknown as Middleware

/**
 * Brotli's quality for what may be stored: quality 8 keeps the Thai home page within the first
 * round trip (quality 7 made 14,473 bytes in round 22 and 14,606 once round 23's texts grew it;
 * quality 6 14,609 before that, quality 5 14,902); quality 7 took about 2.9 ms for the 92 KB page
 * (quality 6: 1.6 ms, gzip about 1.8 ms), 8 a little more. Only a page's first asks are compressed
 * here: its stored copy, made at quality 10 (`storedResponses.ts`), answers the rest, so the cost
 * is off the path the benchmark measures. Quality 11 would save another tenth at a hundred times
 * the time.
 */
export const pageQuality = 8

/**
 * Brotli's quality for a search's answer (`/{site}/game?q=…`, its HTML or the router's flight
 * data): made afresh for every request and never stored, so every one of them pays its
 * compression. Measured on the 2,000-game catalogue's search pages (session 27, a shared machine
 * at load 15, medians of 40): the English page of 24 cards (140 KB) 12,447 bytes in 4.0 ms at
 * quality 5 against 12,239 bytes in 8.1 ms at quality 8 (minimums 1.3 and 2.3 ms); the Thai one
 * (165 KB) 13,827 against 13,496 bytes, still within the first round trip (14 KB). Quality 4
 * made the Thai page 15,243 bytes.
 */
export const searchQuality = 5

/**
 * Brotli (or gzip) on the fly for whatever Next answers: pages, their flight data, the API. Next
 * itself only gzips (its `compress` is off in next.config.ts); a page is a quarter smaller in
 * brotli, and most then fit in the first round trip of a new connection (14 KB). A search is
 * compressed at `searchQuality`, everything else at `pageQuality`.
 *
 * A search is also compressed whole: Next flushes the compressor after every piece of a stream it
 * writes (`res.flush`), so that what is rendered goes out at once, and the router's flight data of
 * a search went out in seven brotli blocks, each a round of the compressor's work. A search's
 * pieces come within milliseconds of each other, and the router shows nothing before the last;
 * without the flushes its answer is one block (the typing path's CPU about 1.5 ms less a search,
 * session 27). An HTML document is sent whole in any case (`secureResponses.ts`).
 */
export const compressResponses = (): Middleware => {
  const pages = brotliAt(pageQuality)
  const searches = brotliAt(searchQuality)
  return (req, res, next) => {
    if (!isSearch(req)) return pages(req, res, next)
    searches(req, res, () => {
      // Set by the compressor; Next flushes only when there is one to call.
      delete (res as { flush?: unknown }).flush
      next()
    })
  }
}
