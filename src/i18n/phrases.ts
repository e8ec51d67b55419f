/**
 * Where a Chinese heading or tagline may break a line: between two words, never inside one
 * (海底|寻宝, 珊瑚|炮台). A browser may break Chinese between any two characters; the words are
 * ICU's (`Intl.Segmenter`, the dictionary browsers break Thai with), joined as a typesetter
 * would set a heading:
 * - characters the dictionary leaves alone in a row are one word (寻|宝|之|旅 is 寻宝之旅, 开|炮
 *   is 开炮), and one alone goes with the word after it (最|丰厚 is 最丰厚), or, if it is a
 *   particle (的, 了, 吗 …), with the word before it;
 * - never before a mark that may not start a line (，。、！？ and closing brackets), nor after an
 *   opening one;
 * - never between a number and the character after it (30|条, 6|倍): its unit or counter;
 * - only where a Chinese character is on one side: Latin words break at their spaces.
 * Japanese is not set so: the browser breaks it between phrases (`word-break: auto-phrase`), a
 * particle kept with its word, which a dictionary of words alone does not know.
 */
const han = /\p{sc=Han}/u
const lone = /^\p{sc=Han}$/u
const particle = /^[的了着过们吗呢吧啊地得之嗎們著過]$/u
const noStart = /^[\p{Pe}\p{Pf}\p{Po}]/u
const noEnd = /[\p{Ps}\p{Pi}]$/u

/** Whether a line may break between two words of a Chinese text (their neighbours aside). */
export function mayBreakBetween(before: string, after: string): boolean {
  if (!before || !after || /\s$/u.test(before) || /^\s/u.test(after)) return false
  if (!han.test(before.slice(-1)) && !han.test(after.charAt(0))) return false
  if (noStart.test(after) || noEnd.test(before)) return false
  return !/\d$/u.test(before)
}

/** Text in Chinese, not Japanese: Han characters and no kana. */
export const isChinese = (text: string) =>
  han.test(text) && !/[\p{sc=Hiragana}\p{sc=Katakana}]/u.test(text)

const segmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null

/** The words of a Chinese text, characters left alone in a row joined as one. */
function wordsOf(text: string): string[] {
  const words: string[] = []
  let alone = false
  for (const { segment } of segmenter!.segment(text)) {
    if (lone.test(segment) && alone) words[words.length - 1] += segment
    else words.push(segment)
    alone = lone.test(segment)
  }
  return words
}

/** The text in runs that a line may break between (their concatenation is the text). */
export function chinesePhrases(text: string): string[] {
  if (!segmenter) return [text]
  const runs: string[] = []
  let previous = ''
  for (const word of wordsOf(text)) {
    const last = runs.at(-1)
    const joined =
      last === undefined ||
      !mayBreakBetween(last, word) ||
      (lone.test(previous) && !particle.test(previous)) ||
      particle.test(word)
    if (joined && last !== undefined) runs[runs.length - 1] = last + word
    else runs.push(word)
    previous = word
  }
  return runs
}
