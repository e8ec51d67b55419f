import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { serverActionKinds } from '../../src/server/serverActions'

const distDir = mkdtempSync(path.join(tmpdir(), 'server-actions-'))
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

describe('the server actions of a build', () => {
  it('are told apart by the file that declares them, as Next’s manifest names it', () => {
    mkdirSync(path.join(distDir, 'server'))
    writeFileSync(
      path.join(distDir, 'server', 'server-reference-manifest.json'),
      JSON.stringify({
        node: {
          '40aa': {
            filename: 'src/app/(payload)/layout.tsx',
            exportedName: '$$RSC_SERVER_ACTION_0',
          },
          '60bb': {
            filename: 'node_modules/@payloadcms/next/dist/layouts/Root/index.js',
            exportedName: '$$RSC_SERVER_ACTION_0',
          },
          '00cc': { filename: 'src/app/(frontend)/somewhere/actions.ts' },
        },
        edge: {},
      }),
    )
    expect([...serverActionKinds(distDir)]).toEqual([
      ['40aa', 'serverFunction'],
      ['60bb', 'switchLanguage'],
    ])
  })

  it('are none where there is no build to read (each call is then checked as a server function)', () => {
    expect(serverActionKinds(path.join(distDir, 'nothing')).size).toBe(0)
  })
})
