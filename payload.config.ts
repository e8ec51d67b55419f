// First, before Payload and the rich-text editor: loaded after them (as src/database does), the
// database adapter's packages now and then left this config's import unsettled under tsx, and
// scripts ended with Node's exit code 13 (8 of 10 times on a fresh migrate; 0 of 14 this way).
import '@payloadcms/db-postgres'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import { admin, i18n } from '@/admin/config'
import { Enquiries } from '@/collections/Enquiries'
import { FailedPurges } from '@/collections/FailedPurges'
import { Games } from '@/collections/Games'
import { Media } from '@/collections/Media'
import { Members } from '@/collections/Members'
import { Users } from '@/collections/Users'
import { databaseAdapter, watchDatabaseConnections } from '@/database'
import { emailAdapter } from '@/email/adapter'
import { endpoints } from '@/endpoints'
import { CatalogueOrder } from '@/globals/CatalogueOrder/config'
import { Glossary } from '@/globals/Glossary/config'
import { HomeSections } from '@/globals/HomeSections/config'
import { LabelSets } from '@/globals/LabelSets/config'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { TermsPage } from '@/globals/TermsPage/config'
import { collectionWithQueryRules, queryRuleLogging } from '@/hooks/queryRules'
import {
  collectionWithVisitorLimits,
  globalWithVisitorLimits,
  visitorGraphQLRules,
  visitorLimitLogging,
} from '@/hooks/visitorLimits'
import { contentLocaleLabels, contentLocales, defaultContentLocale } from '@/i18n/locales'
import { jobs } from '@/jobs'
import { runsJobs } from '@/jobs/runner'
import { env } from '@/lib/env'
import { createAdminFromEnvironment } from '@/admin/firstAdmin'
import { answerRequestFaults } from '@/lib/requestErrors'
import { observeJobQueueDepth, observeJobs } from '@/observe/jobs'
import { payloadLogger } from '@/observe/logger'
import { plugins } from '@/plugins'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The configuration as written, before Payload completes it (a test adds to it: check-migrations). */
export const configOptions: Config = {
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || undefined,
  // A session cookie counts only on requests from the site's own origin, or with no Origin at
  // all. Browsers send Origin with every cross-origin write, so a write from another site, even a
  // same-site subdomain, is a stranger's; what comes without one is a navigation (a GET, which
  // changes nothing here) or a program that holds the cookie itself. A local start without a
  // public address is this machine's own, by either of its names.
  csrf: process.env.NEXT_PUBLIC_SERVER_URL
    ? [new URL(process.env.NEXT_PUBLIC_SERVER_URL).origin]
    : [`http://localhost:${env().PORT}`, `http://127.0.0.1:${env().PORT}`],
  secret: env().PAYLOAD_SECRET ?? '',
  admin: { ...admin, user: Users.slug, importMap: { baseDir: path.resolve(dirname, 'src') } },
  // Anonymous REST and GraphQL clients get a ceiling on limit, depth and query complexity (the
  // localised content gets it from the registry's plugin); every client over HTTP gets only the
  // filters and sorts the database can run.
  collections: [
    Games,
    ...[Media, Members, Enquiries].map(collectionWithVisitorLimits),
    Users,
    FailedPurges,
  ].map(collectionWithQueryRules),
  globals: [
    HomeSections,
    ...LabelSets,
    Glossary,
    TermsPage,
    ...[CatalogueOrder, SiteSettings].map(globalWithVisitorLimits),
  ],
  endpoints,
  // A malformed id or parameter is the request's fault: a 4xx saying what was wrong, never a 500.
  hooks: { afterError: [answerRequestFaults] },
  editor: lexicalEditor(),
  localization: {
    locales: contentLocales.map((code) => ({ code, label: contentLocaleLabels[code] })),
    defaultLocale: defaultContentLocale,
    fallback: true,
    // "Publish in <the language on screen>"; all languages only from the button's menu.
    defaultLocalePublishOption: 'active',
  },
  i18n,
  db: databaseAdapter({ migrationDir: path.resolve(dirname, 'migrations') }),
  plugins,
  // Enquiry notifications go out by SMTP when it is configured; otherwise they are logged.
  email: emailAdapter(),
  jobs,
  onInit: async (payload) => {
    watchDatabaseConnections(payload)
    observeJobs(payload)
    if (runsJobs()) observeJobQueueDepth(payload)
    await createAdminFromEnvironment(payload)
  },
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Payload regenerates the types in a background process whenever it starts outside
    // production: useful under `next dev`, only noise in scripts, tests and the benchmark, where
    // `npm run generate` and the CI check keep the committed file current.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  graphQL: { disablePlaygroundInProduction: true, validationRules: visitorGraphQLRules },
  // JSON lines in production, with the request id; a request's own fault is not an error.
  logger: payloadLogger(),
  loggingLevels: { ...visitorLimitLogging, ...queryRuleLogging },
  telemetry: false,
}

export default buildConfig(configOptions)
