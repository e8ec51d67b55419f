/** A page's HTML read as a visitor sees it. */

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/** HTML character references decoded. */
export const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) =>
    name[0] === '#'
      ? String.fromCodePoint(
          parseInt(name.slice(1).replace(/^x/i, ''), name[1]?.toLowerCase() === 'x' ? 16 : 10),
        )
      : (entities[name] ?? whole),
  )

/** The text a visitor sees, as separate runs: no scripts, styles, templates or attributes. */
export function visibleRuns(html: string): string[] {
  const body = html.slice(html.search(/<body[\s>]/))
  return body
    .replace(/<(script|style|template|noscript|svg)[\s>][^]*?<\/\1>/gi, '\n')
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((run) => decode(run).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}
