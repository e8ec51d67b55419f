import type { Metadata } from 'next'

import { getTranslations } from 'next-intl/server'

import { PreviewBar } from '@/components/PreviewBar'
import { RichText } from '@/components/RichText'
import { payloadClient } from '@/data/payload'
import { getTerms } from '@/data/content'
import { isPreviewing } from '@/data/preview'
import { conventionsOf } from '@/i18n/conventions'
import { siteOf } from '@/i18n/server'
import { alternatesFor, sitePath } from '@/lib/site'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteOf(params)
  const [terms, t] = await Promise.all([
    getTerms(payloadClient, site.content),
    getTranslations('titles'),
  ])
  return {
    title: terms.title,
    description: t('termsDescription'),
    alternates: alternatesFor(site, '/tc'),
  }
}

export default async function TermsPage({ params }: Props) {
  const site = await siteOf(params)
  const [terms, t] = await Promise.all([
    ((await isPreviewing()) ? getTerms.draft : getTerms)(payloadClient, site.content),
    getTranslations('terms'),
  ])
  return (
    <main className="terms">
      <PreviewBar path={sitePath(site, '/tc')} />
      <article>
        <h1>{terms.title}</h1>
        <RichText data={terms.content} />
        {terms.updatedAt && (
          <p className="terms__updated">
            <time dateTime={terms.updatedAt}>
              {t('updated', { date: conventionsOf(site).date(terms.updatedAt) })}
            </time>
          </p>
        )}
      </article>
    </main>
  )
}
