import type { Endpoint, PayloadRequest } from 'payload'

import { createMemberBody } from '@/lib/member'
import { clientAddress } from '@/lib/clientAddress'
import { createRateLimiter } from '@/limits/rateLimit'

import { fail, guarded, json, readJson } from './lib/http'
import { endpointPaths } from './paths'
import { env } from '@/lib/env'

/** New anonymous members one client may create per minute (returning accounts are not counted). */
const creations = createRateLimiter({
  name: 'create-member',
  limit: env().MEMBER_RATE_LIMIT,
  windowMs: 60_000,
})

const publicFields = (member: {
  account: string
  currency: string
  createdAt: string
  lastSeenAt: string
}) => ({
  account: member.account,
  currency: member.currency,
  createdAt: member.createdAt,
  lastSeenAt: member.lastSeenAt,
})

/** A member seen again within this is answered as stored, without a write. */
const seenAgainMs = 60_000

/**
 * The member with this account, seen again now. A returning account is not counted by the limit
 * on new ones, so each call wrote its "last seen": one client holding an account wrote as fast as
 * it asked (round 31: 200 writes in 10 s). Within a minute of the last, nothing is written.
 */
async function touch(req: PayloadRequest, account: string) {
  const { docs } = await req.payload.find({
    collection: 'members',
    where: { account: { equals: account } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const member = docs[0]
  if (!member) return undefined
  if (Date.now() - Date.parse(member.lastSeenAt) < seenAgainMs) return member
  return req.payload.update({
    collection: 'members',
    id: member.id,
    data: { lastSeenAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * POST /api/createMember {account, currency}: registers the visitor's anonymous demo account.
 * Idempotent: the same account again is the same member, seen again.
 */
export const createMember: Endpoint = {
  path: endpointPaths.createMember,
  method: 'post',
  handler: (req) =>
    guarded(
      async () => {
        const body = await readJson(req as Request, 1024)
        if (!body.ok) return body.response
        const parsed = createMemberBody.safeParse(body.value)
        if (!parsed.success) {
          return fail(400, 'Invalid member.', {
            issues: parsed.error.issues.map((issue) => ({
              field: issue.path.join('.') || null,
              message: issue.message,
            })),
          })
        }
        const { account, currency } = parsed.data

        const existing = await touch(req, account)
        if (existing) return json({ data: publicFields(existing) })

        const verdict = await creations.hit(clientAddress(req.headers))
        if (!verdict.allowed) {
          return fail(
            429,
            'Too many new accounts from this address. Please try again later.',
            {},
            { 'retry-after': String(verdict.retryAfter) },
          )
        }
        try {
          const member = await req.payload.create({
            collection: 'members',
            data: { account, currency, lastSeenAt: new Date().toISOString() },
            overrideAccess: true,
            depth: 0,
          })
          return json({ data: publicFields(member) }, 201)
        } catch (error) {
          // Another request created the same account a moment ago: that member is this one.
          const raced = await touch(req, account)
          if (raced) return json({ data: publicFields(raced) })
          throw error
        }
      },
      (error) => req.payload.logger.error({ err: error }, 'createMember failed'),
    ),
}
