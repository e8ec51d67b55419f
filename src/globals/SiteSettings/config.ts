import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { revalidateGlobal } from '@/hooks/revalidateGlobal'
import { cacheTags } from '@/lib/cacheTags'
import { defaultLaunchUrlTemplate } from '@/lib/demoLaunch'
import { frameAncestorSource } from '@/lib/securityHeaders'

/** Each line must be an origin (scheme and host, a port at most); no paths, keywords or `*`. */
function validateOrigins(value: string | null | undefined): true | string {
  const wrong = (value ?? '').split(/[\s,]+/).filter((item) => item && !frameAncestorSource(item))
  return wrong.length ? `Not an origin (https://host): ${wrong.join(', ')}` : true
}

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
            {
              name: 'network',
              type: 'select',
              required: true,
              options: ['telegram', 'linkedin', 'x', 'youtube', 'facebook', 'instagram'].map(
                (value) => ({ label: value, value }),
              ),
            },
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
              'Where a game’s demo opens. Placeholders: {gameId} {lang} {account} {currency} (the site’s play money: USD on /en, JPY on /jp…) {lobbyUrl}. The default plays the built-in demos.',
          },
        },
        {
          name: 'newTabOnPhones',
          label: 'Open in a new tab on phones',
          type: 'checkbox',
          defaultValue: false,
        },
        {
          name: 'embedOrigins',
          label: 'Operator sites that may embed the built-in demos',
          type: 'textarea',
          validate: validateOrigins,
          admin: {
            description:
              'One origin per line, such as https://lobby.example.com or https://*.example.com. Only these sites (and this one) may show /demo/… in a frame; takes effect within ten seconds. The DEMO_FRAME_ANCESTORS environment variable adds more.',
          },
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal(cacheTags.siteSettings)] },
}
