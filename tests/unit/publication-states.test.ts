import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { statesOf } from '@/translation/publication'

const fields: Field[] = [
  { name: 'gameId', type: 'number' },
  { name: 'title', type: 'text', localized: true },
  {
    name: 'features',
    type: 'array',
    fields: [{ name: 'text', type: 'text', localized: true }],
  },
  {
    type: 'tabs',
    tabs: [{ label: 'SEO', fields: [{ name: 'metaTitle', type: 'text', localized: true }] }],
  },
]

const published = {
  gameId: 7,
  title: { 'en-US': 'Koi', 'th-TH': 'ปลาคาร์ป' },
  features: [{ id: 'a', text: { 'en-US': 'Wilds', 'th-TH': 'ไวลด์' } }],
  metaTitle: { 'en-US': 'Koi' },
  updatedAt: '2026-11-28T10:00:00.000Z',
  _status: 'published',
}

describe('publication states', () => {
  it('count a language changed only when its own draft differs from what visitors read', () => {
    const latest = {
      ...published,
      features: [{ id: 'a', text: { 'en-US': 'Wild symbols', 'th-TH': 'ไวลด์' } }],
      updatedAt: '2026-11-28T11:00:00.000Z',
      _status: 'draft',
    }
    const states = statesOf(fields, published, latest, {})
    expect(states['en-US']).toBe('changed')
    expect(states['th-TH']).toBe('published')
    expect(states['ja-JP']).toBe('draft')
  })

  it('count a change to a field every language shares in every published language', () => {
    const states = statesOf(fields, published, { ...published, gameId: 8 }, {})
    expect([states['en-US'], states['th-TH'], states['ja-JP']]).toEqual([
      'changed',
      'changed',
      'draft',
    ])
  })

  it('show a language marked ready until it is published as drafted, and nothing published before the first publish', () => {
    const ready = { 'ja-JP': { sources: {}, notes: {}, readyForReview: { by: 'A', at: 'now' } } }
    const latest = { ...published, title: { ...published.title, 'ja-JP': '鯉' } }
    expect(statesOf(fields, published, latest, ready)['ja-JP']).toBe('ready')
    expect(statesOf(fields, null, latest, {})['en-US']).toBe('draft')
  })

  it('count a language published only where its content type says visitors read it', () => {
    // A game shows in a language once its title and description are published there (its
    // sites' rule): a published Thai title without a Thai description is not live in Thai.
    const shownIn = (doc: Record<string, unknown>, locale: string) =>
      Boolean((doc.title as Record<string, string>)?.[locale]) &&
      Boolean((doc.description as Record<string, string>)?.[locale])
    const withDescription = [
      ...fields,
      { name: 'description', type: 'text', localized: true } as Field,
    ]
    const game = { ...published, description: { 'en-US': 'A koi pond.' } }
    const states = statesOf(withDescription, game, game, {}, shownIn)
    expect(states['en-US']).toBe('published')
    expect(states['th-TH']).toBe('draft')
  })
})
