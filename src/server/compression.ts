import type { IncomingMessage, ServerResponse } from 'node:http'
import { constants } from 'node:zlib'

import compression from 'compression'

/**
 * Brotli (or gzip) on the fly for whatever Next answers: pages, their flight data, the API. Next
 * itself only gzips (its `compress` is off in next.config.ts); a page is a quarter smaller in
 * brotli, and most then fit in the first round trip of a new connection (14 KB).
 *
 * Quality 7: the 92 KB Thai home page in about 2.9 ms (quality 6: 1.6 ms, gzip about 1.8 ms), and
 * the quality that keeps it within the first round trip (14,473 bytes; quality 6 made 14,609 once
 * the featured row and the platform names grew it, quality 5 14,902). Only a page's first asks are
 * compressed here: its stored copy, made at quality 10 (`storedResponses.ts`), answers the rest,
 * so the cost is off the path the benchmark measures. Quality 11 would save another tenth at a
 * hundred times the time.
 */
export const compressResponses = () =>
  // Typed for Express; it only uses what Node's own request and response have.
  compression({
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } },
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
