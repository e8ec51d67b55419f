import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { payloadClient } from '@/data/payload'
import { getLabels } from '@/data/labels'
import { isPreviewing } from '@/data/preview'

import { siteByTag } from '../i18n/locales'
import { routing } from '../i18n/routing'

/** The interface strings of a page are the editors' label sets, read from the CMS. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const site = siteByTag(locale)!
  return {
    locale,
    // Named, so that next-intl does not ask the server's own (a new `Intl.DateTimeFormat()` on
    // every render: about a millisecond of each search's). The pages' dates are written in UTC
    // (`src/i18n/conventions.ts`); none is formatted through next-intl.
    timeZone: 'UTC',
    messages: (await isPreviewing())
      ? await getLabels.draft(payloadClient, site.content)
      : await getLabels(payloadClient, site.content),
  }
})
