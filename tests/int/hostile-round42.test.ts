/**
 * A penetration test's findings of round 42:
 * - F1: a translator put an upload the site does not show into their language's rich text; the
 *   next publish of that language made it public. Pictures and links to entries in a rich text
 *   are the editors' choice: a translation keeps the English's.
 * - F2: `/_next/image;`, `/_next/image.webp` and every other path starting so reached Next's
 *   optimizer around the signed-address rule and the picture queue.
 * - F4: a picture sharp cannot read failed in Payload's upload with a vague message and a stack.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toPicture } from '@/data/media'
import type { Media } from '@/payload-types'

import {
  englishGame,
  randomAddress,
  seededMedia,
  serverURL,
  staff,
  storedDraft,
  testPayload,
  type StaffLogin,
} from './helpers'

const created: number[] = []
const uploads: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
  for (const id of uploads)
    await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => {})
})

/** A picture of the media library that no page shows. */
async function unshownPicture(name: string): Promise<Media> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
  const media = (await (
    await testPayload()
  ).create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: `Round 42 ${name}` },
    file: {
      data: png,
      mimetype: 'image/png',
      name: `round42-${name}-${Date.now()}.png`,
      size: png.length,
    },
  })) as Media
  uploads.push(media.id)
  return media
}

const uploadNode = (media: Media) => ({
  type: 'upload',
  version: 3,
  id: `node-${media.id}`,
  fields: null,
  relationTo: 'media',
  value: media.id,
})

const richText = (...children: object[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})

const paragraphNode = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
})

describe('a translator’s rich text', () => {
  let translator: StaffLogin
  let game: number
  let english: Media
  let unannounced: Media
  beforeAll(async () => {
    translator = await staff('translator', ['th-TH'])
    english = await unshownPicture('english')
    unannounced = await unshownPicture('unannounced')
    const gameId = 997000 + Math.floor(Math.random() * 900)
    game = (await englishGame(created, gameId, `Round 42 ${gameId}`)).id
    await (
      await testPayload()
    ).update({
      collection: 'games',
      id: game,
      locale: 'en-US',
      overrideAccess: true,
      data: {
        description: richText(paragraphNode('Reels of coral.'), uploadNode(english)),
      } as never,
    })
  })

  const saveThai = (description: object) =>
    fetch(`${serverURL}/api/games/${game}?locale=th-TH&draft=true`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ title: 'ปะการังหมุน', description }),
    })

  it('may not embed a picture the English does not, and is told it is an editor’s choice', async () => {
    const answer = await saveThai(
      richText(paragraphNode('วงล้อปะการัง'), uploadNode(english), uploadNode(unannounced)),
    )
    expect(answer.status).toBe(403)
    expect(JSON.stringify(await answer.json())).toContain('are chosen by an editor')
    expect(JSON.stringify((await storedDraft(game, 'th-TH')).description ?? null)).not.toContain(
      `node-${unannounced.id}`,
    )
  })

  it('keeps the English’s pictures in its translation', async () => {
    const answer = await saveThai(richText(paragraphNode('วงล้อปะการัง'), uploadNode(english)))
    expect(answer.status).toBe(200)
    // (read back with the picture filled in: its node by the id it was given)
    expect(JSON.stringify((await storedDraft(game, 'th-TH')).description)).toContain(
      `"id":"node-${english.id}","type":"upload"`,
    )
  })
})

describe('the image optimizer’s address', () => {
  it('is one: any other path starting with /_next/image is a 404, the one address still answers', async () => {
    const cover = await seededMedia()
    const query = `?url=${encodeURIComponent(toPicture(cover)!.url)}&w=64&q=75`
    const from = { headers: { 'x-forwarded-for': randomAddress(), accept: 'image/webp' } }
    for (const spelling of [
      '/_next/image;',
      '/_next/image.webp',
      '/_next/image%2F',
      '/_next/imagexyz',
    ])
      expect((await fetch(serverURL + spelling + query, from)).status, spelling).toBe(404)
    const made = await fetch(`${serverURL}/_next/image${query}`, from)
    expect(made.status).toBe(200)
    expect(made.headers.get('content-type')).toBe('image/webp')
  })
})

describe('an upload sharp cannot read', () => {
  it('is a 400 that says so, and stores nothing', async () => {
    const editor = await staff('editor')
    const name = `round42-polyglot-${Date.now()}.gif`
    const form = new FormData()
    form.append(
      'file',
      new Blob([Buffer.from('GIF89a<html><script>alert(1)</script></html>')], {
        type: 'image/gif',
      }),
      name,
    )
    form.append('_payload', JSON.stringify({ alt: 'Round 42 polyglot' }))
    const answer = await fetch(`${serverURL}/api/media`, {
      method: 'POST',
      headers: { authorization: editor.headers.authorization },
      body: form,
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(await answer.json())).toContain('cannot be read as a picture')
    const { totalDocs } = await (
      await testPayload()
    ).count({
      collection: 'media',
      where: { alt: { equals: 'Round 42 polyglot' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})
