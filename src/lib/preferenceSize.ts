/**
 * How large an account's admin preference may be, whichever way it is written. The admin's
 * largest (a list's columns and sorts) is a few kilobytes; without a ceiling any staff session
 * could store 8 MB a request, through the keyed route, the collection's own REST and GraphQL
 * routes or the admin's `table-state`.
 */
export const maxPreferenceBytes = 64 * 1024
export const maxPreferenceKey = 200

export type PreferenceFault = { status: 400 | 413; message: string }

/** Why a preference is refused: its key's length, or the size of what is stored (in bytes). */
export function preferenceFault(key: string, bytes: number): PreferenceFault | undefined {
  if (key.length > maxPreferenceKey)
    return { status: 400, message: `A preference's key is at most ${maxPreferenceKey} characters.` }
  if (bytes > maxPreferenceBytes)
    return { status: 413, message: `A preference is at most ${maxPreferenceBytes / 1024} KB.` }
  return undefined
}
