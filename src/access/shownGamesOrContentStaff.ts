import type { Access, Where } from 'payload'

import { sites } from '@/i18n/locales'

import { hasRole } from './roles'

/**
 * A published game that some site shows: listed on a site whose language has its title and
 * description (`data/shownSites.ts` decides the same in SQL for the pages, with the blank rule of
 * `lib/blankText.ts`; here a title that is empty and a description that is absent are blank).
 */
const shownSomewhere: Where = {
  or: [...new Set(sites.map((site) => site.content))].map((locale) => ({
    and: [
      { sites: { in: sites.filter((site) => site.content === locale).map((site) => site.prefix) } },
      { [`title.${locale}`]: { exists: true } },
      { [`title.${locale}`]: { not_equals: '' } },
      { [`description.${locale}`]: { exists: true } },
    ],
  })),
}

/**
 * Who reads which games. Content staff read every game and its drafts. The site's own reads (the
 * local API) take every published game and ask `data/shownSites.ts` which site shows it. A visitor
 * over REST or GraphQL reads a published game only once a site shows it: a game listed only on
 * sites whose language is not written yet (an English game planned for /th) was read whole, and
 * counted, by anyone, while every page of the site answered 404 for it.
 */
export const shownGamesOrContentStaff: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor', 'translator')) return true
  const published: Where = { _status: { equals: 'published' } }
  return req.payloadAPI === 'local' ? published : { and: [published, shownSomewhere] }
}
