const scripts = ['Thai', 'Han', 'Hangul', 'Hiragana', 'Katakana', 'Devanagari', 'Myanmar', 'Latin']
const scriptOf = (letter: string | undefined) =>
  letter && scripts.find((script) => new RegExp(`\\p{Script=${script}}`, 'u').test(letter))

/**
 * Names joined as a language joins a list ("ไทย, 繁體中文 และ 简体中文"), in parts: each name
 * whole, to be kept on one line. Intl's Thai writes "และ" right against the next name, as Thai
 * does within Thai ("และ简体中文"): where a joining word meets a name of another script, a space
 * is put between them.
 */
export function listParts(language: string, names: string[]) {
  const parts = new Intl.ListFormat(language, { type: 'conjunction' }).formatToParts(names)
  return parts.map((part, index) => {
    if (part.type !== 'literal') return part
    const next = parts[index + 1]?.value
    const last = part.value.at(-1)
    const spaced =
      /\p{L}/u.test(last ?? '') && next && scriptOf(last) !== scriptOf(next[0])
        ? `${part.value} `
        : part.value
    return { ...part, value: spaced }
  })
}
