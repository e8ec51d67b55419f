import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import {
  contentLocaleLabels,
  contentLocales,
  defaultContentLocale,
  isContentLocale,
  type ContentLocale,
} from '@/i18n/locales'
import { isTranslationStaff, writableLocales } from '@/translation/roles'
import { readTranslatableDocuments } from '@/translation/sources'
import { entriesMissing, translationStatus, type EntryStatus } from '@/translation/status'

import { LocaleFilter } from './LocaleFilter'
import { Matrix } from './Matrix'
import { TranslationFiles } from './TranslationFiles'
import './index.scss'

const localeOptions = (codes: readonly ContentLocale[]) =>
  codes.map((code) => ({ code, label: contentLocaleLabels[code] }))

/** /admin/translations: which languages still miss text, per global and per game. */
export async function TranslationStatusView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { payload, user } = req
  const adminRoute = payload.config.routes.admin
  const missingParam = searchParams?.missing
  const missing = isContentLocale(missingParam) ? missingParam : undefined

  const page = (body: React.ReactNode) => (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="translation-status">
        <h1>Translation status</h1>
        {body}
      </Gutter>
    </DefaultTemplate>
  )

  if (!isTranslationStaff(user))
    return page(<p>The translation status is for editors and translators.</p>)

  const statuses = translationStatus(await readTranslatableDocuments({ payload, user }))
  const shown = missing ? entriesMissing(statuses, missing) : statuses
  const editURL = ({ ref }: EntryStatus) =>
    formatAdminURL({
      adminRoute,
      path: 'global' in ref ? `/globals/${ref.global}` : `/collections/games/${ref.id}`,
    })
  const writable = writableLocales(user)
  const fileLocale =
    missing && writable.includes(missing)
      ? missing
      : (writable.find((code) => code !== defaultContentLocale) ?? writable[0])

  return page(
    <>
      <p className="translation-status__intro">
        What each language still misses, in the latest drafts. A number counts the missing texts:
        point at it to see which, click it to open the entry in that language. A subtitle or other
        optional text counts only where the English has one.
      </p>
      <div className="translation-status__toolbar">
        <LocaleFilter locales={localeOptions(contentLocales)} selected={missing} />
        {writable.length > 0 && (
          <TranslationFiles locales={localeOptions(writable)} initial={fileLocale} />
        )}
      </div>
      {missing && (
        <p className="translation-status__summary">
          {shown.length === 0
            ? `Nothing is missing in ${contentLocaleLabels[missing]}.`
            : `${shown.length} ${shown.length === 1 ? 'entry misses' : 'entries miss'} text in ${contentLocaleLabels[missing]}.`}
        </p>
      )}
      {shown.length > 0 && (
        <Matrix
          editURL={editURL}
          highlighted={missing}
          groups={[
            { heading: 'Pages and labels', entries: shown.filter(({ ref }) => 'global' in ref) },
            { heading: 'Games', entries: shown.filter(({ ref }) => 'collection' in ref) },
          ].filter((group) => group.entries.length > 0)}
        />
      )}
    </>,
  )
}
