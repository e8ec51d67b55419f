import type { Metadata } from 'next'

import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload, type CollectionSlug } from 'payload'

import { editorsWorkPath } from '@/admin/config'
import { madeInEnglish } from '@/admin/madeInEnglish'
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
  const opensInEnglish = madeInEnglish(payload.collections[collection as CollectionSlug]?.config)
  return user && may?.read && !may.create
    ? { segments: [editorsWorkPath.slice(1)], collection, opensInEnglish }
    : { segments: ['collections', collection, 'create'], opensInEnglish }
}

export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({
    config,
    params: Promise.resolve({ segments: (await segmentsOf(params)).segments }),
    searchParams,
  })

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
  const { segments, collection, opensInEnglish } = await segmentsOf(params)
  const query = await searchParams
  const { collection: slug } = await params
  // Made in English (`admin/madeInEnglish`); the API refuses a game made otherwise
  // (`createdInEnglish`, src/collections/Games/fields/validation.ts).
  if (!collection && opensInEnglish && query.locale !== defaultContentLocale)
    redirect(inEnglish(slug, query))
  return RootPage({
    config,
    params: Promise.resolve({ segments }),
    searchParams: Promise.resolve({ ...query, ...(collection && { collection }) }),
    importMap,
  })
}

export default Page
