/**
 * The request being answered, for whatever runs on its behalf: its id on each log line and trace
 * span, its start for the publish → live time. The production server enters it for each request
 * (`src/server/pipeline.ts`); Next's handler, Payload and the site's code run inside it.
 *
 * Kept on globalThis, so the server script and Next's bundles (which may load this module twice)
 * share it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestContext = {
  id: string
  /** `Date.now()` when the server received it. */
  startedAt: number
}

const key = Symbol.for('starfin.requestContext')
const store: AsyncLocalStorage<RequestContext> = ((globalThis as Record<symbol, unknown>)[key] ??=
  new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>

export const inRequest = <T>(context: RequestContext, fn: () => T): T => store.run(context, fn)

export const currentRequest = (): RequestContext | undefined => store.getStore()

/**
 * Runs `fn` as no request's: work that a timer started (Payload's job queue runs on a timer that
 * carries the context of the request which started Payload) is not that request's.
 */
export const outsideRequest = <T>(fn: () => T): T => store.exit(fn)
