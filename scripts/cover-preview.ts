/**
 * Renders cover previews: `tsx scripts/cover-preview.ts [--out DIR] [--jobs N] [--share] [ids...]`
 * For every given game (all game files when none), writes {id}-{locale}.webp for each locale in
 * coverLocalesFor() into DIR (default .data/art-preview) and prints the time per image; with
 * `--share`, the 1200×630 share images instead ({id}-{locale}.jpg).
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { renderCover } from '@/art/cover'
import { renderShare } from '@/art/share'
import { type CoverGame, coverFileName, coverInputFor, coverLocalesFor } from '@/art/game'

const GAMES_DIR = fileURLToPath(new URL('../src/seed/content/games', import.meta.url))

interface Options {
  out: string
  jobs: number
  share: boolean
  ids: number[]
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { out: '.data/art-preview', jobs: 1, share: false, ids: [] }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--out') options.out = argv[++i] ?? options.out
    else if (arg.startsWith('--out=')) options.out = arg.slice(6)
    else if (arg === '--jobs') options.jobs = Math.max(1, Number(argv[++i]) || 1)
    else if (arg === '--share') options.share = true
    else if (/^\d+$/.test(arg)) options.ids.push(Number(arg))
    else throw new Error(`unknown argument: ${arg}`)
  }
  return options
}

function isCoverGame(value: unknown): value is CoverGame {
  const g = value as Partial<CoverGame> | null
  return (
    !!g &&
    typeof g.id === 'number' &&
    typeof g.theme === 'string' &&
    typeof g.art?.motif === 'string' &&
    Array.isArray(g.art.palette) &&
    g.art.palette.length === 3 &&
    typeof g.text === 'object'
  )
}

async function loadGames(ids: readonly number[]): Promise<CoverGame[]> {
  const files = (await readdir(GAMES_DIR)).filter((f) => /^\d+\.json$/.test(f))
  const wanted = ids.length ? files.filter((f) => ids.includes(Number(f.slice(0, -5)))) : files
  const games: CoverGame[] = []
  for (const file of wanted) {
    try {
      const data: unknown = JSON.parse(await readFile(join(GAMES_DIR, file), 'utf8'))
      if (isCoverGame(data)) games.push(data)
      else console.warn(`skipped ${file}: not a game with art`)
    } catch (error) {
      console.warn(`skipped ${file}: ${(error as Error).message}`)
    }
  }
  for (const id of ids)
    if (!games.some((g) => g.id === id)) console.warn(`no game file for id ${id}`)
  return games.sort((a, b) => a.id - b.id)
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const games = await loadGames(options.ids)
  const out = resolve(options.out)
  await mkdir(out, { recursive: true })
  const jobs = games.flatMap((game) => coverLocalesFor(game).map((locale) => ({ game, locale })))
  const times: number[] = []
  let bytes = 0
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]
      if (!job) break
      const t = performance.now()
      const input = coverInputFor(job.game, job.locale)
      const webp = await (options.share ? renderShare(input) : renderCover(input))
      const ms = performance.now() - t
      const name = coverFileName(job.game.id, job.locale)
      await writeFile(join(out, options.share ? name.replace(/webp$/, 'jpg') : name), webp)
      times.push(ms)
      bytes += webp.length
      console.log(
        `${String(job.game.id).padStart(4)} ${job.locale.padEnd(5)} ${ms.toFixed(0).padStart(5)} ms ${(webp.length / 1024).toFixed(0).padStart(4)} KB`,
      )
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.jobs, jobs.length) }, worker))
  if (!times.length) {
    console.log(`no covers rendered (games in ${GAMES_DIR})`)
    return
  }
  const sorted = [...times].sort((a, b) => a - b)
  const mean = times.reduce((a, b) => a + b, 0) / times.length
  console.log(
    `${times.length} covers of ${games.length} games in ${((performance.now() - started) / 1000).toFixed(1)} s → ${out}\n` +
      `per image: mean ${mean.toFixed(0)} ms, median ${(sorted[sorted.length >> 1] as number).toFixed(0)} ms, ` +
      `max ${(sorted[sorted.length - 1] as number).toFixed(0)} ms; mean size ${(bytes / times.length / 1024).toFixed(0)} KB`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
