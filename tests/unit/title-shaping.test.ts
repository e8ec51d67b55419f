/**
 * Cover titles are set by HarfBuzz: the glyphs the title renderer draws are the ones HarfBuzz
 * itself picks for the same text in the same font (reordering, stacking, conjuncts and all).
 */
import { readFileSync } from 'node:fs'

import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'

import { sfntFromWoff } from '@/art/text/fonts'
import { linePath, shapeLine } from '@/art/text/line'

/** HarfBuzz's own answer: the text shaped in one font file with nothing but its defaults. */
function harfBuzzGlyphs(file: string, text: string, language: string, features: hb.Feature[] = []) {
  const font = new hb.Font(new hb.Face(new hb.Blob(sfntFromWoff(readFileSync(file)))))
  const buffer = new hb.Buffer()
  buffer.addCodePoints([...text].map((ch) => ch.codePointAt(0) as number))
  buffer.setLanguage(language)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer, features)
  return buffer.getGlyphInfos().map((info) => [info.codepoint, info.cluster])
}

const titles = [
  // SARA AM splits in two; tone marks stack over vowels and clear tall consonants.
  { locale: 'th-TH', text: 'ฉลามยักษ์ทองคำ', glyphs: 15 },
  { locale: 'th-TH', text: 'น้ำปู่', glyphs: 7 },
  // Reph, pre-base i-matra, nukta forms and conjuncts.
  { locale: 'hi-IN', text: 'शेरिफ़ का ख़ज़ाना' },
  { locale: 'hi-IN', text: 'धर्म की क्षमा' },
  // The CJK fonts come in unicode-range pieces: a title may take glyphs from several files.
  { locale: 'ja-JP', text: 'ウィザードの秘宝', glyphs: 8 },
  { locale: 'ko-KR', text: '용왕의 보물', glyphs: 6 },
]

const cjkFullWidth = [new hb.Feature('kern', 0)]

describe('cover title shaping', () => {
  for (const { locale, text, glyphs } of titles) {
    it(`sets "${text}" (${locale}) with HarfBuzz's glyphs`, () => {
      const characters = [...text]
      const line = shapeLine(text, locale)
      // Each stretch of one font file against HarfBuzz shaping that stretch in that file.
      const stretches: { face: (typeof line.glyphs)[number]['face']; from: number }[] = []
      for (const glyph of line.glyphs) {
        const last = stretches.at(-1)
        if (last?.face !== glyph.face) stretches.push({ face: glyph.face, from: glyph.cluster })
      }
      const expected = stretches.flatMap(({ face, from }, i) => {
        const to = stretches[i + 1]?.from ?? characters.length
        const features = locale === 'ja-JP' ? cjkFullWidth : []
        return harfBuzzGlyphs(face.file, characters.slice(from, to).join(''), locale, features).map(
          ([gid, cluster]) => [gid, cluster! + from],
        )
      })
      const drawn = line.glyphs.map((glyph) => [glyph.gid, glyph.cluster])
      expect(drawn).toEqual(expected)
      expect(
        drawn.every(([gid]) => gid! > 0),
        'no missing glyphs',
      ).toBe(true)
      if (glyphs) expect(drawn).toHaveLength(glyphs)
      expect(linePath(line, 0, 0, 100).length).toBeGreaterThan(200)
    })
  }

  it('reorders Devanagari as HarfBuzz does: the i-matra is drawn before its consonant', () => {
    const [matra, consonant] = shapeLine('कि', 'hi-IN').glyphs
    expect(matra!.x).toBeLessThan(consonant!.x)
    expect([matra!.cluster, consonant!.cluster]).toEqual([0, 0])
  })
})
