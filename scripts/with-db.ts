/**
 * `tsx scripts/with-db.ts [--again-if-unsettled] -- <command…>`: runs a command with DATABASE_URL
 * and PAYLOAD_SECRET set, starting (and afterwards stopping) the embedded PostgreSQL when no
 * DATABASE_URL is given. With `--again-if-unsettled`, a command that ends with Node's "unsettled
 * top-level await" (`unsettledTopLevelAwait`, as `npm start` retries its steps) is run once more:
 * `create-admin` had ended so, saying only its exit code and making no account (walk 31).
 */
import './lib/dotenv'
import { prepareEnvironment } from './lib/environment'
import { run, unsettledTopLevelAwait } from './lib/run'

const args = process.argv.slice(process.argv.indexOf('--') + 1)
if (args.length === 0) {
  console.error('usage: tsx scripts/with-db.ts -- <command> [args…]')
  process.exit(2)
}

const local = await prepareEnvironment((line) => console.log(line))
// Stop the database only after the child has finished, whatever signal ended it.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => {})
const again = process.argv.slice(2, process.argv.indexOf('--')).includes('--again-if-unsettled')
const [command, ...rest] = args
const attempt = () =>
  run(command, rest).catch((error: Error) => {
    console.error(error.message)
    return 1
  })
let code = await attempt()
if (again && code === unsettledTopLevelAwait) {
  console.log('Running it once more (Node ended it before it had settled)…')
  code = await attempt()
}
await local?.stop()
process.exit(code)
