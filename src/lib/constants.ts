/** The product's fixed figures: update checks, chunk reloads, demo accounts. */

/** How often an open page checks for a newer deployment. */
export const buildCheckIntervalMs = 3_600_000

/** A failed code chunk reloads the page at most once in this window. */
export const chunkReloadWindowMs = 10_000

/** Anonymous demo accounts: length and alphabet, and their play-money currency. */
export const memberAccountLength = 32
export const memberAccountPattern = /^[A-Za-z0-9]{32}$/
export const memberCurrencies = ['CNY'] as const
