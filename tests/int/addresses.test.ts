/**
 * Each page at one address, and every redirect the site makes stays on the site: the preview
 * routes take only a path of this site; a game's number written another way (`0024`) redirects
 * permanently to its address; a game that does not exist is a 404, also for the demo server.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { serverURL, staff } from './helpers'

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${serverURL}${path}`, { redirect: 'manual', headers })

/** Paths a browser follows to another site (or that forge a header), as sent in `?path=`. */
const offSite = [
  '/%5cevil.example',
  '/%09/evil.example',
  '//evil.example',
  'https://evil.example',
  '/%0d%0aX:1',
  '%2F%2Fevil.example',
  '/%5c%5cevil.example',
  'javascript:alert(1)',
]

describe('the preview routes', () => {
  let editor: Record<string, string>
  beforeAll(async () => {
    editor = { authorization: (await staff('editor')).headers.authorization }
  })

  it('refuse to send anyone off the site when leaving a preview: 400 with a JSON error', async () => {
    for (const path of offSite) {
      const response = await get(`/next/exit-preview?path=${path}`)
      expect(response.status, path).toBe(400)
      expect(response.headers.get('location'), path).toBeNull()
      expect(((await response.json()) as { error: string }).error, path).toMatch(
        /path on this site/,
      )
    }
  })

  it('refuse the same paths to a signed-in editor entering a preview', async () => {
    for (const path of offSite) {
      const response = await get(`/next/preview?path=${path}`, editor)
      expect(response.status, path).toBe(400)
      expect(response.headers.get('location'), path).toBeNull()
      expect(response.headers.get('set-cookie') ?? '', path).not.toMatch(/__prerender_bypass=[^;]/)
    }
  })

  it('still open and leave a page of the site', async () => {
    const entered = await get(`/next/preview?path=${encodeURIComponent('/en/detail/24')}`, editor)
    expect(entered.status).toBe(307)
    expect(entered.headers.get('location')).toBe('/en/detail/24')
    const left = await get('/next/exit-preview?path=/en/game')
    expect(left.status).toBe(307)
    expect(left.headers.get('location')).toBe('/en/game')
    expect((await get('/next/exit-preview')).headers.get('location')).toBe('/')
  })
})

describe('a game’s addresses', () => {
  it('redirect its number written with leading zeros, permanently, to the one address', async () => {
    for (const [path, target] of [
      ['/en/detail/0024', '/en/detail/24'],
      ['/jp/detail/00701', '/jp/detail/701'],
      ['/en/play/0701', '/en/play/701'],
      ['/demo/0701?lang=jp&lobby=%2Fjp%2Fgame', '/demo/701?lang=jp&lobby=%2Fjp%2Fgame'],
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(308)
      expect(response.headers.get('location'), path).toBe(target)
    }
    expect((await get('/en/detail/24')).status).toBe(200)
  })

  it('are a 404 for a game that does not exist, also on the demo server', async () => {
    for (const path of [
      '/en/detail/0000',
      '/en/detail/999999',
      '/en/play/abc',
      '/en/play/0',
      '/demo/abc',
      '/demo/999999?lang=jp',
      '/demo/0',
      '/demo/-1?lang=th',
      '/demo/99999999999999999999',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
    }
    // The frame inside an operator's page still says so in the launch URL's language
    // (tests/e2e/demo.spec.ts: "an unknown game shows the friendly not-available screen").
  })

  it('keep the not-available screen for a game that exists without a demo here', async () => {
    // The dice game is listed on the Vietnamese site only.
    expect((await get('/demo/104?lang=en-US')).status).toBe(200)
  })

  it('are not reached by a path with an encoded percent sign or line break: a 404, not the home page or a 500', async () => {
    for (const path of ['/en/%25', '/en/detail/24%25', '/en/%0A', '/jp/a%25b'])
      expect((await get(path)).status, path).toBe(404)
    // A NUL is in no address of the site: the request's fault, refused before anything reads it.
    expect((await get('/en/%00')).status).toBe(400)
  })
})
