import type { Endpoint } from 'payload'

import { enquiryBody, enquiryErrors } from '@/lib/enquiry'
import { clientKey, createRateLimiter } from '@/lib/rateLimit'

import { fail, guarded, json, readJson } from './lib/http'

const perClient = createRateLimiter({ name: 'enquiry', limit: Number(process.env.ENQUIRY_RATE_LIMIT ?? 5), windowMs: 10 * 60_000 })

/**
 * POST /api/submitEnquiry: the contact form. The enquiry is committed to the database before
 * the visitor is told it was received; the e-mail to the business team follows, and its
 * failure (or the absence of SMTP) never loses the enquiry.
 */
export const submitEnquiry: Endpoint = {
  path: '/submitEnquiry',
  method: 'post',
  handler: (req) =>
    guarded(async () => {
      const body = await readJson(req as Request, 16 * 1024)
      if (!body.ok) return body.response
      const parsed = enquiryBody.safeParse(body.value)
      if (!parsed.success) return fail(400, 'Please check the highlighted fields.', { fields: enquiryErrors(parsed.error) })

      const { website, ...enquiry } = parsed.data
      const verdict = await perClient.hit(clientKey(req.headers))
      if (!verdict.allowed) {
        return fail(429, 'Too many enquiries from this address. Please wait a few minutes and try again.', {}, { 'retry-after': String(verdict.retryAfter) })
      }
      // A filled spam trap gets the same answer as a person, and nothing is stored.
      if (website) return json({ received: true }, 201)

      const saved = await req.payload.create({
        collection: 'enquiries',
        data: { ...enquiry, handle: enquiry.handle || null, status: 'new' },
        overrideAccess: true,
        depth: 0,
      })

      const to = process.env.ENQUIRY_NOTIFY_TO
      const subject = `New enquiry (${enquiry.type}) from ${enquiry.company}`
      const text = [
        `${enquiry.name} <${enquiry.email}>, ${enquiry.company}, ${enquiry.country}`,
        `Contact: ${enquiry.channel}${enquiry.handle ? ` ${enquiry.handle}` : ''} · site /${enquiry.site} (${enquiry.locale})`,
        '',
        enquiry.message,
      ].join('\n')
      const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }).catch(() => null)
      req.payload
        .sendEmail({ to: to || settings?.contactEmail || 'partners@starfin.example.com', subject, text })
        .catch((error: unknown) => req.payload.logger.error({ err: error }, `Notification of enquiry ${saved.id} failed; the enquiry is stored.`))
      return json({ received: true }, 201)
    }, (error) => req.payload.logger.error({ err: error }, 'submitEnquiry failed')),
}
