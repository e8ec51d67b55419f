import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getTranslations } from 'next-intl/server'

import { GameList } from '@/components/GameList'
import { getListPage, getTabCounts, searchGames } from '@/data/gameList'
import { payloadClient } from '@/data/payload'
import type { Site } from '@/i18n/locales'
import { listPageSize, listSearch, pageCount, type ListView } from '@/lib/gameList'
import { alternatesFor } from '@/lib/site'

/** The tabs of a kind of game, each with a description of its own. */
const tabDescriptions: Partial<
  Record<
    ListView['tab'],
    'gameListFishDescription' | 'gameListSlotDescription' | 'gameListArcadeDescription'
  >
> = {
  fish: 'gameListFishDescription',
  slot: 'gameListSlotDescription',
  arcade: 'gameListArcadeDescription',
}

const isKindTab = (tab: ListView['tab']): tab is 'fish' | 'slot' | 'arcade' =>
  tab in tabDescriptions

/**
 * The metadata of a view of the game list: its own title and canonical address (page 1 has no
 * `page`) and the same view on the other sites. A search is followed but not indexed: its words
 * are the visitor's, and there is no end to them.
 */
export async function listMetadata(site: Site, view: ListView): Promise<Metadata> {
  const [t, tabName, kindName] = await Promise.all([
    getTranslations('titles'),
    getTranslations('gameMenu'),
    getTranslations('kinds'),
  ])
  const search = listSearch(view)
  const list = t('gameList')
  // Each view has a title of its own (a tab, a later page, a search), as each has an address.
  const named = view.query
    ? t('searchResults', { query: view.query })
    : view.tab === 'all'
      ? list
      : t('gameListTab', {
          list,
          tab: tabName(view.tab),
          tabInText: tabName(view.tab).toLocaleLowerCase(site.tag),
          // A kind's tab by the kind's own name (th: เกมยิงปลา, where the tab's ยิงปลา alone
          // reads as the verb 'shoot fish'); the new and hot tabs by theirs.
          tabAsKind: isKindTab(view.tab) ? kindName(view.tab) : tabName(view.tab),
        })
  return {
    title: view.page > 1 ? t('gameListPage', { title: named, page: view.page }) : named,
    // A category's view says what it holds (its search snippet was the whole catalogue's).
    description: t(
      view.query ? 'gameListDescription' : (tabDescriptions[view.tab] ?? 'gameListDescription'),
    ),
    alternates: alternatesFor(site, `/game${search ? `?${search}` : ''}`),
    robots: view.query ? { index: false, follow: true } : undefined,
  }
}

/** One view of the list; a page past the last is a 404. */
export async function GameListView({ site, view }: { site: Site; view: ListView }) {
  // A search reads its page and its matches in each tab in one statement (`searchGames`), and
  // nothing it does not show: the site's own tab counts are not its tabs'.
  if (view.query) {
    const { counts, ...games } = await searchGames(payloadClient, site.content, site.prefix, view)
    if (view.page > pageCount(games.total)) notFound()
    return <GameList site={site} view={view} games={games} counts={counts} />
  }
  const counts = await getTabCounts(payloadClient, site.prefix)
  // A page past the last is a 404 before anything is read, or cached, for it: page numbers are
  // the visitor's to choose.
  if (view.page > pageCount(counts[view.tab] ?? 0)) notFound()
  const games = await getListPage(
    payloadClient,
    site.content,
    site.prefix,
    view.tab,
    view.page,
    listPageSize,
  )
  if (view.page > pageCount(games.total)) notFound()
  return <GameList site={site} view={view} games={games} counts={counts} />
}
