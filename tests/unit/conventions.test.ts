/** Every site writes figures, play money, dates and years the way its market does. */
import { describe, expect, it } from 'vitest'

import { betLevels } from '@/demo/bets'
import { conventionsOf } from '@/i18n/conventions'
import { creditValue, siteByPrefix, sites, type SitePrefix } from '@/i18n/locales'

const site = (prefix: SitePrefix) => conventionsOf(siteByPrefix(prefix)!)

// The spaces CLDR puts in some of these are no-break ones; compare them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/**
 * What each site shows for a maximum win of 5,000 stakes, an RTP of 96.97 %, a free-spin
 * multiplier of 3, a balance of 2,000 credits, a stake range of 0.2–100 credits, the day
 * 2026-11-25 and the year 2023. A balance is a meter, always with cents; a range's ends are
 * amounts, each with cents only when it has some.
 */
// prettier-ignore
const expected: Record<SitePrefix, [string, string, string, string, string, string, string]> = {
  en: ['5,000×', '96.97%', '×3', '$2,000.00', '$0.20–$100', 'November 25, 2026', '2023'],
  ph: ['5,000×', '96.97%', '×3', '₱100,000.00', '₱10–₱5,000', 'November 25, 2026', '2023'],
  id: ['5.000×', '96,97%', '×3', 'Rp20.000.000', 'Rp2.000–Rp1.000.000', '25 November 2026', '2023'],
  in: ['5,000×', '96.97%', '×3', '₹2,00,000', '₹20–₹10,000', '25 नवंबर 2026', '2023'],
  jp: ['5,000倍', '96.97%', '3倍', '¥200,000', '20円〜10,000円', '2026年11月25日', '2023'],
  kr: ['5,000배', '96.97%', '×3', '2,000,000원', '200~100,000원', '2026년 11월 25일', '2023'],
  pt: ['5.000×', '96,97%', '×3', 'R$ 10.000,00', 'R$ 1 a R$ 500', '25 de novembro de 2026', '2023'],
  th: ['5,000 เท่า', '96.97%', '×3', '฿100,000.00', '฿10–฿5,000', '25 พฤศจิกายน 2569', '2566'],
  hk: ['5,000倍', '96.97%', '×3', 'HK$20,000.00', 'HK$2至HK$1,000', '2026年11月25日', '2023'],
  vn: ['5.000×', '96,97%', '×3', '40.000.000 ₫', '4.000–2.000.000 ₫', 'ngày 25 tháng 11 năm 2026', '2023'],
  cn: ['5,000倍', '96.97%', '×3', '¥10,000.00', '¥1～¥500', '2026年11月25日', '2023'],
}

describe('each site’s conventions', () => {
  it('writes a year standing alone with its language’s unit, and without era', () => {
    const alone = (prefix: SitePrefix) => site(prefix).yearAlone(2023)
    expect(
      ['en', 'jp', 'cn', 'hk', 'kr', 'th', 'vn', 'in'].map((p) => alone(p as SitePrefix)),
    ).toEqual(['2023', '2023年', '2023年', '2023年', '2023년', '2566', '2023', '2023'])
  })

  it.each(sites.map((s) => s.prefix))(
    '/%s writes multipliers, percentages, money, dates and years as its market does',
    (prefix) => {
      const c = site(prefix)
      expect(
        [
          c.timesStake(5000),
          c.percent(96.97),
          c.winMultiplier(3),
          c.money(2000, 'meter'),
          c.moneyRange(0.2, 100),
          c.date('2026-11-25T23:30:00Z'),
          c.year(2023),
        ].map(plain),
      ).toEqual(expected[prefix])
    },
  )

  it('writes a return to player with two decimals on every site, so that games compare at a glance', () => {
    for (const { prefix } of sites) {
      const c = site(prefix)
      expect(plain(c.rtp(96.7)), prefix).toMatch(/96[.,]70\s?%/)
      expect(plain(c.rtp(96.52)), prefix).toMatch(/96[.,]52\s?%/)
      // Other shares keep the figures they have: a hit frequency of 23.1% stays 23.1%.
      expect(plain(c.percent(23.1)), prefix).toMatch(/23[.,]1\s?%/)
    }
  })

  it('counts years in one era per site: the Buddhist era on /th, the Gregorian one elsewhere', () => {
    for (const { prefix } of sites) {
      const c = site(prefix)
      const era = prefix === 'th' ? 543 : 0
      expect(c.year(2018), prefix).toBe(String(2018 + era))
      expect(c.date('2018-06-01'), prefix).toContain(String(2018 + era))
    }
  })

  it('writes a special shot’s cost so that it cannot be read as a payout', () => {
    // A bare 6倍 or 6배 on a weapon's button read as what it pays (jp and kr readers).
    expect(site('jp').shotCost(6)).toBe('ベット×6')
    expect(site('kr').shotCost(6)).toBe('6배 소모')
    // A bare ×6 read as a win multiplier (vn reader): the bet, with the sign first as vn writes it.
    expect(site('vn').shotCost(6)).toBe('Cược ×6')
    // The number and its unit on one line: the button's heading says it is per shot (s45 reader).
    expect(site('th').shotCost(6)).toBe('6\u00a0เท่า')
    // And a bare 30× read as a win on the English sites (ph reader, round 28).
    expect(site('en').shotCost(6)).toBe('6× bet')
    expect(site('ph').shotCost(30)).toBe('30× bet')
    // And a bare 30倍 on /hk (hk reader, round 28), as its game pages say 每發消耗30倍押注.
    expect(site('hk').shotCost(30)).toBe('30倍押注')
  })

  it('plays in the currency a demo was launched with, when a site plays in it', () => {
    expect(plain(conventionsOf(siteByPrefix('en')!, 'JPY').money(2, 'meter'))).toBe('¥200')
  })
})

describe('money on every site', () => {
  it('writes an amount without cents it does not have, and a meter always with them', () => {
    const money = (prefix: SitePrefix, credits: number) =>
      (['amount', 'meter'] as const).map((figure) => plain(site(prefix).money(credits, figure)))
    expect(money('pt', 200)).toEqual(['R$ 1.000', 'R$ 1.000,00'])
    expect(money('pt', 0.1)).toEqual(['R$ 0,50', 'R$ 0,50'])
    expect(money('ph', 1)).toEqual(['₱50', '₱50.00'])
    expect(money('cn', 20)).toEqual(['¥100', '¥100.00'])
    expect(money('jp', 1)).toEqual(['100円', '¥100'])
    expect(money('vn', 1)).toEqual(['20.000 ₫', '20.000 ₫'])
  })

  it('writes both ends of a bet range as amounts, whether or not the other has cents', () => {
    expect(plain(site('cn').moneyRange(0.1, 100))).toBe('¥0.50～¥500')
    expect(plain(site('pt').moneyRange(0.1, 100))).toBe('R$ 0,50 a R$ 500')
    expect(plain(site('ph').moneyRange(0.1, 100))).toBe('₱5–₱5,000')
  })
})

describe('play money', () => {
  it('is worth about a dollar a credit in every currency, in 1-2-5 steps of it', () => {
    for (const value of Object.values(creditValue)) expect(String(value)).toMatch(/^[125]0*$/)
  })

  it('offers stakes in round sums of each currency, from the game’s minimum to its maximum', () => {
    for (const [currency, value] of Object.entries(creditValue)) {
      const stakes = betLevels(0.15, 150, value).map((cents) => (cents / 100) * value)
      expect(stakes[0], currency).toBeCloseTo(0.15 * value)
      expect(stakes.at(-1), currency).toBeCloseTo(150 * value)
      for (const stake of stakes.slice(1, -1))
        expect(String(stake / 10 ** Math.floor(Math.log10(stake))), currency).toMatch(/^[125]$/)
    }
  })

  it('keeps every stake a whole number of cents of a credit, so balances never drift', () => {
    for (const value of Object.values(creditValue))
      for (const cents of betLevels(0.1, 500, value)) expect(Number.isInteger(cents)).toBe(true)
  })
})
