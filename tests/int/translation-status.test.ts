/**
 * The translation status screen reads a table PostgreSQL filters, counts and pages
 * (`src/translation/statusTable.ts`). It must say what reading every entry whole says, and follow
 * each change the server makes: a text saved, a translation confirmed, a language marked ready,
 * published or unpublished, a game created or deleted.
 */
import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { contentLocales, type ContentLocale } from '@/i18n/locales'
import { readTranslationEntries } from '@/translation/freshness'
import { readPublicationStates } from '@/translation/publication'
import {
  entriesPerPage,
  statusOf,
  type EntryStatus,
  type TextStateFilter,
} from '@/translation/status'
import {
  readReviewQueue,
  readStatusPage,
  statusTableShape,
  statusTableShapeKey,
  type StatusQuery,
} from '@/translation/statusTable'

import { gameByNumber, runScript, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const rest = (path: string, login: StaffLogin, init: RequestInit = {}) =>
  fetch(`${serverURL}${path}`, { ...init, headers: { ...login.headers, ...init.headers } })

const patchGame = (login: StaffLogin, id: number, locale: string, data: object, query = '') =>
  rest(`/api/games/${id}?locale=${locale}${query}`, login, {
    method: 'PATCH',
    body: JSON.stringify(data),
  })

/** Every page of the screen's data for these filters, in order. */
async function everyPage(query: Omit<StatusQuery, 'page'> = {}) {
  const payload = await testPayload()
  const first = await readStatusPage(payload, query)
  const pages = [first]
  for (let page = 2; page <= first.pages; page++)
    pages.push(await readStatusPage(payload, { ...query, page }))
  return {
    first,
    entries: pages.flatMap((page) => page.entries),
    publication: new Map(pages.flatMap((page) => [...page.publication])),
  }
}

/** One entry as the screen shows it (with any filter that keeps it), or undefined. */
async function shown(key: string, query: Omit<StatusQuery, 'page'> = {}) {
  const { entries, publication } = await everyPage(query)
  const entry = entries.find((candidate) => candidate.key === key)
  return entry && { ...entry, publication: publication.get(key)! }
}

/** The filters as the screen had them when it read every entry: work in a language, of a kind. */
const hasWork = (entry: EntryStatus, locale?: ContentLocale, state?: TextStateFilter) =>
  (!locale && !state) ||
  (locale ? [locale] : contentLocales).some(
    (code) =>
      (state !== 'needs-update' && entry.missing[code].length > 0) ||
      (state !== 'missing' && entry.outdated[code].length > 0),
  )

describe('the translation status table', () => {
  let editor: StaffLogin
  let translator: StaffLogin
  beforeAll(async () => {
    editor = await staff('editor')
    translator = await staff('translator', ['th-TH'])
  })

  /** What reading every entry whole says, as the screen said it before the table. */
  async function readWhole() {
    const payload = await testPayload()
    const user = {
      ...(await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })),
      collection: 'users',
    } as TypedUser
    const { entries } = await readTranslationEntries({ payload, user })
    const statuses = entries.map((entry) => statusOf(entry))
    const publication = new Map(
      await Promise.all(
        statuses.map(
          async ({ key, ref }) =>
            [key, await readPublicationStates({ payload, user }, ref)] as const,
        ),
      ),
    )
    return { statuses, publication }
  }

  /**
   * The entries read whole and the table's pages, read while no other test file (they run at the
   * same time, creating and deleting games of their own) changed the entries: a game deleted
   * between two pages moved the next page's first entry onto the page already read.
   */
  async function readBothAtOnce() {
    const keys = (statuses: EntryStatus[]) => statuses.map((entry) => entry.key).join()
    for (let attempt = 1; ; attempt++) {
      const before = await readWhole()
      const table = await everyPage()
      const whole = await readWhole()
      // (A game made and another deleted while the pages were read leaves the whole alike
      // before and after, and the pages shifted: read again then too.)
      const still =
        keys(before.statuses) === keys(whole.statuses) &&
        keys(table.entries) === keys(whole.statuses)
      if (still || attempt === 5) return { whole, table }
    }
  }

  it('says what every entry read whole says, in the same order, filtered, paged and totalled alike', async () => {
    const { whole, table } = await readBothAtOnce()
    expect(table.entries.length).toBeGreaterThan(entriesPerPage)
    expect(table.first.pages).toBe(Math.ceil(whole.statuses.length / entriesPerPage))
    expect(table.entries).toEqual(whole.statuses)
    expect(table.publication).toEqual(whole.publication)

    for (const [locale, state] of [
      ['th-TH', undefined],
      ['th-TH', 'missing'],
      ['th-TH', 'needs-update'],
      ['ja-JP', 'missing'],
      [undefined, 'needs-update'],
      [undefined, 'missing'],
    ] as const) {
      const kept = whole.statuses.filter((entry) => hasWork(entry, locale, state))
      const { first, entries } = await everyPage({ locale, state })
      const what = `${locale ?? 'any language'}, ${state ?? 'any state'}`
      expect(
        entries.map((entry) => entry.key),
        what,
      ).toEqual(kept.map((entry) => entry.key))
      expect(first.total, what).toBe(kept.length)
      expect(first.counts[state ?? 'any'], what).toBe(kept.length)
      for (const code of contentLocales) {
        const missing = kept.filter((entry) => entry.missing[code].length > 0)
        const outdated = kept.filter((entry) => entry.outdated[code].length > 0)
        expect(first.totals.missing[code], `${what}: missing in ${code}`).toEqual({
          entries: missing.length,
          texts: missing.reduce((sum, entry) => sum + entry.missing[code].length, 0),
        })
        expect(first.totals.outdated[code], `${what}: outdated in ${code}`).toEqual({
          entries: outdated.length,
          texts: outdated.reduce((sum, entry) => sum + entry.outdated[code].length, 0),
        })
      }
    }
  })

  it('pages 50 entries at a time, none twice, and keeps a page past the last to the last', async () => {
    const payload = await testPayload()
    const first = await readStatusPage(payload, {})
    const second = await readStatusPage(payload, { page: 2 })
    expect(first.entries).toHaveLength(entriesPerPage)
    expect(second.page).toBe(2)
    const keys = [...first.entries, ...second.entries].map((entry) => entry.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(first.entries[0].key).toBe('home-sections')
    const beyond = await readStatusPage(payload, { page: 999 })
    expect(beyond.page).toBe(first.pages)
    expect(beyond.entries.map((entry) => entry.key)).toEqual(
      (await readStatusPage(payload, { page: first.pages })).entries.map((entry) => entry.key),
    )
  })

  it('follows an English change, the Thai saved again and a confirmation', async () => {
    const game = await gameByNumber(423)
    const key = 'games/423'
    const needsUpdate = { locale: 'th-TH', state: 'needs-update' } as const
    expect(await shown(key, needsUpdate)).toBeUndefined()

    const english = `${game.title} Gold`
    expect(
      (await patchGame(editor, game.id, 'en-US', { title: english }, '&draft=true')).status,
    ).toBe(200)
    expect((await shown(key, needsUpdate))?.outdated['th-TH']).toEqual(['title'])
    expect((await shown(key))?.title).toBe(`423 · ${english}`)

    const thai = await gameByNumber(423, 'th-TH')
    expect(
      (
        await patchGame(
          translator,
          game.id,
          'th-TH',
          { title: `${thai.title} โกลด์` },
          '&draft=true',
        )
      ).status,
    ).toBe(200)
    expect(await shown(key, needsUpdate)).toBeUndefined()
    expect((await shown(key))?.outdated['ja-JP']).toEqual(['title'])

    const confirmed = await rest(
      `/api/translations/confirm?locale=ja-JP&collection=games&id=${game.id}`,
      editor,
      { method: 'POST', body: JSON.stringify({ paths: ['title'] }) },
    )
    expect(await confirmed.json()).toEqual({ confirmed: 1 })
    expect((await shown(key))?.outdated['ja-JP']).toEqual([])
  })

  it('follows a text cleared and filled in again', async () => {
    const game = await gameByNumber(424)
    const key = 'games/424'
    const thai = await gameByNumber(424, 'th-TH')
    const missingThai = { locale: 'th-TH', state: 'missing' } as const
    expect(await shown(key, missingThai)).toBeUndefined()
    const before = (await readStatusPage(await testPayload(), missingThai)).total

    expect(
      (await patchGame(translator, game.id, 'th-TH', { subtitle: '' }, '&draft=true')).status,
    ).toBe(200)
    expect((await shown(key, missingThai))?.missing['th-TH']).toEqual(['subtitle'])
    expect((await readStatusPage(await testPayload(), missingThai)).total).toBe(before + 1)

    expect(
      (await patchGame(translator, game.id, 'th-TH', { subtitle: thai.subtitle }, '&draft=true'))
        .status,
    ).toBe(200)
    expect(await shown(key, missingThai)).toBeUndefined()
  })

  it('follows Thai marked ready, published alone and the game unpublished', async () => {
    const game = await gameByNumber(425)
    const key = 'games/425'
    const query = `collection=games&id=${game.id}`
    expect((await shown(key))?.publication['th-TH']).toBe('published')

    const thai = await gameByNumber(425, 'th-TH')
    expect(
      (await patchGame(translator, game.id, 'th-TH', { title: `${thai.title} ใหม่` }, '&draft=true'))
        .status,
    ).toBe(200)
    expect((await shown(key))?.publication).toMatchObject({
      'th-TH': 'changed',
      'en-US': 'published',
    })

    const marked = await rest(`/api/translations/review?locale=th-TH&${query}`, translator, {
      method: 'POST',
      body: JSON.stringify({ ready: true }),
    })
    expect(marked.status).toBe(200)
    expect((await shown(key))?.publication['th-TH']).toBe('ready')
    const { waiting } = await readReviewQueue(await testPayload())
    expect(waiting.find((item) => item.entry.key === key)).toMatchObject({
      locale: 'th-TH',
      by: 'Test translator',
      email: translator.email,
      entry: { ref: { collection: 'games', id: game.id } },
    })
    // A Hindi translator's queue is Hindi's alone; Thai's names this one (walk 35, F17).
    const hindiQueue = await readReviewQueue(await testPayload(), 1000, ['hi-IN'])
    expect(hindiQueue.waiting.find((item) => item.entry.key === key)).toBeUndefined()
    expect(hindiQueue.waiting.every((item) => item.locale === 'hi-IN')).toBe(true)
    expect(hindiQueue.total).toBe(hindiQueue.waiting.length)
    const thaiQueue = await readReviewQueue(await testPayload(), 1000, ['th-TH'])
    expect(thaiQueue.waiting.find((item) => item.entry.key === key)).toBeDefined()
    // The queue names the account as it is now: a name changed since cannot pose as someone else.
    const payload = await testPayload()
    await payload.update({
      collection: 'users',
      id: translator.id,
      data: { name: 'Editor E' },
      overrideAccess: true,
    })
    const renamed = (await readReviewQueue(payload)).waiting.find((item) => item.entry.key === key)
    expect(renamed).toMatchObject({ by: 'Editor E', email: translator.email })
    await payload.update({
      collection: 'users',
      id: translator.id,
      data: { name: 'Test translator' },
      overrideAccess: true,
    })
    // At most the longest waiting are read, and how many wait in all.
    const one = await readReviewQueue(payload, 1)
    expect(one.waiting).toHaveLength(1)
    expect(one.total).toBeGreaterThanOrEqual(1)

    expect(
      (
        await patchGame(
          editor,
          game.id,
          'th-TH',
          { _status: 'published' },
          '&publishSpecificLocale=th-TH',
        )
      ).status,
    ).toBe(200)
    expect((await shown(key))?.publication['th-TH']).toBe('published')
    expect(
      (await readReviewQueue(await testPayload())).waiting.find((item) => item.entry.key === key),
    ).toBeUndefined()

    expect((await patchGame(editor, game.id, 'en-US', { _status: 'draft' })).status).toBe(200)
    const unpublished = await shown(key)
    for (const locale of contentLocales) expect(unpublished?.publication[locale]).toBe('draft')

    expect((await patchGame(editor, game.id, 'en-US', { _status: 'published' })).status).toBe(200)
    const republished = await shown(key)
    for (const locale of contentLocales) expect(republished?.publication[locale]).toBe('published')
  })

  /**
   * A fishing game's names for its special shots (the demo's buttons) are translated as any text:
   * a Thai translator writes the Thai one, the status counts a missing one and the files carry
   * them. A slot has none: even one whose English holds some (a game turned from fish to slot
   * keeps its values) is never counted as missing them, nor offered them in a file.
   */
  it('counts a fishing game’s special-shot names, and never a slot’s', async () => {
    const fish = await gameByNumber(702)
    const key = 'games/702'
    const thaiNames = (await gameByNumber(702, 'th-TH')).shotNames
    expect(thaiNames?.net).toBe('เลเซอร์ปลาตกเบ็ด')
    expect((await shown(key))?.missing['th-TH']).toEqual([])

    const cleared = await patchGame(
      translator,
      fish.id,
      'th-TH',
      { shotNames: { ...thaiNames, net: '' } },
      '&draft=true',
    )
    expect(cleared.status).toBe(200)
    expect((await shown(key, { locale: 'th-TH', state: 'missing' }))?.missing['th-TH']).toEqual([
      'shotNames › net',
    ])
    const xliff = async () =>
      (await rest('/api/translations/export?locale=th-TH&format=xliff', editor)).text()
    expect(await xliff()).toMatch(/id="games\/702\/shotNames\.net"[^>]*>/)

    expect(
      (await patchGame(translator, fish.id, 'th-TH', { shotNames: thaiNames }, '&draft=true'))
        .status,
    ).toBe(200)
    expect((await shown(key))?.missing['th-TH']).toEqual([])

    const slot = await gameByNumber(427)
    expect(slot.kind).toBe('slot')
    const named = await patchGame(
      editor,
      slot.id,
      'en-US',
      { shotNames: { net: 'Ghost Net', lightning: 'Ghost Bolt', bomb: 'Ghost Bomb' } },
      '&draft=true',
    )
    // A slot has no special shots: their names are refused (hostile round 27, F5) and not stored.
    expect(named.status).toBe(400)
    const draft = await (
      await testPayload()
    ).findByID({ collection: 'games', id: slot.id, draft: true, overrideAccess: true })
    expect(draft.shotNames?.net).not.toBe('Ghost Net')
    const entry = await shown('games/427')
    for (const locale of contentLocales)
      expect(
        entry?.missing[locale].filter((text) => text.startsWith('shotNames')),
        locale,
      ).toEqual([])
    expect(await xliff()).not.toContain('games/427/shotNames')
  })

  it('takes in a new game and lets a deleted one go', async () => {
    const payload = await testPayload()
    const before = (await readStatusPage(payload, {})).total
    const created = await rest('/api/games?locale=en-US&draft=true', editor, {
      method: 'POST',
      body: JSON.stringify({ gameId: 98765, theme: 'classic', title: 'Status Table Test' }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const entry = await shown('games/98765', { locale: 'th-TH', state: 'missing' })
    expect(entry).toMatchObject({
      title: '98765 · Status Table Test',
      ref: { collection: 'games', id: doc.id },
    })
    expect(entry?.missing['th-TH']).toContain('title')
    expect(entry?.publication['en-US']).toBe('draft')
    expect((await readStatusPage(payload, {})).total).toBe(before + 1)

    expect((await rest(`/api/games/${doc.id}`, editor, { method: 'DELETE' })).status).toBe(200)
    expect(await shown('games/98765')).toBeUndefined()
    expect((await readStatusPage(payload, {})).total).toBe(before)
  })

  it('is rebuilt by the deploy’s migration step after the content’s shape changed, before any screen asks', async () => {
    const payload = await testPayload()
    const db = (payload.db as unknown as { pool: { query: (text: string) => Promise<unknown> } })
      .pool
    // As after a deploy that added a localised field: the table was built for another shape, and
    // its rows say what that shape said (here: one game's rows are gone).
    await payload.kv.set(statusTableShapeKey, 'another shape')
    await db.query(`delete from translation_status where entry = 'games/701'`)

    const migrated = runScript(['scripts/migrate.ts'])
    expect(migrated).toMatch(/Translation status rebuilt for the content's shape: \d+ entries/)
    expect(await payload.kv.get(statusTableShapeKey)).toBe(statusTableShape(payload))
    expect((await shown('games/701'))?.title).toMatch(/^701 · /)

    // A current table is left alone: the next deploy's step rebuilds nothing.
    expect(runScript(['scripts/migrate.ts'])).not.toContain('Translation status rebuilt')
  })

  it('still says what every entry read whole says, after all those changes', async () => {
    const { whole, table } = await readBothAtOnce()
    expect(table.entries).toEqual(whole.statuses)
    expect(table.publication).toEqual(whole.publication)
  })
})
