import type { Metadata } from 'next'
import { draftMode } from 'next/headers'

import { getMessages, getTranslations } from 'next-intl/server'

import { EnquiryForm } from '@/components/EnquiryForm'
import { HomeSections } from '@/components/home/HomeSections'
import { PreviewBar } from '@/components/PreviewBar'
import { getHome } from '@/data/content'
import { getSiteLists } from '@/data/games'
import { siteOf } from '@/i18n/server'
import { alternatesFor, sitePath } from '@/lib/site'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteOf(params)
  const { meta } = await getHome(site.content)
  return {
    title: { absolute: meta.title ?? '' },
    description: meta.description,
    alternates: alternatesFor(site, ''),
    openGraph: { title: meta.title ?? undefined, description: meta.description ?? undefined },
  }
}

export default async function HomePage({ params }: Props) {
  const site = await siteOf(params)
  const preview = (await draftMode()).isEnabled
  const [{ sections }, lists, buttons, messages] = await Promise.all([(preview ? getHome.draft : getHome)(site.content), getSiteLists(site.content, site.prefix), getTranslations('buttons'), getMessages()])
  return (
    <main>
      <PreviewBar path={sitePath(site)} />
      <HomeSections
        sections={sections}
        site={site}
        featured={lists.featured}
        fishing={lists.fish}
        showcase={lists.featured}
        labels={{ viewAll: buttons('viewAll') }}
        contactForm={<EnquiryForm locale={site.content} site={site.prefix} submitLabel={buttons('submit')} labels={messages.form} />}
      />
    </main>
  )
}
