'use client'

import { startTransition, useEffect, useMemo, useRef, useState } from 'react'

import format, { type CompiledMessage } from 'icu-minify/format'

import type { Labels } from '@/globals/LabelSets/defaults'
import type { ContentLocale } from '@/i18n/locales'
import { useAppState } from '@/lib/appStore'
import type { CardData, CardLabels } from '@/lib/cards'

import { CardGrid, GameCard } from './GameCard'
import { WholeWords } from './WholeWords'

export const catalogueTabs = ['all', 'new', 'hot', 'fish', 'slot', 'arcade'] as const
export type CatalogueTab = (typeof catalogueTabs)[number]

/**
 * Cards sent complete in the page's HTML; the rest come light (link, kind and title: every game is
 * still linked from the HTML) and are completed in the browser as they are scrolled near. This
 * keeps the list's HTML within a new connection's first round trip (14 KB).
 */
const completeInHTML = 10
/**
 * A light card is completed when it comes within a screen's height of the screen: a visitor who
 * scrolls, or jumps to the end, finds the cards complete, and one who does not costs the browser
 * nothing. (Completing them all as the page loaded, even a few per idle moment, was the list
 * page's main source of blocking time.)
 */
const completeAhead = '100% 0px'

const isTab = (value: string | null): value is CatalogueTab =>
  catalogueTabs.includes(value as CatalogueTab)

/** Links shared before the arcade tab had its own name still open it. */
const tabAliases: Record<string, CatalogueTab> = { street: 'arcade' }

function readURL() {
  const params = new URLSearchParams(window.location.search)
  const asked = params.get('tab')
  const tab = (asked && tabAliases[asked]) || asked
  return { tab: isTab(tab) ? tab : 'all', query: params.get('q') ?? '' }
}

function writeURL(tab: CatalogueTab, query: string, mode: 'push' | 'replace') {
  const params = new URLSearchParams(window.location.search)
  if (tab === 'all') params.delete('tab')
  else params.set('tab', tab)
  if (query) params.set('q', query)
  else params.delete('q')
  const search = params.toString()
  const url = `${window.location.pathname}${search ? `?${search}` : ''}`
  if (mode === 'push') window.history.pushState(null, '', url)
  else window.history.replaceState(null, '', url)
}

/** Folds case, width and accents so that "tai xiu" finds "Tài Xỉu" and "ｓｔａｒ" finds "Star". */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * The catalogue's texts: plain strings, and the result count's ICU plural compiled on the server
 * (`icu-minify`, next-intl's own), so the page needs no message runtime beyond a 1 KB formatter.
 */
export type CatalogueLabels = {
  tabs: Labels['gameMenu']
  search: Omit<Labels['search'], 'results'>
  results: CompiledMessage
  card: CardLabels
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
}

/**
 * The game list's tabs and search, all in the browser: switching is instant, and the tab and
 * query live in the URL so a list can be shared and the back button steps through tabs. The hot
 * and new tabs follow the lists the browser fetched from the API once they have arrived.
 *
 * The cards come as data (`CardData`) and are rendered here, on the server for the first HTML
 * and in the browser for every tab and search: the page carries each game once in its markup and
 * once as a small record, not twice as markup. The featured games above the catalogue are drawn
 * from the same records, so they too come once.
 */
export function GameCatalogue({
  games,
  featured,
  lists,
  headings,
  labels,
  locale,
  base,
}: {
  games: CardData[]
  /** The ids of the games featured above the catalogue, in order. */
  featured: number[]
  lists: Record<Exclude<CatalogueTab, 'all'>, number[]>
  headings: { featured: string; catalogue: string }
  labels: CatalogueLabels
  locale: ContentLocale
  base: string
}) {
  const t = (key: CatalogueTab) => labels.tabs[key]
  const s = (key: keyof CatalogueLabels['search']) => labels.search[key]
  const [tab, setTab] = useState<CatalogueTab>('all')
  const [query, setQuery] = useState('')
  // The games whose light cards have come near the screen, and are shown complete since.
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set())
  const grid = useRef<HTMLUListElement>(null)
  const hotGames = useAppState((state) => state.hotGames)
  const newGames = useAppState((state) => state.newGames)
  const typeGames = useAppState((state) => state.typeGames)
  const marks = useMemo(() => ({ hot: lists.hot, new: lists.new }), [lists])
  const byId = useMemo(() => new Map(games.map((game) => [game.id, game])), [games])
  // Each game's names in every language, from the games by theme that every page fetches once
  // it has loaded: a visitor may search by a name they know from another market.
  const names = useMemo(() => {
    const byGame = new Map<number, string[]>()
    for (const items of Object.values(typeGames))
      for (const item of items ?? []) byGame.set(Number(item.gameID), Object.values(item.gameName))
    return byGame
  }, [typeGames])

  useEffect(() => {
    const sync = () => {
      const state = readURL()
      setTab(state.tab)
      setQuery(state.query)
    }
    sync()
    window.addEventListener('popstate', sync)
    return () => window.removeEventListener('popstate', sync)
  }, [])

  const shown = useMemo(() => {
    const fetched = tab === 'hot' ? hotGames : tab === 'new' ? newGames : []
    const ids =
      tab === 'all'
        ? null
        : fetched.length
          ? fetched.map((game) => Number(game.gameID))
          : lists[tab]
    // Only this site's games: the API lists every site's.
    const inTab = ids
      ? ids.map((id) => byId.get(id)).filter((game): game is CardData => Boolean(game))
      : games
    const needle = fold(query.trim())
    return needle
      ? inTab.filter(
          (game) =>
            fold(game.title).includes(needle) ||
            names.get(game.id)?.some((name) => fold(name).includes(needle)),
        )
      : inTab
  }, [games, byId, names, lists, tab, query, hotGames, newGames])

  // Watches the light cards of each list shown; each card is let go once it has come near.
  useEffect(() => {
    const lightCards = grid.current?.querySelectorAll<HTMLElement>('li[data-light]')
    if (!lightCards?.length) return
    const observer = new IntersectionObserver(
      (entries) => {
        const arrived = entries.filter((entry) => entry.isIntersecting).map(({ target }) => target)
        if (!arrived.length) return
        arrived.forEach((card) => observer.unobserve(card))
        const ids = arrived.map((card) => Number((card as HTMLElement).dataset.light))
        startTransition(() => setNear((was) => new Set([...was, ...ids])))
      },
      { rootMargin: completeAhead },
    )
    lightCards.forEach((card) => observer.observe(card))
    return () => observer.disconnect()
  }, [shown])

  return (
    <>
      <section className="list-section" aria-labelledby="featured-heading">
        <h2 id="featured-heading">
          <WholeWords text={headings.featured} />
        </h2>
        <CardGrid
          games={featured.flatMap((id) => byId.get(id) ?? [])}
          base={base}
          labels={labels.card}
          marks={marks}
          eager={2}
        />
      </section>
      <section className="list-section" aria-labelledby="trial-heading">
        <h2 id="trial-heading">
          <WholeWords text={headings.catalogue} />
        </h2>
        <div className="catalogue">
          <div className="catalogue__controls">
            <div className="tabs" role="tablist" aria-label={s('label')}>
              {catalogueTabs.map((key) => (
                <button
                  key={key}
                  type="button"
                  role="tab"
                  id={`tab-${key}`}
                  aria-selected={tab === key}
                  aria-controls="catalogue-results"
                  className="tab"
                  onClick={() => {
                    setTab(key)
                    writeURL(key, query, 'push')
                  }}
                >
                  {t(key)}
                </button>
              ))}
            </div>
            <div className="search">
              <label htmlFor="game-search" className="visually-hidden">
                {s('label')}
              </label>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path
                  fill="currentColor"
                  d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
                />
              </svg>
              <input
                id="game-search"
                type="search"
                value={query}
                placeholder={s('placeholder')}
                autoComplete="off"
                onChange={(event) => {
                  setQuery(event.target.value)
                  writeURL(tab, event.target.value, 'replace')
                }}
              />
            </div>
          </div>
          <p className="catalogue__count" aria-live="polite">
            {String(format(labels.results, locale, { count: shown.length }, { formatters }))}
          </p>
          <div id="catalogue-results" role="tabpanel" aria-labelledby={`tab-${tab}`}>
            {shown.length ? (
              <ul className="game-grid" ref={grid}>
                {shown.map((game, index) => {
                  const light = index >= completeInHTML && !near.has(game.id)
                  return (
                    <li key={game.id} data-light={light ? game.id : undefined}>
                      <GameCard
                        game={game}
                        base={base}
                        labels={labels.card}
                        marks={marks}
                        light={light}
                      />
                    </li>
                  )
                })}
              </ul>
            ) : (
              <p className="catalogue__empty">{s('noResults')}</p>
            )}
          </div>
        </div>
      </section>
    </>
  )
}
