import { describe, expect, it } from 'vitest'

import { listParts } from '@/i18n/languageNames'

const joined = (language: string, names: string[]) =>
  listParts(language, names)
    .map(({ value }) => value)
    .join('')

describe('the languages named in a sentence', () => {
  it('keep a space between a joining word and a name of another script', () => {
    expect(joined('th', ['ไทย', '繁體中文', '简体中文'])).toBe('ไทย 繁體中文 และ 简体中文')
  })

  it('are joined as the language joins them otherwise', () => {
    expect(joined('zh', ['日本語', '繁體中文', '简体中文'])).toBe('日本語、繁體中文和简体中文')
    expect(joined('en', ['ไทย', 'हिन्दी'])).toBe('ไทย and हिन्दी')
  })

  it('put no comma before Hindi’s और', () => {
    expect(joined('hi', ['थाई', 'हिन्दी', 'जापानी'])).toBe('थाई, हिन्दी और जापानी')
  })

  it('are whole parts, each kept on one line by the screen', () => {
    const names = listParts('th', ['繁體中文', '简体中文']).filter(({ type }) => type === 'element')
    expect(names.map(({ value }) => value)).toEqual(['繁體中文', '简体中文'])
  })
})
