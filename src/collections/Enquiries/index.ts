import { Forbidden, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { sales } from '@/access/sales'
import { label, options } from '@/labels'
import { oneLineText } from '@/fields/oneLineText'
import { contentLocaleLabels, contentLocales } from '@/i18n/locales'
import { enquiryStatuses, enquiryTypes, storedContactChannels } from '@/enquiries/options'

const readOnly = { admin: { readOnly: true } }

/** What the business team changes on an enquiry; the rest is the record of what was sent. */
const answerFields = new Set(['status', 'notes', 'updatedAt'])

/**
 * A signed-in change touches only the status and the notes: what the visitor sent, when, and how
 * the notification went stay as recorded (the admin's read-only fields are a form's manners, not
 * a rule of the API). The notification job writes its fields without a user.
 */
const keepWhatWasSent: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || !originalDoc) return data
  const changed = Object.keys(data).filter(
    (key) =>
      !answerFields.has(key) &&
      key in originalDoc &&
      JSON.stringify(data[key] ?? null) !== JSON.stringify(originalDoc[key] ?? null),
  )
  if (changed.length) throw new Forbidden(req.t)
  return data
}

/**
 * The contact form's submissions; read and answered by the business team. The texts a visitor
 * writes on one line refuse line breaks (`oneLineText`); the message keeps them.
 */
export const Enquiries: CollectionConfig<'enquiries'> = {
  slug: 'enquiries',
  labels: {
    singular: label((m) => m.enquiries.singular),
    plural: label((m) => m.enquiries.plural),
  },
  admin: {
    useAsTitle: 'company',
    defaultColumns: ['createdAt', 'name', 'company', 'type', 'status', 'notification'],
    group: label((m) => m.groups.visitors),
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [keepWhatWasSent] },
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
          label: label((m) => m.enquiries.status),
          type: 'select',
          required: true,
          defaultValue: 'new',
          options: options(enquiryStatuses, (m) => m.options.enquiryStatuses),
        },
        {
          name: 'type',
          label: label((m) => m.enquiries.type),
          type: 'select',
          required: true,
          options: options(enquiryTypes, (m) => m.options.enquiryTypes),
          ...readOnly,
        },
        {
          name: 'locale',
          label: label((m) => m.enquiries.locale),
          type: 'select',
          options: contentLocales.map((value) => ({ label: contentLocaleLabels[value], value })),
          ...readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: label((m) => m.enquiries.name),
          type: 'text',
          validate: oneLineText,
          required: true,
          ...readOnly,
        },
        {
          name: 'company',
          label: label((m) => m.enquiries.company),
          type: 'text',
          validate: oneLineText,
          required: true,
          ...readOnly,
        },
        {
          name: 'email',
          label: label((m) => m.enquiries.email),
          type: 'email',
          required: true,
          ...readOnly,
        },
        {
          name: 'country',
          label: label((m) => m.enquiries.country),
          type: 'text',
          validate: oneLineText,
          required: true,
          ...readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          label: label((m) => m.enquiries.channel),
          type: 'select',
          required: true,
          options: options(storedContactChannels, (m) => m.options.channels),
          ...readOnly,
        },
        {
          name: 'handle',
          label: label((m) => m.enquiries.handle),
          type: 'text',
          validate: oneLineText,
          ...readOnly,
        },
      ],
    },
    {
      name: 'message',
      label: label((m) => m.enquiries.message),
      type: 'textarea',
      required: true,
      ...readOnly,
    },
    {
      name: 'site',
      label: label((m) => m.enquiries.site),
      type: 'text',
      validate: oneLineText,
      ...readOnly,
    },
    { name: 'notes', label: label((m) => m.enquiries.notes), type: 'textarea' },
    // Written by the notifyEnquiry job (src/jobs/notifyEnquiry.ts), never by a person.
    {
      name: 'notification',
      label: label((m) => m.enquiries.notification),
      type: 'select',
      defaultValue: 'queued',
      options: options(
        ['queued', 'sent', 'retrying', 'failed'] as const,
        (m) => m.options.notifications,
      ),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'notificationAttempts',
      label: label((m) => m.enquiries.notificationAttempts),
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'notificationError',
      label: label((m) => m.enquiries.notificationError),
      type: 'text',
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.notificationError),
      },
    },
    {
      name: 'notifiedAt',
      label: label((m) => m.enquiries.notifiedAt),
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
  timestamps: true,
}
