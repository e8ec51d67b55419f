/** The translators' files: what is exported reads back the same, in JSON, CSV and XLIFF. */
import { describe, expect, it } from 'vitest'

import {
  exchangeFile,
  parseCsv,
  parseExchangeFile,
  textStamp,
  type ExchangeRow,
  type ImportedText,
} from '@/translation/exchange'

const rows: ExchangeRow[] = (
  [
    {
      key: 'games/24/title',
      entry: 'games/24',
      label: '24 · Lantern River › title',
      format: 'text',
      english: 'Lantern River',
      text: 'สายน้ำโคมไฟ',
      state: 'needs-update',
      translatedFrom: 'Lantern Stream',
    },
    {
      key: 'games/24/description',
      entry: 'games/24',
      label: '24 · Lantern River › description',
      format: 'text',
      english: 'On festival night, "lanterns"…\n\nSecond paragraph.',
      text: '',
      state: 'missing',
    },
    {
      key: 'label-sets/gameDetail.betRange',
      entry: 'label-sets',
      label: 'Label sets: site › gameDetail › betRange',
      format: 'text',
      english: 'Bet range, min–max',
      text: 'ช่วงเดิมพัน, ต่ำสุด–สูงสุด',
      state: 'current',
    },
  ] as Omit<ExchangeRow, 'base'>[]
).map((row) => ({ ...row, base: textStamp(row.text) }))

/** What each row reads back as from a file: its text, state, English and stamp. */
const readBack = (only: (row: ExchangeRow) => Partial<ImportedText> = () => ({})) =>
  new Map(
    rows.map((row) => [
      row.key,
      { text: row.text, state: row.state, english: row.english, base: row.base, ...only(row) },
    ]),
  )

describe('an exported file', () => {
  it('reads back in JSON as the language’s texts by key, ignoring the English', () => {
    const file = exchangeFile('json', 'th-TH', rows)
    expect(JSON.parse(file)).toMatchObject({
      locale: 'th-TH',
      texts: {
        'games/24/title': {
          'en-US': 'Lantern River',
          'th-TH': 'สายน้ำโคมไฟ',
          state: 'needs-update',
          translatedFrom: 'Lantern Stream',
        },
      },
    })
    const parsed = parseExchangeFile('json', 'th-TH', file)
    expect(parsed).toEqual({ ok: true, texts: readBack() })
  })

  it('reads back in CSV, with quotes, commas and line breaks kept, and the old English beside what needs update', () => {
    const file = exchangeFile('csv', 'th-TH', rows)
    expect(file.startsWith('\uFEFFkey,en-US,th-TH,state,translated from,base\r\n')).toBe(true)
    expect(file).toContain(
      `games/24/title,Lantern River,สายน้ำโคมไฟ,needs-update,Lantern Stream,${rows[0].base}\r\n`,
    )
    expect(parseExchangeFile('csv', 'th-TH', file)).toEqual({ ok: true, texts: readBack() })
  })

  it('has no reference column when the language is English', () => {
    expect(exchangeFile('csv', 'en-US', rows).split('\r\n')[0]).toBe('\uFEFFkey,en-US,base')
    expect(
      Object.keys(JSON.parse(exchangeFile('json', 'en-US', rows)).texts['games/24/title']),
    ).toEqual(['en-US', 'base'])
  })
})

describe('an uploaded file', () => {
  it('is refused when it is not a texts file of that language', () => {
    expect(parseExchangeFile('json', 'th-TH', '{ nope')).toMatchObject({ ok: false })
    expect(parseExchangeFile('json', 'th-TH', '[1, 2]')).toMatchObject({ ok: false })
    expect(
      parseExchangeFile('json', 'th-TH', '{"texts": {"games/24/title": {"th-TH": 5}}}'),
    ).toMatchObject({ ok: false })
    expect(parseExchangeFile('json', 'th-TH', exchangeFile('json', 'ja-JP', rows))).toEqual({
      ok: false,
      problem: { code: 'otherLanguage', found: 'ja-JP', wanted: 'th-TH' },
    })
    expect(
      parseExchangeFile('csv', 'th-TH', 'key,en-US,ja-JP\r\ngames/24/title,A,B\r\n'),
    ).toMatchObject({ ok: false })
    expect(parseExchangeFile('csv', 'th-TH', 'key,th-TH\r\ngames/24/title,"open')).toMatchObject({
      ok: false,
    })
  })

  it('takes the language’s column wherever it is, and skips rows without a key', () => {
    const csv = 'th-TH,note,key\n"ชื่อ",x,games/24/title\nลืม,,\n'
    expect(parseExchangeFile('csv', 'th-TH', csv)).toEqual({
      ok: true,
      texts: new Map([['games/24/title', { text: 'ชื่อ' }]]),
    })
  })

  it('accepts JSON texts without the language, or with null, as nothing to import', () => {
    const json = JSON.stringify({
      texts: {
        'games/24/title': { 'en-US': 'Lantern River' },
        'games/24/subtitle': { 'th-TH': null },
      },
    })
    expect(parseExchangeFile('json', 'th-TH', json)).toEqual({ ok: true, texts: new Map() })
  })
})

describe('CSV', () => {
  it('splits fields and rows as RFC 4180 says, with LF or CRLF line ends', () => {
    expect(parseCsv('a,"b,c","d ""e"""\r\n1,,"x\ny"\n')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', '', 'x\ny'],
    ])
    expect(parseCsv('a,b')).toEqual([['a', 'b']])
    expect(parseCsv('"a')).toBeNull()
  })
})

describe('a CSV file opened in a spreadsheet', () => {
  // OWASP's formula starts, a translator's everyday ones among them.
  const texts = [
    '=HYPERLINK("http://evil.example","x")',
    '+50 free spins',
    '-20% on Fridays',
    '@everyone',
    '\tindented',
    '\rafter a carriage return',
    "'=written with a quote already",
    "'quoted, but no formula",
    'Plain, with a comma',
    '  =HYPERLINK("http://evil.example","after spaces")',
    'x;=1+2;y',
    '\u00a0=1+2 after a no-break space',
    '＝SUM(1,2) typed full-width',
    '＠everyone full-width',
  ]
  const formulaRows = texts.map((text, i): ExchangeRow => ({
    base: textStamp(text),
    key: `games/24/text${i}`,
    entry: 'games/24',
    label: `24 · Lantern River › text ${i}`,
    format: 'text',
    english: text,
    text,
    state: 'needs-update',
    translatedFrom: text,
  }))
  const cells = (file: string) =>
    parseCsv(file.replace(/^\uFEFF/, ''))!
      .slice(1)
      .flat()

  it('runs no cell as a formula: each that starts like one begins with a quote, inside double quotes', () => {
    for (const locale of ['th-TH', 'en-US'] as const) {
      const file = exchangeFile('csv', locale, formulaRows)
      expect(file).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")"`)
      expect(file).toContain(`,"'-20% on Fridays"`)
      for (const cell of cells(file)) expect(cell).not.toMatch(/^\s*[=+\-@\t\r＝＋－＠]/)
      expect(file).toContain(`,"'＝SUM(1,2) typed full-width"`)
      // A spreadsheet splitting on semicolons keeps a quoted cell whole.
      expect(file).toContain(`,"x;=1+2;y"`)
    }
  })

  it('reads back every text exactly as it was, “-20%” and “+50” included', () => {
    expect(parseExchangeFile('csv', 'th-TH', exchangeFile('csv', 'th-TH', formulaRows))).toEqual({
      ok: true,
      texts: new Map(
        formulaRows.map((row) => [
          row.key,
          { text: row.text, state: row.state, english: row.english, base: row.base },
        ]),
      ),
    })
    const english = parseExchangeFile('csv', 'en-US', exchangeFile('csv', 'en-US', formulaRows))
    expect(english.ok && [...english.texts.values()].map((imported) => imported.text)).toEqual(
      texts,
    )
  })

  it('takes a quote off only before a formula start, as the export put it there', () => {
    const csv = [
      'key,th-TH',
      "games/24/a,'-20%",
      '"games/24/b","\'\'=x"',
      "games/24/c,'hello",
      'games/24/d,-20% typed in the spreadsheet',
    ].join('\r\n')
    expect(parseExchangeFile('csv', 'th-TH', csv)).toEqual({
      ok: true,
      texts: new Map([
        ['games/24/a', { text: '-20%' }],
        ['games/24/b', { text: "'=x" }],
        ['games/24/c', { text: "'hello" }],
        ['games/24/d', { text: '-20% typed in the spreadsheet' }],
      ]),
    })
  })
})

describe('an uploaded CSV file with pathological quotes', () => {
  it('is read in one pass: two million doubled quotes make one text of a million quotes', () => {
    const quotes = '""'.repeat(1_000_000)
    const parsed = parseExchangeFile('csv', 'th-TH', `key,th-TH\r\ngames/24/title,"${quotes}"\r\n`)
    expect(parsed.ok && parsed.texts.get('games/24/title')?.text).toBe('"'.repeat(1_000_000))
  })

  it('is refused when a quote opened near the start never closes', () => {
    expect(
      parseExchangeFile('csv', 'th-TH', `key,th-TH\r\ngames/24/title,"${'a,\r\n'.repeat(500_000)}`),
    ).toEqual({ ok: false, problem: { code: 'csvOpenQuote' } })
  })
})
