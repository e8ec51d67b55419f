import { DefaultTemplate } from '@payloadcms/next/templates'
import { getTranslation } from '@payloadcms/translations'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { hasRole } from '@/access/roles'
import { adminT, type AdminT } from '@/labels/t'
import { languageOptionLabel } from '@/labels'
import { contentType, registeredContent } from '@/content/registry'
import {
  adminLanguageOf,
  contentLocaleLabels,
  contentLocales,
  defaultContentLocale,
  isContentLocale,
  type AdminLanguage,
  type ContentLocale,
} from '@/i18n/locales'
import { isTranslationStaff, writableLocales } from '@/translation/roles'
import { headingsIn } from '@/translation/headings'
import { placeLabel } from '@/translation/texts'
import {
  entriesPerPage,
  textStates,
  type EntryStatus,
  type TextStateFilter,
} from '@/translation/status'
import { readFailedSchedules, type FailedSchedule } from '@/translation/failedSchedules'
import { readReviewQueue, readStatusPage, type WaitingForReview } from '@/translation/statusTable'

import { LocaleFilter } from './LocaleFilter'
import { Matrix } from './Matrix'
import { SinceDate } from './SinceDate'
import { TranslationFiles } from './TranslationFiles'
import { languageInAdmin, languageLabelInAdmin } from '@/i18n/languageNames'
import './index.scss'

/** The content language the admin's language speaks (Thai's th-TH), else English. */
const contentLocaleOfAdmin = (language: string): ContentLocale =>
  contentLocales.find((code) => adminLanguageOf[code] === language) ?? defaultContentLocale

/**
 * The languages of a menu where a person picks one: each by its own name, with the admin's name
 * beside it where they differ ("ไทย — Thai"), as an account's menus (`languageOptionLabel`).
 */
const localeOptions = (codes: readonly ContentLocale[], language: string) =>
  codes.map((code) => ({
    code,
    label: languageOptionLabel(code)[language as AdminLanguage] ?? contentLocaleLabels[code],
  }))

/** A translator's first language other than English (the one they translate into), else their first. */
const translatorsFirstLanguage = (user: Parameters<typeof writableLocales>[0]) => {
  const own = writableLocales(user)
  return own.find((code) => code !== defaultContentLocale) ?? own[0]
}

const isTextState = (value: unknown): value is TextStateFilter =>
  textStates.includes(value as TextStateFilter)

/**
 * /admin/translations: which languages still miss text or need update, per global and per
 * document; what waits for review. `?missing=th-TH` keeps the entries with work in that language
 * (a translator's first language when the address names none), `?missing=all` every entry,
 * `?state=missing` (or `needs-update`) those with that kind of work, `?page=2` the next screen.
 * PostgreSQL filters, counts and pages the translation status table (`statusTable.ts`): a screen
 * reads its 50 entries, whatever the size of the catalogue.
 */
export async function TranslationStatusView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { payload, user } = req
  const adminRoute = payload.config.routes.admin
  const missingParam = searchParams?.missing
  // A translator lands on what is to do in their own language; "all languages" stays a choice.
  const ownFirst = hasRole(user, 'translator') ? translatorsFirstLanguage(user) : undefined
  const missing = isContentLocale(missingParam)
    ? missingParam
    : missingParam === undefined
      ? ownFirst
      : undefined
  const state = isTextState(searchParams?.state) ? searchParams.state : undefined
  const t = adminT(req.i18n.t)

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
        <h1>{t('starfin:translationStatus:title')}</h1>
        {body}
      </Gutter>
    </DefaultTemplate>
  )

  if (!isTranslationStaff(user)) return page(<p>{t('starfin:translationStatus:staffOnly')}</p>)

  const pageParam = Number(searchParams?.page)
  // Two reads of the table, side by side: neither waits for the other.
  const [status, fullQueue, failed] = await Promise.all([
    readStatusPage(payload, {
      locale: missing,
      state,
      page: Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1,
    }),
    // A translator's own languages' queue: the Hindi translator's screen listed Thai's first
    // (walk 35, F17).
    readReviewQueue(
      payload,
      undefined,
      hasRole(user, 'translator') ? writableLocales(user) : undefined,
    ),
    hasRole(user, 'admin', 'editor') ? readFailedSchedules(req) : [],
  ])
  // Colleagues' e-mail addresses are the editors' to see: a translator reads no account but
  // their own (the users' read access), and is shown who waits by name only.
  const queue = hasRole(user, 'translator')
    ? { ...fullQueue, waiting: fullQueue.waiting.map(({ email: _email, ...waiting }) => waiting) }
    : fullQueue
  const { publication, total, pages, page: current, totals, counts, typeTotals } = status
  // The table keeps each text's place as stored; the screen says it in the admin's language.
  const onPage = status.entries.map((entry) => {
    const { ref } = entry
    const fields =
      'global' in ref
        ? payload.config.globals.find(({ slug }) => slug === ref.global)?.fields
        : payload.collections[ref.collection as keyof typeof payload.collections]?.config.fields
    if (!fields) return entry
    const say = (byLocale: EntryStatus['missing']) =>
      Object.fromEntries(
        Object.entries(byLocale).map(([code, labels]) => [
          code,
          labels.map((label) => placeLabel(fields, label, req.i18n)),
        ]),
      ) as EntryStatus['missing']
    return {
      ...entry,
      missing: say(entry.missing),
      outdated: say(entry.outdated),
      leftOut: say(entry.leftOut),
    }
  })
  const hrefOf = (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams()
    const filter = missing ?? (ownFirst ? 'all' : undefined)
    for (const [name, value] of Object.entries({
      missing: filter,
      state,
      page: current,
      ...changes,
    }))
      if (value !== undefined && !(name === 'page' && value === 1)) params.set(name, String(value))
    return `?${params}`
  }
  const editURL = ({ ref }: Pick<EntryStatus, 'ref'>) =>
    formatAdminURL({
      adminRoute,
      path: 'global' in ref ? `/globals/${ref.global}` : `/collections/${ref.collection}/${ref.id}`,
    })
  const titleOf = ({ title }: Pick<EntryStatus, 'title'>) => getTranslation(title, req.i18n)
  // The table's entries named as their header names them in the admin's language: a Thai
  // translator's row read "65 · Waterfall Koi" under the queue's "65 · ปลาคาร์ปน้ำตก" (walk 30, F7).
  const tableLocale = contentLocaleOfAdmin(req.i18n.language)
  // Each waiting language's entry named as its header names it in that language.
  const headingIn = await headingsIn(req, [
    ...queue.waiting.map(({ entry, locale }) => ({ ref: entry.ref, locale })),
    ...onPage.map(({ ref }) => ({ ref, locale: tableLocale })),
    ...failed.map(({ ref, locale }) => ({ ref, locale: locale ?? defaultContentLocale })),
  ])
  const types = registeredContent(payload)
  const failedNameOf = ({ ref, locale }: FailedSchedule) =>
    headingIn(ref, locale ?? defaultContentLocale) ??
    ('global' in ref
      ? getTranslation(contentType(types, 'global', ref.global)?.label ?? ref.global, req.i18n)
      : `${ref.collection} ${ref.id}`)
  const waitingNameOf = ({ entry, locale }: Pick<WaitingForReview, 'entry' | 'locale'>) =>
    headingIn(entry.ref, locale) ?? titleOf(entry)
  const nameOf = (entry: Pick<EntryStatus, 'ref' | 'title'>) =>
    headingIn(entry.ref, tableLocale) ?? titleOf(entry)
  const writable = writableLocales(user)
  const fileLocale =
    missing && writable.includes(missing)
      ? missing
      : (writable.find((code) => code !== defaultContentLocale) ?? writable[0])

  return page(
    <>
      <p className="translation-status__intro">{t('starfin:translationStatus:intro')}</p>
      <FailedSchedules
        language={req.i18n.language}
        failed={failed}
        editURL={editURL}
        nameOf={failedNameOf}
        t={t}
      />
      <ReviewQueue
        language={req.i18n.language}
        {...queue}
        editURL={editURL}
        nameOf={waitingNameOf}
        t={t}
      />
      <div className="translation-status__toolbar">
        <LocaleFilter
          locales={localeOptions(contentLocales, req.i18n.language)}
          selected={missing}
        />
        <nav className="translation-status__states">
          {([undefined, ...textStates] as const).map((option) => (
            <a
              key={option ?? 'any'}
              href={hrefOf({ state: option, page: 1 })}
              aria-current={option === state ? 'true' : undefined}
            >
              {/* Each count is of entries (walk 32, F8: "Texts missing (1)" beside 4 texts). */}
              {option === undefined
                ? t('starfin:translationStatus:anyState')
                : option === 'missing'
                  ? t('starfin:translationStatus:entriesMissingText')
                  : t('starfin:translationStatus:entriesNeedingUpdate')}
              {/* Without a language, "any state" shows every entry, the complete ones too: no count. */}
              {(option !== undefined || missing) && <small> ({counts[option ?? 'any']})</small>}
            </a>
          ))}
        </nav>
        {writable.length > 0 && (
          <TranslationFiles
            locales={localeOptions(writable, req.i18n.language)}
            initial={fileLocale}
          />
        )}
      </div>
      {missing && (
        <p className="translation-status__summary">
          {total === 0
            ? t('starfin:translationStatus:nothingMissing', {
                language: languageInAdmin(missing, req.i18n.language),
              })
            : t('starfin:translationStatus:entriesMissing', {
                count: total,
                language: languageInAdmin(missing, req.i18n.language),
              })}
        </p>
      )}
      {total > 0 && (
        <Matrix
          totals={totals}
          editURL={editURL}
          nameOf={nameOf}
          publication={publication}
          highlighted={missing}
          adminLanguage={req.i18n.language}
          t={t}
          groups={[
            {
              heading: t('starfin:translationStatus:groupGlobals'),
              entries: onPage.filter(({ ref }) => 'global' in ref),
              total: Object.entries(typeTotals)
                .filter(([type]) => type.startsWith('global:'))
                .reduce((sum, [, entries]) => sum + entries, 0),
            },
            // Each registered collection under its own name (Games, …).
            ...registeredContent(payload)
              .filter((type) => type.kind === 'collection')
              .map((type) => ({
                heading: getTranslation(type.label, req.i18n),
                entries: onPage.filter(
                  ({ ref }) => 'collection' in ref && ref.collection === type.slug,
                ),
                total: typeTotals[`collection:${type.slug}`] ?? 0,
              })),
          ].filter((group) => group.entries.length > 0)}
        />
      )}
      {pages > 1 && (
        <nav className="translation-status__pager">
          {current > 1 && (
            <a href={hrefOf({ page: current - 1 })} rel="prev">
              {req.i18n.t('general:previous')}
            </a>
          )}
          <span>
            {(current - 1) * entriesPerPage + 1}–{(current - 1) * entriesPerPage + onPage.length}{' '}
            {req.i18n.t('general:of')} {total}
          </span>
          {current < pages && (
            <a href={hrefOf({ page: current + 1 })} rel="next">
              {req.i18n.t('general:next')}
            </a>
          )}
        </nav>
      )}
    </>,
  )
}

/** The languages of entries that translators have marked ready for review: what the editors publish next. */
/** The scheduled publishes that failed at their minute, and why (see `failedSchedules.ts`). */
function FailedSchedules({
  failed,
  editURL,
  nameOf,
  t,
  language,
}: {
  failed: FailedSchedule[]
  editURL: (entry: Pick<EntryStatus, 'ref'>) => string
  nameOf: (failed: FailedSchedule) => string
  t: AdminT
  /** The admin's language, which names each row's language. */
  language: string
}) {
  if (failed.length === 0) return null
  return (
    <section className="review-queue review-queue--failed" aria-labelledby="failed-schedules">
      <h2 id="failed-schedules">
        {t('starfin:translationStatus:failedSchedules', { count: failed.length })}
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('starfin:translationStatus:entry')}</th>
            <th scope="col">{t('starfin:translationStatus:language')}</th>
            <th scope="col">{t('starfin:translationStatus:scheduledFor')}</th>
            <th scope="col">{t('starfin:translationStatus:reason')}</th>
          </tr>
        </thead>
        <tbody>
          {failed.map((item) => (
            <tr key={`${JSON.stringify(item.ref)}/${item.locale ?? 'all'}/${item.at}`}>
              <td>
                <a href={`${editURL(item)}?locale=${item.locale ?? defaultContentLocale}`}>
                  {nameOf(item)}
                </a>
              </td>
              <td>
                {item.locale
                  ? languageLabelInAdmin(item.locale, language)
                  : t('starfin:editorial:schedule:allLanguages')}
              </td>
              <td>
                <SinceDate at={item.at} />
              </td>
              <td>{item.reason ?? t('starfin:editorial:schedule:failedNow')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function ReviewQueue({
  waiting,
  total,
  editURL,
  nameOf,
  t,
  language,
}: {
  waiting: WaitingForReview[]
  total: number
  editURL: (entry: Pick<EntryStatus, 'ref'>) => string
  nameOf: (waiting: Pick<WaitingForReview, 'entry' | 'locale'>) => string
  t: AdminT
  /** The admin's language, which names each row's language. */
  language: string
}) {
  if (waiting.length === 0) return null
  return (
    <section className="review-queue" aria-labelledby="review-queue-heading">
      <h2 id="review-queue-heading">
        {t('starfin:translationStatus:waitingForReview', { count: total })}
      </h2>
      {total > waiting.length && (
        <p>{t('starfin:translationStatus:longestWaitingShown', { shown: waiting.length })}</p>
      )}
      <table>
        <thead>
          <tr>
            <th scope="col">{t('starfin:translationStatus:entry')}</th>
            <th scope="col">{t('starfin:translationStatus:language')}</th>
            <th scope="col">{t('starfin:translationStatus:from')}</th>
            <th scope="col">{t('starfin:translationStatus:since')}</th>
          </tr>
        </thead>
        <tbody>
          {waiting.map(({ entry, locale, by, email, at }) => (
            <tr key={`${entry.key}/${locale}`}>
              <td>
                <a href={`${editURL(entry)}?locale=${locale}`}>{nameOf({ entry, locale })}</a>
              </td>
              <td>{languageLabelInAdmin(locale, language)}</td>
              <td>
                {by}
                {email && email !== by && <small className="review-queue__email"> {email}</small>}
              </td>
              <td>
                <SinceDate at={at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
