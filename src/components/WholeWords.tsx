import { createElement, Fragment, type ReactNode } from 'react'

import { keepTogether, wholeWordPieces } from '@/i18n/wholeWords'

const thaiLetter = /[\u0E01-\u0E4F]/u

/**
 * Text that wraps between words, never inside one: the words ICU's dictionary breaks
 * (`wholeWords`) stay on one line, ๆ stays with its word and a number with its unit. A `<wbr>`
 * beside a kept word that touches Thai letters ends the browser's dictionary run there, so the
 * text around it is segmented on its own, as the word list was checked against; it adds nothing
 * to the text that is copied, searched or read aloud.
 */
export function WholeWords({ text }: { text: string }): ReactNode {
  const pieces = wholeWordPieces(keepTogether(text))
  if (pieces.length === 1) return pieces[0]
  const children = pieces.flatMap((piece, i): ReactNode[] => {
    if (i % 2 === 0) return piece ? [piece] : []
    const before = thaiLetter.test(pieces[i - 1]?.slice(-1) ?? '')
    // Between two kept words the text piece is empty: the neighbour is the next word.
    const after = thaiLetter.test((pieces[i + 1] || pieces[i + 2] || '').charAt(0))
    return [
      ...(before ? [createElement('wbr')] : []),
      createElement('span', { className: 'whole-word' }, piece),
      ...(after ? [createElement('wbr')] : []),
    ]
  })
  // The pieces are the fragment's own children, not a list: a text never reorders, so they need
  // no keys, and a Thai page's flight data does not carry one for each of its hundreds of pieces.
  // In a flex box (a button: icon, gap, label) each piece is an item of its own, with the gap
  // between them (瀏覽 遊戲): put the text in a span there (see HomeSections).
  return createElement(Fragment, null, ...children)
}
