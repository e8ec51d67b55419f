/**
 * Round 51 (a fresh penetration tester on round 50's fixes):
 * - F1: the heavy calls' rule read a query otherwise than Payload does: `limit[0]=90`, a repeated
 *   `locale`, a read sent as a POST with its query in the body went straight in, 1.7 MB each.
 * - F2: the admin's lists (their pages, the server functions that draw them) were no heavy call.
 * Each now takes its turn: counted in `starfin_staff_heavy_wait_seconds`, at most one at once.
 */
import { describe, expect, it } from 'vitest'

import { serverURL, staff } from './helpers'

const metricsURL = `http://127.0.0.1:${process.env.METRICS_PORT}/metrics`
const waits = 'starfin_staff_heavy_wait_seconds'

/** The heavy calls counted so far, and those that started without waiting. */
async function heavyCounts() {
  const text = await fetch(metricsURL).then((r) => r.text())
  const valueOf = (series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `))
    return line ? Number(line.slice(series.length + 1)) : 0
  }
  return { all: valueOf(`${waits}_count`), straightIn: valueOf(`${waits}_bucket{le="0.001"}`) }
}

/** Sends the requests at once; each must be answered 200; how many took a turn, how many went in. */
async function turnsOf(requests: (() => Promise<Response>)[]) {
  const before = await heavyCounts()
  const answers = await Promise.all(requests.map((send) => send()))
  for (const answer of answers) {
    expect(answer.status, await answer.clone().text()).toBe(200)
    await answer.arrayBuffer()
  }
  const after = await heavyCounts()
  return { counted: after.all - before.all, straightIn: after.straightIn - before.straightIn }
}

describe('a read written otherwise than the rule expected (F1)', () => {
  it('takes its turn as a heavy call: brackets, a repeated locale, a read sent as a POST', async () => {
    const thai = await staff('translator', ['th-TH'])
    const get = (query: string) => () =>
      fetch(`${serverURL}/api/games?${query}`, { headers: thai.headers })
    const asPost = () =>
      fetch(`${serverURL}/api/games`, {
        method: 'POST',
        headers: {
          ...thai.headers,
          'content-type': 'application/x-www-form-urlencoded',
          'x-payload-http-method-override': 'GET',
        },
        body: 'limit=90&locale=all&depth=0&draft=true',
      })
    const { counted, straightIn } = await turnsOf([
      get('limit=90&locale=all&locale=en-US&depth=0&draft=true'),
      get('limit=90&locale=*&depth=0&draft=true'),
      asPost,
      asPost,
    ])
    expect(counted).toBe(4)
    expect(straightIn).toBeLessThanOrEqual(1)
    // A page's size given as a list is refused before it is read (round 52, F7).
    expect((await get('limit[0]=90&locale=all&depth=0&draft=true')()).status).toBe(400)
  })
})

describe('the admin’s lists (F2)', () => {
  it('take their turns as heavy calls: three list pages at once', async () => {
    const editor = await staff('editor')
    // Each is a heavy call whatever its page's size (the size may come from the account's
    // preferences); three of the default size keep the test short on a busy machine.
    const list = () => fetch(`${serverURL}/admin/collections/games`, { headers: editor.headers })
    const { counted, straightIn } = await turnsOf([list, list, list])
    expect(counted).toBe(3)
    expect(straightIn).toBeLessThanOrEqual(1)
  })
})
