/** The game list's tabs: every kind of game but the board game (All only, as the spec has it) has one. */
import { describe, expect, it } from 'vitest'

import { gameKinds } from '@/lib/catalogue'
import { catalogueTabs, kindsOfTab, parseListQuery } from '@/lib/gameList'

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
