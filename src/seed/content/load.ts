/** Reads and validates the demo content files. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { z } from 'zod'

import { labelDefaults } from '@/globals/LabelSets/defaults'
import { contentLocales, defaultContentLocale, type ContentLocale } from '@/i18n/locales'

import {
  catalogueOrderFile,
  gameFile,
  glossaryFile,
  homeFile,
  siteFile,
  type GameFile,
  type GlossaryFile,
} from './schema'

export const contentDir = path.resolve(process.cwd(), 'src/seed/content')

function readJson<T extends z.ZodType>(file: string, schema: T): z.infer<T> {
  const result = schema.safeParse(JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')))
  if (!result.success)
    throw new Error(
      `${file}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  return result.data
}

export function loadGames(): GameFile[] {
  return readdirSync(path.join(contentDir, 'games'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => readJson(`games/${name}`, gameFile))
    .sort((a, b) => a.id - b.id)
}

export const loadCatalogueOrder = () => readJson('catalogue-order.json', catalogueOrderFile)
export const loadSite = () => readJson('site.json', siteFile)

const perLocale = <T>(read: (locale: ContentLocale) => T) =>
  Object.fromEntries(contentLocales.map((locale) => [locale, read(locale)])) as Record<
    ContentLocale,
    T
  >

export const loadHome = () => perLocale((locale) => readJson(`home/${locale}.json`, homeFile))

/** Every language's labels: the English ones are the label sets' defaults, the rest are files. */
export const loadLabels = () =>
  perLocale((locale): Record<string, Record<string, string>> =>
    locale === defaultContentLocale
      ? labelDefaults
      : JSON.parse(readFileSync(path.join(contentDir, `labels/${locale}.json`), 'utf8')),
  )

export const loadTerms = () =>
  perLocale((locale) => readFileSync(path.join(contentDir, `terms/${locale}.md`), 'utf8'))

/**
 * The glossaries that exist, and the languages still without one (while translators write them,
 * the seed loads what is there; the glossary test reports the missing ones).
 */
export function loadGlossaries() {
  const glossaries: Partial<Record<ContentLocale, GlossaryFile>> = {}
  const missing: ContentLocale[] = []
  for (const locale of contentLocales) {
    if (existsSync(path.join(contentDir, `glossary/${locale}.json`)))
      glossaries[locale] = readJson(`glossary/${locale}.json`, glossaryFile)
    else missing.push(locale)
  }
  return { glossaries, missing }
}
