/**
 * A version page's rich-text diff turns each version into HTML with Lexical's converters and
 * shows it as markup (round 30): what a translator stores is shown as text, never as markup.
 */
import { convertLexicalToHTMLAsync } from '@payloadcms/richtext-lexical/html-async'
import { describe, expect, it } from 'vitest'

import { richTextForDiff } from '@/admin/richTextDiffValues'

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const paragraph = (value: string) => ({ type: 'paragraph', version: 1, children: [text(value)] })

/** A translator's table whose cell closes its `class` attribute, as stored through REST. */
const smuggled = {
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    children: [
      paragraph('คำอธิบาย'),
      {
        type: 'table',
        version: 1,
        children: [
          {
            type: 'tablerow',
            version: 1,
            children: [
              {
                type: 'tablecell',
                version: 1,
                headerState:
                  '0"><meta http-equiv="refresh" content="0;url=https://example.com/"><style>body{display:none}</style><i class="',
                colSpan: '2" onclick="x',
                rowSpan: 2,
                children: [paragraph('cell')],
              },
              { type: 'tablecell', version: 1, headerState: 1, colSpan: 3, children: [] },
            ],
          },
        ],
      },
    ],
  },
}

const html = (data: unknown) => convertLexicalToHTMLAsync({ data: data as never })

describe('a rich text on a version page', () => {
  it('brought a translator’s markup into the diff as stored', async () => {
    expect(await html(smuggled)).toContain('<meta http-equiv="refresh"')
  })

  it('is shown with no markup of its author, its table and words kept', async () => {
    const shown = await html(richTextForDiff(smuggled))
    expect(shown).not.toMatch(/<meta|<style|onclick/)
    expect(shown).toContain('lexical-table-cell-header-0')
    expect(shown).toContain('rowspan="2"')
    // A header cell of three columns stays one.
    expect(shown).toMatch(/<th[^>]*colspan="3"/)
    expect(shown).toContain('คำอธิบาย')
    expect(shown).toContain('cell')
  })

  it('leaves what is no rich text alone', () => {
    expect(richTextForDiff(null)).toBeNull()
    expect(richTextForDiff(undefined)).toBeUndefined()
    expect(richTextForDiff('text')).toBe('text')
  })

  it('shows no markup of a cell nested deeper than it walks (round 31)', async () => {
    // The round-30 cell under 205 quotes: the walk stopped at 200 levels and passed it on as stored.
    const table = smuggled.root.children[1] as { children: { children: object[] }[] }
    let node: object = table.children[0].children[0]
    for (let level = 0; level < 205; level++) node = { type: 'quote', version: 1, children: [node] }
    const deep = { root: { type: 'root', version: 1, children: [paragraph('คำอธิบาย'), node] } }
    expect(await html(deep)).toContain('<meta http-equiv="refresh"')
    const shown = await html(richTextForDiff(deep))
    expect(shown).not.toMatch(/<meta|<style|onclick/)
    expect(shown).toContain('คำอธิบาย')
  })

  it('does not change the stored value it is given', () => {
    const before = JSON.stringify(smuggled)
    richTextForDiff(smuggled)
    expect(JSON.stringify(smuggled)).toBe(before)
  })
})
