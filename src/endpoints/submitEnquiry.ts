import type { Endpoint } from 'payload'

import { storeEnquiry } from '@/jobs/notifyEnquiry'

import { enquiryBody, enquiryErrors } from '@/enquiries/schema'
import { oneLineProblem } from '@/lib/oneLine'
import { clientAddress } from '@/lib/clientAddress'
import { createRateLimiter } from '@/limits/rateLimit'

import { fail, guarded, json, readJson } from './lib/http'
import { endpointPaths } from './paths'
import { env } from '@/lib/env'

const perClient = createRateLimiter({
  name: 'enquiry',
  limit: env().ENQUIRY_RATE_LIMIT,
  windowMs: 10 * 60_000,
})

/**
 * POST /api/submitEnquiry: the contact form. The enquiry and the job that e-mails the business
 * team are committed together before the visitor is told it was received; the job queue sends
 * the e-mail, retrying until the mail server takes it, also after a restart (jobs/notifyEnquiry).
 */
export const submitEnquiry: Endpoint = {
  path: endpointPaths.submitEnquiry,
  method: 'post',
  handler: (req) =>
    guarded(
      async () => {
        const body = await readJson(req as Request, 16 * 1024)
        if (!body.ok) return body.response
        const parsed = enquiryBody.safeParse(body.value)
        if (!parsed.success) {
          const fields = enquiryErrors(parsed.error)
          const lines = Object.keys(fields).filter((field) => fields[field] === 'oneLine')
          return fail(
            400,
            ['Please check the highlighted fields.', ...lines.map(oneLineProblem)].join(' '),
            { fields },
          )
        }

        const { website, ...enquiry } = parsed.data
        const verdict = await perClient.hit(clientAddress(req.headers))
        if (!verdict.allowed) {
          return fail(
            429,
            'Too many enquiries from this address. Please wait a few minutes and try again.',
            {},
            { 'retry-after': String(verdict.retryAfter) },
          )
        }
        // A filled spam trap gets the same answer as a person, and nothing is stored.
        if (website) return json({ received: true }, 201)

        await storeEnquiry(req, { ...enquiry, handle: enquiry.handle || null })
        return json({ received: true }, 201)
      },
      (error) => req.payload.logger.error({ err: error }, 'submitEnquiry failed'),
    ),
}
