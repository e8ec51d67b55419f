import type { Tab } from 'payload'

export const seo: Tab = {
  label: 'SEO',
  fields: [
    {
      name: 'meta',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true, maxLength: 70 },
        { name: 'description', type: 'textarea', localized: true, maxLength: 200 },
      ],
    },
  ],
}
