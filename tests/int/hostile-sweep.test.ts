/**
 * What a stranger's malformed request gets: a 4xx saying what was wrong, never a 5xx. Every
 * collection, global, endpoint and file route, with ids and parameters that are malformed,
 * missing or out of range, as a visitor and as an admin (who gets past the access checks that
 * stop a visitor early).
 */
import config from '@payload-config'
import { beforeAll, describe, expect, it } from 'vitest'

import { serverURL, staff } from './helpers'

type Call = { method: string; path: string; body?: string }
type Answer = Call & { status: number; contentType: string; text: string }

const resolved = await config
const collections = [...resolved.collections.map((collection) => collection.slug), 'no-such-thing']
const globals = [...resolved.globals.map((global) => global.slug), 'no-such-thing']

/** Ids of every bad kind: not a number, a fraction, past PostgreSQL's integer, encoded garbage. */
const ids = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  'null',
  '2147483648',
  '99999999999999999999',
  '9999999',
  '%00',
  '1%27%20or%201=1',
  '%E0%A4%A',
]
const listParameters = [
  'depth=abc',
  'depth=-1',
  'limit=-1',
  'limit=abc',
  'limit=99999999999999999999',
  'page=abc',
  'page=-1',
  'page=0',
  'page=99999999999999999999',
  'sort=no-such-field',
  'locale=xx',
  'fallback-locale=xx',
  'where=abc',
  'where[id][equals]=abc',
  'where[id][in]=abc,1',
  'where[id][equals]=99999999999999999999',
  'where[no-such-field][equals]=1',
  'where[createdAt][greater_than]=not-a-date',
  'select=abc',
  'populate=abc',
]
const bodies = [undefined, '{}', 'not json', '{"id":"abc","title":{"en":1}}']

function calls(): Call[] {
  const list: Call[] = []
  for (const slug of collections) {
    for (const id of ids) {
      list.push({ method: 'GET', path: `/api/${slug}/${id}` })
      list.push({ method: 'DELETE', path: `/api/${slug}/${id}` })
      for (const body of bodies) list.push({ method: 'PATCH', path: `/api/${slug}/${id}`, body })
      list.push({ method: 'GET', path: `/api/${slug}/versions/${id}` })
      list.push({ method: 'POST', path: `/api/${slug}/versions/${id}` })
      list.push({ method: 'POST', path: `/api/${slug}/${id}/duplicate`, body: '{}' })
    }
    for (const parameters of listParameters) {
      list.push({ method: 'GET', path: `/api/${slug}?${parameters}` })
      list.push({ method: 'GET', path: `/api/${slug}/count?${parameters}` })
    }
    for (const body of bodies) list.push({ method: 'POST', path: `/api/${slug}`, body })
  }
  for (const slug of globals) {
    for (const parameters of ['locale=xx', 'depth=abc', 'depth=-5', 'draft=abc'])
      list.push({ method: 'GET', path: `/api/globals/${slug}?${parameters}` })
    for (const id of ids) list.push({ method: 'GET', path: `/api/globals/${slug}/versions/${id}` })
    for (const body of bodies) list.push({ method: 'POST', path: `/api/globals/${slug}`, body })
  }
  const files = ['missing.png', '%00', '..%2F..%2Fpackage.json', 'a%2Fb.png', '%E0%A4%A', '']
  for (const file of files) list.push({ method: 'GET', path: `/api/media/file/${file}` })
  for (const path of [
    '/api/hotGames?site=zz',
    '/api/newGames?site=%00',
    '/api/typeGames?site=',
    '/api/translations/export?locale=xx',
    '/api/translations/export?locale=th-TH&format=zz',
    '/api/demoWallet?account=abc',
    '/api/no-such-endpoint',
    '/api/users/abc/unlock',
  ])
    list.push({ method: 'GET', path })
  for (const path of [
    '/api/createMember',
    '/api/submitEnquiry',
    '/api/demoWallet',
    '/api/translations/import?locale=xx',
    '/api/users/login',
    '/api/users/forgot-password',
    '/api/users/reset-password',
    '/api/users/verify/abc',
    '/api/users/abc/unlock',
    '/api/users/first-register',
    '/api/graphql',
    '/next/revalidate',
  ])
    for (const body of bodies) list.push({ method: 'POST', path, body })
  return list
}

/** Pages and files outside the API: a 4xx page, not JSON. */
const pages = [
  '/en/detail/abc',
  '/en/detail/99999999999999999999',
  '/en/detail/-1',
  '/en/detail/%E0%A4%A',
  '/en/play/abc',
  '/en/play/99999999999999999999',
  '/%E0%A4%A',
  '/xx/detail/409',
  '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fmissing.png&w=640&q=75',
  '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F%2500&w=640&q=75',
  '/_next/image?url=abc&w=abc',
  '/_next/static/no-such-chunk.js',
  '/next/preview?path=%00',
]

async function send(call: Call, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(serverURL + call.path, {
    method: call.method,
    redirect: 'manual',
    headers: call.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: call.body,
  })
  return {
    ...call,
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  }
}

/** Answers in parallel, a few at a time (the visitor limits would queue more). */
async function sendAll(list: Call[], headers?: Record<string, string>) {
  const answers: Answer[] = []
  for (let i = 0; i < list.length; i += 8)
    answers.push(...(await Promise.all(list.slice(i, i + 8).map((call) => send(call, headers)))))
  return answers
}

const describeAnswer = (answer: Answer) =>
  `${answer.status} ${answer.method} ${answer.path} ${answer.body ?? ''} → ${answer.text.slice(0, 160)}`

/** A 4xx with a JSON error that says something more than "Something went wrong". */
function expectClearRefusals(answers: Answer[]) {
  const unclear = answers.filter((answer) => {
    if (answer.status < 400 || answer.status >= 500) return answer.status >= 500
    if (!answer.contentType.includes('json')) return true
    const body = JSON.parse(answer.text) as {
      errors?: { message?: string }[]
      error?: string
      message?: string
    }
    const message = body.errors?.[0]?.message ?? body.error ?? body.message ?? ''
    return !message || /Something went wrong|unknown error/i.test(message)
  })
  expect(unclear.map(describeAnswer)).toEqual([])
}

describe('a stranger’s malformed, missing and out-of-range requests', () => {
  let admin: Record<string, string>
  beforeAll(async () => {
    admin = { authorization: (await staff('admin')).headers.authorization }
  })

  it('get a 4xx with a JSON error from every collection, global and endpoint, as a visitor', async () => {
    const answers = await sendAll(calls())
    expect(answers.length).toBeGreaterThan(1500)
    expectClearRefusals(answers.filter((answer) => answer.status >= 400))
    expect(answers.filter((answer) => answer.status >= 500).map(describeAnswer)).toEqual([])
  }, 240_000)

  it('and as an admin, past the access checks', async () => {
    const answers = await sendAll(
      calls().filter((call) => call.method === 'GET'),
      admin,
    )
    expect(answers.filter((answer) => answer.status >= 500).map(describeAnswer)).toEqual([])
    expectClearRefusals(answers.filter((answer) => answer.status >= 400))
  }, 240_000)

  it('get a 4xx page for pages and files that are not there', async () => {
    const answers = await sendAll(pages.map((path) => ({ method: 'GET', path })))
    expect(
      answers
        .filter((answer) => answer.status < 400 || answer.status >= 500)
        .filter((answer) => !(answer.status >= 300 && answer.status < 400))
        .map(describeAnswer),
    ).toEqual([])
    // The demo frame, inside an operator's page, says "not available" in the visitor's language.
    for (const path of ['/demo/abc', '/demo/99999999999999999999', '/demo/-1?lang=th']) {
      const answer = await send({ method: 'GET', path })
      expect(answer.status, path).toBeLessThan(500)
    }
  })

  it('get clear GraphQL errors for malformed ids and pages', async () => {
    for (const query of [
      '{ Game(id: 99999999999) { title } }',
      '{ Games(page: -5) { docs { title } } }',
      '{ Games(where: { id: { in: ["abc"] } }) { docs { title } } }',
      '{ Media(id: 2147483647) { url } }',
    ]) {
      const response = await fetch(`${serverURL}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      })
      const text = await response.text()
      expect(response.status, query).toBeLessThan(500)
      expect(text, query).not.toMatch(/Something went wrong|unknown error/i)
    }
  })
})
