/**
 * Whether a value is a path on this site, safe to send a visitor to (a redirect, a back link).
 * Browsers read `//host`, `/\host` and `/<tab>/host` (they drop tabs and line breaks, and treat a
 * backslash as a slash) as another site, and a line break in a redirect's Location header makes
 * the server fail: so one leading slash, then no slash or backslash, and no backslash, control
 * character or whitespace anywhere (a path of this site writes a space as %20).
 */
export const isLocalPath = (value: string): boolean =>
  /^\/(?![/\\])/.test(value) && !/[\\\s\u0000-\u001f\u007f-\u009f]/.test(value)
