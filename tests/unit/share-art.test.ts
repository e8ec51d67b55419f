/** The pictures link previews show: composed for 1200×630, the title whole inside the margins. */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { coverInputFor, coverLocalesFor } from '@/art/game'
import {
  SHARE_HEIGHT,
  SHARE_MARGIN,
  SHARE_WIDTH,
  type ShareInput,
  renderShare,
  renderShareSvg,
} from '@/art/share'
import { loadGames, loadSite } from '@/seed/content/load'

const games = loadGames()
const game = (id: number) => games.find((g) => g.id === id)!

const inside = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) =>
  x >= SHARE_MARGIN &&
  y >= SHARE_MARGIN &&
  x + width <= SHARE_WIDTH - SHARE_MARGIN &&
  y + height <= SHARE_HEIGHT - SHARE_MARGIN

describe('share images', () => {
  it('are 1200×630 JPEG files, one per language', async () => {
    const inputs = ['en-US', 'th-TH', 'ja-JP', 'zh-CN', 'hi-IN'].map((locale) =>
      coverInputFor(game(182), locale),
    )
    const images = await Promise.all(inputs.map((input) => renderShare(input)))
    for (const image of images) {
      const meta = await sharp(image).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
      expect(image.length).toBeLessThan(200 * 1024)
    }
    expect(new Set(images.map((image) => image.toString('base64'))).size).toBe(images.length)
  }, 60_000)

  it('set every title of every game in every language whole inside the margins', () => {
    const outside: string[] = []
    for (const g of games) {
      for (const locale of coverLocalesFor(g)) {
        const { lettering } = renderShareSvg(coverInputFor(g, locale))
        if (lettering.length !== 1 || !lettering.every(inside)) outside.push(`${g.id} ${locale}`)
      }
    }
    expect(outside).toEqual([])
  }, 120_000)

  it('set the studio’s name over the site’s tagline, both inside the margins', () => {
    const site = loadSite()
    for (const locale of ['en-US', 'th-TH', 'hi-IN', 'ja-JP'] as const) {
      const input: ShareInput = {
        id: 0,
        theme: 'fishing',
        motif: 'fish',
        palette: ['#ff3d7f', '#ffc83d', '#0b0820'],
        title: site.studioName,
        tagline: site.tagline[locale],
        locale,
      }
      const [title, tagline] = renderShareSvg(input).lettering
      expect(title && inside(title), locale).toBe(true)
      expect(tagline && inside(tagline), locale).toBe(true)
      expect(title!.y + title!.height).toBeLessThanOrEqual(tagline!.y)
    }
  })

  it('is deterministic: the same input gives the same bytes', async () => {
    const input = coverInputFor(game(24), 'th-TH')
    const [a, b] = await Promise.all([renderShare(input), renderShare({ ...input })])
    expect(a.equals(b)).toBe(true)
  })
})
