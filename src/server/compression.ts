import type { IncomingMessage, ServerResponse } from 'node:http'
import { constants } from 'node:zlib'

import compression from 'compression'

/**
 * Brotli (or gzip) on the fly for whatever Next answers: pages, their flight data, the API. Next
 * itself only gzips (its `compress` is off in next.config.ts); a page is a quarter smaller in
 * brotli, and most then fit in the first round trip of a new connection (14 KB).
 *
 * Quality 8: the quality that keeps the Thai home page within the first round trip (quality 7
 * made 14,473 bytes in round 22 and 14,606 once round 23's texts grew it; quality 6 14,609 before
 * that, quality 5 14,902); quality 7 took about 2.9 ms for the 92 KB page (quality 6: 1.6 ms,
 * gzip about 1.8 ms), 8 a little more. Only a page's first asks are
 * compressed here: its stored copy, made at quality 10 (`storedResponses.ts`), answers the rest,
 * so the cost is off the path the benchmark measures. Quality 11 would save another tenth at a
 * hundred times the time.
 */
export const compressResponses = () =>
  // Typed for Express; it only uses what Node's own request and response have.
  compression({
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 8 } },
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
