/**
 * A penetration test's findings of round 41:
 * - F3: a picture the optimizer made before waited behind a stranger's first-time encodes: the
 *   server now tells one from the other by Next's own cache key (`src/server/madePictures.ts`),
 *   and an uploaded file is encoded only at its signed version.
 * - F4: a game's cover in a language no site shows it in was anyone's: only the covers the pages
 *   show are.
 * (F1, a staff account's pages held to an address's share, and F2, a made-up `Authorization`
 * answered from the stored copies, are the visitor queue's and the store's unit tests.)
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { toPicture } from '@/data/media'
import type { Game } from '@/payload-types'
import { optimizerMadeBefore } from '@/server/madePictures'

import { paragraph } from '../support/richText'
import { englishGameData } from '../support/testGame'

import { randomAddress, seededMedia, serverURL, testPayload } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

const anonymous = () => ({ headers: { 'x-forwarded-for': randomAddress() } })

describe('the image optimizer', () => {
  it('is known to hold a picture once it made it, by Next’s own key, and encodes no bare file', async () => {
    const built = JSON.parse(
      readFileSync(path.join('.next', 'required-server-files.json'), 'utf8'),
    ).config
    const madeBefore = optimizerMadeBefore(path.resolve('.next'), built)
    const media = await seededMedia()
    const url = toPicture(media)!.url
    const width = [64, 96, 128, 256][Math.floor(Math.random() * 4)]
    const address = `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`
    const asked = { url: address, headers: { accept: 'image/webp,*/*' } } as IncomingMessage
    const made = await fetch(serverURL + address, {
      headers: { ...anonymous().headers, accept: 'image/webp,*/*' },
    })
    expect(made.status).toBe(200)
    let known = false
    for (let tries = 0; tries < 20 && !known; tries++) {
      known = await madeBefore(asked)
      if (!known) await new Promise((r) => setTimeout(r, 100))
    }
    expect(known).toBe(true)
    // Another width of it is another encode, not made yet.
    expect(
      await madeBefore({
        url: address.replace(`w=${width}`, 'w=1920').replace('q=75', 'q=75'),
        headers: { accept: 'image/webp,*/*' },
      } as IncomingMessage),
    ).toBe(false)
    // The bare file address is not one the pages give.
    const bare = await fetch(
      `${serverURL}/_next/image?url=${encodeURIComponent(url.split('?')[0])}&w=${width}&q=75`,
      anonymous(),
    )
    expect(bare.status).toBe(400)
  })
})

describe('a game’s cover in a language no site shows the game in', () => {
  it('is not a stranger’s; the cover its pages show is', async () => {
    const payload = await testPayload()
    const english = await seededMedia('cover-')
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#7c3aed' },
    })
      .png()
      .toBuffer()
    const upload = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: 'Round 41 Thai cover' },
      file: {
        data: png,
        mimetype: 'image/png',
        name: `round41-${Date.now()}.png`,
        size: png.length,
      },
    })
    const gameId = 996000 + Math.floor(Math.random() * 900)
    const game = (await payload.create({
      collection: 'games',
      locale: 'en-US',
      overrideAccess: true,
      data: { ...englishGameData(gameId, `Round 41 ${gameId}`), cover: english.id } as never,
    })) as Game
    created.push(game.id)
    // A Thai cover on a game only /en shows.
    await payload.update({
      collection: 'games',
      id: game.id,
      locale: 'th-TH',
      overrideAccess: true,
      data: {
        title: `ปก ${gameId}`,
        description: paragraph('เกมทดสอบ'),
        cover: upload.id,
      } as never,
    })
    expect((await fetch(`${serverURL}/api/media/${upload.id}`, anonymous())).status).toBe(404)
    expect((await fetch(`${serverURL}/api/media/${english.id}`, anonymous())).status).toBe(200)
    await payload.delete({ collection: 'media', id: upload.id, overrideAccess: true })
  })
})
