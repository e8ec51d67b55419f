import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { unsettledTopLevelAwait } from '../../scripts/lib/run'

import { runScript } from '../support/scripts'

/** A database of this test's own, so "fresh" really means empty. */
const base = new URL(process.env.DATABASE_URL!)
const freshName = `${base.pathname.slice(1)}_fresh`
const fresh = new URL(base)
fresh.pathname = `/${freshName}`

async function admin(sql: string, database = base) {
  const client = new pg.Client({ connectionString: database.toString() })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * Runs a fixture script against the fresh database and returns its last line of output; one
 * ended by an unsettled top-level await is run once more.
 */
function fixture(file: string) {
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync('node_modules/.bin/tsx', [file], {
      env: { ...process.env, DATABASE_URL: fresh.toString() },
      encoding: 'utf8',
    })
    if (run.status === unsettledTopLevelAwait && attempt === 1) continue
    expect(run.status, `${file} exited with code ${run.status}:\n${run.stderr}`).toBe(0)
    return run.stdout.trim().split('\n').at(-1)!
  }
}

describe('the schema as migrations', () => {
  afterAll(() => admin(`drop database if exists "${freshName}" with (force)`))

  it('brings an empty database to the current schema', async () => {
    await admin(`drop database if exists "${freshName}" with (force)`)
    await admin(`create database "${freshName}"`)

    runScript(['scripts/migrate.ts'], { ...process.env, DATABASE_URL: fresh.toString() })
    const files = readdirSync('migrations').filter((f) => /^\d.*\.ts$/.test(f))

    const client = new pg.Client({ connectionString: fresh.toString() })
    await client.connect()
    const { rows } = await client.query('select name from payload_migrations order by id')
    const tables = await client.query(
      `select table_name from information_schema.tables where table_schema = 'public'`,
    )
    await client.end()
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(files.map((f) => f.replace(/\.ts$/, ''))),
    )
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'games',
        'games_locales',
        'members',
        'enquiries',
        'users',
        'label_sets',
        'home_sections',
      ]),
    )
  })

  it("makes a studio's first account its admin, whatever role it asked for, and only the first", async () => {
    // A studio without accounts, also when this test is tried again.
    await admin('truncate table users restart identity cascade', fresh)
    const roles = fixture('tests/int/fixtures/first-users.ts')
    expect(JSON.parse(roles)).toEqual(['admin', 'editor'])
  })
})
