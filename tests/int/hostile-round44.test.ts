/**
 * A penetration test's findings of round 44:
 * - F7: a scheduled unpublish of a game with a newer draft (a translator's, say) left its page
 *   public: before and after the save the latest version was a draft, so nothing expired.
 * - F3: replacing or deleting an uploaded file expired nothing: the optimizer sent the old picture
 *   for a minute and the page named the old file.
 * - F1/F2: a rich-text link whose address is a list, or a link without its fields, was stored (the
 *   translation files' Markdown then failed with a 500).
 * (F4, the server's own check of a file waiting behind a stranger at its address, is the unit
 * test `shown-pictures`.)
 */
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { linkText } from '../support/richText'
import { englishGameData } from '../support/testGame'

import { englishGame, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

const page = (path: string) =>
  fetch(serverURL + path).then(async (r) => ({
    status: r.status,
    html: (await r.text()).replaceAll('&amp;', '&'),
  }))

describe('a scheduled unpublish', () => {
  it('takes the game’s page down at once though a translator’s newer draft waits', async () => {
    const payload = await testPayload()
    const gameId = 996100 + Math.floor(Math.random() * 800)
    const game = await englishGame(created, gameId, `Withdrawn ${gameId}`)
    // Read twice: cached, and kept as the server's stored copy.
    for (let i = 0; i < 2; i++) expect((await page(`/en/detail/${gameId}`)).status).toBe(200)
    const thai = await staff('translator', ['th-TH'])
    const draft = await fetch(`${serverURL}/api/games/${game.id}?locale=th-TH&draft=true`, {
      method: 'PATCH',
      headers: thai.headers,
      body: JSON.stringify({ subtitle: 'ร่างที่ยังรอ' }),
    })
    expect(draft.status).toBe(200)
    // As Payload's schedulePublish job saves it at its minute.
    await payload.update({
      collection: 'games',
      id: game.id,
      data: { _status: 'draft' },
      depth: 0,
      overrideAccess: true,
    })
    expect((await page(`/en/detail/${gameId}`)).status).toBe(404)
  })
})

async function png(color: string) {
  return sharp({ create: { width: 480, height: 300, channels: 3, background: color } })
    .png()
    .toBuffer()
}

async function upload(
  editor: StaffLogin,
  file: Buffer,
  name: string,
  method = 'POST',
  id?: number,
) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: `Key art ${name}` }))
  const response = await fetch(`${serverURL}/api/media${id ? `/${id}` : ''}`, {
    method,
    headers: { authorization: editor.headers.authorization },
    body: form,
  })
  expect(response.status, await response.clone().text()).toBeLessThan(300)
  return ((await response.json()) as { doc: { id: number; url: string; filename: string } }).doc
}

/** A published game on the English site with `cover`, its page read, and the picture's addresses. */
async function gameWithCover(editor: StaffLogin, cover: number, fileName: string) {
  const gameId = 996100 + Math.floor(Math.random() * 800)
  const made = await fetch(`${serverURL}/api/games?locale=en-US`, {
    method: 'POST',
    headers: editor.headers,
    body: JSON.stringify({ ...englishGameData(gameId, `Cover ${gameId}`), cover }),
  })
  expect(made.status).toBe(201)
  created.push(((await made.json()) as { doc: { id: number } }).doc.id)
  const { html } = await page(`/en/detail/${gameId}`)
  const optimizer = new RegExp(
    `/_next/image\\?url=${encodeURIComponent(`/api/media/file/${fileName}`)}[^&"]*&w=\\d+&q=\\d+`,
  ).exec(html)
  expect(optimizer, 'the page shows the cover').not.toBeNull()
  const webp = { accept: 'image/webp,*/*' }
  for (let i = 0; i < 2; i++)
    expect((await fetch(serverURL + optimizer![0], { headers: webp })).status).toBe(200)
  return { gameId, picture: optimizer![0], webp }
}

describe('an uploaded file replaced or deleted', () => {
  it('replaced: the old picture is gone from the optimizer at once, and the page shows the new file', async () => {
    const editor = await staff('editor')
    const first = await upload(editor, await png('#7c2d12'), `round44-old-${Date.now()}.png`)
    const { gameId, picture, webp } = await gameWithCover(editor, first.id, first.filename)
    const replaced = await upload(
      editor,
      await png('#1e3a8a'),
      `round44-new-${Date.now()}.png`,
      'PATCH',
      first.id,
    )
    expect((await fetch(serverURL + picture, { headers: webp })).status).toBe(404)
    const { html } = await page(`/en/detail/${gameId}`)
    expect(html).not.toContain(first.filename)
    expect(html).toContain(encodeURIComponent(`/api/media/file/${replaced.filename}`))
  })

  it('deleted: its pictures are 404s at once, and the page no longer names it', async () => {
    const editor = await staff('editor')
    const file = await upload(editor, await png('#365314'), `round44-gone-${Date.now()}.png`)
    const { gameId, picture, webp } = await gameWithCover(editor, file.id, file.filename)
    const removed = await fetch(`${serverURL}/api/media/${file.id}`, {
      method: 'DELETE',
      headers: editor.headers,
    })
    expect(removed.status).toBe(200)
    expect((await fetch(serverURL + picture, { headers: webp })).status).toBe(404)
    expect((await page(`/en/detail/${gameId}`)).html).not.toContain(file.filename)
  })
})

describe('a rich-text link of another shape', () => {
  it('whose address is a list or an object, or without its fields, is a 400, and nothing is stored', async () => {
    const gameId = 996100 + Math.floor(Math.random() * 800)
    const game = await englishGame(created, gameId, `Odd links ${gameId}`)
    const translator = await staff('translator', ['th-TH'])
    const link = (node: Record<string, unknown>) => linkText(node, 'เล่น')
    for (const odd of [
      { fields: { linkType: 'custom', url: ['javascript:alert(1)'] } },
      { fields: { linkType: 'custom', url: { href: 'javascript:alert(1)' } } },
      {},
      { fields: null },
    ]) {
      const saved = await fetch(`${serverURL}/api/games/${game.id}?locale=th-TH&draft=true`, {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify({ description: link(odd) }),
      })
      expect(saved.status, JSON.stringify(odd)).toBe(400)
      expect(await saved.text()).toContain('A link goes to a web page')
    }
    const exported = await fetch(`${serverURL}/api/translations/export?locale=th-TH&format=json`, {
      headers: translator.headers,
    })
    expect(exported.status).toBe(200)
    expect(await exported.text()).not.toContain('javascript')
  })
})
