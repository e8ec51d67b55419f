import { lighten } from '../color'
import { rect } from '../svg'
import { chinese } from './chinese'
import { classic } from './classic'
import { fantasy } from './fantasy'
import { fishing } from './fishing'
import type { GameTheme } from '@/lib/catalogue'

import type { Scene } from './shared'
import { western } from './western'

export { HEIGHT, WIDTH, type Scene } from './shared'

const painters: Record<GameTheme, (s: Scene) => string> = {
  chinese,
  classic,
  fantasy,
  fishing,
  western,
}

export function backdrop(theme: GameTheme, s: Scene): string {
  return painters[theme](s)
}

/** The halo right behind the emblem (one radial gradient on a square just big enough). */
export function halo(s: Scene, radius: number): string {
  const [x, y] = s.focus
  const fill = s.defs.radial(
    [
      [0, lighten(s.c.highlight, 0.35), 0.6],
      [0.35, s.c.accent, 0.32],
      [1, s.c.accent, 0],
    ],
    { user: true, cx: x, cy: y, r: radius },
  )
  return rect(x - radius, y - radius, radius * 2, radius * 2, { fill })
}
