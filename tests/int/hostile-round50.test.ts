/**
 * Round 50 (a fresh penetration tester on round 49's fixes):
 * - F3: `/api/translations/restore` (the languages a restore would change: the document and the
 *   version read in every language, about a second on a busy server) ran as many at once as one
 *   account sent: a translator's ten held every visitor's `/en`. One at a time server-wide now, as
 *   every heavy call (F1/F2); the endpoint also runs one per account where no server is in front.
 * - F1/F2: one translator's ten connections of heavy calls, each within its limits (pages of 100
 *   versions, of 90 games in every language with drafts), held `/en` up to 1.2 s and an editor's
 *   calls up to 4 s. Heavy calls (told by what they ask: `src/server/heavyCalls.ts`) take turns
 *   server-wide now, an account's small calls not waiting for them.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { englishGame, serverURL, staff, testPayload } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

const metricsURL = `http://127.0.0.1:${process.env.METRICS_PORT}/metrics`
const scrape = () => fetch(metricsURL).then((r) => r.text())
/** The value of one series in Prometheus text (0 when absent). */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('heavy calls of signed-in accounts (F1, F2)', () => {
  it('take turns server-wide: a translator’s pages in every language run one after another, an editor’s own call goes through meanwhile', async () => {
    const thai = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const waits = 'starfin_staff_heavy_wait_seconds'
    const before = await scrape()
    const heavy = `${serverURL}/api/games?limit=90&locale=all&depth=0&draft=true`
    const pages = Array.from({ length: 4 }, () => fetch(heavy, { headers: thai.headers }))
    const own = await fetch(`${serverURL}/api/users/me`, { headers: editor.headers })
    expect(own.status).toBe(200)
    expect(((await own.json()) as { user: { email: string } }).user.email).toBe(editor.email)
    const answers = await Promise.all(pages)
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    for (const answer of answers)
      expect(((await answer.json()) as { docs: unknown[] }).docs.length).toBeGreaterThan(0)
    const after = await scrape()
    // Each heavy call was counted as such (the editor's was not), and at most one started at
    // once: the others waited for their turn.
    expect(valueOf(after, `${waits}_count`) - valueOf(before, `${waits}_count`)).toBe(4)
    const straightIn = `${waits}_bucket{le="0.001"}`
    expect(valueOf(after, straightIn) - valueOf(before, straightIn)).toBeLessThanOrEqual(1)
  })
})

describe('a restore’s look-up (F3)', () => {
  it('runs one at a time server-wide (a heavy call): an account’s six at once and a colleague’s take their turns, each answered', async () => {
    const thai = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990501, 'Restore Look-up')
    const payload = await testPayload()
    const { docs } = await payload.findVersions({
      collection: 'games',
      where: { parent: { equals: game.id } },
      limit: 1,
      overrideAccess: true,
    })
    const path = `/api/translations/restore?collection=games&id=${game.id}&version=${docs[0].id}`
    const ask = (headers: Record<string, string>) => fetch(`${serverURL}${path}`, { headers })

    const waits = 'starfin_staff_heavy_wait_seconds'
    const before = await scrape()
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => ask(thai.headers)),
      ask(editor.headers),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200])
    for (const answer of answers)
      expect(((await answer.json()) as { changed: unknown }).changed).toBeInstanceOf(Array)
    const after = await scrape()
    expect(valueOf(after, `${waits}_count`) - valueOf(before, `${waits}_count`)).toBe(7)
    const straightIn = `${waits}_bucket{le="0.001"}`
    expect(valueOf(after, straightIn) - valueOf(before, straightIn)).toBeLessThanOrEqual(1)
  })
})
