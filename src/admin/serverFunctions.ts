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

/** The admin's server functions this site replaces (`src/app/(payload)/layout.tsx`). */
export const adminServerFunctions = {
  'schedule-publish': guardedSchedulePublish,
}
