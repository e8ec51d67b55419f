/** Where a cover's title may break onto a second line: between words, never inside one. */
import { describe, expect, it } from 'vitest'

import { splits } from '@/art/title'

const breaks = (title: string, locale: string) =>
  splits(title, locale).map((lines) => lines.join('|'))

describe('cover title line breaks', () => {
  it('break a Japanese katakana title only at its ・', () => {
    expect(breaks('クローム・セブンズ', 'ja-JP')).toEqual(['クローム・|セブンズ'])
    expect(breaks('ネビュラ・ドリフターズ', 'ja-JP')).toEqual(['ネビュラ・|ドリフターズ'])
  })

  it('keep particles and okurigana with the Japanese word before them', () => {
    expect(breaks('霧の湖のルアー', 'ja-JP')).toEqual(['霧の|湖のルアー', '霧の湖の|ルアー'])
    expect(breaks('星詠みの魔術師オリン', 'ja-JP')).toEqual([
      '星詠みの|魔術師オリン',
      '星詠みの魔術師|オリン',
    ])
  })

  it('never break a Thai loanword the dictionary does not know', () => {
    for (const [first, second] of splits('ทุ่งยูนิคอร์นแผงคอเงิน', 'th-TH'))
      expect(`${first}|${second}`).not.toMatch(/ยูนิ\|คอร์น|ยู\|นิ/)
  })
})
