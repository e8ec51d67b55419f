import type { UIField } from 'payload'

import { label } from '@/labels'

/** The list's column of each game's publication state in the language shown (translation/Publication). */
export const publication: UIField = {
  name: 'publication',
  type: 'ui',
  label: label((m) => m.editorial.column),
  admin: {
    components: { Cell: '/translation/Publication/PublicationCell#PublicationCell' },
  },
}
