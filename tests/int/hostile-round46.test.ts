/**
 * Round 46 (a fresh penetration tester on session 38's last commit):
 * - F2: made-up credentials (a session cookie, a JWT, an API key) each ran Payload's auth, and one
 *   address sending them slowed every visitor and staff 20–50×.
 * - F3: a made-up preview cookie had every page rendered anew, past the stored copies.
 * - F1: first-time AVIF encodes (1–5 s each) delayed other visitors' new pictures by seconds.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { serverURL, staff } from './helpers'

const metricsURL = `http://127.0.0.1:${process.env.METRICS_PORT}/metrics`
const hits = 'starfin_stored_responses_total{result="hit"}'

async function storedHits() {
  const text = await fetch(metricsURL).then((r) => r.text())
  const line = text.split('\n').find((l) => l.startsWith(`${hits} `))
  return line ? Number(line.slice(hits.length + 1)) : 0
}

/** A token shaped as Payload's, signed with a guessed secret. */
function forgedToken() {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const signed = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 1, collection: 'users' })}`
  return `${signed}.${createHmac('sha256', 'guessed').update(signed).digest('base64url')}`
}

describe('a page asked with made-up credentials (F2, F3)', () => {
  it('is answered from its stored copy, as a stranger’s, without drafts', async () => {
    // The page's copy is stored by a stranger's visit.
    for (let i = 0; i < 2; i++) {
      await fetch(`${serverURL}/en`).then((r) => r.text())
      await new Promise((r) => setTimeout(r, 500))
    }
    const made: Record<string, string>[] = [
      { cookie: `payload-token=${randomBytes(90).toString('base64url')}` },
      { cookie: `payload-token=${forgedToken()}` },
      { authorization: `JWT ${forgedToken()}` },
      { authorization: `Bearer ${randomBytes(40).toString('hex')}` },
      { authorization: `users API-Key ${randomUUID()}` },
      { cookie: `__prerender_bypass=${randomBytes(16).toString('hex')}` },
    ]
    const before = await storedHits()
    for (const headers of made) {
      const response = await fetch(`${serverURL}/en`, { headers })
      expect(response.status, JSON.stringify(headers)).toBe(200)
      expect(await response.text()).not.toContain('preview-bar')
    }
    expect((await storedHits()) - before).toBeGreaterThanOrEqual(made.length)
  })

  it('still counts a real session, by cookie or JWT, as staff', async () => {
    const editor = await staff('editor')
    const series = 'starfin_http_requests_total{route="api",client="staff",status="200"}'
    const count = async () => {
      const text = await fetch(metricsURL).then((r) => r.text())
      const line = text.split('\n').find((l) => l.startsWith(`${series} `))
      return line ? Number(line.slice(series.length + 1)) : 0
    }
    const before = await count()
    const sessions: Record<string, string>[] = [
      { cookie: `payload-token=${editor.token}`, 'sec-fetch-site': 'same-origin' },
      { authorization: `JWT ${editor.token}` },
    ]
    for (const headers of sessions) {
      const me = await fetch(`${serverURL}/api/users/me`, { headers })
      expect(((await me.json()) as { user?: { id?: number } }).user?.id).toBe(editor.id)
    }
    expect((await count()) - before).toBe(2)
  })
})
