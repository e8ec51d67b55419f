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
