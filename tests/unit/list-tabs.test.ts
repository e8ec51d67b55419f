/** The game list's tabs: every kind of game but the board game (All only, as the spec has it) has one. */
import { describe, expect, it } from 'vitest'

import { gameKinds } from '@/lib/catalogue'
import { catalogueTabs, kindsOfTab, listRoute, parseListQuery, routeView } from '@/lib/gameList'

describe('the game list’s tabs', () => {
  it('show every kind of game in exactly one tab but the dice game, which is in All only', () => {
    const shown = catalogueTabs.flatMap((tab) => kindsOfTab(tab) ?? [])
    expect([...shown].sort()).toEqual(gameKinds.filter((kind) => kind !== 'board').sort())
    expect(kindsOfTab('arcade')).toEqual(['arcade'])
  })

  it('keep All, New and Hot as the editors’ lists', () => {
    expect(['all', 'new', 'hot'].map(kindsOfTab)).toEqual([null, null, null])
  })
})

describe('a tab asked by name', () => {
  it('is one of the list’s tabs or an old link’s alias, never a property of every object', () => {
    const tabOf = (tab: string) => {
      const parsed = parseListQuery(new URLSearchParams({ tab }))
      return parsed.ok ? parsed.view.tab : undefined
    }
    expect(tabOf('street')).toBe('arcade')
    for (const odd of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(tabOf(odd), odd).toBe('all')
  })
})

describe('the view a route of the list renders, as the search box reads it', () => {
  const views = [
    { tab: 'all', page: 1, query: '' },
    { tab: 'fish', page: 1, query: '' },
    { tab: 'all', page: 3, query: '' },
    { tab: 'slot', page: 2, query: 'ang' },
    { tab: 'all', page: 1, query: 'ปลา' },
  ] as const

  it('is the view that the route was made for: a tab’s page by its segments, a search by its query', () => {
    for (const view of views) {
      const segments = (listRoute(view) ?? '/game').split('/').slice(2)
      const search = new URLSearchParams(view.query ? { tab: view.tab, q: view.query } : {})
      if (view.page > 1 && view.query) search.set('page', String(view.page))
      expect(routeView(segments, search), JSON.stringify(view)).toEqual(view)
    }
  })

  it('ignores the address’s query on a tab’s page, which was rendered without one', () => {
    const cached = new URLSearchParams({ tab: 'fish', q: 'coral' })
    expect(routeView(['fish', '1'], cached)).toEqual({ tab: 'fish', page: 1, query: '' })
    expect(routeView([], cached)).toEqual({ tab: 'all', page: 1, query: '' })
    // The segment that may follow, the page's own (with its query, in some versions of Next).
    expect(routeView(['fish', '2', '__PAGE__?{"q":"x"}'], cached).page).toBe(2)
  })

  it('is the first page of all games for segments that name no view', () => {
    for (const segments of [['search'], ['toString', '1'], ['fish', '0'], ['fish', 'x']])
      expect(routeView(segments, new URLSearchParams()), segments.join('/')).toEqual({
        tab: 'all',
        page: 1,
        query: '',
      })
  })
})
