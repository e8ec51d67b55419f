import type { Metadata } from 'next'

import { getMessages, getTranslations } from 'next-intl/server'

import { EnquiryForm } from '@/components/EnquiryForm'
import { HomeSections } from '@/components/home/HomeSections'
import { JsonLd } from '@/components/JsonLd'
import { PreviewBar } from '@/components/PreviewBar'
import { organizationJsonLd } from '@/components/structuredData'
import { payloadClient } from '@/data/payload'
import { getHome, getSiteSettings } from '@/data/content'
import { studioShareImage } from '@/data/shareImages'
import { getSiteLists } from '@/data/games'
import { isPreviewing } from '@/data/preview'
import { siteOf } from '@/i18n/server'
import { contactOf } from '@/enquiries/options'
import { alternatesFor, sitePath } from '@/lib/site'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteOf(params)
  const [{ meta }, settings] = await Promise.all([
    getHome(payloadClient, site.content),
    getSiteSettings(payloadClient, site.content),
  ])
  return {
    title: { absolute: meta.title ?? '' },
    description: meta.description,
    alternates: alternatesFor(site, ''),
    openGraph: {
      title: meta.title ?? undefined,
      description: meta.description ?? undefined,
      images: [{ ...studioShareImage(settings, site.content), alt: settings.studioName }],
    },
    twitter: { card: 'summary_large_image' },
  }
}

export default async function HomePage({ params }: Props) {
  const site = await siteOf(params)
  const preview = await isPreviewing()
  const [{ sections, meta }, lists, buttons, form, messages, settings] = await Promise.all([
    (preview ? getHome.draft : getHome)(payloadClient, site.content),
    getSiteLists(payloadClient, site.content, site.prefix),
    getTranslations('buttons'),
    getTranslations('form'),
    getMessages(),
    getSiteSettings(payloadClient, site.content),
  ])
  const about = sections.find((section) => section.blockType === 'about')
  const founded =
    about?.blockType === 'about'
      ? about.claims?.find((claim) => /^\d{4}$/.test(claim.value))?.value
      : undefined
  const contact = contactOf(settings.contacts, site.prefix)
  const organization = organizationJsonLd(
    {
      ...settings,
      description: meta.description,
      logoUrl: settings.logo?.url,
      foundingDate: founded,
    },
    site,
  )
  return (
    <main>
      <JsonLd data={organization} />
      <PreviewBar path={sitePath(site)} />
      <HomeSections
        sections={sections}
        site={site}
        featured={lists.featured}
        fishing={lists.fish}
        showcase={lists.featured}
        labels={{ viewAll: buttons('viewAll') }}
        contactForm={
          <EnquiryForm
            locale={site.content}
            site={site.prefix}
            channels={contact.channels}
            submitLabel={buttons('submit')}
            labels={{
              ...messages.form,
              handleHelp: form('handleHelp', { phone: contact.phoneExample }),
            }}
          />
        }
      />
    </main>
  )
}
