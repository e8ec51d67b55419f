/**
 * An ICU message (the site's labels: `{count, plural, one {# game} other {# games}} found for
 * “{query}”`) as a person reads it where the admin names a field after it: a plural or select
 * reads as its `other` form, an argument as `…`, `#` as itself (`# games found for “…”`). A Thai
 * label set's field was named `{count, plural, other {พบ # เกมจากคำค้น “{que…` (walk 32). A brace
 * without its pair is kept as it is.
 */
export function messageAsText(message: string): string {
  let text = ''
  for (let at = 0; at < message.length;) {
    const open = message.indexOf('{', at)
    if (open < 0) return text + message.slice(at)
    const close = matchingBrace(message, open)
    if (close < 0) return text + message.slice(at)
    text += message.slice(at, open) + argumentAsText(message.slice(open + 1, close))
    at = close + 1
  }
  return text
}

/** The index of the `}` that closes the `{` at `open`, or -1. */
function matchingBrace(message: string, open: number): number {
  let depth = 0
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++
    else if (message[i] === '}' && --depth === 0) return i
  }
  return -1
}

/** An argument's inside (`query`, `count, plural, one {# game} other {# games}`) as text. */
function argumentAsText(inside: string): string {
  const choice = /^\s*\w+\s*,\s*(?:plural|selectordinal|select)\s*,/.exec(inside)
  if (!choice) return '…'
  // The forms: `key {text}` pairs after the second comma; `other` is the one every message has.
  const forms = new Map<string, string>()
  let rest = inside.slice(choice[0].length)
  for (;;) {
    const key = /^\s*(=?[\w-]+)\s*\{/.exec(rest)
    if (!key) break
    const open = key[0].length - 1
    const close = matchingBrace(rest, open)
    if (close < 0) break
    forms.set(key[1], rest.slice(open + 1, close))
    rest = rest.slice(close + 1)
  }
  const form = forms.get('other') ?? [...forms.values()].at(-1)
  return form === undefined ? '…' : messageAsText(form)
}
