import { APIError, type CollectionConfig } from 'payload'

import { admins, adminsField } from '@/access/admins'
import { roles } from '@/access/roles'
import { adminT, label, options } from '@/admin/i18n'
import { contentLocaleLabels, contentLocales } from '@/i18n/locales'
import { assertFirstUserAllowed } from '@/lib/firstAdmin'
import { clientKey, createRateLimiter } from '@/lib/rateLimit'
import { env } from '@/lib/env'

/**
 * Login attempts per client address, whatever the account (guessing across many accounts). One
 * limiter per process: Next bundles the REST and the GraphQL routes apart, each with its own copy
 * of this module, and a login by either must count against the same address.
 */
const shared = globalThis as typeof globalThis & {
  loginsPerClient?: ReturnType<typeof createRateLimiter>
}
const loginsPerClient = (shared.loginsPerClient ??= createRateLimiter({
  name: 'login',
  limit: env().LOGIN_RATE_LIMIT,
  windowMs: 10 * 60_000,
}))

export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  auth: {
    // An account is locked for a quarter of an hour after five wrong passwords in a row.
    maxLoginAttempts: 5,
    lockTime: 15 * 60_000,
  },
  labels: { singular: label((m) => m.users.singular), plural: label((m) => m.users.plural) },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role', 'languages'],
    group: label((m) => m.groups.studio),
  },
  access: {
    // Only admins manage accounts; everyone may see and edit their own profile.
    create: admins,
    delete: admins,
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
    { name: 'name', label: label((m) => m.users.name), type: 'text', required: true },
    {
      name: 'role',
      label: label((m) => m.users.role),
      type: 'select',
      required: true,
      // The first account is the studio's admin whatever is sent (the hook below): its welcome
      // screen, where no one is logged in yet, shows Admin and offers no choice.
      defaultValue: ({ user }) => (user ? 'editor' : 'admin'),
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
      options: contentLocales.map((code) => ({ label: contentLocaleLabels[code], value: code })),
      access: { update: adminsField },
      saveToJWT: true,
      validate: (value, { siblingData, req }) =>
        (siblingData as { role?: string }).role !== 'translator' ||
        (Array.isArray(value) && value.length > 0) ||
        adminT(req.t)('starfin:validation:translatorLanguages'),
      admin: { condition: (data) => data?.role === 'translator' },
    },
  ],
  hooks: {
    beforeOperation: [
      async ({ operation, req, args }) => {
        if (operation !== 'login') return args
        const verdict = await loginsPerClient.hit(clientKey(req.headers))
        if (!verdict.allowed) {
          throw new APIError(
            `Too many login attempts from this address. Try again in ${Math.ceil(verdict.retryAfter / 60)} minutes.`,
            429,
            undefined,
            true,
          )
        }
        return args
      },
    ],
    beforeChange: [
      // The first account runs the studio. It comes from `npm run create-admin` (or the welcome
      // screen of a local start only: lib/firstAdmin).
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
