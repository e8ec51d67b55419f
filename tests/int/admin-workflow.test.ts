/**
 * The admin as the round-23 walk used it, an editor and a Thai translator, through REST and the
 * admin's own pages: a translator reads earlier versions, lands on their own language's work,
 * and cannot mark a language ready for review while its texts are missing.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { readReviewQueue } from '@/translation/statusTable'
import { markReadyForReview } from '@/translation/form'

import { englishGame, serverURL, staff, testPayload, visibleText, type StaffLogin } from './helpers'

import { paragraph } from '../support/richText'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

/** An admin page as the account reads it in its admin language (Thai for the translator). */
async function adminPage(login: StaffLogin, path: string, language = 'en') {
  const response = await fetch(`${serverURL}/admin${path}`, {
    headers: {
      cookie: `payload-token=${login.token}; payload-lng=${language}`,
      'sec-fetch-site': 'same-origin',
    },
  })
  const html = await response.text()
  return { status: response.status, html, text: visibleText(html) }
}

const saveDraft = (login: StaffLogin, id: number, locale: string, data: object) =>
  fetch(`${serverURL}/api/games/${id}?locale=${locale}&draft=true`, {
    method: 'PATCH',
    headers: login.headers,
    body: JSON.stringify(data),
  })

describe("a translator's versions", () => {
  it('opens an earlier version read-only, told in Thai that restoring is an editor’s, and cannot restore it', async () => {
    const translator = await staff('translator', ['th-TH'])
    const game = await englishGame(created, 990401, 'Walk Tiger')
    expect((await saveDraft(translator, game.id, 'th-TH', { title: 'เสือเดินเล่น' })).status).toBe(200)
    const payload = await testPayload()
    const { docs } = await payload.findVersions({
      collection: 'games',
      where: { parent: { equals: game.id } },
      sort: 'updatedAt',
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThanOrEqual(2)
    const first = docs[0]

    // Payload's version page reads the version in every language: a 404 for translators before.
    const view = await adminPage(
      translator,
      `/collections/games/${game.id}/versions/${first.id}`,
      'th',
    )
    expect(view.status).toBe(200)
    // The note itself (every label of the admin's language also rides in the page's data).
    expect(view.html).toMatch(/<p class="restore-note" role="note">การกู้คืนเวอร์ชันเป็นหน้าที่ของบรรณาธิการ/)
    const editor = await staff('editor')
    const editorsView = await adminPage(
      editor,
      `/collections/games/${game.id}/versions/${first.id}`,
    )
    expect(editorsView.status).toBe(200)
    expect(editorsView.html).not.toContain('class="restore-note"')

    // Over REST too, in every language, as the drafts are.
    const read = await fetch(`${serverURL}/api/games/versions/${first.id}?locale=all&depth=0`, {
      headers: translator.headers,
    })
    expect(read.status).toBe(200)
    expect(
      ((await read.json()) as { version: { title: Record<string, string> } }).version.title,
    ).toMatchObject({ 'en-US': 'Walk Tiger' })

    const restore = await fetch(
      `${serverURL}/api/games/versions/${first.id}?draft=true&locale=th-TH`,
      { method: 'POST', headers: translator.headers },
    )
    expect(restore.status).toBe(403)
    const thai = await payload.findByID({
      collection: 'games',
      id: game.id,
      locale: 'th-TH',
      draft: true,
      overrideAccess: true,
    })
    expect(thai.title).toBe('เสือเดินเล่น')
  })
})

describe('the translation status', () => {
  it("opens on a translator's own language, and still shows all languages on request", async () => {
    const translator = await staff('translator', ['th-TH'])
    const own = await adminPage(translator, '/translations', 'th')
    expect(own.status).toBe(200)
    expect(own.html).toMatch(/<p class="translation-status__summary">[^<]*ไทย/)

    const all = await adminPage(translator, '/translations?missing=all', 'th')
    expect(all.status).toBe(200)
    expect(all.html).not.toContain('class="translation-status__summary"')
    // Its pages keep "all languages" in their addresses.
    expect(all.html).not.toMatch(/href="\?page=2"/)

    const editor = await staff('editor')
    const editors = await adminPage(editor, '/translations')
    expect(editors.html).not.toContain('class="translation-status__summary"')
  })
})

describe('ready for review', () => {
  it('is refused, in the account’s language, while a text of the language is missing, and a mark left from before waits nowhere', async () => {
    const translator = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990402, 'Dusty Walk')
    const query = `collection=games&id=${game.id}`
    const mark = () =>
      fetch(`${serverURL}/api/translations/review?locale=th-TH&${query}`, {
        method: 'POST',
        headers: { ...translator.headers, 'accept-language': 'th' },
        body: JSON.stringify({ ready: true }),
      })

    // The walk's failed save: nothing in Thai is stored, and the mark was still taken.
    const refused = await mark()
    expect(refused.status).toBe(409)
    const { error, missing } = (await refused.json()) as { error: string; missing: number }
    expect(missing).toBeGreaterThanOrEqual(2)
    expect(error).toContain('ไทย')
    expect(error).toContain(String(missing))

    expect((await saveDraft(translator, game.id, 'th-TH', { title: 'ฝุ่นตลบ' })).status).toBe(200)
    expect((await mark()).status).toBe(409)

    // A mark taken before this rule, or before a text was emptied, is not shown as waiting.
    const payload = await testPayload()
    const user = await payload.findByID({ collection: 'users', id: translator.id })
    await markReadyForReview(
      { payload, user: { ...user, collection: 'users' }, req: await localReq(user) } as never,
      { collection: 'games', id: game.id },
      'th-TH',
      true,
    )
    const key = `games/${game.gameId}`
    const waiting = async () =>
      (await readReviewQueue(payload, 1000)).waiting.filter((item) => item.entry.key === key)
    expect(await waiting()).toEqual([])
    const form = await fetch(`${serverURL}/api/translations/entry?locale=en-US&${query}`, {
      headers: editor.headers,
    })
    expect(((await form.json()) as { readyForReview: object }).readyForReview).toEqual({})

    // Written in full, the language is marked and waits for the editors.
    expect(
      (await saveDraft(translator, game.id, 'th-TH', { description: paragraph('เกมทดสอบ') }))
        .status,
    ).toBe(200)
    expect((await mark()).status).toBe(200)
    expect(await waiting()).toHaveLength(1)
  })
})

describe("the review queue's dates", () => {
  it('are not written as UTC in ISO form on the server: the browser writes them as the admin does', async () => {
    const editor = await staff('editor')
    const page = await adminPage(editor, '/translations')
    expect(page.status).toBe(200)
    const queue = page.html.match(/<section class="review-queue"[\s\S]*?<\/section>/)?.[0]
    expect(queue, 'the queue of the marks made above').toBeDefined()
    expect(queue).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T/i)
    expect(visibleText(queue!)).not.toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  })
})

async function localReq(user: object) {
  const { createLocalReq } = await import('payload')
  return createLocalReq({ user: { ...user, collection: 'users' } as never }, await testPayload())
}

describe('document locks', () => {
  it('name their author, and keep translators of other languages apart but not of the same one', async () => {
    const thai = await staff('translator', ['th-TH'])
    const hindi = await staff('translator', ['hi-IN'])
    const colleague = await staff('translator', ['th-TH', 'vi-VN'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990403, 'Locked Walk')
    const lock = await fetch(`${serverURL}/api/payload-locked-documents`, {
      method: 'POST',
      headers: thai.headers,
      body: JSON.stringify({
        document: { relationTo: 'games', value: game.id },
        user: { relationTo: 'users', value: thai.id },
      }),
    })
    expect(lock.status).toBe(201)
    const locks = async (login: StaffLogin, locale = 'th-TH') => {
      const response = await fetch(
        `${serverURL}/api/payload-locked-documents?where[document.value][equals]=${game.id}&depth=1&locale=${locale}`,
        { headers: login.headers },
      )
      expect(response.status).toBe(200)
      return ((await response.json()) as { docs: { user: { value: unknown } }[] }).docs
    }
    // "… is editing" names the account, not its database id.
    // To an editor working on the Thai; one working on the English never meets it (walk 37, F1).
    const [seen] = await locks(editor)
    expect(seen.user.value).toMatchObject({
      id: thai.id,
      email: `Test translator <${thai.email}> (Thai translator)`,
    })
    expect(await locks(editor, 'en-US')).toEqual([])
    expect(await locks(colleague)).toHaveLength(1)
    expect(await locks(hindi)).toEqual([])

    // A colleague of the same language is still locked out; a translator of another is not.
    expect((await saveDraft(colleague, game.id, 'th-TH', { title: 'ล็อก' })).status).toBe(423)
    expect((await saveDraft(hindi, game.id, 'hi-IN', { title: 'ताला' })).status).toBe(200)
    const payload = await testPayload()
    const stored = await payload.findByID({
      collection: 'games',
      id: game.id,
      locale: 'hi-IN',
      draft: true,
      overrideAccess: true,
    })
    expect(stored.title).toBe('ताला')
  })
})
