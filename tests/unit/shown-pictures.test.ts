import { describe, expect, it } from 'vitest'

import { requestClassifier } from '../../src/server/requestClass'
import { isSelfCheck, selfCheckToken, shownPictures } from '../../src/server/shownPictures'
import { listen } from '../support/localServer'

/** Payload's verdict, played: the cookie token `signed-in` is a live staff session. */
const classify = requestClassifier({
  verifyStaff: async ({ cookieToken }) => cookieToken === 'signed-in',
})

/**
 * The site's file addresses (200 for the files it shows, else 404, or `failing`), and in front of
 * the optimizer (which answers every picture it is let through to) the step under test.
 */
async function optimizer(shown: Set<string>) {
  const asked: string[] = []
  const token = selfCheckToken('a secret')
  let failing = false
  const files = await listen((req, res) => {
    const name = decodeURIComponent((req.url ?? '').replace('/api/media/file/', ''))
    // Every check is known as the server's own (a client of its own for the queue).
    if (!isSelfCheck(req, token)) return void res.writeHead(401).end()
    asked.push(name)
    if (failing) return void res.writeHead(500).end()
    res.writeHead(shown.has(name) ? 200 : 404, { 'content-type': 'image/png' })
    res.end(shown.has(name) ? 'PNG' : '{"errors":[]}')
  })
  const pictures = shownPictures({ port: files.port, token })
  const site = await listen(async (req, res) => {
    await classify(req)
    if (await pictures.refuse(req, res)) return
    res.writeHead(200, { 'content-type': 'image/webp' }).end('optimized picture')
  })
  const picture = (file: string, headers: Record<string, string> = {}) =>
    site.send(
      `/_next/image?url=${encodeURIComponent(`/api/media/file/${file}?v=k1_abc`)}&w=360&q=75`,
      { headers },
    )
  return { pictures, picture, asked, send: site.send, fail: (on: boolean) => (failing = on) }
}

describe('the optimizer’s pictures of uploaded files', () => {
  it('shows a stranger a file only while the site shows it: withdrawn, its optimized pictures are a 404 after the publish', async () => {
    const shown = new Set(['keyart.png', 'logo.png'])
    const { pictures, picture, asked } = await optimizer(shown)
    expect((await picture('keyart.png')).text).toBe('optimized picture')
    expect((await picture('keyart.png')).status).toBe(200)
    // The answer is kept between publishes: the file was asked for once.
    expect(asked).toEqual(['keyart.png'])

    shown.delete('keyart.png') // the game is withdrawn…
    pictures.forget() // …and its publish reaches this instance
    const withdrawn = await picture('keyart.png')
    expect(withdrawn.status).toBe(404)
    expect(withdrawn.headers['content-type']).toMatch(/^application\/json/)
    expect(withdrawn.headers['cache-control']).toBe('no-store')
    expect(withdrawn.text).not.toContain('optimized picture')
    expect((await picture('logo.png')).status).toBe(200)
  })

  it('lets staff see every file, and leaves other pictures and addresses alone', async () => {
    const { picture, asked, send } = await optimizer(new Set())
    const staff = await picture('next-launch.png', { cookie: 'payload-token=signed-in' })
    expect(staff.status).toBe(200)
    expect((await picture('next-launch.png')).status).toBe(404)
    expect((await send('/_next/image?url=%2Fcover%2Fgame.sig.webp&w=360&q=75')).status).toBe(200)
    expect((await send('/en')).status).toBe(200)
    expect(asked).toEqual(['next-launch.png'])
  })

  it('asks the visitor to retry when the file’s address cannot answer, and asks it again next time', async () => {
    const { picture, asked, fail } = await optimizer(new Set(['keyart.png']))
    fail(true)
    const busy = await picture('keyart.png')
    expect(busy.status).toBe(503)
    expect(busy.headers['retry-after']).toBe('2')
    fail(false)
    expect((await picture('keyart.png')).status).toBe(200)
    expect(asked).toEqual(['keyart.png', 'keyart.png'])
  })
})

describe('the server’s own check of a file', () => {
  it('is known by its token from a loopback address, and nothing else is', async () => {
    const token = selfCheckToken('a secret')
    const seen: boolean[] = []
    const { send } = await listen((req, res) => {
      seen.push(isSelfCheck(req, token))
      res.end()
    })
    await send('/api/media/file/a.png', { headers: { 'x-starfin-self-check': token } })
    await send('/api/media/file/a.png', {
      headers: { 'x-starfin-self-check': selfCheckToken('another secret') },
    })
    await send('/api/media/file/a.png', { headers: { 'x-starfin-self-check': 'x' } })
    await send('/api/media/file/a.png')
    expect(seen).toEqual([true, false, false, false])
  })
})
