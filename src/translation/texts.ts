import { getTranslation, type I18nClient } from '@payloadcms/translations'
import type { Field, LabelFunction, StaticLabel } from 'payload'

import { absentFlagKey } from '@/fields/optionalText'
import { contentLocales, type ContentLocale } from '@/i18n/locales'
import type { TextFormat } from '@/lib/blankText'

/** One localized text of a document, in every language it has. */
export type LocalizedText = {
  /** Stable within its document: field names, with array and block rows by row id (`features.66a1….text`). */
  path: string
  /** The same place for people, rows by position or block type (`features 2 › text`, `hero › title`). */
  label: string
  /** The same place as the admin's form names it, rows by index (`features.1.text`). */
  fieldPath: string
  /** The same place as the admin labels it, for `textLabel` to say in the admin's language. */
  steps: LabelStep[]
  format: TextFormat
  required: boolean
  values: Partial<Record<ContentLocale, unknown>>
  /** The languages that leave this optional text out on purpose (see `optionalText`). */
  absent?: Partial<Record<ContentLocale, boolean>>
  /** The form's path of that "not stated in this language" box. */
  absentFieldPath?: string
  /** Where known (see `freshness`): the English now and, per language, the English it was translated from, as plain text. */
  source?: TextSource
}

export type TextSource = { english: string; translatedFrom: Partial<Record<ContentLocale, string>> }

type Data = Record<string, unknown>

/** One step of a text's place: a field, tab or block as the admin labels it, and a row's number. */
export type LabelStep = {
  label: StaticLabel | LabelFunction | false | undefined
  /** Said where the step has no label. */
  name: string
  row?: number
}

type Row = Data & { id?: unknown; blockType?: unknown }
type Place = {
  path: string[]
  label: string[]
  fieldPath: string[]
  steps: LabelStep[]
  /** The whole document, for the fields' `admin.condition`. */
  root: Data
}

const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const dataOf = (value: unknown): Data => (isData(value) ? value : {})
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isData) : [])
const inside = (
  at: Place,
  path: string[],
  label: string,
  step: LabelStep,
  fieldPath = path,
): Place => ({
  ...at,
  path: [...at.path, ...path],
  label: [...at.label, label],
  fieldPath: [...at.fieldPath, ...fieldPath],
  steps: [...at.steps, step],
})

/**
 * Where a text is, in the admin's language, as its form labels the fields on the way
 * (`Features 2 › Feature`, in Thai `ฟีเจอร์ 2 › ฟีเจอร์`).
 */
export const textLabel = (text: Pick<LocalizedText, 'steps'>, i18n: I18nClient) =>
  text.steps
    .map(({ label, name, row }) =>
      [label ? getTranslation(label, i18n) : name, row]
        .filter((part) => part !== undefined)
        .join(' '),
    )
    .join(' › ')

type FoundField = { label: LabelStep['label']; fields?: Field[] }

/** The field (or block) a label's part names among `fields`, looking through unnamed rows, tabs and groups. */
function named(fields: Field[], name: string): FoundField | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) {
      if (field.type === 'array')
        return { label: field.labels?.singular ?? field.label, fields: field.fields }
      return { label: field.label, fields: 'fields' in field ? field.fields : undefined }
    }
    const within =
      field.type === 'tabs'
        ? field.tabs.map((tab) =>
            'name' in tab && tab.name === name
              ? ({ label: tab.label, fields: tab.fields } satisfies FoundField)
              : 'name' in tab && tab.name
                ? undefined
                : named(tab.fields, name),
          )
        : field.type === 'blocks'
          ? field.blocks.map((block) =>
              block.slug === name
                ? { label: block.labels?.singular, fields: block.fields }
                : undefined,
            )
          : (field.type === 'row' || field.type === 'collapsible' || field.type === 'group') &&
              !('name' in field && field.name)
            ? [named(field.fields, name)]
            : []
    const found = within.find(Boolean)
    if (found) return found
  }
  return undefined
}

/**
 * A text's `label` as stored (`features 2 › text`: the translation status table keeps these),
 * said in the admin's language as `textLabel` says it. A part the fields no longer have stays
 * as stored.
 */
export function placeLabel(fields: Field[], label: string, i18n: I18nClient): string {
  const steps: LabelStep[] = []
  let within: Field[] | undefined = fields
  for (const part of label.split(' › ')) {
    const [, name = part, row] = /^(.*?)(?: (\d+))?$/.exec(part) ?? []
    const found: FoundField | undefined = within && named(within, name)
    if (!found) return label
    steps.push({ label: found.label, name, ...(row && { row: Number(row) }) })
    within = found.fields
  }
  return textLabel({ steps }, i18n)
}

function valuesByLocale(value: unknown): LocalizedText['values'] {
  const byLocale = dataOf(value)
  return Object.fromEntries(
    contentLocales
      .filter((locale) => locale in byLocale)
      .map((locale) => [locale, byLocale[locale]]),
  )
}

/**
 * Every localized text, textarea and rich-text field of a document read with `locale: 'all'`,
 * where each such field is an object of values by locale. Arrays and blocks (not localized
 * themselves) are walked row by row; uploads and other non-text fields are not texts.
 */
export function localizedTexts(fields: Field[], doc: unknown): LocalizedText[] {
  const texts: LocalizedText[] = []
  const root = dataOf(doc)
  collect(fields, root, { path: [], label: [], fieldPath: [], steps: [], root }, texts)
  return texts
}

/**
 * Whether the form shows a field for this document: one its `admin.condition` hides (a fishing
 * game's shot names on a slot) holds no text of it, so that no language counts it as missing and
 * no file offers it. The condition reads the document as stored in all languages: it should ask
 * a field every language shares (the game's kind), as a form's condition does.
 */
const shownIn = (field: Field, at: Place, data: Data) => {
  const condition = field.admin?.condition
  return (
    !condition ||
    Boolean(
      condition(at.root, data, {
        blockData: {},
        operation: 'update',
        path: 'name' in field ? [...at.fieldPath, field.name] : at.fieldPath,
        user: null,
      }),
    )
  )
}

function collect(fields: Field[], data: Data, at: Place, texts: LocalizedText[]) {
  for (const field of fields) {
    if (!shownIn(field, at, data)) continue
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'richText':
        // A hidden text is derived by the CMS (a game's heading), never written by a translator.
        if (field.localized && !field.admin?.hidden) {
          const place = inside(at, [field.name], field.name, {
            label: field.label,
            name: field.name,
          })
          const flag = field.custom?.[absentFlagKey] as string | undefined
          texts.push({
            path: place.path.join('.'),
            label: place.label.join(' › '),
            fieldPath: place.fieldPath.join('.'),
            steps: place.steps,
            format: field.type === 'richText' ? 'richText' : 'text',
            required: Boolean(field.required),
            values: valuesByLocale(data[field.name]),
            ...(flag && {
              absent: valuesByLocale(data[flag]) as LocalizedText['absent'],
              absentFieldPath: [...at.fieldPath, flag].join('.'),
            }),
          })
        }
        break
      case 'group':
        if ('name' in field && field.name)
          collect(
            field.fields,
            dataOf(data[field.name]),
            inside(at, [field.name], field.name, { label: field.label, name: field.name }),
            texts,
          )
        else collect(field.fields, data, at, texts)
        break
      case 'row':
      case 'collapsible':
        collect(field.fields, data, at, texts)
        break
      case 'tabs':
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name)
            collect(
              tab.fields,
              dataOf(data[tab.name]),
              inside(at, [tab.name], tab.name, { label: tab.label, name: tab.name }),
              texts,
            )
          else collect(tab.fields, data, at, texts)
        }
        break
      case 'array':
        rowsOf(data[field.name]).forEach((row, i) =>
          collect(
            field.fields,
            row,
            inside(
              at,
              [field.name, String(row.id)],
              `${field.name} ${i + 1}`,
              { label: field.labels?.singular ?? field.label, name: field.name, row: i + 1 },
              [field.name, String(i)],
            ),
            texts,
          ),
        )
        break
      case 'blocks':
        rowsOf(data[field.name]).forEach((row, i) => {
          const block = field.blocks.find(({ slug }) => slug === row.blockType)
          if (block)
            collect(
              block.fields,
              row,
              inside(
                at,
                [field.name, String(row.id)],
                block.slug,
                { label: block.labels?.singular, name: block.slug, row: i + 1 },
                [field.name, String(i)],
              ),
              texts,
            )
        })
        break
    }
  }
}

/** Follows a text's path through a document read in one locale, finding array and block rows by id. */
function follow(doc: Data, segments: string[]): unknown {
  let value: unknown = doc
  for (const segment of segments) {
    value = Array.isArray(value)
      ? value.find((row) => isData(row) && String(row.id) === segment)
      : isData(value)
        ? value[segment]
        : undefined
  }
  return value
}

/** The value at a text's path in a document read in one locale. */
export const textAt = (doc: Data, path: string): unknown => follow(doc, path.split('.'))

/** Puts a value at a text's path; false when the document has no such place (a row was removed meanwhile). */
export function placeText(doc: Data, path: string, value: unknown): boolean {
  const segments = path.split('.')
  const name = segments.pop()!
  const parent = follow(doc, segments)
  if (!isData(parent)) return false
  parent[name] = value
  return true
}
