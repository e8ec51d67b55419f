/** Lighthouse and its Chrome launcher, for `npm run bench` (scripts/bench.ts). */
import lighthouse from 'lighthouse'

export { launch as launchChrome } from 'chrome-launcher'
export { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
export { lighthouse }

/** One run's report. */
export type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
