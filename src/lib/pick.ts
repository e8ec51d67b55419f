/** A copy of an object with only the given keys (e.g. the label groups a client leaf needs). */
export function pick<T extends object, K extends keyof T>(
  object: T,
  keys: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(
    keys.filter((key) => key in object).map((key) => [key, object[key]]),
  ) as Pick<T, K>
}
