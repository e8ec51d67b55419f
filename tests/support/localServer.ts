/**
 * A server on a free loopback port for a test of the production server's steps, closed (with its
 * open connections) after each test; and requests to it, answered as they travel.
 */
import {
  createServer,
  request,
  type Agent,
  type IncomingMessage,
  type RequestListener,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterEach } from 'vitest'

export type Head = { status: number; headers: IncomingMessage['headers'] }
/** An answer: its body as sent (`body`, in its content coding) and decoded (`text`). */
export type Answer = Head & { body: Buffer; text: string }
type Asking = { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent }

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

/** Listens on a free port; `handler` may be added later with `server.on('request', …)`. */
export async function listen(handler?: RequestListener) {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const port = (server.address() as AddressInfo).port
  return { server, port, ...asking(port) }
}

/** The body decoded from its content coding (a HEAD's or a 304's has none). */
const decoded = (body: Buffer, coding: string | undefined) =>
  body.length === 0
    ? ''
    : (coding === 'br'
        ? brotliDecompressSync(body)
        : coding === 'gzip'
          ? gunzipSync(body)
          : body
      ).toString()

function asking(port: number) {
  /** Resolves with the answer's head as soon as it arrives, and `answer` once it is whole. */
  const open = (path: string, { method = 'GET', headers = {}, body, agent }: Asking = {}) =>
    new Promise<Head & { answer: Promise<Answer> }>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path, method, headers, agent }, (res) => {
        const head = { status: res.statusCode ?? 0, headers: res.headers }
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        const answer = new Promise<Answer>((done, fail) => {
          res.on('error', fail)
          res.on('end', () => {
            const body = Buffer.concat(chunks)
            done({ ...head, body, text: decoded(body, res.headers['content-encoding']) })
          })
        })
        resolve({ ...head, answer })
      })
        .on('error', reject)
        .end(body)
    })
  /** The whole answer. */
  const send = async (path: string, asked?: Asking) => (await open(path, asked)).answer
  return { open, send }
}
