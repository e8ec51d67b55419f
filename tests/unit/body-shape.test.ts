import { describe, expect, it } from 'vitest'

import { bodyFault, isWellFormedMultipart } from '../../src/server/bodyShape'

const form = (boundary: string, parts: string[]) =>
  Buffer.from(
    parts
      .map((part) => `--${boundary}\r\n${part}\r\n`)
      .join('')
      .concat(`--${boundary}--\r\n`),
  )

describe('a multipart body', () => {
  const field = 'Content-Disposition: form-data; name="_payload"\r\n\r\n{"a":1}'

  it('is well formed with its boundary, its parts’ headers and its closing delimiter', () => {
    expect(isWellFormedMultipart('multipart/form-data; boundary=x', form('x', [field]))).toBe(true)
    expect(
      isWellFormedMultipart('multipart/form-data; boundary="a b"', form('a b', [field, field])),
    ).toBe(true)
    expect(isWellFormedMultipart('multipart/form-data; boundary=x', Buffer.from('--x--\r\n'))).toBe(
      true,
    )
  })

  it('is not without a boundary, its closing delimiter or a part’s headers', () => {
    expect(isWellFormedMultipart('multipart/form-data; boundary=x', Buffer.from('{}'))).toBe(false)
    expect(isWellFormedMultipart('multipart/form-data', form('x', [field]))).toBe(false)
    expect(
      isWellFormedMultipart('multipart/form-data; boundary=x', Buffer.from(`--x\r\n${field}\r\n`)),
    ).toBe(false)
    expect(
      isWellFormedMultipart('multipart/form-data; boundary=x', form('x', ['no headers'])),
    ).toBe(false)
  })
})

describe('what a body’s route takes', () => {
  const body = (text: string) => Buffer.from(text)

  it('reads a query sent as a POST from a JSON object only (round 49, F1: a 500 before)', () => {
    const read = (text: string, path = '/api/games') =>
      bodyFault({
        method: 'POST',
        path,
        contentType: 'application/json',
        methodOverride: 'GET',
        body: body(text),
      })
    expect(read('{bad')?.status).toBe(400)
    expect(read('{bad')?.message).toMatch(/not valid JSON/)
    expect(read('[1]')?.status).toBe(400)
    expect(read('{bad', '/api/hotGames')?.status).toBe(400)
    expect(read('{"where":{"title":{"equals":"x"}}}')).toBeUndefined()
  })

  it('refuses an unreadable form anywhere, and Payload’s API a type it does not read or JSON that is no object', () => {
    const multipart = 'multipart/form-data; boundary=x'
    for (const path of ['/api/games', '/admin', '/api/submitEnquiry'])
      expect(bodyFault({ method: 'POST', path, contentType: multipart, body: body('{}') })).toEqual(
        expect.objectContaining({ status: 400 }),
      )
    expect(
      bodyFault({ method: 'POST', path: '/api/games', contentType: 'text/plain', body: body('x') }),
    ).toEqual(expect.objectContaining({ status: 415 }))
    for (const text of ['null', 'x', '[1]', '5'])
      expect(
        bodyFault({
          method: 'PATCH',
          path: '/api/payload-preferences/x',
          contentType: 'application/json',
          body: body(text),
        }),
      ).toEqual(expect.objectContaining({ status: 400 }))
  })

  it('refuses a draft save to Payload’s API without a document, and lets other empty writes through', () => {
    const empty = Buffer.alloc(0)
    expect(
      bodyFault({ method: 'POST', path: '/api/games', query: 'draft=true', body: empty }),
    ).toEqual(expect.objectContaining({ status: 400 }))
    expect(bodyFault({ method: 'POST', path: '/api/users/logout', body: empty })).toBeUndefined()
    // The admin's Restore of a version sends no body.
    for (const path of ['/api/games/versions/12', '/api/globals/label-sets/versions/3'])
      expect(
        bodyFault({ method: 'POST', path, query: 'draft=true', body: empty }),
        path,
      ).toBeUndefined()
    expect(
      bodyFault({ method: 'GET', path: '/api/games', query: 'draft=true', body: empty }),
    ).toBeUndefined()
  })

  it('lets through JSON objects, forms, the site’s own calls and bodies elsewhere', () => {
    const json = 'application/json; charset=utf-8'
    expect(
      bodyFault({ method: 'POST', path: '/api/games', contentType: json, body: body('{}') }),
    ).toBeUndefined()
    expect(
      bodyFault({
        method: 'POST',
        path: '/api/translations/import',
        contentType: 'text/csv',
        body: body('a,b'),
      }),
    ).toBeUndefined()
    expect(
      bodyFault({ method: 'POST', path: '/admin', contentType: 'text/plain', body: body('[]') }),
    ).toBeUndefined()
    expect(
      bodyFault({
        method: 'POST',
        path: '/api/games',
        contentType: 'application/x-www-form-urlencoded',
        methodOverride: 'GET',
        body: body('depth=0'),
      }),
    ).toBeUndefined()
    expect(
      bodyFault({
        method: 'POST',
        path: '/api/users/logout',
        contentType: 'text/plain',
        body: body(''),
      }),
    ).toBeUndefined()
  })
})

describe('a write that leaves Payload no document', () => {
  const multipart = 'multipart/form-data; boundary=x'
  const withFields = (...parts: string[]) => form('x', parts)
  const named = (name: string, value: string) =>
    `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`

  it('is refused: a form without `_payload`, `_payload` that is no JSON object, a form-encoded write, no body', () => {
    for (const parts of [
      [named('a', '1')],
      [named('_payload', 'null')],
      [named('_payload', '[]')],
      [named('_payload', '{')],
    ])
      expect(
        bodyFault({
          method: 'POST',
          path: '/api/games',
          contentType: multipart,
          body: withFields(...parts),
        }),
      ).toEqual(expect.objectContaining({ status: 400 }))
    expect(
      bodyFault({
        method: 'POST',
        path: '/api/globals/site-settings',
        contentType: 'application/x-www-form-urlencoded',
        body: Buffer.from('tagline=x'),
      }),
    ).toEqual(expect.objectContaining({ status: 415 }))
    for (const [method, path] of [
      ['POST', '/api/games'],
      ['PATCH', '/api/games/24'],
      ['POST', '/api/globals/site-settings'],
    ])
      expect(bodyFault({ method, path, body: Buffer.alloc(0) })).toEqual(
        expect.objectContaining({ status: 400 }),
      )
  })

  it('is not: the document in `_payload`, an upload’s file, an operation’s empty body', () => {
    expect(
      bodyFault({
        method: 'PATCH',
        path: '/api/games/24',
        contentType: multipart,
        body: withFields(named('_payload', '{"title":"Ünïcode"}')),
      }),
    ).toBeUndefined()
    expect(
      bodyFault({
        method: 'POST',
        path: '/api/media',
        contentType: multipart,
        body: withFields(
          'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG',
        ),
      }),
    ).toBeUndefined()
    for (const path of ['/api/users/logout', '/api/users/refresh-token', '/api/games/24/duplicate'])
      expect(bodyFault({ method: 'POST', path, body: Buffer.alloc(0) })).toBeUndefined()
  })
})

describe('an admin preference', () => {
  it('is at most 64 KB under a key of at most 200 characters', () => {
    const write = (key: string, bytes: number) =>
      bodyFault({
        method: 'POST',
        path: `/api/payload-preferences/${key}`,
        contentType: 'application/json',
        body: Buffer.from(JSON.stringify({ value: 'x'.repeat(bytes) })),
      })
    expect(write('games-list', 2_000)).toBeUndefined()
    expect(write('games-list', 70_000)).toEqual(expect.objectContaining({ status: 413 }))
    expect(write('k'.repeat(201), 10)).toEqual(expect.objectContaining({ status: 400 }))
  })
})

describe('a document nested deeper than a GraphQL request may be (round 31)', () => {
  const write = (path: string, body: string, contentType = 'application/json') =>
    bodyFault({ method: 'PATCH', path, contentType, body: Buffer.from(body) })
  const nested = (levels: number) => `{"value":${'['.repeat(levels)}${']'.repeat(levels)}}`

  it('is a 400 as JSON and as a form’s document; within the limit it is read', () => {
    const deep = { status: 400, message: 'The document nests more than 100 levels deep.' }
    expect(write('/api/games/24', nested(20_000))).toEqual(deep)
    expect(write('/api/payload-preferences/games-list', nested(5_000))).toEqual(deep)
    const boundary = 'x'
    const form = (document: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${document}\r\n--${boundary}--\r\n`
    expect(
      write('/api/games/24', form(nested(5_000)), `multipart/form-data; boundary=${boundary}`),
    ).toEqual(deep)
    expect(write('/api/games/24', nested(98))).toBeUndefined()
    // Brackets inside a text are not levels.
    expect(write('/api/games/24', JSON.stringify({ title: '['.repeat(5_000) }))).toBeUndefined()
  })

  it('is left to GraphQL’s route, which says it of its variables', () => {
    expect(
      bodyFault({
        method: 'POST',
        path: '/api/graphql',
        contentType: 'application/json',
        body: Buffer.from(nested(5_000)),
      }),
    ).toBeUndefined()
  })
})

describe('a form whose `_payload` Payload’s parser reads otherwise (round 32)', () => {
  const boundary = 'x'
  const contentType = `multipart/form-data; boundary=${boundary}`
  const deep = `{"value":${'['.repeat(3_000)}${']'.repeat(3_000)}}`
  const file = 'Content-Disposition: form-data; name="x"; filename="a.txt"\r\n\r\nhi'
  const write = (...parts: string[]) =>
    bodyFault({ method: 'PATCH', path: '/api/games/24', contentType, body: form(boundary, parts) })

  it('is a 400: a name unquoted, in RFC 2231’s form or with a quoted-pair, beside a file', () => {
    for (const disposition of [
      'form-data; name=_payload',
      "form-data; name*=utf-8''_payload",
      'form-data; name="_pay\\load"',
      'form-data; name="_payload"; foo="bar"',
    ])
      expect(write(`Content-Disposition: ${disposition}\r\n\r\n${deep}`, file)).toEqual({
        status: 400,
        message:
          'Name each part of the form as a browser does: `Content-Disposition: form-data; name="…"`, with `; filename="…"` for a file.',
      })
    // A folded header line, two dispositions, a field in another charset.
    expect(
      write(`Content-Disposition: form-data;\r\n name="_payload"\r\n\r\n${deep}`, file),
    ).toEqual(expect.objectContaining({ status: 400 }))
    expect(
      write(
        `Content-Disposition: form-data; name="a"\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{}`,
        file,
      ),
    ).toEqual(expect.objectContaining({ status: 400 }))
    expect(
      write(
        'Content-Disposition: form-data; name="_payload"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n{}',
      ),
    ).toEqual(expect.objectContaining({ status: 400 }))
  })

  it('is a 400: two `_payload` fields, or one sent as a file', () => {
    const field = (value: string) =>
      `Content-Disposition: form-data; name="_payload"\r\n\r\n${value}`
    expect(write(field('{"title":"a"}'), field('{"title":"b"}'))).toEqual({
      status: 400,
      message: 'Send one `_payload` field: the form holds more.',
    })
    for (const part of [
      'Content-Disposition: form-data; name="_payload"\r\nContent-Type: application/octet-stream\r\n\r\n{}',
      'Content-Disposition: form-data; name="_payload"; filename="p.json"\r\n\r\n{}',
    ])
      expect(write(part)).toEqual({
        status: 400,
        message: 'The form’s `_payload` is a field, not a file.',
      })
  })

  it('is read as browsers write it: a document in UTF-8, a file beside it', () => {
    expect(
      write(
        'Content-Disposition: form-data; name="_payload"\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n{"title":"ไทย"}',
        'Content-Disposition: form-data; name="file"; filename="a\\b.png"\r\nContent-Type: image/png\r\n\r\nPNG',
      ),
    ).toBeUndefined()
    expect(write(`Content-Disposition: form-data; name="_payload"\r\n\r\n${deep}`, file)).toEqual({
      status: 400,
      message: 'The document nests more than 100 levels deep.',
    })
  })
})

describe('a Content-Type that Payload reads only in lower case (round 32)', () => {
  it('is a 415 on a write, naming the type; GraphQL reads any spelling', () => {
    for (const contentType of ['Application/JSON', 'APPLICATION/JSON; charset=utf-8'])
      expect(
        bodyFault({
          method: 'PATCH',
          path: '/api/games/24',
          contentType,
          body: Buffer.from('{"title":"x"}'),
        }),
      ).toEqual({
        status: 415,
        message: 'Write the Content-Type in lower case, as `application/json`.',
      })
    expect(
      bodyFault({
        method: 'POST',
        path: '/api/games',
        contentType: 'Multipart/Form-Data; boundary=x',
        body: form('x', ['Content-Disposition: form-data; name="_payload"\r\n\r\n{}']),
      }),
    ).toEqual(expect.objectContaining({ status: 415 }))
    expect(
      bodyFault({
        method: 'POST',
        path: '/api/graphql',
        contentType: 'Application/JSON',
        body: Buffer.from('{"query":"{ Games { totalDocs } }"}'),
      }),
    ).toBeUndefined()
    expect(
      bodyFault({
        method: 'PATCH',
        path: '/api/games/24',
        contentType: 'application/json; charset=UTF-8',
        body: Buffer.from('{"title":"x"}'),
      }),
    ).toBeUndefined()
  })
})

describe('a call of the admin’s server functions (round 33)', () => {
  const call = (body: string, contentType = 'text/plain;charset=UTF-8') =>
    bodyFault({
      method: 'POST',
      path: '/admin',
      contentType,
      serverAction: true,
      body: Buffer.from(body),
    })

  it('is read when shaped as the admin’s client sends it', () => {
    expect(call('[{"name":"form-state","args":{"collectionSlug":"games"}}]')).toBeUndefined()
    expect(call('[{}]')).toBeUndefined()
  })

  it('is a 400 when it is no JSON, or not one call', () => {
    for (const body of [
      '',
      'x',
      'null',
      '"x"',
      '1',
      '[]',
      '{}',
      '[null]',
      '[1]',
      '[[]]',
      '[{},{}]',
    ])
      expect(call(body)?.status, body).toBe(400)
  })

  it('is checked as the action it names: Payload’s language switch takes its key and a language (round 38, F1)', () => {
    const toLanguageSwitch = (body: string) =>
      bodyFault({
        method: 'POST',
        path: '/admin/account',
        contentType: 'text/plain;charset=UTF-8',
        serverAction: 'switchLanguage',
        body: Buffer.from(body),
      })
    expect(toLanguageSwitch('["bX9kZXlPZkNvb2tpZQ==","th"]')).toBeUndefined()
    for (const body of [
      '[{"name":"x","args":{}}]',
      '[{}]',
      '["only"]',
      '["a","th","more"]',
      '[1,"th"]',
      '["a","<script>"]',
      'x',
    ])
      expect(toLanguageSwitch(body)?.status, body).toBe(400)
    // The layout's server function still takes its one call, and not the switch's shape.
    expect(call('["bX9kZXlPZkNvb2tpZQ==","th"]')?.status).toBe(400)
  })

  it('is left to the form check when it is a multipart form, and a POST without Next-Action as it was', () => {
    expect(call('x', 'multipart/form-data; boundary=b')?.message).toBe(
      'The request body is not valid multipart/form-data.',
    )
    expect(
      bodyFault({
        method: 'POST',
        path: '/admin',
        contentType: 'text/plain',
        body: Buffer.from('x'),
      }),
    ).toBeUndefined()
  })
})

describe('round 53’s bodies', () => {
  const body = (text: string) => Buffer.from(text)
  const read = (contentType: string, text: string) =>
    bodyFault({
      method: 'POST',
      path: '/api/games',
      contentType,
      methodOverride: 'GET',
      body: body(text),
    })

  it('refuse a read whose JSON query smuggles another query, or gives a page’s size as a list (F2, F5)', () => {
    const json = 'application/json'
    expect(read(json, '{"locale":"all&limit=100&depth=0&draft=true"}')).toEqual(
      expect.objectContaining({ status: 400 }),
    )
    expect(read(json, '{"limit":[5,6]}')).toEqual(expect.objectContaining({ status: 400 }))
    const form = 'application/x-www-form-urlencoded'
    expect(read(form, 'limit=5&limit=6')).toEqual(expect.objectContaining({ status: 400 }))
    expect(read(form, 'limit=5&[limit]=6')).toEqual(expect.objectContaining({ status: 400 }))
    // A where's values are free text; a plain query reads.
    expect(read(json, '{"where":{"title":{"like":"a&b"}},"limit":10}')).toBeUndefined()
    expect(read(form, 'limit=10&depth=0&locale=en-US')).toBeUndefined()
  })

  it('refuse a read’s query smuggled in a list, a language given as no string, or more than a thousand parameters (round 54, F2, F3)', () => {
    const json = 'application/json'
    expect(read(json, '{"locale":["all&limit=100&depth=0&draft=true"]}')).toEqual(
      expect.objectContaining({ status: 400 }),
    )
    expect(read(json, '{"locale":["all"]}')).toEqual(expect.objectContaining({ status: 400 }))
    expect(read(json, '{"sort":{"a":"title&limit=100"}}')).toEqual(
      expect.objectContaining({ status: 400 }),
    )
    const form = 'application/x-www-form-urlencoded'
    const fillers = Array.from({ length: 1000 }, (_, index) => `a${index}=1`).join('&')
    expect(read(form, `${fillers}&locale=all`)).toEqual(expect.objectContaining({ status: 400 }))
    // What a read gives: a language, a list of fields to sort by, a where with free text.
    expect(read(json, '{"locale":"th-TH","sort":["-updatedAt"],"limit":10}')).toBeUndefined()
    expect(read(form, fillers.split('&').slice(0, 999).join('&'))).toBeUndefined()
  })

  it('refuse a server function named otherwise than in words (F3, F8)', () => {
    const call = (name: string) =>
      bodyFault({
        method: 'POST',
        path: '/admin/collections/games',
        contentType: 'text/plain;charset=UTF-8',
        serverAction: true,
        body: body(JSON.stringify([{ name, args: { collectionSlug: 'games' } }])),
      })
    expect(call('render-list')).toBeUndefined()
    expect(call('$0:0:n')).toEqual(expect.objectContaining({ status: 400 }))
    expect(call('$1')).toEqual(expect.objectContaining({ status: 400 }))
  })

  it('refuse a reference to a part a JSON call does not have, and read the values that need none (round 56, F4)', () => {
    const call = (args: unknown) =>
      bodyFault({
        method: 'POST',
        path: '/admin/collections/games/1',
        contentType: 'text/plain;charset=UTF-8',
        serverAction: true,
        body: body(JSON.stringify([{ name: 'render-document', args }])),
      })
    for (const reference of ['$1', '$@1', '$Q2', '$W3', '$K1', '$B1', '$F1', '$1:0:s'])
      expect(call({ docID: reference }), reference).toEqual(
        expect.objectContaining({ status: 400 }),
      )
    expect(call({ nested: [{ deep: '$@1' }] })).toEqual(expect.objectContaining({ status: 400 }))
    // A user's `$5 bonus` is written `$$5 bonus`; the self-contained values pass.
    for (const value of [
      '$$5 bonus',
      '$undefined',
      '$NaN',
      '$-Infinity',
      '$D2026-12-03T00:00:00.000Z',
      '$n12',
      '$T',
      '$0:0:args',
      'plain',
    ])
      expect(call({ docID: value }), value).toBeUndefined()
  })
})

describe('a read’s parameters that no client of the site sends (round 57)', () => {
  const posted = (body: string, contentType = 'application/json') =>
    bodyFault({
      method: 'POST',
      path: '/api/games/1',
      contentType,
      methodOverride: 'GET',
      body: Buffer.from(body),
    })

  it('refuse flattenLocales and data in a read sent as a POST, JSON or form, and an empty JSON one', () => {
    for (const body of [
      '{"flattenLocales":false}',
      '{"data":{"sites":["en"]}}',
      '{"data":"x"}',
      '',
    ])
      expect(posted(body), body).toEqual(expect.objectContaining({ status: 400 }))
    for (const body of ['flattenLocales=false', '[data]=1', 'data[sites]=en'])
      expect(posted(body, 'application/x-www-form-urlencoded'), body).toEqual(
        expect.objectContaining({ status: 400 }),
      )
    expect(posted('{"locale":"vi-VN","depth":0}')).toBeUndefined()
    expect(posted('locale=vi-VN', 'application/x-www-form-urlencoded')).toBeUndefined()
  })
})

describe('an address’s read parameters (round 57)', () => {
  it('name flattenLocales and data in any spelling qs reads, and nothing else', async () => {
    const { refusedReadParameter } = await import('../../src/lib/requestErrors')
    expect(refusedReadParameter('locale=vi-VN&flattenLocales=false')).toBe('flattenLocales')
    expect(refusedReadParameter('[flattenLocales]=false')).toBe('flattenLocales')
    expect(refusedReadParameter('data=%22x%22')).toBe('data')
    expect(refusedReadParameter('data%5Bsites%5D=en')).toBe('data')
    expect(refusedReadParameter('where[data][equals]=1&database=x&locale=th-TH')).toBeUndefined()
  })
})
