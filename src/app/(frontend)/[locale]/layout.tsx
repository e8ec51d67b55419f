import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { getMessages } from 'next-intl/server'

import { AppStart } from '@/components/AppStart'
import { ChunkReloadGuard } from '@/components/ChunkReloadGuard'
import { DeploymentWatcher } from '@/components/DeploymentWatcher'
import { FontStylesheets } from '@/components/FontStylesheets'
import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { SiteLabelsProvider } from '@/components/SiteLabels'
import { payloadClient } from '@/data/payload'
import { getSiteSettings } from '@/data/content'
import { studioShareImage } from '@/data/shareImages'
import { scriptFontOf } from '@/i18n/fonts'
import { siteOf } from '@/i18n/server'
import { currentBuildId } from '@/lib/buildId'
import { pick } from '@/lib/pick'
import { siteOrigin } from '@/lib/site'

import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * Pages are rendered on their first request and then served from the cache until the CMS
 * revalidates them; the build itself needs no database.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteOf(params)
  const settings = await getSiteSettings(payloadClient, site.content)
  return {
    metadataBase: new URL(siteOrigin()),
    title: {
      default: settings.studioName,
      template: `%s${site.marks.brand}${settings.studioName}`,
    },
    applicationName: settings.studioName,
    openGraph: {
      siteName: settings.studioName,
      locale: site.tag.replace('-', '_'),
      type: 'website',
      images: [{ ...studioShareImage(settings, site.content), alt: settings.studioName }],
    },
    icons: { icon: '/icon.svg' },
  }
}

export const viewport: Viewport = { themeColor: '#0b0820', colorScheme: 'dark' }

export default async function SiteLayout({ children, params }: Props) {
  const site = await siteOf(params)
  const scriptFont = scriptFontOf[site.prefix]
  const messages = await getMessages()
  return (
    <html lang={site.tag} data-script={scriptFont ?? 'latin'}>
      <head>
        <ChunkReloadGuard />
        <FontStylesheets scriptFont={scriptFont} />
      </head>
      <body>
        <SiteLabelsProvider labels={pick(messages, ['notFound', 'error'])}>
          <SiteHeader site={site} />
          <div id="content" className="page">
            {children}
          </div>
          <SiteFooter site={site} />
          <DeploymentWatcher buildId={currentBuildId()} labels={messages.update} />
          <AppStart />
        </SiteLabelsProvider>
      </body>
    </html>
  )
}
