import { describe, expect, it } from 'vitest'

import { labelDefaults } from '@/globals/LabelSets/defaults'
import { messageAsText } from '@/lib/messageAsText'

describe('a label’s message as the admin names its field', () => {
  it('reads a plural as its other form and an argument as an ellipsis', () => {
    expect(messageAsText(labelDefaults.search.matches)).toBe('# games found for “…”')
    expect(messageAsText(labelDefaults.search.range)).toBe('Showing …–… of # games')
    expect(messageAsText('{count, plural, other {พบ # เกมจากคำค้น “{query}”}}')).toBe(
      'พบ # เกมจากคำค้น “…”',
    )
    expect(messageAsText('{kind, select, slot {a slot} other {a game}} today')).toBe('a game today')
  })

  it('keeps a text with no message in it, and a lone brace, as they are', () => {
    expect(messageAsText('Open menu')).toBe('Open menu')
    expect(messageAsText('a { b')).toBe('a { b')
  })

  it('leaves no message syntax in any English label', () => {
    for (const group of Object.values(labelDefaults))
      for (const english of Object.values(group as Record<string, string>))
        expect(messageAsText(english), english).not.toMatch(/[{}]/)
  })
})
