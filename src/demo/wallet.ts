/** The play-money wallet of the built-in demos: the rules both the endpoint and the games follow. */

/** What a member plays with at first, and after "reset balance". */
export const startingBalance = 2000

/** The most play money a member can hold. */
export const maxBalance = 10_000_000

/** Play money is counted in cents in the games, so sums never drift. */
export const toCents = (amount: number) => Math.round(amount * 100)
export const fromCents = (cents: number) => cents / 100
