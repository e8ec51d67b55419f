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
import { PagedGames } from './PagedGames'
import { WholeWords } from './WholeWords'

/**
 * One view of the game list, on the server but for "load more": the tabs (links, each with its
 * count; within a search, of the search's matches in it), the count of what is shown, one page of
 * cards, the one way on ("load more", a link to the next page that loads it in place) and, on a
 * page opened by its address, the way back.
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
      <nav
        className="catalogue__controls"
        aria-label={search.label}
        data-search={view.query ? '' : undefined}
      >
        <ul className="tabs">
          {catalogueTabs.map((tab) => (
            <li key={tab}>
              <a
                className="tab"
                href={listHref(base, { tab, page: 1, query: view.query })}
                aria-current={tab === view.tab ? 'page' : undefined}
              >
                {gameMenu[tab]}
                <span className="tab__count">{counts[tab]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <PagedGames
        key={href(view.page)}
        count={
          // Nothing found: the message below says so once ("0 games" above it said it twice).
          !games.total
            ? ''
            : pages > 1
              ? t('range', { from: first + 1, to: first + games.cards.length, count: games.total })
              : view.query
                ? t('matches', { count: games.total, query: view.query })
                : t('results', { count: games.total })
        }
        range={t('range', { from: '{from}', to: '{to}', count: games.total })}
        from={first + 1}
        shown={games.cards.length}
        tag={site.tag}
        previous={
          view.page > 1 && (
            <a className="catalogue__previous" href={href(view.page - 1)} rel="prev">
              {search.previous}
            </a>
          )
        }
        next={view.page < pages ? href(view.page + 1) : undefined}
        label={search.loadMore}
      >
        {games.cards.length ? (
          <CardGrid
            games={games.cards.map((card) => toCardData(card))}
            base={base}
            labels={cardLabels}
            marks={marks}
            eager={view.page === 1 ? 2 : 0}
          />
        ) : (
          <p className="catalogue__empty" role="status">
            <WholeWords
              text={view.query ? t('noMatch', { query: view.query }) : search.noResults}
            />
          </p>
        )}
      </PagedGames>
    </>
  )
}
