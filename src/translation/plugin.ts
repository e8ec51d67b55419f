import type {
  AdminViewConfig,
  CollectionConfig,
  Config,
  Field,
  GlobalConfig,
  PayloadRequest,
  Plugin,
} from 'payload'

import { hasRole } from '@/access/roles'
import { label } from '@/labels'
import { TranslationStates } from '@/collections/TranslationStates'
import { TranslationStatus } from '@/collections/TranslationStatus'
import { contentType, contentTypes, type ContentType } from '@/content/registry'
import { collectionWithQueryRules } from '@/hooks/queryRules'
import { richTextWithinBounds, textIsString } from '@/hooks/richTextSize'

import { editedFromField } from './editedFrom'
import { entryKeyOf, type TranslationEntry } from './entries'
import { notePublishedLocale, recordSave } from './freshness'
import { keepStatusTableCurrent, refreshEntryStatus, removeEntryStatus } from './statusTable'

/** Shown under every localised text while another language is edited: its English and freshness. */
const englishSource = '/translation/TranslationForm/EnglishSource#EnglishSource'
/** A rich text's change on a version's page, headed by the field's name (see the component). */
const richTextDiff = '/admin/RichTextDiff#RichTextDiff'
/** Above the form: a save refused because its texts changed elsewhere, until reloaded. */
const changedElsewhere = '/translation/TranslationForm/ChangedElsewhere#ChangedElsewhere'
/** Beside Save and Publish: "ready for review" for translators, who is waiting for editors. */
const reviewControls = '/translation/TranslationForm/ReviewControls#ReviewControls'
/**
 * Publish and unpublish for editors only (translators' work is saved as drafts), and the status of
 * the language on screen, on every entry with drafts.
 */
const editorsPublishButtons = {
  PublishButton: '/translation/Publication/EditorsOnly#EditorsPublishButton',
  UnpublishButton: '/translation/Publication/EditorsOnly#EditorsUnpublishButton',
  Status: '/translation/Publication/EditorsOnly#EditorsStatus',
}

/** "Leave without saving?" on a new entry, which autosave does not store (see the component). */
const newDocumentGuard = '/translation/Publication/NewDocumentGuard#NewDocumentGuard'

/**
 * The versions list, each version's state told in every language (see `versions.ts`), and its
 * tab's count of as many versions as it shows (`VersionsCount`).
 */
const versionsView = {
  Component: '/translation/Publication/VersionsView#VersionsView',
  tab: { Pill: '/translation/Publication/VersionsCount#VersionsCount' },
}

/**
 * A version's page stays Payload's; its header tells a translator who restores, and how, the
 * restore's confirmation dates the version as the admin's other dates are and names the
 * languages whose drafts the restore replaces, each language is
 * named, not coded, its badge says what the version did, as the versions list does, and a refused
 * restore's toast says why.
 */
const versionView = {
  actions: [
    '/translation/Publication/RestoreNote#RestoreNote',
    '/translation/Publication/RestoreDate#RestoreDate',
    '/translation/Publication/RestoreChanges#RestoreChanges',
    '/translation/Publication/VersionLanguageNames#VersionLanguageNames',
    '/translation/Publication/VersionBadge#VersionBadge',
    '/translation/Publication/RestoreRefusal#RestoreRefusal',
  ],
}

const isText = (field: Field) =>
  (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') &&
  field.localized

/**
 * The fields, with the English source under each localised text, at any depth (and a rich text's
 * change on a version's page headed by its name, its size bounded: `richTextWithinBounds`; a
 * plain text a string: `textIsString`).
 */
function withEnglishSource(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (isText(field)) {
      const components = field.admin?.components as Record<string, unknown> | undefined
      const afterInput = (components?.afterInput as unknown[] | undefined) ?? []
      const { hooks } = field as { hooks?: { beforeValidate?: unknown[] } }
      return {
        ...field,
        hooks: {
          ...hooks,
          beforeValidate: [
            ...(hooks?.beforeValidate ?? []),
            field.type === 'richText' ? richTextWithinBounds : textIsString,
          ],
        },
        admin: {
          ...field.admin,
          components: {
            ...(field.type === 'richText' && { Diff: richTextDiff }),
            ...components,
            afterInput: [...afterInput, englishSource],
          },
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

type FreshnessHookArgs = { doc: Record<string, unknown>; previousDoc: unknown; req: PayloadRequest }

/**
 * An entry with translated texts: the English under each, "ready for review" beside Save and
 * Publish (in the slot the collection's or the global's edit view has), each save's freshness
 * stamps and its row in the translation status table.
 */
function withFreshness<Config extends CollectionConfig | GlobalConfig>(
  config: Config,
  slot: 'edit' | 'elements',
  entryOf: (doc: Record<string, unknown>) => Pick<TranslationEntry, 'key' | 'ref'>,
): Config {
  const { fields } = config
  const hasDrafts = typeof config.versions === 'object' && Boolean(config.versions.drafts)
  const components = config.admin?.components as
    (Record<string, object | undefined> & { views?: { edit?: object } }) | undefined
  const recordFreshness = async ({ doc, previousDoc, req }: FreshnessHookArgs) => {
    const entry = entryOf(doc)
    await recordSave({ req, entry, fields, doc, previousDoc })
    await refreshEntryStatus(req, entry.ref)
    return doc
  }
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...components,
        [slot]: {
          ...components?.[slot],
          ...(hasDrafts && editorsPublishButtons),
          beforeDocumentControls: [
            ...((components?.[slot] as { beforeDocumentControls?: unknown[] } | undefined)
              ?.beforeDocumentControls ?? []),
            changedElsewhere,
            reviewControls,
            ...(hasDrafts && slot === 'edit' ? [newDocumentGuard] : []),
          ],
        },
        ...(hasDrafts && {
          views: {
            ...components?.views,
            edit: { ...components?.views?.edit, versions: versionsView, version: versionView },
          },
        }),
      },
    },
    // A form saves its language's texts only over those it was opened on (`editedFrom.ts`).
    fields: [editedFromField(fields), ...withEnglishSource(fields)],
    hooks: {
      ...config.hooks,
      beforeOperation: [...(config.hooks?.beforeOperation ?? []), notePublishedLocale],
      afterChange: [...(config.hooks?.afterChange ?? []), recordFreshness],
    },
  }
}

/** Beside a document's fields: the languages in which it still misses text or needs update. */
const statusSidebar: Field = {
  name: 'translationStatus',
  label: label((m) => m.workflow.translations),
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '/translation/TranslationStatus/EntryTranslations#EntryTranslations' },
  },
}

/** A registered collection's documents, whose freshness states and status go with a deleted document. */
const collectionWithFreshness = (
  collection: CollectionConfig,
  type: ContentType,
): CollectionConfig => {
  const translated = withFreshness(collection, 'edit', (doc) => ({
    key: entryKeyOf(type, doc),
    ref: { collection: type.slug, id: doc.id as number },
  }))
  return {
    ...translated,
    fields: [statusSidebar, ...translated.fields],
    hooks: {
      ...translated.hooks,
      afterDelete: [
        ...(translated.hooks?.afterDelete ?? []),
        async ({ doc, req }) => {
          await req.payload.delete({
            collection: 'translation-states',
            where: { entry: { equals: entryKeyOf(type, doc) } },
            overrideAccess: true,
            req,
          })
          await removeEntryStatus(req, entryKeyOf(type, doc))
        },
      ],
    },
  }
}

type DashboardConfig = NonNullable<NonNullable<Config['admin']>['dashboard']>
type WidgetInstance = Awaited<
  ReturnType<Extract<NonNullable<DashboardConfig['defaultLayout']>, (...args: never) => unknown>>
>[number]

/**
 * Where a translator lands after signing in: their work first (what waits for them in each of
 * their languages, with the translation status filtered to it), not Payload's cards of
 * collections they cannot change. Everyone else's dashboard stays Payload's cards. Payload's
 * own way to give each account its dashboard (`admin.dashboard.defaultLayout`); an account that
 * arranged its dashboard keeps its arrangement.
 */
function translatorsDashboard(dashboard: DashboardConfig | undefined): DashboardConfig {
  const widgets = dashboard?.widgets ?? []
  const defaultLayout: NonNullable<DashboardConfig['defaultLayout']> = dashboard?.defaultLayout ?? [
    { widgetSlug: 'collections', width: 'full' },
  ]
  const translators: WidgetInstance[] = [{ widgetSlug: 'your-work', width: 'full' }]
  return {
    ...dashboard,
    widgets: [
      ...widgets,
      {
        slug: 'your-work',
        Component: '/translation/TranslationStatus/YourWork#YourWork',
        label: label((m) => m.workflow.translations),
        minWidth: 'medium',
      },
    ],
    defaultLayout: async ({ req }) =>
      hasRole(req.user, 'translator')
        ? translators
        : typeof defaultLayout === 'function'
          ? defaultLayout({ req })
          : defaultLayout,
  }
}

/** The admin's translation status screen (the matrix, the files), and its link in the menu. */
const statusView = {
  Component: '/translation/TranslationStatus#TranslationStatusView',
  path: '/translations',
  exact: true,
  meta: { title: 'Translation status' },
} satisfies AdminViewConfig
const statusNavLink = '/translation/TranslationStatus/NavLink#TranslationStatusNavLink'

/**
 * The translators' workflow on every registered collection and global of localised content
 * (`content/registry.ts`): the freshness of each translation, the English under every localised
 * field, "ready for review", the document's translation status beside its fields, and the
 * translation status screen.
 */
export const translationWorkflow: Plugin = (config) => {
  const types = contentTypes(config)
  const components = config.admin?.components
  return {
    ...config,
    onInit: async (payload) => {
      await config.onInit?.(payload)
      // The site's server (not a script, a test or the build) brings the status table to the
      // content's shape as it starts, in the background: after a deploy that changed it, the
      // rebuild runs before an editor asks, and the migration step has normally done it already.
      if (
        process.env.NEXT_RUNTIME === 'nodejs' &&
        process.env.NEXT_PHASE !== 'phase-production-build'
      )
        void keepStatusTableCurrent(payload).catch((error: unknown) =>
          payload.logger.error({ err: error }, 'The translation status table was not rebuilt.'),
        )
    },
    admin: {
      ...config.admin,
      components: {
        ...components,
        views: { ...components?.views, translations: statusView },
        afterNavLinks: [...(components?.afterNavLinks ?? []), statusNavLink],
      },
      dashboard: translatorsDashboard(config.admin?.dashboard),
    },
    collections: [
      ...(config.collections ?? []).map((collection) => {
        const type = contentType(types, 'collection', collection.slug)
        return type ? collectionWithFreshness(collection, type) : collection
      }),
      // Added after the site's collections got their query rules (payload.config.ts).
      collectionWithQueryRules(TranslationStates),
      collectionWithQueryRules(TranslationStatus),
    ],
    globals: (config.globals ?? []).map((global) => {
      const { slug } = global
      return contentType(types, 'global', slug)
        ? withFreshness(global, 'elements', () => ({ key: slug, ref: { global: slug } }))
        : global
    }),
  }
}
