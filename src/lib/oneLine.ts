/**
 * One line of plain text, the rule for every such field: an enquiry's name, company, country and
 * handle, a staff member's name, the site's contact lines. Refused:
 * - control characters (C0, DEL, C1) and the Unicode line and paragraph separators: a line break
 *   forges lines in the log and in the e-mail to the business team;
 * - invisible format characters (`\p{Cf}`: direction marks, embeddings, overrides and isolates,
 *   the Arabic letter mark, zero-width spaces, the word joiner, the byte order mark) and the
 *   combining grapheme joiner: they reorder or hide what sales and the admin read around them
 *   (the notification's subject, a list of names), and no one types them into a one-line box.
 * Kept: the zero-width non-joiner and joiner (U+200C, U+200D), which Hindi and Persian writing
 *   needs, and the tag characters of flag emoji. Multi-line texts (the message) keep their breaks.
 */
const notOneLine = /[\p{Cc}\u2028\u2029\u034f]|(?![\u200c\u200d\u{e0020}-\u{e007f}])\p{Cf}/u

export const isOneLine = (value: string): boolean => !notOneLine.test(value)

/** Why a one-line text was refused, for the API's answers. */
export const oneLineProblem = (field: string) =>
  `${field} must be one line of plain text, without line breaks, control, direction or invisible characters.`
