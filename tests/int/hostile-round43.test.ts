/**
 * A penetration test's findings of round 43 that an upload shows (F7 and F8, a queue place held
 * until the server's work ends, are the visitor queue's unit tests):
 * - F1: a PNG cut short passed the header's read and failed later in Payload's resize, with its
 *   vague message and a stack in the log.
 * - F2: a 100 × 50,000 strip took 18 s of image work (enlarged on the way to the site's crops).
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { serverURL, staff, testPayload } from './helpers'

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
