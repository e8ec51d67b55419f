import {
  APIError,
  ValidationError,
  type CollectionConfig,
  type FlattenedField,
  type GlobalConfig,
  type Plugin,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedGlobalConfig,
} from 'payload'

import { getTranslation } from '@payloadcms/translations'

import type { Lockable } from '@/access/mayEdit'
import { hasRole } from '@/access/roles'
import { adminT } from '@/labels'
import { defaultContentLocale, isContentLocale } from '@/i18n/locales'
import { languageInAdmin } from '@/i18n/languageNames'
import { latestVersion } from '@/hooks/latestVersion'
import { isTranslatorsField } from '@/lib/absentFlag'
import { lockedOnlyByOtherLanguages } from '@/hooks/ownLocks'
import { fromTheForm } from '@/lib/formSaves'

type Data = Record<string, unknown>
type Entity =
  | { collection: SanitizedCollectionConfig; global?: undefined }
  | {
      collection?: undefined
      global: SanitizedGlobalConfig
    }

/** Set by Payload itself on every save; never a person's change. */
const serverStamped = new Set(['updatedAt'])

const refuse = (message: string) => new APIError(message, 403, undefined, true)

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value as stored, so that what the admin form sends back unchanged compares equal. */
function comparable(field: FlattenedField, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) {
    const items = value.map((item) => comparable(field, item))
    return items.length ? items : null
  }
  switch (field.type) {
    case 'relationship':
    case 'upload':
      if (isObject(value) && 'relationTo' in value)
        return { relationTo: value.relationTo, value: comparable(field, value.value) }
      return String(isObject(value) ? value.id : value)
    case 'number':
      return Number(value)
    case 'date':
      return Number.isNaN(Date.parse(String(value))) ? value : Date.parse(String(value))
    case 'checkbox':
      // An unset box reads as unticked.
      return value === true || value === 'true' ? true : null
    default:
      return value
  }
}

const stable = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    isObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  )

const rowsOf = (value: unknown) =>
  Array.isArray(value)
    ? (value as Data[]).map((row) => `${String(row?.blockType ?? '')}:${String(row?.id ?? '')}`)
    : []

/** Where a translator's save changes what every language shares; `embedded`: a rich text's pictures or links. */
type Finding = { path: string; rows: boolean; embedded?: boolean }

/**
 * The pictures and entries rich text embeds or links to, at any depth (`media:529`, `games:3`):
 * Lexical's upload and relationship nodes and its links to entries of the site; and the
 * addresses its other links go to (`url:https://…`): a translator's file added a link to any
 * outside site to the Thai description (round 45, F1).
 */
function embeddedIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) embeddedIn(item, into)
    return into
  }
  if (!isObject(value)) return into
  const idOf = (target: unknown) => String(isObject(target) ? target.id : target)
  if ((value.type === 'upload' || value.type === 'relationship') && value.relationTo)
    into.add(`${String(value.relationTo)}:${idOf(value.value)}`)
  const doc = isObject(value.fields) ? value.fields.doc : undefined
  if (isObject(doc) && doc.relationTo) into.add(`${String(doc.relationTo)}:${idOf(doc.value)}`)
  const url = isObject(value.fields) ? value.fields.url : undefined
  if ((value.type === 'link' || value.type === 'autolink') && typeof url === 'string' && url.trim())
    into.add(`url:${url.trim()}`)
  for (const child of Object.values(value)) if (typeof child === 'object') embeddedIn(child, into)
  return into
}

/**
 * Whether a language's value embeds a picture or links an entry that neither its stored value
 * nor the English embeds: a translator put an unannounced upload into the Thai description,
 * which the next publish of Thai made public (round 42, F1). Pictures and links are the
 * editors' choice, as a cover is; a translation keeps the English's.
 */
function embedsOthers(req: PayloadRequest, value: unknown, stored: unknown): boolean {
  const added = embeddedIn(value)
  if (added.size === 0) return false
  const byLocale = isObject(stored) ? stored : {}
  const allowed = embeddedIn([
    isContentLocale(req.locale) ? byLocale[req.locale] : undefined,
    byLocale[defaultContentLocale],
  ])
  return [...added].some((ref) => !allowed.has(ref))
}

/**
 * The first place where `data` would change what every language shares: a non-localised field
 * given another value than the stored one, or the rows of an array or blocks field (shared by
 * every language) added, removed or reordered. Fields left out of `data` keep their value.
 */
/** Fields that hold others: a localised one holds one language's own fields and rows. */
const containers = new Set(['group', 'tab', 'array', 'blocks'])

function sharedChange(
  req: PayloadRequest,
  fields: FlattenedField[],
  data: Data,
  stored: Data | undefined,
  path: string,
): Finding | undefined {
  for (const field of fields) {
    const value = data[field.name]
    if (value === undefined || field.name === '_status') continue
    if (!path && serverStamped.has(field.name)) continue
    // Never stored (a form's stamp of what it was opened on): no one's change.
    if ((field as { virtual?: unknown }).virtual === true) continue
    const at = path ? `${path}.${field.name}` : field.name
    if (field.localized) {
      if (embedsOthers(req, value, stored?.[field.name]))
        return { path: at, rows: false, embedded: true }
      // A localised group or list is the language's own, rows and all.
      if (isTranslatorsField(field, fields) || containers.has(field.type)) continue
      // A localised picture (a language's own cover) is the editors' work in every language: a
      // translator's draft set the Thai cover to any upload, which the next publish of Thai made
      // public (round 40, F1). Compared in the language written.
      const byLocale = stored?.[field.name]
      const before =
        isObject(byLocale) && isContentLocale(req.locale) ? byLocale[req.locale] : undefined
      if (stable(comparable(field, value)) !== stable(comparable(field, before)))
        return { path: at, rows: false }
      continue
    }
    const before = stored?.[field.name]
    if (field.type === 'group' || field.type === 'tab') {
      const found = isObject(value)
        ? sharedChange(req, field.flattenedFields, value, isObject(before) ? before : undefined, at)
        : stable(comparable(field, value)) !== stable(comparable(field, before))
          ? { path: at, rows: false }
          : undefined
      if (found) return found
    } else if (field.type === 'array' || field.type === 'blocks') {
      if (rowsOf(value).join() !== rowsOf(before).join()) return { path: at, rows: true }
      // The admin's form sends a field without rows as its row count (`features: 0`).
      const rows = Array.isArray(value) ? (value as Data[]) : []
      for (const [index, row] of rows.entries()) {
        const storedRow = (before as Data[])[index]
        const rowFields = fieldsOfRow(req, field, row)
        if (field.type === 'blocks' && (row.blockName ?? null) !== (storedRow.blockName ?? null))
          return { path: `${at}.${index}.blockName`, rows: false }
        const found = sharedChange(req, rowFields, row, storedRow, `${at}.${index}`)
        if (found) return found
      }
    } else if (field.type !== 'join') {
      if (stable(comparable(field, value)) !== stable(comparable(field, before)))
        return { path: at, rows: false }
    }
  }
  return undefined
}

/** The fields of one row of an array or blocks field (a block's by its type). */
function fieldsOfRow(
  req: PayloadRequest,
  field: Extract<FlattenedField, { type: 'array' | 'blocks' }>,
  row: Data,
): FlattenedField[] {
  if (field.type === 'array') return field.flattenedFields
  return (
    field.blocks.find((block) => block.slug === row.blockType)?.flattenedFields ??
    (req.payload.blocks as Record<string, { flattenedFields: FlattenedField[] } | undefined>)[
      String(row.blockType)
    ]?.flattenedFields ??
    []
  )
}

/**
 * The admin's form sends every field on each autosave, what every language shares too, as the
 * form last had it. A translator cannot change those there (they are read-only to them), but an
 * editor may have meanwhile: with the English open beside the Thai (their locks no longer stop
 * each other, walk 37, F1), the translator's next autosave sent the old cover back and was
 * refused as a change of it. So a translator's form save keeps what is stored of them; rows are
 * looked into only where the form's rows are the stored ones (else the rows check speaks).
 */
function keepStoredShared(
  req: PayloadRequest,
  fields: FlattenedField[],
  data: Data,
  stored: Data | undefined,
  top = true,
) {
  for (const field of fields) {
    if (!(field.name in data) || field.localized || field.name === '_status') continue
    if ((field as { virtual?: unknown }).virtual === true) continue
    if (top && serverStamped.has(field.name)) continue
    const value = data[field.name]
    const before = stored?.[field.name]
    if (field.type === 'group' || field.type === 'tab') {
      if (isObject(value) && isObject(before))
        keepStoredShared(req, field.flattenedFields, value, before, false)
    } else if (field.type === 'array' || field.type === 'blocks') {
      if (!Array.isArray(value) || rowsOf(value).join() !== rowsOf(before).join()) continue
      for (const [index, row] of (value as Data[]).entries()) {
        const storedRow = (before as Data[])[index]
        if (field.type === 'blocks') row.blockName = storedRow.blockName ?? null
        keepStoredShared(req, fieldsOfRow(req, field, row), row, storedRow, false)
      }
    } else if (field.type !== 'join') {
      if (before === undefined) delete data[field.name]
      else data[field.name] = before
    }
  }
}

/** The document as it is now, the latest draft where there are drafts, in every language. */
async function storedDocument(req: PayloadRequest, entity: Entity, id?: number | string) {
  const { db } = req.payload
  if (entity.global) {
    const slug = entity.global.slug
    return (
      (entity.global.versions && (await latestVersion(req, { global: slug }))) ||
      ((await db.findGlobal({ slug, locale: 'all', req })) as Data)
    )
  }
  const collection = entity.collection.slug
  return (
    (entity.collection.versions && (await latestVersion(req, { collection, id: id! }))) ||
    ((await db.findOne({ collection, where: { id: { equals: id } }, locale: 'all', req })) as
      Data | undefined)
  )
}

type WriteArgs = {
  id?: number | string
  overrideLock?: boolean
  data?: Data
  draft?: boolean
  publishSpecificLocale?: string
  publishAllLocales?: boolean | string
  unpublishAllLocales?: boolean | string
}

/**
 * A translator writes the texts of their own languages and nothing else, through every door
 * (REST, GraphQL, the admin, imports, scheduled jobs): a save in one of their languages, as a
 * draft where the entry has drafts (the published version and `_status` are the editors'), that
 * changes no non-localised field and no row of an array or blocks field. Checked before Payload's
 * field access, which would silently drop such a change, and before its draft handling, which
 * turns a save without `draft` into an unpublish of every language.
 */
async function translatorsWrite(
  entity: Entity,
  operation: string,
  args: WriteArgs,
  req: PayloadRequest,
) {
  const { user, locale } = req
  // Every refusal in the translator's admin language, naming the entries, the language and the
  // field as the admin does (they were English with codes and slugs: walk 32, F6).
  const t = adminT(req.t)
  const named = (name: Parameters<typeof getTranslation>[0]) =>
    String(req.i18n ? getTranslation(name, req.i18n) : name)
  const entryName = entity.collection
    ? named(entity.collection.labels.plural)
    : named(entity.global.label ?? entity.global.slug)
  // Told in the translator's admin language, as the version page tells them beforehand: the
  // admin's toast shows this message (Payload's said only "There was a problem restoring this
  // version", walk 29, F7).
  if (operation === 'restoreVersion') throw refuse(t('starfin:editorial:versions:restoreIsEditors'))
  if (operation === 'create' || operation === 'delete')
    throw refuse(
      t(`starfin:translatorRefusals:${operation}`, {
        entries: entryName.toLocaleLowerCase(req.i18n?.language),
      }),
    )
  if (operation !== 'update') return
  if (!isContentLocale(locale) || !user?.languages?.includes(locale))
    throw refuse(
      t('starfin:translatorRefusals:notYourLanguage', {
        language: isContentLocale(locale)
          ? languageInAdmin(locale, req.i18n?.language ?? 'en')
          : String(locale),
      }),
    )
  if (entity.collection && args.id === undefined)
    throw refuse(t('starfin:translatorRefusals:oneAtATime'))
  const data = args.data ?? {}
  const drafts = (entity.collection ?? entity.global).versions?.drafts
  const status = data._status
  if (drafts) {
    if (
      !args.draft ||
      (status !== undefined && status !== 'draft') ||
      args.publishSpecificLocale ||
      args.publishAllLocales ||
      args.unpublishAllLocales
    )
      throw refuse(t('starfin:translatorRefusals:draftsOnly'))
  } else if (status !== undefined)
    throw refuse(t('starfin:translatorRefusals:noStatus', { entry: entryName }))

  const fields = (entity.collection ?? entity.global).flattenedFields
  const stored = await storedDocument(req, entity, args.id)
  if (fromTheForm(req)) keepStoredShared(req, fields, data, stored)
  const found = sharedChange(req, fields, data, stored, '')
  if (!found) return
  if (found.rows)
    // The form shows this one on the field, as it shows other field errors.
    // In the admin's language, the field named by its label (Payload's toast said "The
    // following field is invalid: features" in English).
    throw new ValidationError(
      {
        collection: entity.collection?.slug,
        global: entity.global?.slug,
        errors: [
          {
            path: found.path,
            label: labelOf(fields, found.path),
            message: adminT(req.t)('starfin:validation:rowsFixedForTranslators'),
          },
        ],
        req,
      },
      req.t,
    )
  const label = labelOf(fields, found.path)
  throw refuse(
    t(`starfin:translatorRefusals:${found.embedded ? 'embeddedByEditors' : 'sharedField'}`, {
      field: label ? named(label as Parameters<typeof getTranslation>[0]) : found.path,
    }),
  )
}

/** The label of a top-level field, as the form names it. */
function labelOf(fields: FlattenedField[], path: string) {
  const field = fields.find((candidate) => candidate.name === path.split('.')[0])
  return field && 'label' in field && field.label ? field.label : undefined
}

const appliesTo = (req: PayloadRequest, overrideAccess?: boolean) =>
  !overrideAccess && hasRole(req.user, 'translator')

/**
 * A copy from another language (the admin's "Copy to locale", `copyToLocaleAsDraft`) saves a
 * draft of the target language for everyone: the status it read from the source is not a request
 * to publish.
 */
function copiesAreDrafts(args: WriteArgs, req: PayloadRequest) {
  if (req.context.copyToLocale && args.data && '_status' in args.data) delete args.data._status
}

/**
 * A save that the rules above let through is not stopped by the lock of someone whose editing
 * never meets the saver's (`lockedOnlyByOtherLanguages`: a translator of other languages, the
 * editor working in English while the Thai translator saves): Payload looks at the newest lock
 * alone.
 */
async function throughOtherLanguagesLock(
  target: Lockable,
  operation: string,
  args: { overrideLock?: boolean },
  req: PayloadRequest,
) {
  if (operation !== 'update') return
  // A GraphQL mutation names no lock rule, and Payload then overrode every lock: an editor's
  // save of the Thai went through the Thai translator's (round 47, F1). It meets the locks as a
  // save over REST does.
  if (args.overrideLock === undefined && req.payloadAPI === 'GraphQL') args.overrideLock = false
  if (!args.overrideLock && (await lockedOnlyByOtherLanguages(req, target)))
    args.overrideLock = true
}

/**
 * The translators' rule on every collection and global of the site. Their own account (the
 * `users` auth collection: name, e-mail, password) is not content, and keeps its own access.
 */
export const translatorsWriteTexts: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection): CollectionConfig =>
    collection.auth
      ? collection
      : {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeOperation: [
              ...(collection.hooks?.beforeOperation ?? []),
              async ({ args, collection: sanitized, operation, overrideAccess, req }) => {
                copiesAreDrafts(args as WriteArgs, req)
                if (appliesTo(req, overrideAccess))
                  await translatorsWrite(
                    { collection: sanitized },
                    operation,
                    args as WriteArgs,
                    req,
                  )
                if (!overrideAccess && req.user)
                  await throughOtherLanguagesLock(
                    { collection: sanitized.slug, id: (args as WriteArgs).id },
                    operation,
                    args as WriteArgs,
                    req,
                  )
                return args
              },
            ],
          },
        },
  ),
  globals: (config.globals ?? []).map((global): GlobalConfig => ({
    ...global,
    hooks: {
      ...global.hooks,
      beforeOperation: [
        ...(global.hooks?.beforeOperation ?? []),
        async ({ args, global: sanitized, operation, overrideAccess, req }) => {
          copiesAreDrafts(args as WriteArgs, req)
          if (appliesTo(req, overrideAccess))
            await translatorsWrite({ global: sanitized }, operation, args as WriteArgs, req)
          if (!overrideAccess && req.user)
            await throughOtherLanguagesLock(
              { global: sanitized.slug },
              operation,
              args as WriteArgs,
              req,
            )
          return args
        },
      ],
    },
  })),
})
