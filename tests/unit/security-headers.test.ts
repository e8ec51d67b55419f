import { describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  inlineScriptHashes,
  parseFrameAncestors,
  responseKindOf,
  securityHeaders,
} from '@/security/headers'

describe('the security headers', () => {
  it('sort responses by path', () => {
    expect(
      [
        '/en',
        '/api/games',
        '/admin',
        '/admin/login',
        '/demo/24',
        '/_next/static/x.js',
        '/apiary',
        '/demos',
      ].map(responseKindOf),
    ).toEqual(['site', 'api', 'admin', 'admin', 'demo', 'site', 'site', 'site'])
  })

  it('hash inline scripts as a browser does, and only those that run', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script async="">b()\r\n</script>'
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      inlineScriptHashes('<script>b()\n</script>')[0],
    ])
  })

  it('accept only origins as operators, never keywords, wildcards alone or paths', () => {
    expect(
      parseFrameAncestors(
        "https://Lobby.example.com, https://*.games.example.net\nhttp://localhost:8080 * 'unsafe-inline' https://x.example.com/path javascript:1",
      ),
    ).toEqual(['https://lobby.example.com', 'https://*.games.example.net', 'http://localhost:8080'])
  })

  it('allow eval only in development, and frame a demo only from the operators given', () => {
    expect(contentSecurityPolicy({ kind: 'site' })).not.toContain('unsafe-eval')
    expect(contentSecurityPolicy({ kind: 'site', development: true })).toContain("'unsafe-eval'")
    expect(
      contentSecurityPolicy({ kind: 'demo', demoFrameAncestors: ['https://a.example.com'] }),
    ).toContain("frame-ancestors 'self' https://a.example.com")
    expect(
      contentSecurityPolicy({ kind: 'admin', demoFrameAncestors: ['https://a.example.com'] }),
    ).toMatch(/frame-ancestors 'self'(;|$)/)
    expect(
      securityHeaders({ kind: 'demo', demoFrameAncestors: ['https://a.example.com'] })[
        'x-frame-options'
      ],
    ).toBeUndefined()
    expect(securityHeaders({ kind: 'site', https: true })['strict-transport-security']).toMatch(
      /max-age=\d{8}/,
    )
    expect(securityHeaders({ kind: 'site' })['strict-transport-security']).toBeUndefined()
  })
})
