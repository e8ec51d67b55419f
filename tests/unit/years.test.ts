/**
 * One era per site, in the copy too: the Thai copy counts years in the Buddhist era, as the Thai
 * site's dates do (พ.ศ. 2561 = 2018), every other language in the Gregorian one.
 */
import { describe, expect, it } from 'vitest'

import { contentLocales, sites } from '@/i18n/locales'

import { copyOf } from '../support/contentCopy'

/** Four-digit figures that read as years: Gregorian 1900–2099, Buddhist-era 2443–2642. */
const gregorianYear = /(?<![\d,.])(19|20)\d\d(?![\d,.])/g
const buddhistYear = /(?<![\d,.])(24[4-9]|25\d|26[0-4])\d(?![\d,.])/g

const eraOf = (locale: string) =>
  sites.find((site) => site.content === locale)!.calendar === 'buddhist'
    ? buddhistYear
    : gregorianYear

describe.each(contentLocales)('the %s copy', (locale) => {
  it('writes every year in its site’s era', () => {
    const otherEra = eraOf(locale) === buddhistYear ? gregorianYear : buddhistYear
    const found = copyOf(locale).flatMap(([where, text]) =>
      [...text.matchAll(otherEra)].map((match) => `${where}: ${match[0]}`),
    )
    expect(found).toEqual([])
  })
})
