import type { Metadata } from 'next'

import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { editorsWorkPath } from '@/admin/config'

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

const Page = async ({ params, searchParams }: Args) => {
  const { segments, collection } = await segmentsOf(params)
  return RootPage({
    config,
    params: Promise.resolve({ segments }),
    searchParams: Promise.resolve({ ...(await searchParams), ...(collection && { collection }) }),
    importMap,
  })
}

export default Page
