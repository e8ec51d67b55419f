/**
 * The admin as walk 30 found it (issue #37), where the server writes the screen: a Thai
 * translator's status matrix named a game by its English title, under a review queue that named
 * it in Thai (F7).
 */
import { afterAll, describe, expect, it } from 'vitest'

import { englishGame, serverURL, staff, testPayload, visibleText, type StaffLogin } from './helpers'

const created: number[] = []
const stamp = Date.now() % 100000

afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => undefined)
})

/** The status matrix's rows as a translator reads them, on every screen of the filter. */
async function matrixRows(login: StaffLogin, language: string, filter: string) {
  const rows: string[] = []
  for (let screen = 1; screen <= 10; screen++) {
    const response = await fetch(`${serverURL}/admin/translations?${filter}&page=${screen}`, {
      headers: {
        cookie: `payload-token=${login.token}; payload-lng=${language}`,
        'sec-fetch-site': 'same-origin',
      },
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    const table = /<div class="translation-matrix"[\s\S]*?<\/table>/.exec(html)?.[0] ?? ''
    for (const [, row] of table.matchAll(/<th scope="row"[^>]*>([\s\S]*?)<\/th>/g))
      rows.push(visibleText(row).trim())
    if (!html.includes('rel="next"')) break
  }
  return rows
}

describe('the translation status matrix, read by a Thai translator', () => {
  it('names a game by the header’s heading in Thai, as the review queue does, not by its English title', async () => {
    const gameId = 990700 + (stamp % 90)
    const english = `Waterfall Koi ${stamp}`
    const thai = `ปลาคาร์ปน้ำตก ${stamp}`
    const game = await englishGame(created, gameId, english)
    const translator = await staff('translator', ['th-TH'])
    const saved = await fetch(`${serverURL}/api/games/${game.id}?locale=th-TH&draft=true`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ title: thai }),
    })
    expect(saved.status).toBe(200)
    // The English title changes after the Thai was made from it: the Thai needs update.
    const payload = await testPayload()
    await payload.update({
      collection: 'games',
      id: game.id,
      locale: 'en-US',
      data: { title: `${english}!` },
      overrideAccess: true,
    })

    const rows = await matrixRows(translator, 'th', 'missing=th-TH&state=needs-update')
    const row = rows.find((name) => name.startsWith(`${gameId} ·`))
    expect(row).toBe(`${gameId} · ${thai}`)
    // An editor of the English admin reads it in English, as before.
    const editor = await staff('editor')
    const editorsRows = await matrixRows(editor, 'en', 'missing=th-TH&state=needs-update')
    expect(editorsRows.find((name) => name.startsWith(`${gameId} ·`))).toBe(
      `${gameId} · ${english}!`,
    )
  })
})
