import { describe, expect, it } from 'vitest'

import { motifFor, motifs } from '@/art/motifs'
import { gameArtOf } from '@/art/gameArt'
import { gameThemes } from '@/lib/catalogue'
import { themeLooks } from '@/lib/themes'

describe("each theme's look", () => {
  it('names only motifs the drawing library draws', () => {
    for (const theme of gameThemes) {
      const look = themeLooks[theme]
      for (const motif of [look.emblem, ...look.premium, ...look.scatter, ...look.companions])
        expect(motifs[motif], `${theme}: no drawing for "${motif}"`).toBeDefined()
    }
  })

  it('is the one a game without art of its own gets, in its demo and on its cover', () => {
    for (const theme of gameThemes) {
      const { emblem, palette } = themeLooks[theme]
      expect(gameArtOf({ theme })).toEqual({ motif: emblem, palette })
      // A motif name the library does not know (new content before new art) is the emblem.
      expect(motifFor('not-drawn-yet', theme)).toBe(motifs[emblem])
    }
  })
})
