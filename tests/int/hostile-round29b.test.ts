/**
 * A penetration test's findings (round 29b), each as a staff member or a visitor notices it:
 * GraphQL's restore of a draft version put it where visitors read (a game unpublished, the terms
 * page a 500), sales and translators read the locks of every account, a translator removed the
 * hidden lock of another language's translator, and odd admin calls and addresses were 500s or
 * SQL in the log.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { serverFunction } from './adminServerFunctions'
import { englishGame, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const created: number[] = []
const locks: (number | string)[] = []
afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({
    collection: 'payload-locked-documents',
    where: { id: { in: locks } },
    overrideAccess: true,
  })
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

const graphql = async (login: StaffLogin, query: string) => {
  const response = await fetch(`${serverURL}/api/graphql`, {
    method: 'POST',
    headers: login.headers,
    body: JSON.stringify({ query }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] }
}

/** The newest version of a game or global, as the editor reads it. */
async function newestVersion(login: StaffLogin, versions: string) {
  const response = await fetch(`${serverURL}${versions}&sort=-updatedAt&limit=1&depth=0`, {
    headers: login.headers,
  })
  const { docs } = (await response.json()) as {
    docs: { id: number; version: { _status?: string } }[]
  }
  return docs[0]
}

describe('restoring a draft version over GraphQL', () => {
  it('makes a game’s newest draft and leaves what visitors read', async () => {
    const editor = await staff('editor')
    const game = await englishGame(created, 990292, 'Quiet Restore Harbour')
    const draft = await fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=en-US`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ title: 'Unreviewed Restore Harbour' }),
    })
    expect(draft.status).toBe(200)
    const version = await newestVersion(
      editor,
      `/api/games/versions?where[parent][equals]=${game.id}`,
    )
    expect(version.version._status).toBe('draft')

    const { data, errors } = await graphql(
      editor,
      `mutation { restoreVersionGame(id: ${version.id}) { id title _status } }`,
    )
    expect(errors).toBeUndefined()
    expect(data?.restoreVersionGame).toMatchObject({ _status: 'draft' })

    // Visitors still read the published game: it did not leave the site.
    const visitor = await fetch(`${serverURL}/api/games/${game.id}?depth=0&locale=en-US`)
    expect(visitor.status).toBe(200)
    expect(await visitor.json()).toMatchObject({ title: 'Quiet Restore Harbour' })
    const newest = await fetch(
      `${serverURL}/api/games/${game.id}?draft=true&depth=0&locale=en-US`,
      { headers: editor.headers },
    )
    expect(await newest.json()).toMatchObject({ title: 'Unreviewed Restore Harbour' })
  })

  it('makes a global’s newest draft, and the terms page keeps its published text', async () => {
    const editor = await staff('editor')
    const terms = '/api/globals/terms-page'
    const published = async () =>
      (
        (await (await fetch(`${serverURL}${terms}?locale=en-US&depth=0`)).json()) as {
          title?: string
        }
      ).title
    const title = await published()
    expect(title).toBeTruthy()
    const saveDraft = (draftTitle: string | undefined) =>
      fetch(`${serverURL}${terms}?draft=true&locale=en-US`, {
        method: 'POST',
        headers: editor.headers,
        body: JSON.stringify({ title: draftTitle }),
      })
    expect((await saveDraft('Unreviewed terms')).status).toBe(200)
    try {
      const version = await newestVersion(editor, `${terms}/versions?locale=en-US`)
      expect(version.version._status).toBe('draft')
      const { errors } = await graphql(
        editor,
        `mutation { restoreVersionTermsPage(id: ${version.id}) { title } }`,
      )
      expect(errors).toBeUndefined()
      expect(await published()).toBe(title)
      expect((await fetch(`${serverURL}/en/tc`)).status).toBe(200)
    } finally {
      // The newest draft is the published text again.
      await saveDraft(title)
    }
  })
})

describe('the document locks', () => {
  const take = async (login: StaffLogin, document: object) => {
    const response = await fetch(`${serverURL}/api/payload-locked-documents`, {
      method: 'POST',
      headers: login.headers,
      body: JSON.stringify({ document, user: { relationTo: 'users', value: login.id } }),
    })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number } }
    locks.push(doc.id)
    return doc.id
  }
  const read = async (login: StaffLogin) => {
    const response = await fetch(`${serverURL}/api/payload-locked-documents?depth=0&limit=100`, {
      headers: login.headers,
    })
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: { id: number }[] }
    return docs.map((doc) => doc.id)
  }

  it('of an account are read only by the admins and the account itself', async () => {
    const admin = await staff('admin')
    const sales = await staff('sales')
    const translator = await staff('translator', ['hi-IN'])
    const onTranslator = await take(admin, { relationTo: 'users', value: translator.id })
    const onSales = await take(admin, { relationTo: 'users', value: sales.id })
    const salesReads = await read(sales)
    expect(salesReads).not.toContain(onTranslator)
    expect(salesReads).toContain(onSales)
    const translatorReads = await read(translator)
    expect(translatorReads).toContain(onTranslator)
    expect(translatorReads).not.toContain(onSales)
    expect(await read(admin)).toEqual(expect.arrayContaining([onTranslator, onSales]))
  })

  it('of a translator of another language is not removed by a translator who cannot read it', async () => {
    const thai = await staff('translator', ['th-TH'])
    const hindi = await staff('translator', ['hi-IN'])
    const game = await englishGame(created, 990293, 'Quiet Lock Harbour')
    const lock = await take(thai, { relationTo: 'games', value: game.id })
    const removal = await fetch(`${serverURL}/api/payload-locked-documents/${lock}`, {
      method: 'DELETE',
      headers: hindi.headers,
    })
    expect(removal.status).toBe(404)
    expect(JSON.stringify(await removal.json())).not.toContain(String(thai.id))
    expect(await read(thai)).toContain(lock)
  })
})

describe('the admin’s document and list calls', () => {
  it('answer an odd collection or id with an error, not a 500', async () => {
    const translator = await staff('translator', ['th-TH'])
    const sales = await staff('sales')
    for (const [login, name, args] of [
      [translator, 'render-document', { collectionSlug: 'constructor', docID: 1 }],
      [translator, 'render-document', { collectionSlug: 'games', docID: [1] }],
      [translator, 'render-document-slots', { collectionSlug: 'constructor' }],
      [translator, 'render-document-slots', { collectionSlug: 'terms-page' }],
      [sales, 'render-list', { collectionSlug: 'payload-locked-documents', query: {} }],
    ] as const) {
      const { status, value } = await serverFunction(login, name, args)
      expect(status, `${name} ${JSON.stringify(args)}`).toBe(200)
      expect(value, `${name} ${JSON.stringify(args)}`).toHaveProperty('error')
    }
    // A document the call may name still renders.
    const { value } = await serverFunction(translator, 'render-document', {
      collectionSlug: 'terms-page',
    })
    expect(value).toHaveProperty('data')
  })

  it('open a list without an id PostgreSQL cannot hold, or columns, groups or presets it cannot read', async () => {
    const editor = await staff('editor')
    for (const query of [
      '?where[id][in]=1,99999999999',
      '?columns=notjson',
      '?queryByGroup=x',
      '?preset=1',
    ]) {
      const response = await fetch(`${serverURL}/admin/collections/games${query}`, {
        headers: editor.headers,
        redirect: 'manual',
      })
      expect(response.status, query).toBe(307)
      expect(new URL(response.headers.get('location') ?? '', serverURL).search, query).toBe('')
    }
    const { value } = await serverFunction(editor, 'table-state', {
      collectionSlug: 'games',
      query: { queryByGroup: 'x' },
    })
    expect(value).toHaveProperty('errors')
  })

  it('open a version’s comparison without languages that are no list', async () => {
    const editor = await staff('editor')
    const payload = await testPayload()
    const { docs } = await payload.findGlobalVersions({
      slug: 'terms-page',
      limit: 1,
      overrideAccess: true,
    })
    const path = `/admin/globals/terms-page/versions/${docs[0].id}`
    for (const codes of ['notjson', '{}']) {
      const response = await fetch(`${serverURL}${path}?localeCodes=${codes}&modifiedOnly=false`, {
        headers: editor.headers,
        redirect: 'manual',
      })
      expect(response.status, codes).toBe(307)
      const location = new URL(response.headers.get('location') ?? '', serverURL)
      expect(location.pathname).toBe(path)
      expect(location.search).toBe('?modifiedOnly=false')
    }
    const kept = await fetch(`${serverURL}${path}?localeCodes=${encodeURIComponent('["en-US"]')}`, {
      headers: editor.headers,
      redirect: 'manual',
    })
    expect(kept.status).toBe(200)
  })
})
