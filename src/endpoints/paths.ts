/**
 * The paths of the site's own calls under /api, in one place: the endpoints (./index.ts) take
 * their paths from here, and the production server tells them from Payload's REST and GraphQL by
 * them (src/server/requestClass.ts) without loading Payload.
 */
export const endpointPaths = {
  health: '/health',
  createMember: '/createMember',
  hotGames: '/hotGames',
  newGames: '/newGames',
  typeGames: '/typeGames',
  submitEnquiry: '/submitEnquiry',
  demoWallet: '/demoWallet',
  translations: '/translations',
} as const

const prefixes = Object.values(endpointPaths).map((path) => `/api${path}`)

/** Whether a pathname (`/api/hotGames`, `/api/health/ready`) is one of those calls or under one. */
export const isEndpointPath = (pathname: string): boolean =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
