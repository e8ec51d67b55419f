import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/** Paths inside a site, from the one routing table (`/jp/game`). */
export const { getPathname } = createNavigation(routing)
