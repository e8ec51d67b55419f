/**
 * Fails when `src/payload-types.ts` or the admin's import map differs from what the Payload
 * config generates now (run `npm run generate` and commit the result).
 */
import './lib/dotenv'
import { readFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const files = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']
const before = files.map((file) => readFileSync(file, 'utf8'))
const result = spawnSync('npm', ['run', '--silent', 'generate'], { stdio: 'inherit' })
if (result.status !== 0) process.exit(result.status ?? 1)
const stale = files.filter((file, i) => readFileSync(file, 'utf8') !== before[i])
if (stale.length) {
  console.error(`✖ Out of date (regenerated now; commit them): ${stale.join(', ')}`)
  process.exit(1)
}
console.log('✔ payload-types.ts and importMap.js are current.')
