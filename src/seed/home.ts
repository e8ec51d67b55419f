import type { PayloadRequest } from 'payload'

import { contentLocales } from '@/i18n/locales'

import { loadHome } from './content/load'
import type { HomeFile } from './content/schema'
import { needsSeeding } from './globals'

function homeSections(
  home: HomeFile,
  previous?: { blockType: string; id?: string | null; claims?: { id?: string | null }[] | null }[],
) {
  const keep = (blockType: string) => previous?.find((block) => block.blockType === blockType)
  const block = <T extends Record<string, unknown>>(blockType: string, fields: T) => ({
    blockType,
    id: keep(blockType)?.id,
    hidden: false,
    ...fields,
  })
  const { claims } = home.about
  const claimRows = [claims.games, claims.founded, claims.fishing, claims.engine].map(
    (claim, i) => ({ id: keep('about')?.claims?.[i]?.id, ...claim }),
  )
  return [
    block('hero', home.hero),
    block('featuredGames', home.featured),
    block('fishingGames', home.fishing),
    block('services', {
      heading: home.services.heading,
      text: home.services.text,
      ...home.services.items,
    }),
    block('about', {
      heading: home.about.heading,
      text: home.about.text,
      claims: claimRows,
      // A language without the sentence leaves it out on purpose, rather than showing the English one.
      partnership: home.about.partnership,
      partnershipAbsent: !home.about.partnership.trim(),
    }),
    block('vision', home.vision),
    block('contact', home.contact),
  ]
}

export async function seedHome(req: PayloadRequest, reset: boolean) {
  if (!(await needsSeeding(req, 'home-sections', reset))) return
  const home = loadHome()
  // Blocks are shared by all languages: later languages must reuse the ids the first one made.
  let previous: Parameters<typeof homeSections>[1]
  for (const locale of contentLocales) {
    const saved = await req.payload.updateGlobal({
      slug: 'home-sections',
      locale,
      draft: false,
      overrideAccess: true,
      req,
      data: {
        _status: 'published',
        sections: homeSections(home[locale], previous),
        meta: home[locale].meta,
      } as never,
    })
    previous = (saved as { sections?: Parameters<typeof homeSections>[1] }).sections
  }
}
