/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import type { Metadata } from 'next'

import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { importMap } from '../importMap'

import { listAddressWithinRules } from '@/admin/listQuery'
import { withDefaultComparison } from '@/translation/versionComparison'

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

// Not Payload's: a list's address is read only with a query the query rules take, and the page
// of a one-language publish compares it with the publish before it
// (src/translation/versionComparison.ts).
const Page = async ({ params, searchParams }: Args) => {
  const { segments } = await params
  await listAddressWithinRules(config, segments, await searchParams)
  const query = await withDefaultComparison(config, segments, await searchParams)
  return RootPage({
    config,
    params,
    searchParams: Promise.resolve(query as Awaited<Args['searchParams']>),
    importMap,
  })
}

export default Page
