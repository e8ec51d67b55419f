import { randomBytes } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { Role } from '@/access/roles'
import type { ContentLocale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { firstAdminContext } from '@/admin/firstAdmin'

import { randomAddress } from '../support/addresses'
import { englishGameData } from '../support/testGame'

/** The production server that `npm test` started against the test database. */
export const serverURL =
  process.env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${process.env.PORT || 3100}`

let payload: Promise<Payload> | undefined
/** Payload's local API on the same (test) database as the server. */
export const testPayload = () => (payload ??= getPayload({ config }))

export type StaffLogin = {
  id: number
  email: string
  token: string
  headers: Record<string, string>
}

/** Creates (or reuses) a staff user with the given role and logs in through REST. */
export async function staff(role: Role, locales: ContentLocale[] = []): Promise<StaffLogin> {
  const p = await testPayload()
  // The very first account of a studio always becomes its admin (the create-first-user screen).
  if (
    (await p.count({ collection: 'users', overrideAccess: true })).totalDocs === 0 &&
    role !== 'admin'
  )
    await staff('admin')
  const email = `${role}-${locales.join('-').toLowerCase() || 'all'}@test.example.com`
  const password = randomBytes(12).toString('base64url')
  const existing = await p.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
    limit: 1,
  })
  const data = { email, password, name: `Test ${role}`, role, languages: locales }
  const user = existing.docs[0]
    ? await p.update({
        collection: 'users',
        id: existing.docs[0].id,
        data,
        overrideAccess: true,
      })
    : await p.create({
        collection: 'users',
        data,
        overrideAccess: true,
        context: firstAdminContext,
      })
  // Each login from an address of its own: logins are limited per client address.
  const response = await fetch(`${serverURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await response.json()) as { token: string }
  if (!token) throw new Error(`login of ${email} failed (${response.status})`)
  return {
    id: user.id,
    email,
    token,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
  }
}

export { randomAddress }

/** Reads a public page as a visitor would. */
export async function page(path: string) {
  const response = await fetch(`${serverURL}${path}`, { redirect: 'manual' })
  const html = await response.text()
  return { status: response.status, headers: response.headers, html, text: visibleText(html) }
}

/**
 * The words of a page as a reader sees them: without tags (Thai words are kept whole in spans of
 * their own, with <wbr> beside them) and with no-break spaces read as spaces.
 */
export const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\u00a0|&nbsp;|&#160;/g, ' ')
    .replace(/\u2060/g, '')

/** A seeded game by its public number (`/en/detail/701`), in one language (English by default). */
export async function gameByNumber(gameId: number, locale?: ContentLocale) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'games',
    where: { gameId: { equals: gameId } },
    limit: 1,
    locale,
    overrideAccess: true,
  })
  return docs[0]
}

/** A seeded game's ids and its English and Japanese titles, as the publishing tests change them. */
export async function seededGame(gameId: number) {
  const game = await gameByNumber(gameId)
  const ja = await gameByNumber(gameId, 'ja-JP')
  return { id: game.id, gameId: game.gameId, title: game.title, jaTitle: ja.title }
}

/**
 * A published game with English texts only, on the English site. Its id joins `created`, the
 * list of games the test file deletes when it ends.
 */
export async function englishGame(created: (number | string)[], gameId: number, title: string) {
  const payload = await testPayload()
  const game = await payload.create({
    collection: 'games',
    locale: 'en-US',
    overrideAccess: true,
    data: englishGameData(gameId, title) as never,
  })
  created.push(game.id)
  return game
}

/** A game's latest draft in one language as stored, without English in its place. */
export const storedDraft = async (id: number, locale: ContentLocale) =>
  (await testPayload()).findByID({
    collection: 'games',
    id,
    locale,
    draft: true,
    fallbackLocale: false,
    overrideAccess: true,
  })

export { runScript } from '../support/scripts'

/** A seeded file of the media library whose name contains `name` (one of game 24's covers by default). */
export async function seededMedia(name = 'cover-24-en-US'): Promise<Media> {
  const { docs } = await (
    await testPayload()
  ).find({
    collection: 'media',
    where: { filename: { like: name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] as Media
}

/**
 * Each text's stamp (`base`) in a language's export now, by key: what a file made now carries, so
 * that an import of it may change texts the site already has.
 */
export async function textStamps(login: StaffLogin, locale: ContentLocale) {
  const exported = await fetch(
    `${serverURL}/api/translations/export?locale=${locale}&format=json`,
    {
      headers: login.headers,
    },
  )
  const file = (await exported.json()) as { texts: Record<string, { base?: string }> }
  return (key: string) => file.texts[key]?.base ?? ''
}

/** A lock of the game taken by this account over REST, as the admin takes it at the first change. */
export async function takeLock(login: StaffLogin, id: number) {
  const response = await fetch(`${serverURL}/api/payload-locked-documents`, {
    method: 'POST',
    headers: login.headers,
    body: JSON.stringify({
      document: { relationTo: 'games', value: id },
      user: { relationTo: 'users', value: login.id },
    }),
  })
  if (response.status !== 201)
    throw new Error(
      `taking the lock of game ${id} failed (${response.status}): ${await response.text()}`,
    )
}

/** The game's locks as stored, oldest first: whose, and when last edited. */
export async function locksOf(id: number) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'payload-locked-documents',
    where: {
      and: [{ 'document.relationTo': { equals: 'games' } }, { 'document.value': { equals: id } }],
    },
    depth: 0,
    sort: 'createdAt',
    overrideAccess: true,
  })
  return docs.map((doc) => ({ user: doc.user?.value, updatedAt: doc.updatedAt }))
}
