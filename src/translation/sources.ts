import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
} from '@payloadcms/richtext-lexical'
import type { Payload, TypedUser } from 'payload'

import type { ContentLocale } from '@/i18n/locales'

import {
  gameEntry,
  globalEntry,
  translatableGlobals,
  type EntryRef,
  type TranslatableDocuments,
  type TranslatableGlobal,
  type TranslationEntry,
} from './entries'
import { isBlank, type LocalizedText } from './texts'

/** Who reads: the logged-in user, with their own access rights. */
export type Reader = { payload: Payload; user: TypedUser | null }
type ReadLocale = ContentLocale | 'all'
type Doc = Record<string, unknown>

/** Translators work on drafts, so the status and the files show the latest draft, without fallbacks. */
const readOptions = ({ user }: Reader, locale: ReadLocale) =>
  ({ locale, fallbackLocale: false, draft: true, depth: 0, overrideAccess: false, user }) as const

const readGlobal = async (
  reader: Reader,
  slug: TranslatableGlobal,
  locale: ReadLocale,
): Promise<Doc> =>
  (await reader.payload.findGlobal({ slug, ...readOptions(reader, locale) })) as unknown as Doc

const readGame = async (reader: Reader, id: number | string, locale: ReadLocale): Promise<Doc> =>
  (await reader.payload.findByID({
    collection: 'games',
    id,
    ...readOptions(reader, locale),
  })) as unknown as Doc

/** One game with its texts in all languages, for its edit view. */
export const readGameEntry = async (
  reader: Reader,
  id: number | string,
): Promise<TranslationEntry> =>
  gameEntry(
    await reader.payload.findByID({ collection: 'games', id, ...readOptions(reader, 'all') }),
  )

/** An entry with its texts in all languages. */
export const readTranslationEntry = async (
  reader: Reader,
  ref: EntryRef,
): Promise<TranslationEntry> =>
  'global' in ref
    ? globalEntry(ref.global, await readGlobal(reader, ref.global, 'all'))
    : readGameEntry(reader, ref.id)

/** An entry's document in one language, as the import changes and saves it. */
export const readEntry = (reader: Reader, ref: EntryRef, locale: ContentLocale): Promise<Doc> =>
  'global' in ref ? readGlobal(reader, ref.global, locale) : readGame(reader, ref.id, locale)

/** Every game and every translated global, in all languages, as the user may read them. */
export async function readTranslatableDocuments(reader: Reader): Promise<TranslatableDocuments> {
  const [games, ...globals] = await Promise.all([
    reader.payload.find({
      collection: 'games',
      ...readOptions(reader, 'all'),
      pagination: false,
      sort: 'gameId',
    }),
    ...translatableGlobals.map((slug) => readGlobal(reader, slug, 'all')),
  ])
  return {
    games: games.docs,
    globals: Object.fromEntries(
      translatableGlobals.map((slug, i) => [slug, globals[i]]),
    ) as TranslatableDocuments['globals'],
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
