/**
 * Round 59 (a fresh penetration tester on round 58's fixes):
 * - F1: a request asking to upgrade (`Upgrade: websocket`) went to Next's own upgrade handler,
 *   outside the server's pipeline, which left the socket open for good when it did not upgrade.
 * - F2: an account's own name sent as a list was stored as its JSON text (2 MB, or with a
 *   direction override), past the rules that read strings only.
 * - F3: an e-mail that is no string was a 500 with a stack.
 * - F4: any number of preference rows per account and key, and rows without a key.
 * - F5: a plain text in a draft had no size limit (900 KB in a label set's draft).
 */
import { connect } from 'node:net'

import { describe, expect, it } from 'vitest'

import { serverURL, staff, testPayload } from './helpers'

/** The status line a raw request is answered with, or null when none comes within `ms`. */
function statusLineOf(request: string, ms = 8000): Promise<string | null> {
  const { hostname, port } = new URL(serverURL)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
    let received = ''
    const done = (line: string | null) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(line)
    }
    const timer = setTimeout(() => done(null), ms)
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      const end = received.indexOf('\r\n')
      if (end >= 0) done(received.slice(0, end))
    })
    socket.on('error', () => done(null))
    socket.on('close', () => done(received ? received.split('\r\n')[0] : null))
    socket.write(request)
  })
}

const upgrade = (target: string) =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n'

describe('a request asking to upgrade (F1)', () => {
  it('is answered as any other request, through the server’s checks, never left hanging', async () => {
    expect(await statusLineOf(upgrade('/en'))).toMatch(/^HTTP\/1\.1 200 /)
    expect(await statusLineOf(upgrade('/'))).toMatch(/^HTTP\/1\.1 30[78] /)
    expect(await statusLineOf(upgrade('/no-such-page-at-all'))).toMatch(/^HTTP\/1\.1 [34]\d\d /)
    expect(await statusLineOf(upgrade('/en/%'))).toMatch(/^HTTP\/1\.1 400 /)
  })
})

describe('an account’s own name and e-mail that are no text (F2, F3)', () => {
  it('are a 400, and nothing is stored', async () => {
    const payload = await testPayload()
    const hindi = await staff('translator', ['hi-IN'])
    const before = await payload.findByID({
      collection: 'users',
      id: hindi.id,
      overrideAccess: true,
    })
    const save = (data: object) =>
      fetch(`${serverURL}/api/users/${hindi.id}`, {
        method: 'PATCH',
        headers: hindi.headers,
        body: JSON.stringify(data),
      })
    for (const data of [
      { name: Array.from({ length: 2000 }, () => 'n'.repeat(99)) },
      { name: ['hindi\u202Etester\u2028x'] },
      { name: { 'hi-IN': 'x' } },
      { email: 123 },
      { email: ['x@y.z'] },
      { email: { a: 'x@y.z' } },
    ]) {
      const answer = await save(data)
      expect(answer.status, JSON.stringify(data).slice(0, 60)).toBe(400)
      expect(await answer.text()).not.toMatch(/TypeError|at [\w.]+ \(/)
    }
    const after = await payload.findByID({
      collection: 'users',
      id: hindi.id,
      overrideAccess: true,
    })
    expect({ name: after.name, email: after.email }).toEqual({
      name: before.name,
      email: before.email,
    })
  })
})

describe('an account’s preferences over the API (F4)', () => {
  it('are one row per key: a second row under a key is a 409, a row without a key a 400', async () => {
    const payload = await testPayload()
    const thai = await staff('translator', ['th-TH'])
    const key = `round59-${Date.now()}`
    const add = (data: object) =>
      fetch(`${serverURL}/api/payload-preferences`, {
        method: 'POST',
        headers: thai.headers,
        body: JSON.stringify(data),
      })
    const count = async () =>
      (
        await payload.count({
          collection: 'payload-preferences',
          where: { 'user.value': { equals: thai.id } },
          overrideAccess: true,
        })
      ).totalDocs
    const first = await add({ key, value: { v: 'a' } })
    expect(first.status).toBe(201)
    const rows = await count()
    expect((await add({ key, value: { v: 'b' } })).status).toBe(409)
    expect((await add({ value: { x: 1 } })).status).toBe(400)
    expect((await add({ key: '', value: { x: 1 } })).status).toBe(400)
    expect(await count()).toBe(rows)
    // The keyed route, the admin's own, still changes the one row.
    const keyed = await fetch(`${serverURL}/api/payload-preferences/${key}`, {
      method: 'POST',
      headers: thai.headers,
      body: JSON.stringify({ value: { v: 'c' } }),
    })
    expect(keyed.ok).toBe(true)
    expect(await count()).toBe(rows)
    await payload.delete({
      collection: 'payload-preferences',
      where: { key: { equals: key } },
      overrideAccess: true,
    })
  })
})

describe('a plain text in a draft (F5)', () => {
  it('holds at most 20,000 characters: a longer one is a 400, nothing stored', async () => {
    const thai = await staff('translator', ['th-TH'])
    const versions = async () =>
      (
        await (
          await testPayload()
        ).countGlobalVersions({ global: 'label-sets', overrideAccess: true })
      ).totalDocs
    const before = await versions()
    const answer = await fetch(`${serverURL}/api/globals/label-sets?locale=th-TH&draft=true`, {
      method: 'POST',
      headers: thai.headers,
      body: JSON.stringify({ _status: 'draft', mainNav: { label: `เมนูหลัก${'ก'.repeat(30_000)}` } }),
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(await answer.json())).toContain('20,000')
    expect(await versions()).toBe(before)
  })
})
