'use client'

import { usePathname } from 'next/navigation'

import { NotFoundPage } from './NotFoundPage'
import { useSiteLabels } from './SiteLabels'

/**
 * The 404 of a not-found boundary (a `notFound()` outside the pages' own checks): a client leaf,
 * as Next renders these boundaries outside the page, where only the layout's labels are at hand.
 */
export function NotFoundMessage({ messageKey }: { messageKey: 'message' | 'invalidRoute' }) {
  const { notFound } = useSiteLabels()
  return <NotFoundPage path={usePathname() ?? '/'} labels={notFound} messageKey={messageKey} />
}
