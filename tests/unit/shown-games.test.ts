import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * A game is shown on a site only once its texts in the site's language are published
 * (`src/data/shownSites.ts`, on the SQL rule of `src/lib/shownGames.ts`). Every module that reads games for visitors decides that there, or a
 * site would list a game its page answers 404 for (docs/extending.md, "A reader of games for
 * visitors").
 */

/** A read of the games collection: Payload's local API, or SQL on its tables. */
const readsGames = /collection:\s*'games'|\b(?:from|join)\s+(?:"?games(?:_locales|_sites)?"?)\b/i

/** Where games are read, but not for a visitor, and why. */
const notForVisitors: Record<string, string> = {
  'src/data/shownSites.ts': 'the decision, for the pages',
  'src/lib/shownGames.ts': "the decision's SQL, shared by the pages and the API's access rule",
  'src/lib/shownMedia.ts': "the files strangers may read, from the games the decision's SQL shows",
  'src/collections/': "the collection's own fields and hooks (the admin, the editor's save)",
  'src/seed/': 'the demo content, written by the seed',
  'src/migrations/': 'the schema',
  'src/lib/searchIndexes.ts': "the search's indexes, declared with the schema",
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const readers = sources('src')
  .filter((file) => readsGames.test(readFileSync(file, 'utf8')))
  .filter((file) => !Object.keys(notForVisitors).some((place) => file.startsWith(place)))

describe('what a visitor reads of the games', () => {
  it('is found: the public readers are the data getters', () => {
    // If this finds none, the pattern above no longer matches how games are read.
    expect(readers).toEqual(expect.arrayContaining(['src/data/gameList.ts', 'src/data/games.ts']))
  })

  it.each(readers)('%s decides where a game is shown through src/data/shownSites.ts', (file) => {
    expect(readFileSync(file, 'utf8')).toMatch(
      /import \{[^}]*\bshown(?:Sites|OnSite)\b[^}]*\} from '(?:\.\/|@\/data\/)shownSites'/,
    )
  })

  it('the pattern finds a reader that does not ask shownSites', () => {
    const stray = `const { docs } = await payload.find({ collection: 'games', where: { kind: { equals: 'slot' } } })`
    const sqlStray = 'select g.game_id from games g join games_sites s on s.parent_id = g.id'
    expect(readsGames.test(stray)).toBe(true)
    expect(readsGames.test(sqlStray)).toBe(true)
    expect(readsGames.test("relationTo: 'games'")).toBe(false)
  })
})
