import type { Config } from 'payload'

import { admins } from '@/access/admins'
import { hasRole } from '@/access/roles'
import { purgeEdgeTask } from '@/publishing/edge'

import { notifyEnquiryTask } from './notifyEnquiry'
import { jobsAutoRun } from './runner'

/**
 * Scheduled publishing, enquiry notifications and edge purges tried again are jobs; who runs
 * them: `runner.ts` (the site's server, or in a fleet only `npm run worker`: Payload 3 may run one
 * job twice when two runners poll the same queue).
 */
export const jobs: Config['jobs'] = {
  tasks: [notifyEnquiryTask, purgeEdgeTask],
  autoRun: jobsAutoRun,
  // `/api/payload-jobs/run` runs the queue now: Payload lets any signed-in account call it, so a
  // translator could run jobs on a web instance, beside the fleet's one worker (a job run twice).
  access: { run: ({ req }) => hasRole(req.user, 'admin') },
  // Job records (inputs, errors) are for admins only. Payload's "schedule publish" of the admin
  // cancels a job with access checks off, for anyone signed in: only editors and admins reach it
  // (`guardedSchedulePublish`, src/admin/serverFunctions.ts). (Queueing goes around the
  // collection's hooks; a job queued by someone else runs as them, and their publish is refused
  // then.)
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: { ...defaultJobsCollection.access, read: admins, update: admins, delete: admins },
  }),
}
