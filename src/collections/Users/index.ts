import { APIError, type CollectionConfig } from 'payload'

import { admins, adminsField } from '@/access/admins'
import { roles } from '@/access/roles'
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
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role', 'languages'],
    group: 'Studio',
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
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: roles.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      access: { update: adminsField },
      saveToJWT: true,
      admin: {
        description:
          'Admin: everything. Editor: all content, publishes. Translator: drafts in assigned languages only. Sales: enquiries only.',
      },
    },
    {
      name: 'languages',
      label: 'Languages this translator may edit',
      type: 'select',
      hasMany: true,
      options: contentLocales.map((code) => ({ label: contentLocaleLabels[code], value: code })),
      access: { update: adminsField },
      saveToJWT: true,
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
