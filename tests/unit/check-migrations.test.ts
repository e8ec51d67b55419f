import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

/** Runs the `generated` step's migration check, on the site's config or another one. */
function check(configPath?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '' }
  if (configPath) env.PAYLOAD_CONFIG_PATH = configPath
  const result = spawnSync('node_modules/.bin/tsx', ['scripts/check-migrations.ts'], {
    env,
    encoding: 'utf8',
  })
  return { code: result.status, output: result.stdout + result.stderr }
}

describe('the missing-migration check', () => {
  it('passes on the site as committed, and fails on a field added without a migration, writing nothing', () => {
    const before = readdirSync('migrations')
    const current = check()
    expect(current.output).toMatch(/make the schema the Payload config describes/)
    expect(current.code).toBe(0)
    const added = check('tests/unit/fixtures/config-with-unmigrated-field.ts')
    expect(added.code).toBe(1)
    expect(added.output).toMatch(/changes that no migration makes/)
    expect(added.output).toMatch(/tournament_badge/)
    expect(readdirSync('migrations')).toEqual(before)
  }, 120_000)
})
