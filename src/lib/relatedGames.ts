import type { GameKind, GameTheme } from './catalogue'

type Relatable = { gameId: number; kind: GameKind; theme: GameTheme }

/** How many games a game page shows under "You might also like". */
export const relatedCount = 4

/**
 * The games under a game page's "You might also like": those of its kind first (fishing games
 * under a fishing game, not the fishing-themed slots), within each the ones of its theme first;
 * then games of its theme of another kind. The given order decides among equals.
 */
export function relatedGames<G extends Relatable>(
  game: Relatable,
  games: G[],
  count = relatedCount,
): G[] {
  const closeness = (other: Relatable) =>
    (other.kind === game.kind ? 2 : 0) + (other.theme === game.theme ? 1 : 0)
  return games
    .filter((other) => other.gameId !== game.gameId && closeness(other) > 0)
    .map((other, index) => ({ other, index, close: closeness(other) }))
    .sort((a, b) => b.close - a.close || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other)
}
