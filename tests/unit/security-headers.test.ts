import { describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineScriptHashesOfLatin1,
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

  it('hash a document read as its bytes as they hash its text, whatever its letters', () => {
    // Thai, Japanese, an emoji (four bytes), a CR LF and a lone CR, and an attribute whose `à`
    // ends in the byte of a no-break space in Latin-1, before `src=`: the production server reads
    // the body as Latin-1.
    const html =
      '<html lang="th"><a>ไทย 日本語</a><script>self.__next_f.push([1,"สล็อต 🎰 ドラゴン"])\r\n</script>' +
      '<script data-x="àsrc=1">x()\r</script><script src="/a.js"></script><script type="module">m()</script>'
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(3)
    expect(inlineScriptHashesOfLatin1(Buffer.from(html, 'utf8').toString('latin1'))).toEqual(hashes)
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
