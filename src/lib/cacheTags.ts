/**
 * Cache tags of the public pages and API answers. Tags are the same in every locale, so one
 * publish refreshes all eleven sites however many locales it touched.
 */
export const cacheTags = {
  /** Everything public: the seed's reload. */
  all: 'site',
  /** Every list of games: home sections, the game list, related games, the sitemap, the game-list API. */
  gameLists: 'games',
  /** One game's own page. */
  game: (gameId: number | string) => `game:${gameId}`,
  labels: 'labels',
  home: 'home',
  terms: 'terms',
  catalogueOrder: 'catalogue-order',
  siteSettings: 'site-settings',
} as const
