import type { Metadata } from 'next'

import { getTranslations } from 'next-intl/server'

import { HomeSections } from '@/components/home/HomeSections'
import { getHome } from '@/data/content'
import { getSiteLists } from '@/data/games'
import { siteOf } from '@/i18n/server'
import { alternatesFor } from '@/lib/site'

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
  const [{ sections }, lists, buttons] = await Promise.all([getHome(site.content), getSiteLists(site.content, site.prefix), getTranslations('buttons')])
  return (
    <main>
      <HomeSections
        sections={sections}
        site={site}
        featured={lists.featured}
        fishing={lists.fish}
        showcase={lists.featured}
        labels={{ viewAll: buttons('viewAll') }}
        contactForm={null}
      />
    </main>
  )
}
