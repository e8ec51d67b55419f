/**
 * Frame rates of the demos' busiest scenes as a mid-range phone sees them: a phone viewport in
 * Chromium with the CPU slowed down four times (the figure the free-trial issue names), while the
 * reels spin (autoplay) or the cannon fires (a held tap). The page records its own
 * requestAnimationFrame times, so every frame it managed counts. Figures only.
 */
import { chromium, type Page } from '@playwright/test'

import { labelDefaults } from '@/globals/LabelSets/defaults'
import { loadCatalogueOrder, loadGames } from '@/seed/content/load'

import { chromeArgs, chromePath } from './chrome'

const labels = labelDefaults.demo
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}
const cpuSlowdown = 4
const recordMs = 3000
const startTimeoutMs = 20_000

type Scene = {
  name: string
  gameId: number
  start(page: Page): Promise<void>
  stop?(page: Page): Promise<void>
}

/** Autoplay keeps the reels turning for the whole recording. */
const spinning = (name: string, gameId: number): Scene => ({
  name,
  gameId,
  async start(page) {
    await page.getByRole('button', { name: labels.autoplay, exact: true }).click()
    await page
      .getByRole('button', { name: labels.stop, exact: true, pressed: true })
      .waitFor({ timeout: startTimeoutMs })
  },
})

/** A tap held on the sea fires again and again; the first shot shows in the balance. */
const firing = (name: string, gameId: number): Scene => ({
  name,
  gameId,
  async start(page) {
    const balance = page
      .locator('dt', { hasText: labels.balance })
      .locator('xpath=following-sibling::dd')
    const before = await balance.innerText()
    const box = await page.locator('canvas').boundingBox()
    if (!box) throw new Error('no sea on the page')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.3)
    await page.mouse.down()
    await balance.filter({ hasNotText: before }).waitFor({ timeout: startTimeoutMs })
  },
  stop: (page) => page.mouse.up(),
})

/** The catalogue's first lines slot and first Megaways (else ways) slot on the English site, and fish game 701. */
function scenes(): Scene[] {
  const games = new Map(loadGames().map((game) => [game.id, game]))
  const slots = loadCatalogueOrder().slot.flatMap((id) => {
    const game = games.get(id)
    return game && (game.sites === 'all' || game.sites.includes('en')) ? [game] : []
  })
  const lines = slots.find((game) => game.layout.mode === 'lines')
  const ways =
    slots.find((game) => game.layout.mode === 'megaways') ??
    slots.find((game) => game.layout.mode === 'ways')
  return [
    ...(lines ? [spinning(`reels, lines (${lines.id})`, lines.id)] : []),
    ...(ways ? [spinning(`reels, ${ways.layout.mode} (${ways.id})`, ways.id)] : []),
    firing('fish scene (701)', 701),
  ]
}

/** The page's requestAnimationFrame times over `ms`. */
function recordFrames(page: Page, ms: number): Promise<number[]> {
  // No named functions in the page's code: tsx keeps their names with a helper the page lacks.
  return page.evaluate(async (span) => {
    const times: number[] = []
    const started = performance.now()
    while (performance.now() - started < span)
      times.push(await new Promise<number>((resolve) => requestAnimationFrame(resolve)))
    return times
  }, ms)
}

function figures(times: number[]) {
  const gaps = times.slice(1).map((time, i) => time - times[i])
  const fps = gaps.map((gap) => 1000 / gap).sort((a, b) => a - b)
  const at = (share: number) => fps[Math.floor(share * (fps.length - 1))]
  return {
    frames: gaps.length,
    median: at(0.5),
    p5: at(0.05),
    slow: (100 * gaps.filter((gap) => gap > 20).length) / gaps.length,
  }
}

export async function measureFrameRates(origin: string, log: (line: string) => void) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs })
  const rows: string[][] = [['scene', 'frames', 'median fps', 'p5 fps', '% frames > 20 ms']]
  try {
    for (const scene of scenes()) {
      const context = await browser.newContext(phone)
      try {
        const page = await context.newPage()
        await page.goto(`${origin}/demo/${scene.gameId}?lang=en`)
        // The controls work once the page has hydrated, after its scripts have loaded.
        await page.waitForLoadState('networkidle')
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
        await scene.start(page)
        const result = figures(await recordFrames(page, recordMs))
        await scene.stop?.(page)
        rows.push([
          scene.name,
          String(result.frames),
          result.median.toFixed(1),
          result.p5.toFixed(1),
          result.slow.toFixed(1),
        ])
      } catch (error) {
        rows.push([
          scene.name,
          `not measured: ${(error as Error).message.split('\n')[0]}`,
          '',
          '',
          '',
        ])
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  for (const row of rows) log('  ' + row.map((cell, i) => cell.padEnd(widths[i])).join('  '))
}
