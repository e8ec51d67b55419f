/**
 * A penetration test's findings of round 35, each as a translator could cause them. Round 34 left
 * one open: every translation import first read every entry in every language and converted each
 * rich text to Markdown, in one stretch of the server's thread, whatever the file held (a file of
 * one text: 1.4–4.1 s, eight at once up to 9.3 s with `/en` waiting 2.4 s). And the admin's list of
 * a document's versions read each version whole, its page size from the address, and put them into
 * the page: fifty drafts of a 205 KB Thai terms page made a translator's page 12.9 MB (10.5 s;
 * three at once 20 s each, `/en` waiting 6.5 s), past round 34's budget of a page of versions.
 */
import { createLocalReq, type TypedUser } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import type { ImportedText } from '@/translation/exchange'
import { importTexts } from '@/translation/transfer'

import { longRichText } from '../support/richText'

import { englishGame, serverURL, staff, testPayload } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

type Read = { locale?: unknown; collection?: unknown; slug?: unknown }

describe('a translation file', () => {
  it('reads only the entries it names, not every entry in every language', async () => {
    const payload = await testPayload()
    const login = await staff('translator', ['th-TH'])
    const user = {
      ...(await payload.findByID({ collection: 'users', id: login.id, overrideAccess: true })),
      collection: 'users',
    } as TypedUser
    const game = await englishGame(created, 990351, 'Quiet Quay')

    // What the import reads in every language: each document (a collection's) or global.
    const read: string[] = []
    const { find, findGlobal } = payload
    payload.find = (async (args: Read) => {
      const result = await find.call(payload, args as never)
      if (args.locale === 'all')
        read.push(...result.docs.map((doc) => `${String(args.collection)}/${doc.id}`))
      return result
    }) as typeof find
    payload.findGlobal = (async (args: Read) => {
      if (args.locale === 'all') read.push(String(args.slug))
      return findGlobal.call(payload, args as never)
    }) as typeof findGlobal
    let summary: Awaited<ReturnType<typeof importTexts>>
    try {
      const req = await createLocalReq({ user }, payload)
      const texts = new Map<string, ImportedText>([
        ['games/990351/title', { text: 'ท่าเรือเงียบ' }],
        ['games/990352/title', { text: 'ไม่มีเกมนี้' }],
      ])
      summary = await importTexts({ payload, user, req }, 'th-TH', texts)
    } finally {
      payload.find = find
      payload.findGlobal = findGlobal
    }
    expect(summary).toMatchObject({ updated: 1, unknownKeys: 1 })
    // The one game the file names, not the catalogue (nor the globals it does not name).
    expect(read).toEqual([`games/${game.id}`])
  })

  it('of one text is imported over HTTP as before, a global’s text included', async () => {
    const translator = await staff('translator', ['th-TH'])
    await englishGame(created, 990353, 'Still Harbour')
    const exported = await fetch(`${serverURL}/api/translations/export?locale=th-TH&format=json`, {
      headers: translator.headers,
    })
    const all = (await exported.json()) as { texts: Record<string, unknown> }
    const label = Object.keys(all.texts).find((key) => key.startsWith('label-sets/'))
    expect(label).toBeDefined()
    const response = await fetch(`${serverURL}/api/translations/import?locale=th-TH`, {
      method: 'POST',
      headers: { ...translator.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        locale: 'th-TH',
        texts: {
          'games/990353/title': { 'th-TH': 'ท่าเรือนิ่ง' },
          [label!]: all.texts[label!],
          'games/990354/title': { 'th-TH': 'ไม่มี' },
        },
      }),
    })
    const answer = (await response.json()) as { updated: number; unknownKeys: number }
    expect(response.status, JSON.stringify(answer)).toBe(200)
    expect(answer).toMatchObject({ updated: 1, unknownKeys: 1 })
    const draft = await (
      await testPayload()
    ).find({
      collection: 'games',
      where: { gameId: { equals: 990353 } },
      locale: 'th-TH',
      fallbackLocale: false,
      draft: true,
      overrideAccess: true,
    })
    expect(draft.docs[0]?.title).toBe('ท่าเรือนิ่ง')
  })
})

describe('the admin’s list of versions', () => {
  it('holds what it shows of each version, not the versions whole', async () => {
    const translator = await staff('translator', ['th-TH'])
    const drafts = 6
    for (let i = 0; i < drafts; i++) {
      const response = await fetch(`${serverURL}/api/globals/terms-page?draft=true&locale=th-TH`, {
        method: 'POST',
        headers: translator.headers,
        body: JSON.stringify({ content: longRichText(150 * 1024, `ร่างยาว ${i}`) }),
      })
      expect(response.status, `draft ${i}: ${await response.clone().text()}`).toBe(200)
    }
    const page = await fetch(
      `${serverURL}/admin/globals/terms-page/versions?limit=100&locale=th-TH`,
      {
        headers: {
          cookie: `payload-token=${translator.token}; payload-lng=en`,
          'sec-fetch-site': 'same-origin',
        },
      },
    )
    const html = await page.text()
    expect(page.status).toBe(200)
    // Six drafts of 150 KB were a page of over 900 KB; what the list shows is a few KB a row.
    expect(html.includes('ร่างยาว'), 'the drafts’ text is in the page').toBe(false)
    expect(html.length).toBeLessThan(400 * 1024)
    // The list still shows each version: a link to each, by its id.
    expect(html.match(/globals\/terms-page\/versions\/\d+/g)?.length ?? 0).toBeGreaterThanOrEqual(
      drafts,
    )
  })
})

describe('versions over GraphQL', () => {
  async function graphQL(query: string, headers: Record<string, string>) {
    const response = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { ...headers, accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query }),
    })
    return { status: response.status, text: await response.text() }
  }

  it('are read through one field of a request, aliases and fragments included', async () => {
    const translator = await staff('translator', ['th-TH'])
    const one = await graphQL(
      '{ versionsTermsPage(limit: 1, locale: th_TH) { docs { id } } }',
      translator.headers,
    )
    expect(one.status, one.text).toBe(200)
    const id = (
      JSON.parse(one.text) as { data: { versionsTermsPage: { docs: { id: unknown }[] } } }
    ).data.versionsTermsPage.docs[0]?.id
    expect(id).toBeDefined()
    for (const query of [
      `{ ${Array.from({ length: 3 }, (_, i) => `p${i}: versionsTermsPage(limit: 1, locale: th_TH) { docs { id } }`).join(' ')} }`,
      `{ ${Array.from({ length: 3 }, (_, i) => `v${i}: versionTermsPage(id: ${JSON.stringify(id)}, locale: th_TH) { id }`).join(' ')} }`,
      `query { ...A ...B } fragment A on Query { a: versionsTermsPage(limit: 1) { docs { id } } } fragment B on Query { b: versionTermsPage(id: ${JSON.stringify(id)}) { id } }`,
    ]) {
      const { status, text } = await graphQL(query, translator.headers)
      expect(status, query).toBe(400)
      expect(text, query).toContain('reads versions through one field')
    }
  })
})
