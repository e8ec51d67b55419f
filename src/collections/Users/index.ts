import { pbkdf2 } from 'node:crypto'

import {
  APIError,
  Forbidden,
  ValidationError,
  type CollectionConfig,
  type TextFieldSingleValidation,
} from 'payload'
import { text } from 'payload/shared'

import { admins, adminsField } from '@/access/admins'
import { roles } from '@/access/roles'
import { adminT, label, languageOptionLabel, options } from '@/labels'
import { adminLanguageOf, contentLocales, isContentLocale } from '@/i18n/locales'
import { assertFirstUserAllowed, minimumPasswordLength } from '@/admin/firstAdmin'
import { clientAddress } from '@/lib/clientAddress'
import { isOneLine } from '@/lib/oneLine'
import { createRateLimiter } from '@/limits/rateLimit'
import { env } from '@/lib/env'
import { siteOrigin } from '@/lib/site'

import { openInOwnLanguages, switchOwnAdminLanguage } from './signIn'

/**
 * Wrong passwords slow whoever sends them; they never lock an account for everyone (a stranger
 * could otherwise lock any staff member out with five guesses). Two counts (docs/security.md):
 * - logins per client address, whatever the account (guessing across many accounts);
 * - logins per account from one address, cleared by a successful login (guessing one password).
 * One limiter each per process: Next bundles the REST and the GraphQL routes apart, each with its
 * own copy of this module, and a login by either must count against the same address.
 */
const shared = globalThis as typeof globalThis & {
  loginsPerClient?: ReturnType<typeof createRateLimiter>
  loginsPerAccount?: ReturnType<typeof createRateLimiter>
}
const loginsPerClient = (shared.loginsPerClient ??= createRateLimiter({
  name: 'login',
  limit: env().LOGIN_RATE_LIMIT,
  windowMs: 10 * 60_000,
}))
const loginsPerAccount = (shared.loginsPerAccount ??= createRateLimiter({
  name: 'login-account',
  limit: env().LOGIN_ACCOUNT_RATE_LIMIT,
  windowMs: 15 * 60_000,
}))
/** The longest e-mail address there can be (RFC 5321's 256-octet path, less its angle brackets). */
const maxEmailLength = 254

/** The per-account count's key: the address as Payload matches it (trimmed, lower case). */
const accountKey = (email: unknown, headers: Headers) =>
  `${String(email ?? '')
    .trim()
    .toLowerCase()} ${clientAddress(headers)}`

/**
 * A wrong password for an unknown address took a twentieth of the time it took for an account
 * (Payload answers before hashing when no account has the address), which told a stranger which
 * addresses are staff accounts. An unknown address is hashed too, with the parameters of
 * Payload's own password hashes (pbkdf2-sha256, 600,000 rounds, 32 bytes), and compared to nothing.
 */
const hashLikeAnAccount = (password: unknown) =>
  new Promise<void>((resolve) =>
    pbkdf2(String(password ?? ''), 'no-such-account', 600_000, 32, 'sha256', () => resolve()),
  )

/** A name shown beside others': one line, without marks that reorder the screen around it. */
const oneLineName: TextFieldSingleValidation = (value, options) =>
  typeof value === 'string' && !isOneLine(value)
    ? 'A name is one line of plain text, without control, direction or invisible characters.'
    : text(value, options)

const noSelfServiceReset =
  'Passwords are not reset by e-mail here: ask an admin of the studio to set a new one.'

const tooMany = (what: string, retryAfter: number) => {
  const minutes = Math.ceil(retryAfter / 60)
  return new APIError(
    `Too many login attempts ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    429,
    undefined,
    true,
  )
}

export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  auth: {
    // No lock-out: wrong passwords are slowed per address and per account (above).
    maxLoginAttempts: 0,
    // The session cookie goes only over https wherever the public address is https.
    cookies: { secure: siteOrigin().startsWith('https:'), sameSite: 'Lax' },
  },
  labels: { singular: label((m) => m.users.singular), plural: label((m) => m.users.plural) },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role', 'languages'],
    group: label((m) => m.groups.studio),
    components: {
      edit: {
        beforeDocumentControls: [
          {
            path: '/admin/NewEntryHeading#NewEntryHeading',
            clientProps: { heading: 'starfin:users:newHeading', titleField: 'name' },
          },
        ],
      },
    },
  },
  access: {
    // Only admins manage accounts; everyone may see and edit their own profile.
    create: admins,
    delete: admins,
    // No account is ever locked (above); staff saw "Force Unlock" on their own account page.
    unlock: admins,
    read: ({ req: { user } }) => {
      if (!user) return false
      if (user.role === 'admin') return true
      return { id: { equals: user.id } }
    },
    update: ({ req: { user } }) => {
      if (!user) return false
      if (user.role === 'admin') return true
      return { id: { equals: user.id } }
    },
  },
  fields: [
    // A name is shown wherever the account's work is (the review queue, locks, versions): a
    // person's name, not a page of text.
    {
      name: 'name',
      label: label((m) => m.users.name),
      type: 'text',
      required: true,
      maxLength: 100,
      validate: oneLineName,
    },
    {
      name: 'role',
      label: label((m) => m.users.role),
      type: 'select',
      required: true,
      // The first account is the studio's admin whatever is sent (the hook below): its welcome
      // screen, where no one is logged in yet, shows Admin and offers no choice. Anyone else's
      // role is chosen by the admin who makes the account: none is assumed (least privilege).
      defaultValue: ({ user }) => (user ? undefined : 'admin'),
      options: options(roles, (m) => m.options.roles),
      access: { create: ({ req }) => Boolean(req.user), update: adminsField },
      saveToJWT: true,
      admin: { components: { Description: '/admin/RoleDescription#RoleDescription' } },
    },
    {
      name: 'languages',
      label: label((m) => m.users.languages),
      type: 'select',
      hasMany: true,
      required: true,
      options: contentLocales.map((code) => ({ label: languageOptionLabel(code), value: code })),
      access: { update: adminsField },
      saveToJWT: true,
      validate: (value, { siblingData, req }) =>
        (siblingData as { role?: string }).role !== 'translator' ||
        (Array.isArray(value) && value.length > 0) ||
        adminT(req.t)('starfin:validation:translatorLanguages'),
      admin: {
        condition: (data) => data?.role === 'translator',
        components: { Field: '/collections/Users/LanguagesField#LanguagesField' },
      },
    },
    {
      // The admin's own language: set when the cookie of Payload's language menu is made, at
      // every sign-in (signIn.ts). A translator's is their first language unless an admin chose.
      name: 'language',
      label: label((m) => m.editorial.adminLanguage),
      type: 'select',
      options: contentLocales.map((code) => ({
        label: languageOptionLabel(code),
        value: adminLanguageOf[code],
      })),
      admin: { description: label((m) => m.editorial.adminLanguageHelp) },
      hooks: {
        beforeChange: [
          ({ value, siblingData, operation }) => {
            const { role, languages } = siblingData as { role?: string; languages?: string[] }
            const first = languages?.find(isContentLocale)
            return (
              value ??
              (operation === 'create' && role === 'translator' && first
                ? adminLanguageOf[first]
                : value)
            )
          },
        ],
      },
    },
  ],
  hooks: {
    beforeOperation: [
      async ({ operation, req, args }) => {
        // No self-service reset (docs/security.md): an admin sets a new password.
        if (operation === 'forgotPassword')
          throw new APIError(noSelfServiceReset, 403, undefined, true)
        // Payload's own e-mail field (added with `auth`) lower-cases what it is given: a number or
        // a list was a 500 with a stack (round 59, F3).
        const sent = (args as { data?: { email?: unknown } }).data?.email
        if (
          (operation === 'create' || operation === 'update' || operation === 'login') &&
          sent !== undefined &&
          sent !== null &&
          typeof sent !== 'string'
        )
          throw new APIError('An e-mail address is a string of characters.', 400, undefined, true)
        if (operation !== 'login') return args
        // Refused before any count or hash: the address is a key of the per-account count.
        const email = (args as { data?: { email?: unknown } }).data?.email
        if (String(email ?? '').trim().length > maxEmailLength)
          throw new APIError(
            `An e-mail address has at most ${maxEmailLength} characters.`,
            400,
            undefined,
            true,
          )
        const fromAddress = await loginsPerClient.hit(clientAddress(req.headers))
        if (!fromAddress.allowed) throw tooMany('from this address', fromAddress.retryAfter)
        const forAccount = await loginsPerAccount.hit(accountKey(email, req.headers))
        if (!forAccount.allowed) throw tooMany('for this account', forAccount.retryAfter)
        const { totalDocs } = await req.payload.count({
          collection: 'users',
          where: {
            email: {
              equals: String(email ?? '')
                .trim()
                .toLowerCase(),
            },
          },
          overrideAccess: true,
          req,
        })
        // Payload refuses a missing password before it hashes anything: for an existing account
        // that answer came sooner than for an unknown address, which always waits for a hash.
        const password = (args as { data?: { password?: unknown } }).data?.password
        if (totalDocs === 0 || typeof password !== 'string' || password === '')
          await hashLikeAnAccount(password)
        return args
      },
    ],
    beforeDelete: [
      // The studio always keeps an admin: without one, no one could make accounts or set roles.
      async ({ req, id }) => {
        const account = await req.payload.findByID({
          collection: 'users',
          id,
          depth: 0,
          overrideAccess: true,
          req,
        })
        if (account.role !== 'admin') return
        const { totalDocs } = await req.payload.count({
          collection: 'users',
          where: { role: { equals: 'admin' } },
          overrideAccess: true,
          req,
        })
        if (totalDocs <= 1)
          throw new APIError(
            "The studio's last admin account cannot be deleted: make another admin first.",
            409,
            undefined,
            true,
          )
      },
    ],
    afterLogin: [
      async ({ user, req }) => {
        await loginsPerAccount.reset(accountKey(user.email, req.headers))
      },
      openInOwnLanguages,
    ],
    afterChange: [switchOwnAdminLanguage],
    beforeValidate: [
      // Every account's password, not only the first admin's (OWASP ASVS 2.1.1).
      ({ data, req }) => {
        const password = (data as { password?: unknown } | undefined)?.password
        if (typeof password === 'string' && password.length < minimumPasswordLength)
          throw new ValidationError(
            {
              collection: 'users',
              errors: [
                {
                  path: 'password',
                  message: `The password must have at least ${minimumPasswordLength} characters.`,
                },
              ],
            },
            req.t,
          )
        return data
      },
    ],
    beforeChange: [
      // An account's e-mail is its sign-in and where the studio reaches it: admins change it. (A
      // staff member who could change it unchecked could, with sorting on it, also probe
      // colleagues' addresses.)
      ({ req, operation, data, originalDoc }) => {
        if (
          operation === 'update' &&
          req.user &&
          req.user.role !== 'admin' &&
          typeof data.email === 'string' &&
          data.email.trim().toLowerCase() !== String(originalDoc?.email ?? '').toLowerCase()
        )
          throw new Forbidden(req.t)
        return data
      },
      // The first account runs the studio. It comes from `npm run create-admin` (or the welcome
      // screen of a local start only: admin/firstAdmin).
      async ({ req, operation, data, context }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req })
        if (totalDocs > 0) return data
        assertFirstUserAllowed(context)
        return { ...data, role: 'admin' }
      },
    ],
  },
  timestamps: true,
}
