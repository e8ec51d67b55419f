import type { UIField } from 'payload'

import { label } from '@/admin/i18n'

/** The list's column of each game's publication state in the language shown (admin/Publication). */
export const publication: UIField = {
  name: 'publication',
  type: 'ui',
  label: label((m) => m.editorial.column),
  admin: {
    components: { Cell: '/admin/Publication/PublicationCell#PublicationCell' },
  },
}
