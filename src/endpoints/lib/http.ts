/** JSON answers and request-body reading shared by the site's endpoints. */

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

export const fail = (
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => json({ error, ...extra }, status, headers)

type Body = { ok: true; value: unknown } | { ok: false; response: Response }

/**
 * The request body's bytes, or `null` once it exceeds `maxBytes`: the declared length is checked
 * first, and a body sent without one (or longer than declared) is not read past the limit.
 */
export async function readBytes(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Reads a JSON body of at most `maxBytes`, without buffering more than that. */
export async function readJson(request: Request, maxBytes: number): Promise<Body> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type))
    return {
      ok: false,
      response: fail(415, 'Send the request body as JSON (Content-Type: application/json).'),
    }
  const bytes = await readBytes(request, maxBytes)
  if (!bytes)
    return { ok: false, response: fail(413, `The request body must not exceed ${maxBytes} bytes.`) }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, response: fail(400, 'The request body is not valid UTF-8.') }
  }
  if (!text.trim()) return { ok: false, response: fail(400, 'The request body is empty.') }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, response: fail(400, 'The request body is not valid JSON.') }
  }
  // Every call of the site takes an object of named fields (`null`, a list or a number is none).
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, response: fail(400, 'The request body must be a JSON object.') }
  return { ok: true, value }
}

/** True for errors that mean the database cannot be reached (as opposed to a bug). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  for (let e: unknown = error; e && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e)
    const { code, message } = e as { code?: string; message?: string }
    if (
      code &&
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ETIMEDOUT',
        'EPIPE',
        '57P01',
        '57P02',
        '57P03',
        '08006',
        '08001',
        '08003',
        '55000',
      ].includes(code)
    )
      return true
    if (
      message &&
      /ECONNREFUSED|Connection terminated|connect ETIMEDOUT|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|not currently accepting connections|terminating connection/i.test(
        message,
      )
    )
      return true
  }
  return false
}

export const unavailable = () =>
  fail(
    503,
    'The service is temporarily unavailable. Please try again in a moment.',
    {},
    { 'retry-after': '30' },
  )

/** Runs a handler, turning a database outage into 503 and any other failure into a plain 500. */
export async function guarded(
  handler: () => Promise<Response>,
  log: (error: unknown) => void,
): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    if (isDatabaseUnavailable(error)) return unavailable()
    log(error)
    return fail(500, 'Something went wrong on our side. Please try again later.')
  }
}
