/**
 * Round 47 (a fresh penetration tester on the locks by language):
 * - F1: an editor's save of the Thai named the language twice or through GraphQL went through the
 *   Thai translator's lock (`tests/int/locks-by-language.test.ts`).
 * - F2: a translator stored any content language (another's, `all`, `*`, a list) as the one their
 *   admin opens in, and a second `locale` preference beside the first.
 */
import { describe, expect, it } from 'vitest'

import { serverURL, staff, testPayload } from './helpers'

describe('the content-language preference (F2)', () => {
  it('is one of the site’s languages, and a translator’s own', async () => {
    const thai = await staff('translator', ['th-TH'])
    const set = (value: unknown) =>
      fetch(`${serverURL}/api/payload-preferences/locale`, {
        method: 'POST',
        headers: thai.headers,
        body: JSON.stringify({ value }),
      })
    expect((await set('th-TH')).status).toBe(200)
    for (const [value, status] of [
      ['hi-IN', 403],
      ['all', 400],
      ['*', 400],
      [['th-TH', 'hi-IN'], 400],
      [{ en: 1 }, 400],
    ] as const) {
      const response = await set(value)
      expect(response.status, JSON.stringify(value)).toBe(status)
      expect(((await response.json()) as { errors?: unknown[] }).errors).toHaveLength(1)
    }
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'payload-preferences',
      where: { and: [{ key: { equals: 'locale' } }, { 'user.value': { equals: thai.id } }] },
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.value)).toEqual(['th-TH'])
  })

  it('is one document an account: the collection’s route does not make a second', async () => {
    const editor = await staff('editor')
    await fetch(`${serverURL}/api/payload-preferences/locale`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ value: 'en-US' }),
    })
    const second = await fetch(`${serverURL}/api/payload-preferences`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ key: 'locale', value: 'ja-JP' }),
    })
    expect(second.status).toBe(409)
    // Nor is it changed to what is no language, through the collection's route either.
    const payloadLocal = await testPayload()
    const [own] = (
      await payloadLocal.find({
        collection: 'payload-preferences',
        where: { and: [{ key: { equals: 'locale' } }, { 'user.value': { equals: editor.id } }] },
        overrideAccess: true,
      })
    ).docs
    const junk = await fetch(`${serverURL}/api/payload-preferences/${own.id}`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ value: ['all'] }),
    })
    expect(junk.status).toBe(400)
    const payload = await testPayload()
    const { totalDocs } = await payload.count({
      collection: 'payload-preferences',
      where: { and: [{ key: { equals: 'locale' } }, { 'user.value': { equals: editor.id } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })
})
