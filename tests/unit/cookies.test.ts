import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies'
import { extractJWT } from 'payload'
import { describe, expect, it } from 'vitest'

import { mentionsPersonalCookie, nextCookie, payloadCookie } from '@/lib/cookies'

/** Cookie headers as a browser, a proxy or someone trying their luck might send them. */
const pieces = [
  'payload-token=A.B.C',
  'payload-token =D',
  ' payload-token=E',
  'payload-token= F',
  'payload-token=G%2EH',
  'payload-token=%E0%A4%A',
  'payload-token',
  'payload-token=',
  '__prerender_bypass=one',
  '__prerender_bypass =two',
  '__prerender_bypass=t%68ree',
  '__prerender_bypass=%ZZ',
  '__prerender_bypass',
  'other=x=y',
  'Payload-Token=I',
]
const separators = ['; ', ';', ';  ']

function* headers(): Generator<string> {
  for (const first of pieces)
    for (const second of pieces)
      for (const separator of separators) yield `${first}${separator}${second}`
}

/** A Payload whose auth reads the session cookie alone, as its sign-in reads it. */
const cookieOnly = {
  config: { cookiePrefix: 'payload', csrf: [], auth: { jwtOrder: ['cookie'] } },
} as unknown as Parameters<typeof extractJWT>[0]['payload']

describe('a request’s cookies', () => {
  it('are read as Payload’s sign-in reads its session and as Next reads draft mode, whatever the spelling', () => {
    let compared = 0
    for (const header of headers()) {
      expect(payloadCookie(header, 'payload-token') || null, header).toBe(
        extractJWT({ headers: new Headers({ cookie: header }), payload: cookieOnly }),
      )
      expect(nextCookie(header, '__prerender_bypass'), header).toBe(
        new RequestCookies(new Headers({ cookie: header })).get('__prerender_bypass')?.value,
      )
      compared++
    }
    expect(compared).toBe(pieces.length ** 2 * separators.length)
  })

  it('that may make an answer one person’s are told however they are spelled', () => {
    for (const header of headers())
      if (
        payloadCookie(header, 'payload-token') !== undefined ||
        nextCookie(header, '__prerender_bypass') !== undefined
      )
        expect(mentionsPersonalCookie(header), header).toBe(true)
    expect(mentionsPersonalCookie('theme=dark; consent=yes')).toBe(false)
  })
})
