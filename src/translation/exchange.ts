/**
 * The files translators download and upload: one language's texts, keyed by stable text keys,
 * with the English text beside each for reference (ignored on import), each translation's state
 * and, where it needs update, the English it was translated from.
 *
 * JSON: { "locale": "th-TH", "texts": { "games/24/title": { "en-US": "…", "th-TH": "…",
 *         "state": "needs-update", "translatedFrom": "…", "base": "…" } } }
 * CSV:  key,en-US,th-TH,state,translated from,base — one text a row, UTF-8 with a byte-order mark
 *       so spreadsheets read it so, and no cell a spreadsheet would run as a formula.
 * XLIFF 1.2: see `xliff.ts`.
 *
 * Each text carries its `base`: the stamp of the translation as it was when the file was made.
 * On import, a text the file changes is saved unless the site's text changed since (then the
 * site's is kept and the text listed); one the file leaves as it was is never written back over a
 * newer one. A translation made from other English than the current is saved as made from that
 * English, so it still needs update; an unchanged one whose state was changed from
 * "needs-update" to "current" is confirmed as still correct (when the file's English is current).
 */
import { createHash } from 'node:crypto'

import { z } from 'zod'

import { defaultContentLocale, isContentLocale, type ContentLocale } from '@/i18n/locales'
import { languageInAdmin } from '@/i18n/languageNames'
import { adminT } from '@/labels/t'

import type { TextState } from './status'
import type { TextFormat } from '@/lib/blankText'
import {
  maxImportUnits,
  parseXliff,
  parseXliffInTurns,
  xliffWriter,
  type ExportWords,
  type RichTextImport,
} from './xliff'

export { maxImportUnits }

export const exchangeFormats = ['json', 'csv', 'xliff'] as const
export type ExchangeFormat = (typeof exchangeFormats)[number]

export const isExchangeFormat = (value: unknown): value is ExchangeFormat =>
  exchangeFormats.includes(value as ExchangeFormat)

/** One text of the file. */
export type ExchangeRow = {
  key: string
  /** The key of its entry: `games/24`, `label-sets`. */
  entry: string
  /** For people: `65 · Dragon Gate › features 2 › text`. */
  label: string
  format: TextFormat
  /** Plain text; rich text as Markdown. */
  english: string
  text: string
  state: TextState
  /** Where the translation needs update: the English it was made from. */
  translatedFrom?: string
  /** The translator's note kept from an earlier XLIFF. */
  note?: string
  /** Rich text as stored (Lexical), for XLIFF's inline markup. */
  richEnglish?: unknown
  richText?: unknown
  /** The stamp of `text` (`textStamp`): what the translation was when the file was made. */
  base: string
}

/** A short stamp of a text as files carry it (Markdown for rich text), for telling it changed. */
export const textStamp = (plain: string) =>
  createHash('sha256').update(plain.trim()).digest('base64url').slice(0, 12)

/** One text of an uploaded file: a plain text, or (XLIFF) rich text built on the English. */
export type ImportedText = {
  text: string
  rich?: RichTextImport
  state?: TextState
  /** A state the file gives that is none of ours (a CSV's "finished"): the text is not saved. */
  unknownState?: string
  note?: string
  /** The English the file gives beside it (XLIFF rich text: its blocks' sources, a line apart). */
  english?: string
  /** The stamp of the translation when the file was made (files of before had none). */
  base?: string
}

export const exchangeMediaTypes: Record<ExchangeFormat, string> = {
  json: 'application/json',
  csv: 'text/csv',
  xliff: 'application/x-xliff+xml',
}

export const exchangeExtensions: Record<ExchangeFormat, string> = {
  json: 'json',
  csv: 'csv',
  xliff: 'xlf',
}

const translatedFromColumn = 'translated from'
const baseHeading = 'base'

/** A file written a batch of rows at a time: its opening, each batch's text, its end. */
type ExchangeWriter = { opening: string; rows: (rows: ExchangeRow[]) => string; end: () => string }

/** The writer of one language's file; each entry's rows come together, in one batch. */
export function exchangeWriter(
  format: ExchangeFormat,
  locale: ContentLocale,
  words?: ExportWords,
): ExchangeWriter {
  if (format === 'xliff') return xliffWriter(locale, words)
  // English's own file has no reference column and no states.
  const english = locale === defaultContentLocale
  if (format === 'json') {
    // As JSON.stringify({ locale, texts }, null, 2) writes it, a text at a time.
    let first = true
    const member = (row: ExchangeRow) => {
      const value = english
        ? { [locale]: row.text, base: row.base }
        : {
            [defaultContentLocale]: row.english,
            [locale]: row.text,
            state: row.state,
            ...(row.translatedFrom !== undefined && { translatedFrom: row.translatedFrom }),
            base: row.base,
          }
      const indented = JSON.stringify(value, null, 2).replace(/\n/g, '\n    ')
      const text = `${first ? '' : ','}\n    ${JSON.stringify(row.key)}: ${indented}`
      first = false
      return text
    }
    return {
      opening: `{\n  "locale": ${JSON.stringify(locale)},\n  "texts": {`,
      rows: (rows) => rows.map(member).join(''),
      end: () => (first ? '}\n}\n' : '\n  }\n}\n'),
    }
  }
  const line = (cells: string[]) => cells.map(csvField).join(',') + '\r\n'
  return {
    opening:
      '\uFEFF' +
      line(
        english
          ? ['key', locale, baseHeading]
          : ['key', defaultContentLocale, locale, 'state', translatedFromColumn, baseHeading],
      ),
    rows: (rows) =>
      rows
        .map((row) =>
          line(
            english
              ? [row.key, row.text, row.base]
              : [row.key, row.english, row.text, row.state, row.translatedFrom ?? '', row.base],
          ),
        )
        .join(''),
    end: () => '',
  }
}

/**
 * One language's file, a batch of rows at a time as they are read: the server sends it as it is
 * made, so a catalogue of thousands of games is never held whole, neither as rows nor as text.
 */
export async function* exchangeChunks(
  format: ExchangeFormat,
  locale: ContentLocale,
  batches: AsyncIterable<ExchangeRow[]>,
  words?: ExportWords,
): AsyncGenerator<string> {
  const writer = exchangeWriter(format, locale, words)
  yield writer.opening
  for await (const rows of batches) yield writer.rows(rows)
  yield writer.end()
}

/** One language's file as one string (the tests read it whole). */
export function exchangeFile(format: ExchangeFormat, locale: ContentLocale, rows: ExchangeRow[]) {
  const writer = exchangeWriter(format, locale)
  return writer.opening + writer.rows(rows) + writer.end()
}

/**
 * A spreadsheet runs a cell that begins with = + - @, a tab or a carriage return as a formula
 * (OWASP "CSV injection"), some after leading spaces too, so such a text goes out behind a single
 * quote, quoted; so does one after a no-break space, or beginning with the full-width forms an
 * East Asian keyboard types (＝ ＋ － ＠), which no spreadsheet is known to run, but which cost
 * nothing to neutralise (round 51, F6). A text that already begins with quotes before one of those
 * gets one more, so the import can take exactly one off and "-20%" or "'=x" come back as they
 * were. A text with a semicolon or a tab is quoted as well: a spreadsheet whose list separator is
 * `;` would otherwise split `x;=1+2` into a cell that starts a formula.
 */
const formulaStart = /^'*\s*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/
const neutralisedFormula = /^'+\s*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

const csvField = (value: string) => {
  if (formulaStart.test(value)) return `"'${value.replaceAll('"', '""')}"`
  return /[",;\t\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** A cell as the text it was exported from: without the quote `csvField` put before a formula. */
const csvText = (cell: string) => (neutralisedFormula.test(cell) ? cell.slice(1) : cell)

/**
 * Why an upload is refused: a code and what its message names, said in the uploader's admin
 * language by `importProblemMessage` (the API answers both).
 */
export type ImportProblem =
  | {
      code:
        'notJson' | 'csvOpenQuote' | 'notXliff' | 'xliffVersion' | 'notUtf8' | 'mediaType' | 'busy'
    }
  | { code: 'notTextsFile'; at: string }
  | { code: 'otherLanguage'; found: string; wanted: ContentLocale }
  | { code: 'csvColumns'; locale: ContentLocale }
  | { code: 'xmlTooDeep'; depth: number }
  | { code: 'notXml'; line: number; column: number }
  | { code: 'tooLarge'; megabytes: number }
  | { code: 'noteTooLong'; unit: string; length: number; max: number }
  | { code: 'tooManyUnits'; max: number }
  | { code: 'notYours'; locale: ContentLocale }

/** A file's language as the admin names it, with its code as the file writes it: "Thai (th-TH)". */
const languageName = (code: string, adminLanguage: string) =>
  isContentLocale(code) ? `${languageInAdmin(code, adminLanguage)} (${code})` : code

/** A refusal as the admin says it in the request's language (Payload's `req.i18n`). */
export function importProblemMessage(
  problem: ImportProblem,
  i18n: { t: unknown; language: string },
): string {
  const t = adminT(i18n.t)
  switch (problem.code) {
    case 'otherLanguage':
      return t('starfin:translationStatus:importProblems:otherLanguage', {
        found: languageName(problem.found, i18n.language),
        wanted: languageName(problem.wanted, i18n.language),
      })
    case 'notYours':
      return t('starfin:translationStatus:importProblems:notYours', {
        language: languageInAdmin(problem.locale, i18n.language),
      })
    default:
      return t(`starfin:translationStatus:importProblems:${problem.code}`, problem)
  }
}

/** An uploaded file's texts in the language: text key → text, as written (blank ones too). */
export type ParsedExchange =
  { ok: true; texts: Map<string, ImportedText> } | { ok: false; problem: ImportProblem }

const textStates: readonly TextState[] = ['missing', 'needs-update', 'current']
/** A text's state as a file writes it: one of ours, or the unknown word (an empty one is none). */
const stateOf = (value: unknown): Pick<ImportedText, 'state' | 'unknownState'> =>
  textStates.includes(value as TextState)
    ? { state: value as TextState }
    : typeof value === 'string' && value.trim()
      ? { unknownState: value.trim() }
      : {}

export function parseExchangeFile(
  format: ExchangeFormat,
  locale: ContentLocale,
  body: string,
): ParsedExchange {
  if (format === 'xliff') return parseXliff(locale, body)
  return format === 'json'
    ? parseJson(locale, body)
    : parseCsvFile(locale, body.replace(/^\uFEFF/, ''))
}

/**
 * As `parseExchangeFile`, for the import's endpoint: an XLIFF file is read a piece at a time, the
 * server answering others between pieces (JSON and CSV are read at once, in milliseconds).
 */
export async function readExchangeFile(
  format: ExchangeFormat,
  locale: ContentLocale,
  body: string,
): Promise<ParsedExchange> {
  return format === 'xliff'
    ? parseXliffInTurns(locale, body)
    : parseExchangeFile(format, locale, body)
}

const tooManyUnits: ParsedExchange = {
  ok: false,
  problem: { code: 'tooManyUnits', max: maxImportUnits },
}

function parseJson(locale: ContentLocale, body: string): ParsedExchange {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return { ok: false, problem: { code: 'notJson' } }
  }
  // Counted before the file's shape is checked text by text.
  const given = (value as { texts?: unknown } | null)?.texts
  if (typeof given === 'object' && given !== null) {
    let count = 0
    for (const key in given)
      if (Object.hasOwn(given, key) && ++count > maxImportUnits) return tooManyUnits
  }
  const shape = z.object({
    locale: z.string().optional(),
    texts: z.record(
      z.string(),
      z.looseObject({
        [locale]: z.string().nullish(),
        [defaultContentLocale]: z.string().nullish(),
        base: z.string().nullish(),
      }),
    ),
  })
  const parsed = shape.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const at = ['$', ...issue.path.map(String)].join('.')
    return { ok: false, problem: { code: 'notTextsFile', at } }
  }
  if (parsed.data.locale && parsed.data.locale !== locale) {
    return {
      ok: false,
      problem: { code: 'otherLanguage', found: parsed.data.locale, wanted: locale },
    }
  }
  const texts = new Map<string, ImportedText>()
  for (const [key, entry] of Object.entries(parsed.data.texts)) {
    const text = entry[locale]
    const english = locale === defaultContentLocale ? undefined : entry[defaultContentLocale]
    if (typeof text === 'string')
      texts.set(key, {
        text,
        ...stateOf(entry.state),
        ...(typeof english === 'string' && { english }),
        ...(typeof entry.base === 'string' && { base: entry.base }),
      })
  }
  return { ok: true, texts }
}

function parseCsvFile(locale: ContentLocale, body: string): ParsedExchange {
  const rows = parseCsv(body)
  if (!rows) return { ok: false, problem: { code: 'csvOpenQuote' } }
  const [header = [], ...records] = rows
  if (records.length > maxImportUnits) return tooManyUnits
  const keyColumn = header.indexOf('key')
  const textColumn = header.indexOf(locale)
  if (keyColumn < 0 || textColumn < 0) return { ok: false, problem: { code: 'csvColumns', locale } }
  const stateColumn = header.indexOf('state')
  const englishColumn = locale === defaultContentLocale ? -1 : header.indexOf(defaultContentLocale)
  const baseColumn = header.indexOf(baseHeading)
  const cell = (record: string[], column: number) =>
    column < 0 ? undefined : csvText(record[column] ?? '')
  const texts = new Map<string, ImportedText>()
  for (const record of records) {
    const key = csvText(record[keyColumn] ?? '').trim()
    const english = cell(record, englishColumn)
    const base = cell(record, baseColumn)?.trim()
    if (key)
      texts.set(key, {
        text: csvText(record[textColumn] ?? ''),
        ...(stateColumn < 0 ? {} : stateOf(csvText(record[stateColumn] ?? '').trim())),
        ...(english !== undefined && { english }),
        ...(base && { base }),
      })
  }
  return { ok: true, texts }
}

/** RFC 4180: fields separated by commas, quoted when they hold commas, quotes or line breaks. Null when a quote is left open. */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char !== '"') field += char
      else if (text[i + 1] === '"') field += text[++i]
      else quoted = false
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (quoted) return null
  if (field || row.length) rows.push([...row, field])
  return rows.filter((cells) => cells.some((cell) => cell !== ''))
}
