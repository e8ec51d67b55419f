import type { ArrayFieldValidation, GlobalConfig, TextareaFieldValidation } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { adminT, label, options } from '@/labels'
import { oneLineText } from '@/fields/oneLineText'
import { sites } from '@/i18n/locales'
import { expireGlobalWhenPublic } from '@/publishing'
import { cacheTags } from '@/lib/cacheTags'
import { defaultLaunchUrlTemplate } from '@/lib/demoLaunch'
import { contactChannels } from '@/enquiries/options'
import { frameAncestorSource } from '@/security/headers'

const socialNetworks = {
  telegram: 'Telegram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
}

/** Each line must be an origin (scheme and host, a port at most); no paths, keywords or `*`. */
const validateOrigins: TextareaFieldValidation = (value, { req }) => {
  const wrong = (value ?? '').split(/[\s,]+/).filter((item) => item && !frameAncestorSource(item))
  return wrong.length
    ? adminT(req.t)('starfin:validation:origins', { origins: wrong.join(', ') })
    : true
}

/** Each site at most once among the contact channels' rows. */
const validateContacts: ArrayFieldValidation = (rows, { req }) => {
  const listed = (Array.isArray(rows) ? rows : []).map((row) => (row as { site?: string }).site)
  const twice = [...new Set(listed.filter((site, i) => site && listed.indexOf(site) !== i))]
  return twice.length
    ? adminT(req.t)('starfin:validation:contactSiteTwice', { sites: twice.join(', ') })
    : true
}

export const SiteSettings: GlobalConfig<'site-settings'> = {
  slug: 'site-settings',
  label: label((m) => m.siteSettings.label),
  admin: {
    group: label((m) => m.groups.studio),
    description: label((m) => m.siteSettings.savesLive),
  },
  access: { read: anyone, update: editors },
  fields: [
    // To whoever may read the settings but not change them: why the form is greyed (walk 34, F13).
    {
      name: 'editorsOnly',
      type: 'ui',
      label: label((m) => m.editorsWork.title),
      admin: {
        components: {
          Field: {
            path: '/admin/EditorsOnlyNote#EditorsOnlyNote',
            clientProps: { note: 'settingsReadOnly' },
          },
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'studioName',
          label: label((m) => m.siteSettings.studioName),
          type: 'text',
          required: true,
        },
        {
          name: 'contactEmail',
          label: label((m) => m.siteSettings.contactEmail),
          type: 'email',
          required: true,
        },
      ],
    },
    {
      name: 'tagline',
      label: label((m) => m.siteSettings.tagline),
      type: 'text',
      localized: true,
    },
    { name: 'logo', label: label((m) => m.siteSettings.logo), type: 'upload', relationTo: 'media' },
    {
      name: 'social',
      label: label((m) => m.siteSettings.social),
      labels: {
        singular: label((m) => m.siteSettings.socialLink.singular),
        plural: label((m) => m.siteSettings.socialLink.plural),
      },
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'network',
              label: label((m) => m.siteSettings.network),
              type: 'select',
              required: true,
              // Each network by its own name, the same in every language.
              options: Object.entries(socialNetworks).map(([value, name]) => ({
                label: name,
                value,
              })),
            },
            {
              name: 'url',
              label: label((m) => m.siteSettings.url),
              type: 'text',
              required: true,
            },
          ],
        },
      ],
    },
    {
      name: 'contacts',
      label: label((m) => m.siteSettings.contacts),
      labels: {
        singular: label((m) => m.siteSettings.contactRow.singular),
        plural: label((m) => m.siteSettings.contactRow.plural),
      },
      type: 'array',
      validate: validateContacts,
      admin: { description: label((m) => m.siteSettings.contactsHelp) },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'site',
              label: label((m) => m.siteSettings.contactSite),
              type: 'select',
              required: true,
              options: sites.map(({ prefix, label }) => ({
                value: prefix,
                label: `/${prefix} · ${label}`,
              })),
            },
            {
              name: 'channels',
              label: label((m) => m.siteSettings.contactChannels),
              type: 'select',
              hasMany: true,
              required: true,
              options: options(contactChannels, (m) => m.options.channels),
            },
            {
              name: 'phoneExample',
              label: label((m) => m.siteSettings.phoneExample),
              type: 'text',
              required: true,
              validate: oneLineText,
              admin: { description: label((m) => m.siteSettings.phoneExampleHelp) },
            },
          ],
        },
      ],
    },
    {
      name: 'demo',
      label: label((m) => m.siteSettings.demo),
      type: 'group',
      fields: [
        {
          name: 'launchUrlTemplate',
          label: label((m) => m.siteSettings.launchUrlTemplate),
          type: 'text',
          required: true,
          defaultValue: defaultLaunchUrlTemplate,
          admin: { description: label((m) => m.siteSettings.launchUrlTemplateHelp) },
        },
        {
          name: 'newTabOnPhones',
          label: label((m) => m.siteSettings.newTabOnPhones),
          type: 'checkbox',
          defaultValue: false,
        },
        {
          name: 'embedOrigins',
          label: label((m) => m.siteSettings.embedOrigins),
          type: 'textarea',
          validate: validateOrigins,
          admin: { description: label((m) => m.siteSettings.embedOriginsHelp) },
        },
      ],
    },
  ],
  hooks: { afterChange: [expireGlobalWhenPublic(cacheTags.siteSettings)] },
}
