/**
 * `tsx scripts/with-db.ts -- tsx scripts/search-time.ts [--synthetic N] [--origin URL]`: where the
 * time of a search of the game list (`/en/game?q=word`) goes, at the catalogue of the database
 * (the demo content's, or the synthetic catalogue of N games that `npm run seed -- --synthetic N`
 * made), with Payload's local API:
 *
 * - the ids' query alone (`pageIdsQuery` with the word: the part of the search that pages): `EXPLAIN (ANALYZE, BUFFERS)` of
 *   each word, its execution and planning times, and the plan of the first word;
 * - the search's one statement as the page sends it (`searchQuery`: the matches counted per tab
 *   and the first page's cards): `EXPLAIN ANALYZE` of each word;
 * - the cards of a page (`readCards`, 24 in English, as a search's page reads those it lacks):
 *   their time and the number of queries they send;
 * - with `--origin`, the page itself from a production server on the same database: a word asked
 *   afresh (its cards not cached), asked again (its cards cached: the SQL and the render), a
 *   search that finds nothing (the page's frame), and the first search after a publish.
 *
 * Each part is timed several times over the words and the medians printed, with the spread: the
 * machine is shared. Prints the figures; it asserts nothing.
 */
import './lib/dotenv'

import { chooseSyntheticDatabase } from './lib/syntheticDatabase'

const argv = process.argv.slice(2)
const origin = argv.includes('--origin') ? argv[argv.indexOf('--origin') + 1] : undefined
await chooseSyntheticDatabase()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { sql } = await import('@payloadcms/db-postgres')
const { pageIdsQuery, searchGameIds, searchGames, searchQuery } = await import('@/data/gameList')
const { readCards } = await import('@/data/games')
const { nouns } = await import('@/seed/synthetic/words')

type Execute = {
  execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }>
}

const payload = await getPayload({ config })
const connect = async () => payload
const drizzle = (payload.db as unknown as { drizzle: Execute }).drizzle
const pool = (payload.db as unknown as { pool: { query: (...args: unknown[]) => unknown } }).pool
const games = (await payload.count({ collection: 'games', overrideAccess: true })).totalDocs
console.log(`${new URL(process.env.DATABASE_URL!).pathname.slice(1)}: ${games} games`)

const words = [...Object.values(nouns).map((noun) => noun['en-US'].toLowerCase()), 'zebra']
const ms = (since: number) => performance.now() - since
const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
const median = (values: number[]) => sorted(values)[values.length >> 1]
const spread = (values: number[]) => {
  const s = sorted(values)
  return `median ${median(values).toFixed(1)}, p95 ${s[Math.min(s.length - 1, Math.floor(s.length * 0.95))].toFixed(1)}, min ${s[0].toFixed(1)}, max ${s.at(-1)!.toFixed(1)} (${values.length})`
}

// Counts the queries Payload sends through the pool (drizzle's reads outside a transaction).
let queries = 0
const poolQuery = pool.query.bind(pool)
pool.query = (...args: unknown[]) => {
  queries++
  return poolQuery(...args)
}

// 1. The ids' query.
const execution: number[] = []
const planning: number[] = []
const idsOf = new Map<string, number[]>()
for (let round = 0; round < 3; round++)
  for (const [i, word] of words.entries()) {
    const query = pageIdsQuery('en', 'all', word, 0, 24)
    const { rows } = await drizzle.execute(sql`explain (analyze, buffers) ${query}`)
    const lines = rows.map((row) => String(row['QUERY PLAN']))
    if (round === 0 && i === 0) console.log(`\nthe plan for "${word}":\n${lines.join('\n')}\n`)
    execution.push(Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))![1]))
    planning.push(Number(/Planning Time: ([\d.]+)/.exec(lines.join('\n'))![1]))
    if (round === 0)
      idsOf.set(
        word,
        (await drizzle.execute(query)).rows.map((row) => Number(row.id)),
      )
  }
console.log(`the ids' query, execution ms: ${spread(execution)}`)
console.log(`the ids' query, planning ms:  ${spread(planning)}`)
const wall: number[] = []
for (const word of words) {
  const started = performance.now()
  await drizzle.execute(pageIdsQuery('en', 'all', word, 0, 24))
  wall.push(ms(started))
}
console.log(`the ids' query, as the server waits for it (ms): ${spread(wall)}`)
console.log(
  `games found per word: ${words.map((word) => `${word} ${idsOf.get(word)!.length}`).join(', ')}`,
)

// 2. The search as the page sends it: one statement, its matches counted per tab and the cards
// of its first page (`searchQuery`).
const rowsExecution: number[] = []
const rowsPlanning: number[] = []
for (let round = 0; round < 3; round++)
  for (const [i, word] of words.entries()) {
    const view = { tab: 'all', page: 1, query: word } as const
    const { rows } = await drizzle.execute(
      sql`explain (analyze, buffers) ${searchQuery('en', 'en-US', view)}`,
    )
    const lines = rows.map((row) => String(row['QUERY PLAN'])).join('\n')
    if (round === 0 && i === 0) console.log(`the search's statement for "${word}":\n${lines}\n`)
    rowsExecution.push(Number(/Execution Time: ([\d.]+)/.exec(lines)![1]))
    rowsPlanning.push(Number(/Planning Time: ([\d.]+)/.exec(lines)![1]))
  }
console.log(`the search's statement, execution ms: ${spread(rowsExecution)}`)
console.log(`the search's statement, planning ms:  ${spread(rowsPlanning)}`)

const cardTimes: number[] = []
const cardQueries: number[] = []
for (let round = 0; round < 3; round++)
  for (const word of words) {
    const ids = idsOf.get(word)!
    if (!ids.length) continue
    queries = 0
    const started = performance.now()
    await readCards(connect, 'en-US', ids)
    cardTimes.push(ms(started))
    cardQueries.push(queries)
  }
console.log(`\nreadCards of a page (up to 24 cards), ms: ${spread(cardTimes)}`)
console.log(`  queries sent per page: ${spread(cardQueries)}`)

// 3. A search's page's data as the page reads it, the ids then the cards through Payload (as
// before, with the cache of each card empty) against `searchGames` (the cards' columns read with
// the ids), turn about so that the machine's load weighs on both alike.
const throughPayload: number[] = []
const inOneQuery: number[] = []
for (let round = 0; round < 3; round++)
  for (const word of words) {
    const view = { tab: 'all', page: 1, query: word } as const
    let started = performance.now()
    const { ids } = await searchGameIds(connect, 'en', view)
    await readCards(connect, 'en-US', ids)
    throughPayload.push(ms(started))
    started = performance.now()
    await searchGames(connect, 'en-US', 'en', view)
    inOneQuery.push(ms(started))
  }
console.log(`\na search's data, ids then readCards (ms): ${spread(throughPayload)}`)
console.log(`a search's data, searchGames (ms):       ${spread(inOneQuery)}`)

// 4. The page through a production server on the same database.
if (origin) {
  const timed = async (path: string) => {
    const started = performance.now()
    const response = await fetch(origin + path, { headers: { 'accept-encoding': 'br' } })
    await response.arrayBuffer()
    return ms(started)
  }
  await timed('/en/game?q=zzzz')
  const fresh: number[] = []
  const again: number[] = []
  const nothing: number[] = []
  for (const word of words) fresh.push(await timed(`/en/game?q=${encodeURIComponent(word)}`))
  for (let round = 0; round < 3; round++)
    for (const word of words) again.push(await timed(`/en/game?q=${encodeURIComponent(word)}`))
  for (let round = 0; round < 20; round++) nothing.push(await timed(`/en/game?q=zzzz`))
  console.log(`\nthe page, a word asked afresh (ms): ${spread(fresh)}`)
  console.log(`the page, the same words again, cards cached (ms): ${spread(again)}`)
  console.log(`the page, a search that finds nothing (ms): ${spread(nothing)}`)

  // The first search after a publish: a game's English subtitle saved and published again.
  const afterPublish: number[] = []
  const { docs } = await payload.find({
    collection: 'games',
    where: { gameId: { equals: 701 } },
    locale: 'en-US',
    limit: 1,
  })
  const game = docs[0]
  for (let round = 0; round < 5; round++) {
    await payload.update({
      collection: 'games',
      id: game.id,
      locale: 'en-US',
      data: { subtitle: `${game.subtitle ?? ''}${round % 2 ? '' : '.'}`, _status: 'published' },
      overrideAccess: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    afterPublish.push(await timed(`/en/game?q=${encodeURIComponent(words[round])}`))
  }
  await payload.update({
    collection: 'games',
    id: game.id,
    locale: 'en-US',
    data: { subtitle: game.subtitle, _status: 'published' },
    overrideAccess: true,
  })
  console.log(`the first search after a publish (ms): ${spread(afterPublish)}`)
}
process.exit(0)
