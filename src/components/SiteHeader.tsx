import Link from 'next/link'

import { getTranslations } from 'next-intl/server'

import { payloadClient } from '@/data/payload'
import { getSiteSettings } from '@/data/content'
import type { Site } from '@/i18n/locales'
import { sitePath } from '@/lib/site'

import { headerMenus, LanguageSwitcher } from './LanguageSwitcher'
import { StudioLogo } from './StudioLogo'

export async function SiteHeader({ site }: { site: Site }) {
  const [t, titles, settings] = await Promise.all([
    getTranslations('mainNav'),
    getTranslations('titles'),
    getSiteSettings(payloadClient, site.content),
  ])
  const links = [
    { href: sitePath(site), label: t('home') },
    { href: `${sitePath(site)}#about`, label: t('about') },
    { href: sitePath(site, '/game'), label: t('game') },
    { href: `${sitePath(site)}#contact`, label: t('contact') },
  ]
  const nav = (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  )
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <div className="site-header__inner">
        <Link href={sitePath(site)} className="brand" aria-label={settings.studioName}>
          <StudioLogo />
          <span className="brand__name">{settings.studioName}</span>
        </Link>
        <nav className="main-nav" aria-label={t('label')}>
          {nav}
        </nav>
        <LanguageSwitcher current={site} heading={titles('language')} />
        <details className="mobile-menu" name={headerMenus}>
          <summary aria-label={t('openMenu')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </svg>
          </summary>
          <nav className="mobile-menu__panel" aria-label={t('label')}>
            {nav}
          </nav>
        </details>
      </div>
    </header>
  )
}
