import type {
  CollectionAfterChangeHook,
  CollectionAfterLoginHook,
  PayloadRequest,
  Where,
} from 'payload'

import { isContentLocale, type AdminLanguage } from '@/i18n/locales'
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
 * The content language the admin opens in (Payload's `locale` preference): a translator's first
 * language, unless they last worked in another of theirs.
 */
async function openInOwnLanguage(req: PayloadRequest, user: Account) {
  const own = (user.languages ?? []).filter(isContentLocale)
  if (user.role !== 'translator' || own.length === 0) return
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

/** Signed in, staff find the admin in their own language and translators their language's content. */
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
