import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { sales } from '@/access/sales'
import { contentLocales } from '@/i18n/locales'
import { enquiryStatuses, enquiryTypes, storedContactChannels } from '@/lib/enquiryOptions'

const readOnly = { admin: { readOnly: true } }

/** The contact form's submissions; read and answered by the business team. */
export const Enquiries: CollectionConfig<'enquiries'> = {
  slug: 'enquiries',
  admin: {
    useAsTitle: 'company',
    defaultColumns: ['createdAt', 'name', 'company', 'type', 'status', 'notification'],
    group: 'Visitors',
  },
  defaultSort: '-createdAt',
  access: {
    read: sales,
    create: nobody,
    update: sales,
    delete: admins,
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          options: enquiryStatuses.map((value) => ({ label: value.replace('-', ' '), value })),
        },
        {
          name: 'type',
          label: 'Enquiry type',
          type: 'select',
          required: true,
          options: enquiryTypes.map((value) => ({ label: value, value })),
          ...readOnly,
        },
        {
          name: 'locale',
          type: 'select',
          options: contentLocales.map((value) => ({ label: value, value })),
          ...readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, ...readOnly },
        { name: 'company', type: 'text', required: true, ...readOnly },
        { name: 'email', type: 'email', required: true, ...readOnly },
        { name: 'country', label: 'Country or region', type: 'text', required: true, ...readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          label: 'Preferred channel',
          type: 'select',
          required: true,
          options: storedContactChannels.map((value) => ({ label: value, value })),
          ...readOnly,
        },
        { name: 'handle', label: 'Handle on that channel', type: 'text', ...readOnly },
      ],
    },
    { name: 'message', type: 'textarea', required: true, ...readOnly },
    { name: 'site', label: 'Site prefix', type: 'text', ...readOnly },
    { name: 'notes', label: 'Internal notes', type: 'textarea' },
    // Written by the notifyEnquiry job (src/jobs/notifyEnquiry.ts), never by a person.
    {
      name: 'notification',
      label: 'E-mail notification',
      type: 'select',
      defaultValue: 'queued',
      options: [
        { label: 'Queued', value: 'queued' },
        { label: 'Sent', value: 'sent' },
        { label: 'Failed, retrying', value: 'retrying' },
        { label: 'Failed, given up', value: 'failed' },
      ],
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'notificationAttempts',
      label: 'Notification attempts',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'notificationError',
      label: 'Last notification error',
      type: 'text',
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.notificationError),
      },
    },
    {
      name: 'notifiedAt',
      label: 'Notified at',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
  timestamps: true,
}
