/**
 * A penetration test's findings (round 29), each as a staff member notices it: an account reads
 * only the locks of what it may edit (sales learnt which games, drafts too, were being edited, and
 * by whom).
 */
import { afterAll, describe, expect, it } from 'vitest'

import { englishGame, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const created: number[] = []
const locks: (number | string)[] = []
afterAll(async () => {
  const payload = await testPayload()
  // Some are gone with what they locked.
  await payload.delete({
    collection: 'payload-locked-documents',
    where: { id: { in: locks } },
    overrideAccess: true,
  })
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

/** The locks an account reads of one document, over REST and GraphQL. */
async function locksRead(login: StaffLogin, collection: string, id: number | string) {
  const rest = await fetch(
    `${serverURL}/api/payload-locked-documents?where[document.relationTo][equals]=${collection}&where[document.value][equals]=${id}&depth=0`,
    { headers: login.headers },
  )
  expect(rest.status).toBe(200)
  const graphql = await fetch(`${serverURL}/api/graphql`, {
    method: 'POST',
    headers: login.headers,
    body: JSON.stringify({
      query: `{ PayloadLockedDocuments(limit: 100) { docs { id } } }`,
    }),
  })
  expect(graphql.status).toBe(200)
  const ids = (
    (await graphql.json()) as { data: { PayloadLockedDocuments: { docs: { id: unknown }[] } } }
  ).data.PayloadLockedDocuments.docs.map((doc) => String(doc.id))
  return { rest: ((await rest.json()) as { totalDocs: number }).totalDocs, graphql: ids }
}

describe('the document locks', () => {
  it('are read only by an account that may edit what they lock', async () => {
    const payload = await testPayload()
    const editor = await staff('editor')
    const sales = await staff('sales')
    const game = await englishGame(created, 990291, 'Quiet Draft Harbour')
    const enquiry = await payload.create({
      collection: 'enquiries',
      data: {
        name: 'Lock Reader',
        email: 'lock.reader@example.com',
        company: 'Harbour Lock Ltd',
        country: 'Singapore',
        channel: 'email',
        type: 'integration',
        message: 'A question about locks.',
        locale: 'en-US',
        site: 'en',
        status: 'new',
      },
      overrideAccess: true,
    })
    const take = async (login: StaffLogin, document: object) => {
      const response = await fetch(`${serverURL}/api/payload-locked-documents`, {
        method: 'POST',
        headers: login.headers,
        body: JSON.stringify({ document, user: { relationTo: 'users', value: login.id } }),
      })
      expect(response.status).toBe(201)
      const { doc } = (await response.json()) as { doc: { id: number } }
      locks.push(doc.id)
      return String(doc.id)
    }
    const onGame = await take(editor, { relationTo: 'games', value: game.id })
    const onEnquiry = await take(sales, { relationTo: 'enquiries', value: enquiry.id })

    // Sales edits the enquiries only: it does not learn that the game is being edited.
    const salesReads = await locksRead(sales, 'games', game.id)
    expect(salesReads.rest).toBe(0)
    expect(salesReads.graphql).not.toContain(onGame)
    expect(salesReads.graphql).toContain(onEnquiry)
    expect((await locksRead(sales, 'enquiries', enquiry.id)).rest).toBe(1)
    // The editor, who may edit the game, still sees who is editing it.
    expect((await locksRead(editor, 'games', game.id)).rest).toBe(1)
    await payload.delete({ collection: 'enquiries', id: enquiry.id, overrideAccess: true })
  })
})

describe('a list page’s own address', () => {
  const open = (login: StaffLogin, query: string) =>
    fetch(`${serverURL}/admin/collections/games${query}`, {
      headers: login.headers,
      redirect: 'manual',
    })

  it('opens the list without a filter or sort the query rules refuse', async () => {
    const editor = await staff('editor')
    for (const query of [
      '?where[updatedAt][like]=x',
      '?where[title][near]=1,2',
      '?sort=cover.filename&limit=10',
      '?where[cover.filename][equals]=x&search=coral',
    ]) {
      const response = await open(editor, query)
      expect(response.status, query).toBe(307)
      const location = new URL(response.headers.get('location') ?? '', serverURL)
      expect(location.pathname, query).toBe('/admin/collections/games')
      expect([...location.searchParams.keys()], query).toEqual(
        query.includes('search') ? ['search'] : [],
      )
    }
  })

  it('keeps a filter and sort the list can use', async () => {
    const editor = await staff('editor')
    const response = await open(editor, '?where[title][like]=coral&sort=-updatedAt')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('collection-list')
  })
})
