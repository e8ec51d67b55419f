/**
 * A translator's file uploaded after the texts changed on the site (walk 35, F23): an older file
 * never undoes what was saved since it was downloaded (another import, a colleague's edit), and a
 * translation made from older English than today's is saved as one, so it still needs update.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paragraph, paragraphs } from '../support/richText'
import { englishGame, serverURL, staff, storedDraft, testPayload, type StaffLogin } from './helpers'

const rest = (path: string, login: StaffLogin, init: RequestInit = {}) =>
  fetch(`${serverURL}${path}`, { ...init, headers: { ...login.headers, ...init.headers } })

type Summary = {
  updated: number
  unchanged: number
  confirmed: number
  errors: { key: string; label?: string; error: string }[]
}

const exported = async (login: StaffLogin, format: 'xliff' | 'csv') => {
  const response = await rest(`/api/translations/export?locale=th-TH&format=${format}`, login)
  expect(response.status).toBe(200)
  return response.text()
}

const imported = async (login: StaffLogin, body: string, format: 'xliff' | 'csv' = 'xliff') => {
  const response = await rest('/api/translations/import?locale=th-TH', login, {
    method: 'POST',
    headers: { 'content-type': format === 'xliff' ? 'application/x-xliff+xml' : 'text/csv' },
    body,
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Summary
}

/** The `<trans-unit>` of a text key. */
const unitOf = (file: string, key: string) =>
  file.match(new RegExp(`<trans-unit id="${key}"[^>]*>[\\s\\S]*?</trans-unit>`))![0]

/** The file with one unit's target (and, when given, its English) replaced. */
const withUnit = (file: string, key: string, target: string, source?: string) => {
  const unit = unitOf(file, key)
  let changed = unit.replace(
    /<target state="[^"]*"(?:\/>|>[\s\S]*?<\/target>)/,
    `<target state="translated">${target}</target>`,
  )
  if (source !== undefined)
    changed = changed.replace(/<source>[\s\S]*?<\/source>/, `<source>${source}</source>`)
  return file.replace(unit, changed)
}

const created: number[] = []
let translator: StaffLogin
let colleague: StaffLogin
let game: { id: number; key: string }

beforeAll(async () => {
  translator = await staff('translator', ['th-TH'])
  // Another account (one of the same role and languages would be the same one, signed in again).
  colleague = await staff('translator', ['th-TH', 'vi-VN'])
  const payload = await testPayload()
  const gameId = 998000 + Math.floor(Math.random() * 900)
  const made = await englishGame(created, gameId, `Tide Keeper ${gameId}`)
  await payload.update({
    collection: 'games',
    id: made.id,
    locale: 'en-US',
    overrideAccess: true,
    data: { subtitle: 'Ride the spring tide' },
  })
  await payload.update({
    collection: 'games',
    id: made.id,
    locale: 'th-TH',
    overrideAccess: true,
    data: {
      title: `ผู้เฝ้าน้ำขึ้น ${gameId}`,
      subtitle: 'โต้คลื่นน้ำเกิด',
      description: paragraph('เกมทดสอบ'),
    } as never,
  })
  game = { id: made.id, key: `games/${gameId}` }
})

afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

describe('a Thai file downloaded before a colleague’s change and uploaded after it', () => {
  it('keeps the colleague’s text where the file leaves it as it was, and saves what the file changes', async () => {
    const file = await exported(translator, 'xliff')
    const theirs = `ผู้พิทักษ์กระแสน้ำ ${Date.now() % 1000}`
    const edit = await rest(`/api/games/${game.id}?locale=th-TH&draft=true`, colleague, {
      method: 'PATCH',
      body: JSON.stringify({ title: theirs }),
    })
    expect(edit.status).toBe(200)

    const mine = 'ขี่คลื่นน้ำเกิดไปด้วยกัน'
    const summary = await imported(translator, withUnit(file, `${game.key}/subtitle`, mine))
    expect(summary).toMatchObject({ updated: 1, errors: [] })
    const draft = await storedDraft(game.id, 'th-TH')
    expect(draft.subtitle).toBe(mine)
    expect(draft.title).toBe(theirs)
  })

  it('keeps the colleague’s text where the file changes it too, and names it in the result', async () => {
    const file = await exported(translator, 'xliff')
    const theirs = `ผู้พิทักษ์ทะเล ${Date.now() % 1000}`
    expect(
      (
        await rest(`/api/games/${game.id}?locale=th-TH&draft=true`, colleague, {
          method: 'PATCH',
          body: JSON.stringify({ title: theirs }),
        })
      ).status,
    ).toBe(200)

    const summary = await imported(translator, withUnit(file, `${game.key}/title`, 'ชื่อจากไฟล์เก่า'))
    expect(summary.updated).toBe(0)
    expect(summary.errors).toEqual([
      expect.objectContaining({
        key: `${game.key}/title`,
        error: expect.stringContaining('Changed on the site since the file was exported'),
      }),
    ])
    expect((await storedDraft(game.id, 'th-TH')).title).toBe(theirs)

    // In the Thai admin, the text is named in Thai (walk 36, F10).
    const inThai = await imported(
      { ...translator, headers: { ...translator.headers, cookie: 'payload-lng=th' } },
      withUnit(file, `${game.key}/title`, 'ชื่อจากไฟล์เก่า'),
    )
    // Named by the Thai title, as saved texts are, and with the file's text to do again (walk 37,
    // F10: it said "… · Tide Keeper …", and the refused text was to be found in the file).
    expect(inThai.errors).toEqual([
      expect.objectContaining({
        label: expect.stringMatching(new RegExp(`^\\d+ · ${theirs} › ชื่อเกม$`)),
        error: expect.stringContaining('ข้อความนี้ถูกแก้บนเว็บไซต์หลังจากส่งออกไฟล์'),
        text: 'ชื่อจากไฟล์เก่า',
      }),
    ])
  })

  it('does the same from a CSV file, whose base column carries the stamp', async () => {
    const file = await exported(translator, 'csv')
    const header = file.slice(0, file.indexOf('\r\n'))
    // (fetch's text() reads the byte-order mark as the encoding's, not as text)
    expect(header).toBe('key,en-US,th-TH,state,translated from,base')
    const theirs = `ผู้เฝ้าประภาคาร ${Date.now() % 1000}`
    await rest(`/api/games/${game.id}?locale=th-TH&draft=true`, colleague, {
      method: 'PATCH',
      body: JSON.stringify({ title: theirs }),
    })
    const lines = file.split('\r\n')
    const titleLine = lines.findIndex((line) => line.startsWith(`${game.key}/title,`))
    const cells = lines[titleLine].split(',')
    cells[2] = 'ชื่อจาก CSV เก่า'
    lines[titleLine] = cells.join(',')
    const summary = await imported(translator, lines.join('\r\n'), 'csv')
    expect(summary.errors.map((error) => error.key)).toEqual([`${game.key}/title`])
    expect((await storedDraft(game.id, 'th-TH')).title).toBe(theirs)
  })
})

describe('a Thai file that lost its stamps (a spreadsheet’s three columns, a CAT tool that drops attributes)', () => {
  /** A game whose Thai has a title and no subtitle yet. */
  async function halfTranslated() {
    const payload = await testPayload()
    const gameId = 998000 + Math.floor(Math.random() * 900)
    const made = await englishGame(created, gameId, `Reef Lantern ${gameId}`)
    await payload.update({
      collection: 'games',
      id: made.id,
      locale: 'en-US',
      overrideAccess: true,
      data: { subtitle: 'Light the reef at night' },
    })
    await payload.update({
      collection: 'games',
      id: made.id,
      locale: 'th-TH',
      overrideAccess: true,
      data: { title: `โคมแนวปะการัง ${gameId}` } as never,
    })
    return { id: made.id, key: `games/${gameId}`, title: `โคมแนวปะการัง ${gameId}` }
  }

  it('fills a text the site has none of, and changes none the site has: a colleague’s newer text stays, named in the result', async () => {
    const reef = await halfTranslated()
    const file = await exported(translator, 'csv')
    const theirs = `โคมใต้ทะเล ${Date.now() % 1000}`
    await rest(`/api/games/${reef.id}?locale=th-TH&draft=true`, colleague, {
      method: 'PATCH',
      body: JSON.stringify({ title: theirs }),
    })
    // Saved by a spreadsheet with the three columns a translator works in.
    const rows = file
      .split('\r\n')
      .filter(
        (line) => line.startsWith(`${reef.key}/title,`) || line.startsWith(`${reef.key}/subtitle,`),
      )
      .map((line) => line.split(',').slice(0, 3))
    expect(rows).toHaveLength(2)
    for (const cells of rows)
      cells[2] = cells[0].endsWith('/title') ? 'ชื่อจากไฟล์เก่า' : 'จุดโคมให้แนวปะการังยามค่ำ'
    const threeColumns = ['key,en-US,th-TH', ...rows.map((cells) => cells.join(','))].join('\r\n')
    const summary = await imported(translator, threeColumns, 'csv')
    expect(summary.updated).toBe(1)
    expect(summary.errors).toEqual([
      expect.objectContaining({
        key: `${reef.key}/title`,
        error: expect.stringContaining('the file has lost its “base” stamp'),
      }),
    ])
    const draft = await storedDraft(reef.id, 'th-TH')
    expect(draft.title).toBe(theirs)
    expect(draft.subtitle).toBe('จุดโคมให้แนวปะการังยามค่ำ')
  })

  it('does the same from an XLIFF file whose units lost their base attribute, in the translator’s admin language', async () => {
    const reef = await halfTranslated()
    const file = await exported(translator, 'xliff')
    const stripped = withUnit(
      withUnit(file, `${reef.key}/title`, 'ชื่อจาก XLIFF เก่า'),
      `${reef.key}/subtitle`,
      'แสงโคมส่องแนวปะการัง',
    ).replace(/\s+starfin:base="[^"]*"/g, '')
    expect(stripped).not.toContain('starfin:base=')
    const summary = await imported(
      { ...translator, headers: { ...translator.headers, cookie: 'payload-lng=th' } },
      stripped,
    )
    expect(summary.updated).toBe(1)
    expect(summary.errors).toEqual([
      expect.objectContaining({
        key: `${reef.key}/title`,
        error: expect.stringContaining('ไฟล์ไม่มีตรา “base”'),
      }),
    ])
    const draft = await storedDraft(reef.id, 'th-TH')
    expect(draft.title).toBe(reef.title)
    expect(draft.subtitle).toBe('แสงโคมส่องแนวปะการัง')
  })
})

describe('a Thai file whose English is older than today’s', () => {
  const stateOf = (file: string, key: string) =>
    /<target state="([^"]+)"/.exec(unitOf(file, key))![1]

  it('saves the translation as made from that English: it still needs update, and says from what', async () => {
    const file = await exported(translator, 'xliff')
    const key = `${game.key}/subtitle`
    expect(stateOf(file, key)).toBe('translated')
    const summary = await imported(
      translator,
      withUnit(file, key, 'โต้คลื่นน้ำเกิดจนเป็นตำนาน', 'Ride the tide and become a legend'),
    )
    expect(summary).toMatchObject({ updated: 1, errors: [] })
    const after = await exported(translator, 'xliff')
    expect(stateOf(after, key)).toBe('needs-review-translation')
    expect(unitOf(after, key)).toContain('Ride the tide and become a legend')
  })

  it('is not confirmed by a file of that older English marked translated; one of today’s English confirms it', async () => {
    const key = `${game.key}/subtitle`
    const file = await exported(translator, 'xliff')
    const current = /<target state="[^"]*">([\s\S]*?)<\/target>/.exec(unitOf(file, key))![1]
    const old = await imported(
      translator,
      withUnit(file, key, current, 'Ride the tide and become a legend'),
    )
    expect(old.confirmed).toBe(0)
    expect(stateOf(await exported(translator, 'xliff'), key)).toBe('needs-review-translation')

    const today = await imported(translator, withUnit(file, key, current))
    expect(today.confirmed).toBe(1)
    expect(stateOf(await exported(translator, 'xliff'), key)).toBe('translated')
  })
})

describe('a Thai file uploaded after its language was marked ready for review (walk 38, F5)', () => {
  it('says which entries it took the mark off, in the result', async () => {
    const query = `collection=games&id=${game.id}`
    const marking = await rest(`/api/translations/review?locale=th-TH&${query}`, translator, {
      method: 'POST',
      body: JSON.stringify({ ready: true }),
    })
    expect(marking.status).toBe(200)
    const marked = async () =>
      (
        (await (
          await rest(`/api/translations/entry?locale=th-TH&${query}`, translator)
        ).json()) as {
          readyForReview: Record<string, unknown>
        }
      ).readyForReview['th-TH']
    expect(await marked()).toBeDefined()
    // A save within seconds of the mark counts as part of the marking (the form's last autosave).
    await new Promise((resolve) => setTimeout(resolve, 5500))
    const file = await exported(translator, 'xliff')
    const summary = (await imported(
      translator,
      withUnit(file, `${game.key}/subtitle`, `คลื่นลูกใหม่ ${Date.now() % 1000}`),
    )) as Summary & { unmarked: string[]; saved: { key: string }[] }
    expect(summary).toMatchObject({ updated: 1, errors: [] })
    expect(summary.saved.map(({ key }) => key)).toEqual([game.key])
    expect(summary.unmarked).toEqual([game.key])
    expect(await marked()).toBeUndefined()
    // A file that changes nothing leaves a new mark alone, and says nothing of it.
    expect(
      (
        await rest(`/api/translations/review?locale=th-TH&${query}`, translator, {
          method: 'POST',
          body: JSON.stringify({ ready: true }),
        })
      ).status,
    ).toBe(200)
    const again = (await imported(translator, await exported(translator, 'xliff'))) as Summary & {
      unmarked: string[]
    }
    expect(again).toMatchObject({ updated: 0, unmarked: [] })
    expect(await marked()).toBeDefined()
  })
})

describe('a Thai rich text laid out in other blocks than its English', () => {
  it('comes back from an untouched file as it was, and a change to it is refused, not put in the English’s blocks', async () => {
    const payload = await testPayload()
    const gameId = 998900 + Math.floor(Math.random() * 90)
    const made = await englishGame(created, gameId, `Three Wells ${gameId}`)
    const key = `games/${gameId}/description`
    await payload.update({
      collection: 'games',
      id: made.id,
      locale: 'en-US',
      overrideAccess: true,
      data: { description: paragraphs('The first well.', 'The second well.') } as never,
    })
    const thai = paragraphs('บ่อแรก', 'บ่อที่สอง', 'บ่อที่สาม')
    await payload.update({
      collection: 'games',
      id: made.id,
      locale: 'th-TH',
      overrideAccess: true,
      data: { title: `สามบ่อ ${gameId}`, description: thai } as never,
    })
    const file = await exported(translator, 'xliff')
    expect(file).toContain(`<trans-unit id="${key}#1"`)
    // An untouched file (a CAT tool's round trip) writes nothing: the third paragraph stays.
    const untouched = await imported(translator, file)
    expect(untouched.errors).toEqual([])
    expect(untouched.updated).toBe(0)
    const paragraphsOf = async () =>
      ((await storedDraft(made.id, 'th-TH')).description as typeof thai).root.children.map(
        (block) => (block.children[0] as { text: string }).text,
      )
    expect(await paragraphsOf()).toEqual(['บ่อแรก', 'บ่อที่สอง', 'บ่อที่สาม'])
    // A change cannot be put back in place: refused, with the reason.
    const changed = await imported(translator, withUnit(file, `${key}#1`, 'บ่อแรกสุด'))
    expect(changed.errors).toEqual([
      expect.objectContaining({
        key,
        error: expect.stringMatching(/laid out in different blocks from the English/),
      }),
    ])
    expect(await paragraphsOf()).toEqual(['บ่อแรก', 'บ่อที่สอง', 'บ่อที่สาม'])
  })
})
