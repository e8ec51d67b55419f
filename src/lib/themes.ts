/**
 * Each theme's look, written once: the covers (`src/art`), the demos' symbols (`src/art/gameArt.ts`)
 * and the game list's groups take their motifs and colours from here. Motif names are those of
 * the drawing library (`src/art/motifs`); a unit test checks that each is drawn.
 */
import type { GameTheme } from './catalogue'

/** Accent, highlight and (dark) background: the three colours a game's art is painted in. */
export type Palette = [string, string, string]

export type ThemeLook = {
  /**
   * The theme's emblem: the motif of a game that has none of its own, and what an unknown motif
   * name is drawn as.
   */
  emblem: string
  /** The palette of a game that has none of its own. */
  palette: Palette
  /** The demos' premium symbols, best first (the wild is drawn from them too). */
  premium: string[]
  /** The demos' scatter candidates. */
  scatter: string[]
  /** Smaller props that may stand beside the emblem on a cover. */
  companions: string[]
}

export const themeLooks: Record<GameTheme, ThemeLook> = {
  chinese: {
    emblem: 'dragon',
    palette: ['#ff3d4e', '#ffc83d', '#2a0a12'],
    premium: [
      'dragon',
      'tiger',
      'phoenix',
      'koi',
      'fortune-cat',
      'panda',
      'ingot',
      'coin',
      'lantern',
      'flower',
    ],
    scatter: ['lantern', 'coin'],
    companions: ['coin', 'ingot', 'lantern', 'flower'],
  },
  classic: {
    emblem: 'seven',
    palette: ['#ff3d7f', '#ffd166', '#1a0b2e'],
    premium: ['seven', 'crown', 'diamond', 'bell', 'clover', 'fruit', 'star'],
    scatter: ['star', 'bell'],
    companions: ['star', 'diamond', 'bell', 'clover', 'crown'],
  },
  fantasy: {
    emblem: 'crystal',
    palette: ['#8b5cff', '#7ef0ff', '#120a32'],
    premium: ['wizard', 'unicorn', 'castle', 'crystal', 'potion', 'mask', 'sun', 'moon', 'pyramid'],
    scatter: ['moon', 'crystal'],
    companions: ['crystal', 'potion', 'star', 'moon'],
  },
  fishing: {
    emblem: 'fish',
    palette: ['#1fb6ff', '#ffd84d', '#04203a'],
    premium: ['mermaid', 'whale', 'shark', 'octopus', 'turtle', 'fish', 'anchor'],
    scatter: ['anchor', 'turtle'],
    companions: ['fish', 'turtle', 'anchor', 'octopus'],
  },
  western: {
    emblem: 'sheriff-star',
    palette: ['#ff8a3d', '#ffd166', '#2a1408'],
    premium: ['sheriff-star', 'wagon', 'horseshoe', 'gold-nugget', 'cactus', 'pickaxe', 'coin'],
    scatter: ['horseshoe', 'sheriff-star'],
    companions: ['gold-nugget', 'horseshoe', 'cactus', 'sheriff-star'],
  },
}
