/**
 * Cache tags of the public pages and API answers outside the registry of localised content. Tags
 * are the same in every locale, so one publish refreshes all eleven sites however many locales it
 * touched.
 *
 * Registered content declares its tags with it (`localisedContent`'s `tags`, by default its slug,
 * and `docTags`), and the data getters are tagged from the registry by what they read
 * (`src/data/cached.ts`): a new collection or global adds nothing here.
 */
export const cacheTags = {
  /** Everything public: the seed's reload. */
  all: 'site',
  /**
   * The games' own tag (their declaration's `tags`): every list of games. The catalogue order
   * expires it too, as its order is part of those lists.
   */
  gameLists: 'games',
  catalogueOrder: 'catalogue-order',
  siteSettings: 'site-settings',
} as const
