import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { maxBalance, startingBalance } from '@/demo/wallet'
import { clientAddress } from '@/lib/clientAddress'
import { memberAccountLength, memberAccountPattern } from '@/lib/constants'
import { env } from '@/lib/env'
import { createRateLimiter } from '@/limits/rateLimit'

import { fail, guarded, json, readJson } from './lib/http'
import { endpointPaths } from './paths'

const account = z
  .string()
  .regex(
    memberAccountPattern,
    `account must be exactly ${memberAccountLength} letters or digits (A–Z, a–z, 0–9)`,
  )

const balance = z
  .number()
  .finite()
  .min(0, 'balance must not be negative')
  .max(maxBalance, `balance must not exceed ${maxBalance}`)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'balance must have at most 2 decimals',
  )

const walletBody = z.union([
  z.object({ account, balance }).strict(),
  z.object({ account, reset: z.literal(true) }).strict(),
])

/**
 * The balances one client address may store per minute. Each is a row update (and its WAL): one
 * client wrote 200 in 19 s (round 36). A player's page saves 600 ms after the last change, about
 * two saves a spin, and on a refusal keeps playing and saves again after `Retry-After`.
 */
const writes = createRateLimiter({
  name: 'demo-wallet',
  limit: env().DEMO_WALLET_RATE_LIMIT,
  windowMs: 60_000,
})

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({ field: issue.path.join('.') || null, message: issue.message }))

async function findMember(req: PayloadRequest, account: string) {
  const { docs } = await req.payload.find({
    collection: 'members',
    where: { account: { equals: account } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { balance: true },
  })
  return docs[0] ?? null
}

const noMember = () =>
  fail(404, 'No member with this account. Create it first with POST /api/createMember.')
const answer = (value: number | null | undefined) =>
  json({ data: { balance: value ?? startingBalance } })

const log = (req: PayloadRequest) => (error: unknown) =>
  req.payload.logger.error({ err: error }, 'demoWallet failed')

/**
 * The free trials' play money, kept per anonymous member so a reload continues the session.
 * GET /api/demoWallet?account=… → { data: { balance } }.
 * POST /api/demoWallet { account, balance } stores a balance; { account, reset: true } restores
 * the starting balance. Play money only: it is never paid out, so the games report it.
 */
export const demoWalletRead: Endpoint = {
  path: endpointPaths.demoWallet,
  method: 'get',
  handler: (req) =>
    guarded(async () => {
      const parsed = account.safeParse(new URL(req.url!).searchParams.get('account') ?? '')
      if (!parsed.success) return fail(400, 'Invalid account.', { issues: issuesOf(parsed.error) })
      const member = await findMember(req, parsed.data)
      return member ? answer(member.balance) : noMember()
    }, log(req)),
}

export const demoWalletWrite: Endpoint = {
  path: endpointPaths.demoWallet,
  method: 'post',
  handler: (req) =>
    guarded(async () => {
      const verdict = await writes.hit(clientAddress(req.headers))
      if (!verdict.allowed) {
        return fail(
          429,
          'Too many balance changes from this address. Play on: the balance is kept again in a moment.',
          {},
          { 'retry-after': String(verdict.retryAfter) },
        )
      }
      const body = await readJson(req as Request, 1024)
      if (!body.ok) return body.response
      const parsed = walletBody.safeParse(body.value)
      if (!parsed.success) return fail(400, 'Invalid balance.', { issues: issuesOf(parsed.error) })
      const member = await findMember(req, parsed.data.account)
      if (!member) return noMember()
      const next = 'reset' in parsed.data ? startingBalance : parsed.data.balance
      await req.payload.update({
        collection: 'members',
        id: member.id,
        data: { balance: next },
        overrideAccess: true,
        depth: 0,
      })
      return answer(next)
    }, log(req)),
}

export const demoWallet = [demoWalletRead, demoWalletWrite]
