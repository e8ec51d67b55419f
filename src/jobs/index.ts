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
  // Job records (inputs, errors) are for admins only. Who may remove one (the admin's cancel of a
  // scheduled publish runs with access checks off): `src/hooks/jobRemoval.ts`.
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: { ...defaultJobsCollection.access, read: admins, update: admins, delete: admins },
  }),
}
