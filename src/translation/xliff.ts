/**
 * XLIFF 1.2, the exchange format of translators' CAT tools: one `<group>` per entry, one
 * `<trans-unit>` per text, the English as `<source>`, the language as `<target>` whose `state`
 * carries the freshness (needs-translation, needs-review-translation, translated). Rich text is a
 * group of units, one per paragraph, heading or list item, its bold, italic, links and line breaks
 * as inline `<g>` and `<x/>` elements whose ids name the English's own formatting, so a
 * translation keeps the formatting as CAT tools move it around. Notes written in the tool are
 * kept; the studio's own notes (`from="starfin"`) say what and where a text is. Each text's unit (or
 * rich text's group) carries `starfin:base`, the stamp of the translation when the file was made,
 * which CAT tools keep as an attribute of another namespace.
 */
import sax from 'sax'

import { defaultContentLocale, type ContentLocale } from '@/i18n/locales'

import type { ExchangeRow, ImportedText, ImportProblem, ParsedExchange } from './exchange'
import type { TextState } from './status'

const ours = 'starfin'
const ourNamespace = 'urn:starfin:texts'

// ---------------------------------------------------------------------------------------------
// Lexical rich text as translation units

type LexicalNode = { type?: string; children?: LexicalNode[]; [key: string]: unknown }

/** Nodes whose inline children are one unit; lists hold list items, which are. */
const textBlocks = new Set(['paragraph', 'heading', 'quote', 'listitem'])
const inlineTypes = new Set(['text', 'linebreak', 'tab', 'link', 'autolink'])

const rootOf = (value: unknown): LexicalNode | undefined =>
  (value as { root?: LexicalNode } | null | undefined)?.root

/** The text blocks of a document, in reading order (list items inside lists, nested lists too). */
function blocksOf(node: LexicalNode | undefined, into: LexicalNode[] = []): LexicalNode[] {
  for (const child of node?.children ?? []) {
    if (child.type && textBlocks.has(child.type)) into.push(child)
    blocksOf(child, into)
  }
  return into
}

const formatNames: [number, string][] = [
  [1, 'bold'],
  [2, 'italic'],
  [4, 'x-strikethrough'],
  [8, 'underlined'],
  [16, 'x-code'],
  [32, 'x-subscript'],
  [64, 'x-superscript'],
]
const ctypeOf = (format: number) => {
  const names = formatNames.filter(([bit]) => format & bit).map(([, name]) => name)
  return names.length === 1 ? names[0] : `x-${names.join('-').replaceAll('x-', '')}`
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;')

/** The inline nodes of the English's formatting, by the id their `<g>`/`<x/>` carries. */
type InlineIds = { next: number; nodes: Map<string, LexicalNode> }

function inlineXml(children: LexicalNode[], ids: InlineIds): string {
  return children
    .filter((node) => node.type && inlineTypes.has(node.type))
    .map((node) => {
      if (node.type === 'tab') return '\t'
      const text = typeof node.text === 'string' ? node.text : ''
      const format = typeof node.format === 'number' ? node.format : 0
      if (node.type === 'text' && format === 0) return escapeText(text)
      const id = String(ids.next++)
      ids.nodes.set(id, node)
      if (node.type === 'linebreak') return `<x id="${id}" ctype="lb"/>`
      if (node.type === 'text')
        return `<g id="${id}" ctype="${ctypeOf(format)}">${escapeText(text)}</g>`
      return `<g id="${id}" ctype="link">${inlineXml(node.children ?? [], ids)}</g>`
    })
    .join('')
}

/** Each text block as inline markup, with the ids of its formatting (numbered per block). */
const blockUnits = (value: unknown) =>
  blocksOf(rootOf(value)).map((block) => {
    const ids: InlineIds = { next: 1, nodes: new Map() }
    return { block, xml: inlineXml(block.children ?? [], ids), ids }
  })

/** What an XLIFF file holds for one rich text: each block's target, in the English's order. */
export type RichTextImport = { targets: (XmlNode[] | undefined)[] }

const textNode = (text: string, format: number, like?: LexicalNode): LexicalNode => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: typeof like?.style === 'string' ? like.style : '',
  version: 1,
})

/** Lexical inline nodes from a target's content, the formatting looked up by id in the English. */
function inlineNodes(content: XmlNode[], ids: InlineIds, format = 0): LexicalNode[] {
  return content.flatMap((item): LexicalNode[] => {
    if (typeof item === 'string') return item ? [textNode(item, format)] : []
    const source = ids.nodes.get(item.attributes.id ?? '')
    if (item.name === 'x')
      return source ? [structuredClone(source)] : [{ type: 'linebreak', version: 1 }]
    if (item.name === 'g' && source?.type === 'text') {
      const own = typeof source.format === 'number' ? source.format : 0
      return inlineNodes(item.children, ids, format | own).map((node) =>
        node.type === 'text' ? { ...node, style: source.style ?? '' } : node,
      )
    }
    if (item.name === 'g' && source && (source.type === 'link' || source.type === 'autolink'))
      return [{ ...source, children: inlineNodes(item.children, ids, format) }]
    return inlineNodes(item.children, ids, format)
  })
}

/**
 * The translated rich text: the English's structure (blocks, lists, images) with each block's
 * inline content from its target. `untranslated` when a block has no target or the English has no
 * text (the file leaves the text as it is); `mismatch` when the English has other blocks than the
 * file's.
 */
export function richTextFromXliff(
  english: unknown,
  imported: RichTextImport,
): { value: unknown } | { untranslated: true } | { mismatch: true } {
  const units = blockUnits(english)
  if (imported.targets.length !== units.length) return { mismatch: true }
  if (units.length === 0 || imported.targets.some((target) => !target || !xmlText(target).trim()))
    return { untranslated: true }
  const copy = structuredClone(english) as { root?: LexicalNode }
  blocksOf(copy.root).forEach((block, i) => {
    const nested = (block.children ?? []).filter((node) => !inlineTypes.has(node.type ?? ''))
    block.children = [...inlineNodes(imported.targets[i]!, units[i].ids), ...nested]
  })
  return { value: copy }
}

/** A rich text's blocks as the file's targets would hold them, as exported now. */
export function richTextTargets(value: unknown): RichTextImport {
  return {
    targets: blockUnits(value).map(({ xml }) => {
      const parsed = parseXml(`<t>${xml}</t>`)
      return 'code' in parsed ? undefined : elements(parsed, 't')[0]?.children
    }),
  }
}

// ---------------------------------------------------------------------------------------------
// The file

const xliffStates: Record<TextState, string> = {
  missing: 'needs-translation',
  'needs-update': 'needs-review-translation',
  current: 'translated',
}

/** CAT tools' states as ours: reviewed or translated is current, any "needs review" needs update. */
function stateFromXliff(state: string | undefined): TextState | undefined {
  if (!state) return undefined
  if (['translated', 'final', 'signed-off'].includes(state)) return 'current'
  if (state.startsWith('needs-review') || state === 'needs-adaptation' || state === 'needs-l10n')
    return 'needs-update'
  return 'missing'
}

const note = (text: string, from = ours) =>
  `<note from="${escapeAttribute(from)}">${escapeText(text)}</note>`

/** What a file's notes say besides the texts, in the exporting account's admin language. */
export type ExportWords = { needsUpdate: string }
const englishWords: ExportWords = {
  needsUpdate: 'Needs update. The English it was translated from:',
}

function rowNotes(row: ExchangeRow, words: ExportWords): string[] {
  return [
    note(row.label),
    ...(row.translatedFrom !== undefined
      ? [note(`${words.needsUpdate}\n${row.translatedFrom}`)]
      : []),
    ...(row.note ? [note(row.note, 'translator')] : []),
  ]
}

function unitXml(
  id: string,
  source: string,
  target: string,
  state: TextState,
  notes: string[],
  base?: string,
) {
  const targetXml = target
    ? `<target state="${xliffStates[state]}">${target}</target>`
    : `<target state="${xliffStates[state]}"/>`
  const baseXml = base ? ` ${ours}:base="${escapeAttribute(base)}"` : ''
  return [
    `<trans-unit id="${escapeAttribute(id)}" resname="${escapeAttribute(id)}"${baseXml} xml:space="preserve">`,
    `<source>${source}</source>`,
    targetXml,
    ...notes,
    '</trans-unit>',
  ].join('')
}

function rowXml(row: ExchangeRow, words: ExportWords): string {
  if (row.format !== 'richText')
    return unitXml(
      row.key,
      escapeText(row.english),
      escapeText(row.text),
      row.state,
      rowNotes(row, words),
      row.base,
    )
  const sources = blockUnits(row.richEnglish)
  const targets = row.state === 'missing' ? [] : blockUnits(row.richText)
  const units = sources.map((unit, i) =>
    unitXml(`${row.key}#${i + 1}`, unit.xml, targets[i]?.xml ?? '', row.state, []),
  )
  return [
    `<group id="${escapeAttribute(row.key)}" resname="${escapeAttribute(row.key)}" restype="x-richtext" ${ours}:base="${escapeAttribute(row.base)}">`,
    ...rowNotes(row, words),
    ...units,
    '</group>',
  ].join('\n')
}

/**
 * One language's texts as an XLIFF 1.2 document, English as the source: a group per entry, written
 * a batch of rows at a time (an entry's rows all in one batch).
 */
export function xliffWriter(locale: ContentLocale, words: ExportWords = englishWords) {
  return {
    opening: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:${ours}="${ourNamespace}">`,
      `<file original="starfin-texts" datatype="plaintext" source-language="${defaultContentLocale}" target-language="${locale}">`,
      '<body>\n',
    ].join('\n'),
    rows: (rows: ExchangeRow[]) => {
      const entries = new Map<string, ExchangeRow[]>()
      for (const row of rows) {
        const entryRows = entries.get(row.entry)
        if (entryRows) entryRows.push(row)
        else entries.set(row.entry, [row])
      }
      return [...entries]
        .map(([entry, entryRows]) =>
          [
            `<group id="${escapeAttribute(entry)}" resname="${escapeAttribute(entry)}">`,
            ...entryRows.map((row) => rowXml(row, words)),
            '</group>\n',
          ].join('\n'),
        )
        .join('')
    },
    end: () => ['</body>', '</file>', '</xliff>', ''].join('\n'),
  }
}

// ---------------------------------------------------------------------------------------------
// Reading it back

export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlNode[] }
export type XmlNode = XmlElement | string

/**
 * How deep a file may nest its elements. Ours go xliff › file › body › group › group ›
 * trans-unit › target › g › g (9); CAT tools add a few levels of groups and inline markup. The
 * limit keeps the reader's recursion (inline markup, texts) short and its work linear.
 */
export const maxXmlDepth = 32

/**
 * The most units a translation file may hold (an XLIFF `trans-unit`, a CSV row, a JSON text): the
 * studio's whole catalogue in one language is about 1,250 (one a text, one a paragraph of a rich
 * text), so this is room for twenty times it and more. A translator's file of 40,000 made-up units
 * (3.7 MB) held the server's thread 10.5 s while `/en` waited 8 s (round 33); a file over it is
 * refused at the unit past it, before the rest is read or anything is looked up.
 */
export const maxImportUnits = 30_000

/** Thrown from sax's callbacks to stop reading at the first fault, whatever follows. */
class Refusal extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.code)
  }
}

/**
 * A reader of a document as a tree of elements (local names, namespaces dropped) and texts, fed
 * a piece at a time; the whole tree, or why not, when it is closed. A file holding more than
 * `maxImportUnits` units is refused at the one past it, before the rest is read.
 */
function xmlReader() {
  const parser = sax.parser(true, { xmlns: false, position: true })
  const root: XmlElement = { name: '#document', attributes: {}, children: [] }
  const open: XmlElement[] = [root]
  const top = () => open[open.length - 1]
  let units = 0
  parser.onopentag = (tag) => {
    if (open.length > maxXmlDepth) throw new Refusal({ code: 'xmlTooDeep', depth: maxXmlDepth })
    const element: XmlElement = {
      name: tag.name.replace(/^.*:/, ''),
      attributes: Object.fromEntries(
        Object.entries(tag.attributes).map(([name, value]) => [
          name,
          typeof value === 'string' ? value : value.value,
        ]),
      ),
      children: [],
    }
    if (element.name === 'trans-unit' && ++units > maxImportUnits)
      throw new Refusal({ code: 'tooManyUnits', max: maxImportUnits })
    top().children.push(element)
    open.push(element)
  }
  parser.onclosetag = () => void open.pop()
  parser.ontext = (text) => void top().children.push(text)
  parser.oncdata = (text) => void top().children.push(text)
  // Entities other than XML's five are refused here too (sax does not expand a DTD's).
  parser.onerror = () => {
    throw new Refusal({ code: 'notXml', line: parser.line + 1, column: parser.column + 1 })
  }
  const guarded = (read: () => void): ImportProblem | undefined => {
    try {
      read()
    } catch (error) {
      if (error instanceof Refusal) return error.problem
      throw error
    }
  }
  return {
    write: (piece: string) => guarded(() => parser.write(piece)),
    close: (): XmlElement | ImportProblem => guarded(() => parser.close()) ?? root,
  }
}

/** The document as a tree of elements and texts, or why not, read at once. */
function parseXml(body: string): XmlElement | ImportProblem {
  const reader = xmlReader()
  return reader.write(body) ?? reader.close()
}

/**
 * How much of a file is read before the server's thread turns to others: a file of 5 MB is read
 * in about twenty turns, so visitors' pages are answered meanwhile.
 */
const readPieceLength = 256 * 1024

/** As `parseXml`, a piece at a time, letting the server answer others between pieces. */
async function parseXmlInTurns(body: string): Promise<XmlElement | ImportProblem> {
  const reader = xmlReader()
  for (let at = 0; at < body.length; at += readPieceLength) {
    const problem = reader.write(body.slice(at, at + readPieceLength))
    if (problem) return problem
    await new Promise((resolve) => setImmediate(resolve))
  }
  return reader.close()
}

const elements = (node: XmlElement, name: string) =>
  node.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && child.name === name,
  )

const xmlText = (content: XmlNode[]): string =>
  content.map((item) => (typeof item === 'string' ? item : xmlText(item.children))).join('')

/**
 * The units and groups under a node at any depth, in document order. A loop over a stack, not
 * nested generators: those pass every item up through each ancestor, quadratic in the depth.
 */
export function unitsAndGroups(node: XmlElement): XmlElement[] {
  const found: XmlElement[] = []
  const pending: XmlNode[] = [...node.children].reverse()
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === 'string') continue
    if (next.name === 'trans-unit' || next.name === 'group') found.push(next)
    if (next.name !== 'trans-unit')
      for (let i = next.children.length - 1; i >= 0; i--) pending.push(next.children[i])
  }
  return found
}

/**
 * The longest note a unit may carry (docs/translation.md): a note is kept with its text and goes
 * out with every export and status read, so a file with a longer one is refused, naming the unit.
 */
export const maxNoteLength = 2000

/** A unit's id as a message names it: the ids this site writes are far shorter. */
export const shortened = (id: string) => (id.length > 100 ? `${id.slice(0, 100)}…` : id)

/** The notes written in the CAT tool (not the studio's own), as one text; '' when there are none. */
/** The stamp a unit or group carries (`starfin:base`, whatever prefix a tool gave our namespace). */
const baseOf = (node: XmlElement) =>
  Object.entries(node.attributes).find(([name]) => /^[^:]+:base$/.test(name))?.[1]

/** A unit's `<source>` as text. */
const sourceText = (unit: XmlElement) => xmlText(elements(unit, 'source')[0]?.children ?? [])

/**
 * A rich text's English as an XLIFF file gives it (each block's source as text, a line apart),
 * to tell whether a file was made from the English of now.
 */
export const blocksEnglish = (value: unknown) =>
  richTextTargets(value)
    .targets.map((content) => (content ? xmlText(content) : ''))
    .join('\n\n')

const theirNotes = (node: XmlElement) =>
  elements(node, 'note')
    .filter((element) => element.attributes.from !== ours)
    .map((element) => xmlText(element.children).trim())
    .filter(Boolean)
    .join('\n')

export function parseXliff(locale: ContentLocale, body: string): ParsedExchange {
  return xliffTexts(locale, parseXml(body))
}

/** As `parseXliff`, the file read a piece at a time (the import's endpoint). */
export async function parseXliffInTurns(locale: ContentLocale, body: string) {
  return xliffTexts(locale, await parseXmlInTurns(body))
}

function xliffTexts(locale: ContentLocale, document: XmlElement | ImportProblem): ParsedExchange {
  if ('code' in document) return { ok: false, problem: document }
  const xliff = elements(document, 'xliff')[0]
  if (!xliff) return { ok: false, problem: { code: 'notXliff' } }
  if (xliff.attributes.version !== '1.2') return { ok: false, problem: { code: 'xliffVersion' } }
  const texts = new Map<string, ImportedText>()
  const tooLong = (unit: string, note: string): ParsedExchange | undefined =>
    note.length > maxNoteLength
      ? {
          ok: false,
          problem: {
            code: 'noteTooLong',
            unit: shortened(unit),
            length: note.length,
            max: maxNoteLength,
          },
        }
      : undefined
  for (const file of elements(xliff, 'file')) {
    const target = file.attributes['target-language']
    if (target && target !== locale)
      return { ok: false, problem: { code: 'otherLanguage', found: target, wanted: locale } }
    for (const node of unitsAndGroups(file)) {
      const id = node.attributes.resname ?? node.attributes.id
      if (!id) continue
      if (node.name === 'group' && node.attributes.restype === 'x-richtext') {
        const note = theirNotes(node)
        const refused = tooLong(id, note)
        if (refused) return refused
        const units = elements(node, 'trans-unit')
        const targets = units.map((unit) => elements(unit, 'target')[0]?.children)
        const base = baseOf(node)
        texts.set(id, {
          text: targets.map((content) => (content ? xmlText(content) : '')).join('\n\n'),
          rich: { targets },
          state: stateFromXliff(elements(units[0] ?? node, 'target')[0]?.attributes.state),
          note,
          english: units.map(sourceText).join('\n\n'),
          ...(base && { base }),
        })
      } else if (node.name === 'trans-unit' && !id.includes('#')) {
        const note = theirNotes(node)
        const refused = tooLong(id, note)
        if (refused) return refused
        const targetElement = elements(node, 'target')[0]
        const base = baseOf(node)
        texts.set(id, {
          text: targetElement ? xmlText(targetElement.children) : '',
          state: stateFromXliff(targetElement?.attributes.state),
          note,
          english: sourceText(node),
          ...(base && { base }),
        })
      }
    }
  }
  return { ok: true, texts }
}
