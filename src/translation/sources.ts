import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
} from '@payloadcms/richtext-lexical'
import type { CollectionSlug, GlobalSlug, Payload, TypedUser } from 'payload'

import type { ContentLocale } from '@/i18n/locales'

import { registeredContent } from '@/content/registry'
import { isBlank } from '@/lib/blankText'

import {
  documentEntry,
  entryOf,
  globalEntry,
  translationEntries,
  type EntryRef,
  type TranslationEntry,
} from './entries'
import type { LocalizedText } from './texts'

/** Who reads: the logged-in user, with their own access rights. */
export type Reader = { payload: Payload; user: TypedUser | null }
type ReadLocale = ContentLocale | 'all'
type Doc = Record<string, unknown>

/** Translators work on drafts, so the status and the files show the latest draft, without fallbacks. */
const readOptions = ({ user }: Reader, locale: ReadLocale) =>
  ({ locale, fallbackLocale: false, draft: true, depth: 0, overrideAccess: false, user }) as const

/** An entry's document in one language (or all), as the user may read it. */
export const readEntry = async (reader: Reader, ref: EntryRef, locale: ReadLocale): Promise<Doc> =>
  ('global' in ref
    ? await reader.payload.findGlobal({
        slug: ref.global as GlobalSlug,
        ...readOptions(reader, locale),
      })
    : await reader.payload.findByID({
        collection: ref.collection as CollectionSlug,
        id: ref.id,
        ...readOptions(reader, locale),
      })) as unknown as Doc

/** An entry with its texts in all languages. */
export const readTranslationEntry = async (
  reader: Reader,
  ref: EntryRef,
): Promise<TranslationEntry> =>
  entryOf(registeredContent(reader.payload), ref, await readEntry(reader, ref, 'all'))

/**
 * Every document of every registered collection and every registered global, in all languages,
 * as the user may read them: the entries of the translation status and files.
 */
export async function readTranslationEntriesOf(reader: Reader): Promise<TranslationEntry[]> {
  const types = registeredContent(reader.payload)
  const read = await Promise.all(
    types.map(async (type) =>
      type.kind === 'global'
        ? readEntry(reader, { global: type.slug }, 'all')
        : (
            await reader.payload.find({
              collection: type.slug as CollectionSlug,
              ...readOptions(reader, 'all'),
              pagination: false,
              sort: type.defaultSort,
            })
          ).docs,
    ),
  )
  const documents = {
    collections: {} as Record<string, Doc[]>,
    globals: {} as Record<string, unknown>,
  }
  types.forEach((type, i) => {
    if (type.kind === 'global') documents.globals[type.slug] = read[i]
    else documents.collections[type.slug] = read[i] as unknown as Doc[]
  })
  return translationEntries(types, documents)
}

/** How many documents a batched read of the entries takes at a time. */
export const entriesPerRead = 50

/**
 * The entries of `readTranslationEntriesOf`, in the same order, a batch at a time: each global on
 * its own, each collection's documents `size` at a time. A reader of thousands of games holds one
 * batch, not the catalogue.
 */
export async function* translationEntryBatches(
  reader: Reader,
  size = entriesPerRead,
): AsyncGenerator<TranslationEntry[]> {
  for (const type of registeredContent(reader.payload)) {
    if (type.kind === 'global') {
      yield [globalEntry(type, await readEntry(reader, { global: type.slug }, 'all'))]
      continue
    }
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await reader.payload.find({
        collection: type.slug as CollectionSlug,
        ...readOptions(reader, 'all'),
        sort: type.defaultSort,
        limit: size,
        page,
      })
      if (docs.length) yield (docs as unknown as Doc[]).map((doc) => documentEntry(type, doc))
      if (!hasNextPage) break
    }
  }
}

/**
 * The entries of `translationEntryBatches` whose keys are in `keys`, in the same order, a batch at
 * a time: a global only when named, a collection's documents only those its keys name (by their
 * id, or by the declaration's `entry.named`), `size` keys to a read. A translation file of one
 * text reads one document.
 */
export async function* namedEntryBatches(
  reader: Reader,
  keys: Set<string>,
  size = entriesPerRead,
): AsyncGenerator<TranslationEntry[]> {
  for (const type of registeredContent(reader.payload)) {
    if (type.kind === 'global') {
      if (keys.has(type.slug))
        yield [globalEntry(type, await readEntry(reader, { global: type.slug }, 'all'))]
      continue
    }
    const { key, named } = type.content.entry ?? {}
    const prefix = `${type.slug}/`
    // A declared key the declaration cannot query by: every document is looked at.
    const candidates = key && !named ? undefined : [...keys].filter((k) => k.startsWith(prefix))
    if (candidates?.length === 0) continue
    for (let page = 1, at = 0; ; page++, at += size) {
      const chunk = candidates?.slice(at, at + size)
      if (chunk?.length === 0) break
      const where = !chunk
        ? undefined
        : named
          ? named(chunk)
          : { id: { in: chunk.map((k) => k.slice(prefix.length)) } }
      const { docs, hasNextPage } = await reader.payload.find({
        collection: type.slug as CollectionSlug,
        ...readOptions(reader, 'all'),
        sort: type.defaultSort,
        ...(where ? { where, pagination: false } : { limit: size, page }),
      })
      const entries = (docs as unknown as Doc[])
        .map((doc) => documentEntry(type, doc))
        .filter((entry) => keys.has(entry.key))
      if (entries.length) yield entries
      if (!where && !hasNextPage) break
    }
  }
}

type EditorState = Parameters<typeof convertLexicalToMarkdown>[0]['data']

/** The rich-text editor's configuration, built once per Payload instance (it is read on every save). */
const editorConfigs = new WeakMap<Payload, ReturnType<typeof editorConfigFactory.default>>()
const editorConfigOf = (payload: Payload) => {
  const config =
    editorConfigs.get(payload) ?? editorConfigFactory.default({ config: payload.config })
  editorConfigs.set(payload, config)
  return config
}

/** Texts as translators edit them in files: strings, with rich text as Markdown. */
export async function textConverter(payload: Payload) {
  const editorConfig = await editorConfigOf(payload)
  return {
    toPlain: (text: Pick<LocalizedText, 'format'>, value: unknown): string => {
      if (isBlank(text.format, value)) return ''
      return text.format === 'richText'
        ? convertLexicalToMarkdown({ data: value as EditorState, editorConfig })
        : String(value)
    },
    fromPlain: (text: Pick<LocalizedText, 'format'>, plain: string): unknown =>
      text.format === 'richText'
        ? convertMarkdownToLexical({ editorConfig, markdown: plain })
        : plain,
  }
}

export type TextConverter = Awaited<ReturnType<typeof textConverter>>
