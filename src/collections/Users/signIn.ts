import type {
  CollectionAfterChangeHook,
  CollectionAfterLoginHook,
  PayloadRequest,
  Where,
} from 'payload'

import {
  defaultContentLocale,
  isContentLocale,
  type AdminLanguage,
  type ContentLocale,
} from '@/i18n/locales'
import { siteOrigin } from '@/lib/site'

type Account = {
  id: number
  role?: string | null
  languages?: string[] | null
  language?: AdminLanguage | null
}

/** Payload's cookie of the admin's language, as its own language menu sets it. */
function setAdminLanguage(req: PayloadRequest, language: string) {
  const name = `${req.payload.config.cookiePrefix || 'payload'}-lng`
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append(
    'Set-Cookie',
    `${name}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${
      siteOrigin().startsWith('https:') ? '; Secure' : ''
    }`,
  )
}

/**
 * The content language the admin opens in (Payload's `locale` preference, which then follows the
 * language chosen on each screen to the next, as someone working through one language expects): a
 * translator's first language, unless they last worked in another of theirs; everyone else's
 * English, the source every other language is translated from, whatever their last visit ended
 * in (an editor who had reviewed Thai yesterday found today's admin in Thai).
 */
async function openInOwnLanguage(req: PayloadRequest, user: Account) {
  const translated = (user.languages ?? []).filter(isContentLocale)
  const own = user.role === 'translator' ? translated : ([defaultContentLocale] as ContentLocale[])
  if (own.length === 0) return
  const where: Where = {
    and: [
      { key: { equals: 'locale' } },
      { 'user.relationTo': { equals: 'users' } },
      { 'user.value': { equals: user.id } },
    ],
  }
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const current = docs[0]
  if (current && own.includes(current.value as never)) return
  // Without a preference Payload opens in English.
  if (!current && user.role !== 'translator') return
  if (current)
    await req.payload.update({
      collection: 'payload-preferences',
      id: current.id,
      data: { value: own[0] },
      overrideAccess: true,
      req,
    })
  else
    await req.payload.create({
      collection: 'payload-preferences',
      data: { key: 'locale', user: { relationTo: 'users', value: user.id }, value: own[0] },
      overrideAccess: true,
      req,
    })
}

/**
 * Signed in, staff find the admin in their own language, translators their language's content
 * and everyone else the English.
 */
export const openInOwnLanguages: CollectionAfterLoginHook = async ({ req, user }) => {
  const account = user as unknown as Account
  if (account.language) setAdminLanguage(req, account.language)
  await openInOwnLanguage(req, account)
}

/** Changing one's own admin language on one's account switches the admin to it at once. */
export const switchOwnAdminLanguage: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  const account = doc as Account
  if (
    req.user &&
    String(req.user.id) === String(account.id) &&
    account.language &&
    account.language !== (previousDoc as Account | undefined)?.language
  )
    setAdminLanguage(req, account.language)
  return doc
}
