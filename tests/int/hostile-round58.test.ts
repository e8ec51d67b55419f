/**
 * Round 58 (a fresh penetration tester on rounds 56–57's fixes):
 * - F1: the server read the session cookie differently from Payload (the first `payload-token`
 *   where Payload takes the last, a name with a space before `=`, a percent-encoded token): a
 *   request Payload signed in counted as a stranger's, past the staff's limits.
 * - F2: any account could rewrite its own account's `createdAt`, and it was stored.
 * - F3: any account could take a colleague's exact name, and the lock notices named it alone.
 */
import { describe, expect, it } from 'vitest'

import { gameByNumber, serverURL, staff, testPayload } from './helpers'

const metricsURL = `http://127.0.0.1:${process.env.METRICS_PORT}/metrics`

/** The server's count of API answers, by whom it decided sent them. */
async function apiAnswers(client: 'staff' | 'visitor', status: number) {
  const series = `starfin_http_requests_total{route="api",client="${client}",status="${status}"}`
  const text = await fetch(metricsURL).then((r) => r.text())
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('a session cookie spelled as Payload still reads it (F1)', () => {
  it('counts as the account’s wherever Payload signs it in, and as a stranger’s where Payload does not', async () => {
    const editor = await staff('editor')
    // Payload decodes the value with decodeURI: a token's dots may come percent-encoded.
    const encoded = editor.token.replaceAll('.', '%2E')
    const signedIn = [
      `payload-token =${editor.token}`,
      ` payload-token=${editor.token}`,
      `payload-token=junk; payload-token=${editor.token}`,
      `payload-token=${encoded}`,
      `other=1;payload-token=${editor.token}`,
    ]
    const staffBefore = await apiAnswers('staff', 200)
    for (const cookie of signedIn) {
      const me = await fetch(`${serverURL}/api/users/me`, {
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      })
      expect(me.status, cookie).toBe(200)
      expect(((await me.json()) as { user?: { id?: number } }).user?.id, cookie).toBe(editor.id)
    }
    expect((await apiAnswers('staff', 200)) - staffBefore).toBe(signedIn.length)

    // Payload takes the last of two: a stranger's junk after the session signs no one in.
    const visitorsBefore = await apiAnswers('visitor', 200)
    const me = await fetch(`${serverURL}/api/users/me`, {
      headers: {
        cookie: `payload-token=${editor.token}; payload-token=junk`,
        'sec-fetch-site': 'same-origin',
      },
    })
    expect(((await me.json()) as { user?: unknown }).user).toBeNull()
    expect((await apiAnswers('visitor', 200)) - visitorsBefore).toBe(1)
  })
})

describe('when an account was made (F2)', () => {
  it('is the server’s: an account’s own save that sets it is refused, by REST or GraphQL, and nothing stored', async () => {
    const payload = await testPayload()
    const translator = await staff('translator', ['th-TH'])
    const account = async () =>
      payload.findByID({ collection: 'users', id: translator.id, overrideAccess: true })
    const before = await account()
    const rest = await fetch(`${serverURL}/api/users/${translator.id}`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ createdAt: '2001-01-01T00:00:00.000Z', name: 'Renamed in passing' }),
    })
    expect(rest.status).toBe(403)
    expect(await rest.json()).toMatchObject({ errors: [{ message: expect.any(String) }] })

    const graphql = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({
        query: `mutation { updateUser(id: ${translator.id}, data: { createdAt: "2001-01-01T00:00:00.000Z" }) { createdAt } }`,
      }),
    })
    const answer = (await graphql.json()) as { data?: { updateUser?: unknown }; errors?: unknown[] }
    expect(answer.errors?.length).toBeGreaterThan(0)
    expect(answer.data?.updateUser ?? null).toBeNull()
    const after = await account()
    expect(after.createdAt).toBe(before.createdAt)
    expect(after.name).toBe(before.name)

    // Sent back as it is (a form holding the whole account), the save goes through.
    const same = await fetch(`${serverURL}/api/users/${translator.id}`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ createdAt: before.createdAt, name: before.name }),
    })
    expect(same.status).toBe(200)
  })

  it('of a new entry is when it is made: a create that names another is refused', async () => {
    const editor = await staff('editor')
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
      'base64',
    )
    const upload = (data: object) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify(data))
      form.append('file', new Blob([png], { type: 'image/png' }), `round58-${Date.now()}.png`)
      return fetch(`${serverURL}/api/media?locale=en-US`, {
        method: 'POST',
        headers: { authorization: editor.headers.authorization },
        body: form,
      })
    }
    const payload = await testPayload()
    const count = async () =>
      (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const before = await count()
    expect((await upload({ alt: 'Round 58', createdAt: '2001-01-01' })).status).toBe(403)
    expect(await count()).toBe(before)
    const made = await upload({ alt: 'Round 58' })
    expect(made.status).toBe(201)
    const { doc } = (await made.json()) as { doc: { id: number; createdAt: string } }
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect(Date.now() - Date.parse(doc.createdAt)).toBeLessThan(10 * 60_000)
  })
})

describe('a colleague’s name taken (F3)', () => {
  it('still leaves the lock notice naming the account by the e-mail only an admin sets', async () => {
    const editor = await staff('editor')
    const translator = await staff('translator', ['th-TH'])
    const renamed = await fetch(`${serverURL}/api/users/${translator.id}`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ name: 'Test editor' }),
    })
    expect(renamed.status).toBe(200)
    const game = await gameByNumber(24)
    const lock = await fetch(`${serverURL}/api/payload-locked-documents`, {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({
        document: { relationTo: 'games', value: game.id },
        user: { relationTo: 'users', value: translator.id },
      }),
    })
    expect(lock.status).toBe(201)
    const { doc } = (await lock.json()) as { doc: { id: number } }
    try {
      const read = await fetch(
        `${serverURL}/api/payload-locked-documents?where[document.value][equals]=${game.id}&depth=1&locale=th-TH`,
        { headers: editor.headers },
      )
      const { docs } = (await read.json()) as { docs: { user: { value: { email: string } } }[] }
      expect(docs[0]?.user.value.email).toBe(`Test editor <${translator.email}> (Thai translator)`)
    } finally {
      await (
        await testPayload()
      ).delete({
        collection: 'payload-locked-documents',
        id: doc.id,
        overrideAccess: true,
      })
      await fetch(`${serverURL}/api/users/${translator.id}`, {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify({ name: 'Test translator' }),
      })
    }
  })
})
