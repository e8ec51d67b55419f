import type { CollectionConfig, Config, GlobalConfig, Plugin } from 'payload'

import { collectionWithVisitorLimits, globalWithVisitorLimits } from '@/hooks/visitorLimits'
import { pathInSiteOf, previewURL } from '@/lib/preview'

import {
  contentType,
  contentTypes,
  declarationOf,
  isPreviewed,
  previewPathWithinSite,
  type ContentType,
  type LocalisedContent,
} from './registry'
import {
  notesGlobalPublicWrites,
  notesPublicWrites,
  revalidateDeletedDocument,
  revalidateDocument,
  revalidateGlobalContent,
} from './revalidation'

type Doc = Record<string, unknown>

/** The preview route's address for a document in the language edited, or null. */
export function previewAddress(
  content: LocalisedContent,
  doc: Doc,
  locale: string | undefined,
): string | null {
  const within = previewPathWithinSite(content, doc)
  return within === null ? null : previewURL(pathInSiteOf(within, locale))
}

function servedCollection(config: CollectionConfig, content: LocalisedContent): CollectionConfig {
  const limited = collectionWithVisitorLimits(config)
  return {
    ...limited,
    admin: {
      ...limited.admin,
      ...(isPreviewed(content) && {
        preview: (doc, { locale }) => previewAddress(content, doc as Doc, locale),
      }),
    },
    hooks: {
      ...limited.hooks,
      beforeOperation: [...(limited.hooks?.beforeOperation ?? []), notesPublicWrites],
      afterChange: [...(limited.hooks?.afterChange ?? []), revalidateDocument(content)],
      afterDelete: [...(limited.hooks?.afterDelete ?? []), revalidateDeletedDocument(content)],
    },
  }
}

function servedGlobal(config: GlobalConfig, content: LocalisedContent): GlobalConfig {
  const limited = globalWithVisitorLimits(config)
  return {
    ...limited,
    hooks: {
      ...limited.hooks,
      beforeOperation: [...(limited.hooks?.beforeOperation ?? []), notesGlobalPublicWrites],
      afterChange: [...(limited.hooks?.afterChange ?? []), revalidateGlobalContent(content)],
    },
  }
}

/** Editors see drafts of every previewed collection and global live, on its public page. */
type LivePreview = NonNullable<NonNullable<Config['admin']>['livePreview']>

function livePreview(config: Config, types: ContentType[]): LivePreview {
  const previewed = (kind: ContentType['kind']) =>
    types.filter((type) => type.kind === kind && isPreviewed(type.content)).map(({ slug }) => slug)
  return {
    ...config.admin?.livePreview,
    collections: previewed('collection'),
    globals: previewed('global'),
    url: ({ data, locale, collectionConfig, globalConfig }) => {
      const type = collectionConfig
        ? contentType(types, 'collection', collectionConfig.slug)
        : contentType(types, 'global', globalConfig?.slug)
      return type ? previewAddress(type.content, data as Doc, locale?.code) : null
    },
  }
}

/**
 * Serves every registered collection and global (see `./registry.ts`): the visitor limits on its
 * API, the refresh of its pages when it is published, its preview and live preview. The
 * translators' workflow reads the same registry (`translation/plugin.ts`).
 */
export const localisedContentPlugin: Plugin = (config) => {
  const types = contentTypes(config)
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) => {
      const content = declarationOf(collection)
      return content ? servedCollection(collection, content) : collection
    }),
    globals: (config.globals ?? []).map((global) => {
      const content = declarationOf(global)
      return content ? servedGlobal(global, content) : global
    }),
    admin: { ...config.admin, livePreview: livePreview(config, types) },
  }
}
