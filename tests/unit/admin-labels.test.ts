/**
 * Every word of ours that the admin shows, in every admin language: each collection's, global's,
 * field's, tab's, block's, row's and option's label and each description of the configuration as
 * Payload completes it (plugins included). A plain string would be shown as it is in every
 * language, and a field without a label gets its name in English words from Payload ("Translation
 * Status"); both are reported with where they are.
 */
import { describe, expect, it } from 'vitest'

import { adminLanguages } from '@/labels'

import { isNeutral, latinWords } from '../shared/adminWords'

import config from '../../payload.config'

type Loose = Record<string, unknown>
type Problem = string

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A label as the admin shows it: an object with every language, or a function Payload calls with
 * the admin's language (ours, made from such an object by `labelsInAdminLanguage`, or Payload's
 * own with its `t`), which must give words in every language.
 */
function checkText(where: string, value: unknown, problems: Problem[]) {
  if (value === undefined || value === false) return
  if (typeof value === 'function') {
    const t = (key: string) => key
    const texts = Object.fromEntries(
      adminLanguages.map((language) => [language, value({ i18n: { language, t }, t })]),
    )
    return checkText(where, texts, problems)
  }
  if (typeof value === 'string') {
    // Shown as it is in every language: only names, codes and numbers may be (`/th · ไทย`).
    if (latinWords(value).some((word) => !isNeutral(word)))
      problems.push(`${where}: "${value}" in every language`)
    return
  }
  if (!isObject(value)) return
  const missing = adminLanguages.filter(
    (language) => typeof value[language] !== 'string' || !(value[language] as string).trim(),
  )
  if (missing.length) problems.push(`${where}: nothing in ${missing.join(', ')}`)
}

/** Payload's own fields (ids, timestamps, status, sign-in), which Payload labels in each language. */
const payloadsOwn = new Set([
  'id',
  'createdAt',
  'updatedAt',
  '_status',
  'email',
  'password',
  'confirm-password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'salt',
  'hash',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'enableAPIKey',
  'apiKey',
  'apiKeyIndex',
  'username',
  // Upload collections' file fields that Payload labels in each language (its "MIME Type",
  // "Thumbnail URL" and the sizes' names are English in every one: walk 35, F14).
  'url',
  'filename',
  'filesize',
  'width',
  'height',
  'focalX',
  'focalY',
])

/** Whether the list's column picker offers a field (a group: any of its fields). */
function listable(field: Loose): boolean {
  if (isObject(field.admin) && field.admin.disableListColumn === true) return false
  if (field.type === 'group' && Array.isArray(field.fields))
    return (field.fields as Loose[]).some(listable)
  return true
}

function checkFields(where: string, fields: unknown, problems: Problem[]) {
  if (!Array.isArray(fields)) return
  for (const field of fields as Loose[]) {
    const name = typeof field.name === 'string' ? field.name : undefined
    const at = name ? `${where}.${name}` : where
    const admin = isObject(field.admin) ? field.admin : {}
    // A field hidden from the form is still offered as a list column unless it says not.
    const hidden = field.hidden === true || (admin.hidden === true && !listable(field))
    if (!hidden && !(name && payloadsOwn.has(name))) {
      // Rows, collapsibles and unnamed tabs show no label of their own.
      if (name && field.type !== 'tabs') checkText(`${at} (label)`, field.label, problems)
      checkText(`${at} (description)`, admin.description, problems)
      if (isObject(field.labels)) {
        checkText(`${at} (one)`, field.labels.singular, problems)
        checkText(`${at} (several)`, field.labels.plural, problems)
      }
      if (Array.isArray(field.options))
        for (const option of field.options as unknown[])
          if (isObject(option)) checkText(`${at} option ${option.value}`, option.label, problems)
    }
    checkFields(at, field.fields, problems)
    if (Array.isArray(field.tabs))
      for (const tab of field.tabs as Loose[]) {
        checkText(`${at} tab`, tab.label, problems)
        checkFields(typeof tab.name === 'string' ? `${at}.${tab.name}` : at, tab.fields, problems)
      }
    if (Array.isArray(field.blocks))
      for (const block of field.blocks as Loose[]) {
        const blockAt = `${at}[${block.slug}]`
        if (isObject(block.labels)) {
          checkText(`${blockAt} (one)`, block.labels.singular, problems)
          checkText(`${blockAt} (several)`, block.labels.plural, problems)
        }
        // A block without a name of its own has Payload's name field, but never shows it.
        const named = !(isObject(block.admin) && block.admin.disableBlockName === true)
        const fields = (block.fields as Loose[]).filter(
          (field) => named || field.name !== 'blockName',
        )
        checkFields(blockAt, fields, problems)
      }
  }
}

describe('the admin’s own words', () => {
  it('are written in every admin language, for every label and description', async () => {
    const sanitized = (await config) as unknown as {
      collections: Loose[]
      globals: Loose[]
      admin: { livePreview?: { breakpoints?: { label: string }[] } }
    }
    const problems: Problem[] = []
    for (const collection of sanitized.collections) {
      const slug = collection.slug as string
      // Payload's own collections (preferences, locks, migrations, jobs) and hidden ones are not
      // shown to anyone.
      if (slug.startsWith('payload-') || (collection.admin as Loose | undefined)?.hidden === true)
        continue
      const labels = collection.labels as Loose
      checkText(`collection ${slug} (one)`, labels.singular, problems)
      checkText(`collection ${slug} (several)`, labels.plural, problems)
      const admin = (collection.admin ?? {}) as Loose
      if (admin.hidden !== true) {
        checkText(`collection ${slug} (group)`, admin.group, problems)
        checkText(`collection ${slug} (description)`, admin.description, problems)
      }
      checkFields(`collection ${slug}`, collection.fields, problems)
    }
    for (const global of sanitized.globals) {
      const slug = global.slug as string
      const admin = (global.admin ?? {}) as Loose
      checkText(`global ${slug}`, global.label, problems)
      checkText(`global ${slug} (group)`, admin.group, problems)
      checkText(`global ${slug} (description)`, admin.description, problems)
      checkFields(`global ${slug}`, global.fields, problems)
    }
    // Live preview's sizes are shown as written in every language: they say no words.
    for (const { label } of sanitized.admin.livePreview?.breakpoints ?? [])
      if (/\p{L}{2,}/u.test(label.replace(/×/g, ''))) problems.push(`live preview size "${label}"`)
    expect(problems).toEqual([])
  })
})

describe('the Thai lock dialog', () => {
  it('says one verb, "take over the editing", never Payload\'s "seize" or "occupy"', async () => {
    const { adminTranslations } = await import('@/labels')
    const { th } = await import('@payloadcms/translations/languages/th')
    const words = { ...th.translations.general, ...adminTranslations.th.general }
    const dialog = ['takeOver', 'currentlyEditing', 'anotherUserTakenOver', 'editingTakenOver']
    for (const key of dialog) {
      const text = (words as Record<string, string>)[key]
      expect(text, key).toContain('รับช่วง')
      expect(text, key).not.toMatch(/ยึด|ครอบครอง|พวกเขา/)
    }
  })
})

describe('the Thai versions', () => {
  it('are เวอร์ชัน throughout, never รุ่น, and "only what changed" is not "edit only"', async () => {
    const { adminTranslations } = await import('@/labels')
    const { th } = await import('@payloadcms/translations/languages/th')
    const words = { ...th.translations.version, ...adminTranslations.th.version } as Record<
      string,
      string
    >
    const found = Object.entries(words).filter(([, text]) => /รุ่น/.test(text))
    expect(found).toEqual([])
    expect(words.compareVersions).toContain('เวอร์ชัน')
    expect(words.modifiedOnly).not.toMatch(/^แก้ไข/)
  })
})

describe('the English admin', () => {
  it('calls a content language a language, never Payload\'s "locale"', async () => {
    const { adminTranslations } = await import('@/labels')
    const words = adminTranslations.en.general as Record<string, string>
    expect(words.locale).toBe('Language')
    expect(words.locales).toBe('Languages')
  })
})

describe('the publish menu and the schedule drawer', () => {
  /** Payload's words for a content language that name a place or leave "locale" untranslated. */
  const place =
    /locale|lokal|local(?:idade|iza)|\blocais\b|ロケール|場所|로케일|장소|语言环境|语言设置|語言地區|地區設定|语言版本|語言版本|สถานที่|ตำแหน่ง/i
  const keys = [
    'localization:localeToPublish',
    'localization:copyToLocale',
    'localization:selectedLocales',
    'localization:selectLocaleToCopy',
    'localization:selectLocaleToDuplicate',
    'localization:cannotCopySameLocale',
    'version:publishAllLocales',
    'version:selectLocales',
    'version:showLocales',
    'general:allLocales',
  ]

  it('speak of languages in every admin language, never of a locale or a place', async () => {
    const { i18n } = await import('@/admin/config')
    const { adminTranslations } = await import('@/labels')
    const languages = i18n!.supportedLanguages as Record<
      string,
      { translations: Record<string, Record<string, string>> }
    >
    const problems: string[] = []
    for (const [language, { translations }] of Object.entries(languages)) {
      const ours = (
        adminTranslations as unknown as Record<string, Record<string, Record<string, string>>>
      )[language]
      for (const key of keys) {
        const [group, name] = key.split(':')
        const text = ours?.[group]?.[name] ?? translations[group]?.[name]
        if (!text || place.test(text)) problems.push(`${language} ${key}: ${text}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('reads "Language to publish", "Copy to language" and "Duplicate selected languages" in English', async () => {
    const { adminTranslations } = await import('@/labels')
    const { en } = adminTranslations as unknown as Record<
      string,
      Record<string, Record<string, string>>
    >
    expect(en.localization.localeToPublish).toBe('Language to publish')
    expect(en.localization.copyToLocale).toBe('Copy to language')
    // Payload writes `${t('general:duplicate')} ${t('localization:selectedLocales')}`.
    expect(`Duplicate ${en.localization.selectedLocales}`).toBe('Duplicate selected languages')
  })
})
