import { readdirSync } from 'node:fs'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** The variables Next itself defines or inlines into the build. */
const nextsOwn =
  '/^(NODE_ENV|NEXT_RUNTIME|NEXT_PHASE|NEXT_PUBLIC_\\w+|__NEXT_PRIVATE_\\w+|FONTS_PATH)$/'

const publishingWaits =
  'The publish path waits for the database (a commit, an instance’s answer), not for time.'

/**
 * The architecture: each folder of `src` with the folders it may import (besides itself, packages
 * and the generated `payload-types.ts`), leaves first. Everything above a folder may use it; it
 * never reaches up. A folder of `src` missing from this table fails the lint, so a new one is
 * placed on purpose (docs/extending.md, "A new folder").
 */
const folders = {
  // Leaves: the sites and languages, small shared helpers, what operators read.
  i18n: [],
  lib: ['i18n'],
  observe: ['lib'],
  email: ['lib'],
  access: ['i18n', 'lib'],
  art: ['i18n', 'lib'],
  // Features that own their code: the security headers, the enquiry form's rules, the edge, the
  // publish path, the stores, the visitor limits.
  security: [],
  enquiries: ['i18n', 'lib'],
  edge: ['lib', 'observe'],
  publishing: ['edge', 'lib', 'observe'],
  database: ['lib', 'observe', 'publishing'],
  limits: ['database', 'lib', 'observe'],
  // The admin's words in each of its languages, and the helpers that label fields with them.
  labels: ['access', 'enquiries', 'i18n', 'lib'],
  // The CMS: the admin's frame, fields, hooks, the registry of localised content, collections
  // and globals, and the translators' workflow on top of them (with its screens in the admin).
  admin: ['access', 'i18n', 'labels', 'lib'],
  fields: ['labels', 'lib'],
  hooks: ['access', 'i18n', 'labels', 'lib'],
  content: ['hooks', 'i18n', 'lib', 'publishing'],
  collections: [
    'access',
    'admin',
    'art',
    'content',
    'enquiries',
    'fields',
    'hooks',
    'i18n',
    'labels',
    'lib',
    'limits',
  ],
  // The label sets and the glossary name their fields in each language by the demo content's
  // own texts: the seed's content files (data, no code) may be read there.
  globals: [
    'access',
    'admin',
    'content',
    'enquiries',
    'fields',
    'i18n',
    'labels',
    'lib',
    'publishing',
    'security',
    'seed/content',
  ],
  translation: ['access', 'collections', 'content', 'fields', 'hooks', 'i18n', 'labels', 'lib'],
  plugins: ['content', 'hooks', 'labels', 'lib', 'translation'],
  jobs: ['access', 'lib', 'publishing'],
  seed: ['art', 'enquiries', 'globals', 'i18n', 'lib', 'translation'],
  // What visitors get: the reads for pages, the components, the free demo, the site's calls.
  data: ['access', 'art', 'content', 'database', 'edge', 'globals', 'i18n', 'lib'],
  components: ['data', 'enquiries', 'fields', 'globals', 'i18n', 'lib'],
  demo: ['art', 'components', 'data', 'globals', 'i18n', 'lib'],
  endpoints: [
    'content',
    'data',
    'demo',
    'enquiries',
    'i18n',
    'jobs',
    'lib',
    'limits',
    'translation',
  ],
  // The production server in front of Next, which knows the site's calls by their paths alone.
  server: [
    'database',
    'edge',
    'lib',
    'limits',
    'observe',
    'publishing',
    'security',
    'endpoints/paths.ts',
    'i18n/locales.ts',
  ],
  // Next's routes: everything but the server around them.
  app: [
    'access',
    'admin',
    'art',
    'components',
    'content',
    'data',
    'demo',
    'enquiries',
    'globals',
    'i18n',
    'lib',
    'publishing',
  ],
}

const unplaced = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !(entry.name in folders))
  .map((entry) => `src/${entry.name}`)
if (unplaced.length > 0)
  throw new Error(`Place ${unplaced.join(', ')} in the folder table of eslint.config.mjs.`)

/** One zone per folder: every folder it may not import, as `import/no-restricted-paths` wants. */
const folderZones = Object.entries(folders).flatMap(([folder, allowed]) => {
  const others = Object.keys(folders).filter((other) => other !== folder)
  const message = `src/${folder} may import only ${allowed.join(', ') || 'packages'} (the folder table in eslint.config.mjs).`
  return others
    .filter((other) => !allowed.includes(other))
    .map((other) => {
      const files = allowed.filter((entry) => entry.startsWith(`${other}/`))
      return {
        target: `./src/${folder}`,
        from: `./src/${other}`,
        ...(files.length > 0 && {
          except: files.map((file) => `./${file.slice(other.length + 1)}`),
        }),
        message,
      }
    })
})

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    rules: {
      // payload.config.ts registers the endpoints, which read through src/data: a getter that
      // imported the config back would close a circle (data getters take a `connect` instead).
      // Without its graph of strongly connected components, which eslint-plugin-import 2.32
      // builds at a cost that made this rule 94% of the lint's time (7× the rule's own search).
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
      // Each folder imports only the folders below it (the table above).
      'import/no-restricted-paths': ['error', { zones: folderZones }],
    },
  },
  {
    // The app reads its environment through src/lib/env.ts, which checks every variable. Next's own
    // conventions stay as Next inlines them: NODE_ENV, NEXT_RUNTIME, NEXT_PHASE, NEXT_PUBLIC_* and what
    // next.config.ts passes to the build (FONTS_PATH), and Next's private standalone settings.
    files: ['src/**/*.{ts,tsx}', 'payload.config.ts', 'next.config.ts'],
    ignores: ['src/lib/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[object.object.name='process'][object.property.name='env'][property.name!=${nextsOwn}]`,
          message: 'Read the environment through env() from src/lib/env.ts.',
        },
        {
          selector:
            ":not(MemberExpression) > MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment through env() from src/lib/env.ts.',
        },
      ],
    },
  },
  {
    // The publish path waits for PostgreSQL (a commit, each instance's answer), never on a clock:
    // no poll, no delay, no second expiry or purge "just in case" (src/publishing/index.ts).
    files: ['src/publishing/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'setImmediate'].map((name) => ({
          name,
          message: publishingWaits,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['setTimeout', 'setInterval', 'setImmediate'].flatMap((property) =>
          ['globalThis', 'global', 'window'].map((object) => ({
            object,
            property,
            message: publishingWaits,
          })),
        ),
        { object: 'AbortSignal', property: 'timeout', message: publishingWaits },
        { object: 'Atomics', property: 'wait', message: publishingWaits },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['timers', 'timers/promises', 'node:timers', 'node:timers/promises'].map(
            (name) => ({ name, message: publishingWaits }),
          ),
        },
      ],
    },
  },
  {
    ignores: [
      '.next/',
      '.data/',
      'media/',
      'public/fonts/',
      'test-results/',
      'playwright-report/',
      'src/payload-types.ts',
      'src/app/(payload)/',
      'migrations/*.ts',
      'next-env.d.ts',
      '**/*.tmp.*',
    ],
  },
]

export default config
