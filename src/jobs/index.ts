import { Forbidden, type Config, type PayloadRequest } from 'payload'

import { admins } from '@/access/admins'
import { hasRole } from '@/access/roles'

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
  // The jobs collection's hooks below run only with this (Payload writes jobs directly otherwise).
  runHooks: true,
  // Job records (inputs, errors) are for admins only. Payload's "schedule publish" of the admin
  // queues and cancels jobs with access checks off, for anyone signed in: a signed-in request
  // may add or remove a job only as an editor (a visitor's enquiry queues its notification
  // without a user, and the runner changes jobs without one).
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: { ...defaultJobsCollection.access, read: admins, update: admins, delete: admins },
    hooks: {
      ...defaultJobsCollection.hooks,
      beforeChange: [
        ...(defaultJobsCollection.hooks?.beforeChange ?? []),
        async ({ data, operation, req }) => {
          if (operation !== 'create') return data
          editorsOnly(req)
          // The admin queues a scheduled publish without the request, naming its user instead.
          const by = (data.input as { user?: { value?: unknown } } | undefined)?.user?.value
          if (
            data.taskSlug === 'schedulePublish' &&
            (typeof by === 'number' || typeof by === 'string')
          ) {
            const user = await req.payload
              .findByID({ collection: 'users', id: by, depth: 0, overrideAccess: true })
              .catch(() => null)
            editorsOnly({ ...req, user } as PayloadRequest)
          }
          return data
        },
      ],
      beforeDelete: [
        ...(defaultJobsCollection.hooks?.beforeDelete ?? []),
        ({ req }) => editorsOnly(req),
      ],
    },
  }),
}

function editorsOnly(req: Pick<PayloadRequest, 'user' | 't'>) {
  if (req.user && !hasRole(req.user, 'admin', 'editor')) throw new Forbidden(req.t)
}
