import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { sortProblems, sortTerms, whereBounds, whereProblems } from '@/hooks/queryRules'

/** A collection shaped like the games: every kind of field the rules tell apart. */
const fields = [
  { name: 'gameId', type: 'number' },
  { name: 'title', type: 'text', localized: true },
  { name: 'sites', type: 'select', hasMany: true, options: [] },
  { name: 'cover', type: 'upload', relationTo: 'media' },
  { name: 'createdAt', type: 'date' },
  { name: '_status', type: 'select', options: [] },
  { name: 'buyFeature', type: 'checkbox' },
  { name: 'hash', type: 'text', hidden: true },
  { name: 'seo', type: 'group', flattenedFields: [{ name: 'title', type: 'text' }] },
  {
    name: 'features',
    type: 'array',
    flattenedFields: [
      { name: 'id', type: 'text' },
      { name: 'text', type: 'text' },
    ],
  },
] as unknown as FlattenedField[]
const locales = ['en-US', 'ja-JP']
const where = (query: unknown) => whereProblems(query, fields, locales)
const sort = (query: unknown) => sortProblems(query, fields, locales)

describe('the query rules', () => {
  it('let through the filters each field type documents, nested in and/or', () => {
    expect(
      where({
        gameId: { greater_than: '10', like: '4' },
        title: { like: 'koi', contains: 'k' },
        'title.ja-JP': { equals: 'x' },
        sites: { in: 'en,jp' },
        cover: { exists: 'true' },
        createdAt: { less_than_equal: '2026-01-01' },
        _status: { equals: 'published' },
        'seo.title': { not_like: 'x' },
        'features.text': { equals: 'x' },
        id: { in: '1,2' },
        or: [{ gameId: { equals: '24' } }, { and: [{ buyFeature: { equals: 'true' } }] }],
      }),
    ).toEqual([])
  })

  it('refuse an operator a field type does not take, naming the field and what it takes', () => {
    const [problem] = where({ gameId: { near: '1,2' } })
    expect(problem).toMatch(/"near" does not apply to "gameId" \(number\); it takes equals/)
    for (const query of [
      { sites: { all: 'x' } },
      { title: { near: '1' } },
      { createdAt: { like: '2' } },
      { _status: { like: 'd' } },
      { gameId: { not_like: '1' } },
      { id: { contains: '1' } },
      { buyFeature: { in: 'true' } },
      { gameId: { junk: '1' } },
    ])
      expect(where(query), JSON.stringify(query)).toHaveLength(1)
  })

  it('refuse a related document’s fields, hidden fields, unknown paths and malformed shapes', () => {
    expect(where({ 'cover.filename': { equals: 'x' } })[0]).toMatch(
      /"cover.filename" is a field of the related document/,
    )
    for (const query of [
      { hash: { exists: 'true' } },
      { nothing: { equals: '1' } },
      { 'gameId.x': { equals: '1' } },
      { seo: { exists: 'true' } },
      { features: { exists: 'true' } },
      { title: 'x' },
      { title: {} },
      { or: 'x' },
      'where',
    ])
      expect(where(query), JSON.stringify(query)).not.toEqual([])
    // qs turns an index past 20 into an object key: still a list of conditions.
    expect(where({ or: { 21: { gameId: { equals: '1' } } } })).toEqual([])
  })

  it('let a sort through on the document’s own fields, in either direction', () => {
    expect(sort('-gameId,title,cover,seo__title,createdAt')).toEqual([])
    expect(sort(['_status', '-title.ja-JP'])).toEqual([])
  })

  it('refuse a sort on a related document, a list’s rows or a field that is not there', () => {
    expect(sort('cover.filename')[0]).toMatch(/field of the related document/)
    expect(sort('-cover__filename')).toHaveLength(1)
    expect(sort('features.text')).toHaveLength(1)
    expect(sort('nothing,-gameId')).toHaveLength(1)
  })

  it('refuse a sort naming more fields than any list sorts on, as text or as a list', () => {
    const terms = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? '-gameId' : 'title'))
    expect(sort(terms(sortTerms).join(','))).toEqual([])
    expect(sort(terms(sortTerms + 1).join(','))[0]).toMatch(/more than 10 fields/)
    expect(sort(terms(8000))).toHaveLength(1)
  })

  it('refuse a where too large to run: more conditions or deeper and/or than any filter, however spelled', () => {
    const conditions = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ gameId: { equals: String(i) } }))
    expect(where({ or: conditions(whereBounds.conditions) })).toEqual([])
    expect(where({ OR: conditions(2500) })).toEqual([
      `where has more than ${whereBounds.conditions} conditions (each word of a like is one); ask for fewer at a time.`,
    ])
    const nested = (levels: number, key = 'or') => {
      let query: unknown = { title: { equals: 'x' } }
      for (let i = 0; i < levels; i++) query = { [key]: [query] }
      return query
    }
    expect(where(nested(whereBounds.levels))).toEqual([])
    // PostgreSQL's adapter runs a `like` as one condition per word (round 30: 20,000 words kept
    // the database seconds, 200,000 were a 500).
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ')
    expect(where({ title: { like: words(whereBounds.conditions) } })).toEqual([])
    expect(where({ title: { like: words(20_000) } })[0]).toMatch(/more than 100 conditions/)
    expect(
      where({ or: [{ title: { like: words(60) } }, { title: { like: words(60) } }] })[0],
    ).toMatch(/each word of a like/)
    // Each value of an `in`, `not_in` or `all` is a parameter of the SQL (round 36: a stranger's
    // 9,000 ids took 3.8 s; a translator's 70,000 were a 500 and a 3.8 MB line of the log).
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1))
    expect(where({ gameId: { in: ids(whereBounds.values).join(',') } })).toEqual([])
    expect(where({ gameId: { in: ids(whereBounds.values) } })).toEqual([])
    for (const many of [
      { gameId: { in: ids(9000).join(',') } },
      { gameId: { not_in: ids(whereBounds.values + 1) } },
      { or: [{ gameId: { in: Object.fromEntries(ids(70_000).map((id, i) => [i, id])) } }] },
    ])
      expect(where(many)[0]).toMatch(/lists more than 1000 values; ask for fewer at a time/)
    // Counted over the whole `where` (round 37): a stranger's 32 conditions of 1,000 values each
    // (a 64 KB form) were 32,000 parameters, three operators of one condition 3,000.
    const half = ids(whereBounds.values / 2).join(',')
    expect(where({ or: [{ gameId: { in: half } }, { id: { not_in: half } }] })).toEqual([])
    for (const many of [
      { or: Array.from({ length: 32 }, () => ({ gameId: { in: ids(1000).join(',') } })) },
      { gameId: { in: ids(1000), not_in: ids(1000), all: ids(1000) } },
      { and: [{ gameId: { in: half } }, { or: [{ id: { in: half } }, { id: { in: '1,2' } }] }] },
    ])
      expect(where(many)[0]).toMatch(/lists more than 1000 values; ask for fewer at a time/)
    // Deep enough to overflow a recursive walk: answered all the same, in one line.
    for (const query of [nested(whereBounds.levels + 1), nested(20_000, 'AND')])
      expect(where(query)).toEqual([
        `where nests and/or more than ${whereBounds.levels} levels deep; write the filter with fewer levels.`,
      ])
  })
})

describe('a relation to several collections (round 32)', () => {
  /** Shaped like a document lock's and a preference's relations. */
  const relations = [
    { name: 'user', type: 'relationship', relationTo: ['users'] },
    { name: 'document', type: 'relationship', relationTo: ['games', 'media'] },
  ] as unknown as FlattenedField[]
  const on = (query: unknown) => whereProblems(query, relations, locales)

  it('is compared with one of its collections and an id, never with a bare value or `exists`', () => {
    for (const query of [
      { user: { equals: 'x' } },
      { user: { equals: '1' } },
      { user: { not_equals: 'x' } },
      { user: { exists: 'true' } },
      { document: { exists: 'false' } },
      { user: { equals: { relationTo: 'nope', value: '1' } } },
      { user: { equals: { value: '1' } } },
      { user: { not_equals: { relationTo: 'users', value: '99999999999999' } } },
      { document: { equals: { relationTo: 'games', value: 'x' } } },
    ])
      expect(on(query), JSON.stringify(query)).toHaveLength(1)
    expect(on({ user: { equals: 'x' } })[0]).toBe(
      'where[user][equals] names a document of users as where[user][equals][relationTo]=…&where[user][equals][value]=<its id>.',
    )
  })

  it('lets through a document named as the adapter takes it, and its value or collection alone', () => {
    expect(
      on({
        user: { equals: { relationTo: 'users', value: '3' } },
        document: { not_equals: { relationTo: 'media', value: 12 } },
        'document.value': { equals: '24' },
        'document.relationTo': { equals: 'games' },
      }),
    ).toEqual([])
  })
})
