import { beforeAll, describe, expect, it } from 'vitest'

import { gameByNumber, serverURL, staff, testPayload, type StaffLogin } from './helpers'

type FileText = {
  'en-US': string
  'th-TH': string
  state: string
  translatedFrom?: string
}
type EntryForForm = {
  texts: Record<string, { path: string; english: string; state: string; translatedFrom?: string }>
  readyForReview: Record<string, { by: string; at: string }>
}

const rest = (path: string, login: StaffLogin, init: RequestInit = {}) =>
  fetch(`${serverURL}${path}`, { ...init, headers: { ...login.headers, ...init.headers } })

const patchGame = (login: StaffLogin, id: number, locale: string, data: object, query = '') =>
  rest(`/api/games/${id}?locale=${locale}${query}`, login, {
    method: 'PATCH',
    body: JSON.stringify(data),
  })

async function thaiFile(login: StaffLogin) {
  const response = await rest('/api/translations/export?locale=th-TH&format=json', login)
  expect(response.status).toBe(200)
  return ((await response.json()) as { texts: Record<string, FileText> }).texts
}

async function formOf(login: StaffLogin, query: string, locale = 'th-TH') {
  const response = await rest(`/api/translations/entry?locale=${locale}&${query}`, login)
  expect(response.status).toBe(200)
  return (await response.json()) as EntryForForm
}

describe('translation freshness', () => {
  let editor: StaffLogin
  let translator: StaffLogin
  beforeAll(async () => {
    editor = await staff('editor')
    translator = await staff('translator', ['th-TH'])
  })

  it('marks the Thai subtitle "needs update" when the English changes, in the export and the form, until the translation is saved again', async () => {
    const game = await gameByNumber(417)
    const thai = await gameByNumber(417, 'th-TH')
    const before = game.subtitle!
    const after = `${before} Now with moonlit respins.`
    const key = 'games/417/subtitle'

    expect((await thaiFile(translator))[key].state).toBe('current')
    expect(
      (await patchGame(editor, game.id, 'en-US', { subtitle: after }, '&draft=true')).status,
    ).toBe(200)

    expect((await thaiFile(translator))[key]).toEqual({
      'en-US': after,
      'th-TH': thai.subtitle,
      state: 'needs-update',
      translatedFrom: before,
      base: expect.any(String),
    })
    const csv = await rest('/api/translations/export?locale=th-TH&format=csv', translator)
    const quoted = (text: string) => (/[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)
    expect(await csv.text()).toContain(
      [key, after, thai.subtitle, 'needs-update', before].map((cell) => quoted(cell!)).join(','),
    )
    const form = await formOf(translator, `collection=games&id=${game.id}`)
    expect(form.texts.subtitle).toMatchObject({
      english: after,
      state: 'needs-update',
      translatedFrom: before,
    })
    expect(form.texts.title.state).toBe('current')
    // Japanese has its own subtitle, made from the same English: it needs update too.
    expect(
      (await formOf(editor, `collection=games&id=${game.id}`, 'ja-JP')).texts.subtitle.state,
    ).toBe('needs-update')

    const retranslated = `${thai.subtitle} พร้อมหมุนซ้ำใต้แสงจันทร์`
    expect(
      (await patchGame(translator, game.id, 'th-TH', { subtitle: retranslated }, '&draft=true'))
        .status,
    ).toBe(200)
    expect((await thaiFile(translator))[key]).toEqual({
      'en-US': after,
      'th-TH': retranslated,
      state: 'current',
      base: expect.any(String),
    })
  })

  it('clears the mark when someone says the translation is still correct', async () => {
    const game = await gameByNumber(418)
    const english = `${game.title} Deluxe`
    expect(
      (await patchGame(editor, game.id, 'en-US', { title: english }, '&draft=true')).status,
    ).toBe(200)
    expect((await formOf(translator, `collection=games&id=${game.id}`)).texts.title.state).toBe(
      'needs-update',
    )

    const confirm = await rest(
      `/api/translations/confirm?locale=th-TH&collection=games&id=${game.id}`,
      translator,
      {
        method: 'POST',
        body: JSON.stringify({ paths: ['title'] }),
      },
    )
    expect(await confirm.json()).toEqual({ confirmed: 1 })
    expect((await formOf(translator, `collection=games&id=${game.id}`)).texts.title.state).toBe(
      'current',
    )
    // Only for the languages one may edit.
    const japanese = await rest(
      `/api/translations/confirm?locale=ja-JP&collection=games&id=${game.id}`,
      translator,
      {
        method: 'POST',
        body: JSON.stringify({}),
      },
    )
    expect(japanese.status).toBe(403)
  })

  it('follows rich text, feature rows and the label sets', async () => {
    const payload = await testPayload()
    const game = await gameByNumber(419)
    const row = game.features![0]
    const features = game.features!.map((feature) =>
      feature.id === row.id ? { ...feature, text: `${feature.text} (stacked)` } : feature,
    )
    const description = await payload.findByID({
      collection: 'games',
      id: game.id,
      locale: 'en-US',
      depth: 0,
      overrideAccess: true,
    })
    const paragraph = {
      type: 'paragraph',
      version: 1,
      children: [
        {
          type: 'text',
          text: 'The moon rises twice.',
          format: 1,
          version: 1,
          detail: 0,
          mode: 'normal',
          style: '',
        },
      ],
    }
    const root = description.description as { root: { children: unknown[] } }
    const changedDescription = {
      ...root,
      root: { ...root.root, children: [...root.root.children, paragraph] },
    }
    expect(
      (
        await patchGame(
          editor,
          game.id,
          'en-US',
          { features, description: changedDescription },
          '&draft=true',
        )
      ).status,
    ).toBe(200)
    const form = await formOf(translator, `collection=games&id=${game.id}`)
    expect(form.texts['features.0.text']).toMatchObject({
      state: 'needs-update',
      path: `features.${row.id}.text`,
    })
    expect(form.texts['features.1.text']?.state).not.toBe('needs-update')
    expect(form.texts.description).toMatchObject({ state: 'needs-update' })
    expect(form.texts.description.english).toContain('**The moon rises twice.**')

    const labels = await rest('/api/globals/label-sets?locale=en-US&draft=true', editor, {
      method: 'POST',
      body: JSON.stringify({ mainNav: { home: 'Home page' } }),
    })
    expect(labels.status).toBe(200)
    const labelForm = await formOf(translator, 'global=label-sets')
    expect(labelForm.texts['mainNav.home']).toMatchObject({
      state: 'needs-update',
      english: 'Home page',
      translatedFrom: 'Home',
    })
    expect((await thaiFile(translator))['label-sets/mainNav.home'].state).toBe('needs-update')
  })

  it('lets a translator mark Thai ready for review, and the editor publish Thai alone, which takes the mark off', async () => {
    const game = await gameByNumber(420)
    const query = `collection=games&id=${game.id}`
    const englishDraft = `${game.title} Remastered`
    expect(
      (await patchGame(editor, game.id, 'en-US', { title: englishDraft }, '&draft=true')).status,
    ).toBe(200)
    const thaiTitle = `ฉบับรีมาสเตอร์ ${Date.now() % 100000}`
    expect(
      (await patchGame(translator, game.id, 'th-TH', { title: thaiTitle }, '&draft=true')).status,
    ).toBe(200)

    const marked = await rest(`/api/translations/review?locale=th-TH&${query}`, translator, {
      method: 'POST',
      body: JSON.stringify({ ready: true }),
    })
    expect(marked.status).toBe(200)
    expect((await formOf(editor, query, 'en-US')).readyForReview['th-TH']).toMatchObject({
      by: 'Test translator',
    })

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
    const published = async (locale: 'en-US' | 'th-TH') =>
      (await testPayload()).findByID({
        collection: 'games',
        id: game.id,
        locale,
        draft: false,
        overrideAccess: true,
      })
    expect((await published('th-TH')).title).toBe(thaiTitle)
    expect((await published('en-US')).title).toBe(game.title)
    expect((await formOf(editor, query, 'en-US')).readyForReview).toEqual({})
  })
  it('takes the mark off when the translator changes the texts after marking them ready (walk 34, F10), not for the last autosave nor for the editor’s own fix', async () => {
    const game = await gameByNumber(428)
    const query = `collection=games&id=${game.id}`
    const mark = async () =>
      rest(`/api/translations/review?locale=th-TH&${query}`, translator, {
        method: 'POST',
        body: JSON.stringify({ ready: true }),
      })
    const marked = async () => (await formOf(editor, query, 'en-US')).readyForReview['th-TH']
    const stamp = Date.now() % 100000
    expect(
      (await patchGame(translator, game.id, 'th-TH', { title: `ชื่อ ${stamp}` }, '&draft=true'))
        .status,
    ).toBe(200)
    expect((await mark()).status).toBe(200)
    // The form's last autosave, landing just after the click, keeps the mark.
    expect(
      (await patchGame(translator, game.id, 'th-TH', { title: `ชื่อ ${stamp} ก` }, '&draft=true'))
        .status,
    ).toBe(200)
    expect(await marked()).toBeDefined()
    // An editor's fix during the review keeps it too.
    await new Promise((resolve) => setTimeout(resolve, 5500))
    expect(
      (await patchGame(editor, game.id, 'th-TH', { title: `ชื่อ ${stamp} ข` }, '&draft=true')).status,
    ).toBe(200)
    expect(await marked()).toBeDefined()
    // The translator's own later change (a re-import, a second thought) takes it off.
    expect(
      (await patchGame(translator, game.id, 'th-TH', { title: `ชื่อ ${stamp} ค` }, '&draft=true'))
        .status,
    ).toBe(200)
    expect(await marked()).toBeUndefined()
    expect((await formOf(translator, query)).readyForReview['th-TH']).toBeUndefined()
  })
})
