import type {
  Field,
  GlobalConfig,
  TextareaFieldValidation,
  TextFieldSingleValidation,
} from 'payload'
import { text, textarea } from 'payload/shared'

import { contentStaff } from '@/access/contentStaff'
import { contentWriters } from '@/access/contentWriters'
import { publishedOrContentStaff } from '@/access/publishedOrContentStaff'
import { adminMessages, label, type AdminMessages } from '@/labels'
import { messageAsText } from '@/lib/messageAsText'
import { localisedContent } from '@/content/registry'
import {
  adminLanguageOf,
  contentLocales,
  defaultContentLocale,
  type ContentLocale,
} from '@/i18n/locales'
import hi from '@/seed/content/labels/hi-IN.json'
import id from '@/seed/content/labels/id-ID.json'
import ja from '@/seed/content/labels/ja-JP.json'
import ko from '@/seed/content/labels/ko-KR.json'
import pt from '@/seed/content/labels/pt-BR.json'
import th from '@/seed/content/labels/th-TH.json'
import vi from '@/seed/content/labels/vi-VN.json'
import zhTw from '@/seed/content/labels/zh-TW.json'
import zh from '@/seed/content/labels/zh-CN.json'

import { labelDefaults, type LabelGroup } from './defaults'

/** Each language's own texts of the label sets, as the seed writes them; English is the defaults. */
const textsIn: Record<ContentLocale, Record<string, Record<string, string>>> = {
  'en-US': labelDefaults,
  'id-ID': id,
  'hi-IN': hi,
  'ja-JP': ja,
  'ko-KR': ko,
  'pt-BR': pt,
  'th-TH': th,
  'zh-TW': zhTw,
  'vi-VN': vi,
  'zh-CN': zh,
}

/** A field's name as a text's first words, where the whole text is too long for one. */
/** A label's text as a field's name: its message read as text (`messageAsText`), at most 48 characters. */
const asFieldName = (message: string) => {
  const text = messageAsText(message)
  return text.length > 48 ? `${text.slice(0, 45).trimEnd()}…` : text
}

/**
 * Every label is required (the translation status lists it as missing in each language without
 * it), but a save or publish insists only on the English: another language may lack a label, as
 * a key added after its translations were written does, and its pages show the English until a
 * translator writes it (`withLabelDefaults`, at read time: nothing is copied into the language).
 */
const requiredInEnglish = <Options extends { required?: boolean; req: { locale?: string | null } }>(
  options: Options,
): Options => ({ ...options, required: options.req.locale === defaultContentLocale })
const textInEnglish: TextFieldSingleValidation = (value, options) =>
  text(value, requiredInEnglish(options))
const textareaInEnglish: TextareaFieldValidation = (value, options) =>
  textarea(value, requiredInEnglish(options))

/** Where a label appears, for the labels of a group that read the same in English (walk 34, F8). */
function placeOf(group: LabelGroup, name: string, messages: AdminMessages = adminMessages.en) {
  const places = messages.labelSets.places as Partial<Record<string, Record<string, string>>>
  return places[group]?.[name]
}

/**
 * One localised text field per interface string, named in each admin language by what that
 * language's site says there (the Thai admin calls "Open menu" เปิดเมนู, and a key it has not
 * translated by its English); the English itself is under the field, as under every translated
 * text.
 */
const fieldsOf = (group: LabelGroup): Field[] =>
  Object.entries(labelDefaults[group]).map(([name, english]): Field => {
    const field = {
      name,
      label: Object.fromEntries(
        contentLocales.map((locale) => [
          adminLanguageOf[locale],
          asFieldName(textsIn[locale][group]?.[name] ?? english),
        ]),
      ),
      localized: true,
      required: true,
      // Two labels of the group that read the same say where each appears.
      ...(placeOf(group, name) && {
        admin: { description: label((m) => placeOf(group, name, m) ?? '') },
      }),
    }
    return english.length > 60
      ? { ...field, type: 'textarea', validate: textareaInEnglish }
      : { ...field, type: 'text', validate: textInEnglish }
  })

/**
 * The label sets live in three globals: PostgreSQL reads a global's localised columns with one
 * function call of at most 100 arguments, and the site has more strings than that.
 */
export const labelSetGlobals = [
  {
    slug: 'label-sets',
    texts: (m: AdminMessages) => ({ label: m.labelSets.site, description: m.labelSets.siteHelp }),
    groups: [
      'mainNav',
      'gameMenu',
      'gameDetail',
      'titles',
      'buttons',
      'search',
      'platforms',
      'kinds',
      'notFound',
      'footer',
      'terms',
      'update',
      'error',
    ],
  },
  {
    slug: 'form-labels',
    texts: (m: AdminMessages) => ({ label: m.labelSets.form, description: m.labelSets.formHelp }),
    groups: ['form'],
  },
  {
    slug: 'demo-labels',
    texts: (m: AdminMessages) => ({ label: m.labelSets.demo, description: m.labelSets.demoHelp }),
    groups: ['demo'],
  },
] as const satisfies readonly {
  slug: string
  texts: (m: AdminMessages) => { label: string; description: string }
  groups: readonly LabelGroup[]
}[]

export type LabelSetSlug = (typeof labelSetGlobals)[number]['slug']

/** Where an editor previews each set: a page that shows most of its texts. */
const previewPaths: Record<LabelSetSlug, string> = {
  'label-sets': '/game',
  'form-labels': '#contact',
  'demo-labels': '/play/701',
}

/** Every page shows labels: a publish refreshes them all, and none is a page of the set's own. */
export const LabelSets: GlobalConfig[] = labelSetGlobals.map(({ slug, texts, groups }) =>
  localisedContent(
    {
      slug,
      label: label((m) => texts(m).label),
      admin: {
        group: label((m) => m.groups.labelSets),
        description: label((m) => texts(m).description),
      },
      access: {
        read: publishedOrContentStaff,
        readVersions: contentStaff,
        update: contentWriters,
      },
      versions: { max: 50, drafts: { autosave: { interval: 1500 }, schedulePublish: true } },
      fields: groups.map((name) => ({
        name,
        label: label((m) => m.labelSets.groups[name]),
        type: 'group',
        fields: fieldsOf(name),
      })),
    },
    { tags: ['labels'], preview: () => previewPaths[slug], sitemap: false },
  ),
)
