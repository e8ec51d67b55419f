/**
 * Part of `npm run bench -- --catalogue` (`catalogueBench.ts`), run on the synthetic catalogue's
 * database beside the server at BENCH_ORIGIN: what an editor waits for there. The translation
 * status's first load (and the same screen again, and a filtered one) and a full XLIFF export (each answer read to its end, as one signed-in
 * editor), and a publish from this process until its page shows it. Prints one line of JSON.
 */
import './dotenv'
import config from '@payload-config'
import { getPayload } from 'payload'

import { signedInAdmin } from './signIn'

const origin = process.env.BENCH_ORIGIN
if (!origin) throw new Error('BENCH_ORIGIN names the server to measure')

const payload = await getPayload({ config })
const email = 'bench-editor@starfin.example'
const signedIn = await signedInAdmin(payload, origin, { email, name: 'Benchmark' })

/** One request read to its last byte, timed. */
async function timed(path: string) {
  const started = performance.now()
  const response = await fetch(origin + path, { headers: signedIn })
  const bytes = (await response.arrayBuffer()).byteLength
  return { ms: performance.now() - started, bytes, status: response.status }
}

// The first screen: the server's first admin screen, so it also loads the admin's code. Then the
// same screen again, and a filtered one ("Thai, needs translation, page 3"): the table's reads.
const matrix = await timed('/admin/translations')
const matrixAgain = await timed('/admin/translations')
const matrixFiltered = await timed('/admin/translations?missing=th-TH&state=missing&page=3')
const xliff = await timed('/api/translations/export?locale=th-TH&format=xliff')

// A publish of one demo game's English title, from this process as a scheduled publish or the
// worker makes it, until its page (cached before) shows the new title.
const { docs } = await payload.find({
  collection: 'games',
  where: { gameId: { equals: 701 } },
  locale: 'en-US',
  limit: 1,
  overrideAccess: true,
})
const game = docs[0]
const path = `/en/detail/${game.gameId}`
await fetch(origin + path).then((r) => r.arrayBuffer())
const title = `${game.title} ${Date.now() % 100000}`
const started = performance.now()
await payload.update({
  collection: 'games',
  id: game.id,
  locale: 'en-US',
  data: { title, _status: 'published' },
  overrideAccess: true,
})
// The save returns once the server has expired what the publish touches (src/publishing).
const saveMs = performance.now() - started
let publishMs: number | null = null
while (performance.now() - started < 10_000) {
  const html = await fetch(origin + path).then((r) => r.text())
  if (html.includes(title)) {
    publishMs = performance.now() - started
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 10))
}
await payload.update({
  collection: 'games',
  id: game.id,
  locale: 'en-US',
  data: { title: game.title, _status: 'published' },
  overrideAccess: true,
})

console.log(JSON.stringify({ matrix, matrixAgain, matrixFiltered, xliff, publishMs, saveMs }))
await payload.destroy()
process.exit(0)
