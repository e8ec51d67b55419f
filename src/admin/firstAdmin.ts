import { APIError, type Payload } from 'payload'
import { env } from '@/lib/env'

/**
 * How a studio gets its first admin.
 *
 * A local `npm start`/`npm run dev` on the embedded database (which only its own user can reach)
 * keeps Payload's welcome screen: `scripts/lib/environment.ts` sets FIRST_USER_SCREEN=open when
 * it starts that database. Everywhere else (a DATABASE_URL of the operator's, the Docker image)
 * the screen and `POST /api/users/first-register` are closed, and the first admin comes from
 * `npm run create-admin` or from ADMIN_EMAIL/ADMIN_PASSWORD when the server first starts.
 */
export const firstUserScreenOpen = () => env().FIRST_USER_SCREEN === 'open'

export const firstUserClosedMessage =
  'This studio has no account yet, and the first admin is not made here. On the server, run: npm run create-admin -- --email you@example.com (or start the Docker image once with ADMIN_EMAIL and ADMIN_PASSWORD set).'

/** The request context that lets the first account be made while the welcome screen is closed. */
export const firstAdminContext = { firstAdmin: true } as const

/** Refuses the first account unless it comes from create-admin (or the local welcome screen). */
export function assertFirstUserAllowed(context: Record<string, unknown>) {
  if (firstUserScreenOpen() || context.firstAdmin === true) return
  throw new APIError(firstUserClosedMessage, 403, undefined, true)
}

export const minimumPasswordLength = 12

export type NewAdmin = { email: string; password: string; name?: string }

/** Makes an admin account; refuses a short password or an e-mail address already in use. */
export async function createAdmin(payload: Payload, { email, password, name }: NewAdmin) {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error(`“${email}” is not an e-mail address.`)
  if (password.length < minimumPasswordLength)
    throw new Error(`The password must have at least ${minimumPasswordLength} characters.`)
  const existing = await payload.count({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    overrideAccess: true,
  })
  if (existing.totalDocs) throw new Error(`An account with the e-mail ${email} exists already.`)
  return payload.create({
    collection: 'users',
    data: { email, password, name: name || email.split('@')[0], role: 'admin', languages: [] },
    overrideAccess: true,
    context: firstAdminContext,
  })
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD (e.g. in docker compose): the first admin, made when the server
 * starts on a database without any account; ignored once an account exists.
 */
export async function createAdminFromEnvironment(payload: Payload) {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env()
  if (!email || !password) return
  try {
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    if (totalDocs) return
    await createAdmin(payload, { email, password })
    payload.logger.info(
      `The first admin account (${email}) was made from ADMIN_EMAIL and ADMIN_PASSWORD; remove ADMIN_PASSWORD from the environment.`,
    )
  } catch (error) {
    payload.logger.error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${(error as Error).message}`)
  }
}
