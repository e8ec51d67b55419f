/** Browser tests' ways into the admin, shared by the specs that sign people in. */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from '@playwright/test'
import { ownAddress } from './addresses'
import { runScript } from './scripts'

/**
 * Makes an admin account as an operator does (`tsx scripts/create-admin.ts`); a failure says why,
 * with what the script printed.
 */
export function createAdmin(email: string, password: string): void {
  try {
    runScript(['scripts/create-admin.ts', '--email', email], {
      ...process.env,
      ADMIN_PASSWORD: password,
    })
  } catch (error) {
    // Run again after an unsettled end (runScript), the script finds the account its first run
    // made: the account this test asked for, as asked.
    if (!String((error as Error).message).includes(`${email} exists already`)) throw error
  }
}

/** A new admin's credentials for the REST API: the account made by `createAdmin`, signed in. */
export async function newAdminHeaders(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  createAdmin(email, password)
  const login = await request.post('/api/users/login', {
    headers: ownAddress(),
    data: { email, password },
  })
  expect(login.ok(), await login.text()).toBe(true)
  return { authorization: `JWT ${(await login.json()).token}` }
}

/** A document lock's release (`src/admin/ReleaseLockOnLeave.tsx`). */
const isLockRelease = (request: Request) =>
  request.method() === 'DELETE' &&
  new URL(request.url()).pathname === '/api/payload-locked-documents'

/**
 * Leaves the page as a closing tab does: its `pagehide` releases the lock of a form it holds, and
 * the release is waited for (at most a few seconds). Closed at once, a context's `keepalive`
 * release was not always out before the next test's colleague opened the same game on a loaded
 * machine, who met the lock (423, `admin-walk30.spec.ts:122`; Chromium's headless shell drops it
 * always).
 */
async function leave(page: Page) {
  const releases: Promise<unknown>[] = []
  const onRequest = (request: Request) => {
    if (isLockRelease(request)) releases.push(request.response())
  }
  page.on('request', onRequest)
  try {
    const released = (async () => {
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
      // The release is sent within the event's handler: its request has been seen once a round
      // trip to the page is.
      await page.evaluate(() => undefined)
      await Promise.all(releases)
    })()
    await Promise.race([released, new Promise((done) => setTimeout(done, 5_000))])
  } catch {
    // A page already closed, or gone to an address of no script: nothing of it to release.
  } finally {
    page.off('request', onRequest)
  }
}

/**
 * A browser on a staff member's own machine: its requests come from an address of its own, as
 * each person's do (logins are limited per client address). Closing it leaves its pages first,
 * as closing a browser's tabs does.
 */
export async function staffContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, ...ownAddress() },
  })
  const close = context.close.bind(context)
  context.close = async (closing) => {
    await Promise.all(context.pages().map(leave))
    return close(closing)
  }
  return context
}

/** Signs in through the admin's login form, as a person would, in a browser context of its own. */
export async function signInToAdmin(
  browser: Browser,
  email: string,
  password: string,
  context: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await staffContext(browser, context)).newPage()
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  return page
}

/**
 * Signs in as the admin's login form does (`POST /api/users/login`, whose answer sets the session
 * and admin-language cookies), without drawing the form and the dashboard: a blank page in a
 * browser context of its own, for a test that opens the screen it is about.
 */
export async function signInQuickly(
  browser: Browser,
  email: string,
  password: string,
  context: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await staffContext(browser, context)).newPage()
  const response = await page.request.post('/api/users/login', { data: { email, password } })
  expect(response.ok(), await response.text()).toBe(true)
  return page
}

/** A write through the REST API with these credentials that must succeed; its JSON answer. */
export async function apiWrite(
  request: APIRequestContext,
  headers: Record<string, string>,
  method: 'post' | 'patch',
  path: string,
  data: object,
) {
  const response = await request[method](path, { headers, data })
  expect(response.ok(), await response.text()).toBe(true)
  return response.json()
}

/** Staff accounts made through the REST API by an admin (`headers`), each with its role and languages. */
export async function createStaff(
  request: APIRequestContext,
  headers: Record<string, string>,
  accounts: readonly (readonly [role: string, email: string, languages: readonly string[]])[],
  password: string,
  name: string,
): Promise<void> {
  for (const [role, email, languages] of accounts) {
    const created = await request.post('/api/users', {
      headers,
      data: { email, password, name, role, languages },
    })
    expect(created.status(), await created.text()).toBe(201)
  }
}

/** The database id of the game with this game id, read as `headers`' account. */
export async function gameDocId(
  request: APIRequestContext,
  headers: Record<string, string>,
  gameId: number,
): Promise<number> {
  const games = await request.get(`/api/games?where[gameId][equals]=${gameId}&depth=0`, {
    headers,
  })
  return (await games.json()).docs[0].id
}
