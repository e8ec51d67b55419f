import { describe, expect, it } from 'vitest'

import { sharedAnswerHeaders, sharedMaxAge, siteTags } from '@/edge/cacheHeaders'
import { env } from '@/lib/env'

describe('what a shared cache is told', () => {
  it('keeps answers a minute at most when nothing purges it, a day when something does', () => {
    expect(sharedMaxAge(env({}))).toBe(60)
    expect(sharedMaxAge(env({ VARNISH_PURGE_URLS: 'http://varnish:6081' }))).toBe(86_400)
  })

  it('keeps them as long as the deployment says, whatever purges it', () => {
    expect(sharedMaxAge(env({ EDGE_MAX_AGE: '15' }))).toBe(15)
    expect(
      sharedMaxAge(env({ EDGE_MAX_AGE: '3600', FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't' })),
    ).toBe(3600)
    // A value that is no number of seconds stops the server at start, naming the variable.
    expect(() => sharedMaxAge(env({ EDGE_MAX_AGE: 'a year' }))).toThrow(/EDGE_MAX_AGE/)
  })

  it('names the site’s tags, not the route tags Next adds', () => {
    expect(
      siteTags('_N_T_/layout,_N_T_/[locale]/layout,site,game:409,games,_N_T_/en/detail/409,games'),
    ).toEqual(['site', 'game:409', 'games'])
    expect(siteTags(undefined)).toEqual([])
  })

  it('gives the tags to Varnish, Fastly and Cloudflare in each one’s format, and browsers no lifetime', () => {
    expect(sharedAnswerHeaders(['site', 'game:409'], 60)).toEqual({
      'cache-control': 'public, max-age=0, must-revalidate, s-maxage=60',
      'surrogate-control': 'max-age=60',
      xkey: 'site game:409',
      'surrogate-key': 'site game:409',
      'cache-tag': 'site,game:409',
    })
  })
})
