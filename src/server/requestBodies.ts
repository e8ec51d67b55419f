/**
 * Request bodies with ceilings and deadlines, for every route (Payload's REST and GraphQL too).
 *
 * A body is received here, whole, before anything else works on the request: a declared length
 * over the ceiling is refused at once (413), a longer one is cut off as soon as it passes it
 * (chunked bodies alike), and a body that stops arriving for `idleMs` or takes longer than its
 * deadline is refused with 408. Only then does the request go on, with its body replayed from
 * memory, so a slow client holds nothing but its own connection: the visitor queue counts a
 * request only while the server works on it (`visitorQueue.ts`).
 *
 * Visitors send small bodies (an enquiry, a login, a GraphQL query); staff send documents, text
 * files to import and, as forms, media to upload.
 */
import { IncomingMessage, type ServerResponse } from 'node:http'

import { CLIENT_ADDRESS_HEADER } from '../lib/clientAddress'
import { addressParts } from '../lib/requestErrors'

import { bodyFault, type BodyFault } from './bodyShape'
import { readsAsGet } from './methodOverride'
import { requestClassOf } from './requestClass'
import type { ServerActionKind } from './serverActions'

export type BodyLimits = {
  /** Largest body of a request without a staff session. */
  visitorBytes: number
  /** Largest body of a staff request (a document, an imported file). */
  staffBytes: number
  /** Largest upload (multipart form) of a staff request. */
  uploadBytes: number
  /** How long a visitor's body may take in all. */
  visitorMs: number
  /** How long a staff member's body may take in all (an upload on a slow line). */
  staffMs: number
  /** How long a body may pause between two pieces. */
  idleMs: number
  /** How much all bodies being received may hold in memory at once. */
  totalBytes: number
  /**
   * How much of that one client's bodies may hold: a staff account's (every session and key of it
   * together), else a client address's.
   */
  perClientBytes: number
}

export const defaultBodyLimits: BodyLimits = {
  visitorBytes: 64 * 1024,
  staffBytes: 8 * 1024 * 1024,
  uploadBytes: 25 * 1024 * 1024,
  visitorMs: 10_000,
  staffMs: 300_000,
  idleMs: 5_000,
  totalBytes: 256 * 1024 * 1024,
  perClientBytes: 64 * 1024 * 1024,
}

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`

/** The bodies received, by the request copy that replays each (`replay`). */
const receivedBodies = new WeakMap<IncomingMessage, Buffer>()

/**
 * The body a request arrived with, once received whole here: the later steps that judge a request
 * by what it asks (`heavyCalls.ts`: a read sent as a POST, a server function's name) read it
 * without consuming the stream Next reads.
 */
export const receivedBodyOf = (req: IncomingMessage): Buffer | undefined => receivedBodies.get(req)

/** The request's own copy, its body already received, for Next to read as it would the original. */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket)
  Object.assign(copy, {
    method: req.method,
    url: req.url,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    rawHeaders: req.rawHeaders,
    headers: req.headers,
    trailers: req.trailers,
    rawTrailers: req.rawTrailers,
    complete: true,
  })
  // The body's length is now known, whether it was declared or sent in chunks.
  delete req.headers['transfer-encoding']
  req.headers['content-length'] = String(body.length)
  copy.push(body)
  copy.push(null)
  receivedBodies.set(copy, body)
  return copy
}

export function createRequestBodies(
  limits: BodyLimits = defaultBodyLimits,
  /** This build's server actions by id (`serverActionKinds`), each body checked for its kind. */
  actionKinds: ReadonlyMap<string, ServerActionKind> = new Map(),
) {
  const faultOf = (req: IncomingMessage, body: Buffer) => {
    const action = req.headers['next-action']
    return bodyFault({
      method: req.method,
      ...addressParts(req.url),
      contentType: req.headers['content-type'],
      contentEncoding: req.headers['content-encoding'],
      methodOverride: readsAsGet(req) ? 'GET' : undefined,
      serverAction:
        action === undefined
          ? false
          : (typeof action === 'string' && actionKinds.get(action)) || true,
      body,
    })
  }
  /** Answers a refused body and closes the connection once the answer is out. */
  /** The bytes held by the bodies being received now, bounded by `totalBytes`. */
  let held = 0
  /**
   * The same per client (an account, else an address): one editor's 33 slow bodies of 8 MB, each
   * kept alive a byte every few seconds for up to 300 s, held the whole of `totalBytes`, and every
   * other POST on the server (a login, the contact form, an editor's save) was a 503 meanwhile.
   */
  const heldBy = new Map<string, number>()
  const hold = (client: string, bytes: number) => {
    const now = (heldBy.get(client) ?? 0) + bytes
    if (now > 0) heldBy.set(client, now)
    else heldBy.delete(client)
    return now
  }

  function refuse(
    req: IncomingMessage,
    res: ServerResponse,
    status: 408 | 413 | 429 | 503,
    message: string,
  ) {
    // A body that stopped arriving cannot be read to its end: its connection closes. One that is
    // too large is no longer read, so that a client still sending is held back by the
    // connection's own flow control and reads the answer, instead of meeting a reset; the
    // connection is cut when the idle time has passed.
    const closing = status !== 413
    if (!res.headersSent) {
      const body = JSON.stringify({ errors: [{ message }] })
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'cache-control': 'no-store',
        ...(status === 429 && { 'retry-after': '5' }),
        ...(closing && { connection: 'close' }),
      })
      res.end(body)
    }
    req.removeAllListeners('data')
    if (closing) req.resume()
    else req.pause()
    setTimeout(() => req.socket.destroy(), limits.idleMs).unref()
  }

  /**
   * The request to go on with (its body received), or undefined when it was refused or its
   * client went away.
   */
  return async function receive(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<IncomingMessage | undefined> {
    const declared = req.headers['content-length']
    const chunked = req.headers['transfer-encoding'] !== undefined
    if (!chunked && (declared === undefined || declared === '0')) {
      const fault = faultOf(req, Buffer.alloc(0))
      if (!fault) return req
      answerFault(res, fault)
      return undefined
    }
    const { who, account } = requestClassOf(req)
    const staff = who === 'staff'
    const client =
      staff && account ? account : `address:${String(req.headers[CLIENT_ADDRESS_HEADER] ?? '')}`
    const upload = staff && /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')
    const ceiling = upload ? limits.uploadBytes : staff ? limits.staffBytes : limits.visitorBytes
    const tooLarge = `The request body is larger than ${sizeOf(ceiling)}.`
    if (!chunked && Number(declared) > ceiling) {
      refuse(req, res, 413, tooLarge)
      return undefined
    }
    const deadline = staff ? limits.staffMs : limits.visitorMs
    return new Promise((resolve) => {
      const chunks: Buffer[] = []
      let received = 0
      let settled = false
      const settle = (request: IncomingMessage | undefined) => {
        if (settled) return
        settled = true
        held -= received
        hold(client, -received)
        clearTimeout(whole)
        clearTimeout(idle)
        req.off('data', onData)
        req.off('end', onEnd)
        req.off('error', onGone)
        req.off('close', onGone)
        resolve(request)
      }
      const tooSlow = (why: string) => () => {
        settle(undefined)
        refuse(req, res, 408, why)
      }
      const whole = setTimeout(
        tooSlow(`The request body took longer than ${deadline / 1000} s to arrive.`),
        deadline,
      )
      const pause = tooSlow(`The request body stopped arriving for ${limits.idleMs / 1000} s.`)
      let idle = setTimeout(pause, limits.idleMs)
      const onData = (chunk: Buffer) => {
        received += chunk.length
        held += chunk.length
        const clientHolds = hold(client, chunk.length)
        if (received > ceiling) {
          settle(undefined)
          refuse(req, res, 413, tooLarge)
          return
        }
        if (held > limits.totalBytes) {
          settle(undefined)
          refuse(req, res, 503, 'The server is receiving too much at once; retry in a moment.')
          return
        }
        if (clientHolds > limits.perClientBytes) {
          settle(undefined)
          refuse(
            req,
            res,
            429,
            `Too much is being sent from this ${staff ? 'account' : 'address'} at once (at most ${sizeOf(limits.perClientBytes)}); retry once the others have arrived.`,
          )
          return
        }
        chunks.push(chunk)
        clearTimeout(idle)
        idle = setTimeout(pause, limits.idleMs)
      }
      const onEnd = () => {
        const body = Buffer.concat(chunks, received)
        // A body that cannot be read as its type says is the request's fault (bodyShape.ts).
        const fault = faultOf(req, body)
        if (!fault) return settle(replay(req, body))
        settle(undefined)
        // Read to its end: the connection stays open for the next request.
        answerFault(res, fault)
      }
      const onGone = () => settle(undefined)
      req.on('data', onData)
      req.on('end', onEnd)
      req.on('error', onGone)
      req.on('close', onGone)
    })
  }
}

export type RequestBodies = ReturnType<typeof createRequestBodies>

function answerFault(res: ServerResponse, fault: BodyFault) {
  const answer = JSON.stringify({ errors: [{ message: fault.message }] })
  res.writeHead(fault.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(answer),
    'cache-control': 'no-store',
    // RFC 7694: a refused Content-Encoding says which the server takes (none).
    ...(fault.status === 415 && { 'accept-encoding': 'identity' }),
  })
  res.end(answer)
}
