/**
 * The search's accent folding and its indexes (migration `20261129_042417_search_unaccent`): the
 * migrations run as a database's owner who is no superuser, as on a hosted PostgreSQL, and the
 * folded names are indexed so that a short search reads an index, not every name.
 */
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { runScript } from '../support/scripts'

const base = new URL(process.env.DATABASE_URL!)
const suffix = randomBytes(4).toString('hex')
const owner = `starfin_owner_${suffix}`
const ownerPassword = randomBytes(18).toString('base64url')
const ownedName = `${base.pathname.slice(1)}_owned_${suffix}`

async function query<Row extends Record<string, unknown>>(
  text: string,
  database: URL = base,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.toString() })
  await client.connect()
  try {
    return (await client.query<Row>(text)).rows
  } finally {
    await client.end()
  }
}

describe('the search migration', () => {
  afterAll(async () => {
    await query(`drop database if exists "${ownedName}" with (force)`)
    await query(`drop role if exists "${owner}"`)
  })

  it('runs as the database owner without superuser rights: pg_trgm and unaccent are trusted extensions', async () => {
    await query(`create role "${owner}" login nosuperuser nocreatedb password '${ownerPassword}'`)
    await query(`create database "${ownedName}" owner "${owner}"`)
    const owned = new URL(base)
    owned.username = owner
    owned.password = ownerPassword
    owned.pathname = `/${ownedName}`
    runScript(['scripts/migrate.ts'], { ...process.env, DATABASE_URL: owned.toString() })
    const [{ superuser }] = await query<{ superuser: boolean }>(
      'select rolsuper as superuser from pg_roles where rolname = current_user',
      owned,
    )
    expect(superuser).toBe(false)
    const extensions = await query<{ extname: string }>('select extname from pg_extension', owned)
    expect(extensions.map((row) => row.extname)).toEqual(
      expect.arrayContaining(['pg_trgm', 'unaccent']),
    )
    const [{ folded }] = await query<{ folded: string }>(
      `select search_folded('Tài Xỉu Rồng Vàng · Dados do Dragão') as folded`,
      owned,
    )
    expect(folded).toBe('tai xiu rong vang · dados do dragao')
  })

  it('indexes the folded names: a search that starts a name, and one inside a name, can read an index', async () => {
    const [{ volatility }] = await query<{ volatility: string }>(
      `select provolatile as volatility from pg_proc where proname = 'search_folded'`,
    )
    expect(volatility).toBe('i')
    const plan = async (pattern: string) => {
      const client = new pg.Client({ connectionString: base.toString() })
      await client.connect()
      try {
        // A small catalogue is read whole, which is quicker; asked not to, the planner shows an index it can use.
        await client.query('set enable_seqscan = off')
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain select _parent_id from games_locales where search_folded(title) like search_folded($1)`,
          [pattern],
        )
        return rows.map((row) => row['QUERY PLAN']).join('\n')
      } finally {
        await client.end()
      }
    }
    expect(await plan('co%')).toContain('games_locales_title_prefix_idx')
    expect(await plan('%coral%')).toContain('games_locales_title_trgm_idx')
  })
})
