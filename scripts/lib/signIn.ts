import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { firstAdminContext } from '../../src/admin/firstAdmin'

/**
 * An admin account of a measuring script (made, or given a new password), signed in at `origin`:
 * the headers its requests send, as the admin's own pages are asked for (Payload takes the
 * session cookie from the site itself).
 */
export async function signedInAdmin(
  payload: Payload,
  origin: string,
  { email, name }: { email: string; name: string },
): Promise<Record<string, string>> {
  const password = randomBytes(18).toString('base64url')
  const account = { email, password, name, role: 'admin' as const }
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  if (docs[0])
    await payload.update({
      collection: 'users',
      id: docs[0].id,
      data: account,
      overrideAccess: true,
    })
  else
    await payload.create({
      collection: 'users',
      data: account,
      overrideAccess: true,
      context: firstAdminContext,
    })
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`the login of ${email} was refused (${login.status})`)
  return { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }
}
