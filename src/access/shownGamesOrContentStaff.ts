import type { Access, Where } from 'payload'

import { gamesShownIn, languageOfRead } from '@/lib/shownGames'

import { hasRole } from './roles'

/**
 * Who reads which games. Content staff read every game and its drafts. The site's own reads (the
 * local API) take every published game and ask `data/shownSites.ts` which site shows it. A visitor
 * over REST or GraphQL reads a published game in a language only once a site of that language
 * shows it, by the pages' own rule in SQL (`lib/shownGames.ts`):
 * - a game listed only on sites whose language is not written yet (an English game planned for
 *   /th) was read whole, and counted, by anyone, while every page of the site answered 404 for it;
 * - a `where` of this rule tested a description's presence, not its text: a game on /th whose
 *   Thai description was white space was read whole while /th answered 404;
 * - `?locale=th-TH` read the Thai texts of a game that only /en shows, a language no site shows it
 *   in (and a read in English, the default, those of a game only /th shows).
 */
export const shownGamesOrContentStaff: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor', 'translator')) return true
  const published: Where = { _status: { equals: 'published' } }
  if (req.payloadAPI === 'local') return published
  // `all` is refused to visitors (`visitorLimits.ts`); sales, signed in, may read every language.
  const shown = await gamesShownIn(req.payload.db, languageOfRead(req.locale))
  // `in` an empty list is no condition to every adapter: an id no row has.
  return { and: [published, { id: { in: shown.length ? shown : [0] } }] }
}
