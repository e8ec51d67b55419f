/**
 * The image optimizer shows a stranger an uploaded file only while the site shows the file.
 *
 * Next keeps each picture it made in its own cache, by address, and sends it again without asking
 * for the file: a game's key art published by mistake and withdrawn stayed readable at the
 * optimizer's address for hours after the file, its REST record and the page were 404s (round 43,
 * F5). So before the optimizer answers anyone but staff, the file is asked for as a stranger asks
 * for it, at its own address on this server (`src/access/shownMediaOrStaff.ts` decides); the
 * answer is kept until the next publish (any of them may withdraw a file) or for `keepMs`.
 */
import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { secretToken } from '../lib/secretToken'

import { requestClassOf } from './requestClass'

/** The header by which the server's own check of a file is known (`selfCheckToken`). */
const selfCheckHeader = 'x-starfin-self-check'

/** The token of the server's own checks, derived from the Payload secret. */
export const selfCheckToken = (secret: string) => secretToken(secret, 'shown-pictures')

/**
 * Whether a request is this server's own check of a file: from a loopback address, with the token.
 * It counts as a client of its own (`client` step of `pipeline.ts`): a stranger at the same
 * address (a local proxy not listed as trusted, a process on the machine) whose requests waited
 * in its address's line held up every visitor's pictures behind them (round 44, F4).
 */
export function isSelfCheck(req: IncomingMessage, token: string): boolean {
  const sent = req.headers[selfCheckHeader]
  const from = req.socket.remoteAddress ?? ''
  if (typeof sent !== 'string' || sent.length !== token.length) return false
  if (!/^(?:127\.|::1$|::ffff:127\.)/.test(from)) return false
  return timingSafeEqual(Buffer.from(sent), Buffer.from(token))
}

export type ShownPictures = {
  /** True when it answered: the optimizer asked, by a stranger, for a file the site does not show. */
  refuse: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
  /** Forgets every answer (a publish). */
  forget: () => void
}

/** An uploaded file's name in the optimizer's `url`: `/api/media/file/<name>?v=…`. */
const uploadedFile = /^\/api\/media\/file\/([^/?#]+)(?:\?|$)/

export function shownPictures({
  port,
  token = '',
  keepMs = 60_000,
  fetchFile = (name: string) =>
    fetch(`http://127.0.0.1:${port}/api/media/file/${name}`, {
      headers: { [selfCheckHeader]: token },
      signal: AbortSignal.timeout(10_000),
    }),
}: {
  port: number
  /** Marks the checks as the server's own (`isSelfCheck`). */
  token?: string
  keepMs?: number
  /** Asks for a file as a stranger (no cookie): the file's own rule answers. */
  fetchFile?: (name: string) => Promise<Response>
}): ShownPictures {
  /** Per file name: whether a stranger may read it, and when that was asked. */
  const answers = new Map<string, { at: number; shown: Promise<boolean> }>()

  const isShown = (name: string): Promise<boolean> => {
    const known = answers.get(name)
    if (known && performance.now() - known.at < keepMs) return known.shown
    const shown = fetchFile(name).then(async (response) => {
      await response.body?.cancel()
      if (response.status === 404) return false
      if (response.ok || response.status === 304) return true
      throw new Error(`the file's address answered ${response.status}`)
    })
    const entry = { at: performance.now(), shown }
    answers.set(name, entry)
    // An answer that did not come is asked again next time.
    shown.catch(() => {
      if (answers.get(name) === entry) answers.delete(name)
    })
    return shown
  }

  const answer = (res: ServerResponse, status: number, message: string) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(status === 503 && { 'retry-after': '2' }),
    })
    res.end(JSON.stringify({ errors: [{ message }] }))
    return true
  }

  return {
    async refuse(req, res) {
      const url = req.url ?? '/'
      if (!url.startsWith('/_next/image?') || requestClassOf(req).who === 'staff') return false
      const file = uploadedFile.exec(
        new URLSearchParams(url.slice(url.indexOf('?'))).get('url') ?? '',
      )
      if (!file) return false
      const shown = await isShown(file[1]).catch(() => undefined)
      if (shown === true) return false
      if (shown === false) return answer(res, 404, 'Not Found')
      return answer(res, 503, 'The picture cannot be checked right now; please retry in a moment.')
    },
    forget: () => answers.clear(),
  }
}
