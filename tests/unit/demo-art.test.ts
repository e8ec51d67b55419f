import { describe, expect, it } from 'vitest'

import { gameArtOf } from '@/art/gameArt'

describe("a demo's art", () => {
  it("is the game's own motif and palette", () => {
    const art = { motif: 'koi', accent: '#ff7f50', highlight: '#7fdbff', background: '#04223a' }
    expect(gameArtOf({ theme: 'chinese', art })).toEqual({
      motif: 'koi',
      palette: ['#ff7f50', '#7fdbff', '#04223a'],
    })
  })

  it("is the theme's when the game has none or an incomplete palette", () => {
    const theme = gameArtOf({ theme: 'fishing' })
    expect(theme.motif).toBe('fish')
    const incomplete = { motif: 'koi', accent: '#ff7f50', highlight: 'gold', background: null }
    expect(gameArtOf({ theme: 'fishing', art: incomplete })).toEqual(theme)
  })
})
