import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TaskConfig,
} from 'payload'

import type { Enquiry } from '@/payload-types'
import { env } from '@/lib/env'

/** Attempts before a notification is given up (the back-off doubles from 10 s: about 11 hours in all). */
export const notificationAttempts = 12

export type NotificationState = 'queued' | 'sent' | 'retrying' | 'failed'

/** The e-mail that tells the business team about an enquiry. */
function notificationOf(enquiry: Enquiry, to: string) {
  const subject = `New enquiry (${enquiry.type}) from ${enquiry.company}`
  const text = [
    `${enquiry.name} <${enquiry.email}>, ${enquiry.company}, ${enquiry.country}`,
    `Contact: ${enquiry.channel}${enquiry.handle ? ` ${enquiry.handle}` : ''} · site /${enquiry.site} (${enquiry.locale})`,
    '',
    enquiry.message,
  ].join('\n')
  return { to, subject, text }
}

async function recipient(payload: Payload): Promise<string> {
  const { ENQUIRY_NOTIFY_TO } = env()
  if (ENQUIRY_NOTIFY_TO) return ENQUIRY_NOTIFY_TO
  const settings = await payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    .catch(() => null)
  return settings?.contactEmail || 'partners@starfin.example.com'
}

type NewEnquiry = Omit<
  Enquiry,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'status'
  | 'notes'
  | 'notification'
  | 'notificationAttempts'
  | 'notificationError'
  | 'notifiedAt'
>

/**
 * Stores an enquiry and queues its notification in one transaction: an enquiry is never stored
 * without its notification queued, and a crash after the commit leaves the job for the queue.
 */
export async function storeEnquiry(req: PayloadRequest, enquiry: NewEnquiry): Promise<Enquiry> {
  const shouldCommit = await initTransaction(req)
  try {
    const saved = await req.payload.create({
      collection: 'enquiries',
      data: { ...enquiry, status: 'new', notification: 'queued', notificationAttempts: 0 },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await req.payload.jobs.queue({ task: 'notifyEnquiry', input: { enquiry: saved.id }, req })
    if (shouldCommit) await commitTransaction(req)
    return saved
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Sends an enquiry's notification. The job stays queued until the mail server takes the message;
 * each attempt is written on the enquiry (state, attempts, last error) for the admin.
 */
export const notifyEnquiryTask = {
  slug: 'notifyEnquiry',
  label: 'Notify the business team of an enquiry',
  inputSchema: [{ name: 'enquiry', type: 'number', required: true }],
  retries: { attempts: notificationAttempts, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const id = (input as { enquiry: number }).enquiry
    const enquiry = await payload.findByID({
      collection: 'enquiries',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    // An enquiry deleted in the meantime needs no notification.
    if (!enquiry) return { output: {} }
    const attempts = (enquiry.notificationAttempts ?? 0) + 1
    try {
      await payload.sendEmail(notificationOf(enquiry, await recipient(payload)))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const state: NotificationState = attempts > notificationAttempts ? 'failed' : 'retrying'
      // Written outside the job's transaction, so that it stays when the attempt is rolled back.
      await payload.update({
        collection: 'enquiries',
        id,
        data: {
          notification: state,
          notificationAttempts: attempts,
          notificationError: message.slice(0, 500),
        },
        overrideAccess: true,
        depth: 0,
      })
      // One line an attempt: the job's log line (`src/observe/logger.ts`) carries this message.
      throw new Error(`Notification of enquiry ${id} failed: ${message}`, { cause: error })
    }
    await payload.update({
      collection: 'enquiries',
      id,
      data: {
        notification: 'sent',
        notificationAttempts: attempts,
        notificationError: null,
        notifiedAt: new Date().toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    })
    return { output: {} }
  },
} satisfies TaskConfig
