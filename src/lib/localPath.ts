/**
 * Whether a value is a path on this site, safe to send a visitor to (a redirect, a back link).
 * Browsers read `//host`, `/\host` and `/<tab>/host` (they drop tabs and line breaks, and treat a
 * backslash as a slash) as another site, and a line break in a redirect's Location header makes
 * the server fail, as does a character beyond Latin-1: so one leading slash, then no slash or
 * backslash, and only printable ASCII, without a backslash (a path of this site writes a space as
 * %20, and every character beyond ASCII percent-encoded).
 */
export const isLocalPath = (value: string): boolean =>
  /^\/(?![/\\])/.test(value) && !/[\\]|[^\x21-\x7e]/.test(value)
