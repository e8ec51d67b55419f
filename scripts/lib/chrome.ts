import { existsSync } from 'node:fs'

/** The system's Chromium, as the bench and its frame-rate run launch it (the whole browser). */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'

const headlessShell = '/usr/bin/chromium-headless-shell'

/**
 * The Chromium the browser tests drive: `CHROME_PATH`, else Chromium's headless shell where it is
 * installed (Debian's `chromium-headless-shell`, the same Blink and V8 as its `chromium`, and what
 * Playwright itself runs for headless tests), else `chromium`. The full browser's GPU process,
 * which Debian's default flags (`/etc/chromium.d`) have rasterise every frame in software, took
 * most of CI's two cores during the admin's tests: opening a game's form and the list four times
 * cost the full browser 13 CPU-seconds, the shell 3.5.
 */
export const testChromePath =
  process.env.CHROME_PATH || (existsSync(headlessShell) ? headlessShell : chromePath)

/**
 * The browser for the tests that measure where a page's lines break (`typesetSpecs`): the whole
 * Chromium, as visitors have it. The headless shell lays text out otherwise: Japanese headings
 * without `word-break: auto-phrase` (プリズムホーン伝|説), and short lines broken as `text-wrap:
 * pretty` and `balance` never would (在无垠荒原|上自由奔驰。 where the whole line fitted).
 */
export const typesetChromePath = process.env.CHROME_PATH || chromePath

/** The browser tests that measure line breaks and fonts, run in `typesetChromePath`. */
export const typesetSpecs = ['phone-layout.spec.ts', 'thai-lines.spec.ts', 'fonts.spec.ts']

/** Headless in a container: no sandbox or GPU, and none of the browser's own background traffic. */
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]
