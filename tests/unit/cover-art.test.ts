import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { type CoverInput, renderCover, renderCoverSvg } from '../../src/art/cover'
import { coverLocalesFor } from '../../src/art/game'
import { motifs } from '../../src/art/motifs'

const readme = readFileSync(
  fileURLToPath(new URL('../../src/seed/content/README.md', import.meta.url)),
  'utf8',
)

/** The motif list of the content README ("Motifs the cover-art generator draws: a, b, …"). */
function readmeMotifs(): string[] {
  const match = /Motifs the cover-art generator draws:([^]*?)(?:\n\s*\n|$)/.exec(readme)
  if (!match?.[1]) throw new Error('motif list not found in README')
  return match[1]
    .split(',')
    .map((m) => m.replace(/[.\s]+/g, ' ').trim())
    .filter(Boolean)
}

const base: CoverInput = {
  id: 24,
  theme: 'chinese',
  motif: 'dragon',
  palette: ['#ff3d6e', '#ffb627', '#2a0845'],
  title: "Dragon's Fortune",
  locale: 'en-US',
}

const covers: CoverInput[] = [
  base,
  {
    ...base,
    id: 31,
    theme: 'fantasy',
    motif: 'wizard',
    palette: ['#8b5cf6', '#ffd166', '#120a2e'],
    title: 'ウィザードの秘宝',
    locale: 'ja-JP',
  },
  {
    ...base,
    id: 52,
    theme: 'fishing',
    motif: 'shark',
    palette: ['#00c2ff', '#ffe66d', '#031a33'],
    title: 'ฉลามยักษ์ทองคำ',
    locale: 'th-TH',
  },
  {
    ...base,
    id: 61,
    theme: 'western',
    motif: 'sheriff-star',
    palette: ['#ff6b35', '#ffd166', '#2b1208'],
    title: 'शेरिफ़ का ख़ज़ाना',
    locale: 'hi-IN',
  },
]

describe('cover art', () => {
  it('renders 1200×900 WebP covers for Latin, Japanese, Thai and Hindi titles', async () => {
    const images = await Promise.all(covers.map((c) => renderCover(c)))
    for (const image of images) {
      const meta = await sharp(image).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.width).toBe(1200)
      expect(meta.height).toBe(900)
      expect(image.length).toBeLessThan(120 * 1024)
    }
    expect(new Set(images.map((b) => b.toString('base64'))).size).toBe(images.length)
  }, 60_000)

  it('is deterministic: the same input gives the same bytes', async () => {
    const [a, b] = await Promise.all([renderCover(base), renderCover({ ...base })])
    expect(a.equals(b)).toBe(true)
    expect(renderCoverSvg(covers[2] as CoverInput)).toBe(
      renderCoverSvg({ ...(covers[2] as CoverInput) }),
    )
  }, 30_000)

  it('gives games that share a motif different pictures', () => {
    expect(renderCoverSvg({ ...base, id: 25 })).not.toBe(renderCoverSvg(base))
    expect(renderCoverSvg({ ...base, title: 'Dragon Fortune' })).not.toBe(renderCoverSvg(base))
  })

  it('carries no English kind badge ("SLOT", "FISHING"): the page labels the cover in its language', () => {
    for (const cover of covers) expect(renderCoverSvg(cover)).not.toContain('class="badge"')
  })

  it('draws titles as paths, never as <text>', () => {
    for (const cover of covers) {
      const svg = renderCoverSvg(cover)
      expect(svg).not.toMatch(/<text[\s>]/)
      const titlePaths = [...svg.matchAll(/<path id="[^"]+" class="title" d="([^"]*)"/g)].map(
        (m) => m[1] ?? '',
      )
      expect(titlePaths.length).toBeGreaterThan(0)
      for (const d of titlePaths) expect(d.length).toBeGreaterThan(200)
    }
  })

  it('has a drawing for every motif in the content README', () => {
    const names = readmeMotifs()
    expect(names.length).toBeGreaterThanOrEqual(40)
    const emblems = new Map<string, string>()
    for (const motif of names) {
      expect(motifs[motif], `no drawing for "${motif}"`).toBeDefined()
      const svg = renderCoverSvg({ ...base, id: 7, theme: 'classic', motif })
      // The emblem group runs up to the title shade that follows it.
      const start = svg.indexOf('class="emblem"')
      const end = svg.indexOf('<rect x="0" y="540"', start)
      expect(start, motif).toBeGreaterThan(0)
      expect(end - start, motif).toBeGreaterThan(500)
      emblems.set(motif, svg.slice(start, end))
    }
    expect(new Set(emblems.values()).size).toBe(names.length)
  })

  it('picks the locales that need their own cover', () => {
    const game = {
      text: {
        'en-US': { title: 'Koi Gold' },
        'id-ID': { title: 'Koi Gold' },
        'pt-BR': { title: 'Ouro Koi' },
        'vi-VN': { title: 'Cá Chép Vàng' },
        'ja-JP': { title: '錦鯉ゴールド' },
        'ko-KR': { title: 'Koi Gold' },
        'th-TH': { title: 'ปลาคาร์ปทอง' },
        'hi-IN': { title: 'कोई गोल्ड' },
        'zh-TW': { title: '錦鯉黃金' },
        'zh-CN': { title: '锦鲤黄金' },
      },
    }
    expect(coverLocalesFor(game)).toEqual([
      'en-US',
      'hi-IN',
      'ja-JP',
      'pt-BR',
      'th-TH',
      'zh-TW',
      'vi-VN',
      'zh-CN',
    ])
  })
})
