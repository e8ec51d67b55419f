/**
 * XLIFF 1.2 as CAT tools read and write it: states, notes, and rich text as inline markup that
 * keeps its formatting when the tool moves it around.
 */
import { describe, expect, it } from 'vitest'

import {
  exchangeFile,
  parseExchangeFile,
  readExchangeFile,
  type ExchangeRow,
} from '@/translation/exchange'
import {
  maxImportUnits,
  maxNoteLength,
  maxXmlDepth,
  richTextFromXliff,
  unitsAndGroups,
  type XmlElement,
} from '@/translation/xliff'

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
    base: 'stamp-title',
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
    base: 'stamp-terms',
  },
]

describe('an XLIFF file', () => {
  const file = exchangeFile('xliff', 'th-TH', rows)

  it('carries the English as source, the freshness as the target’s state, and the old English as a note', () => {
    expect(file).toContain(
      '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:starfin="urn:starfin:texts">',
    )
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

  it('stamps each text with the translation it was made with, as an attribute of our namespace', () => {
    expect(file).toContain(
      '<trans-unit id="games/24/title" resname="games/24/title" starfin:base="stamp-title" xml:space="preserve">',
    )
    expect(file).toContain('restype="x-richtext" starfin:base="stamp-terms">')
    // A CAT tool may give the namespace another prefix: the stamp is read all the same.
    const parsed = parseExchangeFile(
      'xliff',
      'th-TH',
      file.replaceAll('xmlns:starfin=', 'xmlns:ns1=').replaceAll('starfin:base=', 'ns1:base='),
    )
    expect(parsed.ok && parsed.texts.get('games/24/title')?.base).toBe('stamp-title')
    expect(parsed.ok && parsed.texts.get('terms-page/content')?.base).toBe('stamp-terms')
  })

  it('refuses a file whose note on a text is longer than a note may be, naming the unit', () => {
    const withNote = (length: number) =>
      file.replace(
        '<note from="translator">Keep the river image.</note>',
        `<note from="translator">${'ก'.repeat(length)}</note>`,
      )
    const longest = parseExchangeFile('xliff', 'th-TH', withNote(maxNoteLength))
    expect(longest.ok && longest.texts.get('games/24/title')?.note).toHaveLength(maxNoteLength)
    expect(parseExchangeFile('xliff', 'th-TH', withNote(4_000_000))).toEqual({
      ok: false,
      problem: {
        code: 'noteTooLong',
        unit: 'games/24/title',
        length: 4_000_000,
        max: maxNoteLength,
      },
    })
    const rich = file.replace(
      /(<group id="terms-page\/content"[^>]*>)/,
      `$1<note>${'x'.repeat(maxNoteLength + 1)}</note>`,
    )
    expect(parseExchangeFile('xliff', 'th-TH', rich)).toMatchObject({
      ok: false,
      problem: { code: 'noteTooLong', unit: 'terms-page/content' },
    })
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
    if (!parsed.ok) throw new Error(parsed.problem.code)
    expect(parsed.texts.get('games/24/title')).toEqual({
      text: 'แม่น้ำโคมไฟ',
      state: 'current',
      note: 'Checked with marketing.\nKeep the river image.',
      english: 'Lantern River & Co <1>',
      base: 'stamp-title',
    })
    expect(parsed.texts.get('terms-page/content')?.english).toBe(
      'Play responsibly: read the terms.\n\nNo minors',
    )
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
    if (!parsed.ok) throw new Error(parsed.problem.code)
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
      problem: { code: 'notXliff' },
    })
    expect(parseExchangeFile('xliff', 'ja-JP', file)).toEqual({
      ok: false,
      problem: { code: 'otherLanguage', found: 'th-TH', wanted: 'ja-JP' },
    })
  })
})

describe('an uploaded XLIFF file built to exhaust the reader', () => {
  const xliff = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><xliff version="1.2"><file target-language="th-TH"><body>${body}</body></file></xliff>`
  const unit = (id: string, target: string) =>
    `<trans-unit id="${id}"><source>x</source><target state="translated">${target}</target></trans-unit>`
  const tooDeep = {
    ok: false,
    problem: { code: 'xmlTooDeep', depth: maxXmlDepth },
  }

  it('is refused at the depth limit, and not read further, when <g> or <group> nest 20,000 deep', () => {
    // Broken XML after the nesting: a reader that went on would report that instead.
    const g = unit('games/24/title', '<g id="1">'.repeat(20_000) + 'x</oops>')
    expect(parseExchangeFile('xliff', 'th-TH', xliff(g))).toEqual(tooDeep)
    const groups = '<group id="g">'.repeat(20_000) + unit('games/24/title', 'x') + '</oops>'
    expect(parseExchangeFile('xliff', 'th-TH', xliff(groups))).toEqual(tooDeep)
  })

  it('is read when wide and as deep as the limit allows, and refused one level deeper', () => {
    // xliff › file › body (3), groups, then trans-unit › target › g (3): 26 groups reach 32.
    const levels = maxXmlDepth - 6
    const deepest = (extra: string) =>
      unit('deepest', `<g id="1">ลึก${extra}</g>`) + '</group>'.repeat(levels)
    const siblings = (level: number) =>
      Array.from({ length: 200 }, (_, i) => unit(`games/${level}/text${i}`, `${level}.${i}`)).join(
        '',
      )
    const wideAndDeep = (extra: string) =>
      Array.from({ length: levels }, (_, level) => `<group id="g${level}">${siblings(level)}`).join(
        '',
      ) + deepest(extra)

    const parsed = parseExchangeFile('xliff', 'th-TH', xliff(wideAndDeep('')))
    if (!parsed.ok) throw new Error(parsed.problem.code)
    expect(parsed.texts.size).toBe(levels * 200 + 1)
    expect(parsed.texts.get('games/25/text199')?.text).toBe('25.199')
    expect(parsed.texts.get('deepest')?.text).toBe('ลึก')
    expect(parseExchangeFile('xliff', 'th-TH', xliff(wideAndDeep('<g id="2"/>')))).toEqual(tooDeep)
  })

  it('finds its units in one pass that does not climb back through the groups around each', () => {
    // Far deeper than a file may nest: a walk that recursed, or passed each unit up through its
    // ancestors, would exhaust the stack or take quadratic time here.
    const depth = 100_000
    const root: XmlElement = { name: 'file', attributes: {}, children: [] }
    let parent = root
    for (let i = 0; i < depth; i++) {
      const group: XmlElement = { name: 'group', attributes: { id: `g${i}` }, children: [] }
      const leaf: XmlElement = { name: 'trans-unit', attributes: { id: `u${i}` }, children: [] }
      parent.children.push(leaf, '\n', group)
      parent = group
    }
    const found = unitsAndGroups(root).map((node) => node.attributes.id)
    expect(found).toHaveLength(2 * depth)
    expect(found.slice(0, 4)).toEqual(['u0', 'g0', 'u1', 'g1'])
    expect(found.at(-1)).toBe(`g${depth - 1}`)
  })

  it('is refused when it declares entities, so none is expanded', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>' +
      '<xliff version="1.2"><file target-language="th-TH"><body>' +
      unit('games/24/title', '&lol2;') +
      '</body></file></xliff>'
    // Refused where the entity is used: the file's author can find it.
    const used = laughs.indexOf('&lol2;') + '&lol2;'.length
    expect(parseExchangeFile('xliff', 'th-TH', laughs)).toEqual({
      ok: false,
      problem: { code: 'notXml', line: 1, column: used + 1 },
    })
  })

  it('holds at most maxImportUnits units, in every format, and reads the same a piece at a time', async () => {
    const units = (count: number) =>
      '<xliff version="1.2"><file target-language="th-TH"><body>' +
      Array.from({ length: count }, (_, i) => unit(`games/${i}/title`, 'ก')).join('') +
      '</body></file></xliff>'
    const tooMany = { ok: false, problem: { code: 'tooManyUnits', max: maxImportUnits } }
    const over = maxImportUnits + 1
    expect(parseExchangeFile('xliff', 'th-TH', units(over))).toEqual(tooMany)
    expect(await readExchangeFile('xliff', 'th-TH', units(over))).toEqual(tooMany)
    const csv = ['key,th-TH', ...Array.from({ length: over }, (_, i) => `games/${i}/title,ก`)]
    expect(parseExchangeFile('csv', 'th-TH', csv.join('\r\n'))).toEqual(tooMany)
    const json = (count: number) =>
      JSON.stringify({
        texts: Object.fromEntries(
          Array.from({ length: count }, (_, i) => [`games/${i}/title`, { 'th-TH': 'ก' }]),
        ),
      })
    expect(parseExchangeFile('json', 'th-TH', json(over))).toEqual(tooMany)
    expect(parseExchangeFile('json', 'th-TH', json(maxImportUnits))).toMatchObject({ ok: true })
    const atCeiling = units(maxImportUnits)
    const whole = parseExchangeFile('xliff', 'th-TH', atCeiling)
    expect(whole).toMatchObject({ ok: true })
    expect(await readExchangeFile('xliff', 'th-TH', atCeiling)).toEqual(whole)
  }, 120_000)
})
