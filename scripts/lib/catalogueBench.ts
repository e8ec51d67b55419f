/**
 * `npm run bench -- --catalogue 86,500,2000`: how the site's costs grow with its catalogue. For
 * each size, the demo content and enough synthetic games to make it up (`npm run seed --
 * --synthetic N`, a database of its own, reused when it holds them already), the production
 * server on that database alone, and one row of figures; then the table, with each figure's
 * ratio to the first (smallest) row. Load on loopback only, bounded in requests and seconds.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { get } from 'node:http'

import autocannon from 'autocannon'
import pg from 'pg'

import { loadGames } from '../../src/seed/content/load'
import { syntheticMarkKey, type SyntheticMark } from '../../src/seed/synthetic'
import { nouns } from '../../src/seed/synthetic/words'
import { statusTableShapeKey } from '../../src/translation/statusTable'

import { runBin, unsettledTopLevelAwait } from './run'
import { syntheticDatabase } from './syntheticDatabase'

type Log = (line: string) => void
type Table = (rows: (string | number)[][]) => void

/** "86,500,2000" as sizes, each at least the demo content's games. */
export function catalogueSizes(value: string | undefined): number[] | string {
  const demo = loadGames().length
  const sizes = (value ?? '').split(',').map(Number)
  if (!value || sizes.some((size) => !Number.isInteger(size) || size < demo || size > 20_000))
    return `Give --catalogue as sizes from ${demo} (the demo content's games) to 20000, e.g. --catalogue ${demo},500,2000.`
  return sizes
}

/** The bytes of an answer as they travel, in brotli. */
const bytesSent = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let length = 0
      response.on('data', (chunk: Buffer) => (length += chunk.length))
      response.on('end', () => resolve(length))
    }).on('error', reject)
  })

/**
 * The results of a view of the list as the server wrote them: from their box to the end of their
 * section (the featured row comes before it, the page's data for the browser after it).
 */
export function resultsOf(html: string): string {
  const start = html.indexOf('id="catalogue-results"')
  if (start === -1) return ''
  const end = html.indexOf('</section>', start)
  return html.slice(start, end === -1 ? undefined : end)
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((values.length * p) / 100))
  ]

/** The resident memory of a process and its descendants (tsx runs the server in a child), in MB. */
function residentMB(pid: number): number {
  const processes = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
  const tree = new Set([pid])
  for (let grown = true; grown;) {
    grown = false
    for (const [child, parent] of processes)
      if (tree.has(parent) && !tree.has(child)) grown = Boolean(tree.add(child))
  }
  const kb = processes.filter(([id]) => tree.has(id)).reduce((sum, [, , rss]) => sum + rss, 0)
  return kb / 1024
}

/**
 * Runs the deploy's migration step on a database (`scripts/migrate.ts`) and answers the time of
 * the translation status rebuild it reports (0 when the table was current).
 */
const migrateStep = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/migrate.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DATABASE_URL: url },
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk))
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the migration step failed (${code})`))
      const rebuilt = /Translation status rebuilt[^\n]* in (\d+) ms/.exec(out)
      resolve(rebuilt ? Number(rebuilt[1]) : 0)
    })
  })

async function waitForHealth(origin: string, server: ChildProcess) {
  for (let i = 0; i < 240 && server.exitCode === null; i++) {
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the server at ${origin} did not start`)
}

type Row = {
  size: number
  listKB: number
  listRps: number
  detailRps: number
  searchP50: number
  searchP95: number
  publishMs: number | null
  rebuildMs: number
  matrixMs: number
  xliffMs: number
  xliffKB: number
  seedSeconds: number
  databaseMB: number
  rssMB: number
}

/** Search words a visitor might type: the synthetic games' English nouns, and words no game has. */
const searchWords = [
  ...Object.values(nouns).map((noun) => noun['en-US'].toLowerCase()),
  'zebra',
  'quasar',
]

async function measureSize(
  size: number,
  demo: number,
  port: string,
  seconds: number,
  log: Log,
): Promise<Row & { searchOnServer: boolean }> {
  const synthetic = size - demo
  log(`\n  ${size} games: the demo content and ${synthetic} synthetic games`)
  const seed = () => runBin('tsx', ['scripts/seed.ts', '--synthetic', String(synthetic)])
  // The seed is idempotent: one ended by tsx's unsettled top-level await (`lib/run`) runs again.
  let seeded = await seed()
  if (seeded === unsettledTopLevelAwait) seeded = await seed()
  if (seeded !== 0) throw new Error(`the seed of ${synthetic} synthetic games failed`)
  const url = await syntheticDatabase(process.env.DATABASE_URL!, synthetic)
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  const mark = (
    await db.query<{ data: SyntheticMark }>('select data from payload_kv where key = $1', [
      syntheticMarkKey,
    ])
  ).rows[0]?.data
  // The translation status table after a change of the content's shape (a field added), as a
  // deploy meets it: marked as built for another shape, then the deploy's migration step, which
  // rebuilds it before the server starts (scripts/migrate.ts). Its time is the rebuild's; the
  // matrix's figure below is then the first screen of a current table, as an editor meets it.
  await db.query(`update payload_kv set data = to_jsonb('another shape'::text) where key = $1`, [
    statusTableShapeKey,
  ])
  const rebuildMs = await migrateStep(url)
  log(
    `    the translation status rebuilt by the migration step in ${(rebuildMs / 1000).toFixed(1)} s`,
  )
  // A seed (and a rebuild) that has just written thousands of rows leaves PostgreSQL work for later: autovacuum
  // vacuums and analyzes the new tables, and the checkpointer writes the pages out, on the same
  // two cores as the server measured next (the first run's 2,000 row once served 0.37× the
  // requests/s of a run on the same database reused). Done here, before the server starts: the
  // figures are the site's, and the planner has the tables' statistics a live database has.
  const settling = performance.now()
  await db.query('vacuum (analyze)')
  // (A checkpoint needs a superuser or pg_checkpoint: the local database's user is one.)
  await db.query('checkpoint').catch(() => log('    (no checkpoint: not allowed to this user)'))
  log(
    `    the database settled (vacuum, analyze, checkpoint) in ${((performance.now() - settling) / 1000).toFixed(1)} s`,
  )
  const databaseBytes = Number(
    (await db.query('select pg_database_size(current_database()) as bytes')).rows[0].bytes,
  )
  await db.end()

  const origin = `http://127.0.0.1:${port}`
  const server = spawn('node_modules/.bin/tsx', ['src/server/serve.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // The server's own job runner and metrics stay off: only the visitors' and the editor's work is measured.
    env: { ...process.env, DATABASE_URL: url, PORT: port, JOBS_RUNNER: '0', METRICS_PORT: '0' },
  })
  try {
    await waitForHealth(origin, server)
    const list = '/en/game'
    const detail = '/en/detail/701'
    // The first asks render each page and store its compressed copies.
    for (const path of [list, detail])
      for (let i = 0; i < 3; i++)
        await fetch(origin + path, { headers: { 'accept-encoding': 'br' } }).then((r) =>
          r.arrayBuffer(),
        )
    const listBytes = await bytesSent(origin + list)
    const load = (path: string) =>
      autocannon({
        url: origin + path,
        connections: 10,
        duration: seconds,
        headers: { 'accept-encoding': 'br' },
      })
    const listLoad = await load(list)
    const detailLoad = await load(detail)

    // The search's own code is loaded by a first search that matches nothing, and caches nothing,
    // so that the first word is not timed with it.
    await fetch(`${origin}${list}?q=zzzz`).then((r) => r.arrayBuffer())
    // Each word once, so each search is answered afresh (p50/p95 of those answers, read whole).
    const searchTimes: number[] = []
    for (const word of searchWords) {
      const started = performance.now()
      await fetch(`${origin}${list}?q=${encodeURIComponent(word)}`, {
        headers: { 'accept-encoding': 'br' },
      }).then((r) => r.arrayBuffer())
      searchTimes.push(performance.now() - started)
    }
    // Until the list page searches on the server, `?q=` answers the whole list. Only its results
    // say: the featured row above them links to game 701 on every view of the list.
    const noMatch = await fetch(`${origin}${list}?q=quasar`).then((r) => r.text())
    const searchOnServer = !resultsOf(noMatch).includes('/en/detail/')

    const timeEditor = () =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn('node_modules/.bin/tsx', ['scripts/lib/catalogueEditor.ts'], {
          stdio: ['ignore', 'pipe', 'inherit'],
          env: { ...process.env, DATABASE_URL: url, BENCH_ORIGIN: origin },
        })
        let out = ''
        child.stdout.on('data', (chunk: Buffer) => (out += chunk))
        child.on('exit', (code) => resolve({ code, out }))
      })
    // Its figures are its last line: one ended by tsx's unsettled top-level await (`lib/run`)
    // after printing them is kept, one ended so before them is run again (it puts the title back).
    const printed = ({ out }: { out: string }) => out.trim().split('\n').pop()?.startsWith('{')
    let timed = await timeEditor()
    if (timed.code === unsettledTopLevelAwait && !printed(timed)) timed = await timeEditor()
    if (!printed(timed) || (timed.code !== 0 && timed.code !== unsettledTopLevelAwait))
      throw new Error(`the editor's timings failed (${timed.code})`)
    const editor = timed.out
    const { matrix, matrixAgain, matrixFiltered, xliff, publishMs, saveMs } = JSON.parse(
      editor.trim().split('\n').pop()!,
    ) as {
      matrix: { ms: number; status: number }
      matrixAgain: { ms: number }
      matrixFiltered: { ms: number }
      xliff: { ms: number; bytes: number; status: number }
      publishMs: number | null
      saveMs: number
    }
    log(
      `    publish → live: the save ${saveMs.toFixed(0)} ms (until the server had expired it), then the page rendered again`,
    )
    log(
      `    translation status: the first screen ${matrix.ms.toFixed(0)} ms (the server's first admin screen), again ${matrixAgain.ms.toFixed(0)} ms, "Thai, needs translation, page 3" ${matrixFiltered.ms.toFixed(0)} ms`,
    )
    if (matrix.status !== 200 || xliff.status !== 200)
      log(`    (translation status answered ${matrix.status}, the XLIFF export ${xliff.status})`)

    return {
      size,
      listKB: listBytes / 1024,
      listRps: listLoad.requests.average,
      detailRps: detailLoad.requests.average,
      searchP50: percentile(searchTimes, 50),
      searchP95: percentile(searchTimes, 95),
      searchOnServer,
      publishMs,
      rebuildMs,
      matrixMs: matrix.ms,
      xliffMs: xliff.ms,
      xliffKB: xliff.bytes / 1024,
      seedSeconds: mark?.seconds ?? NaN,
      databaseMB: databaseBytes / 1024 / 1024,
      rssMB: residentMB(server.pid!),
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

export async function measureCatalogue(sizes: number[], port: string, log: Log, table: Table) {
  const demo = loadGames().length
  const seconds = Number(process.env.BENCH_SECONDS) || 3
  const rows = []
  for (const size of sizes) rows.push(await measureSize(size, demo, port, seconds, log))

  const [first] = rows
  const ratio = (value: number | null, base: number | null) =>
    value !== null && base ? ` (${(value / base).toFixed(2)}×)` : ''
  const cell = (value: number | null, base: number | null, digits = 0) =>
    value === null ? '—' : `${value.toFixed(digits)}${ratio(value, base)}`
  const columns: [string, (row: Row) => number | null, number][] = [
    ['list KB br', (row) => row.listKB, 1],
    ['list req/s', (row) => row.listRps, 0],
    ['detail req/s', (row) => row.detailRps, 0],
    ['search p50 ms', (row) => row.searchP50, 0],
    ['search p95 ms', (row) => row.searchP95, 0],
    ['publish→live ms', (row) => row.publishMs, 0],
    ['status rebuild ms', (row) => row.rebuildMs, 0],
    ['matrix ms', (row) => row.matrixMs, 0],
    ['XLIFF ms', (row) => row.xliffMs, 0],
    ['XLIFF KB', (row) => row.xliffKB, 0],
    ['seed s', (row) => row.seedSeconds, 0],
    ['DB MB', (row) => row.databaseMB, 1],
    ['RSS MB', (row) => row.rssMB, 0],
  ]
  log(
    `\n  ${seconds} s of load per req/s figure, 10 connections, brotli; ratios to the ${first.size}-game row.`,
  )
  table([
    ['games', ...columns.map(([name]) => name)],
    ...rows.map((row) => [
      row.size,
      ...columns.map(([, value, digits]) => cell(value(row), value(first), digits)),
    ]),
  ])
  if (rows.some((row) => !row.searchOnServer))
    log(
      '  Search: `/en/game?q=` does not search on the server yet (it answers the whole list), so its times are those of the list page made afresh.',
    )
}
