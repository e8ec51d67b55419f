/**
 * The game number in an address (`/en/detail/24`, `/demo/24`): undefined when the segment is no
 * game number at all. `canonical` is false when it is written another way (`0024`), which the
 * pages answer with a permanent redirect, so that each game has one address.
 */
export function gameNumberOf(segment: string): { number: number; canonical: boolean } | undefined {
  if (!/^\d{1,20}$/.test(segment)) return undefined
  const number = Number(segment)
  if (number < 1 || number > 999_999_999) return undefined
  return { number, canonical: String(number) === segment }
}
