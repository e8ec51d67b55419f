/**
 * How each site writes figures: numbers, percentages, multipliers, play money, stake ranges,
 * dates and years, from CLDR (through `Intl`) and the site's row of the locale table. Pages,
 * cards, structured data and the demos format every figure they show through this module.
 */
import { creditValue, type PlayCurrency, type Site } from './locales'

const fill = (pattern: string, n: string) => pattern.replace('{n}', n)

/**
 * The two kinds of money figure, each written one way on every site. An `amount` (a bet range's
 * ends, a limit, a price) is written without cents when it has none: "$100", "$0.20". A `meter` of
 * the demo (balance, win, bet) always shows the currency's minor units: "$100.00". Currencies
 * whose smallest play sum is a whole unit (¥, ₩, ₫, Rp) have none to show either way.
 */
export type MoneyFigure = 'amount' | 'meter'

/** The fraction digits of play money: none where the smallest sum is a whole unit (¥1, ₫200). */
function moneyDigits(currency: PlayCurrency, tag: string) {
  const wholeUnits = creditValue[currency] % 100 === 0
  return wholeUnits
    ? 0
    : new Intl.NumberFormat(tag, { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits
}

export type Conventions = ReturnType<typeof makeConventions>

type SiteConventions = Pick<Site, 'tag' | 'currency' | 'calendar' | 'multiplier' | 'marks'>

/** Each site's formats, made once per currency: a page's footer asks for them on every render. */
const madeFor = new WeakMap<SiteConventions, Map<PlayCurrency, Conventions>>()

/**
 * The formats of one site. `currency` is the site's own unless a demo was launched with another
 * of the play-money currencies. Made once for each site and currency (`Intl`'s formatters cost
 * more to make than to use), and shared: nothing in them changes.
 */
export function conventionsOf(
  site: SiteConventions,
  currency: PlayCurrency = site.currency,
): Conventions {
  let ofSite = madeFor.get(site)
  if (!ofSite) madeFor.set(site, (ofSite = new Map()))
  let made = ofSite.get(currency)
  if (!made) ofSite.set(currency, (made = makeConventions(site, currency)))
  return made
}

function makeConventions(site: SiteConventions, currency: PlayCurrency) {
  const number = new Intl.NumberFormat(site.tag)
  const percent = new Intl.NumberFormat(site.tag, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  })
  const returnToPlayer = new Intl.NumberFormat(site.tag, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const digits = moneyDigits(currency, site.tag)
  const moneyFormats: Record<MoneyFigure, MoneyFormat> = {
    meter: moneyFormat(
      site.tag,
      currency,
      { minimumFractionDigits: digits, maximumFractionDigits: digits },
      'meter',
    ),
    amount: moneyFormat(
      site.tag,
      currency,
      {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        trailingZeroDisplay: 'stripIfInteger',
      },
      'amount',
    ),
  }
  const calendar = `${site.tag}-u-ca-${site.calendar}`
  const date = new Intl.DateTimeFormat(calendar, { dateStyle: 'long', timeZone: 'UTC' })
  const year = new Intl.DateTimeFormat(calendar, { year: 'numeric', timeZone: 'UTC' })
  const inMoney = (credits: number) => credits * creditValue[currency]

  return {
    currency,
    number: (value: number) => number.format(value),
    /** `96.52` → "96.52%", "96,52%". */
    percent: (value: number) => percent.format(value / 100),
    /**
     * A return to player always with two decimals, as operators compare it across games: `96.7`
     * → "96.70%".
     */
    rtp: (value: number) => returnToPlayer.format(value / 100),
    /**
     * A multiple of the stake where the bet is already named, such as a special shot's cost beside
     * the bet picker: "10×", "10倍" (a game's maximum win says "N× the bet" in words: the label
     * `gameDetail.maxWinValue`).
     */
    timesStake: (value: number) => fill(site.multiplier.ofStake, number.format(value)),
    /** What a special shot costs, in multiples of the stake: "6×", "ベット×6", "6배 소모". */
    shotCost: (value: number) => {
      const multiplier: { ofStake: string; cost?: string } = site.multiplier
      return fill(multiplier.cost ?? multiplier.ofStake, number.format(value))
    },
    /** A multiplier on wins, such as free spins' "×3". */
    winMultiplier: (value: number) => fill(site.multiplier.onWins, number.format(value)),
    /**
     * Credits of play money in the currency, written as that kind of figure: 2 → "$2" as an
     * amount, "$2.00" on a meter; "¥200", "Rp20.000" either way.
     */
    money: (credits: number, figure: MoneyFigure) => moneyFormats[figure].format(inMoney(credits)),
    /**
     * A stake range in credits, its ends written as amounts with the script's range mark:
     * "$0.20–$100"; a currency written after its figure is written once, after the range:
     * "4.000–2.000.000 ₫", "200~100,000원" in Korean, but at both ends in Japanese: "20円〜10,000円".
     */
    moneyRange: (min: number, max: number) => {
      const format = moneyFormats.amount
      const low = format.formatToParts(inMoney(min))
      const currencyAfter = low.at(-1)?.type === 'currency' && !site.tag.startsWith('ja')
      const figure = currencyAfter
        ? low.slice(0, low.findLastIndex((part) => /integer|fraction/.test(part.type)) + 1)
        : low
      return `${figure.map((part) => part.value).join('')}${site.marks.range}${format.format(inMoney(max))}`
    },
    /** What a credit is worth in the currency. */
    creditValue: creditValue[currency],
    /** A day, in the site's calendar: "November 25, 2026", "25 พฤศจิกายน 2569", "ngày 25 tháng 11 năm 2026". */
    date: (value: Date | string) => writtenDate(date, new Date(value)),
    /** A Gregorian year as the site counts it, without era: 2023 → "2023", "2566" (th). */
    year: (gregorian: number) =>
      year.formatToParts(new Date(Date.UTC(gregorian, 6, 1))).find((part) => part.type === 'year')!
        .value,
    /**
     * A year standing on its own, as a table's value or a figure's: with the unit its language
     * writes after it, and still without era: 2023 → "2023", "2023年" (ja, zh), "2023년", "2566".
     */
    yearAlone: (gregorian: number) => {
      const parts = year.formatToParts(new Date(Date.UTC(gregorian, 6, 1)))
      const at = parts.findIndex((part) => part.type === 'year')
      return parts
        .slice(at)
        .map((part) => part.value)
        .join('')
    },
  }
}

/**
 * A long date as the language writes it in prose. CLDR's Vietnamese long date ("25 tháng 11,
 * 2026") is a form for compact interfaces; running Vietnamese text says "ngày 25 tháng 11 năm
 * 2026".
 */
function writtenDate(format: Intl.DateTimeFormat, value: Date): string {
  if (!format.resolvedOptions().locale.startsWith('vi')) return format.format(value)
  const { locale, calendar, timeZone } = format.resolvedOptions()
  const numeric = new Intl.DateTimeFormat(locale, {
    calendar,
    timeZone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  })
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    numeric.formatToParts(value).find((p) => p.type === type)?.value
  return `ngày ${part('day')} tháng ${part('month')} năm ${part('year')}`
}

/**
 * A currency format. Indonesian writes the rupiah sign against its figure ("Rp2.000"), as the
 * spelling guide (PUEBI) and Bank Indonesia do, where CLDR puts a space between them. Korean
 * writes won as the word after its figure ("200,000원"), as prices are written in Korean copy;
 * CLDR's "₩200,000" is the form of tables and exchange boards. Japanese copy writes an amount
 * with 円 after it ("10,000円"), and a game's counter the half-width ¥ beside its half-width
 * digits ("¥200,000"), where CLDR gives the full-width ￥ to both.
 */
type MoneyFormat = ReturnType<typeof moneyFormat>

function moneyFormat(
  tag: string,
  currency: string,
  digits: Intl.NumberFormatOptions,
  figure: MoneyFigure,
) {
  const format = new Intl.NumberFormat(tag, { style: 'currency', currency, ...digits })
  const japaneseYen = currency === 'JPY' && tag.startsWith('ja')
  const word =
    currency === 'KRW' && tag.startsWith('ko')
      ? '원'
      : japaneseYen && figure === 'amount'
        ? '円'
        : null
  const formatToParts = (value: number) => {
    const parts = format
      .formatToParts(value)
      .filter(
        (part, i, all) =>
          !(part.type === 'literal' && /^\s+$/.test(part.value) && all[i - 1]?.value === 'Rp'),
      )
      .map((part) =>
        japaneseYen && part.type === 'currency'
          ? { ...part, value: part.value.replace('￥', '¥') }
          : part,
      )
    if (!word) return parts
    return [
      ...parts.filter((part) => part.type !== 'currency'),
      { type: 'currency', value: word } as Intl.NumberFormatPart,
    ]
  }
  return {
    formatToParts,
    format: (value: number) =>
      formatToParts(value)
        .map((part) => part.value)
        .join(''),
  }
}
