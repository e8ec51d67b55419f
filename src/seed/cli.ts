/**
 * `npm run seed [-- --reset]`: loads the demo content. `--unless-finished` (used by `npm start`)
 * does nothing once a seed has run to the end on this database; until then it loads what is
 * missing, so a first start that was stopped halfway is finished by the next one.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { revalidate } from '@/lib/revalidate'
import { cacheTags } from '@/lib/cacheTags'

import { seed, seedFinished } from './seed'

const args = new Set(process.argv.slice(2))
const reset = args.has('--reset')

const payload = await getPayload({ config })
try {
  if (args.has('--unless-finished') && (await seedFinished(payload))) {
    console.log('The demo content was loaded before; it was not loaded again.')
  } else {
    const started = Date.now()
    const bar = (done: number, total: number, what: string) => {
      const width = 30
      const filled = Math.round((done / total) * width)
      const line = `  [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total} ${what}`
      if (process.stdout.isTTY) process.stdout.write(`\r${line.padEnd(70)}`)
      else if (done === total || done % 10 === 0) console.log(line)
    }
    await seed(payload, { reset, onProgress: bar })
    if (process.stdout.isTTY) process.stdout.write('\n')
    console.log(`Demo content loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    // A running server shows the new content at once.
    await revalidate([cacheTags.all])
  }
} finally {
  await payload.destroy()
}
process.exit(0)
