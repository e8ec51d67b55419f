/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import type { Metadata } from 'next'

import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { importMap } from '../importMap'

import { listAddressWithinRules } from '@/admin/listQuery'

type Args = {
  params: Promise<{
    segments: string[]
  }>
  searchParams: Promise<{
    [key: string]: string | string[]
  }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

// Not Payload's: a list's address is read only with a query the query rules take.
const Page = async ({ params, searchParams }: Args) => {
  await listAddressWithinRules(config, (await params).segments, await searchParams)
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
