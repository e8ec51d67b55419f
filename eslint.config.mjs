import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** The variables Next itself defines or inlines into the build. */
const nextsOwn = '/^(NODE_ENV|NEXT_RUNTIME|NEXT_PUBLIC_\\w+|__NEXT_PRIVATE_\\w+|FONTS_PATH)$/'

const publishingWaits =
  'The publish path waits for the database (a commit, an instance’s answer), not for time.'

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
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // The shared helpers stay below the data layer.
      'import/no-restricted-paths': [
        'error',
        { zones: [{ target: './src/lib', from: './src/data' }] },
      ],
    },
  },
  {
    // The app reads its environment through src/lib/env.ts, which checks every variable. Next's own
    // conventions stay as Next inlines them: NODE_ENV, NEXT_RUNTIME, NEXT_PUBLIC_* and what
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
