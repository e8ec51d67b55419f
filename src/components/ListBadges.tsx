'use client'

import { useAppState } from '@/lib/appStore'

export type ListMarks = { hot: boolean; new: boolean }

/**
 * "Hot" and "New" on a card: from the page's own lists at first, then from the hot and new lists
 * the browser fetched from the API, so a card is marked by the newest lists the visitor has.
 */
export function ListBadges({ gameId, marks, labels }: { gameId: number; marks: ListMarks; labels: { hot: string; new: string } }) {
  const { hotGames, newGames } = useAppState()
  const id = String(gameId)
  const hot = hotGames.length ? hotGames.some((game) => game.gameID === id) : marks.hot
  const fresh = newGames.length ? newGames.some((game) => game.gameID === id) : marks.new
  if (!hot && !fresh) return null
  return (
    <span className="game-card__badges">
      {fresh && <span className="list-badge list-badge--new">{labels.new}</span>}
      {hot && <span className="list-badge list-badge--hot">{labels.hot}</span>}
    </span>
  )
}
