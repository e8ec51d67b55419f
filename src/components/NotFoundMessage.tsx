'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { fill, useSiteLabels } from './SiteLabels'

/** The 404 text names the path the visitor asked for, as the original site's did. */
export function NotFoundMessage({ messageKey }: { messageKey: 'message' | 'invalidRoute' }) {
  const { notFound: t } = useSiteLabels()
  const path = usePathname() ?? '/'
  const home = `/${path.split('/')[1] || 'en'}`
  return (
    <main className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t.title}</h1>
      <p className="not-found__message">{fill(t[messageKey], { path })}</p>
      <Link className="button button--primary" href={home}>
        {t.backHome}
      </Link>
    </main>
  )
}
