/**
 * `tsx scripts/with-db.ts -- <command…>`: runs a command with DATABASE_URL and PAYLOAD_SECRET set,
 * starting (and afterwards stopping) the embedded PostgreSQL when no DATABASE_URL is given.
 */
import './lib/dotenv'
import { prepareEnvironment } from './lib/environment'
import { run } from './lib/run'

const args = process.argv.slice(process.argv.indexOf('--') + 1)
if (args.length === 0) {
  console.error('usage: tsx scripts/with-db.ts -- <command> [args…]')
  process.exit(2)
}

const local = await prepareEnvironment((line) => console.log(line))
// Stop the database only after the child has finished, whatever signal ended it.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => {})
const [command, ...rest] = args
const code = await run(command, rest).catch((error: Error) => {
  console.error(error.message)
  return 1
})
await local?.stop()
process.exit(code)
