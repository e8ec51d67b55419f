/**
 * The files translators download and upload: one language's texts, keyed by stable text keys,
 * with the English text beside each for reference (ignored on import).
 *
 * JSON: { "locale": "th-TH", "texts": { "games/24/title": { "en-US": "…", "th-TH": "…" } } }
 * CSV:  key,en-US,th-TH — one text a row, UTF-8 with a byte-order mark so spreadsheets read it so.
 */
import { z } from 'zod'

import { defaultContentLocale, type ContentLocale } from '@/i18n/locales'

export const exchangeFormats = ['json', 'csv'] as const
export type ExchangeFormat = (typeof exchangeFormats)[number]

export const isExchangeFormat = (value: unknown): value is ExchangeFormat =>
  exchangeFormats.includes(value as ExchangeFormat)

export type ExchangeRow = { key: string; english: string; text: string }

export const exchangeMediaTypes: Record<ExchangeFormat, string> = {
  json: 'application/json',
  csv: 'text/csv',
}

/** English's own file has no reference column. */
const columnsOf = (locale: ContentLocale) =>
  locale === defaultContentLocale ? [locale] : [defaultContentLocale, locale]

export function exchangeFile(
  format: ExchangeFormat,
  locale: ContentLocale,
  rows: ExchangeRow[],
): string {
  const cells = (row: ExchangeRow) =>
    locale === defaultContentLocale ? [row.text] : [row.english, row.text]
  if (format === 'json') {
    const texts = Object.fromEntries(
      rows.map((row) => [
        row.key,
        Object.fromEntries(columnsOf(locale).map((column, i) => [column, cells(row)[i]])),
      ]),
    )
    return JSON.stringify({ locale, texts }, null, 2) + '\n'
  }
  const lines = [['key', ...columnsOf(locale)], ...rows.map((row) => [row.key, ...cells(row)])]
  return '\uFEFF' + lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n'
}

const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value

/** An uploaded file's texts in the language: text key → text, as written (blank ones too). */
export type ParsedExchange = { ok: true; texts: Map<string, string> } | { ok: false; error: string }

export function parseExchangeFile(
  format: ExchangeFormat,
  locale: ContentLocale,
  body: string,
): ParsedExchange {
  return format === 'json'
    ? parseJson(locale, body)
    : parseCsvFile(locale, body.replace(/^\uFEFF/, ''))
}

function parseJson(locale: ContentLocale, body: string): ParsedExchange {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return { ok: false, error: 'The file is not valid JSON.' }
  }
  const shape = z.object({
    locale: z.string().optional(),
    texts: z.record(z.string(), z.looseObject({ [locale]: z.string().nullish() })),
  })
  const parsed = shape.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      ok: false,
      error: `The file is not a texts file: ${issue.path.join('.') || 'the top level'}: ${issue.message}`,
    }
  }
  if (parsed.data.locale && parsed.data.locale !== locale) {
    return { ok: false, error: `The file holds ${parsed.data.locale} texts, not ${locale}.` }
  }
  const texts = new Map<string, string>()
  for (const [key, entry] of Object.entries(parsed.data.texts)) {
    const text = entry[locale]
    if (typeof text === 'string') texts.set(key, text)
  }
  return { ok: true, texts }
}

function parseCsvFile(locale: ContentLocale, body: string): ParsedExchange {
  const rows = parseCsv(body)
  if (!rows) return { ok: false, error: 'The CSV file has a quoted field that never ends.' }
  const [header = [], ...records] = rows
  const keyColumn = header.indexOf('key')
  const textColumn = header.indexOf(locale)
  if (keyColumn < 0 || textColumn < 0)
    return {
      ok: false,
      error: `The CSV file needs a “key” column and a “${locale}” column in its first row.`,
    }
  const texts = new Map<string, string>()
  for (const record of records) {
    const key = record[keyColumn]?.trim()
    if (key) texts.set(key, record[textColumn] ?? '')
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
