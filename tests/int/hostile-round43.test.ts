/**
 * A penetration test's findings of round 43 that an upload shows (F7 and F8, a queue place held
 * until the server's work ends, are the visitor queue's unit tests):
 * - F1: a PNG cut short passed the header's read and failed later in Payload's resize, with its
 *   vague message and a stack in the log.
 * - F2: a 100 × 50,000 strip took 18 s of image work (enlarged on the way to the site's crops).
 * - F3: a link to `javascript:…` was saved in a translator's rich text (React blocks it on the
 *   site; translation files and e-mails carry the same text).
 * - F5: a withdrawn game's key art stayed readable at the optimizer's address (Next keeps its
 *   pictures), and at the file's own address from the server's stored copy.
 * - F6: one translator's four exports at once slowed every visitor fifty times.
 * (F4, a file without its stamps, is in `translation-stale-file.test.ts`.)
 */
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { linkText, toAddress } from '../support/richText'
import { englishGameData } from '../support/testGame'

import { englishGame, serverURL, staff, storedDraft, testPayload } from './helpers'

async function upload(png: Buffer, alt: string) {
  const editor = await staff('editor')
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${alt}.png`)
  form.append('_payload', JSON.stringify({ alt }))
  const answer = await fetch(`${serverURL}/api/media`, {
    method: 'POST',
    headers: { authorization: editor.headers.authorization },
    body: form,
  })
  const stored = await (
    await testPayload()
  ).count({ collection: 'media', where: { alt: { equals: alt } }, overrideAccess: true })
  return {
    status: answer.status,
    body: JSON.stringify(await answer.json()),
    stored: stored.totalDocs,
  }
}

describe('an upload', () => {
  it('cut short is a 400 that says so, and stores nothing', async () => {
    const whole = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#b45309' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    const answer = await upload(whole.subarray(0, 2000), `round43-cut-${Date.now()}`)
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('cannot be read as a picture')
    expect(answer.stored).toBe(0)
  })

  it('far longer than wide is a 400 naming its size, and stores nothing', async () => {
    const strip = await sharp({
      create: { width: 40, height: 2000, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer()
    const answer = await upload(strip, `round43-strip-${Date.now()}`)
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('40 × 2000 pixels')
    expect(answer.stored).toBe(0)
  })
})

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

describe('a withdrawn game’s key art', () => {
  it('is a 404 to strangers at every address the page gave, the optimizer’s and the file’s own, once withdrawn', async () => {
    const editor = await staff('editor')
    const png = await sharp({
      create: { width: 480, height: 300, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    const name = `round43-keyart-${Date.now()}.png`
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
    form.append('_payload', JSON.stringify({ alt: 'Key art published by mistake' }))
    const uploaded = await fetch(`${serverURL}/api/media`, {
      method: 'POST',
      headers: { authorization: editor.headers.authorization },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { doc: media } = (await uploaded.json()) as { doc: { id: number; url: string } }
    const gameId = 997000 + Math.floor(Math.random() * 900)
    const made = await fetch(`${serverURL}/api/games?locale=en-US`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ ...englishGameData(gameId, `Mistake ${gameId}`), cover: media.id }),
    })
    expect(made.status).toBe(201)
    const { doc: game } = (await made.json()) as { doc: { id: number } }
    created.push(game.id)

    const page = (await (await fetch(`${serverURL}/en/detail/${gameId}`)).text()).replaceAll(
      '&amp;',
      '&',
    )
    const path = new URL(media.url, serverURL).pathname
    const optimizer = new RegExp(
      `/_next/image\\?url=(${encodeURIComponent(path)}[^&"]*)&w=\\d+&q=\\d+`,
    ).exec(page)
    expect(optimizer, 'the game page shows the key art').not.toBeNull()
    const file = decodeURIComponent(optimizer![1])
    const picture = optimizer![0]
    const webp = { accept: 'image/webp,*/*' }
    // Read twice, so that the optimizer and the server's stored copies hold them.
    for (let i = 0; i < 2; i++) {
      const shown = await fetch(serverURL + file)
      expect(shown.status).toBe(200)
      // A shared cache in front keeps it by its tag, which the withdrawal purges.
      expect(shown.headers.get('xkey')).toContain(`media:${media.id}`)
      expect((await fetch(serverURL + picture, { headers: webp })).status).toBe(200)
    }

    const withdrawn = await fetch(`${serverURL}/api/games/${game.id}?locale=en-US`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ _status: 'draft' }),
    })
    expect(withdrawn.status).toBe(200)
    expect((await fetch(`${serverURL}/en/detail/${gameId}`)).status).toBe(404)
    for (const address of [file, path, picture]) {
      const answer = await fetch(serverURL + address, { headers: webp })
      expect(answer.status, address).toBe(404)
      expect(answer.headers.get('content-type'), address).toMatch(/^application\/json/)
    }
    // The editor still sees it (the admin shows the library).
    const forStaff = await fetch(serverURL + picture, {
      headers: { ...webp, authorization: editor.headers.authorization },
    })
    expect(forStaff.status).toBe(200)
  })
})

describe('a link in a rich text', () => {
  const linked = (url: string) => linkText(toAddress(url), 'Play')

  it('to a script, a data address or another scheme is refused: an editor’s with a 400 naming it, a translator’s as a link the English lacks; a web, mail or phone link is saved', async () => {
    const gameId = 997000 + Math.floor(Math.random() * 900)
    const game = await englishGame(created, gameId, `Linked ${gameId}`)
    const translator = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const save = (login: typeof editor, locale: string, url: string) =>
      fetch(`${serverURL}/api/games/${game.id}?locale=${locale}&draft=true`, {
        method: 'PATCH',
        headers: login.headers,
        body: JSON.stringify({ description: linked(url) }),
      })
    for (const [login, locale, status, says] of [
      // A translator adds no link the English lacks, whatever its scheme (round 45, F1).
      [translator, 'th-TH', 403, 'chosen by an editor'],
      [editor, 'en-US', 400, 'A link goes to a web page'],
    ] as const)
      for (const url of [
        'javascript:alert(1)',
        ' JaVa\tScRiPt:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
      ]) {
        const refused = await save(login, locale, url)
        expect(refused.status, url).toBe(status)
        expect(await refused.text(), url).toContain(says)
      }
    expect(JSON.stringify((await storedDraft(game.id, 'th-TH')).description ?? '')).not.toContain(
      'script',
    )
    expect(JSON.stringify((await storedDraft(game.id, 'en-US')).description)).not.toContain(
      'script',
    )
    for (const url of [
      'https://starfin.example/en/game',
      'mailto:hello@starfin.example',
      'tel:+6621234567',
      '/en/game',
    ])
      expect((await save(editor, 'en-US', url)).status, url).toBe(200)
  })
})

describe('a translator’s exports at once', () => {
  it('make one file at a time: the same account’s second is a 429 saying so, another account’s waits its turn', async () => {
    const translator = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const exported = (login: typeof editor, locale: string) =>
      fetch(`${serverURL}/api/translations/export?locale=${locale}&format=xliff`, {
        headers: login.headers,
      }).then(async (response) => ({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.text(),
      }))
    const answers = await Promise.all([
      exported(translator, 'th-TH'),
      exported(translator, 'th-TH'),
      exported(editor, 'ja-JP'),
    ])
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(2)
    const busy = answers.find((answer) => answer.status === 429)!
    expect(busy.retryAfter).toBe('5')
    expect(JSON.parse(busy.body)).toMatchObject({
      code: 'busy',
      error: expect.stringContaining('Another translation file is being exported or imported'),
    })
    expect(answers[2].status).toBe(200)
    expect(answers[2].body).toContain('target-language="ja-JP"')
    // Once the first is made, the translator exports again.
    expect((await exported(translator, 'th-TH')).status).toBe(200)
  })
})
