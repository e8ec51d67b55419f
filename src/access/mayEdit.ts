import {
  docAccessOperation,
  docAccessOperationGlobal,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'

import type { Lockable } from '@/lib/documentLocks'
import { isValidId } from '@/lib/requestErrors'

export type { Lockable } from '@/lib/documentLocks'

/**
 * Whether the account may edit a document or global, in any of its languages (a translator's
 * write access depends on the language asked for; a lock does not), or in the one language
 * given: `missing` for a document it could edit that does not exist, or that it cannot read.
 */
/**
 * The first truthy answer of `check` asked in each of the languages given (by default the request's
 * and the account's own): a translator's write access depends on the language asked for. The
 * request's language is put back afterwards.
 */
export async function inAnyLanguage<Answer>(
  req: PayloadRequest,
  check: () => Promise<Answer>,
  languages?: string[],
): Promise<Answer | false> {
  const user = req.user as { languages?: string[] | null } | null
  const asked = req.locale
  const locales = (languages ?? [asked, ...(user?.languages ?? [])]).filter(Boolean) as string[]
  try {
    for (const locale of locales.length ? locales : [asked]) {
      req.locale = locale as PayloadRequest['locale']
      const answer = await check()
      if (answer) return answer
    }
    return false
  } finally {
    req.locale = asked
  }
}

export async function mayEdit(
  req: PayloadRequest,
  { collection: slug, id, global }: Lockable,
  language?: string,
): Promise<'yes' | 'no' | 'missing'> {
  const anyLocale = async (allowed: () => Promise<boolean>) =>
    Boolean(await inAnyLanguage(req, allowed, language ? [language] : undefined))
  if (global !== undefined) {
    const globalConfig = req.payload.globals.config.find((entry) => entry.slug === global)
    if (!globalConfig) return 'no'
    const may = await anyLocale(async () =>
      Boolean((await docAccessOperationGlobal({ globalConfig, req })).update),
    )
    return may ? 'yes' : 'no'
  }
  // Only the config's own collections: `constructor` or `toString` is every object's.
  const collection =
    slug && Object.hasOwn(req.payload.collections, slug)
      ? req.payload.collections[slug as CollectionSlug]
      : undefined
  // An id PostgreSQL's integer cannot hold is none: asked of the database, it was a 500; so is
  // anything but a number or its digits (a list `["5"]` reads "5" as a string).
  if (!collection || !['number', 'string'].includes(typeof id) || !isValidId(String(id)))
    return 'no'
  // Asked of the collection first, so that a refusal says nothing of which ids exist.
  if (
    !(await anyLocale(async () => Boolean((await docAccessOperation({ collection, req })).update)))
  )
    return 'no'
  const found = await req.payload.count({
    collection: collection.config.slug,
    where: { id: { equals: id } },
    overrideAccess: false,
    user: req.user,
    req,
  })
  if (found.totalDocs === 0) return 'missing'
  const may = await anyLocale(async () =>
    Boolean((await docAccessOperation({ id: id as number, collection, req })).update),
  )
  return may ? 'yes' : 'no'
}
