import { beforeAll, describe, expect, it } from 'vitest'

import { gameByNumber, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const rest = (path: string, login: StaffLogin, init: RequestInit = {}) =>
  fetch(`${serverURL}${path}`, { ...init, headers: { ...login.headers, ...init.headers } })

const exportXliff = async (login: StaffLogin) => {
  const response = await rest('/api/translations/export?locale=th-TH&format=xliff', login)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-disposition')).toBe(
    'attachment; filename="starfin-texts-th-TH.xlf"',
  )
  return response.text()
}

const importXliff = async (login: StaffLogin, body: string) => {
  const response = await rest('/api/translations/import?locale=th-TH', login, {
    method: 'POST',
    headers: { 'content-type': 'application/x-xliff+xml' },
    body,
  })
  expect(response.status).toBe(200)
  return (await response.json()) as {
    updated: number
    confirmed: number
    notes: number
    errors: unknown[]
  }
}

/** The `<trans-unit>` of a text key. */
const unitOf = (file: string, key: string) =>
  file.match(new RegExp(`<trans-unit id="${key}"[^>]*>[\\s\\S]*?</trans-unit>`))![0]

describe('an XLIFF file exported, changed in a CAT tool and imported', () => {
  let translator: StaffLogin
  let editor: StaffLogin
  beforeAll(async () => {
    translator = await staff('translator', ['th-TH'])
    editor = await staff('editor')
  })

  it('lands as Thai drafts: a changed target, rich text with its formatting, and an added note survive', async () => {
    const payload = await testPayload()
    const game = await gameByNumber(421)
    const thai = await gameByNumber(421, 'th-TH')
    const file = await exportXliff(translator)
    const titleUnit = unitOf(file, 'games/421/title')
    expect(titleUnit).toContain(`<target state="translated">${thai.title}</target>`)

    const newTitle = `${thai.title} ฉบับพิเศษ`
    const editedTitle = titleUnit
      .replace(`>${thai.title}</target>`, `>${newTitle}</target>`)
      .replace(
        '</trans-unit>',
        '<note from="cat-tool">Shortened for the lobby.</note></trans-unit>',
      )
    const termsUnit = unitOf(file, 'terms-page/content#1')
    const editedTerms = termsUnit.replace(/<\/target>/, ' (ฉบับแก้ไข)</target>')
    const summary = await importXliff(
      translator,
      file.replace(titleUnit, editedTitle).replace(termsUnit, editedTerms),
    )
    expect(summary).toMatchObject({ updated: 2, notes: 1, errors: [] })

    const draft = await payload.findByID({
      collection: 'games',
      id: game.id,
      locale: 'th-TH',
      draft: true,
      overrideAccess: true,
    })
    expect(draft.title).toBe(newTitle)
    expect(await gameByNumber(421, 'th-TH')).toMatchObject({ title: thai.title })
    const terms = await payload.findGlobal({
      slug: 'terms-page',
      locale: 'th-TH',
      draft: true,
      overrideAccess: true,
    })
    expect(JSON.stringify(terms.content)).toContain('(ฉบับแก้ไข)')

    const again = await exportXliff(translator)
    expect(unitOf(again, 'games/421/title')).toContain(
      '<note from="translator">Shortened for the lobby.</note>',
    )
    expect(unitOf(again, 'terms-page/content#1')).toBe(editedTerms)
  })

  it('carries "needs update" as the target state, and a CAT tool’s "translated" confirms it', async () => {
    const game = await gameByNumber(422)
    const english = `${game.title} Gold`
    const saved = await rest(`/api/games/${game.id}?locale=en-US&draft=true`, editor, {
      method: 'PATCH',
      body: JSON.stringify({ title: english }),
    })
    expect(saved.status).toBe(200)
    const file = await exportXliff(translator)
    const unit = unitOf(file, 'games/422/title')
    expect(unit).toContain('state="needs-review-translation"')
    expect(unit).toContain(`<source>${english}</source>`)
    expect(unit).toContain(`It was:\n${game.title}</note>`)

    const summary = await importXliff(
      translator,
      file.replace(unit, unit.replace('state="needs-review-translation"', 'state="translated"')),
    )
    expect(summary).toMatchObject({ updated: 0, confirmed: 1, errors: [] })
    expect(unitOf(await exportXliff(translator), 'games/422/title')).toContain('state="translated"')
  })

  it('writes the notes a CAT tool shows in the exporting translator’s admin language', async () => {
    // A game of its own: translation-status.test reads 423's state as seeded.
    const game = await gameByNumber(426)
    const saved = await rest(`/api/games/${game.id}?locale=en-US&draft=true`, editor, {
      method: 'PATCH',
      body: JSON.stringify({ title: `${game.title} Deluxe` }),
    })
    expect(saved.status).toBe(200)
    const inThai = await rest('/api/translations/export?locale=th-TH&format=xliff', translator, {
      headers: { cookie: 'payload-lng=th' },
    })
    const unit = unitOf(await inThai.text(), 'games/426/title')
    // Where the text is, as the Thai admin names the field (was "… › title"), the game by its
    // Thai title (was its English one: walk 53, F7).
    expect(unit).toMatch(/<note from="[^"]+">426 · [^<]+ › ชื่อเกม<\/note>/)
    const thaiTitle = (await gameByNumber(426, 'th-TH')).title as string
    expect(unit).toContain(`>426 · ${thaiTitle} › ชื่อเกม</note>`)
    // Why it needs update, in Thai (was "Needs update. The English it was translated from:").
    // …followed by the English it was translated from (whatever the files before left it as).
    expect(unit).toMatch(
      /<note from="[^"]+">ต้องอัปเดต — ต้นฉบับภาษาอังกฤษเปลี่ยนไปหลังจากแปลแล้ว เดิมคือ:\n[^<]+<\/note>/,
    )
    expect(unit).not.toMatch(/Needs update|translated from/)
  })

  it('is refused with 400 when it nests <g> 20,000 deep, and none of its texts is stored', async () => {
    const payload = await testPayload()
    const game = await gameByNumber(436)
    const draftTitle = async () =>
      (
        await payload.findByID({
          collection: 'games',
          id: game.id,
          locale: 'th-TH',
          draft: true,
          overrideAccess: true,
        })
      ).title
    const before = await draftTitle()
    const file = await exportXliff(translator)
    const titleUnit = unitOf(file, 'games/436/title')
    const subtitleUnit = unitOf(file, 'games/436/subtitle')
    const deep = '<g id="1">'.repeat(20_000) + 'x' + '</g>'.repeat(20_000)
    const edited = file
      .replace(titleUnit, titleUnit.replace(/<target[^>]*>.*?<\/target>/, '<target>ใหม่</target>'))
      .replace(
        subtitleUnit,
        subtitleUnit.replace(/<target[^>]*(\/>|>.*?<\/target>)/, `<target>${deep}</target>`),
      )

    const response = await rest('/api/translations/import?locale=th-TH', translator, {
      method: 'POST',
      headers: { 'content-type': 'application/x-xliff+xml' },
      body: edited,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'The file nests elements deeper than 32 levels.',
      code: 'xmlTooDeep',
    })
    expect(await draftTitle()).toBe(before)
  })

  it('is refused in the language of the translator’s admin, not in English', async () => {
    const upload = (body: string, language: string, type = 'application/x-xliff+xml') =>
      rest('/api/translations/import?locale=th-TH', translator, {
        method: 'POST',
        // The admin sends its language as Payload's language cookie.
        headers: { 'content-type': type, cookie: `payload-lng=${language}` },
        body,
      })
    const html = await upload('<html/>', 'th')
    expect(html.status).toBe(400)
    expect(await html.json()).toEqual({ error: 'ไฟล์นี้ไม่ใช่เอกสาร XLIFF', code: 'notXliff' })

    const japanese = (await exportXliff(translator)).replace(
      'target-language="th-TH"',
      'target-language="ja-JP"',
    )
    expect(await (await upload(japanese, 'th')).json()).toEqual({
      error: 'ไฟล์นี้มีข้อความ ภาษาญี่ปุ่น (ja-JP) ไม่ใช่ ภาษาไทย (th-TH)',
      code: 'otherLanguage',
    })
    expect(await (await upload('<xliff version="1.2"><file>', 'ja')).json()).toMatchObject({
      error: expect.stringMatching(/^ファイルが正しいXMLではありません（1行目、\d+文字目）。$/),
    })
    const csv = await upload('key,en-US\r\ngames/24/title,x\r\n', 'vi', 'text/csv')
    expect(await csv.json()).toEqual({
      error: 'Dòng đầu của tệp CSV cần có cột “key” và cột “th-TH”.',
      code: 'csvColumns',
    })
  })
})
