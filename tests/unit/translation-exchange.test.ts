/** The translators' files: what is exported reads back the same, in JSON, CSV and XLIFF. */
import { describe, expect, it } from 'vitest'

import {
  exchangeFile,
  parseCsv,
  parseExchangeFile,
  type ExchangeRow,
  type ImportedText,
} from '@/translation/exchange'

const rows: ExchangeRow[] = [
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
]

/** What each row reads back as from a file: its text and state. */
const readBack = (only: (row: ExchangeRow) => Partial<ImportedText> = () => ({})) =>
  new Map(rows.map((row) => [row.key, { text: row.text, state: row.state, ...only(row) }]))

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
    expect(file.startsWith('\uFEFFkey,en-US,th-TH,state,translated from\r\n')).toBe(true)
    expect(file).toContain(
      'games/24/title,Lantern River,สายน้ำโคมไฟ,needs-update,Lantern Stream\r\n',
    )
    expect(parseExchangeFile('csv', 'th-TH', file)).toEqual({ ok: true, texts: readBack() })
  })

  it('has no reference column when the language is English', () => {
    expect(exchangeFile('csv', 'en-US', rows).split('\r\n')[0]).toBe('\uFEFFkey,en-US')
    expect(
      Object.keys(JSON.parse(exchangeFile('json', 'en-US', rows)).texts['games/24/title']),
    ).toEqual(['en-US'])
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
      error: 'The file holds ja-JP texts, not th-TH.',
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
