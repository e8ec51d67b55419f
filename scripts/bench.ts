/**
 * `npm run bench`: builds if needed, serves the production build on its own port against the
 * local database (seeded if empty) and prints figures — response times, JavaScript weight,
 * headers, privacy of the HTML, Lighthouse (mobile) scores, the demos' frame rates and the demo
 * engines' RTP simulation. Figures only: nothing here passes or fails a test.
 *
 * Options: `--no-lighthouse`, `--no-demos`, `--no-throughput`, `--only-throughput` (just the
 * throughput section, `lib/throughput`), `--no-fleet` (skips one against two instances,
 * `fleet/bench`), `--only-edge` (just cached pages through Varnish beside nginx serving the same
 * bytes, `fleet/edgeBench`; `--no-edge` skips it); BENCH_LOCALES=en,jp and BENCH_PAGES=home,/game narrow
 * the pages, BENCH_RUNS the Lighthouse runs per page (3; the median run is printed, as
 * Lighthouse advises for its run-to-run variance), BENCH_SPINS the simulation, BENCH_SECONDS
 * each throughput measurement (3).
 *
 * `--catalogue 86,500,2000` measures only how the costs grow with the catalogue, on synthetic
 * catalogues of those sizes (`lib/catalogueBench`), and prints one table.
 *
 * `--metrics-cost` measures only what counting the metrics costs: a cached page's throughput on a
 * server with metrics against one without, in the same run (`lib/metricsCost`; ports BENCH_PORT+7
 * to +9).
 *
 * Measure as a phone sees the sites in other scripts: Android carries Noto Sans CJK, which the
 * CJK font sheets name first (`local()`), so the pieces are not downloaded. On a machine without it
 * (Debian: fonts-noto-cjk) they are, each one lays the page out again, and text shows placeholder
 * glyphs until they arrive. Android has Thai and Devanagari faces too (Debian: fonts-noto-core):
 * without them, the first layout of a Thai or Hindi page, drawn before its web fonts arrive,
 * searches every installed font for each letter. The Lighthouse section says which are missing.
 */
import './lib/dotenv'
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

import type { Report } from '../tools/lighthouse'
import { scriptFontOf, type FontSet } from '../src/i18n/fonts'
import type { SitePrefix } from '../src/i18n/locales'

import { buildIfStale } from './lib/buildStamp'
import { chromeArgs, chromePath as chrome } from './lib/chrome'
import { prepareEnvironment } from './lib/environment'
import { measureFrameRates } from './lib/frameRate'
import { runBin } from './lib/run'
import { installTools } from './lib/tools'
import { measureThroughput } from './lib/throughput'
import { catalogueSizes, measureCatalogue } from './lib/catalogueBench'
import { measureEdge } from './fleet/edgeBench'
import { measureMetricsCost } from './lib/metricsCost'
import { bytesSent, scriptWeight } from './lib/pageWeight'

const port = process.env.BENCH_PORT || '3400'
const origin = `http://localhost:${port}`
const locales = (process.env.BENCH_LOCALES || 'en,jp,th,cn').split(',')
const pages = process.env.BENCH_PAGES?.split(',').map((page) => (page === 'home' ? '' : page)) ?? [
  '',
  '/game',
  '/detail/701',
  '/tc',
]
const onlyEdge = process.argv.includes('--only-edge')
const onlyThroughput = onlyEdge || process.argv.includes('--only-throughput')
const skipThroughput = onlyEdge || process.argv.includes('--no-throughput')
const skipLighthouse = onlyThroughput || process.argv.includes('--no-lighthouse')
const skipDemos = onlyThroughput || process.argv.includes('--no-demos')
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_RUNS) || 3)

const table = (rows: (string | number)[][]) => {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)))
  for (const row of rows)
    console.log('  ' + row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '))
}
const heading = (text: string) => console.log(`\n\x1b[1m${text}\x1b[0m`)

/** The language (fontconfig's name) of each script font set, whose system face a phone has. */
const phoneFontLanguages: Partial<Record<FontSet, string>> = {
  jp: 'ja',
  kr: 'ko',
  sc: 'zh-cn',
  tc: 'zh-hk',
  thai: 'th',
  deva: 'hi',
}
/** The measured sites whose script has no system face here, as a phone has (undefined: no fontconfig). */
function sitesWithoutPhoneFonts(sites: string[]): string[] | undefined {
  try {
    return sites.filter((site) => {
      const set = scriptFontOf[site as SitePrefix]
      const lang = set && phoneFontLanguages[set]
      return (
        lang && !execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).trim()
      )
    })
  } catch {
    return undefined
  }
}

const catalogueAt = process.argv.indexOf('--catalogue')
if (catalogueAt !== -1) {
  const sizes = catalogueSizes(process.argv[catalogueAt + 1])
  if (typeof sizes === 'string') {
    console.error(sizes)
    process.exit(2)
  }
  if (!(await buildIfStale((line) => console.log(line)))) process.exit(1)
  const local = await prepareEnvironment((line) => console.log(line))
  try {
    heading(`How the costs grow with the catalogue: ${sizes.join(', ')} games`)
    await measureCatalogue(sizes, port, (line) => console.log(line), table)
  } finally {
    await local?.stop()
  }
  process.exit(0)
}

if (process.argv.includes('--metrics-cost')) {
  if (!(await buildIfStale((line) => console.log(line)))) process.exit(1)
  const local = await prepareEnvironment((line) => console.log(line))
  try {
    await runBin('tsx', ['scripts/migrate.ts'])
    await runBin('tsx', ['scripts/seed.ts', '--unless-finished'])
    heading('What the metrics cost: a cached page with metrics off and on (autocannon, loopback)')
    await measureMetricsCost(Number(port) + 7, (line) => console.log(line), table)
  } finally {
    await local?.stop()
  }
  process.exit(0)
}

if (!(await buildIfStale((line) => console.log(line)))) process.exit(1)
const local = await prepareEnvironment((line) => console.log(line))
await runBin('tsx', ['scripts/migrate.ts'])
await runBin('tsx', ['scripts/seed.ts', '--unless-finished'])

const server = spawn('node_modules/.bin/tsx', ['src/server/serve.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: port },
})
try {
  for (
    let i = 0;
    i < 120 &&
    !(await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false));
    i++
  )
    await new Promise((r) => setTimeout(r, 500))

  const urls = locales.flatMap((prefix) => pages.map((path) => `/${prefix}${path}`))
  for (const url of urls) await fetch(origin + url) // the first request renders and caches each page

  if (!onlyThroughput) {
    heading('Server response time of cached pages (30 requests each)')
    const timing: (string | number)[][] = [
      [
        'page',
        'p50 ms',
        'p95 ms',
        'HTML KB (browser, brotli)',
        'HTML KB (gzip-only client)',
        'status',
      ],
    ]
    for (const url of urls) {
      const times: number[] = []
      let status = 0
      for (let i = 0; i < 30; i++) {
        const started = performance.now()
        const response = await fetch(origin + url)
        await response.arrayBuffer()
        status = response.status
        times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      const sent = await Promise.all(
        ['br, gzip', 'gzip'].map((encoding) => bytesSent(origin + url, encoding)),
      )
      timing.push([
        url,
        times[14].toFixed(1),
        times[28].toFixed(1),
        ...sent.map((bytes) => (bytes / 1024).toFixed(1)),
        status,
      ])
    }
    table(timing)

    // Bytes as sent: to a browser (which accepts brotli) and to a client that takes gzip only.
    heading('JavaScript per page (every script the HTML loads, bytes sent)')
    const weights: (string | number)[][] = [
      ['page', 'scripts', 'JS KB (browser, brotli)', 'JS KB (gzip-only client)'],
    ]
    for (const url of [`/en`, `/en/game`, `/en/detail/701`, `/en/tc`]) {
      const html = await (await fetch(origin + url)).text()
      const browser = await scriptWeight(origin, html, 'gzip, deflate, br, zstd')
      const gzipOnly = await scriptWeight(origin, html, 'gzip')
      weights.push([
        url,
        browser.scripts,
        (browser.bytes / 1024).toFixed(1),
        (gzipOnly.bytes / 1024).toFixed(1),
      ])
    }
    table(weights)

    heading('Headers and privacy of public pages')
    const privacy: (string | number)[][] = [
      ['page', 'Accept-CH', 'Critical-CH', 'cache', 'private fields in HTML + flight'],
    ]
    for (const url of [`/en`, `/en/game`, `/en/detail/701`, `/jp/tc`]) {
      const response = await fetch(origin + url)
      const html = await response.text()
      const flight = await (await fetch(origin + url, { headers: { rsc: '1' } })).text()
      // A private record's fields with their values (the form's "email" label is not one).
      const leaks = [
        ...`${html}\n${flight}`.matchAll(
          /"(email)"\s*:\s*"[^"]*@|"(hash|salt|password|resetPasswordToken|lastSeenAt|loginAttempts)"\s*:|"(account)"\s*:\s*"[A-Za-z0-9]{32}"/g,
        ),
      ].map((m) => m[1] ?? m[2] ?? m[3])
      privacy.push([
        url,
        response.headers.get('accept-ch') ?? '—',
        response.headers.get('critical-ch') ?? '—',
        response.headers.get('x-nextjs-cache') ?? response.headers.get('cache-control') ?? '—',
        leaks.length ? [...new Set(leaks)].join(', ') : 'none',
      ])
    }
    table(privacy)
  }

  if (!skipThroughput) {
    heading(
      'Throughput: cached pages, flight data and the game-list API beside a static file (autocannon, loopback)',
    )
    await measureThroughput(origin, (line) => console.log(line), table)
  }

  if (!process.argv.includes('--no-edge') && (onlyEdge || !onlyThroughput)) {
    heading(
      'The edge: cached pages in brotli through Varnish beside nginx serving the same bytes as a file (wrk, loopback)',
    )
    // Ports: BENCH_PORT+5 and +6 (the fleet section takes +1 to +4).
    await measureEdge(
      origin,
      { edge: Number(port) + 5, files: Number(port) + 6 },
      (line) => console.log(line),
      table,
    )
  }

  if (!skipLighthouse && existsSync(chrome)) {
    await installTools()
    const { computeMedianRun, launchChrome, lighthouse } = await import('../tools/lighthouse')
    // A first visitor makes the image optimizer encode each picture size once; Lighthouse should
    // measure the visits after that, as on a site in service.
    const warm = await chromium.launch({ executablePath: chrome, args: chromeArgs })
    const phone = await warm.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    })
    for (const url of urls) await phone.goto(origin + url, { waitUntil: 'load' })
    await warm.close()

    heading(
      `Lighthouse, mobile: the median of ${lighthouseRuns} runs (performance and its range · accessibility · best practices · SEO · CLS · LCP ms · TBT ms · the machine's speed by Lighthouse's benchmark index, higher is faster)`,
    )
    const missing = sitesWithoutPhoneFonts(locales)
    if (missing?.length)
      console.log(
        `  No system font here for ${missing.join(', ')}, as a phone has (Debian: fonts-noto-cjk, fonts-noto-core): their figures include fallback searches a phone does not make.`,
      )
    const browser = await launchChrome({
      chromePath: chrome,
      chromeFlags: ['--headless=new', ...chromeArgs],
    })
    // Rows are printed as they come: a Lighthouse run takes half a minute on a small machine.
    const line = (cells: (string | number)[]) =>
      console.log('  ' + cells.map((cell, i) => String(cell).padEnd(i ? 6 : 16)).join('  '))
    line(['page', 'perf', 'range', 'a11y', 'best', 'seo', 'CLS', 'LCP', 'TBT', 'cpu'])
    try {
      for (const url of urls) {
        const runs: Report[] = []
        for (let run = 0; run < lighthouseRuns; run++) {
          const result = await lighthouse(origin + url, {
            port: browser.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          })
          // A run that failed (no first paint, a page error) has no figures to take a median of.
          const failure = result?.lhr.runtimeError?.code
          if (result?.lhr.audits['first-contentful-paint']?.numericValue && !failure)
            runs.push(result.lhr)
          else console.log(`    ${url}: run ${run + 1} failed (${failure ?? 'no first paint'})`)
        }
        if (!runs.length) continue
        // Lighthouse's own choice of the median run: the one nearest the median FCP and TTI.
        const lhr = computeMedianRun(runs) as Report
        const performanceScores = runs.map((run) =>
          Math.round((run.categories.performance?.score ?? 0) * 100),
        )
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0
        line([
          url,
          score('performance'),
          `${Math.min(...performanceScores)}–${Math.max(...performanceScores)}`,
          score('accessibility'),
          score('best-practices'),
          score('seo'),
          audit('cumulative-layout-shift').toFixed(3),
          Math.round(audit('largest-contentful-paint')),
          Math.round(audit('total-blocking-time')),
          Math.round(lhr.environment.benchmarkIndex),
        ])
        const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        )
        if (failing.length) console.log(`    not passed: ${failing.join(', ')}`)
      }
    } finally {
      await browser.kill()
    }
  }

  if (!skipDemos && existsSync(chrome)) {
    heading(
      'Demo frame rates, phone viewport at 4x CPU slowdown (reels spinning, cannon firing; ~3 s each)',
    )
    await measureFrameRates(origin, (line) => console.log(line))
  }

  if (!skipDemos) {
    heading('Demo engines: measured return to player and hit frequency')
    await runBin('tsx', [
      'scripts/simulate-rtp.ts',
      '--spins',
      process.env.BENCH_SPINS || '1000000',
    ])
  }

  // The fleet's section (scripts/fleet/bench.ts): home requests/s with one and two instances.
  // While this database is still up: stopped and at once started again by the section, it was
  // taken for running while it shut down, and the instances never came up.
  if (!process.argv.includes('--no-fleet') && !onlyThroughput)
    await runBin('tsx', ['scripts/fleet/bench.ts'])
} finally {
  server.kill('SIGTERM')
  await local?.stop()
}
