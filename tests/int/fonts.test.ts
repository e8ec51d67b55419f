import { describe, expect, it } from 'vitest'

import { serverURL } from './helpers'

const cachedForGood = 'public, max-age=31536000, immutable'

describe('the self-hosted fonts', () => {
  it('are served from a folder named by their contents, which browsers may keep for good', async () => {
    const html = await (await fetch(`${serverURL}/th`)).text()
    const fontLinks = [
      ...new Set([...html.matchAll(/<link[^>]+href="(\/fonts\/[^"]+)"/g)].map((m) => m[1])),
    ]
    const folder = /^\/fonts\/[0-9a-f]{12}\//.exec(fontLinks[0] ?? '')?.[0]
    expect(folder).toBeDefined()
    // The Latin and Thai sheets, and the preloaded Latin and Thai files, all from that one folder.
    expect(fontLinks.sort()).toEqual(
      [
        `${folder}latin.css`,
        `${folder}thai.css`,
        `${folder}files/noto-sans-latin-400-normal.woff2`,
        `${folder}files/noto-sans-latin-800-normal.woff2`,
        `${folder}files/noto-sans-thai-thai-400-normal.woff2`,
        `${folder}files/noto-sans-thai-thai-800-normal.woff2`,
      ].sort(),
    )
    for (const link of fontLinks) {
      const response = await fetch(`${serverURL}${link}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(cachedForGood)
      if (link.endsWith('.css')) {
        const files = [...(await response.text()).matchAll(/url\(([^)]+)\)/g)].map((m) => m[1])
        expect(files.length).toBeGreaterThan(0)
        expect(files.filter((file) => !file.startsWith(`${folder}files/`))).toEqual([])
        const piece = await fetch(`${serverURL}${files[0]}`)
        expect(piece.status).toBe(200)
        expect(piece.headers.get('content-type')).toBe('font/woff2')
        expect(piece.headers.get('cache-control')).toBe(cachedForGood)
      }
    }
  })
})
