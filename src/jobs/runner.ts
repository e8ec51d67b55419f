import type { Config } from 'payload'
import { env } from '@/lib/env'

type AutorunCronConfig = Exclude<
  NonNullable<Config['jobs']>['autoRun'],
  ((...args: never[]) => unknown) | undefined
>[number]

/**
 * Who runs the job queue (enquiry notifications, scheduled publishing), in one place: the site's
 * own server, every ten seconds (JOBS_CRON, in cron syntax with seconds), from the moment it
 * starts (src/server/serve.ts asks Payload's API once as it starts listening), so that jobs left by
 * a stopped or crashed server run after the restart without waiting for a visitor. CLI tools (seed, migrate, create-admin) and test processes run none.
 * A fleet's web instances neither (JOBS_RUNNER=0): Payload 3 may run one job twice when two
 * runners poll the queue, so there `npm run worker` (scripts/worker.ts) is the only runner.
 */
export const runsJobs = () => process.env.NEXT_RUNTIME === 'nodejs' && env().JOBS_RUNNER

export const jobsAutoRun = (): AutorunCronConfig[] =>
  runsJobs() ? [{ cron: env().JOBS_CRON, queue: 'default', limit: 50 }] : []
