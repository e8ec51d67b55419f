/**
 * The admin's server functions (Next's server actions: a POST with a `Next-Action` header, or a
 * form naming the action in its fields; every POST to `/admin`) are for signed-in staff. Called by anyone else they ran Payload's handler, which refused with an
 * error Next answers as a 500, or failed to decode the body (the same 500): any stranger could
 * fill the log with errors. They are refused here with a 403, before the body is read. The one
 * screen that needs them without a session is Payload's first-account screen, where it is open
 * (`FIRST_USER_SCREEN=open`: a local start and the tests; `src/admin/firstAdmin.ts`), and only
 * while no account exists: once the first admin is made, the screen's functions are staff's too.
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import { requestClassOf } from './requestClass'

/**
 * The admin's two server actions, told apart by what they take: the layout's `serverFunction`
 * (`src/app/(payload)/layout.tsx`: one call, `[{ "name": …, "args": … }]`) and Payload's language
 * switch (its root layout's: the encrypted bound cookie prefix and a language, two strings).
 */
export type ServerActionKind = 'serverFunction' | 'switchLanguage'

/**
 * Each server action's id in this build, and which of the two it is, from Next's manifest. A call
 * shaped for the other (a staff account sending `[{ "name": … }]` to the language switch) failed
 * in Next's decoding of its bound argument: a 500 and a stack in the log (round 38, F1).
 */
export function serverActionKinds(distDir = '.next'): Map<string, ServerActionKind> {
  const kinds = new Map<string, ServerActionKind>()
  let manifest: { node?: Record<string, { filename?: string }> }
  try {
    manifest = JSON.parse(
      readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
    )
  } catch {
    return kinds
  }
  for (const [id, { filename = '' }] of Object.entries(manifest.node ?? {})) {
    if (filename.endsWith('(payload)/layout.tsx')) kinds.set(id, 'serverFunction')
    else if (filename.includes('@payloadcms/next/') && filename.includes('/layouts/Root/'))
      kinds.set(id, 'switchLanguage')
  }
  return kinds
}

const firstUserScreen = /^\/admin\/create-first-user\/?(?:\?|$)/

type Options = {
  firstUserScreenOpen?: boolean
  /** Whether any account exists (Payload's `GET /api/users/init`); once true, it stays true. */
  accountsExist?: () => Promise<boolean>
}

export function serverActionsForStaff({
  firstUserScreenOpen = false,
  accountsExist = async () => false,
}: Options) {
  let someAccount = false
  /** True when it answered (403). */
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (req.method !== 'POST') return false
    const { who, what } = requestClassOf(req)
    // Every POST to the admin is a server function (sign-in and the rest go to the API), with
    // the header or as a form whose fields name the action (`$ACTION_ID_…`).
    if (what !== 'admin' && req.headers['next-action'] === undefined) return false
    if (who === 'staff') return false
    if (firstUserScreenOpen && firstUserScreen.test(req.url ?? '')) {
      someAccount ||= await accountsExist()
      if (!someAccount) return false
    }
    res.writeHead(403, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
    })
    res.end(JSON.stringify({ errors: [{ message: 'Sign in to the admin first.' }] }))
    return true
  }
}

export type ServerActionsForStaff = ReturnType<typeof serverActionsForStaff>
