/**
 * One-line texts that visitors write (an enquiry's name, company, country, handle): a line break
 * in one forges lines in the log and in the e-mail to the business team, and no one types it into
 * a one-line box. Any control character (C0, DEL, C1) and the Unicode line and paragraph
 * separators are refused; multi-line texts (the message) keep their line breaks.
 */
export const isOneLine = (value: string): boolean =>
  !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)

/** Why a one-line text was refused, for the API's answers. */
export const oneLineProblem = (field: string) =>
  `${field} must be one line of text, without line breaks or other control characters.`
