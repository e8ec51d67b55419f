import type { FlattenedField } from 'payload'

import { isValidId } from './requestErrors'

/**
 * What a REST or GraphQL query may filter and sort on. Payload checks that an operator is one it
 * knows and that a path exists, but passes on combinations the PostgreSQL adapter cannot run:
 * `near` on a number, `all` (MongoDB only), `like` on a date, a filter or sort on a related
 * document's field (`cover.filename`). Each failed inside the database adapter as a 500 with the
 * SQL in the log. The rules, checked first for everyone calling over HTTP: on every REST and GraphQL
 * query by `src/hooks/queryRules.ts`, on the admin's list reads (`table-state`) by
 * `src/admin/serverFunctions.ts`; the site's own reads (the local API) are not checked.
 */

const equality = ['equals', 'not_equals', 'in', 'not_in', 'exists'] as const
const text = [...equality, 'like', 'not_like', 'contains'] as const
const ordered = [
  ...equality,
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
] as const

/** The operators Payload documents for each field type (the admin's filters offer the same). */
export const operatorsByType: Record<string, readonly string[]> = {
  text,
  textarea: text,
  code: text,
  email: text,
  // `like` too: the admin's list search uses it on a number field named in `listSearchableFields`.
  number: [...ordered, 'like'],
  date: ordered,
  checkbox: ['equals', 'not_equals', 'exists'],
  select: equality,
  radio: equality,
  relationship: equality,
  upload: equality,
  point: ['equals', 'not_equals', 'exists', 'near', 'within', 'intersects'],
  json: ['exists'],
  richText: ['exists'],
}

/** The most rows of a list the admin shows at once (its largest page: Payload's default 100). */
export const listMaxRows = 100

/** A field a path leads to, or why it leads nowhere that can be queried. */
type Target =
  | {
      type: string
      inList: boolean
      /** A relation to several collections: the ones it names. */
      relationTo?: string[]
    }
  | { problem: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Follows a dotted path (`seo.title`, `features.text`, `title.ja-JP`) through the fields. */
function targetOf(fields: FlattenedField[], path: string, locales: string[]): Target {
  const segments = path.split('.')
  let current = fields
  let inList = false
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i]
    const rest = segments.length - i - 1
    // The id of a document or of a list's row; Payload adds it without a field in the config.
    if (name === 'id' && !current.some((field) => field.name === 'id'))
      return rest ? { problem: `"${path}" is not a field` } : { type: 'number', inList }
    const field = current.find((candidate) => candidate.name === name)
    if (!field || field.hidden) return { problem: `"${path}" is not a field` }
    // `title.ja-JP`: a localised field in one language.
    if ('localized' in field && field.localized && locales.includes(segments[i + 1] ?? '')) i++
    const further = segments.length - i - 1
    if (field.type === 'relationship' || field.type === 'upload') {
      const polymorphic = Array.isArray(field.relationTo)
      if (!further)
        return polymorphic
          ? { type: 'polymorphic', inList, relationTo: field.relationTo as string[] }
          : { type: field.type, inList }
      if (polymorphic && further === 1 && ['value', 'relationTo'].includes(segments[i + 1]))
        return { type: segments[i + 1] === 'value' ? 'relationship' : 'select', inList }
      return {
        problem: `"${path}" is a field of the related document; filter and sort on "${name}" itself (its id)`,
      }
    }
    if (field.type === 'join') return { problem: `"${path}" lists other documents` }
    if (field.type === 'blocks') {
      if (!further) return { problem: `"${path}" is a list of blocks; name one of their fields` }
      current = [
        { name: 'blockType', type: 'text' } as FlattenedField,
        ...field.blocks.flatMap((block) => block.flattenedFields),
      ]
      inList = true
      continue
    }
    if ('flattenedFields' in field) {
      if (!further) return { problem: `"${path}" is a ${field.type}; name one of its fields` }
      current = field.flattenedFields
      inList ||= field.type === 'array'
      continue
    }
    if (further) return { problem: `"${path}" is not a field` }
    return { type: field.type, inList }
  }
  return { problem: `"${path}" is not a field` }
}

/**
 * The operators a polymorphic relation takes: its `value` and `relationTo` take the rest. The
 * PostgreSQL adapter runs no `exists` on it ("Not supported", a 500 and a stack for sales on a
 * preference's `user`, round 32).
 */
const operatorsOf = (type: string) =>
  type === 'polymorphic' ? ['equals', 'not_equals'] : (operatorsByType[type] ?? [])

/**
 * Why a polymorphic relation cannot be compared with a value: the adapter takes only
 * `{ relationTo, value }`, one of its collections and an id the database can hold; a bare id, an
 * unknown collection or an id past the integer range was a 500 and a stack (round 32).
 */
function relationValueProblem(value: unknown, relationTo: string[]): boolean {
  if (!isRecord(value)) return true
  const id = value.value
  return (
    typeof value.relationTo !== 'string' ||
    !relationTo.includes(value.relationTo) ||
    !(typeof id === 'string' || typeof id === 'number') ||
    !isValidId(String(id))
  )
}

/**
 * How large a `where` may be: far above any real filter (the admin's filters nest two or three levels
 * and a few conditions), far below what stops the server. Payload checks each condition's path
 * and access and the database adapter builds its SQL in one run of the server's only thread, and
 * both recurse per level: 2,500 conditions stopped every answer for 3.5 s, 1,000 levels overflowed
 * the stack (a 500), 3,000 as a GraphQL variable before Payload saw it (`maxRequestNesting`).
 */
export const whereBounds = { conditions: 100, levels: 10, values: 1000 } as const

/**
 * How many values a field's `in`, `not_in` and `all` list together (each an array, an object of
 * qs's indexes or a comma-separated text, as Payload reads them): each is a parameter of the SQL.
 * A stranger's 9,000 ids (a 62 KB form sent as a query) took 3.8 s; a translator's 70,000 passed
 * PostgreSQL's 65,535 parameters, a 500 with the whole SQL, every value in it, as a 3.8 MB line of
 * the log (round 36). The bound is on the whole `where`: 1,000 values in each of many conditions
 * (or in each operator of one) made the same again (round 37). The admin's own lists name at most
 * a page of ids (`listMaxRows`).
 */
function valuesIn(constraint: unknown): number {
  if (!isRecord(constraint)) return 0
  let all = 0
  for (const operator of ['in', 'not_in', 'all']) {
    const value = constraint[operator]
    const count = Array.isArray(value)
      ? value.length
      : isRecord(value)
        ? Object.keys(value).length
        : typeof value === 'string'
          ? value.split(',').length
          : 0
    all += count
  }
  return all
}

/**
 * How many conditions one field's constraint is to the database: PostgreSQL's adapter runs a
 * `like` as one `ILIKE` per word (split at each space), so a stranger's `like` of 20,000 words
 * (a 64 KB form sent as a query) kept the database 2–3 s, a translator's 60,000 words 4.5 s, and
 * 200,000 were a 500 with a stack (round 30). Each word counts as a condition.
 */
function conditionsIn(constraint: unknown): number {
  const like = isRecord(constraint) ? constraint.like : undefined
  return typeof like === 'string' ? like.split(' ').length : 1
}

/** Why a `where` is too large to run, walked without recursion; undefined when it is not. */
export function whereSizeProblem(where: unknown): string | undefined {
  const pending: [node: unknown, level: number][] = [[where, 0]]
  let conditions = 0
  let values = 0
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, level] = next
    if (!isRecord(node)) continue
    for (const [key, value] of Object.entries(node)) {
      if (!['and', 'or'].includes(key.toLowerCase())) {
        values += valuesIn(value)
        if (values > whereBounds.values)
          return `where lists more than ${whereBounds.values} values; ask for fewer at a time (in, not_in and all count together, where[${key}] among them).`
        conditions += conditionsIn(value)
        if (conditions > whereBounds.conditions)
          return `where has more than ${whereBounds.conditions} conditions (each word of a like is one); ask for fewer at a time.`
        continue
      }
      if (level + 1 > whereBounds.levels)
        return `where nests and/or more than ${whereBounds.levels} levels deep; write the filter with fewer levels.`
      const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []
      for (const item of items) pending.push([item, level + 1])
    }
  }
  return undefined
}

/** What is wrong with a `where`, one line per fault (none: the query can run). */
export function whereProblems(
  where: unknown,
  fields: FlattenedField[],
  locales: string[],
  at = 'where',
): string[] {
  if (where === undefined || where === null) return []
  if (!isRecord(where)) return [`${at} must name fields and operators, as ${at}[field][equals]=…`]
  if (at === 'where') {
    const tooLarge = whereSizeProblem(where)
    if (tooLarge) return [tooLarge]
  }
  return Object.entries(where).flatMap(([key, constraint]) => {
    if (['and', 'or'].includes(key.toLowerCase())) {
      // qs reads `[0]`…`[20]` as an array and larger indexes as an object's keys.
      const items = Array.isArray(constraint)
        ? constraint
        : isRecord(constraint) && Object.keys(constraint).every((k) => /^\d+$/.test(k))
          ? Object.values(constraint)
          : undefined
      if (!items) return [`${at}[${key}] must be a list of conditions, as ${at}[${key}][0][…]`]
      return items.flatMap((item, i) => whereProblems(item, fields, locales, `${at}[${key}][${i}]`))
    }
    const target = targetOf(fields, key, locales)
    if ('problem' in target) return [`${at}: ${target.problem}.`]
    if (!isRecord(constraint) || !Object.keys(constraint).length)
      return [`${at}[${key}] needs an operator, as ${at}[${key}][equals]=…`]
    const allowed = operatorsOf(target.type)
    const { relationTo } = target
    return Object.entries(constraint).flatMap(([operator, value]) =>
      !allowed.includes(operator)
        ? [
            `${at}[${key}][${operator}]: "${operator}" does not apply to "${key}" (${target.type}); it takes ${allowed.join(', ')}.`,
          ]
        : relationTo && relationValueProblem(value, relationTo)
          ? [
              `${at}[${key}][${operator}] names a document of ${relationTo.join(' or ')} as ${at}[${key}][${operator}][relationTo]=…&${at}[${key}][${operator}][value]=<its id>.`,
            ]
          : [],
    )
  })
}

/**
 * How many fields one sort may name. Each is an ORDER BY term the database weighs for every row
 * read: a stranger's 8,000 terms held the visitor queue 2.8 s (round 37, F4). No list of the site
 * or the admin sorts on more than two.
 */
export const sortTerms = 10

/** What is wrong with a sort (`-gameId,title`; Payload also reads `__` as `.`). */
export function sortProblems(sort: unknown, fields: FlattenedField[], locales: string[]): string[] {
  if (sort === undefined || sort === null || sort === '') return []
  const terms = Array.isArray(sort) ? sort : String(sort).split(',')
  if (terms.length > sortTerms)
    return [`sort names more than ${sortTerms} fields; sort on fewer, as sort=-createdAt,title.`]
  return terms.flatMap((term) => {
    if (typeof term !== 'string') return ['sort must be field names, as sort=-createdAt,title.']
    const path = term.trim().replace(/^-/, '').replace(/__/g, '.')
    if (!path) return []
    const target = targetOf(fields, path, locales)
    if ('problem' in target) return [`sort: ${target.problem}.`]
    if (target.inList || ['json', 'richText', 'point', 'polymorphic'].includes(target.type))
      return [`sort: "${path}" cannot be sorted on; sort on a field of the document itself.`]
    return []
  })
}

/** Whether the fields hold a blocks field, at any depth. */
const hasBlocks = (fields: FlattenedField[]): boolean =>
  fields.some(
    (field) =>
      field.type === 'blocks' || ('flattenedFields' in field && hasBlocks(field.flattenedFields)),
  )

/** Whether a `select` leaves a field out (`select[field]=false`), at any depth. */
const leavesOut = (select: unknown): boolean =>
  isRecord(select) &&
  Object.values(select).some((value) => value === false || value === 'false' || leavesOut(value))

/**
 * What is wrong with a `select`: leaving fields out of an entry with blocks (the home sections)
 * fails in Payload's PostgreSQL adapter, which reads none of the blocks' rows in the other
 * languages and then writes into them, a 500 for anyone. Naming the fields to include works.
 */
export function selectProblems(select: unknown, fields: FlattenedField[]): string[] {
  return leavesOut(select) && hasBlocks(fields)
    ? [
        'select cannot leave fields out of this entry (select[field]=false); name the fields to include, as select[field]=true.',
      ]
    : []
}
