import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { en } from '@payloadcms/translations/languages/en'
import { id } from '@payloadcms/translations/languages/id'
import { ja } from '@payloadcms/translations/languages/ja'
import { ko } from '@payloadcms/translations/languages/ko'
import { pt } from '@payloadcms/translations/languages/pt'
import { th } from '@payloadcms/translations/languages/th'
import { vi } from '@payloadcms/translations/languages/vi'
import { zh } from '@payloadcms/translations/languages/zh'
import { zhTw } from '@payloadcms/translations/languages/zhTw'
import { buildConfig, type AdminViewConfig } from 'payload'
import sharp from 'sharp'

import { Enquiries } from '@/collections/Enquiries'
import { Games } from '@/collections/Games'
import { Media } from '@/collections/Media'
import { Members } from '@/collections/Members'
import { Users } from '@/collections/Users'
import { emailAdapter } from '@/email/adapter'
import {
  collectionWithVisitorLimits,
  globalWithVisitorLimits,
  visitorGraphQLRules,
  visitorLimitLogging,
} from '@/hooks/visitorLimits'
import { endpoints } from '@/endpoints'
import { notifyEnquiryTask } from '@/jobs/notifyEnquiry'
import { jobsAutoRun } from '@/jobs/runner'
import { admins } from '@/access/admins'
import { CatalogueOrder } from '@/globals/CatalogueOrder/config'
import { Glossary } from '@/globals/Glossary/config'
import { HomeSections } from '@/globals/HomeSections/config'
import { LabelSets } from '@/globals/LabelSets/config'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { TermsPage } from '@/globals/TermsPage/config'
import { migrations } from './migrations'
import { rowsFixedMessages } from '@/fields/rowsFixedForTranslators'
import { contentLocaleLabels, contentLocales, defaultContentLocale } from '@/i18n/locales'
import { createAdminFromEnvironment, firstUserScreenOpen } from '@/lib/firstAdmin'
import { previewPathOf, previewURL } from '@/lib/preview'
import { replicaURLs, routeFlaggedReadsToPrimary } from '@/lib/primaryReads'
import { indexTranslationsByParent } from '@/lib/translationIndexes'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const translationViews: Record<string, AdminViewConfig> = {
  translations: {
    Component: '/admin/TranslationStatus#TranslationStatusView',
    path: '/translations',
    exact: true,
    meta: { title: 'Translation status' },
  },
}

export default buildConfig({
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || undefined,
  secret: process.env.PAYLOAD_SECRET || '',
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Starfin Games CMS' },
    components: {
      views: translationViews,
      afterNavLinks: ['/admin/TranslationStatus/NavLink#TranslationStatusNavLink'],
      // Outside a local start, the welcome screen that makes the first admin is closed (lib/firstAdmin).
      ...(firstUserScreenOpen()
        ? {}
        : {
            views: {
              ...translationViews,
              createFirstUser: { Component: '/admin/FirstAdminClosed#FirstAdminClosed' },
            },
          }),
    },
    // Kept in the import map whichever way the screen is (it is chosen when the server starts).
    dependencies: {
      firstAdminClosed: { type: 'component', path: '/admin/FirstAdminClosed#FirstAdminClosed' },
    },
    // Editors see their draft on the real public page, refreshed on every autosave.
    livePreview: {
      collections: ['games'],
      globals: ['home-sections', 'terms-page', 'label-sets', 'form-labels', 'demo-labels'],
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
      url: ({ data, locale, collectionConfig, globalConfig }) => {
        const path = previewPathOf(collectionConfig?.slug ?? globalConfig?.slug, data, locale?.code)
        return path ? previewURL(path) : null
      },
    },
  },
  // Anonymous REST and GraphQL clients get a ceiling on limit, depth and query complexity.
  collections: [...[Games, Media, Members, Enquiries].map(collectionWithVisitorLimits), Users],
  globals: [HomeSections, ...LabelSets, Glossary, TermsPage, CatalogueOrder, SiteSettings].map(
    globalWithVisitorLimits,
  ),
  endpoints,
  editor: lexicalEditor(),
  localization: {
    locales: contentLocales.map((code) => ({ code, label: contentLocaleLabels[code] })),
    defaultLocale: defaultContentLocale,
    fallback: true,
  },
  // The admin speaks the translators' languages that Payload ships; each user picks theirs.
  i18n: {
    fallbackLanguage: 'en',
    supportedLanguages: { en, id, ja, ko, pt, th, vi, zh, 'zh-TW': zhTw },
    translations: Object.fromEntries(
      Object.entries(rowsFixedMessages).map(([language, message]) => [
        language,
        { custom: { rowsFixedForTranslators: message } },
      ]),
    ),
  },
  db: postgresAdapter({
    // DATABASE_POOL_MAX: connections per pool (pg's default 10); each instance opens one pool to
    // the primary and one to each replica (README, "Running several instances").
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_MAX) || undefined,
    },
    readReplicas: replicaURLs().length ? replicaURLs() : undefined,
    push: false,
    afterSchemaInit: [indexTranslationsByParent],
    migrationDir: path.resolve(dirname, 'migrations'),
    // The Docker image has no wrapper script: it migrates when Payload starts, unless a fleet
    // migrates once per deploy as a step of its own (MIGRATE_ON_START=0, then `npm run migrate`).
    prodMigrations:
      process.env.NODE_ENV === 'production' && process.env.MIGRATE_ON_START !== '0'
        ? migrations
        : undefined,
  }),
  // Media on S3-compatible storage when S3_BUCKET is set (a fleet shares one bucket); otherwise in
  // the local media/ folder. Files are still served by Payload under /api/media/file/…, so
  // pages and Next's image optimizer use the same URLs either way.
  // The storage plugin's own fields are in the schema either way (alwaysInsertFields), so the
  // same migrations serve both.
  plugins: [
    s3Storage({
      enabled: Boolean(process.env.S3_BUCKET),
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: process.env.S3_BUCKET ?? '',
      config: {
        endpoint: process.env.S3_ENDPOINT || undefined,
        region: process.env.S3_REGION || 'us-east-1',
        forcePathStyle: Boolean(process.env.S3_ENDPOINT),
        credentials: process.env.S3_ACCESS_KEY_ID
          ? {
              accessKeyId: process.env.S3_ACCESS_KEY_ID,
              secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
            }
          : undefined,
        // Checksums only where S3 requires them: other S3-compatible stores reject the rest.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
  ],
  // Enquiry notifications go out by SMTP when it is configured; otherwise they are logged.
  email: emailAdapter(),
  // Scheduled publishing and enquiry notifications are jobs; who runs them: src/jobs/runner.ts
  // (the site's server, or in a fleet only `npm run worker`: Payload 3 may run one job twice when
  // two runners poll the same queue).
  jobs: {
    tasks: [notifyEnquiryTask],
    autoRun: jobsAutoRun,
    // Job records (inputs, errors) are for admins only.
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      access: { ...defaultJobsCollection.access, read: admins, update: admins, delete: admins },
    }),
  },
  onInit: async (payload) => {
    // An idle pooled connection that the database drops (restart, outage) must not crash the
    // server: log it; the pool opens new connections once the database is back.
    const pool = (payload.db as unknown as { pool?: import('pg').Pool }).pool
    pool?.on('error', (error) => payload.logger.warn(`Database connection lost: ${error.message}`))
    const replicas =
      (payload.db as unknown as { drizzle?: { $replicas?: { $client?: import('pg').Pool }[] } })
        .drizzle?.$replicas ?? []
    for (const replica of replicas)
      replica.$client?.on('error', (error) =>
        payload.logger.warn(`Replica connection lost: ${error.message}`),
      )
    routeFlaggedReadsToPrimary(
      payload.db as unknown as Parameters<typeof routeFlaggedReadsToPrimary>[0],
    )
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
  loggingLevels: visitorLimitLogging,
  telemetry: false,
})
