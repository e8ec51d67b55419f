import type { PayloadRequest } from 'payload'

import { contentLocales } from '@/i18n/locales'

import { loadSite } from './content/load'
import { needsSeeding } from './globals'

export async function seedSiteSettings(req: PayloadRequest, reset: boolean) {
  if (!(await needsSeeding(req, 'site-settings', reset))) return
  const site = loadSite()
  for (const locale of contentLocales) {
    await req.payload.updateGlobal({
      slug: 'site-settings',
      locale,
      overrideAccess: true,
      req,
      data: {
        studioName: site.studioName,
        contactEmail: site.contactEmail,
        social: site.social,
        contacts: site.contacts,
        tagline: site.tagline[locale],
      } as never,
    })
  }
}
