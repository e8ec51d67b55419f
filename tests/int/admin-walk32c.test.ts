/**
 * Walk 32's findings that are the server's (issue #37): a restore rewrites every language's draft
 * (F2: which languages a restore would change, and a translator's restore refused, changing
 * none); a restored version was dated by its document's creation, an hour before it was made
 * (F3); a translator's refused writes were English, with codes and slugs (F6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { th } from '@/labels/th'

import { englishGame, serverURL, staff, storedDraft, testPayload, type StaffLogin } from './helpers'

const rest = (login: StaffLogin, path: string, init: RequestInit = {}) =>
  fetch(`${serverURL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...login.headers, ...init.headers },
  })

/** The game's newest version (the latest draft). */
async function newestVersion(id: number) {
  const { docs } = await (
    await testPayload()
  ).findVersions({
    collection: 'games',
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]
}

describe('restoring a version, in every language at once', () => {
  const created: number[] = []
  const stamp = Date.now() % 100000
  let editor: StaffLogin
  let thai: StaffLogin
  let id: number
  /** An English autosave, before the Thai translator wrote the Thai title. */
  let englishOnly: string | number
  let thaiTitle: string

  beforeAll(async () => {
    editor = await staff('editor')
    thai = await staff('translator', ['th-TH'])
    id = (await englishGame(created, 993900 + (stamp % 90), `Walk 32c ${stamp}`)).id
    const english = await rest(editor, `/api/games/${id}?locale=en-US&draft=true`, {
      method: 'PATCH',
      body: JSON.stringify({ subtitle: `Lanterns over the bay ${stamp}` }),
    })
    expect(english.status, await english.text()).toBe(200)
    englishOnly = (await newestVersion(id)).id
    thaiTitle = `โคมลอย ${stamp}`
    const thaiDraft = await rest(thai, `/api/games/${id}?locale=th-TH&draft=true`, {
      method: 'PATCH',
      body: JSON.stringify({ title: thaiTitle }),
    })
    expect(thaiDraft.status, await thaiDraft.text()).toBe(200)
  }, 120_000)

  afterAll(async () => {
    const payload = await testPayload()
    for (const game of created)
      await payload.delete({ collection: 'games', id: game, overrideAccess: true })
  })

  it('names the languages whose drafts a restore would change (F2)', async () => {
    const ask = (version: string | number, game: number = id) =>
      rest(editor, `/api/translations/restore?collection=games&id=${game}&version=${version}`)
    const before = await ask(englishOnly)
    expect(before.status).toBe(200)
    // The English is as it was then; the Thai title was written since.
    expect(await before.json()).toEqual({ changed: ['th-TH'] })
    const newest = await ask((await newestVersion(id)).id)
    expect(await newest.json()).toEqual({ changed: [] })
    // Only a version of this document, by a whole id.
    expect((await ask(englishOnly, id + 100000)).status).toBe(404)
    expect((await ask('1e3')).status).toBe(400)
  })

  it('refuses a translator’s restore, in their language, and changes no language (F2)', async () => {
    const drafts = async () => ({
      english: (await storedDraft(id, 'en-US')).subtitle,
      thai: (await storedDraft(id, 'th-TH')).title,
    })
    const before = await drafts()
    expect(before.thai).toBe(thaiTitle)
    const refused = await rest(thai, `/api/games/versions/${englishOnly}?draft=false`, {
      method: 'POST',
      headers: { 'accept-language': 'th' },
    })
    expect(refused.status).toBe(403)
    const { errors } = (await refused.json()) as { errors: { message: string }[] }
    expect(errors[0].message).toBe(th.editorial.versions.restoreIsEditors)
    const graphQL = await rest(thai, '/api/graphql', {
      method: 'POST',
      body: JSON.stringify({
        query: `mutation { restoreVersionGame(id: ${englishOnly}) { id } }`,
      }),
    })
    expect(JSON.stringify(await graphQL.json())).toContain('errors')
    expect(await drafts()).toEqual(before)
  })

  it('dates the version a restore writes when it is written (F3)', async () => {
    // Some time after the game was made, as the walk's restore came an hour after its game.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const restored = await rest(editor, `/api/games/versions/${englishOnly}?draft=false`, {
      method: 'POST',
    })
    expect(restored.status, await restored.text()).toBe(200)
    const version = await newestVersion(id)
    const made = Date.parse(version.createdAt)
    expect(Math.abs(Date.parse(version.updatedAt) - made)).toBeLessThan(2_000)
    expect(Math.abs(Date.now() - made)).toBeLessThan(60_000)
    // What the confirmation said: the Thai draft is the one of that version, without the title.
    expect((await storedDraft(id, 'th-TH')).title ?? null).toBeNull()
  })

  it('refuses a translator’s writes in their admin language, naming the language (F6)', async () => {
    const asThai = (path: string, method: string, body?: object) =>
      rest(thai, path, {
        method,
        headers: { 'accept-language': 'th' },
        ...(body && { body: JSON.stringify(body) }),
      })
    const said = async (response: Response) => {
      expect(response.status).toBe(403)
      return ((await response.json()) as { errors: { message: string }[] }).errors[0].message
    }
    const refusals = th.translatorRefusals
    expect(
      await said(await asThai(`/api/games/${id}?locale=th-TH`, 'PATCH', { _status: 'published' })),
    ).toBe(refusals.draftsOnly)
    const english = await said(
      await asThai(`/api/games/${id}?locale=en-US&draft=true`, 'PATCH', { title: 'x' }),
    )
    expect(english).toBe(refusals.notYourLanguage.replace('{{language}}', 'ภาษาอังกฤษ'))
    expect(english).not.toContain('en-US')
    expect(await said(await asThai(`/api/games/${id}`, 'DELETE'))).toBe(
      refusals.delete.replace('{{entries}}', 'เกม'),
    )
  })
})
