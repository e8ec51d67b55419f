/**
 * A penetration test's findings of round 39, the second half:
 * - F4: the pictures of a game not yet announced (the file, its alt text and name) were anyone's,
 *   listed newest first: a stranger reads an uploaded file only once the site shows it.
 * - F7: the image optimizer's first encodes (an AVIF of a wide picture 2–4 s of the server's time)
 *   were made as fast as strangers asked: they take turns server-wide, and beyond an address's
 *   share a 503 asks to retry.
 * - F3: a share image was drawn again on every request: it is drawn once and kept.
 */
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { toPicture } from '@/data/media'
import { studioShareImage } from '@/data/shareImages'
import type { Media } from '@/payload-types'

import { randomAddress, serverURL, staff, testPayload } from './helpers'
import { englishGameData } from '../support/testGame'

const created: { games: number[]; media: number[] } = { games: [], media: [] }

afterAll(async () => {
  const payload = await testPayload()
  for (const id of created.games)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
  for (const id of created.media)
    await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => {})
})

/** A picture an editor uploads, with an alt text that names it. */
async function upload(name: string, alt: string): Promise<Media> {
  const editor = await staff('editor')
  const png = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#b45309' },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 400, height: 300, channels: 3, background: '#0f766e' },
        })
          .png()
          .toBuffer(),
        top: 200,
        left: 300,
      },
    ])
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`)
  form.append('_payload', JSON.stringify({ alt }))
  const response = await fetch(`${serverURL}/api/media?depth=0`, {
    method: 'POST',
    headers: { authorization: editor.headers.authorization },
    body: form,
  })
  expect(response.status).toBe(201)
  const { doc } = (await response.json()) as { doc: Media }
  created.media.push(doc.id)
  return doc
}

/** A game with this cover, a draft nobody outside the studio sees yet. */
async function draftGameWithCover(cover: number) {
  const payload = await testPayload()
  const gameId = 993000 + Math.floor(Math.random() * 900)
  const game = await payload.create({
    collection: 'games',
    locale: 'en-US',
    overrideAccess: true,
    draft: true,
    data: {
      ...englishGameData(gameId, `Zeta Phoenix ${gameId}`),
      _status: 'draft',
      cover,
    } as never,
  })
  created.games.push(game.id)
  return game
}

const anonymous = () => ({ headers: { 'x-forwarded-for': randomAddress() } })

describe('an uploaded file of a game not yet announced', () => {
  it('is not a stranger’s to list, read or download until a site shows the game; staff read it all along', async () => {
    const stamp = Date.now().toString(36)
    const alt = `Unannounced key art ${stamp}`
    const media = await upload(`unannounced-${stamp}`, alt)
    const game = await draftGameWithCover(media.id)
    const file = `/api/media/file/${media.filename}`
    const thumb = `/api/media/file/${media.sizes?.thumb?.filename}`
    const graphQL = (headers: Record<string, string>) =>
      fetch(`${serverURL}/api/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `{ allMedia(where: { alt: { like: "${stamp}" } }) { docs { id alt filename } } }`,
        }),
      })

    // A stranger: no item, no list entry, no search hit, no file, no thumbnail.
    expect((await fetch(`${serverURL}/api/media/${media.id}`, anonymous())).status).toBe(404)
    const listed = await fetch(`${serverURL}/api/media?sort=-createdAt&limit=5`, anonymous())
    expect(listed.status).toBe(200)
    const newest = ((await listed.json()) as { docs: Media[] }).docs
    expect(newest.map((doc) => doc.id)).not.toContain(media.id)
    const searched = await fetch(
      `${serverURL}/api/media?where[alt][like]=${stamp}&depth=0`,
      anonymous(),
    )
    expect(((await searched.json()) as { totalDocs: number }).totalDocs).toBe(0)
    const viaGraphQL = (await (await graphQL(anonymous().headers)).json()) as {
      data: { allMedia: { docs: unknown[] } }
    }
    expect(viaGraphQL.data.allMedia.docs).toEqual([])
    for (const path of [file, thumb, '/api/media/file/no-such-file.png']) {
      const response = await fetch(serverURL + path, anonymous())
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/)
    }

    // The editor who uploaded it reads it.
    const editor = await staff('editor')
    expect((await fetch(`${serverURL}/api/media/${media.id}`, editor)).status).toBe(200)
    const staffFile = await fetch(serverURL + file, { headers: editor.headers })
    expect(staffFile.status).toBe(200)
    expect(staffFile.headers.get('content-type')).toBe('image/png')

    // Published on /en, the game shows its cover, and the cover is anyone's.
    const payload = await testPayload()
    await payload.update({
      collection: 'games',
      id: game.id,
      locale: 'en-US',
      overrideAccess: true,
      data: { _status: 'published' } as never,
    })
    const item = await fetch(`${serverURL}/api/media/${media.id}`, anonymous())
    expect(item.status).toBe(200)
    expect(((await item.json()) as Media).alt).toBe(alt)
    const shown = await fetch(serverURL + toPicture(media)!.url, anonymous())
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toBe('image/png')
  })
})

describe('the image optimizer', () => {
  it('makes one address’s first-time encodes in turns, and answers a burst beyond its share 503 with Retry-After', async () => {
    // Two pictures a site shows, never encoded before: 48 requests, as browsers that take AVIF
    // and WebP ask for each width (both made as WebP).
    const urls: string[] = []
    for (const n of [1, 2]) {
      const media = await upload(`burst-${n}-${Date.now().toString(36)}`, 'Burst')
      const game = await draftGameWithCover(media.id)
      await (
        await testPayload()
      ).update({
        collection: 'games',
        id: game.id,
        locale: 'en-US',
        overrideAccess: true,
        data: { _status: 'published' } as never,
      })
      urls.push(toPicture(media)!.url)
    }
    const stranger = randomAddress()
    const widths = [360, 480, 640, 828, 1080, 1280, 1600, 1920, 64, 96, 128, 256]
    const burst = await Promise.all(
      urls.flatMap((url) =>
        widths.flatMap((w) =>
          ['image/avif', 'image/webp'].map((accept) =>
            fetch(`${serverURL}/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=75`, {
              headers: { 'x-forwarded-for': stranger, accept },
            }),
          ),
        ),
      ),
    )
    const refused = burst.filter((response) => response.status === 503)
    const made = burst.filter((response) => response.status === 200)
    expect(made.length + refused.length).toBe(burst.length)
    // One made at once and 32 of the address's waiting (a page's pictures at once): the rest
    // are asked to come back.
    expect(made.length).toBeGreaterThanOrEqual(33)
    expect(refused.length).toBeGreaterThanOrEqual(1)
    expect(refused[0].headers.get('retry-after')).toBe('1')
    expect(
      ((await refused[0].json()) as { errors: { message: string }[] }).errors[0].message,
    ).toMatch(/busy making pictures/)
    // Another visitor's page is answered meanwhile, and a refused picture is made on retry.
    expect((await fetch(`${serverURL}/en`, anonymous())).status).toBe(200)
    const again = await fetch(refused[0].url, { headers: { 'x-forwarded-for': stranger } })
    expect(again.status).toBe(200)
  })
})

describe('a share image', () => {
  it('is drawn once and then answered from its kept copy, with an ETag a browser can check', async () => {
    // A picture nobody asked for before.
    const share = studioShareImage({ studioName: `Round 39 ${Date.now()}` }, 'en-US').url
    const first = await fetch(serverURL + share, anonymous())
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/jpeg')
    const body = Buffer.from(await first.arrayBuffer())
    // Kept on its second ask (the store's rule), answered from the copy from the third.
    await fetch(serverURL + share, anonymous())
    let kept: Response | undefined
    for (let tries = 0; tries < 20 && !kept?.headers.get('etag'); tries++) {
      await new Promise((r) => setTimeout(r, 100))
      kept = await fetch(serverURL + share, anonymous())
    }
    expect(kept!.status).toBe(200)
    expect(Buffer.from(await kept!.arrayBuffer()).equals(body)).toBe(true)
    const etag = kept!.headers.get('etag')!
    expect(etag).toBeTruthy()
    const checked = await fetch(serverURL + share, {
      headers: { ...anonymous().headers, 'if-none-match': etag },
    })
    expect(checked.status).toBe(304)
  })
})
