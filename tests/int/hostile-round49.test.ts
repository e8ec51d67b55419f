/**
 * Round 49 (a fresh penetration tester on round 48's fixes):
 * - F3: in a draft's preview, staff saw its own cover broken: the picture went through Next's
 *   image optimizer, which fetches the file as a stranger, and a file only a draft uses is not
 *   yet a stranger's. The preview shows such a picture as the file itself, which the editor's
 *   session reads; the public page and the file stay the studio's.
 */
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { englishGameData } from '../support/testGame'

import { serverURL, staff, testPayload } from './helpers'

const created: number[] = []
const uploads: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
  for (const id of uploads)
    await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => {})
})

describe('a draft’s own cover in the preview (F3)', () => {
  it('is shown to the editor as the file itself, and stays hidden from strangers', async () => {
    const editor = await staff('editor')
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#7c2d12' },
    })
      .png()
      .toBuffer()
    // Uploaded as an editor does, to the server's own files.
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      `round49-${Date.now()}.png`,
    )
    form.append('_payload', JSON.stringify({ alt: 'Round 49 unannounced key art' }))
    const uploaded = await fetch(`${serverURL}/api/media?depth=0`, {
      method: 'POST',
      headers: { authorization: editor.headers.authorization },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const cover = ((await uploaded.json()) as { doc: Media }).doc
    uploads.push(cover.id)
    const payload = await testPayload()
    const gameId = 994900 + Math.floor(Math.random() * 90)
    const game = await payload.create({
      collection: 'games',
      locale: 'en-US',
      overrideAccess: true,
      draft: true,
      data: {
        ...englishGameData(gameId, `Round 49 Unannounced ${gameId}`),
        _status: 'draft',
        cover: cover.id,
      } as never,
    })
    created.push(game.id)
    const path = `/en/detail/${gameId}`

    const session = `payload-token=${editor.token}`
    const navigation = { 'sec-fetch-site': 'same-origin' }
    const entry = await fetch(`${serverURL}/next/preview?path=${encodeURIComponent(path)}`, {
      headers: { cookie: session, ...navigation },
      redirect: 'manual',
    })
    expect(entry.status).toBe(307)
    const bypass = /__prerender_bypass=[^;]+/.exec(entry.headers.get('set-cookie') ?? '')?.[0]
    expect(bypass).toBeDefined()
    const page = await fetch(`${serverURL}${path}`, {
      headers: { cookie: `${bypass}; ${session}`, ...navigation },
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`Round 49 Unannounced ${gameId}`)
    // The hero picture: the uploaded file's own address, not the optimizer's.
    const hero = /<div class="detail__art"><picture><img[^>]*>/.exec(html)?.[0] ?? ''
    const src = /\ssrc="([^"]+)"/.exec(hero)?.[1]?.replaceAll('&amp;', '&')
    expect(src, hero).toMatch(new RegExp(`^/api/media/file/${cover.filename}\\?v=`))
    expect(hero).not.toContain('/_next/image')

    // The editor's browser reads it with their session; a stranger (and the optimizer) does not.
    // (An image's request from the page: same-origin, the session cookie with it.)
    const asEditor = await fetch(`${serverURL}${src}`, {
      headers: { cookie: session, ...navigation },
    })
    expect(asEditor.status).toBe(200)
    expect(asEditor.headers.get('content-type')).toMatch(/^image\//)
    expect((await fetch(`${serverURL}${src}`, { headers: navigation })).status).toBe(404)
    const optimized = `/_next/image?url=${encodeURIComponent(src!)}&w=640&q=75`
    expect((await fetch(`${serverURL}${optimized}`)).status).toBeGreaterThanOrEqual(400)
    // The public page is no page at all: the game is not published.
    expect((await fetch(`${serverURL}${path}`)).status).toBe(404)
  })
})
