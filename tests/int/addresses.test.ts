/** Every redirect the site makes stays on the site: the preview routes take only a path of this site. */
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
