/**
 * The registry of localised content: each collection or global whose texts translators write
 * declares it once, next to its fields, with `localisedContent(config, { … })`. Everything that
 * serves such content reads the declaration from the Payload config (`contentTypes`): the
 * translators' workflow, live preview and preview paths, the visitor limits, the revalidation of
 * its pages and the sitemap (see `./plugin.ts`). Nothing else needs registering.
 *
 * Translators own its localised fields (every field with `localized: true`); everything else is
 * the editors' (`hooks/translatorsWriteTexts`).
 */
import type {
  CollectionConfig,
  Field,
  GlobalConfig,
  LabelFunction,
  StaticLabel,
  Where,
} from 'payload'

type Doc = Record<string, unknown>

/** What a collection or global declares about its place on the public site. */
export type LocalisedContent = {
  /**
   * The public pages that show a document (a global: the global), as paths within a site: `''`
   * is a site's home page, `'/tc'` its terms. None for content the site never shows on a page of
   * its own (the label sets show on every page; the glossary nowhere).
   */
  paths?: (doc: Doc) => string[]
  /** A collection's own listing pages (`'/game'`): in the sitemap beside the documents' pages. */
  listPaths?: string[]
  /**
   * The cache tags of every page and API answer that lists or shows any of it, expired when a
   * version of it becomes public, stops being public or is deleted: by default its slug. Data
   * getters do not name them: they say what they read (`allOf`, `oneOf`) and `cached` tags them
   * with these.
   */
  tags?: string[]
  /**
   * The tags of one document's own pages (`game:24`), expired with `tags`. Without them a getter
   * of one document is tagged with `tags`: any publish of the collection refreshes its pages.
   */
  docTags?: (doc: Doc) => string[]
  /**
   * Editors see their draft live, on this page (within the site of the language edited); by
   * default on the first of `paths`. `false`: no preview.
   */
  preview?: false | ((doc: Doc) => string | null)
  /** Listed in the sitemap (the default when it has public paths). */
  sitemap?: boolean
  /**
   * The sites (by prefix) whose sitemap lists a published document, read in every language
   * (`locale: 'all'`); every site when unset.
   */
  listedOn?: (doc: Doc) => string[] | undefined
  /**
   * Whether visitors read a language of the published document (read in every language): by
   * default when that language has any text. A game needs its title and description there, as
   * its sites do (`data/shownSites.ts`): a title alone is not "published" to anyone.
   */
  shownIn?: (doc: Doc, locale: string) => boolean
  /**
   * A collection's entry in the translation status and files: its stable key (the prefix of its
   * texts' keys, the same in every database) and its name there. By default `{slug}/{id}` and the
   * English of the field the admin uses as its title. With a key of its own, `named` gives the
   * query of the documents some keys name (`{ gameId: { in: [24] } }` for `games/24`), so a
   * translation file's import reads only those; without it an import looks at every document.
   */
  entry?: {
    key?: (doc: Doc) => string
    title?: (doc: Doc) => string
    named?: (keys: string[]) => Where
  }
}

const customKey = 'localisedContent'

/** Declares a collection or a global localised content (see the module's comment). */
export function localisedContent<Config extends CollectionConfig | GlobalConfig>(
  config: Config,
  declaration: LocalisedContent,
): Config {
  const content = { ...declaration, tags: declaration.tags ?? [config.slug] }
  return { ...config, custom: { ...config.custom, [customKey]: content } }
}

/** A registered collection or global, as the workflow and the site read it. */
export type ContentType = {
  kind: 'collection' | 'global'
  slug: string
  /** The collection's plural name or the global's name, as the admin labels it. */
  label: StaticLabel | LabelFunction
  fields: Field[]
  /** Whether it keeps drafts (translators save drafts; only a publish refreshes the site). */
  drafts: boolean
  /** The field the admin shows as a document's title. */
  titleField?: string
  defaultSort?: string
  content: LocalisedContent
}

type Declared = (CollectionConfig | GlobalConfig) & { custom?: Record<string, unknown> }

export const declarationOf = (config: Declared): LocalisedContent | undefined =>
  config.custom?.[customKey] as LocalisedContent | undefined

/**
 * Every registered collection and global of a config (as written, or as Payload completed it):
 * the globals first, then the collections, each in the config's order.
 */
export function contentTypes(config: {
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
}): ContentType[] {
  const globals = (config.globals ?? []).flatMap((global): ContentType[] => {
    const content = declarationOf(global)
    return content
      ? [
          {
            kind: 'global',
            slug: global.slug,
            label: global.label ?? global.slug,
            fields: global.fields,
            drafts: Boolean(
              global.versions && typeof global.versions === 'object'
                ? global.versions.drafts
                : false,
            ),
            content,
          },
        ]
      : []
  })
  const collections = (config.collections ?? []).flatMap((collection): ContentType[] => {
    const content = declarationOf(collection)
    return content
      ? [
          {
            kind: 'collection',
            slug: collection.slug,
            label: collection.labels?.plural ?? collection.slug,
            fields: collection.fields,
            drafts: Boolean(
              collection.versions && typeof collection.versions === 'object'
                ? collection.versions.drafts
                : false,
            ),
            titleField: collection.admin?.useAsTitle,
            defaultSort:
              typeof collection.defaultSort === 'string' ? collection.defaultSort : undefined,
            content,
          },
        ]
      : []
  })
  return [...globals, ...collections]
}

export const contentType = (
  types: ContentType[],
  kind: ContentType['kind'],
  slug: unknown,
): ContentType | undefined => types.find((type) => type.kind === kind && type.slug === slug)

/** Every tag that expires when a version of a document becomes or stops being public. */
export const tagsOf = (content: LocalisedContent, doc: Doc): string[] => [
  ...(content.tags ?? []),
  ...(content.docTags?.(doc) ?? []),
]

/**
 * What a cached getter reads (`src/data/cached.ts`): all of a registered collection or global, one
 * document of it known by the getter's first argument (`oneOf('games', (gameId) => ({ gameId }))`
 * gives the fields its declaration's `docTags` read), or a tag of content outside the registry
 * (`cacheTags.siteSettings`, expired by that content's own hook).
 */
export type Read = string | { content: string; doc?: (first: string | number) => Doc }

/** A getter's reads, or a function of the registry that gives them (the sitemap reads all of it). */
export type Reads = Read[] | ((types: ContentType[]) => Read[])

/** A read of all of a registered collection (its lists) or of a registered global. */
export const allOf = (slug: string): Read => ({ content: slug })

/** A read of one document of a registered collection, known by the getter's first argument. */
export const oneOf = (slug: string, doc: (first: string | number) => Doc): Read => ({
  content: slug,
  doc,
})

/**
 * The cache tags of what a getter reads, as the registry declares them: the tags a publish of it
 * expires. A read of content the registry does not hold is a mistake in the getter, which would
 * leave its pages stale: it throws, naming the getter and what to do.
 */
export function tagsOfReads(
  types: ContentType[],
  getter: string,
  reads: Reads,
  first?: string | number,
): string[] {
  return (typeof reads === 'function' ? reads(types) : reads).flatMap((read) => {
    if (typeof read === 'string') return [read]
    const type = types.find(({ slug }) => slug === read.content)
    if (!type)
      throw new Error(
        `The cached getter "${getter}" reads "${read.content}", which is not registered localised ` +
          `content: declare it with localisedContent(config, { … }) (src/content/registry.ts), ` +
          `or tag the getter with a tag of src/lib/cacheTags.ts that the content's own hook expires.`,
      )
    const { tags = [], docTags } = type.content
    return read.doc && docTags && first !== undefined ? docTags(read.doc(first)) : tags
  })
}

/** The page that previews a document, within a site; null where there is none (yet). */
export function previewPathWithinSite(content: LocalisedContent, doc: Doc): string | null {
  if (content.preview === false) return null
  if (content.preview) return content.preview(doc)
  return content.paths?.(doc)[0] ?? null
}

export const isPreviewed = (content: LocalisedContent) =>
  content.preview !== false && Boolean(content.preview || content.paths)

export const isInSitemap = (content: LocalisedContent) =>
  content.sitemap ?? Boolean(content.paths || content.listPaths)

const typesOfConfig = new WeakMap<object, ContentType[]>()

/** The registered content of a running Payload (its config as Payload completed it). */
export function registeredContent(payload: { config: object }): ContentType[] {
  const known = typesOfConfig.get(payload.config)
  if (known) return known
  const types = contentTypes(payload.config as Parameters<typeof contentTypes>[0])
  typesOfConfig.set(payload.config, types)
  return types
}
