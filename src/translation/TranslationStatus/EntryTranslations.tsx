import type { UIFieldServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { contentLocales, defaultContentLocale } from '@/i18n/locales'
import { readEntryWithSources } from '@/translation/form'
import { isTranslationStaff, writableLocales } from '@/translation/roles'
import { hasRole } from '@/access/roles'
import { statusOf } from '@/translation/status'
import { textLabel, type LocalizedText } from '@/translation/texts'
import { isBlank } from '@/lib/blankText'

import { LiveTranslations, type FormTextRule } from './LiveTranslations'
import './index.scss'

/**
 * Sidebar of a registered collection's edit view: the languages in which the document still
 * misses text or needs update. A translator reads their own languages' state (nine lines about
 * languages they cannot edit hid theirs); an editor reads every language's.
 */
export async function EntryTranslations({ id, collectionSlug, payload, req }: UIFieldServerProps) {
  if (id === undefined || !collectionSlug || !isTranslationStaff(req.user)) return null
  const { entry } = await readEntryWithSources(
    { payload, user: req.user },
    { collection: collectionSlug, id },
  )
  const nameOf = (text: LocalizedText) => textLabel(text, req.i18n)
  const { missing, outdated } = statusOf(entry, nameOf)
  const rules: FormTextRule[] = entry.texts.map((text) => ({
    fieldPath: text.fieldPath,
    label: nameOf(text),
    format: text.format,
    required: text.required,
    englishBlank: isBlank(text.format, text.values[defaultContentLocale]),
    absentFieldPath: text.absentFieldPath,
    translatedIn: contentLocales.filter(
      (locale) => locale !== defaultContentLocale && !isBlank(text.format, text.values[locale]),
    ),
  }))
  return (
    <LiveTranslations
      saved={{ missing, outdated }}
      rules={rules}
      shown={hasRole(req.user, 'admin', 'editor') ? undefined : writableLocales(req.user)}
      statusURL={formatAdminURL({ adminRoute: payload.config.routes.admin, path: '/translations' })}
    />
  )
}
