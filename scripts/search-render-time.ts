/**
 * `tsx scripts/search-render-time.ts --origin URL [--origin URL2] [--rounds N] [--tree FILE]`:
 * the time and the CPU of a search's answer, as the catalogue bench asks for it
 * (`scripts/lib/catalogueBench.ts`: `/en/game?q=word` for its words, one at a time, read whole in
 * brotli), and of the same search as the browser's router asks for it while the visitor types
 * (`RSC: 1`, with the router's state tree of the list page when `--tree` names a file holding
 * it, else without one: every layout rendered).
 *
 * With two origins (e.g. a build of `main` and this branch's, on the same database), the rounds
 * alternate between them, so that a machine growing busier weighs on both alike. With
 * `--pids a,b` (one server process per origin, in order) and `--pg PID` (the postmaster), it
 * also reads the CPU the server's process tree and PostgreSQL's spent (`/proc`), per search.
 *
 * Prints, per origin and kind of request: the wall time's median, p95 (as the bench computes
 * it), the five slowest answers with their words, and the CPU per search. Asserts nothing.
 */
import { readFileSync, readdirSync } from 'node:fs'

import { nouns } from '../src/seed/synthetic/words'

type Kind = 'html' | 'flight'

const argv = process.argv.slice(2)
const all = (flag: string) => argv.flatMap((arg, i) => (argv[i - 1] === flag ? [arg] : []))
const one = (flag: string) => all(flag)[0]
const origins = all('--origin')
if (!origins.length) {
  console.error(
    'usage: tsx scripts/search-render-time.ts --origin URL [--origin URL2] [--rounds N]',
  )
  process.exit(2)
}
const rounds = Number(one('--rounds') ?? 5)
// The router's state tree of `/en/game` and the `_rsc` value Next expects beside it (a hash of
// the router's headers), as a browser sent them while typing (`--tree FILE --rsc VALUE`).
const tree = one('--tree') ? readFileSync(one('--tree')!, 'utf8').trim() : undefined
const rsc = one('--rsc')
const kinds = (one('--kinds') ?? 'html,flight').split(',') as Kind[]
const pids = (one('--pids') ?? '').split(',').filter(Boolean).map(Number)
const pg = one('--pg') ? Number(one('--pg')) : undefined

// The bench's own words (`catalogueBench.ts`), or those given (`--words a,b`).
const words = one('--words')
  ? one('--words')!.split(',')
  : [...Object.values(nouns).map((noun) => noun['en-US'].toLowerCase()), 'zebra', 'quasar']

const ticks = 100 // USER_HZ
function childrenOf(pid: number): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) found.push(Number(entry))
    } catch {}
  }
  return found
}
/** CPU ms of a process and all its descendants (the live ones, their own and reaped children's). */
function cpuOf(pid: number): number {
  let sum = 0
  const stack = [pid]
  while (stack.length) {
    const at = stack.pop()!
    try {
      const stat = readFileSync(`/proc/${at}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // utime, stime, cutime, cstime: fields 14-17 of stat, 11-14 here.
      sum += fields.slice(11, 15).reduce((a, b) => a + Number(b), 0)
    } catch {}
    stack.push(...childrenOf(at))
  }
  return (sum * 1000) / ticks
}

const headersOf = (kind: Kind): Record<string, string> =>
  kind === 'html'
    ? { 'accept-encoding': 'br' }
    : {
        'accept-encoding': 'br',
        rsc: '1',
        ...(tree ? { 'next-router-state-tree': tree, 'next-url': '/en-US/game' } : {}),
      }

async function ask(origin: string, word: string, kind: Kind): Promise<number> {
  const started = performance.now()
  const flight = kind === 'flight' && rsc ? `&_rsc=${rsc}` : ''
  const response = await fetch(`${origin}/en/game?q=${encodeURIComponent(word)}${flight}`, {
    headers: headersOf(kind),
  })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${word} (${kind}): ${response.status}`)
  return performance.now() - started
}

type Sample = { word: string; ms: number }
const samples = new Map<string, Sample[]>()
const cpu = new Map<string, { server: number; pg: number; searches: number }>()
const keyOf = (origin: string, kind: Kind) => `${origin} ${kind}`

// Each origin's search code loaded first (the bench's `zzzz`).
for (const origin of origins) for (const kind of kinds) await ask(origin, 'zzzz', kind)

for (let round = 0; round < rounds; round++)
  for (const [index, origin] of origins.entries())
    for (const kind of kinds) {
      const key = keyOf(origin, kind)
      const serverBefore = pids[index] ? cpuOf(pids[index]) : 0
      const pgBefore = pg ? cpuOf(pg) : 0
      for (const word of words) {
        const ms = await ask(origin, word, kind)
        samples.set(key, [...(samples.get(key) ?? []), { word, ms }])
      }
      const used = cpu.get(key) ?? { server: 0, pg: 0, searches: 0 }
      cpu.set(key, {
        server: used.server + (pids[index] ? cpuOf(pids[index]) - serverBefore : 0),
        pg: used.pg + (pg ? cpuOf(pg) - pgBefore : 0),
        searches: used.searches + words.length,
      })
    }

// The bench's percentile (`catalogueBench.ts`): of 27 answers, p95 is the second slowest.
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((values.length * p) / 100))
  ]
for (const [key, list] of samples) {
  const times = list.map((s) => s.ms)
  // Per round, as the bench sees it (one answer per word).
  const perRound: number[][] = []
  for (let i = 0; i < list.length; i += words.length)
    perRound.push(list.slice(i, i + words.length).map((s) => s.ms))
  const slowest = [...list]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((s) => `${s.word} ${s.ms.toFixed(0)}`)
  const used = cpu.get(key)!
  console.log(
    `${key}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms over ${times.length};` +
      ` rounds' p50/p95: ${perRound.map((r) => `${percentile(r, 50).toFixed(0)}/${percentile(r, 95).toFixed(0)}`).join(' ')}` +
      (pids.length
        ? `; CPU per search: server ${(used.server / used.searches).toFixed(1)} ms`
        : '') +
      (pg ? `, PostgreSQL ${(used.pg / used.searches).toFixed(1)} ms` : '') +
      `\n    slowest: ${slowest.join(', ')}`,
  )
}
