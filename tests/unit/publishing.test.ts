import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

import { publishMessage, readPublish } from '@/publishing/channel'

describe('the publish path waits for the database, never for time', () => {
  const eslint = new ESLint({ cwd: process.cwd() })
  const clockRules = ['no-restricted-globals', 'no-restricted-properties', 'no-restricted-imports']
  const clockErrors = (results: ESLint.LintResult[]) =>
    results.flatMap((result) =>
      result.messages
        .filter((message) => clockRules.includes(message.ruleId ?? ''))
        .map((message) => message.line),
    )

  // What the old path did: poll the transaction, expire and purge a second time a moment later.
  const poll = `import { setTimeout as sleep } from 'node:timers/promises'
export async function afterCommit(req: { transactionID?: string }, expire: () => void) {
  while (req.transactionID) await new Promise((resolve) => setTimeout(resolve, 10))
  expire()
  setInterval(expire, 500)
  globalThis.setTimeout(expire, 600)
  await sleep(1)
  return AbortSignal.timeout(5000)
}
`

  // The lint step (`npm run lint`, the first of `npm test`) holds the module itself to the rule.
  it('a poll, a delay or a second expiry on a timer in src/publishing fails the lint step', async () => {
    const inModule = await eslint.lintText(poll, { filePath: 'src/publishing/probe.ts' })
    expect(clockErrors(inModule)).toEqual([1, 3, 5, 6, 8])
    // Outside the module the same code is not this rule's business.
    const elsewhere = await eslint.lintText(poll, { filePath: 'src/server/probe.ts' })
    expect(clockErrors(elsewhere)).toEqual([])
  }, 60_000)
})

describe('a publish message', () => {
  it('carries its tags once each, and reads back', () => {
    const { publish, message } = publishMessage(['games', 'game:701', 'games'])
    expect(publish.tags).toEqual(['games', 'game:701'])
    expect(readPublish(message)).toEqual(publish)
  })

  it('too large for a notification expires everything instead of missing a tag', () => {
    const tags = Array.from({ length: 2000 }, (_, i) => `game:${i}`)
    const { publish, message } = publishMessage(tags)
    expect(Buffer.byteLength(message)).toBeLessThan(8000)
    expect(publish.tags).toEqual(['site'])
  })

  it('is ignored when it is not one', () => {
    expect(readPublish('hello')).toBeNull()
    expect(readPublish(JSON.stringify({ id: 'x', tags: [] }))).toBeNull()
    expect(readPublish(undefined)).toBeNull()
  })
})
