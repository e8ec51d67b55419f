'use client'

import {
  Link,
  Pagination,
  PerPage,
  Pill,
  Table,
  useConfig,
  useListQuery,
  useTranslation,
} from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import type { Column } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { contentLocales, type ContentLocale } from '@/i18n/locales'
import { adminT } from '@/labels/t'
import { languageInAdmin, languagesInAdmin } from '@/i18n/languageNames'
import type { VersionSummary } from '@/translation/versions'

import './index.scss'

/** The versions, a page at a time, as Payload's own list shows them. */
export function VersionsTable({
  columns,
  paginationLimits,
}: {
  columns: Column[]
  paginationLimits: number[]
}) {
  const { data, handlePageChange, handlePerPageChange } = useListQuery()
  const { i18n } = useTranslation()
  if (!data?.totalDocs)
    return <div className="versions__no-versions">{i18n.t('version:noFurtherVersionsFound')}</div>
  const page = data.page ?? 1
  const last = data.totalPages > 1 && data.totalPages !== page ? data.limit * page : data.totalDocs
  return (
    <>
      <Table columns={columns} data={data.docs} />
      <div className="versions__page-controls">
        <Pagination
          hasNextPage={data.hasNextPage}
          hasPrevPage={data.hasPrevPage}
          limit={data.limit}
          nextPage={data.nextPage ?? undefined}
          numberOfNeighbors={1}
          onChange={handlePageChange}
          page={page}
          prevPage={data.prevPage ?? undefined}
          totalPages={data.totalPages}
        />
        <div className="versions__page-info">
          {(page - 1) * data.limit + 1}-{last} {i18n.t('general:of')} {data.totalDocs}
        </div>
        <PerPage
          handleChange={handlePerPageChange}
          limit={data.limit}
          limits={paginationLimits ?? [5, 10, 25, 50, 100]}
        />
      </div>
    </>
  )
}

/** A version's time, linking to its comparison with the current document. */
export function VersionDate({ path, updatedAt }: { path: `/${string}`; updatedAt: string }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  return (
    <Link href={formatAdminURL({ adminRoute: config.routes.admin, path })} prefetch={false}>
      {formatDate({ date: updatedAt, i18n, pattern: config.admin.dateFormat })}
    </Link>
  )
}

/**
 * What a version did: "Draft", "Published in ไทย" or "Published in all languages" (the versions
 * list's badge, and the version page's, `VersionBadge`).
 */
export function versionDone(
  version: VersionSummary,
  i18n: { t: (key: 'version:draft') => string; language: string },
): string {
  const t = adminT(i18n.t)
  if (version.status === 'draft') return i18n.t('version:draft')
  return version.publishedLocale
    ? t('starfin:editorial:versions:publishedIn', {
        languages: languageInAdmin(version.publishedLocale, i18n.language),
      })
    : t('starfin:editorial:versions:publishedAll')
}

/**
 * What a version did (a draft, a publish of one language or of all) and what it is now: the
 * newest version, the languages visitors read as it published them, and (on the newest) the
 * languages whose drafts in it are marked ready for review.
 */
export function VersionState({
  version,
  autosave,
  newest,
  live,
  ready = [],
}: {
  version: VersionSummary
  autosave: boolean
  newest: boolean
  live: ContentLocale[]
  ready?: ContentLocale[]
}) {
  const { i18n, t: payloadT } = useTranslation()
  const t = adminT(payloadT)
  const done = versionDone(version, i18n)
  return (
    <div className="version-state" data-status={version.status}>
      {autosave && <Pill size="small">{payloadT('version:autosave')}</Pill>}
      <Pill size="small" pillStyle="light">
        {done}
      </Pill>
      {newest && (
        <Pill size="small" pillStyle="light-gray">
          {t('starfin:editorial:versions:latest')}
        </Pill>
      )}
      {ready.length > 0 && (
        <Pill size="small" pillStyle="light" className="version-state__ready">
          {t('starfin:editorial:versions:readyIn', {
            languages: languagesInAdmin(ready, i18n.language),
          })}
        </Pill>
      )}
      {live.length > 0 && (
        <Pill size="small" pillStyle="success" className="version-state__live">
          {live.length === contentLocales.length
            ? t('starfin:editorial:versions:liveEverywhere')
            : t('starfin:editorial:versions:liveIn', {
                languages: languagesInAdmin(live, i18n.language),
              })}
        </Pill>
      )}
    </div>
  )
}
