import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { page, serverURL, seededGame, staff, type StaffLogin } from './helpers'

/** Publishing in the CMS shows on the cached public pages at the next request, with no rebuild. */
describe('on-demand revalidation', () => {
  let editor: StaffLogin
  let game: { id: number; gameId: number; title: string; jaTitle: string }

  beforeAll(async () => {
    editor = await staff('editor')
    game = await seededGame(409)
  })

  const patch = (locale: string, data: Record<string, unknown>) =>
    fetch(`${serverURL}/api/games/${game.id}?locale=${locale}`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify(data),
    })

  afterAll(async () => {
    await patch('en-US', { title: game.title, _status: 'published' })
    await patch('ja-JP', { title: game.jaTitle, _status: 'published' })
  })

  it('shows a published title change on the game page, the list and the home page of every site at once', async () => {
    // Warm the caches first, so the test proves they are refreshed rather than cold.
    for (const path of [`/en/detail/${game.gameId}`, `/ph/detail/${game.gameId}`, '/en/game'])
      expect((await page(path)).html).toContain(game.title)

    const title = `${game.title} Deluxe ${Date.now() % 10000}`
    expect((await patch('en-US', { title, _status: 'published' })).status).toBe(200)

    expect((await page(`/en/detail/${game.gameId}`)).html).toContain(title)
    expect((await page(`/ph/detail/${game.gameId}`)).html).toContain(title)
    expect((await page('/en/game')).html).toContain(title)
  })

  it('refreshes the pages of the locale that was edited', async () => {
    expect((await page(`/jp/detail/${game.gameId}`)).html).toContain(game.jaTitle)
    const title = `${game.jaTitle}・改 ${Date.now() % 10000}`
    expect((await patch('ja-JP', { title, _status: 'published' })).status).toBe(200)
    expect((await page(`/jp/detail/${game.gameId}`)).html).toContain(title)
  })

  it('does not show an unpublished draft to visitors', async () => {
    const draftTitle = `Draft only ${Date.now() % 10000}`
    const response = await fetch(`${serverURL}/api/games/${game.id}?locale=en-US&draft=true`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ title: draftTitle }),
    })
    expect(response.status).toBe(200)
    expect((await page(`/en/detail/${game.gameId}`)).html).not.toContain(draftTitle)
    const anonymous = await fetch(`${serverURL}/api/games/${game.id}?draft=true`).then((r) =>
      r.json(),
    )
    expect(JSON.stringify(anonymous)).not.toContain(draftTitle)
  })
})
