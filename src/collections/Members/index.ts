import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'

/** Anonymous demo accounts, made by `POST /api/createMember`; private to the studio's admins. */
export const Members: CollectionConfig<'members'> = {
  slug: 'members',
  admin: {
    useAsTitle: 'account',
    defaultColumns: ['account', 'currency', 'lastSeenAt', 'createdAt'],
    group: 'Visitors',
  },
  access: {
    read: admins,
    create: nobody,
    update: admins,
    delete: admins,
  },
  fields: [
    {
      name: 'account',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'currency', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'lastSeenAt',
      label: 'Last seen',
      type: 'date',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'balance',
      label: 'Play-money balance',
      type: 'number',
      admin: { description: 'Kept for the free trials, so a reload continues the session.' },
    },
  ],
  timestamps: true,
}
