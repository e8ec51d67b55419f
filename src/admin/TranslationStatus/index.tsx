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
import { readTranslationEntries, type EntryStates } from '@/translation/freshness'
import { isTranslationStaff, writableLocales } from '@/translation/roles'
import { entriesToDo, statusOf, type EntryStatus } from '@/translation/status'

import { LocaleFilter } from './LocaleFilter'
import { Matrix } from './Matrix'
import { TranslationFiles } from './TranslationFiles'
import './index.scss'

const localeOptions = (codes: readonly ContentLocale[]) =>
  codes.map((code) => ({ code, label: contentLocaleLabels[code] }))

/** /admin/translations: which languages still miss text or need update, per global and per game; what waits for review. */
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

  const { entries, states } = await readTranslationEntries({ payload, user })
  const statuses = entries.map(statusOf)
  const shown = missing ? entriesToDo(statuses, missing) : statuses
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
        What each language still misses, in the latest drafts. A red number counts the missing
        texts, an amber ↻ number the translations whose English has changed since (they need
        update): point at it to see which, click it to open the entry in that language. A subtitle
        or other optional text counts only where the English has one.
      </p>
      <ReviewQueue statuses={statuses} states={states} editURL={editURL} />
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
            : `${shown.length} ${shown.length === 1 ? 'entry misses text or needs' : 'entries miss text or need'} update in ${contentLocaleLabels[missing]}.`}
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

/** The languages of entries that translators have marked ready for review: what the editors publish next. */
function ReviewQueue({
  statuses,
  states,
  editURL,
}: {
  statuses: EntryStatus[]
  states: Map<string, EntryStates>
  editURL: (entry: EntryStatus) => string
}) {
  const waiting = statuses.flatMap((entry) =>
    contentLocales.flatMap((locale) => {
      const ready = states.get(entry.key)?.[locale]?.readyForReview
      return ready ? [{ entry, locale, ...ready }] : []
    }),
  )
  if (waiting.length === 0) return null
  return (
    <section className="review-queue" aria-labelledby="review-queue-heading">
      <h2 id="review-queue-heading">Waiting for review ({waiting.length})</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Entry</th>
            <th scope="col">Language</th>
            <th scope="col">From</th>
            <th scope="col">Since</th>
          </tr>
        </thead>
        <tbody>
          {waiting.map(({ entry, locale, by, at }) => (
            <tr key={`${entry.key}/${locale}`}>
              <td>
                <a href={`${editURL(entry)}?locale=${locale}`}>{entry.title}</a>
              </td>
              <td lang={locale}>{contentLocaleLabels[locale]}</td>
              <td>{by}</td>
              <td>
                <time dateTime={at}>
                  {new Date(at).toISOString().slice(0, 16).replace('T', ' ')}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
