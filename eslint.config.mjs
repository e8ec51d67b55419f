import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

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
