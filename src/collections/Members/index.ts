import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { label } from '@/labels'

/** Anonymous demo accounts, made by `POST /api/createMember`; private to the studio's admins. */
export const Members: CollectionConfig<'members'> = {
  slug: 'members',
  labels: { singular: label((m) => m.members.singular), plural: label((m) => m.members.plural) },
  admin: {
    useAsTitle: 'account',
    defaultColumns: ['account', 'currency', 'lastSeenAt', 'createdAt'],
    group: label((m) => m.groups.visitors),
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
      label: label((m) => m.members.account),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'currency',
      label: label((m) => m.members.currency),
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'lastSeenAt',
      label: label((m) => m.members.lastSeenAt),
      type: 'date',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'balance',
      label: label((m) => m.members.balance),
      type: 'number',
      admin: { description: label((m) => m.members.balanceHelp) },
    },
  ],
  timestamps: true,
}
