/** The product's fixed figures: update checks, chunk reloads, demo accounts. */

/** How often an open page checks for a newer deployment. */
export const buildCheckIntervalMs = 3_600_000

/** A failed code chunk reloads the page at most once in this window. */
export const chunkReloadWindowMs = 10_000

/** Files whose name changes with their contents: browsers may keep them for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable'

/**
 * Anonymous demo accounts: length and alphabet, and the currency `POST /api/createMember` names
 * (the original's fixed CNY). The balance is kept in credits; each site shows it in its own
 * currency (`creditValue` in the locale table).
 */
export const memberAccountLength = 32
export const memberAccountPattern = /^[A-Za-z0-9]{32}$/
export const memberCurrencies = ['CNY'] as const
