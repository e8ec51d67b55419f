/**
 * A penetration test's findings of round 38. A staff account's call of Payload's language switch
 * (the admin's second server action, its root layout's) shaped as the other one's,
 * `[{ "name": …, "args": … }]`, failed in Next's decryption of its bound argument: a 500 and a
 * stack in the log each time. And the upload ceiling of 40 megapixels counted one frame of an
 * animated GIF: 1.4 KB of GIF, 60 one-pixel frames on a 2000 × 2000 screen, held the server's
 * image work 86 s as Payload decoded and resized every frame.
 */
import { Agent, request } from 'node:http'

import { describe, expect, it } from 'vitest'

import { staffPageCost } from '@/hooks/visitorLimits'

import { adminActionId } from './adminServerFunctions'
import { serverURL, staff, testPayload } from './helpers'

describe('Payload’s language switch', () => {
  it('takes only its own call: another shape is a 400 JSON, never a 500', async () => {
    const translator = await staff('translator', ['th-TH'])
    for (const body of ['[{"name":"x","args":{}}]', '[{}]', '["only one"]', 'x']) {
      const response = await fetch(`${serverURL}/admin`, {
        method: 'POST',
        headers: {
          authorization: translator.headers.authorization,
          'next-action': adminActionId('switchLanguage'),
          'content-type': 'text/plain;charset=UTF-8',
          origin: serverURL,
        },
        body,
      })
      expect(response.status, body).toBe(400)
      expect((await response.json()).errors[0].message).toContain('Switch the admin language')
    }
  })
})

describe('a signed-in account’s page of a collection', () => {
  it('costs at most 1,000 documents × languages × (depth + 1): a translator’s 500 in every language, two deep, is a 400', async () => {
    const translator = await staff('translator', ['th-TH'])
    const get = (query: string) =>
      fetch(`${serverURL}/api/games?${query}`, { headers: translator.headers })
    const heavy = await get('limit=500&depth=2&locale=all')
    expect(heavy.status).toBe(400)
    expect((await heavy.json()).errors[0].message).toContain(
      `500 documents in 10 languages with relations 2 deep: at most ${staffPageCost}`,
    )
    // A whole page of the admin's largest list in every language, and 500 in one language
    // without relations, are read.
    for (const query of ['limit=100&depth=0&locale=all', 'limit=500&depth=0&select[gameId]=true'])
      expect((await get(query)).status, query).toBe(200)
    // GraphQL weighs its lists the same way.
    const graphQL = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { ...translator.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Games(limit: 200, locale: all) { docs { id } } }' }),
    })
    expect(JSON.stringify(await graphQL.json())).toContain(
      `2000 documents counted in each language they are read in (at most ${staffPageCost}`,
    )
    // One document by its id is no page.
    const { docs } = await (await get('limit=1&depth=0')).json()
    expect(
      (
        await fetch(`${serverURL}/api/games/${docs[0].id}?depth=10&locale=all`, {
          headers: translator.headers,
        })
      ).status,
    ).toBe(200)
  })
})

describe('an address the visitor queue keeps refusing', () => {
  it('is shut out at the connection for a while, and only that address', async () => {
    // Not through the tests' trusted proxy (127.0.0.1): a visitor of its own, as in round 38.
    const ask = (localAddress: string, agent?: Agent) =>
      new Promise<number>((resolve) => {
        const call = request(
          // By the IPv4 loopback, which the addresses below belong to.
          `${serverURL.replace('//localhost', '//127.0.0.1')}/api/games?limit=1&depth=0`,
          { localAddress, agent: agent ?? false },
          (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode ?? 0))
          },
        )
        call.on('error', () => resolve(0))
        call.end()
      })
    const flooder = '127.0.0.38'
    const agent = new Agent({ keepAlive: true, maxSockets: 400 })
    const answers = await Promise.all(Array.from({ length: 400 }, () => ask(flooder, agent)))
    agent.destroy()
    expect(answers.filter((status) => status === 503).length).toBeGreaterThanOrEqual(200)
    // Its next connection is closed unanswered; another address is answered as ever.
    expect(await ask(flooder)).toBe(0)
    expect(await ask('127.0.0.39')).toBe(200)
  })
})

describe('an uploaded animation', () => {
  it('counts every frame: 11 one-pixel frames on a 2000 × 2000 screen are a 400 naming them, and nothing is stored', async () => {
    const editor = await staff('editor')
    const gif = animatedGif(2000, 2000, 11)
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(gif)], { type: 'image/gif' }),
      'round38-frames.gif',
    )
    form.append('_payload', JSON.stringify({ alt: 'Too many frames' }))
    const payload = await testPayload()
    const stored = async () =>
      (
        await payload.count({
          collection: 'media',
          where: { filename: { like: 'round38-frames' } },
          overrideAccess: true,
        })
      ).totalDocs
    const before = await stored()
    const response = await fetch(`${serverURL}/api/media`, {
      method: 'POST',
      headers: { authorization: editor.headers.authorization },
      body: form,
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('2000 × 2000 pixels in 11 frames')
    expect(await stored()).toBe(before)
  })
})

/**
 * A GIF of a `width` × `height` screen with `frames` frames of one pixel each: under 300 bytes
 * that a decoder draws as `frames` whole screens.
 */
function animatedGif(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7)
  screen.writeUInt16LE(width, 0)
  screen.writeUInt16LE(height, 2)
  screen[4] = 0x80 // a global colour table of two colours
  const frame = Buffer.from([
    ...[0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00], // shown 0.1 s
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x00], // one pixel at the corner
    ...[0x02, 0x02, 0x44, 0x01, 0x00], // its LZW data: clear, colour 0, end
  ])
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0, 0, 0x00]),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ])
}
