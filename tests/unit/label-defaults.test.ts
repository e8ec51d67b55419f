import { describe, expect, it } from 'vitest'

import { labelDefaults, withLabelDefaults } from '@/globals/LabelSets/defaults'
import { contentLocales } from '@/i18n/locales'
import { adminMessages } from '@/labels'
import { loadLabels } from '@/seed/content/load'

describe('the label sets a page reads', () => {
  it('shows the English default for a label set that was never saved', () => {
    const labels = withLabelDefaults({}, ['titles', 'footer'])
    expect(labels).toEqual({ titles: labelDefaults.titles, footer: labelDefaults.footer })
  })

  it('keeps every text editors wrote, and fills only the ones missing or empty', () => {
    const labels = withLabelDefaults(
      { mainNav: { home: 'หน้าแรก', about: null, game: '' }, gameMenu: null },
      ['mainNav', 'gameMenu'],
    )
    expect(labels.mainNav).toEqual({
      ...labelDefaults.mainNav,
      home: 'หน้าแรก',
    })
    expect(labels.gameMenu).toEqual(labelDefaults.gameMenu)
  })

  it('gives only the groups asked for', () => {
    expect(Object.keys(withLabelDefaults({ form: { send: 'Senden' } }, ['demo']))).toEqual(['demo'])
  })
})

describe('the platforms a game page lists', () => {
  it('name the browser as the web platform in every language, with its technology beside it', () => {
    const labels = loadLabels()
    expect(labels['en-US'].platforms.html5).toBe('Web (HTML5)')
    for (const locale of contentLocales) {
      const web = labels[locale].platforms.html5
      expect(web, locale).toContain('HTML5')
      expect(web, locale).not.toBe('HTML5')
    }
  })
})

describe('labels of a group that read the same', () => {
  it('each say where they appear, in every admin language, each its own place (walk 34, F8)', () => {
    const same: [string, string][] = []
    for (const [group, labels] of Object.entries(labelDefaults)) {
      const texts = Object.values(labels as Record<string, string>)
      for (const [name, english] of Object.entries(labels as Record<string, string>))
        if (texts.filter((text) => text === english).length > 1) same.push([group, name])
    }
    expect(same.length).toBeGreaterThan(0)
    for (const [language, messages] of Object.entries(adminMessages)) {
      const places = messages.labelSets.places as Record<string, Record<string, string>>
      const said = same.map(([group, name]) => places[group]?.[name])
      expect(said.every(Boolean), `${language}: ${JSON.stringify(same)}`).toBe(true)
      expect(new Set(said).size, language).toBe(said.length)
    }
  })
})
