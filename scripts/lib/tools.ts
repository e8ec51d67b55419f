import { existsSync, statSync, utimesSync } from 'node:fs'

import { run } from './run'

const lockfile = 'tools/package-lock.json'
/** npm's record of what it installed (`node_modules/.package-lock.json`). */
const installed = 'tools/node_modules/.package-lock.json'

/**
 * Installs the audit tools of tools/ (Lighthouse, the MDN HTTP Observatory) when they are missing
 * or older than their lockfile. They would add a fifth to the site's own dependencies, and only
 * the benchmark and the tests use them, so a plain `npm install` leaves them out.
 */
export async function installTools() {
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) return
  console.log('Installing the audit tools (tools/: Lighthouse, the MDN HTTP Observatory)…')
  const code = await run('npm', ['install', '--prefix', 'tools', '--no-audit', '--no-fund'])
  if (code) throw new Error(`Installing the audit tools failed (npm exit code ${code}).`)
  // npm leaves its record as it was when nothing needed changing.
  const now = new Date()
  utimesSync(installed, now, now)
}
