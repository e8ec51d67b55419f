import { describe, expect, it } from 'vitest'

import { labelDefaults, withLabelDefaults } from '@/globals/LabelSets/defaults'
import { contentLocales } from '@/i18n/locales'
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
