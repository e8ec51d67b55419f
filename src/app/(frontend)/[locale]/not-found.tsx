import type { Metadata } from 'next'

import { getTranslations } from 'next-intl/server'

import { NotFoundMessage } from '@/components/NotFoundMessage'

type Props = { params: Promise<{ locale: string }> }

/** The tab says what the page says, in the layout's title template; no search engine keeps it. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false } }
}

// A client leaf: Next renders not-found boundaries outside the page, where only the layout's
// messages (not the page's request locale) are at hand.
export default function NotFound() {
  return <NotFoundMessage messageKey="message" />
}
