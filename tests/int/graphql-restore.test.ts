/**
 * GraphQL's restore of a collection's version follows the
 * admin's rule (an earlier draft comes back as the newest draft, what visitors read stays).
 */
import { afterAll, describe, expect, it } from 'vitest'

import { englishGame, page, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

const saveDraft = (login: StaffLogin, id: number, data: object) =>
  fetch(`${serverURL}/api/games/${id}?locale=en-US&draft=true`, {
    method: 'PATCH',
    headers: login.headers,
    body: JSON.stringify(data),
  })

const graphQL = (login: StaffLogin, query: string) =>
  fetch(`${serverURL}/api/graphql`, {
    method: 'POST',
    headers: login.headers,
    body: JSON.stringify({ query }),
  })

/** The game's latest draft version, as the versions list shows it. */
async function latestDraftVersion(id: number) {
  const payload = await testPayload()
  const { docs } = await payload.findVersions({
    collection: 'games',
    where: { parent: { equals: id }, 'version._status': { equals: 'draft' } },
    sort: '-updatedAt',
    limit: 1,
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0].id
}

const read = async (id: number, draft: boolean) =>
  (await testPayload()).findByID({
    collection: 'games',
    id,
    locale: 'en-US',
    draft,
    overrideAccess: true,
  })

describe('GraphQL’s restoreVersionGames', () => {
  it('brings an earlier draft back as the newest draft and leaves the published game on its site', async () => {
    const editor = await staff('editor')
    const game = await englishGame(created, 990291, 'Lantern Graph')
    expect((await saveDraft(editor, game.id, { title: 'Lantern Graph (draft)' })).status).toBe(200)
    const version = await latestDraftVersion(game.id)
    // A later draft, so that the restore has something to bring back.
    expect((await saveDraft(editor, game.id, { title: 'Lantern Graph (later)' })).status).toBe(200)

    const restored = await graphQL(
      editor,
      `mutation { restoreVersionGame(id: ${version}) { id _status } }`,
    )
    const body = (await restored.json()) as { data?: unknown; errors?: unknown[] }
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()

    expect(await read(game.id, false)).toMatchObject({
      _status: 'published',
      title: 'Lantern Graph',
    })
    expect((await read(game.id, true)).title).toBe('Lantern Graph (draft)')
    const site = await page('/en/detail/990291')
    expect(site.status).toBe(200)
    expect(site.text).toContain('Lantern Graph')
    expect(site.text).not.toContain('Lantern Graph (draft)')
  })

  it('restores a published version as Payload does: what visitors read becomes it', async () => {
    const editor = await staff('editor')
    const game = await englishGame(created, 990292, 'Graph Published')
    const payload = await testPayload()
    const { docs } = await payload.findVersions({
      collection: 'games',
      where: { parent: { equals: game.id }, 'version._status': { equals: 'published' } },
      sort: '-updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect((await saveDraft(editor, game.id, { title: 'Graph Published (draft)' })).status).toBe(
      200,
    )
    const restored = await graphQL(
      editor,
      `mutation { restoreVersionGame(id: ${docs[0].id}) { id _status } }`,
    )
    const body = (await restored.json()) as { errors?: unknown[] }
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
    expect(await read(game.id, false)).toMatchObject({
      _status: 'published',
      title: 'Graph Published',
    })
  })

  it('refuses a version id that is no number, storing nothing', async () => {
    const editor = await staff('editor')
    const response = await graphQL(editor, `mutation { restoreVersionGame(id: "1 or 1=1") { id } }`)
    const body = (await response.json()) as { errors?: { message: string }[] }
    expect(body.errors?.length).toBeGreaterThan(0)
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules/)
  })
})
