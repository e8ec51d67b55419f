import type { Metadata } from 'next'

import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { editorsWorkPath } from '@/admin/config'
import { defaultContentLocale } from '@/i18n/locales'

import { importMap } from '../../../importMap'

type Args = {
  params: Promise<{ collection: string }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

/**
 * A collection's "Create New", as the catch-all admin page serves it; but someone who may read the
 * collection and not add to it (a translator at Media) is told that it is the editors' work
 * (`admin/EditorsWork`), not shown Payload's bare "Unauthorized" with only a way to log out.
 */
async function segmentsOf(params: Args['params']) {
  const { collection } = await params
  const payload = await getPayload({ config })
  const { permissions, user } = await payload.auth({ headers: await headers() })
  const may = permissions?.collections?.[collection]
  return user && may?.read && !may.create
    ? { segments: [editorsWorkPath.slice(1)], collection }
    : { segments: ['collections', collection, 'create'] }
}

export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({
    config,
    params: Promise.resolve({ segments: (await segmentsOf(params)).segments }),
    searchParams,
  })

/**
 * The collections whose entries are made in English, the language every other is translated
 * from: their "Create New" opens in English whatever language the menu was left in (a game made
 * while it said ไทย had a Thai title and none in English; walk 31, F1). The API refuses such a
 * create (`createdInEnglish`, src/collections/Games/fields/validation.ts).
 */
const madeInEnglish = new Set(['games'])

/** The same address with the content language English (Payload keeps it as the next screens'). */
function inEnglish(collection: string, query: Awaited<Args['searchParams']>) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (key !== 'locale')
      for (const one of Array.isArray(value) ? value : [value]) search.append(key, one)
  search.set('locale', defaultContentLocale)
  return `/admin/collections/${collection}/create?${search}`
}

const Page = async ({ params, searchParams }: Args) => {
  const { segments, collection } = await segmentsOf(params)
  const query = await searchParams
  const { collection: slug } = await params
  if (!collection && madeInEnglish.has(slug) && query.locale !== defaultContentLocale)
    redirect(inEnglish(slug, query))
  return RootPage({
    config,
    params: Promise.resolve({ segments }),
    searchParams: Promise.resolve({ ...query, ...(collection && { collection }) }),
    importMap,
  })
}

export default Page
