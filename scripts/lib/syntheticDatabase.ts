/**
 * `--synthetic N` (the seed, the bench): the database of a synthetic catalogue of N games, beside
 * the one DATABASE_URL names on the same server (`starfin_synthetic_2000`), so the demo content
 * and the test database are never touched. The seed sets DATABASE_URL to it before it loads
 * Payload's config, which reads DATABASE_URL once.
 */
import pg from 'pg'

/** The number after `--synthetic`, or null without one; a bad number stops the script. */
export function syntheticCount(args: string[] = process.argv.slice(2)): number | null {
  const at = args.indexOf('--synthetic')
  if (at === -1) return null
  const count = Number(args[at + 1])
  if (!Number.isInteger(count) || count < 0 || count > 100_000) {
    console.error('usage: npm run seed -- --synthetic N (a whole number of games, 0 to 100000)')
    process.exit(2)
  }
  return count
}

/** The URL of the synthetic catalogue's database of `count` games, made if it does not exist. */
export async function syntheticDatabase(base: string, count: number): Promise<string> {
  const url = new URL(base)
  const name = `${url.pathname.slice(1) || 'postgres'}_synthetic_${count}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * With `--synthetic N`, points DATABASE_URL at that catalogue's database. Call it before anything
 * reads DATABASE_URL: Payload's config and what it imports are loaded only after (a static import
 * would be evaluated beside this, and could read the real database's address first). Measuring
 * only: refused in production and without DATABASE_URL. Answers N, or null without the flag.
 */
export async function chooseSyntheticDatabase(): Promise<number | null> {
  const synthetic = syntheticCount()
  if (synthetic === null) return null
  if (process.env.NODE_ENV === 'production' || !process.env.DATABASE_URL) {
    console.error('--synthetic is for measuring: not in production, and only with DATABASE_URL.')
    process.exit(2)
  }
  process.env.DATABASE_URL = await syntheticDatabase(process.env.DATABASE_URL, synthetic)
  return synthetic
}
