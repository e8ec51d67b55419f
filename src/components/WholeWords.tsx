import { wholeWordPieces } from '@/i18n/wholeWords'

/** A title that wraps around its loanwords, never inside one (`wholeWords`). */
export function WholeWords({ text }: { text: string }) {
  return wholeWordPieces(text).map((piece, i) =>
    i % 2 ? (
      <span key={i} className="whole-word">
        {piece}
      </span>
    ) : (
      piece
    ),
  )
}
