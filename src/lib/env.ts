/**
 * The environment the app reads, in one place: every variable, its type and its default, checked
 * by one schema. No other module reads `process.env` (a lint rule keeps it so), except for Next's
 * own conventions (`NODE_ENV`, `NEXT_RUNTIME`, `NEXT_PUBLIC_*` and what next.config passes to the
 * build). `.env.example` says what each is for.
 */
import { z } from 'zod'

/** An empty variable (`S3_ENDPOINT=` in a `.env`) is an unset one. */
const unset = (value: unknown) => (value === '' ? undefined : value)
const text = () => z.preprocess(unset, z.string().optional())
const textOr = (fallback: string) => z.preprocess(unset, z.string().default(fallback))
const whole = (fallback: number) =>
  z.preprocess(unset, z.coerce.number().int().nonnegative().default(fallback))
const optionalWhole = () => z.preprocess(unset, z.coerce.number().int().nonnegative().optional())
/** A switch written `1` (on) or `0` (off). */
const flag = (fallback: boolean) =>
  z
    .preprocess(unset, z.enum(['0', '1']).default(fallback ? '1' : '0'))
    .transform((on) => on === '1')
/** A comma-separated list. */
const list = () =>
  z.preprocess(
    unset,
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
  )

const schema = z.object({
  // The database and the secret (checked at start: `startupProblem`).
  DATABASE_URL: text(),
  DATABASE_REPLICA_URLS: list(),
  DATABASE_POOL_MAX: optionalWhole(),
  PAYLOAD_SECRET: text(),
  // The server.
  PORT: whole(3000),
  TRUSTED_PROXIES: list(),
  TRUSTED_PROXY_HOPS: whole(0),
  /** Before TRUSTED_PROXIES: `1` trusts the loopback and private ranges. */
  TRUST_PROXY: flag(false),
  HEADERS_TIMEOUT_MS: whole(10_000),
  VISITOR_BODY_KB: whole(64),
  STAFF_BODY_MB: whole(8),
  UPLOAD_BODY_MB: whole(25),
  VISITOR_BODY_TIMEOUT_MS: whole(10_000),
  STAFF_BODY_TIMEOUT_MS: whole(300_000),
  BODY_IDLE_TIMEOUT_MS: whole(5_000),
  BODY_PER_CLIENT_MB: whole(64),
  /** One staff account's API, admin and endpoint requests at once (16 more wait up to 5 s, then 429). */
  STAFF_REQUESTS_AT_ONCE: z.preprocess(unset, z.coerce.number().int().positive().default(4)),
  DRAIN_TIMEOUT_MS: whole(10_000),
  STORED_RESPONSES_MB: whole(64),
  STORED_RESPONSES_SAFETY_MS: whole(10_000),
  DEMO_FRAME_ANCESTORS: text(),
  MIGRATE_ON_START: flag(true),
  // What operators read (src/observe): metrics on a port of their own (0: none), traces over OTLP.
  LOG_LEVEL: z.preprocess(
    unset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  METRICS_PORT: whole(9464),
  METRICS_HOST: textOr('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: text(),
  OTEL_SERVICE_NAME: textOr('starfin-site'),
  // The build (next.config.ts).
  NEXT_OUTPUT: z.preprocess(unset, z.enum(['standalone']).optional()),
  NEXT_DEPLOYMENT_ID: text(),
  // The fleet's shared services.
  REDIS_URL: text(),
  REDIS_KEY_PREFIX: text(),
  S3_BUCKET: text(),
  S3_ENDPOINT: text(),
  S3_REGION: textOr('us-east-1'),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  MEDIA_DIR: textOr('media'),
  // Local state: the embedded database's files, the seed's cover cache (src/seed/coverCache.ts).
  DATA_DIR: textOr('.data'),
  JOBS_RUNNER: flag(true),
  JOBS_CRON: textOr('*/10 * * * * *'),
  // The edge (src/edge).
  EDGE_MAX_AGE: optionalWhole(),
  VARNISH_PURGE_URLS: list(),
  VARNISH_PURGE_TOKEN: text(),
  FASTLY_SERVICE_ID: text(),
  FASTLY_API_TOKEN: text(),
  CLOUDFLARE_ZONE_ID: text(),
  CLOUDFLARE_API_TOKEN: text(),
  // Limits per client address.
  LOGIN_RATE_LIMIT: whole(20),
  LOGIN_ACCOUNT_RATE_LIMIT: whole(5),
  MEMBER_RATE_LIMIT: whole(30),
  DEMO_WALLET_RATE_LIMIT: whole(120),
  ENQUIRY_RATE_LIMIT: whole(5),
  // Mail.
  SMTP_HOST: text(),
  SMTP_PORT: whole(587),
  SMTP_USER: text(),
  SMTP_PASS: text(),
  SMTP_FROM_ADDRESS: textOr('no-reply@starfin.example.com'),
  ENQUIRY_NOTIFY_TO: text(),
  // The first admin.
  FIRST_USER_SCREEN: z.preprocess(unset, z.enum(['open', 'closed']).default('closed')),
  ADMIN_EMAIL: text(),
  ADMIN_PASSWORD: text(),
})

export type Env = z.infer<typeof schema>

const names = Object.keys(schema.shape)
/** The last check of `process.env`: the values it read, and what it made of them. */
let lastChecked: { values: (string | undefined)[]; env: Env } | undefined

/**
 * The environment, read and checked now (a test may change a variable between two calls). A
 * malformed value throws with its name. Checked again only when one of its variables changed
 * since the last call: a page asks for it for each drawn cover's signature and each address it
 * writes, and checking every variable each time cost a search's page about a millisecond.
 */
export function env(source: Record<string, string | undefined> = process.env): Env {
  const own = source === process.env
  const values = own ? names.map((name) => source[name]) : []
  if (own && lastChecked?.values.every((value, i) => value === values[i])) return lastChecked.env
  const parsed = schema.safeParse(source)
  if (parsed.success) {
    if (own) lastChecked = { values, env: parsed.data }
    return parsed.data
  }
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`The environment is not valid: ${problems.join('; ')}.`)
}

/**
 * One variable, read and checked now: for what a page asks for over and over (each drawn cover's
 * signature, each address it writes), where checking the whole environment each time cost more
 * than the rest of the work.
 */
export function envValue<Name extends keyof Env>(name: Name): Env[Name] {
  const parsed = schema.shape[name].safeParse(process.env[name])
  if (parsed.success) return parsed.data as Env[Name]
  throw new Error(`The environment is not valid: ${name}: ${parsed.error.issues[0]?.message}.`)
}

const MIN_SECRET_LENGTH = 32

/** Why a Payload secret is unusable, or null when it is fine. */
export function secretProblem(secret: string | undefined): string | null {
  if (!secret) return 'PAYLOAD_SECRET is not set.'
  if (secret.length < MIN_SECRET_LENGTH)
    return `PAYLOAD_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`
  if (new Set(secret).size < 10) return 'PAYLOAD_SECRET is too repetitive to be secret.'
  if (/^(change|secret|your|example|payload)/i.test(secret))
    return 'PAYLOAD_SECRET looks like a placeholder.'
  return null
}
