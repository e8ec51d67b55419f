import type { Config } from 'payload'

import { admins } from '@/access/admins'

import { notifyEnquiryTask } from './notifyEnquiry'
import { jobsAutoRun } from './runner'

/**
 * Scheduled publishing and enquiry notifications are jobs; who runs them: `runner.ts` (the site's
 * server, or in a fleet only `npm run worker`: Payload 3 may run one job twice when two runners
 * poll the same queue).
 */
export const jobs: Config['jobs'] = {
  tasks: [notifyEnquiryTask],
  autoRun: jobsAutoRun,
  // Job records (inputs, errors) are for admins only.
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: { ...defaultJobsCollection.access, read: admins, update: admins, delete: admins },
  }),
}
