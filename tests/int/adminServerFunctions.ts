/** The admin's server functions, called over HTTP as the admin's client calls them. */
import { serverActionKinds, type ServerActionKind } from '@/server/serverActions'

import { serverURL, type StaffLogin } from './helpers'

/** The id of one of the admin's server actions in the build the server runs. */
export function adminActionId(kind: ServerActionKind = 'serverFunction'): string {
  const found = [...serverActionKinds()].find(([, each]) => each === kind)
  if (!found) throw new Error(`The build has no server action of the admin's (${kind}).`)
  return found[0]
}

/**
 * Calls one of the admin's server functions as the admin's client does, and reads the value it
 * answered: row 1 of the flight answer, or `{ thrown }` when the call threw (an answered
 * `{ error }` is the function's own refusal).
 */
export async function serverFunction(
  login: StaffLogin,
  name: string,
  args: Record<string, unknown>,
) {
  const started = performance.now()
  const response = await fetch(`${serverURL}/admin`, {
    method: 'POST',
    headers: {
      authorization: login.headers.authorization,
      'next-action': adminActionId(),
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
    },
    body: JSON.stringify([{ name, args }]),
  })
  const text = await response.text()
  const row =
    text
      .split('\n')
      .find((line) => line.startsWith('1:'))
      ?.slice(2) ?? ''
  const value = row.startsWith('E') ? { thrown: row } : (JSON.parse(row || 'null') as unknown)
  return { status: response.status, text, value, ms: performance.now() - started }
}
