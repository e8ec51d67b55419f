import { Gutter, ListQueryProvider, SetDocumentStepNav, SortColumn } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'
import { notFound } from 'next/navigation'
import type { Column, DocumentViewServerProps, PaginatedDocs, Where } from 'payload'
import { collectionDefaults } from 'payload/shared'

import { contentLocales, isContentLocale } from '@/i18n/locales'
import type { EntryRef } from '@/translation/entries'
import { headingsIn } from '@/translation/headings'
import { readPublicationStates } from '@/translation/publication'
import { readVersionStates, shownVersions, summaryOf } from '@/translation/versions'

import { VersionsHeading } from './VersionsHeading'
import { VersionDate, VersionState, VersionsTable } from './VersionsTable'

type VersionRow = {
  id: number | string
  updatedAt: string
  autosave?: boolean
  publishedLocale?: string | null
  version?: { _status?: string }
}

/** A query parameter as a whole number from `min` to `max`, or undefined. */
const wholeNumber = (value: unknown, min: number, max: number) => {
  const number = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : NaN
  return number >= min && number <= max ? number : undefined
}

/**
 * The versions list of an entry with drafts, in place of Payload's (the `versions` view of its
 * edit views): the same table, with each version's state told truly in every language (see
 * `translation/versions.ts`). Payload offers no slot for that table's cells alone.
 */
export async function VersionsView({
  initPageResult,
  routeSegments,
  searchParams,
}: DocumentViewServerProps) {
  const { collectionConfig, globalConfig, docID, req } = initPageResult
  const { payload, i18n, t } = req
  const ref: EntryRef | undefined = collectionConfig
    ? docID === undefined
      ? undefined
      : { collection: collectionConfig.slug, id: docID }
    : globalConfig && { global: globalConfig.slug }
  if (!ref) return notFound()

  const defaultLimit = collectionConfig?.admin?.pagination?.defaultLimit ?? 10
  // The address is anyone's to write: a page or limit that is no whole number in range, or a sort
  // on another column, falls back to the list's own (PostgreSQL refused `page=-1` with a 500).
  const limit = wholeNumber(searchParams?.limit, 1, 100) ?? defaultLimit
  const page = wholeNumber(searchParams?.page, 1, 100_000) ?? 1
  const sort =
    typeof searchParams?.sort === 'string' &&
    /^-?(?:updatedAt|createdAt|id)$/.test(searchParams.sort)
      ? searchParams.sort
      : '-updatedAt'
  // The newest version first: when it is the snapshot of the drafts a one-language publish saved,
  // the list shows it, as the latest version (walk 31, F4).
  // The languages marked ready for review, as the header, the list's Publication column and the
  // translation status read them (`translation/publication`): told on the newest version, which
  // holds their drafts (walk 31, F8: the list said nothing of the mark).
  // Headed as the document is, in the language on screen (its heading's own rule: the game id and
  // the best title there is, an English one marked).
  const locale = isContentLocale(req.locale) ? req.locale : undefined
  const [states, publication, headingIn] = await Promise.all([
    readVersionStates(req, ref),
    readPublicationStates({ payload, user: req.user }, ref).catch(() => null),
    locale ? headingsIn(req, [{ ref, locale }]) : undefined,
  ])
  const heading = locale && headingIn?.(ref, locale)
  const ready = contentLocales.filter((locale) => publication?.[locale] === 'ready')
  const where: Where = {
    and: [
      shownVersions(states.newestSnapshot),
      ...(collectionConfig ? [{ parent: { equals: docID } }] : []),
    ],
  }
  // Of two versions saved in the same millisecond (a publish and its snapshot), the later first.
  const sorted = /id$/.test(sort) ? [sort] : [sort, sort.startsWith('-') ? '-id' : 'id']
  const query = { where, sort: sorted, limit, page, depth: 0, req, overrideAccess: false } as const
  const versions = (await (collectionConfig
    ? payload.findVersions({ collection: collectionConfig.slug, ...query })
    : payload.findGlobalVersions({
        slug: globalConfig!.slug,
        ...query,
      }))) as PaginatedDocs<VersionRow>

  const versionPath = (id: number | string): `/${string}` =>
    collectionConfig
      ? `/collections/${collectionConfig.slug}/${routeSegments[2] === 'trash' ? 'trash/' : ''}${docID}/versions/${id}`
      : `/globals/${globalConfig!.slug}/versions/${id}`
  const columns: Column[] = [
    {
      accessor: 'updatedAt',
      active: true,
      field: { name: '', type: 'date' },
      // `label` names its sort buttons ("Sort by Updated At Ascending"): without it they read
      // "Sort by {{label}} Ascending" in every language (walk 31, F4).
      Heading: (
        <SortColumn
          Label={t('general:updatedAt')}
          label={t('general:updatedAt')}
          name="updatedAt"
        />
      ),
      renderedCells: versions.docs.map((doc) => (
        <VersionDate key={doc.id} path={versionPath(doc.id)} updatedAt={doc.updatedAt} />
      )),
    },
    {
      accessor: 'id',
      active: true,
      field: { name: '', type: 'text' },
      Heading: <SortColumn disable Label={t('version:versionID')} name="id" />,
      renderedCells: versions.docs.map((doc) => <span key={doc.id}>{doc.id}</span>),
    },
    {
      accessor: '_status',
      active: true,
      field: { name: '', type: 'checkbox' },
      Heading: <SortColumn disable Label={t('version:status')} name="status" />,
      renderedCells: versions.docs.map((doc) => (
        <VersionState
          key={doc.id}
          version={summaryOf(doc)}
          autosave={Boolean(doc.autosave)}
          newest={doc.id === states.newest}
          live={states.live.get(doc.id) ?? []}
          ready={doc.id === states.newest ? ready : []}
        />
      )),
    },
  ]
  const plural = collectionConfig
    ? getTranslation(collectionConfig.labels.plural, i18n)
    : getTranslation(globalConfig!.label, i18n)

  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        id={docID}
        pluralLabel={plural}
        useAsTitle={collectionConfig?.admin?.useAsTitle || globalConfig?.slug}
        view={t('version:versions')}
      />
      {heading && <VersionsHeading heading={heading} />}
      <main className="versions">
        <Gutter className="versions__wrap">
          <ListQueryProvider data={versions} modifySearchParams query={{ limit, sort }}>
            <VersionsTable
              columns={columns}
              paginationLimits={
                collectionConfig?.admin?.pagination?.limits ??
                collectionDefaults.admin?.pagination?.limits ?? [limit]
              }
            />
          </ListQueryProvider>
        </Gutter>
      </main>
    </>
  )
}
