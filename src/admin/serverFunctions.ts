import { copyDataFromLocaleHandler } from '@payloadcms/ui/utilities/copyDataFromLocale'
import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { Forbidden, type ServerFunction } from 'payload'

import { hasRole } from '@/access/roles'

type SchedulePublishArgs = Parameters<typeof schedulePublishHandler>[0]

/**
 * The admin's "Schedule publish" queues its job without asking whether the account may publish
 * (Payload's handler checks only that it may use the admin): a translator's junk job would wait
 * in the queue until its run refused it. Here only editors and admins queue or cancel one.
 */
export const guardedSchedulePublish: ServerFunction<SchedulePublishArgs> = (args) => {
  if (!args.req.user || !hasRole(args.req.user, 'admin', 'editor')) throw new Forbidden(args.req.t)
  return schedulePublishHandler(args)
}

type CopyArgs = Parameters<typeof copyDataFromLocaleHandler>[0]

/**
 * The admin's "Copy to locale" fills one language from another as a draft of that language.
 * Payload's handler reads the source with its `_status` and saves that too, so a copy from a
 * published entry would publish every language (an editor's) or be refused as a publish (a
 * translator's). The copy is marked here, and `copiesAreDrafts` drops the status it carries.
 */
export const copyToLocaleAsDraft: ServerFunction<CopyArgs> = (args) => {
  args.req.context.copyToLocale = true
  return copyDataFromLocaleHandler(args)
}

/** The admin's server functions this site replaces (`src/app/(payload)/layout.tsx`). */
export const adminServerFunctions = {
  'copy-data-from-locale': copyToLocaleAsDraft,
  'schedule-publish': guardedSchedulePublish,
}
