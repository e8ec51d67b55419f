/** Where a cover's title may break onto a second line: between words, never inside one. */
import { describe, expect, it } from 'vitest'

import { splits } from '@/art/title'
import { keepTogether, wholeWordPieces, wholeWords } from '@/i18n/wholeWords'
import { loadGames } from '@/seed/content/load'

const breaks = (title: string, locale: string) =>
  splits(title, locale).map((lines) => lines.join('|'))

describe('cover title line breaks', () => {
  it('break a Japanese katakana title only at its ・', () => {
    expect(breaks('クローム・セブンズ', 'ja-JP')).toEqual(['クローム・|セブンズ'])
    expect(breaks('ネビュラ・ドリフターズ', 'ja-JP')).toEqual(['ネビュラ・|ドリフターズ'])
  })

  it('break a Chinese or Japanese title in parts between its parts', () => {
    expect(breaks('云鳞神龙·烈焰', 'zh-CN')).toEqual(['云鳞神龙·|烈焰'])
    expect(breaks('雲鱗神龍·明珠', 'zh-TW')).toEqual(['雲鱗神龍·|明珠'])
    expect(breaks('白虎・銀の爪', 'ja-JP')).toEqual(['白虎・|銀の爪'])
  })

  it('break a Hong Kong title at its ‧, keeping the dot with the part before it', () => {
    expect(breaks('雲鱗神龍‧烈焰', 'zh-TW')).toEqual(['雲鱗神龍‧|烈焰'])
    expect(breaks('白虎‧銀爪傳說', 'zh-TW')).toEqual(['白虎‧|銀爪傳說'])
    expect(breaks('雲鱗神龍・明珠', 'zh-TW')).toEqual(['雲鱗神龍・|明珠'])
    expect(breaks('金龍·財神到', 'zh-TW')).toEqual(['金龍·|財神到'])
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

  it('keep every loanword of every Thai title on one line', () => {
    const titles = loadGames().flatMap((game) => game.text['th-TH']?.title ?? [])
    const withLoanwords = titles.filter((title) => wholeWords.some((word) => title.includes(word)))
    expect(withLoanwords.length).toBeGreaterThan(20)
    for (const title of withLoanwords)
      for (const [first, second] of splits(title, 'th-TH'))
        for (const word of wholeWords.filter((word) => title.includes(word)))
          expect(first.includes(word) || second.includes(word), `${first}|${second}`).toBe(true)
  })

  it('still break a Thai title between its words, around a loanword', () => {
    expect(breaks('ทุ่งยูนิคอร์นแผงคอเงิน', 'th-TH')).toContain('ทุ่งยูนิคอร์น|แผงคอเงิน')
    expect(breaks('อ่าวโจรสลัดคาร์ป', 'th-TH')).toContain('อ่าวโจรสลัด|คาร์ป')
  })

  it('break a Vietnamese title between its two-syllable words, never leaving one syllable alone', () => {
    expect(breaks('Phù Thủy Băng Giá', 'vi-VN')).toEqual(['Phù\u00A0Thủy|Băng\u00A0Giá'])
    // The mine cart is one word: Xe | Goòng Mỏ Vàng read as careless.
    expect(breaks('Xe Goòng Mỏ Vàng', 'vi-VN')).not.toContain('Xe|Goòng Mỏ Vàng')
  })

  it('never end an Indonesian title’s line on a preposition', () => {
    expect(breaks('Tujuh di Balik Beludru', 'id-ID')).toEqual([
      'Tujuh|di\u00A0Balik Beludru',
      'Tujuh di\u00A0Balik|Beludru',
    ])
  })
})

describe('title line breaks on the pages', () => {
  it('mark the loanwords a title wraps around', () => {
    expect(wholeWordPieces('ทุ่งยูนิคอร์นแผงคอเงิน')).toEqual(['ทุ่ง', 'ยูนิคอร์น', 'แผงคอเงิน'])
    expect(wholeWordPieces('เพนต์เฮาส์แจ็กพอต')).toEqual(['', 'เพนต์เฮาส์', '', 'แจ็กพอต', ''])
    expect(wholeWordPieces('Coral Cannon')).toEqual(['Coral Cannon'])
  })
})

describe('Vietnamese running text', () => {
  it('never parts the names readers saw split at 412 px (round 30) nor the words they read whole', () => {
    const kept = keepTogether(
      'khi Vân Long phun lửa. Mây Cuốn — tính năng rơi liên hoàn. Boss Cá Đuối Vàng, Chuỗi Sét và Cua Bom. Quy trình khép kín từ A đến Z. Ba loại đạn với hệ số nhân, đều là tiền chơi thử',
    )
    for (const name of [
      'Vân Long',
      'Mây Cuốn',
      'Cá Đuối Vàng',
      'Chuỗi Sét',
      'Cua Bom',
      'Quy trình',
      'khép kín',
      'Ba loại',
      'hệ số nhân',
      'tiền chơi thử',
    ])
      expect(kept).toContain(name.replaceAll(' ', '\u00A0'))
    // Between other words a line may still break, as Vietnamese running text does.
    expect(kept).toContain('phun lửa')
  })

  it('may end a line on an "up to" in a paragraph, never in a type row', () => {
    const upTo = 'mang lại tối đa 32.400 cách thắng'
    // A paragraph: tối đa and the number with its unit each whole, a break allowed between them
    // (kept together they left a line a third short, round 31).
    expect(keepTogether(upTo, true)).toBe('mang lại tối\u00A0đa 32.400\u00A0cách\u00A0thắng')
    // A type row: the item whole (tối đa | 32.400 cách thắng split it, round 29c).
    expect(keepTogether('6 cuộn · tối đa 32.400 cách thắng')).toContain(
      'tối\u00A0đa\u00A032.400\u00A0cách\u00A0thắng',
    )
  })
})
