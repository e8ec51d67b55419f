/**
 * Scheduled publishes that failed at their minute: the job ran and was refused (a text emptied
 * after the schedule was saved, say). Payload keeps such a job with its error and lists it nowhere:
 * the event left the document's upcoming list and its reason was in the server's log alone (walk
 * 30, F11). Here the editors read it on the document and above the review queue, with why, in
 * their admin language, until the language is published after it.
 */
import type { PayloadRequest, Where } from 'payload'

import { defaultContentLocale, isContentLocale, type ContentLocale } from '@/i18n/locales'
import { publishFault } from '@/lib/publishFault'

import type { EntryRef } from './entries'

export type FailedSchedule = {
  ref: EntryRef
  /** The language it was to publish; none for all languages. */
  locale?: ContentLocale
  /** The minute it was scheduled for. */
  at: string
  /** Why it cannot go out now, as "Publish in …" says it; none when it could go out now. */
  reason?: string
}

type ScheduleJob = {
  input?: {
    type?: string
    locale?: string
    doc?: { relationTo?: string; value?: unknown }
    global?: string
  } | null
  waitUntil?: string | null
  createdAt: string
}

const refOf = (input: NonNullable<ScheduleJob['input']>): EntryRef | undefined => {
  if (input.doc?.relationTo && input.doc.value != null) {
    const value = input.doc.value
    const id = typeof value === 'object' ? (value as { id?: unknown }).id : value
    return typeof id === 'number' || typeof id === 'string'
      ? { collection: input.doc.relationTo, id: /^\d+$/.test(String(id)) ? Number(id) : id }
      : undefined
  }
  return input.global ? { global: input.global } : undefined
}

const sameRef = (a: EntryRef, b: EntryRef) =>
  'global' in a
    ? 'global' in b && a.global === b.global
    : 'collection' in b && a.collection === b.collection && String(a.id) === String(b.id)

/** Whether the entry was published in that language (or in all) after the failed minute. */
async function publishedSince(req: PayloadRequest, failed: FailedSchedule): Promise<boolean> {
  const where: Where = {
    and: [
      { 'version._status': { equals: 'published' } },
      { snapshot: { not_equals: true } },
      { createdAt: { greater_than: failed.at } },
      ...('global' in failed.ref ? [] : [{ parent: { equals: failed.ref.id } }]),
    ],
  }
  const options = { where, depth: 0, limit: 20, overrideAccess: true } as const
  const { docs } =
    'global' in failed.ref
      ? await req.payload.findGlobalVersions({ slug: failed.ref.global as never, ...options })
      : await req.payload.findVersions({ collection: failed.ref.collection as never, ...options })
  return (docs as { publishedLocale?: string | null }[]).some(
    (version) =>
      !version.publishedLocale || !failed.locale || version.publishedLocale === failed.locale,
  )
}

/** A scheduled publish as its job says it: the entry, its language (none: all), its minute. */
type SchedulePublish = { ref: EntryRef; locale?: ContentLocale; at: string }

/**
 * The scheduled publishes (not unpublishes) among the jobs `where` finds, in `sort` order: read
 * past access, as the schedule drawer lists them. Each with the minute it is (or was) for.
 */
async function* schedulePublishes(
  req: PayloadRequest,
  where: Where,
  sort: string,
): AsyncGenerator<SchedulePublish> {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, where] },
    sort,
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  for (const job of docs as unknown as ScheduleJob[]) {
    const input = job.input
    if (!input || (input.type && input.type !== 'publish')) continue
    const ref = refOf(input)
    if (!ref) continue
    const locale = isContentLocale(input.locale) ? input.locale : undefined
    yield { ref, locale, at: job.waitUntil ?? job.createdAt }
  }
}

/**
 * The failed scheduled publishes not made good since (of one entry, or of all), newest first,
 * each with its reason in the reader's admin language (`req.t`). Editors' reading.
 */
export async function readFailedSchedules(
  req: PayloadRequest,
  only?: EntryRef,
  limit = 20,
): Promise<FailedSchedule[]> {
  const failed: FailedSchedule[] = []
  for await (const entry of schedulePublishes(req, { hasError: { equals: true } }, '-waitUntil')) {
    if (failed.length >= limit) break
    if (only && !sameRef(entry.ref, only)) continue
    try {
      if (await publishedSince(req, entry)) continue
      const reason = await publishFault(req, entry.ref, entry.locale ?? defaultContentLocale)
      failed.push(reason ? { ...entry, reason } : entry)
    } catch {
      // The entry is gone (deleted since): nothing is left to publish.
    }
  }
  return failed
}

export type UpcomingSchedule = Omit<SchedulePublish, 'ref'>

/**
 * The publishes of an entry scheduled and not yet run, soonest first: a translator is told that
 * what they save before the minute goes live with it (walk 35, F9: a Thai draft written after the
 * editor scheduled Thai went out, unreviewed, and no screen had said so). Only their minute and
 * language are told.
 */
export async function readUpcomingSchedules(
  req: PayloadRequest,
  only: EntryRef,
): Promise<UpcomingSchedule[]> {
  const upcoming: UpcomingSchedule[] = []
  const pending: Where = {
    and: [
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      { waitUntil: { greater_than: new Date().toISOString() } },
    ],
  }
  for await (const { ref, locale, at } of schedulePublishes(req, pending, 'waitUntil'))
    if (sameRef(ref, only)) upcoming.push(locale ? { locale, at } : { at })
  return upcoming
}
