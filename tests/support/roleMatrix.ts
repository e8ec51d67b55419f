import type { FlattenedField, SanitizedConfig } from 'payload'

import { isTranslatorsField } from '@/lib/absentFlag'

/**
 * The role table: who may do what to each collection and global of the site, as the product
 * decides it (written by hand, so that the test of it can fail). The cells to try — each field,
 * each kind of write — are derived from the Payload config by `roleMatrixCells`.
 *
 * Demo members have no session in the CMS API (their account is a number the demo endpoints
 * take), so to REST and GraphQL they are anonymous visitors. Translators are tried twice: in their
 * own language and in another.
 */
export const matrixRoles = ['anonymous', 'translator', 'sales', 'editor', 'admin'] as const
export type MatrixRole = (typeof matrixRoles)[number]
type Roles = readonly MatrixRole[]

const everyone: Roles = matrixRoles
const staff: Roles = ['translator', 'sales', 'editor', 'admin']
const contentStaff: Roles = ['translator', 'editor', 'admin']
const editors: Roles = ['editor', 'admin']
const admins: Roles = ['admin']
const nobody: Roles = []

export type EntryRules = {
  /** Who reads it (visitors: only what is published). */
  read: Roles
  /** Who reads only their own record of it. */
  readOwn?: Roles
  create?: Roles
  delete?: Roles
  /** Who writes its localised fields: translators only in their languages, and only as drafts. */
  texts?: Roles
  /** Who changes what every language shares: non-localised fields, rows and their order. */
  shared?: Roles
  /** Who publishes and unpublishes it, and saves it other than as a draft (entries with drafts). */
  publish?: Roles
  /** Who changes their own record's name, and whose change of their own role is ignored. */
  ownProfile?: Roles
  /** Payload's own bookkeeping, written only by Payload and the admin: reading is tried. */
  internal?: true
  /**
   * A collection the seed leaves empty: a record as its editor writes it (`n` makes it unique).
   * The test publishes one to try the cells on, and creates with it.
   */
  sample?: (n: string) => Record<string, unknown>
}

export const roleMatrix: Record<string, EntryRules> = {
  games: {
    read: everyone,
    create: editors,
    delete: editors,
    texts: contentStaff,
    shared: editors,
    publish: editors,
  },
  media: { read: everyone, create: editors, delete: editors, texts: editors, shared: editors },
  members: { read: admins, create: nobody, delete: admins, shared: admins },
  enquiries: {
    read: ['sales', 'admin'],
    create: nobody,
    delete: admins,
    shared: ['sales', 'admin'],
  },
  users: {
    read: admins,
    readOwn: ['translator', 'sales', 'editor'],
    create: admins,
    delete: admins,
    shared: admins,
    ownProfile: staff,
  },
  'failed-purges': { read: admins, create: nobody, delete: admins, shared: nobody },
  'translation-states': { read: contentStaff, create: nobody, delete: nobody, shared: nobody },
  'translation-status': { read: contentStaff, create: nobody, delete: nobody, shared: nobody },
  'payload-kv': { read: nobody, internal: true },
  // The job queue: admins see it (src/jobs).
  'payload-jobs': { read: admins, internal: true },
  'payload-locked-documents': { read: staff, internal: true },
  'payload-preferences': { read: staff, internal: true },
  // No REST or GraphQL door at all.
  'payload-migrations': { read: nobody, internal: true },
  'home-sections': { read: everyone, texts: contentStaff, shared: editors, publish: editors },
  'label-sets': { read: everyone, texts: contentStaff, shared: editors, publish: editors },
  'form-labels': { read: everyone, texts: contentStaff, shared: editors, publish: editors },
  'demo-labels': { read: everyone, texts: contentStaff, shared: editors, publish: editors },
  'terms-page': { read: everyone, texts: contentStaff, shared: editors, publish: editors },
  glossary: { read: contentStaff, texts: contentStaff, shared: editors },
  'catalogue-order': { read: everyone, texts: editors, shared: editors },
  'site-settings': { read: everyone, texts: editors, shared: editors },
}

/** Translators write in their own language or, refused, in another. */
export type Actor = MatrixRole | 'translator (other language)'

export type Operation =
  | 'read'
  | 'create'
  | 'delete'
  /** A localised text in the request's language, saved as the admin saves it. */
  | 'text'
  /** A non-localised field (`field` says which). */
  | 'shared'
  /** The rows of an array or blocks field, reordered. */
  | 'rows'
  /** `_status: 'published'`, without and with `draft=true`. */
  | 'publish'
  | 'publish as draft'
  /** `_status: 'draft'` without `draft=true`: Payload unpublishes every language. */
  | 'unpublish'
  /** A text saved without `draft=true`: straight into the published version. */
  | 'save without draft'
  | 'own name'
  | 'own role'

/** A place in a document: field names and row indexes. */
export type FieldPath = (string | number)[]

export type Cell = {
  actor: Actor
  entry: { kind: 'collection' | 'global'; slug: string }
  operation: Operation
  door: 'REST' | 'GraphQL'
  field?: { path: FieldPath; config: FlattenedField }
  /** 'ignored': answered 2xx, but nothing is stored (Payload's field access on own accounts). */
  expected: 'allowed' | 'refused' | 'own' | 'ignored'
}

/** The entries whose writes are also tried through GraphQL. */
export const graphQLEntries = ['games', 'terms-page']

type Leaf = { path: FieldPath; config: FlattenedField; localised: boolean; rows?: boolean }

const skipped = new Set(['id', '_status', 'updatedAt'])

/**
 * Every field of an entry that a write can set, with rows addressed in the stored document: the
 * first row of each array, and of each block type there is.
 */
export function leavesOf(
  fields: FlattenedField[],
  stored: Record<string, unknown> | undefined,
  path: FieldPath = [],
  localised = false,
): Leaf[] {
  return fields.flatMap((field): Leaf[] => {
    if (field.type === 'join' || skipped.has(field.name) || field.hidden || field.admin?.hidden)
      return []
    const at = [...path, field.name]
    const isLocalised = localised || Boolean(field.localized)
    const value = stored?.[field.name]
    switch (field.type) {
      case 'group':
      case 'tab':
        return leavesOf(field.flattenedFields, value as Record<string, unknown>, at, isLocalised)
      case 'array':
      case 'blocks': {
        const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : []
        const firsts = rows.flatMap((row, index) =>
          rows.findIndex((other) => other.blockType === row.blockType) === index ? [index] : [],
        )
        const inRows = firsts.flatMap((index) => {
          const row = rows[index]
          const rowFields =
            field.type === 'array'
              ? field.flattenedFields
              : (field.blocks.find((block) => block.slug === row.blockType)?.flattenedFields ?? [])
          return leavesOf(rowFields, row, [...at, index], isLocalised)
        })
        const reorderable = !isLocalised && rows.length > 1
        return [
          ...(reorderable ? [{ path: at, config: field, localised: false, rows: true }] : []),
          ...inRows,
        ]
      }
      default:
        return [{ path: at, config: field, localised: isLocalised }]
    }
  })
}

const textTypes = new Set(['text', 'textarea'])
/** The shared field tried for every role but translators (who get every one): the simplest. */
const sampleOrder = ['checkbox', 'select', 'number', 'relationship', 'text', 'textarea']

export const sampleSharedLeaf = (leaves: Leaf[]) =>
  sampleOrder
    .map((type) =>
      leaves.find(
        (leaf) =>
          !leaf.localised &&
          !leaf.rows &&
          leaf.config.type === type &&
          leaf.config.name !== 'createdAt' &&
          !('unique' in leaf.config && leaf.config.unique),
      ),
    )
    .find(Boolean)

export const sampleTextLeaf = (leaves: Leaf[]) =>
  leaves.find(
    (leaf) =>
      leaf.localised &&
      textTypes.has(leaf.config.type) &&
      !leaf.path.some((part) => typeof part === 'number'),
  )

/**
 * Every cell of the matrix for the config's collections and globals, given each entry's stored
 * document (to address its rows). An entry the role table does not name is a cell too, that
 * fails: a new collection joins the table before it ships.
 */
export function roleMatrixCells(
  config: SanitizedConfig,
  stored: Record<string, Record<string, unknown> | undefined>,
): { cells: Cell[]; unknown: string[] } {
  const cells: Cell[] = []
  const unknown: string[] = []
  const entries = [
    ...config.collections.map((c) => ({ kind: 'collection' as const, config: c })),
    ...config.globals.map((g) => ({ kind: 'global' as const, config: g })),
  ]
  for (const { kind, config: entryConfig } of entries) {
    const { slug } = entryConfig
    const rules = roleMatrix[slug]
    if (!rules) {
      unknown.push(slug)
      continue
    }
    const entry = { kind, slug }
    const add = (
      operation: Operation,
      allowedFor: Roles | undefined,
      options: { field?: Cell['field']; door?: Cell['door']; ownLanguageOnly?: boolean } = {},
    ) => {
      for (const role of matrixRoles) {
        const allowed = Boolean(allowedFor?.includes(role))
        cells.push({
          actor: role,
          entry,
          operation,
          door: options.door ?? 'REST',
          field: options.field,
          expected: allowed ? 'allowed' : 'refused',
        })
        if (role === 'translator' && options.ownLanguageOnly)
          cells.push({
            actor: 'translator (other language)',
            entry,
            operation,
            door: options.door ?? 'REST',
            field: options.field,
            expected: 'refused',
          })
      }
    }

    for (const role of matrixRoles)
      cells.push({
        actor: role,
        entry,
        operation: 'read',
        door: 'REST',
        expected: rules.read.includes(role)
          ? 'allowed'
          : rules.readOwn?.includes(role)
            ? 'own'
            : 'refused',
      })
    if (rules.internal) continue

    if (kind === 'collection') {
      add('create', rules.create)
      add('delete', rules.delete)
    }
    const leaves = leavesOf(entryConfig.flattenedFields, stored[slug])
    const doors: Cell['door'][] = graphQLEntries.includes(slug) ? ['REST', 'GraphQL'] : ['REST']
    const text = sampleTextLeaf(leaves)
    const translatorsWrite = rules.texts?.includes('translator')
    const shared = leaves.filter((leaf) => !leaf.localised && !leaf.rows)
    const sample = sampleSharedLeaf(leaves)
    for (const door of doors) {
      if (text) add('text', rules.texts, { field: text, door, ownLanguageOnly: true })
      if (sample) add('shared', rules.shared, { field: sample, door, ownLanguageOnly: true })
    }
    // Where translators write, every shared field is tried on them.
    if (translatorsWrite)
      for (const leaf of shared)
        if (leaf !== sample)
          cells.push({
            actor: 'translator',
            entry,
            operation: 'shared',
            door: 'REST',
            field: leaf,
            expected: 'refused',
          })
    // ...and every localised field that is not a text (a language's own cover): the editors'.
    if (translatorsWrite)
      for (const leaf of leaves)
        if (
          leaf.config.localized &&
          !leaf.rows &&
          !isTranslatorsField(
            leaf.config,
            leaves.map((other) => other.config),
          )
        )
          cells.push({
            actor: 'translator',
            entry,
            operation: 'shared',
            door: 'REST',
            field: leaf,
            expected: 'refused',
          })
    for (const leaf of leaves.filter((l) => l.rows))
      add('rows', rules.shared, { field: leaf, ownLanguageOnly: true })

    const drafts = Boolean(entryConfig.versions && entryConfig.versions.drafts)
    if (drafts) {
      for (const door of doors) {
        add('publish', rules.publish, { door, ownLanguageOnly: true })
        add('unpublish', rules.publish, { door, ownLanguageOnly: true })
        if (text)
          add('save without draft', rules.publish, { field: text, door, ownLanguageOnly: true })
      }
      add('publish as draft', rules.publish, { ownLanguageOnly: true })
    }
    if (rules.ownProfile)
      for (const role of matrixRoles) {
        if (role === 'anonymous') continue
        const own = rules.ownProfile.includes(role)
        cells.push({
          actor: role,
          entry,
          operation: 'own name',
          door: 'REST',
          expected: own ? 'allowed' : 'refused',
        })
        // An admin's own role is theirs to change, and not worth a try that demotes them.
        if (role !== 'admin')
          cells.push({
            actor: role,
            entry,
            operation: 'own role',
            door: 'REST',
            expected: 'ignored',
          })
      }
  }
  return { cells, unknown }
}

/** A value for a required field in a sample record, as the matrix's own rows write them. */
function sampleValue(field: FlattenedField): string | undefined {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return 'unique' in field && field.unique ? '`matrix-${n}`' : "'Matrix'"
    case 'email':
      return '`matrix-${n}@test.example.com`'
    case 'number':
      return '1'
    case 'checkbox':
      return 'false'
    case 'select': {
      const [first] = field.options
      return JSON.stringify(typeof first === 'string' ? first : first?.value).replaceAll('"', "'")
    }
    default:
      return undefined
  }
}

/**
 * The row to add for each collection and global the role table does not name, as code to paste
 * into `roleMatrix` above: for localised content (declared through the registry) the rules of the
 * site's other localised content and a sample record of its required fields; for anything else
 * the strictest rules, to widen on purpose. The role test's failure shows them.
 */
export function missingRows(config: SanitizedConfig): string[] {
  const entries = [
    ...config.collections.map((c) => ({ kind: 'collection' as const, config: c })),
    ...config.globals.map((g) => ({ kind: 'global' as const, config: g })),
  ]
  return entries
    .filter(({ config: entry }) => !roleMatrix[entry.slug])
    .map(({ kind, config: entry }) => {
      const localised = Boolean(entry.custom?.localisedContent)
      const drafts = Boolean(entry.versions && entry.versions.drafts)
      const rules: string[] = localised
        ? ['read: everyone', 'texts: contentStaff', 'shared: editors']
        : ['read: nobody', 'shared: nobody']
      if (kind === 'collection')
        rules.splice(
          1,
          0,
          ...(localised
            ? ['create: editors', 'delete: editors']
            : ['create: nobody', 'delete: nobody']),
        )
      if (drafts) rules.push(localised ? 'publish: editors' : 'publish: nobody')
      if (kind === 'collection') {
        const required = entry.flattenedFields.filter(
          (field) =>
            'required' in field &&
            field.required &&
            !('defaultValue' in field && field.defaultValue !== undefined),
        )
        const values = required.map(
          (field) => `${field.name}: ${sampleValue(field) ?? '/* a value */'}`,
        )
        rules.push(`sample: (n) => ({ ${values.join(', ')} })`)
      }
      const key = /^[a-z]\w*$/i.test(entry.slug) ? entry.slug : `'${entry.slug}'`
      return `${key}: { ${rules.join(', ')} },`
    })
}
