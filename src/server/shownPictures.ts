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
import type { IncomingMessage, ServerResponse } from 'node:http'

import { requestClassOf } from './requestClass'

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
  keepMs = 60_000,
  fetchFile = (name: string) =>
    fetch(`http://127.0.0.1:${port}/api/media/file/${name}`, {
      signal: AbortSignal.timeout(10_000),
    }),
}: {
  port: number
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
