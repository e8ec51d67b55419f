/**
 * `npm run test:fleet`: starts the fleet on loopback (./topology) from the current build and runs
 * tests/fleet against it: shared cache, shared limits, shared media, one job runner, the edge in
 * front, draining on SIGTERM, a lost replica, a lost Redis.
 */
import '../lib/dotenv'
import { renameSync, writeFileSync } from 'node:fs'

import { buildIfStale } from '../lib/buildStamp'
import { runBin } from '../lib/run'

import { ports, startFleet } from './topology'

const say = (line: string) => console.log(`\x1b[36m━━ fleet: ${line}\x1b[0m`)
if (!(await buildIfStale(say))) process.exit(1)

let code = 1
const fleet = await startFleet(say).catch((error: Error) => {
  console.error(`✖ ${error.message}`)
  process.exit(1)
})
try {
  // The tests stop and restart parts of the fleet: they learn the pids from this file.
  const state = '.data/fleet/state.json'
  // Written aside and renamed, so that a test never reads a half-written file.
  const write = () => {
    writeFileSync(
      `${state}.tmp`,
      JSON.stringify({ pids: fleet.pids(), exits: fleet.exits(), ports }),
    )
    renameSync(`${state}.tmp`, state)
  }
  const refresh = setInterval(write, 200)
  write()
  say('tests')
  // The tests' own Payload (local API) reads from the primary: they stop the replica.
  const env = {
    ...fleet.env,
    DATABASE_REPLICA_URLS: '',
    FLEET_STATE: state,
    FLEET_A: fleet.urls.a,
    FLEET_B: fleet.urls.b,
    FLEET_EDGE: fleet.urls.edge,
  }
  code = await runBin('vitest', ['run', '--project', 'fleet'], env)
  clearInterval(refresh)
} finally {
  await fleet.stop()
}
process.exit(code)
