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

/**
 * The calls under `/api/translations/{name}` (./translations.ts declares each by its name here).
 * A heavy one reads or writes a whole language of many entries, or an entry and its versions in
 * every language: a signed-in account's heavy calls take turns server-wide
 * (src/server/heavyCalls.ts).
 */
export const translationsCalls = {
  entry: { heavy: false },
  confirm: { heavy: false },
  review: { heavy: false },
  publication: { heavy: false },
  restore: { heavy: true },
  export: { heavy: true },
  import: { heavy: true },
} as const satisfies Record<string, { heavy: boolean }>
export type TranslationsCall = keyof typeof translationsCalls

/** The paths of the heavy ones, as the server meets them (`/api/translations/export`). */
export const heavyEndpointPaths: readonly string[] = Object.entries(translationsCalls)
  .filter(([, { heavy }]) => heavy)
  .map(([name]) => `/api${endpointPaths.translations}/${name}`)

const prefixes = Object.values(endpointPaths).map((path) => `/api${path}`)

/** Whether a pathname (`/api/hotGames`, `/api/health/ready`) is one of those calls or under one. */
export const isEndpointPath = (pathname: string): boolean =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
