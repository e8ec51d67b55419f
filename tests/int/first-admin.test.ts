import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { randomAddress, runScript, serverURL, staff, testPayload } from './helpers'

/** A database of this test's own: a deployment before its first account. */
const base = new URL(process.env.DATABASE_URL!)
const name = `${base.pathname.slice(1)}_first_admin`
const empty = new URL(base)
empty.pathname = `/${name}`

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: base.toString() })
  await client.connect()
  await client.query(sql).finally(() => client.end())
}

describe('the first admin of a deployment', () => {
  afterAll(() => onServer(`drop database if exists "${name}" with (force)`))

  it('is never made by a visitor: the welcome screen and first-register are closed; create-admin makes it', async () => {
    await onServer(`drop database if exists "${name}" with (force)`)
    await onServer(`create database "${name}"`)
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: empty.toString(),
      FIRST_USER_SCREEN: '',
    }
    runScript(['scripts/migrate.ts'], env)
    const printed = runScript(['tests/int/fixtures/first-admin.ts'], env)
    const result = JSON.parse(printed.trim().split('\n').at(-1)!)

    expect(result.closed.status).toBe(403)
    expect(result.closed.body).toContain('npm run create-admin')
    expect(result.usersAfterClosed).toBe(0)
    // The admin's create-first-user view is replaced by the same message.
    expect(result.view).toBe(true)
    expect(result.role).toBe('admin')
    expect(result.loggedIn).toBe(true)
    expect(result.weak).toMatch(/at least 12 characters/)
  })
})

/** A Vietnamese sales account of these tests' own (no other test logs in with it), and its logins. */
async function memberWithPassword(password: string) {
  const member = await staff('sales', ['vi-VN'])
  const payload = await testPayload()
  await payload.update({
    collection: 'users',
    id: member.id,
    data: { password },
    overrideAccess: true,
  })
  const attempt = (tried: string, address: string) =>
    fetch(`${serverURL}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: member.email, password: tried }),
    })
  return { attempt }
}

describe('admin login', () => {
  it('slows wrong passwords from one address for that account, and never locks the account for everyone', async () => {
    const { attempt } = await memberWithPassword('the-right-password')
    const stranger = randomAddress()
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`, stranger)).status).toBe(401)
    // The stranger's sixth try at this account is refused before the password is checked…
    const slowed = await attempt('the-right-password', stranger)
    expect(slowed.status).toBe(429)
    const told = await slowed.text()
    expect(told).toMatch(/Too many login attempts for this account/)
    // In words a person writes: "1 minute", "10 minutes" (walk 52, F8: "1 minutes").
    expect(told).toMatch(/Try again in (1 minute|([2-9]|\d\d+) minutes)\./)
    // …while the account's owner, elsewhere, signs in as usual.
    const owner = await attempt('the-right-password', randomAddress())
    expect(owner.status).toBe(200)
    expect(((await owner.json()) as { token?: string }).token).toBeTruthy()
  })

  it("forgets an address's failures for an account once it signs in", async () => {
    const { attempt: from } = await memberWithPassword('the-right-password')
    const address = randomAddress()
    const attempt = (password: string) => from(password, address)
    for (let i = 0; i < 4; i++) expect((await attempt(`typo-${i}`)).status).toBe(401)
    expect((await attempt('the-right-password')).status).toBe(200)
    // A fresh allowance: four more typos are still answered as wrong passwords, not refused.
    for (let i = 0; i < 4; i++) expect((await attempt(`typo-again-${i}`)).status).toBe(401)
  })

  it('takes no password shorter than 12 characters for any account, whoever makes it', async () => {
    const admin = await staff('admin')
    const email = `short-${Date.now()}@test.example.com`
    const refused = await fetch(`${serverURL}/api/users`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ email, password: 'eleven-char', name: 'Short', role: 'editor' }),
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toMatch(/at least 12 characters/)
    const payload = await testPayload()
    const stored = await payload.count({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
    // An account changing its own password is held to the same.
    const own = await staff('editor')
    const change = await fetch(`${serverURL}/api/users/${own.id}`, {
      method: 'PATCH',
      headers: own.headers,
      body: JSON.stringify({ password: 'short' }),
    })
    expect(change.status).toBe(400)
  })

  it('limits the attempts of one client address across accounts, by REST and GraphQL', async () => {
    const address = randomAddress()
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const response = await fetch(`${serverURL}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'guess' }),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    const graphql = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        query: 'mutation { loginUser(email: "nobody@example.com", password: "guess") { token } }',
      }),
    })
    expect(await graphql.text()).toMatch(/Too many login attempts/)
  })
})
