/**
 * The admin as walk 53 found it (issue #37): restoring, as a draft, a version from before a
 * language was written left that language "Ready for review" in the header, the versions list,
 * the list and the status grid, though its texts were missing again and the review queue left it
 * out (F2). An image's "Create New" opened in the content language the menu was left in, and its
 * alt text went to Hindi alone, the English left empty though required (F3).
 */
import { afterAll, describe, expect, it } from 'vitest'

import { madeInEnglish } from '@/admin/madeInEnglish'
import { readReviewQueue } from '@/translation/statusTable'

import { englishGame, serverURL, staff, testPayload, type StaffLogin } from './helpers'
import { paragraph } from '../support/richText'

const rest = (login: StaffLogin, path: string, init: RequestInit = {}) =>
  fetch(`${serverURL}${path}`, { ...init, headers: { ...login.headers, ...init.headers } })

describe('a restored draft that empties a language', () => {
  const created: number[] = []
  afterAll(async () => {
    const payload = await testPayload()
    for (const id of created)
      await payload.delete({ collection: 'games', id, overrideAccess: true })
  })

  it('takes the language’s “ready for review” mark off everywhere it was shown', async () => {
    const payload = await testPayload()
    const stamp = Date.now() % 100000
    const editor = await staff('editor')
    const hindi = await staff('translator', ['hi-IN'])
    const gameId = 995300 + (stamp % 90)
    const game = await englishGame(created, gameId, `Monsoon Mark ${stamp}`)
    const [english] = (
      await payload.findVersions({
        collection: 'games',
        where: { parent: { equals: game.id } },
        sort: '-updatedAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs

    const saved = await rest(hindi, `/api/games/${game.id}?locale=hi-IN&draft=true`, {
      method: 'PATCH',
      body: JSON.stringify({
        title: `मानसून निशान ${stamp}`,
        description: paragraph('बारिश के मौसम का एक परीक्षण खेल।'),
      }),
    })
    expect(saved.status).toBe(200)
    const marked = await rest(
      hindi,
      `/api/translations/review?locale=hi-IN&collection=games&id=${game.id}`,
      { method: 'POST', body: JSON.stringify({ ready: true }) },
    )
    expect(marked.status).toBe(200)
    const states = async () => {
      const response = await rest(
        editor,
        `/api/translations/publication?collection=games&id=${game.id}`,
      )
      return ((await response.json()) as { states: Record<string, string> }).states['hi-IN']
    }
    expect(await states()).toBe('ready')

    // The editor restores the English-only version as a draft.
    const restored = await rest(editor, `/api/games/versions/${english.id}?draft=true`, {
      method: 'POST',
    })
    expect(restored.status).toBe(200)

    // The header, the list and the status grid read the state; the versions list reads the mark.
    expect(await states()).not.toBe('ready')
    const [record] = (
      await payload.find({
        collection: 'translation-states',
        where: {
          and: [{ entry: { equals: `games/${gameId}` } }, { locale: { equals: 'hi-IN' } }],
        },
        overrideAccess: true,
      })
    ).docs
    expect(record?.readyForReview?.at ?? null).toBeNull()
    const { waiting } = await readReviewQueue(payload, 10_000)
    expect(waiting.filter((item) => item.entry.key === `games/${gameId}`)).toEqual([])

    // Written again, the language can be marked ready again.
    await rest(hindi, `/api/games/${game.id}?locale=hi-IN&draft=true`, {
      method: 'PATCH',
      body: JSON.stringify({
        title: `मानसून निशान ${stamp}`,
        description: paragraph('बारिश के मौसम का एक परीक्षण खेल।'),
      }),
    })
    const again = await rest(
      hindi,
      `/api/translations/review?locale=hi-IN&collection=games&id=${game.id}`,
      { method: 'POST', body: JSON.stringify({ ready: true }) },
    )
    expect(again.status).toBe(200)
    expect(await states()).toBe('ready')
  })
})

describe('Create New, after work in another language', () => {
  it('opens in English for every collection with texts per language, and as asked for others', async () => {
    const editor = await staff('editor')
    const payload = await testPayload()
    const open = (collection: string, locale: string) =>
      fetch(`${serverURL}/admin/collections/${collection}/create?locale=${locale}`, {
        headers: { cookie: `payload-token=${editor.token}`, 'sec-fetch-site': 'same-origin' },
        redirect: 'manual',
      })
    const withTexts = payload.config.collections
      .filter((collection) => madeInEnglish(collection))
      .map((collection) => collection.slug)
    expect(withTexts).toEqual(expect.arrayContaining(['games', 'media']))
    for (const collection of ['games', 'media']) {
      const answer = await open(collection, 'hi-IN')
      expect(answer.status, collection).toBe(307)
      expect(answer.headers.get('location'), collection).toMatch(/[?&]locale=en-US(?:&|$)/)
    }
    // Enquiries have no text per language: the address is kept as asked.
    expect(madeInEnglish(payload.collections.enquiries.config)).toBe(false)
  })
})
