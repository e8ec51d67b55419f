import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { revalidateGlobal } from '@/hooks/revalidateGlobal'
import { cacheTags } from '@/lib/cacheTags'
import { memberCurrencies } from '@/lib/constants'
import { defaultLaunchUrlTemplate } from '@/lib/demoLaunch'

export const SiteSettings: GlobalConfig<'site-settings'> = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Studio' },
  access: { read: anyone, update: editors },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'studioName', label: 'Studio name', type: 'text', required: true },
        { name: 'contactEmail', label: 'Contact e-mail', type: 'email', required: true },
      ],
    },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'social',
      label: 'Social links',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'network', type: 'select', required: true, options: ['telegram', 'linkedin', 'x', 'youtube', 'facebook', 'instagram'].map((value) => ({ label: value, value })) },
            { name: 'url', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'demo',
      label: 'Free trial launch',
      type: 'group',
      fields: [
        {
          name: 'launchUrlTemplate',
          label: 'Launch URL template',
          type: 'text',
          required: true,
          defaultValue: defaultLaunchUrlTemplate,
          admin: {
            description:
              'Where a game’s demo opens. Placeholders: {gameId} {lang} {account} {currency} {lobbyUrl}. The default plays the built-in demos.',
          },
        },
        { name: 'currency', label: 'Play-money currency', type: 'text', required: true, defaultValue: memberCurrencies[0] },
        { name: 'newTabOnPhones', label: 'Open in a new tab on phones', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal(cacheTags.siteSettings)] },
}
