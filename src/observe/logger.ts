/**
 * The log, as operators' tools read it: in production one JSON object per line (pino, the logger
 * Payload itself uses, with these options), in development Payload's own coloured lines.
 *
 * Every line has `time` (ISO 8601), `level` (its name) and, inside a request, `reqId` (the id in the
 * answer's `X-Request-Id`). Levels mean something: `error` is for what an operator must look at.
 * A request's own fault (a refused write, a 404, a malformed id that the database refused) is the
 * client's mistake, answered with a 4xx: Payload logs it at `error` (it goes by the error's class
 * name, which the build minifies), and it is written here at `info` instead (`warn` for a refused
 * login or a rate limit).
 *
 * A job's task that fails and will be tried again is a `warn` of one line (the job, its task, the
 * attempt and the error's message); only its last failed attempt is an `error`, with the stack.
 * Payload logs every attempt at `error` with the whole job and task configuration.
 */
import { destination, pino, type Logger, type LoggerOptions } from 'pino'

import { env } from '../lib/env'
import { requestFault } from '../lib/requestErrors'

import { currentRequest } from './requestContext'

/**
 * The error a log call carries (`logger.error({ err })`, `logger.error(err)`), if any: for a
 * GraphQL call, the error its resolver threw, which GraphQL wraps (`originalError`).
 */
function errorOf(first: unknown): unknown {
  const error =
    first instanceof Error
      ? first
      : first && typeof first === 'object' && 'err' in first
        ? (first as { err: unknown }).err
        : undefined
  return (error as { originalError?: unknown } | undefined)?.originalError ?? error
}

/** The level a request's fault deserves, or undefined for the server's own errors. */
export function faultLevel(error: unknown): 'info' | 'warn' | undefined {
  const own = (error as { status?: unknown } | undefined)?.status
  const status = typeof own === 'number' && own < 500 ? own : requestFault(error)?.status
  if (status === undefined || status < 400 || status >= 500) return undefined
  return status === 401 || status === 429 ? 'warn' : 'info'
}

type Retries = number | { attempts?: number } | undefined

/** The shape of Payload's error for a failed task (`TaskError`, not exported by Payload). */
type TaskError = Error & {
  args: {
    job: { id: number | string }
    taskSlug: string
    taskStatus?: { totalTried?: number } | null
    retriesConfig?: { attempts?: number }
    workflowConfig?: { retries?: Retries }
  }
}

const attemptsOf = (retries: Retries) => (typeof retries === 'number' ? retries : retries?.attempts)

/**
 * A failed attempt of a job's task, from the error Payload logs it with: which attempt of how many,
 * and whether it was the last (Payload's own rule: a task is tried again until it has been tried
 * `retries` times, its own or else its workflow's).
 */
export function taskAttempt(first: unknown) {
  const error = errorOf(first)
  const args = error instanceof Error ? (error as Partial<TaskError>).args : undefined
  if (!args?.job || typeof args.taskSlug !== 'string') return undefined
  const retries = args.retriesConfig?.attempts ?? attemptsOf(args.workflowConfig?.retries) ?? 0
  const tried = args.taskStatus?.totalTried ?? 0
  return {
    job: { id: args.job.id, task: args.taskSlug, attempt: tried + 1, attempts: retries + 1 },
    final: tried >= retries,
    error: error as TaskError,
  }
}

/** Pino's options for production: JSON lines, named levels, the request id, faults lowered. */
export function productionLogOptions(): LoggerOptions {
  return {
    level: env().LOG_LEVEL,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const request = currentRequest()
      return request ? { reqId: request.id } : {}
    },
    hooks: {
      logMethod(args, method, level) {
        // 50: error (60, fatal, stays as it is).
        const attempt = level === 50 ? taskAttempt(args[0]) : undefined
        if (attempt) {
          const { job, final, error } = attempt
          const what = `Job ${job.id} (${job.task}): attempt ${job.attempt} of ${job.attempts} failed`
          if (!final) return this.warn({ job }, `${what}, to be tried again: ${error.message}`)
          // The error without its `args` (the job's record and the task's configuration).
          const err = { message: error.message, stack: error.stack }
          return method.call(this, { job, err }, `${what}, no retry left: ${error.message}`)
        }
        const error = level === 50 ? errorOf(args[0]) : undefined
        const lowered = error === undefined ? undefined : faultLevel(error)
        if (!lowered) return method.apply(this, args)
        // A client's mistake needs no stack (nor the error's class name, which the build
        // minifies): what was refused, and why, as the answer says it. A database's refusal
        // carries its whole statement and parameters ("Failed query: select … params: …"):
        // a stranger's odd id wrote the schema and their own values into the log.
        const { status, message: own } = error as { message?: unknown; status?: unknown }
        const fault = requestFault(error)
        const message = fault?.message ?? own
        const refused = { status: status ?? fault?.status, message }
        const [first, ...rest] = args
        const { err: _err, ...others } = first instanceof Error ? {} : (first as { err?: unknown })
        const fields = { ...others, refused }
        const log = this[lowered] as (...line: unknown[]) => void
        log.call(this, fields, ...(rest.length ? rest : [String(message ?? 'Refused')]))
      },
    },
  }
}

/** Payload's `logger` setting: JSON lines in production, its default pretty lines otherwise. */
export const payloadLogger = () =>
  process.env.NODE_ENV === 'production' ? { options: productionLogOptions() } : undefined

const key = Symbol.for('starfin.serverLogger')

/**
 * The production server's own logger (its request lines), with the same options as Payload's.
 * It writes to standard output asynchronously: a line a request is written with the next ones as
 * the event loop allows, not by a system call inside each request (pino flushes what is left when
 * the process exits).
 */
export const serverLogger = (): Logger =>
  ((globalThis as Record<symbol, unknown>)[key] ??= pino(
    { name: 'server', ...productionLogOptions() },
    destination({ dest: 1, sync: false }),
  )) as Logger
