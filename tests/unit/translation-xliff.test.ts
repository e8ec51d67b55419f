/**
 * XLIFF 1.2 as CAT tools read and write it: states, notes, and rich text as inline markup that
 * keeps its formatting when the tool moves it around.
 */
import { describe, expect, it } from 'vitest'

import { exchangeFile, parseExchangeFile, type ExchangeRow } from '@/translation/exchange'
import { richTextFromXliff } from '@/translation/xliff'

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const paragraph = (...children: object[]) => ({ type: 'paragraph', children, version: 1 })
const richText = (...blocks: object[]) => ({ root: { type: 'root', children: blocks, version: 1 } })
const link = (url: string, ...children: object[]) => ({
  type: 'link',
  fields: { url, linkType: 'custom', newTab: false },
  children,
  version: 3,
})

const english = richText(
  paragraph(
    text('Play '),
    text('responsibly', 1),
    text(': read the '),
    link('/en/tc', text('terms')),
    text('.'),
  ),
  {
    type: 'list',
    listType: 'bullet',
    children: [{ type: 'listitem', children: [text('No minors')] }],
  },
)

const rows: ExchangeRow[] = [
  {
    key: 'games/24/title',
    entry: 'games/24',
    label: '24 · Lantern River › title',
    format: 'text',
    english: 'Lantern River & Co <1>',
    text: 'สายน้ำโคมไฟ',
    state: 'needs-update',
    translatedFrom: 'Lantern Stream',
    note: 'Keep the river image.',
  },
  {
    key: 'terms-page/content',
    entry: 'terms-page',
    label: 'Terms page › content',
    format: 'richText',
    english: '…',
    text: '',
    state: 'missing',
    richEnglish: english,
  },
]

describe('an XLIFF file', () => {
  const file = exchangeFile('xliff', 'th-TH', rows)

  it('carries the English as source, the freshness as the target’s state, and the old English as a note', () => {
    expect(file).toContain('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">')
    expect(file).toContain('source-language="en-US" target-language="th-TH"')
    expect(file).toContain('<source>Lantern River &amp; Co &lt;1&gt;</source>')
    expect(file).toContain('<target state="needs-review-translation">สายน้ำโคมไฟ</target>')
    expect(file).toContain('The English it was translated from:\nLantern Stream</note>')
    expect(file).toContain('<note from="translator">Keep the river image.</note>')
  })

  it('keeps rich text as inline markup, one unit per paragraph or list item', () => {
    expect(file).toContain(
      '<source>Play <g id="1" ctype="bold">responsibly</g>: read the <g id="2" ctype="link">terms</g>.</source>',
    )
    expect(file).toContain(
      '<trans-unit id="terms-page/content#2" resname="terms-page/content#2" xml:space="preserve"><source>No minors</source><target state="needs-translation"/>',
    )
  })

  it('reads back a CAT tool’s work: a changed target, its state, an added note, formatting moved', () => {
    const edited = file
      .replace(
        '<target state="needs-review-translation">สายน้ำโคมไฟ</target>',
        '<target state="translated">แม่น้ำโคมไฟ</target><note from="reviewer">Checked with marketing.</note>',
      )
      .replace(
        /(<trans-unit id="terms-page\/content#1"[^>]*><source>.*?<\/source>)<target state="needs-translation"\/>/,
        '$1<target state="translated">โปรดอ่าน<g id="2" ctype="link">ข้อกำหนด</g>และเล่นอย่าง<g id="1" ctype="bold">รับผิดชอบ</g></target>',
      )
      .replace(
        /(<trans-unit id="terms-page\/content#2"[^>]*><source>.*?<\/source>)<target state="needs-translation"\/>/,
        '$1<target state="translated">ห้ามผู้เยาว์</target>',
      )
    const parsed = parseExchangeFile('xliff', 'th-TH', edited)
    if (!parsed.ok) throw new Error(parsed.error)
    expect(parsed.texts.get('games/24/title')).toEqual({
      text: 'แม่น้ำโคมไฟ',
      state: 'current',
      note: 'Checked with marketing.\nKeep the river image.',
    })
    const terms = parsed.texts.get('terms-page/content')!
    expect(terms.state).toBe('current')
    const built = richTextFromXliff(english, terms.rich!)
    expect(built).toEqual({
      value: richText(
        paragraph(
          text('โปรดอ่าน'),
          link('/en/tc', text('ข้อกำหนด')),
          text('และเล่นอย่าง'),
          text('รับผิดชอบ', 1),
        ),
        {
          type: 'list',
          listType: 'bullet',
          children: [{ type: 'listitem', children: [text('ห้ามผู้เยาว์')] }],
        },
      ),
    })
  })

  it('leaves a rich text with an untranslated paragraph as it is, and refuses one whose English has other paragraphs', () => {
    const parsed = parseExchangeFile('xliff', 'th-TH', file)
    if (!parsed.ok) throw new Error(parsed.error)
    const terms = parsed.texts.get('terms-page/content')!
    expect(richTextFromXliff(english, terms.rich!)).toEqual({ untranslated: true })
    expect(richTextFromXliff(richText(paragraph(text('One'))), terms.rich!)).toEqual({
      mismatch: true,
    })
  })

  it('is refused when it is not XLIFF 1.2 of that language', () => {
    expect(parseExchangeFile('xliff', 'th-TH', '<xliff version="1.2"><file>')).toMatchObject({
      ok: false,
    })
    expect(parseExchangeFile('xliff', 'th-TH', '<html/>')).toEqual({
      ok: false,
      error: 'The file is not an XLIFF document.',
    })
    expect(parseExchangeFile('xliff', 'ja-JP', file)).toEqual({
      ok: false,
      error: 'The file holds th-TH texts, not ja-JP.',
    })
  })
})
