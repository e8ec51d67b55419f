import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { siteByTag, type Site } from './locales'
import { routing } from './routing'

/** Resolves a page's `[locale]` param to its site, and tells next-intl (keeps pages static). */
export async function siteOf(params: Promise<{ locale: string }>): Promise<Site> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return siteByTag(locale)!
}
