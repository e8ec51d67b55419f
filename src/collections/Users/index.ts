import type { CollectionConfig } from 'payload'

import { admins, adminsField } from '@/access/admins'
import { roles } from '@/access/roles'
import { contentLocaleLabels, contentLocales } from '@/i18n/locales'

export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  auth: true,
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
    beforeChange: [
      // The first account (created on the admin's welcome screen) runs the studio.
      async ({ req, operation, data }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req })
        return totalDocs === 0 ? { ...data, role: 'admin' } : data
      },
    ],
  },
  timestamps: true,
}
