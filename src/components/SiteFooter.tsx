import Link from 'next/link'

import { getTranslations } from 'next-intl/server'

import { payloadClient } from '@/data/payload'
import { getSiteSettings } from '@/data/content'
import { conventionsOf } from '@/i18n/conventions'
import type { Site } from '@/i18n/locales'
import { sitePath } from '@/lib/site'

import { StudioLogo } from './StudioLogo'
import { WholeWords } from './WholeWords'

export async function SiteFooter({ site }: { site: Site }) {
  const [t, nav, settings] = await Promise.all([
    getTranslations('footer'),
    getTranslations('mainNav'),
    getSiteSettings(payloadClient, site.content),
  ])
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <StudioLogo size={44} />
          <div>
            <p className="site-footer__name">{settings.studioName}</p>
            {settings.tagline && (
              <p className="site-footer__tagline">
                <WholeWords text={settings.tagline} />
              </p>
            )}
          </div>
        </div>
        <nav aria-label={t('links')} className="site-footer__links">
          <Link href={sitePath(site, '/game')}>{nav('game')}</Link>
          <Link href={`${sitePath(site)}#contact`}>{t('contact')}</Link>
          <Link href={sitePath(site, '/tc')}>{t('terms')}</Link>
          {settings.contactEmail && (
            <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
          )}
        </nav>
        <p className="site-footer__note">
          <WholeWords text={t('responsible')} />
        </p>
        <p className="site-footer__rights">
          {t('rights', {
            year: conventionsOf(site).year(new Date().getFullYear()),
            studio: settings.studioName,
          })}
        </p>
      </div>
    </footer>
  )
}
