import type { Block, CollectionConfig, Field, GlobalConfig, LabelFunction, Plugin } from 'payload'

import {
  adminLanguageOf,
  contentLocaleLabels,
  contentLocales,
  type AdminLanguage,
} from '@/i18n/locales'

type Texts = Record<AdminLanguage, string>

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'en' in value

/** Each admin language by its own name, which Payload's `t` gives as `general:thisLanguage`. */
const byOwnName = new Map(
  contentLocales.map((locale) => [contentLocaleLabels[locale], adminLanguageOf[locale]]),
)

/**
 * A label in every admin language, as the function Payload calls with the admin's language. Some
 * of Payload's calls pass only its `t` (a document tab's, a description's), which names the
 * language it speaks.
 */
const inAdminLanguage =
  (texts: Texts): LabelFunction =>
  ({ i18n, t }: Partial<Parameters<LabelFunction>[0]>) => {
    const language = i18n?.language ?? byOwnName.get(t?.('general:thisLanguage') ?? '')
    return texts[language as AdminLanguage] ?? texts.en
  }

/** A label object as a function; anything else (a string, `false`, a function) as it is. */
function resolved<Value>(value: Value): Value | LabelFunction {
  return isTexts(value) ? inAdminLanguage(value) : value
}

type Labels = { singular?: unknown; plural?: unknown }

const resolvedPair = <Pair extends Labels | undefined>(labels: Pair) =>
  labels && { ...labels, singular: resolved(labels.singular), plural: resolved(labels.plural) }

function withBlock(block: Block): Block {
  return {
    ...block,
    labels: resolvedPair(block.labels) as Block['labels'],
    fields: withFields(block.fields),
  }
}

function withFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    const result = { ...field } as Record<string, unknown>
    if ('label' in field) result.label = resolved(field.label)
    if ('labels' in field) result.labels = resolvedPair(field.labels as Labels | undefined)
    if ('options' in field && Array.isArray(field.options))
      result.options = field.options.map((option) =>
        typeof option === 'object' ? { ...option, label: resolved(option.label) } : option,
      )
    if ('fields' in field) result.fields = withFields(field.fields)
    if (field.type === 'tabs')
      result.tabs = field.tabs.map((tab) => ({
        ...tab,
        label: resolved(tab.label),
        fields: withFields(tab.fields),
      }))
    if (field.type === 'blocks') result.blocks = field.blocks.map(withBlock)
    return result as Field
  })
}

/**
 * Our labels are written as objects of every admin language (`label((m) => …)`). Payload shows
 * such an object right in most places, but puts it unresolved into some of its own words: the
 * dashboard's "Create new [object Object]", the list's "Sort by [object Object]". A label function
 * Payload resolves itself, for the admin's language, before any of its components sees the label:
 * this plugin, last of all, turns every label object of collections, globals, fields, blocks, tabs
 * and options into one. Descriptions and menu groups stay objects (Payload translates them
 * wherever it shows them).
 */
export const labelsInAdminLanguage: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection): CollectionConfig => ({
    ...collection,
    labels: resolvedPair(collection.labels) as CollectionConfig['labels'],
    fields: withFields(collection.fields),
  })),
  globals: config.globals?.map((global): GlobalConfig => ({
    ...global,
    label: resolved(global.label),
    fields: withFields(global.fields),
  })),
  blocks: config.blocks?.map(withBlock),
})
