import { getMessages, getTranslations } from 'next-intl/server'

import type { ListPage } from '@/data/gameList'
import type { Site } from '@/i18n/locales'
import { toCardData } from '@/lib/cards'
import {
  catalogueTabs,
  listHref,
  listPageSize,
  pageCount,
  type CatalogueTab,
  type ListView,
} from '@/lib/gameList'
import { sitePath } from '@/lib/site'

import { CardGrid } from './GameCard'
import { cardContext } from './GameGrid'
import { MoreGames } from './MoreGames'
import { WholeWords } from './WholeWords'

/** The numbered page links: the first, the last, and two either side of the current one. */
export function pageLinks(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b)
  // `null` marks a gap.
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? [null, n] : [n]))
}

/**
 * One view of the game list, all on the server: the tabs (links, each with its count), the count
 * of what is shown, one page of cards, and the ways on (numbered pages; "load more" in place).
 */
export async function GameList({
  site,
  view,
  games,
  counts,
}: {
  site: Site
  view: ListView
  games: ListPage
  counts: Record<CatalogueTab, number>
}) {
  const [{ gameMenu, search }, t, { labels: cardLabels, order }] = await Promise.all([
    getMessages(),
    getTranslations('search'),
    cardContext(),
  ])
  const base = sitePath(site)
  const pages = pageCount(games.total)
  const href = (page: number) => listHref(base, { ...view, page })
  const shown = new Set(games.cards.map((card) => card.gameId))
  const marks = {
    hot: order.hot.filter((id) => shown.has(id)),
    new: order.new.filter((id) => shown.has(id)),
  }
  const first = (view.page - 1) * listPageSize
  return (
    <>
      {view.page > 1 && <link rel="prev" href={href(view.page - 1)} />}
      {view.page < pages && <link rel="next" href={href(view.page + 1)} />}
      <nav className="catalogue__controls" aria-label={search.label}>
        <ul className="tabs">
          {catalogueTabs.map((tab) => (
            <li key={tab}>
              <a
                className="tab"
                href={listHref(base, { tab, page: 1, query: view.query })}
                aria-current={tab === view.tab ? 'page' : undefined}
              >
                {gameMenu[tab]}
                {!view.query && <span className="tab__count">{counts[tab]}</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="catalogue__count" aria-live="polite">
        {pages > 1
          ? t('range', { from: first + 1, to: first + games.cards.length, count: games.total })
          : t('results', { count: games.total })}
      </p>
      <div id="catalogue-results">
        {games.cards.length ? (
          <>
            <CardGrid
              games={games.cards.map((card) => toCardData(card))}
              base={base}
              labels={cardLabels}
              marks={marks}
              eager={view.page === 1 ? 2 : 0}
            />
            {view.page < pages && <MoreGames next={href(view.page + 1)} label={search.loadMore} />}
          </>
        ) : (
          <p className="catalogue__empty">
            <WholeWords
              text={view.query ? t('noMatch', { query: view.query }) : search.noResults}
            />
          </p>
        )}
      </div>
      {pages > 1 && (
        <nav className="pagination" aria-label={search.pages}>
          {view.page > 1 && (
            <a href={href(view.page - 1)} rel="prev" className="pagination__step">
              {search.previous}
            </a>
          )}
          {pageLinks(view.page, pages).map((page, i) =>
            page === null ? (
              <span key={`gap${i}`} className="pagination__gap">
                …
              </span>
            ) : (
              <a
                key={page}
                href={href(page)}
                aria-label={t('page', { page })}
                aria-current={page === view.page ? 'page' : undefined}
              >
                {page}
              </a>
            ),
          )}
          {view.page < pages && (
            <a href={href(view.page + 1)} rel="next" className="pagination__step">
              {search.next}
            </a>
          )}
        </nav>
      )}
    </>
  )
}
