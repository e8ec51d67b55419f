import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

import { TranslationStates } from '@/collections/TranslationStates'

import { workflowLabels } from './adminLabels'
import { gameKey, isTranslatableGlobal, type TranslatableGlobal } from './entries'
import { recordSave } from './freshness'

/** Shown under every localised text while another language is edited: its English and freshness. */
const englishSource = '/admin/TranslationForm/EnglishSource#EnglishSource'
/** Beside Save and Publish: "ready for review" for translators, who is waiting for editors. */
const reviewControls = '/admin/TranslationForm/ReviewControls#ReviewControls'

const isText = (field: Field) =>
  (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') &&
  field.localized

/** The fields, with the English source under each localised text, at any depth. */
function withEnglishSource(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (isText(field)) {
      const components = field.admin?.components as Record<string, unknown> | undefined
      const afterInput = (components?.afterInput as unknown[] | undefined) ?? []
      return {
        ...field,
        admin: {
          ...field.admin,
          components: { ...components, afterInput: [...afterInput, englishSource] },
        },
      } as Field
    }
    switch (field.type) {
      case 'group':
      case 'row':
      case 'collapsible':
      case 'array':
        return { ...field, fields: withEnglishSource(field.fields) } as Field
      case 'tabs':
        return {
          ...field,
          tabs: field.tabs.map((tab) => ({ ...tab, fields: withEnglishSource(tab.fields) })),
        }
      case 'blocks':
        return {
          ...field,
          blocks: field.blocks.map((block) => ({
            ...block,
            fields: withEnglishSource(block.fields),
          })),
        }
      default:
        return field
    }
  })
}

function gamesWithFreshness(games: CollectionConfig): CollectionConfig {
  const { fields } = games
  return {
    ...games,
    admin: {
      ...games.admin,
      components: {
        ...games.admin?.components,
        edit: {
          ...games.admin?.components?.edit,
          beforeDocumentControls: [reviewControls],
        },
      },
    },
    fields: withEnglishSource(fields),
    hooks: {
      ...games.hooks,
      afterChange: [
        ...(games.hooks?.afterChange ?? []),
        async ({ doc, previousDoc, req }) => {
          await recordSave({
            req,
            entry: gameKey(doc.gameId),
            fields,
            doc,
            previousDoc,
            readAllLocales: () =>
              req.payload.findByID({
                collection: 'games',
                id: doc.id,
                locale: 'all',
                fallbackLocale: false,
                draft: true,
                depth: 0,
                overrideAccess: true,
                req,
              }),
          })
          return doc
        },
      ],
      afterDelete: [
        ...(games.hooks?.afterDelete ?? []),
        async ({ doc, req }) => {
          await req.payload.delete({
            collection: 'translation-states',
            where: { entry: { equals: gameKey(doc.gameId) } },
            overrideAccess: true,
            req,
          })
        },
      ],
    },
  }
}

function globalWithFreshness(global: GlobalConfig, slug: TranslatableGlobal): GlobalConfig {
  const { fields } = global
  return {
    ...global,
    admin: {
      ...global.admin,
      components: {
        ...global.admin?.components,
        elements: {
          ...global.admin?.components?.elements,
          beforeDocumentControls: [reviewControls],
        },
      },
    },
    fields: withEnglishSource(fields),
    hooks: {
      ...global.hooks,
      afterChange: [
        ...(global.hooks?.afterChange ?? []),
        async ({ doc, previousDoc, req }) => {
          await recordSave({
            req,
            entry: slug,
            fields,
            doc,
            previousDoc,
            readAllLocales: () =>
              req.payload.findGlobal({
                slug,
                locale: 'all',
                fallbackLocale: false,
                draft: true,
                depth: 0,
                overrideAccess: true,
                req,
              }),
          })
          return doc
        },
      ],
    },
  }
}

/**
 * The translators' workflow on the games and the translated globals: the freshness of each
 * translation, the English under every localised field, "ready for review".
 */
export const translationWorkflow: Plugin = (config) => ({
  ...config,
  collections: [
    ...(config.collections ?? []).map((collection) =>
      collection.slug === 'games' ? gamesWithFreshness(collection) : collection,
    ),
    TranslationStates,
  ],
  globals: (config.globals ?? []).map((global) =>
    isTranslatableGlobal(global.slug) ? globalWithFreshness(global, global.slug) : global,
  ),
  i18n: {
    ...config.i18n,
    translations: Object.fromEntries(
      [
        ...new Set([
          ...Object.keys(config.i18n?.translations ?? {}),
          ...Object.keys(workflowLabels),
        ]),
      ].map((language) => [
        language,
        {
          ...config.i18n?.translations?.[language as keyof typeof config.i18n.translations],
          ...workflowLabels[language],
        },
      ]),
    ),
  },
})
