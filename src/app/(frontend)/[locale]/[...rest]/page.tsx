import { getMessages } from 'next-intl/server'

import { NotFoundPage } from '@/components/NotFoundPage'
import { siteOf } from '@/i18n/server'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

export { generateMetadata } from '../not-found'

/** Any other path inside a site is the site's 404, rendered here (see `lib/pageNotFound`). */
export default async function UnknownPage({ params }: Props) {
  const site = await siteOf(params)
  const { rest } = await params
  const { notFound } = await getMessages()
  return (
    <NotFoundPage
      path={`/${site.prefix}/${rest.join('/')}`}
      labels={notFound}
      messageKey="message"
    />
  )
}
