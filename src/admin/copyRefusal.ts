/**
 * A refused "Copy to locale" shown in the drawer. The server answers a copy the account may not
 * make with `{ error }` (`copyToLocaleAsDraft`, serverFunctions.ts), as Payload's other server
 * functions answer theirs, but Payload's drawer shows a message only when the call throws: it
 * ignored the answer, closed and opened the target language unchanged, and the translator was
 * told nothing. The client's call throws the refusal instead, which the drawer shows as a toast;
 * one that only says there is nothing to copy is marked so (`nothingToCopy`), for the translators'
 * own button to show it as information.
 */
export function throwingRefusal<Args, Result extends { data?: unknown } | undefined>(
  copy: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result> {
  return async (args) => {
    const result = await copy(args)
    const data = result?.data as { error?: unknown; nothingToCopy?: unknown } | null | undefined
    if (typeof data?.error === 'string' && data.error)
      throw Object.assign(new Error(data.error), { nothingToCopy: data.nothingToCopy === true })
    return result
  }
}
