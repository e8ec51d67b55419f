import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { sites } from '../../src/i18n/locales'

/** The content of a `<meta property=…>` tag of the page, every one there is. */
const metaOf = (html: string, property: string) =>
  [...html.matchAll(/<meta\s[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`property="${property}"`))
    .map((tag) => /content="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '')

const pages = [
  ...sites.map((site) => `/${site.prefix}`),
  '/th/detail/405',
  '/th/detail/701',
  '/th/detail/182',
  '/en/detail/24',
  '/jp/detail/182',
  '/cn/detail/459',
  '/in/detail/701',
]

test.describe('share images', () => {
  test('every site’s home and game pages name one image whose file is as large as they say', async ({
    request,
  }) => {
    for (const path of pages) {
      const html = await (await request.get(path)).text()
      const [image, ...more] = metaOf(html, 'og:image')
      expect(image, path).toBeTruthy()
      expect(more, path).toEqual([])
      const said = [metaOf(html, 'og:image:width')[0], metaOf(html, 'og:image:height')[0]]

      const file = await request.get(new URL(image!).pathname)
      expect(file.status(), image).toBe(200)
      const { format, width, height } = await sharp(await file.body()).metadata()
      expect(`${format}`, path).toBe(metaOf(html, 'og:image:type')[0]?.replace('image/', ''))
      expect([String(width), String(height)], path).toEqual(said)
      expect([width, height], path).toEqual([1200, 630])
    }
  })

  test('a game’s image is drawn in the page’s language, the home’s carries the site’s tagline', async ({
    request,
  }) => {
    const imageOf = async (path: string) =>
      metaOf(await (await request.get(path)).text(), 'og:image')[0]
    const [en, th, jp] = await Promise.all(
      ['/en/detail/182', '/th/detail/182', '/jp/detail/182'].map(imageOf),
    )
    expect(new Set([en, th, jp]).size).toBe(3)
    const [home, ph] = await Promise.all(['/en', '/ph'].map(imageOf))
    // The Philippines site shows the English texts: the same picture.
    expect(ph).toBe(home)
    expect(await imageOf('/th')).not.toBe(home)
  })

  test('an address the server never gave draws nothing', async ({ request }) => {
    const html = await (await request.get('/en/detail/24')).text()
    const image = new URL(metaOf(html, 'og:image')[0]!).pathname
    const forged = image.replace(/\.[^.]+\.jpg$/, '.AAAAAAAAAAAAAAAAAAAAAA.jpg')
    expect((await request.get(forged)).status()).toBe(404)
  })
})
