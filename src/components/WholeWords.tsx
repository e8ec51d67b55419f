import { createElement, Fragment, type ReactNode } from 'react'

import { chinesePhrases, isChinese, mayBreakBetween } from '@/i18n/phrases'
import { keepTogether, wholeWordPieces } from '@/i18n/wholeWords'

const thaiLetter = /[\u0E01-\u0E4F]/u

/**
 * Text that wraps between words, never inside one: the words ICU's dictionary breaks
 * (`wholeWords`) stay on one line, ๆ stays with its word and a number with its unit. A `<wbr>`
 * beside a kept word that touches Thai letters ends the browser's dictionary run there, so the
 * text around it is segmented on its own, as the word list was checked against; it adds nothing
 * to the text that is copied, searched or read aloud.
 *
 * A heading or a tagline (`phrases`) in Chinese breaks only between words as well: a browser
 * breaks Chinese between any two characters (海底|寻宝), so the text is set `keep-all` (`.phrases`
 * in the site's styles) with a `<wbr>` where a line may break (`chinesePhrases`). Running text (a
 * paragraph, the blurb under a heading) keeps the browser's breaking, as Chinese print sets it:
 * readers saw a clause moved whole leave short, ragged lines. Japanese headings break between
 * phrases by themselves (`word-break: auto-phrase`).
 */
export function WholeWords({
  text,
  phrases = false,
  running = false,
}: {
  text: string
  phrases?: boolean
  /** A paragraph's text, which may break inside a quoted name (`wholeWordPieces`). */
  running?: boolean
}): ReactNode {
  const chinese = phrases && isChinese(text)
  if (!chinese) {
    const pieces = wholeWordPieces(keepTogether(text, running), running)
    if (pieces.length === 1) return pieces[0]
    return createElement(Fragment, null, ...wordsOf(pieces, false))
  }
  // Each clause (to its ，。、) moves to the next line whole when it fits there, as a typesetter
  // breaks a short blurb after its comma (瞄准、开炮，| 拿下珊瑚礁最大的鱼。); one longer than
  // the line breaks inside, between its words.
  const clauses = keepTogether(text).match(clause) ?? [text]
  const children = clauses.map((part) =>
    clauses.length === 1
      ? wordsOf(wholeWordPieces(part), true)
      : [createElement('span', { className: 'clause' }, ...wordsOf(wholeWordPieces(part), true))],
  )
  return createElement('span', { className: 'phrases' }, ...children.flat())
}

/** A Chinese clause: its text, then the marks that end it (，。、！？：；, a closing quote). */
const clause = /[^，。、！？：；]+[，。、！？：；\p{Pe}\p{Pf}]*|[，。、！？：；\p{Pe}\p{Pf}]+/gu

/** Text cut around its kept words (`wholeWordPieces`), as the children of an element. */
function wordsOf(pieces: string[], chinese: boolean): ReactNode[] {
  // The pieces are the fragment's own children, not a list: a text never reorders, so they need
  // no keys, and a Thai page's flight data does not carry one for each of its hundreds of pieces.
  // In a flex box (a button: icon, gap, label) each piece is an item of its own, with the gap
  // between them (瀏覽 遊戲): put the text in a span there (see HomeSections).
  return pieces.flatMap((piece, i): ReactNode[] => {
    if (i % 2 === 0) {
      if (!piece) return []
      if (!chinese) return [piece]
      return chinesePhrases(piece).flatMap((phrase, k) =>
        k === 0 ? [phrase] : [createElement('wbr'), phrase],
      )
    }
    const previous = pieces[i - 1] ?? ''
    // Between two kept words the text piece is empty: the neighbour is the next word.
    const next = pieces[i + 1] || pieces[i + 2] || ''
    const before =
      thaiLetter.test(previous.slice(-1)) || (chinese && mayBreakBetween(previous, piece))
    const after = thaiLetter.test(next.charAt(0)) || (chinese && mayBreakBetween(piece, next))
    return [
      ...(before ? [createElement('wbr')] : []),
      createElement('span', { className: 'whole-word' }, piece),
      ...(after ? [createElement('wbr')] : []),
    ]
  })
}
