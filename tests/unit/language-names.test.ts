/**
 * Languages named inside the admin's sentences: in the admin's own words (`languageInAdmin`), not
 * by their own names, which mixed two languages in one sentence ("คุณแปล ไทย ส่วน 日本語 …",
 * "Publicado em ไทย"), nor in labels and columns ("Subtitle — ไทย", a status column "हिन्दी":
 * `languageLabelInAdmin`). Only where a person picks a language, its menus, is it shown by its own
 * name (`contentLocaleLabels`).
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { contentLocales } from '@/i18n/locales'
import { adminLanguages, adminMessages } from '@/labels'
import { languageInAdmin, languagesInAdmin } from '@/i18n/languageNames'
import { lockHolderName } from '@/lib/documentLocks'

/** The script each admin language writes in, which its names of languages are written in. */
const script: Record<string, RegExp> = {
  en: /^[\p{Script=Latin} ()]+$/u,
  id: /^[\p{Script=Latin} ()]+$/u,
  pt: /^[\p{Script=Latin} ()]+$/u,
  vi: /^[\p{Script=Latin} ()]+$/u,
  th: /^[\p{Script=Thai} ()-]+$/u,
  hi: /^[\p{Script=Devanagari} ()]+$/u,
  ja: /^[\p{Script=Han}\p{Script=Katakana}ー ()]+$/u,
  ko: /^[\p{Script=Hangul} ()]+$/u,
  zh: /^[\p{Script=Han}（）]+$/u,
  'zh-TW': /^[\p{Script=Han}（）]+$/u,
}

/**
 * The files that show languages by their own names, and why: anything else names a language in a
 * sentence, and takes `languageInAdmin`.
 */
const ownNamesShownIn: Record<string, string> = {
  'src/components/SupportedLanguages.tsx': "the public site's list of languages",
  'src/admin/FieldLanguageTags.tsx': "reads Payload's field tag by the menu's name, to rename it",
  'src/admin/localePreference.ts': 'an English message of the server, for the logs',
  'src/translation/TranslationStatus/LiveTranslations.tsx': 'links to each language of the form',
  'src/translation/TranslationStatus/index.tsx': 'the language menu of the status screen',
  'src/translation/Publication/ScheduleDrawer.tsx': "the schedule's language menu",
  'src/translation/Publication/PublishAllConfirmation.tsx': 'the list of languages that go live',
  'src/labels/index.ts':
    "Payload's “this language” in its own language menu, and an account's language menus",
  'src/labels/plugin.ts': 'the admin language menu',
  'src/collections/Enquiries/index.ts': "an enquiry's language menu",
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })

/** Every string of a dictionary, by its key path. */
const strings = (value: unknown, at = ''): [string, string][] =>
  typeof value === 'string'
    ? [[at, value]]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
        strings(inner, at ? `${at}.${key}` : key),
      )

describe('languages named in sentences of the admin', () => {
  it('are named in the admin’s language and script, each its own way', () => {
    for (const language of adminLanguages) {
      const names = contentLocales.map((locale) => languageInAdmin(locale, language))
      for (const name of names) expect(name, `${language}: ${name}`).toMatch(script[language])
      expect(new Set(names).size, `${language}: ${names.join(', ')}`).toBe(contentLocales.length)
    }
    expect(languageInAdmin('th-TH', 'th')).toBe('ภาษาไทย')
    expect(languageInAdmin('en-US', 'vi')).toBe('tiếng Anh')
    expect(languagesInAdmin(['th-TH', 'hi-IN', 'ja-JP'], 'pt')).toBe('tailandês, hindi e japonês')
  })

  it('come from languageInAdmin: only menus, columns and tags show languages by their own names', () => {
    const using = sourceFiles('src')
      .filter((file) => file !== 'src/i18n/locales.ts' && file !== 'src/i18n/languageNames.ts')
      .filter((file) => /\bcontentLocaleLabels\[/.test(readFileSync(file, 'utf8')))
    expect(
      using.filter((file) => !(file in ownNamesShownIn)),
      'in a sentence, name a language with languageInAdmin; a menu or column: list the file here',
    ).toEqual([])
    expect(Object.keys(ownNamesShownIn).filter((file) => !using.includes(file))).toEqual([])
  })

  it('never start a sentence where the language writes their names in lower case', () => {
    const placeholders = /^\{\{(language|languages|from|own)\}\}/
    for (const language of ['id', 'pt', 'vi'] as const) {
      const starting = strings(adminMessages[language]).filter(([, text]) =>
        placeholders.test(text),
      )
      expect(
        starting.map(([key]) => key),
        `${language}: ${languageInAdmin('en-US', language)}`,
      ).toEqual([])
    }
  })

  it('name a lock’s holder by the languages they write, in the reader’s words', () => {
    const malee = { name: 'Malee', role: 'translator', languages: ['th-TH', 'hi-IN'] }
    expect(lockHolderName(malee, 'en')).toBe('Malee (Thai and Hindi)')
    expect(lockHolderName(malee, 'th')).toBe('Malee (ภาษาไทยและภาษาฮินดี)')
    expect(lockHolderName({ ...malee, languages: ['th-TH'] }, 'ja')).toBe('Malee（タイ語）')
    // An editor writes every language: named alone.
    expect(lockHolderName({ ...malee, role: 'editor' }, 'en')).toBe('Malee')
    // To an editor, with the e-mail only an admin sets: a colleague can copy a name, not the
    // address. A translator sees no colleague's address.
    const withEmail = { ...malee, email: 'malee@studio.test' }
    const toEditor = { withEmail: true }
    expect(lockHolderName(withEmail, 'en', undefined, toEditor)).toBe(
      'Malee <malee@studio.test> (Thai and Hindi)',
    )
    expect(lockHolderName({ ...withEmail, role: 'editor' }, 'en', undefined, toEditor)).toBe(
      'Malee <malee@studio.test>',
    )
    expect(lockHolderName(withEmail, 'en')).toBe('Malee (Thai and Hindi)')
  })
})
