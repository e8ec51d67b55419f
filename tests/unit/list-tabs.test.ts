/** The game list's tabs: every game can be reached through one of the kinds' tabs. */
import { describe, expect, it } from 'vitest'

import { gameKinds } from '@/lib/catalogue'
import { catalogueTabs, kindsOfTab } from '@/lib/gameList'

describe('the game list’s tabs', () => {
  it('show every kind of game in exactly one tab, the dice game under Arcade', () => {
    const shown = catalogueTabs.flatMap((tab) => kindsOfTab(tab) ?? [])
    expect([...shown].sort()).toEqual([...gameKinds].sort())
    expect(kindsOfTab('arcade')).toContain('board')
  })

  it('keep All, New and Hot as the editors’ lists', () => {
    expect(['all', 'new', 'hot'].map(kindsOfTab)).toEqual([null, null, null])
  })
})
