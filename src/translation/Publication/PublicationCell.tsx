import type { DefaultServerCellComponentProps } from 'payload'

import { publicationStatesOf } from '@/translation/publication'

import { PublicationBadge } from './PublicationBadge'

/**
 * A document's publication state in the list, in the language the list shows (the same state as
 * the document's header). The list has already shown the row to the user, so its latest draft is
 * read past access.
 */
export async function PublicationCell({
  rowData,
  collectionSlug,
  payload,
}: DefaultServerCellComponentProps) {
  const id = rowData?.id as number | string | undefined
  if (id === undefined) return null
  const latest = await payload.findByID({
    collection: collectionSlug,
    id,
    locale: 'all',
    fallbackLocale: false,
    draft: true,
    depth: 0,
  })
  const states = await publicationStatesOf(
    payload,
    { collection: collectionSlug, id },
    latest as unknown as Record<string, unknown>,
  )
  return <PublicationBadge states={states} />
}
